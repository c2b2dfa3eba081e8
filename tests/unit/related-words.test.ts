import { loadRelatedWords, meaningsOf } from "@/lib/reading/related";

// The general language data (lib/reading/data/related-words.json, built from WordNet by
// scripts/build-related-words.mjs): each word's most common sense, and a later sense in which the
// word stands for a compound it heads.

describe("related words from WordNet", () => {
  beforeAll(async () => {
    await loadRelatedWords();
  });

  it("reads a word's most common sense ('reimburse' is a refund)", () => {
    expect(meaningsOf("reimburse")).toContain("refund");
  });

  it("also reads a later sense in which the word is short for a compound it heads ('symphony' for a symphony orchestra)", () => {
    const symphony = meaningsOf("symphony");
    expect(symphony).toEqual(expect.arrayContaining(["symphonic music", "symphony orchestra", "orchestra"]));
    // Read back from the broader word: an orchestra may be a symphony.
    expect(meaningsOf("orchestra")).toContain("symphony");
  });
});
