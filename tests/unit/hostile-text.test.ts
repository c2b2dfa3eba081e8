import { parseResume } from "@/lib/resume/parse";
import { readTypedContact } from "@/lib/reading/contact-details";
import { chatRequestSchema, knownVisitorChatRequestSchema } from "@/lib/contracts/chat-request";
import { CONTACT_FORM_SESSION } from "@/lib/contracts/contact";
import { adversarialTexts } from "@/scripts/hostile-inputs";
import { answerWith, classify, seedKnowledge } from "../helpers/knowledge";

// Every text path that reads visitor text must stay linear: with backtracking regexes these inputs
// take seconds to hours (a quadratic pass over 1 MB is ~10^12 steps). What is bounded is the CPU
// time this process spent, not the wall clock, so a machine busy with other work (a build beside
// the tests) does not count against it; the bound is two orders of magnitude above the linear
// figures, which are printed.
const BOUND_MS = 20_000;

function timed<T>(run: () => T): { ms: number; value: T } {
  const start = process.cpuUsage();
  const value = run();
  const spent = process.cpuUsage(start);
  return { ms: (spent.user + spent.system) / 1000, value };
}

/** The first `words` whitespace-separated words of `text`, at most `chars` characters. */
function capped(text: string, words: number, chars: number): string {
  let count = 0;
  let out = "";
  for (const part of text.slice(0, chars).split(/(\s+)/)) {
    if (/\S/.test(part) && ++count > words) break;
    out += part;
  }
  return out.trim() || "x";
}

describe("hostile text", () => {
  const MB = 1024 * 1024;

  it("parses 1 MB of each adversarial text as a résumé well under the bound", () => {
    const rows: string[] = [];
    for (const { name, text } of adversarialTexts(MB)) {
      const { ms, value } = timed(() => parseResume(text));
      rows.push(`  ${name.padEnd(22)} ${ms.toFixed(0).padStart(5)} ms`);
      expect({ name, fast: ms < BOUND_MS }).toEqual({ name, fast: true });
      expect(value.skills.length).toBeLessThan(1000);
    }
    console.log(`parseResume, 1 MB each:\n${rows.join("\n")}`);
  });

  it("reads contact details in 1 MB of each adversarial text well under the bound", () => {
    const rows: string[] = [];
    for (const { name, text } of adversarialTexts(MB)) {
      const { ms } = timed(() => readTypedContact(text, { expectingName: true }));
      rows.push(`  ${name.padEnd(22)} ${ms.toFixed(1).padStart(7)} ms`);
      expect({ name, fast: ms < BOUND_MS }).toEqual({ name, fast: true });
    }
    console.log(`typed contact details, 1 MB:\n${rows.join("\n")}`);
  });

  it("still finds an email next to a long run of address characters", () => {
    const run = "a".repeat(200_000);
    expect(parseResume(`${run}@\nJane Doe\njane@doe.studio ${run}.`).email).toBe("jane@doe.studio");
    expect(parseResume(`x${run}@example.com`).email).toBe(`${"a".repeat(64)}@example.com`);
  });

  it("classifies and answers chat-sized and contact-form-sized adversarial messages well under the bound", async () => {
    const kb = seedKnowledge;
    const reader = await kb.reader();
    const rows: string[] = [];
    for (const [label, words, sessionId] of [
      ["chat (150 words)", 150, undefined],
      ["contact form (1000 words)", 1000, CONTACT_FORM_SESSION],
    ] as const) {
      for (const { name, text } of adversarialTexts(12_000)) {
        const message = capped(text, words, 12_000);
        const { ms } = timed(() => {
          // The contact form's allowance belongs to a visitor with a cookie: its schema.
          const schema = sessionId ? knownVisitorChatRequestSchema : chatRequestSchema;
          const request = schema.parse({ message, sessionId });
          classify(request.message);
          readTypedContact(request.message, { expectingName: true });
          return answerWith(reader, { message: request.message, kb, hasContact: false });
        });
        rows.push(`  ${label} ${name.padEnd(22)} ${String(message.length).padStart(6)} chars ${ms.toFixed(1).padStart(7)} ms`);
        expect({ label, name, fast: ms < BOUND_MS }).toEqual({ label, name, fast: true });
      }
    }
    console.log(`concierge, validate + classify + answer:\n${rows.join("\n")}`);
  });
});
