// Measures the built-in concierge on its labelled sets (tests/fixtures/concierge-answers*.json):
// correct, fell back, confidently wrong, per set. `--misses` prints each miss, except a holdout's
// (nobody tunes on what they have seen). `--set <name-part>` limits the run to matching sets;
// `--no-holdout` leaves the holdouts out (while tuning, not even their totals are read).
// `--snapshot` rewrites tests/fixtures/concierge-replies.snapshot.txt, every labelled reply with its
// verdict (holdouts left out), which the jest test checks is current: commit it with the change.
// `--grounding` measures what an LLM would be given instead: for each answerable message, whether
// every fact a correct reply needs is in the site knowledge the system prompt carries.
//   npm run concierge:eval -- [--misses] [--set es] [--no-holdout] [--grounding] [--snapshot]
import fs from "node:fs";
import path from "node:path";
import {
  describeMisses,
  evaluate,
  groundingCovers,
  LABELLED_SETS,
  loadSet,
  SNAPSHOT_FILE,
  snapshotText,
  summary,
  type JudgedReply,
  type LabelledAnswer,
  type LabelledSet,
} from "../tests/helpers/concierge-eval";
import { answerFromKnowledge, groundingFor, knowledgeFor } from "../tests/helpers/knowledge";

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const noHoldout = args.includes("--no-holdout");
const grounding = args.includes("--grounding");
const snapshot = args.includes("--snapshot");
const only = snapshot ? null : args.includes("--set") ? args[args.indexOf("--set") + 1] : null;

async function main() {
  const measured: { set: LabelledSet; items: LabelledAnswer[]; replies: Map<LabelledAnswer, JudgedReply> }[] = [];
  let covered = 0;
  let answerable = 0;
  for (const set of LABELLED_SETS) {
    if (only && !set.name.includes(only) && !set.file.includes(only)) continue;
    if (noHoldout && set.holdout) continue;
    const items = loadSet(set.file);
    const kb = knowledgeFor(set.content);
    if (grounding) {
      const asked = items.filter((item) => item.expect === "answer" && item.mustContain.length > 0);
      let hits = 0;
      for (const item of asked) {
        const ok = groundingCovers(item, await groundingFor({ kb, message: item.message, history: item.history }));
        if (ok) hits += 1;
        else if (showMisses && !set.holdout) console.log(`  not given: "${item.message}" (${item.note ?? ""})`);
      }
      covered += hits;
      answerable += asked.length;
      console.log(`${set.name}: the facts asked for are in the model's knowledge for ${hits} of ${asked.length} answerable messages`);
      continue;
    }
    const replies = new Map<(typeof items)[number], JudgedReply>();
    for (const item of items) replies.set(item, await answerFromKnowledge({ kb, message: item.message, history: item.history }));
    measured.push({ set, items, replies });
    const result = evaluate(items, (item) => replies.get(item)!);
    console.log(summary(set.name, result));
    if (showMisses && !set.holdout && result.misses.length) console.log(describeMisses(result));
  }
  if (snapshot) {
    fs.writeFileSync(path.join("tests", "fixtures", SNAPSHOT_FILE), snapshotText(measured));
    console.log(`wrote tests/fixtures/${SNAPSHOT_FILE}`);
  }
  if (grounding) console.log(`all sets: ${covered} of ${answerable} (${((100 * covered) / Math.max(answerable, 1)).toFixed(1)}%)`);
}

void main();
