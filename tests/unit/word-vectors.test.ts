import { isKnownNoun, loadWordVectors, nearness, particularity } from "@/lib/reading/vectors";

// The word vectors (lib/reading/data/word-vectors.json, GloVe's vectors for WordNet's nouns, built
// by scripts/build-word-vectors.mjs): how near two kinds of thing are, and how particular a noun is.

describe("word vectors", () => {
  beforeAll(async () => {
    await loadWordVectors();
  });

  it("puts kinds of business near their trade where no dictionary links them", () => {
    expect(nearness("mortuary", "funeral")!).toBeGreaterThan(0.4);
    expect(nearness("mortuary", "funeral")!).toBeGreaterThan(nearness("mortuary", "coffee")! + 0.2);
    expect(nearness("taxi", "ferries")!).toBeGreaterThan(nearness("taxi", "beauty")! + 0.2);
    expect(nearness("choir", "symphony")!).toBeGreaterThan(nearness("choir", "plumbing")! + 0.2);
  });

  it("reads a plural as its noun, and a noun as itself", () => {
    expect(nearness("mortuaries", "mortuary")).toBe(1);
    expect(isKnownNoun("cemeteries")).toBe(true);
  });

  it("knows nothing of a word that is no noun it lists", () => {
    expect(nearness("qwzxv", "funeral")).toBeNull();
    expect(isKnownNoun("qwzxv")).toBe(false);
    expect(particularity("qwzxv")).toBeNull();
  });

  it("weighs the commonest nouns as saying little of a kind of business", () => {
    expect(particularity("home")).toBe(0);
    expect(particularity("family")).toBe(0);
    expect(particularity("funeral")).toBe(1);
    expect(particularity("hotel")!).toBeGreaterThan(particularity("home")!);
  });
});
