import fs from "node:fs";
import path from "node:path";
import { loadKeyMeanings } from "@/lib/knowledge/meanings";
import { keyOf, scoreGrouping, type GroupScore, type LabelledGroups } from "../helpers/knowledge-groups";

// The Knowledge tab's grouping on labelled questions the site cannot answer, written blind from the
// site's content (tests/fixtures/knowledge-groups-*.json): subjects asked in 4-5 phrasings each
// (everyday words, synonyms, broader words), look-alikes that share a word with a subject but ask
// something else, and bridges, one message naming two subjects. Each text is keyed by the real
// concierge (as the chat turn logs it), the keys counted as the database counts them (a bridge sent
// ten times, more than all of a subject's phrasings) and grouped as the tab groups them.
//
// Precision first: no group holds two subjects' questions (a look-alike is a subject of its own),
// and no bridge joins its two subjects. Recall is what the keys allow: the words that set the scene
// ("parking at your office" is "offic park", compared as "park") are left out, but two keys that
// each add a word of their own stay apart ("park valid", "garag park street"). The figures below are
// those measured when the grouping last changed: the dev set was developed against; the blind set
// is run once per change, as it is, and its figures are that run's (pairs of two subjects' questions
// in one group: the goal is none, and they are left as found, unread, rather than tuned away). A
// change that mixes more, or groups fewer rephrasings, fails here.

/** The most pairs of two subjects' questions in one group; the fewest subjects with two phrasings in one group, and pairs of phrasings together. */
type Figures = { crossPairs: number; paired: number; pairsTogether: number };

const SETS: { file: string; figures: Figures }[] = [
  { file: "knowledge-groups-dev.json", figures: { crossPairs: 0, paired: 5, pairsTogether: 7 } },
  { file: "knowledge-groups-blind.json", figures: { crossPairs: 1, paired: 2, pairsTogether: 4 } },
  // Written blind on 2026-11-29 (16 subjects, 79 phrasings, 32 look-alikes, 8 bridges); first run, on the grouping of that day.
  { file: "knowledge-groups-blind2.json", figures: { crossPairs: 1, paired: 0, pairsTogether: 0 } },
  // Written on 2026-11-30 by a helper who read only lib/content (16 subjects, client side: contracts,
  // billing, deliverables, data; long messages with context): to develop against. First run, on
  // the grouping of that day: 2 cross-subject pairs, no rephrasings together.
  { file: "knowledge-groups-tuning.json", figures: { crossPairs: 2, paired: 0, pairsTogether: 0 } },
  // Holdout written the same day by another helper (16 subjects: the agency as a place, press,
  // hiring, community), scored once before any change: no cross-subject pair, one subject paired.
  { file: "knowledge-groups-blind3.json", figures: { crossPairs: 0, paired: 1, pairsTogether: 1 } },
];

const load = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "fixtures", file), "utf8")) as LabelledGroups;

describe.each(SETS)("grouping $file", ({ file, figures }) => {
  let score: GroupScore;
  beforeAll(async () => {
    score = await scoreGrouping(load(file), await loadKeyMeanings());
  });

  // Counts, not texts: a blind set's misses are not printed (nobody tunes on what they have seen).
  it("puts no more pairs of two subjects' questions in one group than measured (each look-alike a subject of its own)", () => {
    expect(score.crossPairs.length).toBeLessThanOrEqual(figures.crossPairs);
  });

  it("lets no message naming two subjects, sent more often than either, join them", () => {
    expect(score.bridgesJoining.length).toBe(0);
    // The bridges mix nothing more than the phrasings alone do.
    expect(score.crossPairsWithBridges.length).toBeLessThanOrEqual(score.crossPairs.length);
  });

  it("groups rephrasings at least as well as when it was measured", () => {
    expect(score.paired.length).toBeGreaterThanOrEqual(figures.paired);
    expect(score.pairsTogether).toBeGreaterThanOrEqual(figures.pairsTogether);
  });
});

describe("the keys grouped", () => {
  it("tell who founded the agency from what is found nearby", async () => {
    const founded = await keyOf("Who founded Northlight?");
    const find = await keyOf("Is there a good place to find lunch nearby?");
    expect(founded.key.split(" ")).toContain("found");
    expect(find.key.split(" ")).toContain("find");
    expect(find.key.split(" ")).not.toContain("found");
  });
});

describe("a topic named before the question", () => {
  it("keys 'X, is that something you do?' by X, as 'do you offer X?' is keyed", async () => {
    const [offer, topicFirst, casual] = await Promise.all([
      keyOf("Do you offer drone tours?"),
      keyOf("drone tours, is that something you do?"),
      keyOf("can u guys do drone tours for us"),
    ]);
    expect(offer.key).toBe("drone tour");
    expect(topicFirst.key).toBe(offer.key);
    expect(casual.key).toBe(offer.key);
  });
});
