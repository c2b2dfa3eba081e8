import fs from "node:fs";
import path from "node:path";
import {
  DEFAULT_GATE,
  describeMisses,
  evaluate,
  LABELLED_SETS,
  loadSet,
  SNAPSHOT_FILE,
  snapshotText,
  summary,
  type JudgedReply,
  type LabelledAnswer,
  type LabelledSet,
} from "../helpers/concierge-eval";
import { answerFromKnowledge, knowledgeFor } from "../helpers/knowledge";

// Does the built-in concierge answer the question that was asked? Each labelled visitor message
// lists the facts a correct reply must contain and the ones that would mean it answered another
// question (tests/helpers/concierge-eval.ts has the judge and says how each set was written). A
// holdout's misses are never printed: nobody tunes on what they have seen.

const measured: { set: LabelledSet; items: LabelledAnswer[]; replies: Map<LabelledAnswer, JudgedReply> }[] = [];

describe.each(LABELLED_SETS.map((set) => [set.name, set] as const))("the concierge answers what it is asked (%s set)", (_name, set) => {
  const items = loadSet(set.file);
  let replies: Map<LabelledAnswer, JudgedReply>;

  beforeAll(async () => {
    replies = new Map();
    const kb = knowledgeFor(set.content);
    for (const item of items) replies.set(item, await answerFromKnowledge({ kb, message: item.message, history: item.history }));
    measured.push({ set, items, replies });
  });

  it("has at least 40 labelled messages, with some the site cannot answer and some follow-ups (none in a set of first messages)", () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items.some((item) => item.expect === "fallback")).toBe(true);
    expect(items.some((item) => item.history?.length)).toBe(!set.firstMessages);
  });

  const gate = { ...DEFAULT_GATE, ...set.gate };
  it(`answers at least ${gate.minCorrect * 100}% correctly, at least ${gate.minCorrectOrFallback * 100}% correctly or honestly, and at most ${gate.maxWrong} confidently wrong`, () => {
    const result = evaluate(items, (item) => replies.get(item)!);
    console.log(`[concierge answers] ${summary(set.name, result)}${!set.holdout && result.misses.length ? `\n${describeMisses(result)}` : ""}`);
    expect(result.counts.correct / result.total).toBeGreaterThanOrEqual(gate.minCorrect);
    expect((result.counts.correct + result.counts.fallback) / result.total).toBeGreaterThanOrEqual(gate.minCorrectOrFallback);
    expect(result.counts.wrong).toBeLessThanOrEqual(gate.maxWrong);
  });
});

// Every labelled reply is committed (tests/fixtures/concierge-replies.snapshot.txt), so a review of a
// change to the concierge shows the answers it moved. After a change: npm run concierge:eval -- --snapshot
describe("the snapshot of every labelled reply", () => {
  it("is current", () => {
    const byOrder = LABELLED_SETS.map((set) => measured.find((entry) => entry.set === set)!);
    const current = fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", SNAPSHOT_FILE), "utf8");
    const fresh = snapshotText(byOrder);
    if (current !== fresh) {
      const [before, after] = [current.split("\n"), fresh.split("\n")];
      const moved = after.filter((line, index) => line !== before[index]).slice(0, 6);
      throw new Error(
        `The concierge's replies moved; run npm run concierge:eval -- --snapshot and commit the file. First lines that differ:\n${moved.join("\n")}`,
      );
    }
  });
});

describe("the judge", () => {
  const item: LabelledAnswer = { message: "when did you start?", expect: "answer", mustContain: [["2011"]], mustNotStartWith: ["No"] };
  const verdict = (reply: string) => evaluate([item], () => ({ reply, unanswered: false })).counts;

  it("reads a forbidden opening as a word, not as the letters of another", () => {
    expect(verdict("Northlight was founded in 2011.")).toMatchObject({ correct: 1, wrong: 0 });
    expect(verdict("No, we opened in 2011.")).toMatchObject({ correct: 0, wrong: 1 });
    expect(verdict("No. We opened in 2011.")).toMatchObject({ correct: 0, wrong: 1 });
  });
});
