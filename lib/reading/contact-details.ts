// Contact details a visitor types into a chat message ("Maya Chen, maya@studio.co, 323 555 0100",
// "I'm Maya, reach me at maya@studio.co"): the name, the email address and the phone number, and
// what is left of the message once they are taken out (a question that came with them is still
// answered). Every pattern here is linear: a message is read once, whatever its length.

export type TypedContact = {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The message without the details and the words that only introduce them. */
  rest: string;
};

/** An email address as a person types it (a whole address: a domain with a dot and a 2+ letter ending). */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@(?:[\p{L}\p{N}-]{1,63}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-])/u;

/**
 * A phone number: an optional +country code, then 10 to 15 digits in groups of 2-4 separated by
 * single spaces, dots or dashes (an area code may be in parentheses). Not a price, a share or a year.
 */
const PHONE = /(?<![\p{L}\p{N}$€£.,/-])(\+\d{1,3}[ .-]?)?(\(\d{2,4}\)[ .-]?|\d{2,4}[ .-]?)(\d{2,4}[ .-]?){1,4}\d{2,4}(?![\p{N}%]|[.,]\d|[kKmM]\b)/u;

const PHONE_DIGITS = { min: 10, max: 15 };

/** When to reach someone ("next week", "Monday morning", "el lunes por la tarde"): never a name, nothing to answer. */
const WHEN_TO_REACH =
  "next later anytime whenever week weekend weekday morning afternoon evening tonight today tomorrow soon asap " +
  "monday tuesday wednesday thursday friday saturday sunday mañana lunes martes miércoles miercoles jueves viernes " +
  "sábado sabado domingo semana próxima proxima tarde";

/** Words that introduce a name; the strong ones are only ever followed by one. */
const STRONG_CUE = /\b(?:my name is|my name's|name is|name:|names?\s*-|call me|me llamo|mi nombre es|nombre:)\s*/iu;
const WEAK_CUE = /(?:^|[\s,.;!])(?:i'm|i’m|im|i am|this is|it's|it’s|soy|les escribe|le escribe)\s+/iu;

/** Words that are never part of a name (what people write around their details). */
const NOT_NAME = new Set(
  (
    "a an the and or but so of to in on at by for with from as is are was be am my our your me i we you he she it they this that here there " +
    "email e-mail mail address phone cell mobile tel number contact reach name names call text me hi hello hey thanks thank please sure ok okay yes yeah yep " +
    "go you're its it's i'm im just also best regards cheers sincerely from at via or and looking interested ready planning working " +
    "hoping trying happy glad new not very really here's heres details info below above following " +
    "mi me mi correo telefono teléfono nombre soy es y o de la el los las un una con para por gracias hola saludos " +
    "company brand agency team studio inc llc ltd co marketing director manager founder ceo cmo owner head " +
    // A company's name, beside an address ("dana@acme.com, Acme Foods"), is no person's.
    "corp corporation group labs lab media partners holdings brands foods industries solutions systems technologies " +
    "consulting collective studios films productions enterprises ventures capital " +
    "sounds great good cool awesome perfect fine nice love like want need would could should will can let lets let's get got " +
    "that's thats absolutely definitely excited keen follow up back touch asap soon today tomorrow thx ty regards send sent " +
    "him her them us his hers their theirs who what when where why how ask tell see check find write talk speak meet back " +
    // When to call ("call me next week", "call me anytime") is no name.
    WHEN_TO_REACH
  ).split(" "),
);

/** Where the person named works, after their name: "Dana from Acme", "Dana at Acme Foods". */
const AFFILIATION = /^ (?:from|at|with|of|@) \S/iu;

/** A word that can be part of a person's name: letters, with an inner apostrophe or hyphen. */
const NAME_WORD = /^\p{L}[\p{L}'’-]{0,29}$/u;

const capitalized = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The words that begin `text` (single-spaced) and can be a name, one to four of them: the name, and
 * how many characters of `text` it takes.
 */
function nameAt(text: string, { needCapital }: { needCapital: boolean }): { name: string; length: number } | null {
  const words: string[] = [];
  let length = 0;
  for (const raw of text.split(" ").slice(0, 5)) {
    const word = raw.replace(/[,.;:!?)]+$/u, "");
    if (!NAME_WORD.test(word) || NOT_NAME.has(word.toLowerCase())) break;
    if (needCapital && !capitalized(word)) break;
    length += (words.length ? 1 : 0) + word.length;
    words.push(word);
    if (word !== raw || words.length === 4) break;
  }
  return words.length ? { name: tidyName(words.join(" ")), length } : null;
}

/** A name typed all in lower or upper case gets capitals ("maya chen" is "Maya Chen"); otherwise kept as typed. */
function tidyName(name: string): string {
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function countDigits(text: string): number {
  return text.replace(/\D/g, "").length;
}

/** The first phone number in the text, with where it is. */
function findPhone(text: string): { value: string; index: number; length: number } | null {
  const pattern = new RegExp(PHONE.source, "gu");
  for (const match of text.matchAll(pattern)) {
    const digits = countDigits(match[0]);
    if (digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max) return { value: match[0].trim(), index: match.index, length: match[0].length };
  }
  return null;
}

/** What is left when a span is cut out: one space where it was. */
const cut = (text: string, index: number, length: number) => `${text.slice(0, index)} ${text.slice(index + length)}`;

/** The leftovers that only introduced the details ("here you go:", "email:", "and my number is"). */
const INTRODUCTIONS =
  /\b(?:here (?:you go|it is|they are)|here's|heres|you can (?:reach|email|call|text) me(?: at| on)?|reach me(?: at| on)?|email me(?: at)?|call me(?: at| on)?|text me(?: at| on)?|my (?:email|e-mail|phone|cell|mobile|number)(?: address| number)?(?: is|:)?|(?:email|e-mail|phone|cell|mobile|tel|number)(?: address| number)?(?: is|:)?|and|or|at|on|mi correo(?: es)?|mi tel[eé]fono(?: es)?|correo|tel[eé]fono)\b/giu;

/** Words that say nothing to answer on their own ("sure, here you go", "thanks!"). */
const FILLER = new Set(
  (
    "a an the and or but so of to in on at by for with from as is are be am my our your me i i'm im we you it it's this that here there " +
    "hi hello hey thanks thank please sure ok okay yes yeah yep great cool perfect sounds good awesome cheers best regards name " +
    "hola gracias claro vale si sí mi mis es y o de la el " +
    // When to reach them ("call me next week", "give me a call tomorrow morning") goes with the details.
    "call give llámame llamame llámenme llamarme " +
    WHEN_TO_REACH
  ).split(" "),
);

/** True when what is left still says something to answer (a question, or two words of substance). */
export function saysMore(rest: string): boolean {
  const words = rest
    .replace(INTRODUCTIONS, " ")
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter((word) => word && !FILLER.has(word.toLowerCase()));
  return /\?/.test(rest) ? words.length >= 1 : words.length >= 2;
}

/**
 * The contact details in a visitor's message, or null when it has neither an email address, a
 * phone number nor a name introduced as one ("my name is…"). A bare name is read only beside an
 * address or a number, or when `expectingName` (the conversation has an address and no name yet).
 */
export function readTypedContact(message: string, { expectingName = false }: { expectingName?: boolean } = {}): TypedContact | null {
  const trimmed = message.replace(/\s+/g, " ").trim();
  let text = trimmed;
  const emailMatch = EMAIL.exec(text);
  const email = emailMatch ? emailMatch[0].replace(/\.$/, "") : null;
  if (emailMatch) text = cut(text, emailMatch.index, emailMatch[0].length);
  const phoneMatch = findPhone(text);
  const phone = phoneMatch?.value ?? null;
  if (phoneMatch) text = cut(text, phoneMatch.index, phoneMatch.length);

  // A name: after a cue ("my name is", "I'm"), else, beside an address or a number, the words
  // around them that can only be a name ("Maya Chen, maya@studio.co").
  let name: string | null = null;
  text = text.replace(/\s+/g, " ");
  const strong = STRONG_CUE.exec(text);
  if (strong) {
    const found = nameAt(text.slice(strong.index + strong[0].length), { needCapital: false });
    if (found) {
      name = found.name;
      text = cut(text, strong.index, strong[0].length + found.length);
    }
  }
  if (!name) {
    const weak = WEAK_CUE.exec(text);
    if (weak) {
      const start = weak.index + weak[0].length;
      // "I'm Maya": a capital, or beside an address or a number ("im maya, maya@x.co").
      const found = nameAt(text.slice(start), { needCapital: !(email || phone) });
      // The name ends the clause ("I'm Maya.", "I'm Maya, …", "I'm Maya from Acme"): "I'm Looking
      // For…" and "I'm Planning A Launch" are no names.
      const next = found ? text.slice(start + found.length) : "";
      if (found && /^(?:\s*$|\s*[,.;!?-]|\s(?:and|from|at|with|here|y|de|del)\b)/iu.test(next)) {
        name = found.name;
        text = cut(text, weak.index, weak[0].length + found.length);
      }
    }
  }
  if (!name && (email || phone || expectingName)) {
    // What is left, split at commas and sentence ends: a piece that is only a name.
    for (const piece of text.split(/[,;|\n]|[.!?](?:\s|$)|\s[-–—]\s/u)) {
      // ("Dana Ruiz (dana@acme.com)": the brackets the address stood in are no part of the name.)
      const candidate = piece
        .replace(INTRODUCTIONS, " ")
        .replace(/[()[\]<>]/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (!candidate) continue;
      // A name alone, in answer to "who should they ask for?", is written with capitals ("Maya").
      const found = nameAt(candidate, { needCapital: !(email || phone) });
      const words = candidate.split(" ").length;
      // Or a name and where they work, beside an address or a number ("Dana from Acme").
      const affiliated = found !== null && Boolean(email || phone) && AFFILIATION.test(candidate.slice(found.length));
      if (found && (found.length === candidate.length || affiliated) && (email || phone || words <= 3)) {
        name = found.name;
        const at = text.indexOf(piece.trim());
        if (at >= 0) text = cut(text, at, piece.trim().length);
        break;
      }
    }
  }
  if (!email && !phone && !name) return null;
  const rest = tidyRest(text);
  // An address or number inside a sentence about someone else ("my referee is al@x.co, ask him")
  // is not the visitor's: theirs comes alone, with their name, at the message's start or end, or
  // introduced as theirs.
  const atEdge = [email, phone].some((detail) => detail && (trimmed.startsWith(detail) || trimmed.replace(/[\s.!)]+$/u, "").endsWith(detail)));
  if (!name && saysMore(rest) && !atEdge && !OWN_DETAILS.test(message)) return null;
  return { name, email, phone, rest };
}

/** Words that introduce the writer's own details. */
const OWN_DETAILS =
  /\b(?:(?:my|our) (?:e-?mail|address|number|phone|cell|mobile|contact)|(?:reach|email|e-mail|call|text|contact|write to|ping) (?:me|us)|i'm at|i am at|mi (?:correo|tel[eé]fono|n[uú]mero)|escr[ií]b(?:a|e|ame|anos)|ll[aá]m(?:e|ame|enos))\b/iu;

function tidyRest(text: string): string {
  return text
    .replace(/\s+([,.;!?])/g, "$1")
    .replace(/^[\s,.;:!-]+|[\s,;:-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
