// Times one visitor message against a knowledge base with many staff-written entries: the seed
// content plus N synthetic entries of 21 phrasings each (a question and 20 variants, in words of
// the seed content and WordNet words related to them), for N = 0, 200 and 1000. For each N it
// prints the time of understand() and the composed answer per message, median and p95 over a fixed
// list of visitor messages, and their ratio to N = 0 in the same run; the first message after a
// rebuild (which reads every phrasing once) is printed apart. With `--matching` it also times the
// entry matching alone, through the index and against every phrasing, in the same run.
//   npm run bench:entries [-- --sizes 0,200,1000 --passes 2 --matching]
import { performance } from "node:perf_hooks";
import { seededRandom } from "../lib/cards/random";
import { composeAnswer } from "../lib/concierge/answer";
import { KnowledgeBase } from "../lib/concierge/knowledge";
import { askedEntries, understand } from "../lib/concierge/understand";
import type { KnowledgeEntry } from "../lib/content/types";
import { meaningsOf } from "../lib/reading/related";
import { isStopword, tokenize } from "../lib/reading/text";
import { seedKnowledge } from "../tests/helpers/knowledge";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const SIZES = option("sizes", "0,200,1000").split(",").map(Number);
const PASSES = Number(option("passes", "2"));
const PHRASINGS = 21;
const seed = seedKnowledge.source;
const { faq, services } = seed;
const MATCHING = args.includes("--matching");

// What visitors ask: the seed's own questions, questions in other words, and questions no entry answers.
const MESSAGES = [
  ...faq.map((entry) => entry.question),
  "how much would a brand film cost?",
  "Do you give refunds?",
  "can i bring my dog to the shoot",
  "Do you make TikTok videos?",
  "who did the Acme campaign?",
  "how long does a website take",
  "Are you hiring interns?",
  "do you work with startups?",
  "What is your address?",
  "can you help with influencer marketing?",
  "Do you do podcasts?",
  "how do I apply for a job",
  "Do you offer retainers?",
  "What industries do you work in?",
  "Can you shoot drone footage?",
  "are your videos accessible with captions?",
  "Do you handle paid media buying?",
  "what's your process for a rebrand?",
  "Can we meet in person at your studio?",
  "Do you translate ads into Spanish?",
  "how fast can you turn around a social campaign",
  "Who owns the footage after the shoot?",
  "Do you write scripts for commercials?",
  "Can I get a quote for a product launch?",
  "do you do motion graphics and animation?",
  "what cameras do you use",
  "Is parking available near the office?",
  "Do you work with nonprofits on a budget?",
  "Can you redesign our logo and packaging?",
  "what does a retainer include",
  "Do you build Shopify stores?",
  "How many people work at the agency?",
  "Can you help with SEO for our website?",
  "do you do photography for restaurants",
];

const TEMPLATES = [
  "Do you do {a} {b}?",
  "How much does {a} for {b} cost?",
  "Can I get {a} with my {b}?",
  "What {a} do you offer for {b}?",
  "Is there a {a} option for {b}?",
  "How long does {a} {b} take?",
  "Do you handle {a} and {b}?",
  "Can you help with {a} for a {b}?",
  "Who takes care of {a} during the {b}?",
  "Where do you do the {a} {b}?",
  "Are {a} included in the {b}?",
  "Can we bring {a} to the {b}?",
];

/** The seed content's words and WordNet words related to them (once the reader has loaded the language data). */
function vocabulary(): string[] {
  const text = [...faq.flatMap((entry) => [entry.question, entry.answer]), ...services.map((service) => `${service.title} ${service.description}`)].join(" ");
  const own = [...new Set(tokenize(text.toLowerCase()))].filter((word) => word.length > 3 && /^[a-z]+$/.test(word) && !isStopword(word));
  const related = own.flatMap((word) => meaningsOf(word).filter((meaning) => /^[a-z]+$/.test(meaning)));
  return [...new Set([...own, ...related])].sort();
}

function syntheticEntries(count: number, words: string[]): KnowledgeEntry[] {
  const rand = seededRandom(0, `bench-entries-${count}`);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const phrase = () => pick(TEMPLATES).replace("{a}", pick(words)).replace("{b}", pick(words));
  return Array.from({ length: count }, (_, index) => {
    const [question, ...variants] = Array.from({ length: PHRASINGS }, phrase);
    return {
      id: `synthetic-${index}`,
      topic: "general",
      question,
      variants,
      answer: `We offer ${pick(words)} and ${pick(words)} for every ${pick(words)}.`,
      answerEs: null,
      serviceSlug: null,
      caseStudyId: null,
      onPage: false,
    };
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values: number[]) => quantile(values, 0.5);

async function main() {
  // The language data is loaded by the first reader; the synthetic words need it.
  await seedKnowledge.reader();
  const words = vocabulary();
  console.log(`${MESSAGES.length} messages, ${PASSES} passes, ${words.length} words to phrase entries with`);
  let baseline: { median: number; p95: number } | null = null;
  for (const size of SIZES) {
    const kb = new KnowledgeBase({ ...seed, faq: [...faq, ...syntheticEntries(size, words)] });
    const reader = await kb.reader();
    const reply = (message: string) => {
      const { classification, evidence } = understand(reader, kb, { message });
      return composeAnswer({ evidence, classification, kb, hasContact: false });
    };
    let start = performance.now();
    reply(MESSAGES[0]);
    const first = performance.now() - start;
    const times = MESSAGES.map(() => [] as number[]);
    for (let pass = 0; pass < PASSES; pass += 1) {
      for (const [index, message] of MESSAGES.entries()) {
        start = performance.now();
        reply(message);
        times[index].push(performance.now() - start);
      }
    }
    const perMessage = times.map(median);
    const figures = { median: median(perMessage), p95: quantile(perMessage, 0.95) };
    baseline ??= figures;
    const ratio = `×${(figures.median / baseline.median).toFixed(2)} median, ×${(figures.p95 / baseline.p95).toFixed(2)} p95`;
    const line = (label: string, values: number[]) => `${label} median ${ms(median(values))}, p95 ${ms(quantile(values, 0.95))}`;
    if (MATCHING) {
      // The entry matching alone, through the index and against every phrasing, on the same readings.
      const readings = MESSAGES.map((message) => reader.read(message));
      const timed = (exhaustive: boolean) =>
        readings.map((reading) => {
          const each: number[] = [];
          for (let pass = 0; pass < PASSES; pass += 1) {
            const begin = performance.now();
            askedEntries(reader, kb, reading, { exhaustive });
            each.push(performance.now() - begin);
          }
          return median(each);
        });
      console.log(`  entry matching: ${line("indexed", timed(false))}; ${line("every phrasing", timed(true))}`);
    }
    console.log(
      `N=${size} (${size * PHRASINGS} synthetic phrasings): first message ${ms(first)}; per message median ${ms(figures.median)}, p95 ${ms(figures.p95)} (${ratio} of N=0)`,
    );
  }
}

void main();
