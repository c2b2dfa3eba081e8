// Measures the built-in concierge on its labelled sets (tests/fixtures/concierge-answers*.json):
// correct, fell back, confidently wrong, per set. `--misses` prints each miss, except a holdout's
// (nobody tunes on what they have seen). `--set <name-part>` limits the run to matching sets;
// `--no-holdout` leaves the holdouts out (while tuning, not even their totals are read).
//   npm run concierge:eval -- [--misses] [--set es] [--no-holdout]
import { describeMisses, evaluate, LABELLED_SETS, loadSet, summary, type JudgedReply } from "../tests/helpers/concierge-eval";
import { answerFromKnowledge } from "../tests/helpers/knowledge";

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const noHoldout = args.includes("--no-holdout");
const only = args.includes("--set") ? args[args.indexOf("--set") + 1] : null;

async function main() {
  for (const set of LABELLED_SETS) {
    if (only && !set.name.includes(only) && !set.file.includes(only)) continue;
    if (noHoldout && set.holdout) continue;
    const items = loadSet(set.file);
    const replies = new Map<(typeof items)[number], JudgedReply>();
    for (const item of items) replies.set(item, await answerFromKnowledge({ message: item.message, history: item.history }));
    const result = evaluate(items, (item) => replies.get(item)!);
    console.log(summary(set.name, result));
    if (showMisses && !set.holdout && result.misses.length) console.log(describeMisses(result));
  }
}

void main();
