import { conceptOfStem, isAnswerMeaning } from "../concierge";
import { loadSynonymPairs } from "../reading/related";
import { stem } from "../reading/text";
import type { Meanings } from "./groups";

// What the Knowledge tab's grouping knows of key words (the concierge's concepts), from the
// concierge's own language knowledge: WordNet's one-word synonyms (the related-words data the
// concierge reads visitors with), read as concepts; and the meanings its answers are written in.

let meanings: Promise<Meanings> | null = null;

/**
 * Each concept's synonyms as concepts ("refund" and "repay"; "saturday" and "sat"), built once from
 * the related-words data (already loaded when the concierge has answered in this process): about
 * 20,000 pairs, a map of as many short lists.
 */
export function loadKeyMeanings(): Promise<Meanings> {
  meanings ??= loadSynonymPairs().then((pairs) => {
    const same = new Map<string, string[]>();
    const link = (a: string, b: string) => {
      const list = same.get(a);
      if (!list) same.set(a, [b]);
      else if (!list.includes(b)) list.push(b);
    };
    // A word the concierge reads as one of its own meanings ("estimate" is "price") has its
    // synonyms in that list already: WordNet's for it would lend the meaning its other senses
    // ("estimate" ~ "figure", and "figure" would be a price).
    const own = new Map<string, string | null>();
    const conceptOf = (word: string) => {
      let known = own.get(word);
      if (known === undefined) {
        const stemmed = stem(word);
        known = conceptOfStem(stemmed) === stemmed ? stemmed : null;
        own.set(word, known);
      }
      return known;
    };
    for (const [a, b] of pairs) {
      const [first, second] = [conceptOf(a), conceptOf(b)];
      if (first === null || second === null || first === second) continue;
      link(first, second);
      link(second, first);
    }
    const none: readonly string[] = [];
    return { synonyms: (word: string) => same.get(word) ?? none, frame: isAnswerMeaning };
  });
  return meanings;
}
