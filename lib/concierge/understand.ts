import type { Language } from "../contracts/chat-values";
import type { EmploymentType } from "../contracts/enums";
import { classifyMessage, type Classification } from "./classify";
import { asksExperience, kindWords } from "./kinds";
import { gatherEvidence, type EntryMatch, type Evidence, type Hit } from "./evidence";
import { clientNames, INDUSTRY, matchEntities, NAMED, namePattern, studyText } from "./entities";
import type { KnowledgeEntry } from "../content/types";
import type { KnowledgeBase } from "./knowledge";
import { coverage, coverOf, FOLLOWING, PLATFORM_NAMES, SOURCE_WORDS, type FocusWord } from "./coverage";
import { figureLexicon } from "./check";
import { asksAsMuch, matchPhrasing, matchReason, PhrasingIndex, sideFocus, type AskedSide } from "./phrasing";
import { readQuestion, type Subject } from "./question";
import type { Reader, Reading } from "./reader";
import { normalize } from "../reading/text";

// One message understood: read (language, spelling, the question it asks), classified (who the
// visitor is, what the reply should open) and its evidence gathered. The built-in answer is
// composed from this, and an LLM is grounded on its evidence.

/** A question that points back at what was said before. */
const REFERS_BACK = /\b(they|them|it|that|those|these|this|there)\b/;
const REMOTE = /\b(remote|remotely|work from home|wfh|hybrid)\b/;
/** Words of a job, or of the visitor working ("can I work remotely?"). */
const JOB = /\b(jobs?|roles?|positions?|internships?|interns?|freelanc\w*|hiring|openings?|can i work|could i work|would i work|i'?d (be )?work)\b/;

/** Evidence without what a subject found: the subject, its facts, and the entries found by it. */
function withoutSubject(evidence: Evidence, subject: Subject): Evidence {
  const reason = `subject: ${subject}`;
  return {
    ...evidence,
    question: { ...evidence.question, subjects: evidence.question.subjects.filter((known) => known !== subject) },
    facts: evidence.facts.filter((hit) => hit.reason !== reason),
    faq: evidence.faq.filter((hit) => hit.reason !== reason),
  };
}

export type Understanding = { reading: Reading; classification: Classification; evidence: Evidence };

export type UnderstandInput = {
  message: string;
  /** The visitor's earlier messages in this conversation, oldest first, as written. */
  history?: string[];
  /** The careers path the visitor chose in the interface, if any. */
  employmentType?: EmploymentType | null;
};

export function understand(
  reader: Reader,
  kb: KnowledgeBase,
  { message, history = [], employmentType = null }: UnderstandInput,
  /** Already read as asked of the work in focus (below): once, whatever the client's name says. */
  renamed = false,
): Understanding {
  // Each earlier message is read once, in order: its language carries to the next, and to this one.
  let previous: Language | null = null;
  const earlier: string[] = [];
  for (const text of history) {
    const read = reader.read(text, { previous });
    previous = read.lang;
    earlier.push(read.text);
  }
  const reading = asBefore(reader, kb, reader.read(message, { previous }), earlier, previous);
  const clients = kb.clients();
  // Who the visitor is comes from the whole message ("I'm a freelance editor. How do I apply?");
  // what they want to see, from what they ask, not from the story told before it ("I read your
  // Acme case study… how long does a launch take?" opens no case study).
  // "Are they paid?" after asking about internships is still about internships.
  let path = employmentType;
  let jobBefore = false;
  // (The job may have been named a message or two before: "how do I apply for an internship?",
  // "when is the deadline?", "is it paid?". The latest message that says what the visitor is after decides.)
  if (!path && earlier.length && reading.questions.every((question) => REFERS_BACK.test(question))) {
    for (const text of earlier.slice(-3).reverse()) {
      const before = classifyMessage(text, { clients });
      if (before.intent === "employment") [path, jobBefore] = [before.employmentType, true];
      // (A job asked of without its kind, "when is the deadline?", looks further back for the kind.)
      if (path || (before.intent !== "webchat" && before.intent !== "unknown" && before.intent !== "employment")) break;
    }
  }
  const whole = classifyMessage(reading.text, { clients, employmentType: path });
  // (A wish to see the work said outside the question, "I'd love to see some of your past work.
  // Anything you're proud of?", is asked too: the portfolio or the reel it names opens.)
  const askedTriggers = reading.asked === reading.text ? whole.triggers : classifyMessage(reading.asked, { clients, employmentType: path }).triggers;
  const wished = reading.asked !== reading.text && WISHES_TO_SEE.test(reading.text);
  const classification = {
    ...whole,
    triggers: wished
      ? { ...askedTriggers, portfolio: askedTriggers.portfolio || whole.triggers.portfolio, reel: askedTriggers.reel || whole.triggers.reel }
      : askedTriggers,
  };
  const gathered = withEntries(gatherEvidence({ reading, kb, history: earlier }));
  // "Is it remote?" of a job, "can I work remotely?": where the job is done, which how the agency
  // meets its clients ("over video, nationwide") does not say.
  const ofTheJob = (jobBefore || whole.intent === "employment" || JOB.test(reading.text)) && REMOTE.test(reading.text) && !process.env.NO_REMOTE_JOB;
  const evidence = ofTheJob ? withoutSubject(gathered, "location") : gathered;
  // "Where did it run?" after a case study asks nothing but of the work "it" points at: read as
  // asked of that work by name ("where did the Acme campaign run?").
  const named = renamed ? null : (namingTheWork(reading, evidence, message) ?? nameAlone(reading, evidence, whole.intent, kb));
  if (named) return understand(reader, kb, { message: named, history, employmentType }, true);
  // (Only when the message says a kind of business the vectors know: the retry reads it all again.)
  if (asksExperience(reading.text) && kindWords(reading.text).length > 0)
    evidence.nearKind = () => withEntries(gatherEvidence({ reading, kb, history: earlier, nearKinds: true }));
  return { reading, classification, evidence };

  /** An entry the subjects already found stays theirs; one asked only in other words is added. */
  function withEntries(found: Evidence): Evidence {
    const asked = askedEntries(reader, kb, reading);
    found.phrased = asked.phrased;
    found.echoed = asked.echoed;
    const entries = asked.hits.filter((entry) => !found.faq.some((hit) => hit.item.id === entry.item.id && hit.reason.startsWith("subject:")));
    if (entries.length) found.faq = [...entries, ...found.faq.filter((hit) => !entries.some((entry) => entry.item.id === hit.item.id))];
    return found;
  }
}

/** "I'd love to see…", "we'd like to take a look at…", "show me…": a wish to see something, said as a statement. */
const WISHES_TO_SEE =
  /\b((i|we)('d| would) (love|like) to|(i|we)('m| am|'re| are) (hoping|keen) to|(i|we) want to) (see|look at|take a look at|check out|watch)\b|\b(please )?show (me|us)\b/;

/** Words that may stand beside a client's name said alone: "the Acme case study", "Acme's work". */
const BESIDE_A_NAME = new Set("the a an your their that this case study studies work campaign project one story s please".split(" "));

/** A visitor saying they saw or liked a piece of work: "i saw the Acme one on your site", "the Acme campaign looks cool". */
const SAW_OR_LIKED =
  /^((i|we)( just| really| also| actually)? )?(saw|seen|read|watched|looked at|checked out|liked|loved|love|like|enjoyed|noticed|came across|found)\b|\b(looks?|looked|is|was|seems?|sounds?) (so |really |very |pretty |super )?(cool|great|amazing|awesome|interesting|impressive|nice|fun|smart|clever|good|neat|inspiring|relevant)\b|^(interesting|cool|nice|wow|love|amazing|great|awesome)\b/;
/** A message that is only such a pointer: "the climbing gym one", "that ferry campaign?". */
const ONLY_THE_ONE = /^(the|that|this) ([a-z&'-]+ ){1,3}(one|campaign|case study|project|work|story)[\s.!?]*$/;
/** "The boat one", "that bakery campaign": a piece of work pointed at by its kind. */
const THE_ONE_OF_A_KIND = /\b(the|that|this) ([a-z-]+ ){1,3}(one|campaign|case study|project|work|story)\b/;

/**
 * A message that is only a client's name ("Acme", "the Acme case study?"), or says the visitor saw
 * or liked one piece of work ("i saw the Acme one on your site", "the boat one looks cool"), asks to
 * hear about that work, as "tell me about Acme" does (it was greeted, or told the site had nothing
 * on it); null for any other.
 */
function nameAlone(reading: Reading, evidence: Evidence, intent: Classification["intent"], kb: KnowledgeBase): string | null {
  if (process.env.NO_NAME_ALONE || reading.lang !== "en" || reading.questions.length > 1 || evidence.fromHistory) return null;
  const named = evidence.caseStudies.filter((hit) => hit.score >= NAMED);
  const text = normalize(reading.text);
  // "The climbing gym one": a piece of work pointed at by its kind, and nothing else.
  const kinds = evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY);
  if (!process.env.NO_POINTER_ALONE && kinds.length > 0 && ONLY_THE_ONE.test(text)) {
    // (Of several of its kind, the one whose own words it says: "the coffee one" of two food brands.)
    const owners = new Set(kb.ownTerms(text).values());
    const meant = kinds.length === 1 ? kinds : kinds.filter((hit) => owners.has(hit.item.id));
    if (meant.length === 1) return `tell me about ${meant[0].item.client}`;
  }
  const statesInterest =
    !process.env.NO_SAW_IT &&
    // (Not a project told beside it: "we love the Acme campaign and want one for our launch".)
    (intent === "webchat" || intent === "unknown") &&
    evidence.question.form === "statement" &&
    evidence.question.subjects.length === 0 &&
    text.split(/\s+/).length <= 14 &&
    SAW_OR_LIKED.test(text);
  if (named.length !== 1) {
    // (Pointed at by its kind, the one story of that kind.)
    const kind = evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY);
    return statesInterest && named.length === 0 && kind.length === 1 && THE_ONE_OF_A_KIND.test(text) ? `tell me about ${kind[0].item.client}` : null;
  }
  if (statesInterest) return `tell me about ${named[0].item.client}`;
  const names = clientNames(named[0].item.client, studyText(named[0].item));
  const rest = text.replace(new RegExp(namePattern(names), "g"), " ");
  const words = rest.split(/[^a-z0-9&]+/).filter(Boolean);
  if (words.some((word) => !BESIDE_A_NAME.has(word))) return null;
  return `tell me about ${named[0].item.client}`;
}

/** The one word of a follow-up that points at the work talked about. */
const POINTER = /\b(it|that|this)\b/;
const POINTERS = new RegExp(POINTER.source, "g");

/**
 * A follow-up whose only words point back ("who shot it?", "where did it run?"), with the case study
 * the conversation is on named in place of its pointer; null for any other message.
 */
function namingTheWork(reading: Reading, evidence: Evidence, message: string): string | null {
  if (!evidence.fromHistory || reading.questions.length !== 1) return null;
  if (reading.lang !== "en" && (reading.lang !== "es" || process.env.NO_SPANISH_NAMING)) return null;
  const study = evidence.caseStudies[0];
  if (!study || study.score < INDUSTRY || evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY).length > 1) return null;
  const question = reading.questions[0];
  // (Asked of work done: "how long would it take?" is about the visitor's own project.)
  if (!/\b(did|was|were|has|had)\b/.test(question)) return null;
  // "Where did the campaign run?", "where was the video shot?": the work pointed at by its kind
  // (the message named no work of its own, so it is the one the conversation is on).
  const pointed = question.match(THE_WORK_POINTED) ?? [];
  if (reading.focus[0]?.length) {
    if (process.env.NO_THE_WORK_NAMED || pointed.length !== 1 || reading.lang !== "en") return null;
    return `${question.replace(THE_WORK_POINTED, (_, kind: string) => `the ${study.item.client} ${kind}`)}?`;
  }
  if ((question.match(POINTERS) ?? []).length !== 1) return null;
  // (In Spanish the work is named in Spanish, so the reply stays in Spanish: "¿dónde se publicó la
  // campaña de Acme?"; its reading says "it" where Spanish says nothing.)
  if (reading.lang === "es") return `¿${message.replace(/^[\s¿]+|[\s?.!]+$/g, "")} la campaña de ${study.item.client}?`;
  return `${question.replace(POINTER, `the ${study.item.client} campaign`)}?`;
}

/** A piece of work pointed at by its kind: "the campaign", "those ads". */
const THE_WORK_POINTED = /\b(?:the|that|this|those|these) (campaign|project|work|ads|ad|spots?|videos?|films?|commercials?)\b/g;

/** A follow-up that names only what it now asks about: "and a full campaign?", "what about video?". */
const ELLIPTICAL =
  /^(and|also|plus|ok|okay|so|then|what about|how about|and what about|and how about|same for|and for|what for)\s+(?!(what|which|who|whom|whose|when|where|why|how|do|does|did|is|are|was|were|can|could|would|will|should|have|has|had|may|might|you|u|we|i|they|it|that|this|those|these)\b)([^?]*)\?*$/;
/** The opening of a question that asks for a quantity (with what it counts, and its verb), which carries over to what is asked next. */
const QUANTITY =
  /^(?:[a-z' ]{0,30}?\b)?(how (?:long|much|often|soon|fast|quickly)|how many [a-z'-]+)(?: (do|does|did|will|would|can|could|should|is|are|was|were)\b(.*))?$/;

/**
 * "How long does a brand strategy project take?" … "and a full campaign from brief to launch?":
 * the follow-up asks the same of something else, read as "how long does a full campaign from brief
 * to launch take?". Only a question for a quantity carries over: its form reads the same before
 * any thing it is asked of.
 */
function asBefore(reader: Reader, kb: KnowledgeBase, reading: Reading, earlier: string[], previous: Language | null): Reading {
  if (!earlier.length || reading.questions.length !== 1) return reading;
  const follow = ELLIPTICAL.exec(reading.text.trim().replace(/[.!?\s]+$/, "?"));
  const before = reader.read(earlier[earlier.length - 1], { previous });
  if (follow && before.questions.length === 1) {
    const other = askedOfAnotherClient(kb, before.questions[0], follow[3]);
    if (other) {
      const read = reader.read(other, { previous: reading.lang });
      return { ...read, lang: reading.lang, original: reading.original, corrections: reading.corrections };
    }
  }
  const opener = before.questions.length === 1 ? QUANTITY.exec(before.questions[0].replace(/[?.!\s]+$/, "")) : null;
  if (!follow || !opener) return reading;
  const [, how, auxiliary, after = ""] = opener;
  const thing = follow[3].trim();
  // "How many views did the films get?" … "and the occupancy?": another figure of the same work,
  // not views of the occupancy. A thing that names no client and only says what a result measures
  // asks for that result.
  if (how.startsWith("how many ") && measuresOnly(kb, thing)) {
    const read = reader.read(`what was ${thing}?`, { previous: reading.lang });
    return { ...read, lang: reading.lang, original: reading.original, corrections: reading.corrections };
  }
  // "How many members did they end up with?" … "and their TikTok following?": the same count of
  // another thing of theirs ("how many TikTok following did they end up with?").
  const theirs = /^(their|its|his|her)\s+(.+)$/.exec(thing);
  if (how.startsWith("how many ") && auxiliary && theirs) {
    const read = reader.read(`how many ${theirs[2].replace(FOLLOWING, "$1 followers")} ${auxiliary} ${after.trim()}?`, { previous: reading.lang });
    return { ...read, lang: reading.lang, original: reading.original, corrections: reading.corrections };
  }
  // With "do" the question's verb closes it ("…did it get?", "…does it take?"); with "is" it has none.
  const verb = /^d(o|oes|id)$/.test(auxiliary ?? "") ? (after.trim().split(/\s+/).pop() ?? "") : "";
  const asked = auxiliary ? `${how} ${auxiliary} ${thing.replace(/^(for|with|on|about|of)\s+/, "")} ${verb}` : `${how} for ${thing.replace(/^for\s+/, "")}`;
  if (!thing || !asked.trim()) return reading;
  const read = reader.read(`${asked.trim()}?`, { previous: reading.lang });
  return { ...read, lang: reading.lang, original: reading.original, corrections: reading.corrections };
}

/** Whether a follow-up's thing says only what the work's results measure ("the occupancy", "revenue"), no client, practice, platform or channel. */
function measuresOnly(kb: KnowledgeBase, thing: string): boolean {
  const words = thing
    .toLowerCase()
    .replace(/^(the|their|its|what about the|about the)\s+/, "")
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length || words.length > 3 || PLATFORM_NAMES.test(thing.toLowerCase()) || CHANNELS.test(thing)) return false;
  const { caseStudies, services } = kb.matchers();
  if (matchEntities(thing, caseStudies).length || matchEntities(thing, services).length) return false;
  const said = coverOf(words.join(" "));
  const measured = figureLexicon(kb);
  return said.size > 0 && [...said].every((word) => measured.has(word));
}
/** Channels a result may be counted on, besides the platforms: never a measure of their own. */
const CHANNELS = /\b(x|ctv|tv|radio|podcasts?)\b/i;

/**
 * "Who was your contact at Acme?" … "and at Globex?": the same question of the other client,
 * when the follow-up names one and the question before named another (and the platform it names,
 * when the question before named another).
 */
function askedOfAnotherClient(kb: KnowledgeBase, question: string, thing: string): string | null {
  const { caseStudies } = kb.matchers();
  const named = matchEntities(thing, caseStudies).filter((hit) => hit.score >= NAMED);
  const before = matchEntities(question, caseStudies).filter((hit) => hit.score >= NAMED);
  if (named.length !== 1 || before.length !== 1 || named[0].item.id === before[0].item.id) return null;
  const names = clientNames(before[0].item.client, studyText(before[0].item)).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(namePattern(names));
  if (!pattern.test(question)) return null;
  const client = named[0].item.client;
  const asked = question.replace(/[?.!\s]+$/, "").replace(pattern, client);
  // "…and Globex on TikTok?" after Acme's Instagram: the other platform too.
  const platform = PLATFORM_NAMES.exec(thing.toLowerCase())?.[1];
  const platformBefore = PLATFORM_NAMES.exec(asked.toLowerCase())?.[1];
  return `${platform && platformBefore && platform !== platformBefore ? asked.replace(new RegExp(`\\b${platformBefore}\\b`, "i"), platform) : asked}?`;
}

// ---- knowledge entries asked in their own words ---------------------------------------------------

/**
 * One phrasing of an entry as matched: the whole of it, or one of the questions it asks
 * (`oneOfSeveral`), which answers only when the entry's answer itself says what is asked.
 */
type Phrasing = {
  entry: KnowledgeEntry;
  text: string;
  side: AskedSide;
  form: string;
  subjects: readonly Subject[];
  oneOfSeveral: boolean;
  answer: Set<string>;
  /** The concepts the entry's whole phrasings say together (staff kept each as the same question); empty when one asks several things. */
  entrySays: Set<string>;
};
type Phrasings = { all: Phrasing[]; index: PhrasingIndex };
const phrasings = new WeakMap<KnowledgeBase, Phrasings>();

/**
 * Every phrasing of every entry (its question and the variants staff kept), as the reader reads
 * them, and their index: read once per content version (a knowledge base is built for each).
 */
function entryPhrasings(reader: Reader, kb: KnowledgeBase): Phrasings {
  let known = phrasings.get(kb);
  if (!known) {
    const all = kb.source.faq.flatMap((entry) => {
      const answer = coverOf(entry.answer, SOURCE_WORDS[entry.topic] ?? "");
      const entrySays = new Set<string>();
      const read = [entry.question, ...entry.variants].flatMap((text) => {
        const reading = reader.read(text);
        const side = (question: string, focus: FocusWord[], oneOfSeveral: boolean): Phrasing => {
          const { form, subjects } = readQuestion(question);
          return {
            entry,
            text,
            form,
            subjects,
            oneOfSeveral,
            answer,
            entrySays,
            side: { focus: sideFocus(focus), cover: coverOf(question), yesNo: form === "yes-no" },
          };
        };
        const whole = side(reading.questions[0] ?? reading.text, reading.focus.flat(), false);
        // "Where are you based? Do you only work with LA companies?" asks two things, either of
        // which a visitor may ask alone.
        return reading.questions.length > 1 ? [whole, ...reading.questions.map((question, index) => side(question, reading.focus[index], true))] : [whole];
      });
      // An entry of one question each of whose phrasings asks it: what one says, the entry says.
      const wholes = read.filter((phrasing) => !phrasing.oneOfSeveral);
      if (wholes.length === read.length) for (const phrasing of wholes) for (const said of phrasing.side.cover) entrySays.add(said);
      return read;
    });
    known = { all, index: new PhrasingIndex(all.map((phrasing) => phrasing.side)) };
    phrasings.set(kb, known);
  }
  return known;
}

/**
 * The phrasings a question may match: those sharing a focus word with it (PhrasingIndex), or every
 * one (`exhaustive`, only for the tests and the benchmark that check the index changes nothing).
 */
function candidates(reader: Reader, kb: KnowledgeBase, question: AskedSide, exhaustive: boolean): Phrasing[] {
  const { all, index } = entryPhrasings(reader, kb);
  return exhaustive ? all : index.candidates(question).map((position) => all[position]);
}

/** Question forms that ask for something, and those that ask only for a person, a time or a place. */
const WH = new Set(["what", "which", "who", "when", "where", "why", "how", "how-much", "how-long", "how-many"]);
const FOR_A_KIND = new Set(["who", "when", "where"]);
/**
 * Whether a question in one form asks what a phrasing in another does: "what's your deposit?" asks
 * what "do you take a deposit?" does, but a question for a person, a time or a place asks another
 * thing than one for anything else, and "who ran it?" is no "how long does it take?".
 */
const sameAsking = (form: string, asks: string) =>
  form === asks || !(WH.has(form) && (FOR_A_KIND.has(asks) || (FOR_A_KIND.has(form) && asks.startsWith("how-"))));

/**
 * The knowledge entries the message asks in other words: a staff answer written for "can I bring
 * my dog?" answers "are dogs allowed at the shoot?", and one for "can I get a refund?" answers
 * "will I be reimbursed?". A phrasing (the entry's question or a variant) matches when each covers
 * the other's focus (phrasing.ts). The best one is the hit; every entry a phrasing matches is
 * returned with the reason, for the answer to record and for a text match to be given at all. Only
 * the phrasings sharing a focus word with the question are tried (PhrasingIndex): the others cannot match.
 */
export function askedEntries(
  reader: Reader,
  kb: KnowledgeBase,
  reading: Reading,
  { exhaustive = false }: { exhaustive?: boolean } = {},
): { hits: Hit<KnowledgeEntry>[]; phrased: Map<string, EntryMatch>; echoed: Set<string> } {
  const echoed = new Set<string>();
  const phrased = new Map<string, EntryMatch & { similarity: number }>();
  const focus = sideFocus(reading.focus.flat());
  if (focus.length === 0) return { hits: [], phrased, echoed };
  if (reading.questions.length > 1) {
    // Several questions ask for no entry by its phrasing, but one may still say what an entry's question asks.
    const all: AskedSide = { focus, cover: coverOf(reading.text), yesNo: false };
    for (const { entry, side, oneOfSeveral } of candidates(reader, kb, all, exhaustive)) if (!oneOfSeveral && asksAsMuch(all, side)) echoed.add(entry.id);
    // Each of them may be an entry's own phrasing, word for word ("do you take a deposit? also do
    // you do rush jobs?"): then each entry answers its own, as it would alone. When only some are,
    // the rules answer as before (an entry found for one question is no answer to the others).
    const hits: Hit<KnowledgeEntry>[] = [];
    for (const [position, question] of reading.questions.entries()) {
      const asked = sideFocus(reading.focus[position] ?? []);
      const { form } = readQuestion(question);
      const visitor: AskedSide = { focus: asked, cover: coverOf(question), yesNo: form === "yes-no" };
      const own = asked.length
        ? candidates(reader, kb, visitor, exhaustive).find(({ entry, side, form: asks, oneOfSeveral }) => {
            if (oneOfSeveral || !sameAsking(form, asks) || side.focus.length !== asked.length || hits.some((hit) => hit.item.id === entry.id)) return false;
            const match = matchPhrasing(visitor, side);
            return match !== null && match.similarity === 1 && match.pairs.length === 0;
          })
        : undefined;
      if (own) hits.push({ item: own.entry, score: NAMED + 10, reason: `entry: ${own.entry.id}` });
    }
    return { hits, phrased, echoed };
  }
  // "What kinds of video can you make?" asks which; "do you produce video in-house?" asks whether,
  // about something more ("in-house"): a yes-or-no phrasing answers a which-question only when it
  // asks about nothing else.
  const { form, subjects } = readQuestion(reading.questions[0]);
  const asksWhich = form === "what" || form === "which";
  const visitor: AskedSide = { focus, cover: coverOf(reading.questions[0] ?? reading.text), yesNo: form === "yes-no" };
  let best: { entry: KnowledgeEntry; similarity: number } | null = null;
  for (const { entry, text, side, form: asks, subjects: about, oneOfSeveral, answer, entrySays } of candidates(reader, kb, visitor, exhaustive)) {
    // One question of several ("…, and can I get a refund?") answers only when the entry's answer
    // says what is asked: a message that joined two subjects and became an entry's question is
    // not an answer to each of them.
    if (oneOfSeveral && !coverage(focus, answer).covered) continue;
    if (!oneOfSeveral && asksAsMuch(visitor, side)) echoed.add(entry.id);
    if (asksWhich && asks === "yes-no" && side.focus.length > focus.length) continue;
    // "What do you make?" is not "who owns the work you create?": a question for a person, a time
    // or a place is another question than one for anything else.
    // Nor is "who ran the project?" the entry for how long a project takes.
    if (!sameAsking(form, asks)) continue;
    // Both read as asking about something the site knows by subject, and not the same one: "can I
    // talk to someone about a project?" (reaching the team) is not "how long does a project take?".
    if (subjects.length > 0 && about.length > 0 && !about.some((subject) => subjects.includes(subject))) continue;
    const match = matchPhrasing(visitor, side, entrySays);
    if (!match) continue;
    const known = phrased.get(entry.id);
    if (!known || match.similarity > known.similarity)
      phrased.set(entry.id, { ...matchReason(text, match, visitor), byMeaning: match.byMeaning, similarity: match.similarity });
    if (!best || match.similarity > best.similarity) best = { entry, similarity: match.similarity };
  }
  const hits = best ? [{ item: best.entry, score: NAMED + Math.round(best.similarity * 10), reason: `entry: ${best.entry.id}` }] : [];
  return { hits, phrased: new Map([...phrased].map(([id, match]) => [id, { phrasing: match.phrasing, why: match.why, byMeaning: match.byMeaning }])), echoed };
}
