import { formsOf, isBroaderWord, meaningsOf } from "../reading/related";
import { stem, tokenize } from "../reading/text";
import { concept, coverage, coverOf, isScaffoldWord, type FocusWord } from "./coverage";

// Whether a visitor's question asks what one phrasing of a knowledge entry asks (its question, or
// a variant staff kept): matched like any other evidence, both ways. The phrasing must cover the
// question's focus (the precision check every answer passes), and the question must cover the
// phrasing's, so an entry written for "how much is drone filming, and can I get a refund?" does not
// answer "can I get a refund?". A word covers another when it is the same word (as a concept), or
// a word of the same meaning, one step broader or narrower, in its most common sense (WordNet,
// lib/reading/related.ts): "reimbursed" asks about a refund. A look-alike that shares one word
// ("people with disabilities", "your people") leaves the rest of the other side uncovered.

/**
 * A side's focus words, one per concept, the visitor's own things among them: "can I bring my
 * dog?" asks about the dog, on either side.
 */
export const sideFocus = (focus: FocusWord[]): FocusWord[] => [...new Map(unowned(focus).map((word) => [word.concept, word])).values()];
const unowned = (focus: FocusWord[]): FocusWord[] => focus.map((word) => ({ word: word.word, concept: word.concept, specific: word.specific }));

/** One side of the match (its focus as sideFocus gives it): what it asks about, the concepts it says, and whether it asks yes or no (every word counts). */
export type AskedSide = { focus: FocusWord[]; cover: Set<string>; yesNo: boolean };

/** A phrasing that asks the question: how much of the two sides covers the other, and the words matched by meaning. */
export type PhrasingMatch = { similarity: number; pairs: { phrasing: string; visitor: string }[]; byMeaning: string[] };

/**
 * Words of one meaning, or one step broader or narrower, are matched by their exact forms (a stem
 * would join "founded" and "found"). A word the concierge's own table reads as a wider concept
 * ("house" as in-house, "building" as making) is matched by that table alone, not by a sense
 * WordNet gives it (a theater is a house).
 */
const ownMeaning = (word: FocusWord) => concept(word.word) === stem(word.word);

/** Each word's meanings, looked up once (a message is matched against every phrasing of every entry). */
const known = new Map<string, Set<string>>();
const KNOWN_MAX = 20_000;
function meanings(word: string): Set<string> {
  let found = known.get(word);
  if (!found) {
    // Bounded: visitors' words are any words.
    if (known.size >= KNOWN_MAX) known.clear();
    found = new Set(meaningsOf(word).filter((meaning) => !meaning.includes(" ")));
    known.set(word, found);
  }
  return found;
}

/** Whether a word lists another (in one of its forms) among its meanings. */
const lists = (word: string, other: string) => {
  const own = meanings(word);
  return formsOf(other).some((form) => own.has(form));
};

/** A side's words by their forms and by their meanings, built once per side. */
type MeaningIndex = { forms: Map<string, FocusWord>; meanings: Map<string, FocusWord> };
const indexes = new WeakMap<AskedSide, MeaningIndex>();
function indexOf(side: AskedSide): MeaningIndex {
  let index = indexes.get(side);
  if (!index) {
    index = { forms: new Map(), meanings: new Map() };
    for (const word of side.focus) {
      if (!ownMeaning(word)) continue;
      for (const form of formsOf(word.word)) if (!index.forms.has(form)) index.forms.set(form, word);
      for (const meaning of meanings(word.word)) if (!index.meanings.has(meaning)) index.meanings.set(meaning, word);
    }
    indexes.set(side, index);
  }
  return index;
}

/** The word of the other side of one meaning with this one, or one step broader or narrower. */
function relatedIn(word: FocusWord, other: AskedSide): FocusWord | undefined {
  if (!ownMeaning(word)) return undefined;
  const index = indexOf(other);
  // Each word lists the other among its meanings: "reach" lists "make" (to make the airport) but
  // "make" does not list "reach", so "what did they make?" is no question of how to reach anyone.
  const mutual = (match: FocusWord) => process.env.NO_MUTUAL_MEANING === "1" || (lists(match.word, word.word) && lists(word.word, match.word));
  for (const form of formsOf(word.word)) {
    const match = index.meanings.get(form);
    if (match && mutual(match)) return match;
  }
  for (const meaning of meanings(word.word)) {
    const match = index.forms.get(meaning);
    if (match && mutual(match)) return match;
  }
  return undefined;
}

/** The concepts of `focus` the other side says, and the words it says them in when they differ. */
function saidBy(
  focus: FocusWord[],
  other: AskedSide,
  { all = false, also }: { all?: boolean; also?: Set<string> } = {},
): { said: Set<string>; pairs: Map<FocusWord, FocusWord> } {
  const said = new Set<string>();
  const pairs = new Map<FocusWord, FocusWord>();
  for (const word of focus) {
    if (other.cover.has(word.concept) || also?.has(word.concept)) {
      said.add(word.concept);
      continue;
    }
    // A name asked about ("did you win an Emmy?") is not said by the kind it is of ("awards").
    const related = relatedIn(word, other);
    const match = related && word.specific && isBroaderWord(word.word, related.word) ? undefined : related;
    // When every word must be said, the first one that is not settles it.
    if (!match && all) break;
    if (!match) continue;
    said.add(word.concept);
    pairs.set(word, match);
  }
  return { said, pairs };
}

/** The keys a word meets another side's words by meaning under: its forms and its meanings (relatedIn looks one up in the other). */
const meaningKeys = (word: FocusWord): string[] => (ownMeaning(word) ? [...formsOf(word.word), ...meanings(word.word)] : []);

/**
 * Which phrasings a question may match, looked up instead of tried one by one (a knowledge base may
 * hold any number of entries, each with its variants). Both asksAsMuch and matchPhrasing require
 * the question to say enough of the phrasing's focus to cover it, and a focus of which nothing is
 * said is never covered (coverage() allows at most a third of its everyday words unsaid, none of
 * its specific ones). So a phrasing can match only when one of its focus words is said by the
 * question: its concept is in the question's cover, or a form of one word is a meaning of the
 * other (relatedIn). The index maps each phrasing's focus concepts, and the forms and meanings of
 * its words read by meaning, to the phrasings; a question looks up the concepts it covers and the
 * forms and meanings of its own focus words. A phrasing found by neither cannot match, so the
 * phrasings found give the same result as all of them.
 */
export class PhrasingIndex {
  private readonly byConcept = new Map<string, number[]>();
  private readonly byMeaning = new Map<string, number[]>();

  constructor(readonly sides: readonly AskedSide[]) {
    const add = (map: Map<string, number[]>, key: string, position: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    };
    for (const [position, side] of sides.entries()) {
      for (const word of side.focus) {
        add(this.byConcept, word.concept, position);
        for (const key of meaningKeys(word)) add(this.byMeaning, key, position);
      }
    }
  }

  /** The positions, in order, of the phrasings the question says at least one focus word of (the only ones it may match). */
  candidates(question: AskedSide): number[] {
    const found = new Set<number>();
    for (const concept of question.cover) for (const position of this.byConcept.get(concept) ?? []) found.add(position);
    for (const word of question.focus) for (const key of meaningKeys(word)) for (const position of this.byMeaning.get(key) ?? []) found.add(position);
    return [...found].sort((a, b) => a - b);
  }
}

/** Whether a text (an entry's answer) says every one of these words, itself or in a word of the same meaning, one step broader or narrower. */
export function saysAll(focus: FocusWord[], text: string): boolean {
  const cover = coverOf(text);
  const words = [...new Set(tokenize(text.toLowerCase()))]
    .filter((word) => word.length > 2 && !isScaffoldWord(word))
    .map((word) => ({ word, concept: concept(word), specific: false }));
  return saidBy(focus, { focus: words, cover, yesNo: false }).said.size === new Set(focus.map((word) => word.concept)).size;
}

/**
 * Whether the visitor's question says what the phrasing asks about (its half of the match): all a
 * staff answer found by its words alone needs, besides its text covering the question.
 */
export function asksAsMuch(visitor: AskedSide, phrasing: AskedSide): boolean {
  return phrasing.focus.length > 0 && coverage(phrasing.focus, saidBy(phrasing.focus, visitor).said).covered;
}

/**
 * Whether the phrasing asks the visitor's question (each covers the other's focus), or null. A word
 * the visitor asks about may also be said, as the same word, by another phrasing of the entry
 * (`says`: their concepts together): staff kept each as the same question, so a word one of them
 * says ("filming"), the entry says. A word of another meaning must be the phrasing's own (the
 * entry's "payment terms" says nothing of a refund), the phrasing must say one word of the question
 * as it is, and what the phrasing asks about is still its own, which the visitor must say.
 */
export function matchPhrasing(visitor: AskedSide, phrasing: AskedSide, says?: Set<string>): PhrasingMatch | null {
  if (visitor.focus.length === 0 || phrasing.focus.length === 0) return null;
  // The other phrasings lend their words only to one that says a word of the question itself.
  const lent = says && visitor.focus.some((word) => phrasing.cover.has(word.concept)) ? says : undefined;
  const forVisitor = saidBy(visitor.focus, phrasing, { all: true, also: lent });
  if (!coverage(visitor.focus, forVisitor.said, { strict: true }).covered) return null;
  const forPhrasing = saidBy(phrasing.focus, visitor);
  if (!coverage(phrasing.focus, forPhrasing.said).covered) return null;
  const pairs = new Map<string, { phrasing: string; visitor: string }>();
  for (const [asked, said] of forVisitor.pairs) pairs.set(`${said.word} ${asked.word}`, { phrasing: said.word, visitor: asked.word });
  for (const [written, said] of forPhrasing.pairs) pairs.set(`${written.word} ${said.word}`, { phrasing: written.word, visitor: said.word });
  const similarity = (forVisitor.said.size / visitor.focus.length + forPhrasing.said.size / phrasing.focus.length) / 2;
  // The visitor's words the phrasing says in other words: what the entry's answer covers by being its answer.
  const byMeaning = [...new Set([...[...forVisitor.pairs.keys()].map((word) => word.concept), ...[...forPhrasing.pairs.values()].map((word) => word.concept)])];
  return { similarity, pairs: [...pairs.values()], byMeaning };
}

/** Why a knowledge entry answered, for staff: the phrasing that asked the question (null: no phrasing, another reason) and why. */
export type EntryWhy = { phrasing: string | null; why: string };

/** Why a phrasing matched, for staff: the words matched by meaning, or the words both say. */
export function matchReason(phrasing: string, match: PhrasingMatch, visitor: AskedSide): EntryWhy {
  const quoted = phrasing.length > 200 ? `${phrasing.slice(0, 199)}…` : phrasing;
  if (match.pairs.length) return { phrasing: quoted, why: `matched ${match.pairs.map((pair) => `${pair.phrasing} ~ ${pair.visitor}`).join(", ")}` };
  return { phrasing: quoted, why: `same words: ${visitor.focus.map((word) => word.word).join(", ")}` };
}
