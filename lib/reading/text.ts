import { stemmer as englishStemmer } from "@orama/stemmers/english";

// The one reading of visitor text, shared by the concierge and lead qualification: how text is
// folded and normalized, its words, their stems, and how far apart two spellings are.

/** The text as a literal in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const FOLDED: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u02bc": "'", "`": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-" };

/** One character folded: straight quotes and dashes, no diacritics ("é" is "e"); always one character out. */
function foldCharacter(character: string): string {
  const folded = FOLDED[character];
  if (folded) return folded;
  const base = character.normalize("NFKD").replace(COMBINING_MARKS, "");
  return base.length === 1 ? base : character;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lowercase, straight apostrophes and quotes, plain dashes, no diacritics, character for
 * character, so an index in the folded text is the same index in the original (lead
 * qualification quotes the sentence a fact came from).
 */
export function fold(text: string): string {
  return text.replace(/[^\x00-\x5f\x61-\x7f]/g, foldCharacter).toLowerCase();
}

/**
 * The form every pattern is written for: the text's compatibility decomposition ("ﬁ" is "fi",
 * "…" is "..."), folded, without combining marks, with single spaces and none at either end.
 */
export function normalize(text: string): string {
  return fold(text.normalize("NFKD")).replace(COMBINING_MARKS, "").replace(/\s+/g, " ").trim();
}

/** Word tokens of normalized text (letters, digits, inner apostrophes and hyphens kept apart). */
export function tokenize(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

const STOPWORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with from as is are was were be been being am do does did " +
    "doing have has had having i me my mine we us our ours you your yours he him his she her it its they them their " +
    "this that these those there here what which who whom whose when where why how can could would should will shall " +
    "may might must just also too very really about into over under up down out off again more most some any all each " +
    "other such no nor not only own same than s t don't i'm i've i'd we're we've you're it's that's what's let's " +
    "please hi hello hey thanks thank"
  ).split(" "),
);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}

/** Past forms the stemmer leaves alone ("grew" is not "grow" to it), as their present. */
const IRREGULAR: Record<string, string> = {
  grew: "grow",
  grown: "grow",
  ran: "run",
  paid: "pay",
  won: "win",
  began: "begin",
  begun: "begin",
  took: "take",
  taken: "take",
  went: "go",
  gone: "go",
  got: "get",
  gotten: "get",
  made: "make",
  did: "do",
  done: "do",
  saw: "see",
  seen: "see",
  sold: "sell",
  bought: "buy",
  spent: "spend",
  brought: "bring",
  built: "build",
  led: "lead",
  rose: "rise",
  risen: "rise",
  fell: "fall",
  fallen: "fall",
  shot: "shoot",
  wrote: "write",
  written: "write",
  came: "come",
  gave: "give",
  given: "give",
  knew: "know",
  known: "know",
  found: "find",
  held: "hold",
  kept: "keep",
  left: "leave",
  met: "meet",
  told: "tell",
  rode: "ride",
  ridden: "ride",
  thought: "think",
  felt: "feel",
  chose: "choose",
  chosen: "choose",
  drove: "drive",
  driven: "drive",
  children: "child",
  people: "person",
  women: "woman",
  men: "man",
};

/** An English word's stem (Snowball's Porter2, the maintained standard; irregular past forms first). */
export function stem(token: string): string {
  let stemmed = stems.get(token);
  if (stemmed === undefined) {
    const word = token.replace(/'s$/, "");
    stemmed = englishStemmer(IRREGULAR[word] ?? word);
    stems.set(token, stemmed);
  }
  return stemmed;
}

/**
 * A memo of a pure function of a text: every message reads the same words and passages again.
 * Bounded by the characters of its keys (visitors' texts are keys too, and unbounded in number):
 * past `maxChars` it starts over.
 */
export function textMemo<V>(maxChars = 2_000_000) {
  const kept = new Map<string, V>();
  let chars = 0;
  return {
    get: (text: string) => kept.get(text),
    set(text: string, value: V) {
      if (chars + text.length > maxChars) {
        kept.clear();
        chars = 0;
      }
      kept.set(text, value);
      chars += text.length;
    },
    get size() {
      return kept.size;
    },
  };
}
const stems = textMemo<string>();

/** Retrieval terms: tokens without stopwords, stemmed. */
export function terms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !isStopword(token))
    .map(stem);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment: "emial" is one edit from
 * "email"), with an early exit once it is above `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}
