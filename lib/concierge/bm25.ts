import { terms } from "../reading/text";

// Okapi BM25 over weighted fields (a field's terms count `weight` times), the standard ranking
// for short keyword queries over small document sets.

export type IndexedField = { text: string; weight: number };
export type SearchHit<T> = { doc: T; score: number };

type Posting = { doc: number; tf: number };

export class Bm25Index<T> {
  private readonly postings = new Map<string, Posting[]>();
  private readonly lengths: number[] = [];
  private readonly averageLength: number;

  constructor(
    private readonly docs: T[],
    fields: (doc: T) => IndexedField[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    docs.forEach((doc, index) => {
      const counts = new Map<string, number>();
      let length = 0;
      for (const field of fields(doc)) {
        for (const term of terms(field.text)) {
          counts.set(term, (counts.get(term) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      this.lengths[index] = length;
      for (const [term, tf] of counts) {
        const list = this.postings.get(term) ?? [];
        list.push({ doc: index, tf });
        this.postings.set(term, list);
      }
    });
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, docs.length);
  }

  search(query: string, { limit = 5, filter }: { limit?: number; filter?: (doc: T) => boolean } = {}): SearchHit<T>[] {
    const scores = new Map<number, number>();
    const total = this.docs.length;
    for (const term of new Set(terms(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (total - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        const norm = tf + this.k1 * (1 - this.b + (this.b * this.lengths[doc]) / this.averageLength);
        scores.set(doc, (scores.get(doc) ?? 0) + idf * ((tf * (this.k1 + 1)) / norm));
      }
    }
    return [...scores.entries()]
      .map(([doc, score]) => ({ doc: this.docs[doc], score }))
      .filter((hit) => !filter || filter(hit.doc))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
