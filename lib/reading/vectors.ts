// How near two kinds of thing are, from word vectors: GloVe's 100-dimensional vectors for the
// English nouns WordNet lists ("mortuary" is near "funeral", "dojo" near "gym", "inn" near
// "hospitality"), where no dictionary entry links them. Built by scripts/build-word-vectors.mjs
// into a compact file (about 34,000 nouns, 5 MB) loaded once, with the rest of the language data.

import { baseForms } from "./related";

type VectorData = { dimensions: number; words: string; ranks: number[]; vectors: string };

type Vectors = { dimensions: number; index: Map<string, number>; ranks: number[]; values: Int8Array; norms: Float32Array };

let vectors: Vectors | null = null;
let loading: Promise<void> | null = null;

/** Loads the vectors once; `nearness`, `particularity` and `isKnownNoun` know nothing before. */
export function loadWordVectors(): Promise<void> {
  loading ??= import("./data/word-vectors.json").then((module) => {
    const data = (module as unknown as { default: VectorData }).default;
    const bytes = Buffer.from(data.vectors, "base64");
    const values = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    const words = data.words.split(" ");
    const norms = new Float32Array(words.length);
    for (let word = 0; word < words.length; word += 1) {
      let sum = 0;
      for (let at = word * data.dimensions; at < (word + 1) * data.dimensions; at += 1) sum += values[at] * values[at];
      norms[word] = Math.sqrt(sum) || 1;
    }
    vectors = { dimensions: data.dimensions, index: new Map(words.map((word, at) => [word, at])), ranks: data.ranks, values, norms };
  });
  return loading;
}

/** The noun a word is listed as: itself, or without its plural ending ("mortuaries": mortuary). */
function listed(word: string): number | undefined {
  if (!vectors) return undefined;
  for (const form of baseForms(word)) {
    const at = vectors.index.get(form);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** Whether the vectors know the word as a noun. */
export function isKnownNoun(word: string): boolean {
  return listed(word) !== undefined;
}

/** The cosine of two nouns' vectors (1 for the same noun), or null when either is unknown. */
export function nearness(a: string, b: string): number | null {
  const first = listed(a);
  const second = listed(b);
  if (!vectors || first === undefined || second === undefined) return null;
  if (first === second) return 1;
  const { dimensions, values, norms } = vectors;
  let dot = 0;
  for (let at = 0; at < dimensions; at += 1) dot += values[first * dimensions + at] * values[second * dimensions + at];
  return dot / (norms[first] * norms[second]);
}

/**
 * How particular a noun is, from 0 to 1, by how often English uses it: the thousand or so commonest
 * ("home", "family", "law", "group") say little of a kind of business; one of the few thousandth
 * ("funeral", "climbing") or rarer says it. Null when unknown.
 */
export function particularity(word: string): number | null {
  const at = listed(word);
  if (!vectors || at === undefined) return null;
  return Math.min(1, Math.max(0, Math.log10(vectors.ranks[at] + 1) - 2.5));
}
