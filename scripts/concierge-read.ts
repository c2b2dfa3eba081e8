// Shows how the concierge reads one message and what it answers: the reading (language,
// corrections, the question found), the classification, the evidence and the reply.
// `--tuning` adds the two invented case studies the concierge is developed against
// (tests/fixtures/content-pack/tuning.ts), as if staff had just published them; `--tuning2` the
// second such pack (tuning-2.ts) instead, `--tuning3` the third (tuning-3.ts).
//   npm run concierge:read -- "wat servces do u ofer" [--history "earlier message"]... [--tuning | --tuning2 | --tuning3]
import { composeAnswer } from "../lib/concierge/answer";
import { evidenceSummary } from "../lib/concierge/evidence";
import { understand } from "../lib/concierge/understand";
import { seedKnowledge, tuning2Knowledge, tuning3Knowledge, tuningKnowledge } from "../tests/helpers/knowledge";

async function main() {
  const args = process.argv.slice(2);
  const history: string[] = [];
  const messages: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === "--history") history.push(args[++index]);
    else if (/^--tuning[23]?$/.test(args[index])) continue;
    else messages.push(args[index]);
  }
  const kb = args.includes("--tuning")
    ? tuningKnowledge
    : args.includes("--tuning2")
      ? tuning2Knowledge
      : args.includes("--tuning3")
        ? tuning3Knowledge
        : seedKnowledge;
  const reader = await kb.reader();
  for (const message of messages) {
    const { reading, classification, evidence } = understand(reader, kb, { message, history });
    const answer = composeAnswer({ evidence, classification, kb, hasContact: false });
    const focus = evidence.reading.focus.map((words) => words.map((word) => `${word.word}${word.specific ? "*" : ""}${word.owned ? "°" : ""}`).join(" "));
    console.log(`message:   ${message}
language:  ${reading.lang}${reading.corrections.length ? `; read ${reading.corrections.map((c) => `${c.from}→${c.to}`).join(", ")}` : ""}
${reading.contentWords.length ? `site words: ${reading.contentWords.join(", ")}\n` : ""}questions: ${reading.questions.map((question, index) => `"${question}" [focus: ${focus[index]}]`).join(" | ")}
intent:    ${classification.intent}; triggers ${JSON.stringify(Object.fromEntries(Object.entries(classification.triggers).filter(([, value]) => value)))}
question:  ${evidence.question.form}; subjects ${evidence.question.subjects.join(", ") || "none"}${evidence.fromHistory ? "; from history" : ""}
evidence:  ${evidenceSummary(evidence, 6).join("; ")}
answer:    ${answer.unanswered ? "[unanswered] " : ""}${answer.reply}${answer.missing ? `\nmissing:   ${answer.missing.join(", ")}` : ""}
`);
  }
}

void main();
