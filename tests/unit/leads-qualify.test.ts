import type { Qualification } from "@/lib/contracts/leads";
import { services } from "@/lib/content/services";
import {
  budgetIn,
  contactFormBody,
  locationIn,
  qualify,
  QUALIFY_MAX_CHARS,
  sentencesOf,
  SENTENCE_MAX_CHARS,
  timelineIn,
  type QualifyText,
} from "@/lib/leads/qualify";
import { adversarialTexts } from "@/scripts/hostile-inputs";

// A lead's qualification is read from their own words, each fact with the sentence it came from.

const message = (id: string, text: string): QualifyText => ({ kind: "message", id, text });
const facts = (q: Qualification) => ({
  services: q.services.map((fact) => fact.slug),
  budget: q.budget && { value: q.budget.value, min: q.budget.min, max: q.budget.max, period: q.budget.period },
  timeline: q.timeline?.value ?? null,
  industry: q.industry?.value ?? null,
  deliverables: q.deliverables.map((fact) => fact.value),
  location: q.location?.value ?? null,
});

describe("qualify: a realistic chat", () => {
  const q = qualify(
    [
      message(
        "m1",
        "Hi! We're a DTC skincare brand based in Santa Monica, CA. We need a 30-second spot and a set of social cutdowns for TikTok and Instagram.",
      ),
      message("m2", "Budget is around $50K for the whole thing, and we'd love to launch by March 15."),
      message("m3", "We have 50K followers already and 12 stores, so the audience is there."),
    ],
    services,
  );

  it("finds each fact", () => {
    expect(facts(q)).toEqual({
      services: ["video-production", "social-media"],
      budget: { value: "$50k", min: 50_000, max: 50_000, period: "project" },
      timeline: "by March 15",
      industry: "Beauty",
      deliverables: ["Commercials / spots", "Social content"],
      location: "Santa Monica, CA",
    });
  });

  it("keeps the exact sentence and message each fact came from", () => {
    expect(q.budget).toMatchObject({
      sentence: "Budget is around $50K for the whole thing, and we'd love to launch by March 15.",
      source: { kind: "message", id: "m2" },
    });
    expect(q.location).toMatchObject({ sentence: "Hi! We're a DTC skincare brand based in Santa Monica, CA.".replace("Hi! ", ""), source: { id: "m1" } });
    expect(q.services[0].sentence).toBe("We need a 30-second spot and a set of social cutdowns for TikTok and Instagram.");
    expect(q.industry?.sentence).toBe("We're a DTC skincare brand based in Santa Monica, CA.");
  });
});

describe("qualify: the contact form and a PDF", () => {
  const form = [
    "New message from the contact page.",
    "Name: Ana Ruiz",
    "Email: ana@velo.bike",
    "Company: Velo Bikes",
    "Message: We are an e-bike startup out of Austin. Looking for a rebrand and a new website in Q3.",
    "Our budget is 10-15k.",
    "PDF: brief.pdf",
  ].join("\n");

  it("reads the visitor's message, not the summary's labels, and the PDF's text", () => {
    expect(contactFormBody(form)).toBe("We are an e-bike startup out of Austin. Looking for a rebrand and a new website in Q3.\nOur budget is 10-15k.");
    const q = qualify(
      [
        { kind: "contact-form", id: "c1", text: form },
        {
          kind: "pdf",
          id: "u1",
          text: "Creative brief\nDeliverables: brand guidelines, packaging and a launch film.\nWe also need paid social. Launch: mid-September 2027.",
        },
      ],
      services,
    );
    expect(facts(q)).toEqual({
      services: ["brand-strategy", "digital-marketing", "video-production", "social-media"],
      budget: { value: "$10k–$15k", min: 10_000, max: 15_000, period: "project" },
      timeline: "mid-September 2027",
      industry: "Automotive & mobility",
      deliverables: ["Website", "Logo / identity", "Video", "Brand guidelines", "Packaging", "Ads"],
      location: "Austin",
    });
    expect(q.timeline).toMatchObject({ sentence: "Launch: mid-September 2027.", source: { kind: "pdf", id: "u1" } });
    expect(q.budget?.source).toEqual({ kind: "contact-form", id: "c1" });
  });
});

describe("budgets", () => {
  it.each([
    ["Our budget is $10k.", { value: "$10k", min: 10_000, max: 10_000, period: "project" }],
    ["We can spend 50K on this.", { value: "$50k", min: 50_000, max: 50_000, period: "project" }],
    ["Retainer would be $15k/month.", { value: "$15k/month", min: 15_000, max: 15_000, period: "month" }],
    ["Ideally under 100k.", { value: "under $100k", min: null, max: 100_000, period: "project" }],
    ["Budget between 20 and 40k.", { value: "$20k–$40k", min: 20_000, max: 40_000, period: "project" }],
    ["We have $50,000 - $80,000 set aside.", { value: "$50k–$80k", min: 50_000, max: 80_000, period: "project" }],
    ["Media spend is about $2M per year.", { value: "$2M/year", min: 2_000_000, max: 2_000_000, period: "year" }],
    ["At least $25k, maybe more.", { value: "at least $25k", min: 25_000, max: null, period: "project" }],
  ])("%s", (sentence, expected) => {
    expect(budgetIn(sentence)).toEqual(expected);
  });

  it.each([
    "We have 50K followers on Instagram.",
    "We grew 30% last year across 12 stores.",
    "Version 2.5 of our app launched in 2024.",
    "Call me at 310 555 0142.",
    "We sold 10k units in March.",
  ])("sees no budget in %j", (sentence) => {
    expect(budgetIn(sentence)).toBeNull();
  });
});

describe("timelines", () => {
  it.each([
    ["We want to launch by March.", "by March"],
    ["Can it be done in 6 weeks?", "in 6 weeks"],
    ["Targeting Q3 2027 for the campaign.", "Q3 2027"],
    ["The shoot is on June 12, 2027.", "June 12, 2027"],
    ["We need it ASAP.", "ASAP"],
    ["Ideally before the holidays.", "before the holidays"],
    ["Go-live is 2027-04-01.", "2027-04-01"],
  ])("%s", (sentence, expected) => {
    expect(timelineIn(sentence)).toBe(expected);
  });

  it.each(["We were founded in 2015.", "We may need help with social.", "We have been in business for 10 years."])("sees no timeline in %j", (sentence) => {
    expect(timelineIn(sentence)).toBeNull();
  });
});

describe("what is said not to be wanted, and places", () => {
  it("leaves out what a sentence declines", () => {
    const q = qualify([message("m1", "We don't need a website, just a brand film."), message("m2", "No social media please.")], services);
    expect(q.deliverables.map((fact) => fact.value)).toEqual(["Video"]);
    expect(q.services.map((fact) => fact.slug)).toEqual(["video-production"]);
  });

  it.each([
    ["We're headquartered in New York.", "New York"],
    ["Our team is in LA and London.", "LA"],
    ["We're an LA based restaurant group.", "LA"],
    ["Let me know what you think.", null],
  ])("%s", (sentence, expected) => {
    expect(locationIn(sentence)).toBe(expected);
  });
});

describe("bounds", () => {
  // CPU time, not the wall clock (see tests/unit/hostile-text.test.ts): linear figures are far under it.
  const BOUND_MS = 20_000;
  const cpu = (run: () => void) => {
    const start = process.cpuUsage();
    run();
    const spent = process.cpuUsage(start);
    return (spent.user + spent.system) / 1000;
  };

  it("cuts sentences to a bounded length", () => {
    const sentences = sentencesOf("a".repeat(10_000));
    expect(sentences.every((sentence) => sentence.length <= SENTENCE_MAX_CHARS)).toBe(true);
    expect(sentences.join("")).toBe("a".repeat(10_000));
  });

  it("reads at most QUALIFY_MAX_CHARS of a lead's text: the newest texts, and the start of a long one", () => {
    const filler = "x ".repeat(QUALIFY_MAX_CHARS / 2);
    expect(qualify([message("old", "Budget is $90k."), message("new", filler)], services).budget).toBeNull();
    expect(qualify([message("old", "Budget is $90k."), message("new", filler.slice(20))], services).budget?.source.id).toBe("old");
    expect(qualify([message("m", `${filler}Budget is $90k.`)], services).budget).toBeNull();
    expect(qualify([message("m", `Budget is $90k. ${filler}`)], services).budget?.value).toBe("$90k");
  });

  it("qualifies 1 MB of each adversarial text well under the bound", () => {
    const rows: string[] = [];
    for (const { name, text } of adversarialTexts(1024 * 1024)) {
      const ms = cpu(() => {
        qualify([message("m", text), { kind: "pdf", id: "p", text }], services);
        for (const sentence of sentencesOf(text).slice(0, 200)) {
          budgetIn(sentence);
          timelineIn(sentence);
          locationIn(sentence);
        }
      });
      rows.push(`  ${name.padEnd(22)} ${ms.toFixed(0).padStart(5)} ms`);
      expect({ name, fast: ms < BOUND_MS }).toEqual({ name, fast: true });
    }
    console.log(`qualify, 1 MB each:\n${rows.join("\n")}`);
  });
});
