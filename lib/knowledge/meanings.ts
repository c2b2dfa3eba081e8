import { conceptOfStem, isAnswerMeaning } from "../concierge";
import { loadSynonymPairs } from "../reading/related";
import { stem } from "../reading/text";
import type { Meanings } from "./groups";

// What the Knowledge tab's grouping knows of key words (the concierge's concepts), from the
// concierge's own language knowledge: WordNet's one-word synonyms (the related-words data the
// concierge reads visitors with), read as concepts; the meanings its answers are written in; and
// the words that set a question's scene.

let meanings: Promise<Meanings> | null = null;

/**
 * Words that set a question's scene rather than name its subject: the agency itself, its people
 * and where it works or meets ("is there parking at your office?" asks about parking; "can I
 * bring my dog to the meeting?" about dogs). Read as the concierge's concepts ("crew" is "team");
 * "building" is not one: the concierge reads it as "make", a frame ("can you make a podcast?").
 */
const SETTING_WORDS = ["office", "studio", "place", "nearby", "premises", "agency", "team", "meeting"];

/**
 * Each concept's synonyms as concepts ("refund" and "repay"; "saturday" and "sat"), built once from
 * the related-words data (already loaded when the concierge has answered in this process): about
 * 20,000 pairs, a map of as many short lists. WordNet's kinds and parts were tried and left out:
 * "refund" is a kind of "payment", "saturday" of "weekday"; a "weekend" is a part of a "week",
 * "night" of a "day", an "elevator" of a "building".
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
    const setting = new Set(SETTING_WORDS.map((word) => conceptOfStem(stem(word))));
    return { synonyms: (word: string) => same.get(word) ?? none, frame: isAnswerMeaning, setting: (word: string) => setting.has(word) };
  });
  return meanings;
}
