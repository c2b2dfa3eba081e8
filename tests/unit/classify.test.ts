import fs from "node:fs";
import path from "node:path";
import { classifyMessage, clientPatterns, type Classification } from "@/lib/concierge/classify";
import { clientNames } from "@/lib/concierge/entities";
import { escapeRegExp } from "@/lib/reading/text";
import { caseStudies } from "@/lib/content/case-studies";
import { INTENTS } from "@/lib/contracts/enums";
import { classify } from "../helpers/knowledge";

type Labelled = {
  message: string;
  intent: Classification["intent"];
  employmentType: string | null;
  triggers: string[];
  note?: string;
};

const TRIGGERS = ["portfolio", "reel", "awards", "cards", "document"] as const;
const load = (file: string): Labelled[] => JSON.parse(fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", file), "utf8"));

function triggersOf(result: Classification): string[] {
  const { triggers } = result;
  return [
    ...(triggers.portfolio ? ["portfolio"] : []),
    ...(triggers.reel ? ["reel"] : []),
    ...(triggers.awards ? ["awards"] : []),
    ...(triggers.cards ? [`cards:${triggers.cards}`] : []),
    ...(triggers.document ? ["document"] : []),
  ];
}

/** Accuracy per label: each intent (on messages with that label), employment type, each trigger. */
function evaluate(set: Labelled[]) {
  const tally = new Map<string, { correct: number; total: number }>();
  const count = (label: string, ok: boolean) => {
    const entry = tally.get(label) ?? { correct: 0, total: 0 };
    entry.total += 1;
    if (ok) entry.correct += 1;
    tally.set(label, entry);
  };
  const misses: string[] = [];
  for (const item of set) {
    const result = classify(item.message);
    const got = triggersOf(result);
    const intentOk = result.intent === item.intent;
    count(`intent:${item.intent}`, intentOk);
    let ok = intentOk;
    if (item.intent === "employment") {
      const typeOk = result.employmentType === item.employmentType;
      count("employmentType", typeOk);
      ok &&= typeOk;
    }
    for (const trigger of TRIGGERS) {
      const want = item.triggers.find((t) => t.startsWith(trigger)) ?? null;
      const have = got.find((t) => t.startsWith(trigger)) ?? null;
      count(`trigger:${trigger}`, want === have);
      ok &&= want === have;
    }
    if (!ok) misses.push(`  ${item.intent}/${item.employmentType}/[${item.triggers}] got ${result.intent}/${result.employmentType}/[${got}]: ${item.message}`);
  }
  const rows = [...tally.entries()].map(([label, { correct, total }]) => ({ label, correct, total, accuracy: correct / total }));
  return { rows, misses };
}

describe.each([
  ["concierge-messages.json", 150],
  ["concierge-messages-holdout.json", 100],
  ["concierge-messages-fresh.json", 100],
])("the labelled set %s", (file, minimum) => {
  const set = load(file);

  it(`has at least ${minimum} messages covering every intent, type and trigger`, () => {
    expect(set.length).toBeGreaterThanOrEqual(minimum);
    for (const intent of INTENTS) expect(set.some((item) => item.intent === intent)).toBe(true);
    for (const type of ["freelancer", "full-time", "internship"]) expect(set.some((item) => item.employmentType === type)).toBe(true);
    for (const trigger of ["portfolio", "reel", "awards", "document", "cards:social-media", "cards:video-production", "cards:branding", "cards:web-design"]) {
      expect(set.some((item) => item.triggers.includes(trigger))).toBe(true);
    }
  });

  it("is classified with at least 95% accuracy for every label", () => {
    const { rows, misses } = evaluate(set);
    console.log(
      `${file}: accuracy per label\n` +
        rows.map((row) => `  ${row.label.padEnd(26)} ${row.correct}/${row.total}  ${(row.accuracy * 100).toFixed(1)}%`).join("\n") +
        (misses.length ? `\nmisclassified:\n${misses.join("\n")}` : ""),
    );
    for (const row of rows) expect({ label: row.label, ok: row.accuracy >= 0.95 }).toEqual({ label: row.label, ok: true });
  });
});

describe("classifyMessage", () => {
  it("respects negation", () => {
    expect(classify("I don't need to see your reel, just tell me what a brand film costs").triggers.reel).toBe(false);
    expect(classify("No portfolio please, we already know your work. What's your process?").triggers.portfolio).toBe(false);
    expect(classify("Awards don't matter to us. We need a holiday campaign fast.").triggers.awards).toBe(false);
    const notAJob = classify("I'm not looking for a job, we need a campaign for our launch");
    expect(notAJob.intent).toBe("service-inquiry");
    expect(notAJob.employmentType).toBeNull();
  });

  it("tells vendors pitching to the agency from clients, even when they mention campaigns and video", () => {
    expect(classify("We're a post house offering color and finishing for agencies. Can we pitch your production team?").intent).toBe("vendor");
    expect(classify("We need a video campaign for our skincare launch in March").intent).toBe("service-inquiry");
  });

  it("reads someone who works at a company and asks whom to talk to about a new project as a client, not a supplier", () => {
    expect(classify("i work at a bank, who do i talk to about a new project?").intent).toBe("service-inquiry");
    expect(classify("who do i talk to about a new project?").intent).toBe("service-inquiry");
    // Whom a supplier should talk to about partnering is still a supplier's question.
    expect(classify("we're a post house, who should we talk to about partnering?").intent).toBe("vendor");
    expect(classify("I work at a production company, who do I talk to about your vendor list?").intent).toBe("vendor");
  });

  it("reads job seekers and their path, without opening their own reel", () => {
    const editor = classify("I'm a freelance video editor. Can I send you my reel?");
    expect(editor).toMatchObject({ intent: "employment", employmentType: "freelancer" });
    expect(editor.triggers.reel).toBe(false);
    expect(classify("Do you offer summer internships for design students?").employmentType).toBe("internship");
    expect(classify("Any full-time openings for a senior copywriter?").employmentType).toBe("full-time");
    expect(classify("Are you hiring?")).toMatchObject({ intent: "employment", employmentType: null });
  });

  it("takes the employment path chosen in the UI", () => {
    expect(classify("I have six years of motion design experience", { employmentType: "full-time" })).toMatchObject({
      intent: "employment",
      employmentType: "full-time",
    });
  });

  it("maps example requests to their card groups", () => {
    expect(classify("Do you have examples of work for food brands?").triggers.cards).toBe("social-media");
    expect(classify("Can I see your video portfolio?").triggers.cards).toBe("video-production");
    expect(classify("Show me some media campaigns you've run").triggers.cards).toBe("branding");
    expect(classify("Show me examples of websites you've designed").triggers.cards).toBe("web-design");
  });

  it("tolerates typos in key words", () => {
    expect(classify("do u have any intership positions")).toMatchObject({ intent: "employment", employmentType: "internship" });
    expect(classify("can i see ur portfollio").triggers.portfolio).toBe(true);
  });

  it("calls gibberish unknown, with low confidence", () => {
    for (const text of ["asdf jkl", "qwertyuiop", "zzzzzz", "???!!!", "12345678"]) {
      const result = classify(text);
      expect(result.intent).toBe("unknown");
      expect(result.confidence).toBeLessThan(0.5);
    }
  });

  it("gives a confidence between 0 and 1", () => {
    for (const text of ["hi", "We need a Super Bowl spot", "Are you hiring interns?", "we sell ad inventory to agencies"]) {
      const { confidence } = classify(text);
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe("a request for examples that names no kind of work", () => {
  it("shows the social media cards", () => {
    expect(classify("Do you have any examples?").triggers.cards).toBe("social-media");
    expect(classify("could you send me a few samples").triggers.cards).toBe("social-media");
  });
  it("still shows the named kind, and nothing for a request to see the portfolio", () => {
    expect(classify("Can I see examples of your video work?").triggers.cards).toBe("video-production");
    expect(classify("Show me examples of your work").triggers.cards).toBeNull();
  });
  it("is not samples of the visitor's own product", () => {
    expect(classify("how far ahead do you need the product samples before the shoot?").triggers.cards).toBeNull();
    expect(classify("when do you need samples of our product?").triggers.cards).toBeNull();
    expect(classify("we need examples of restaurant work").triggers.cards).toBe("social-media");
  });
});

describe("client names", () => {
  // The concierge and the reader of visitor text it shares with lead qualification.
  const sources = ["concierge", "reading"].flatMap((folder) => {
    const dir = path.join(process.cwd(), "lib", folder);
    // The code: the language data beside it (lib/reading/data, WordNet's words) is no list of the site's.
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => ({ file: `${folder}/${file}`, text: fs.readFileSync(path.join(dir, file), "utf8").toLowerCase() }));
  });

  it("are learned from the case studies, never written into the concierge's code", () => {
    const written = caseStudies.flatMap((study) =>
      clientNames(study.client).flatMap((name) => {
        const pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(name)}(?![a-z0-9])`);
        return sources.filter(({ text }) => pattern.test(text)).map(({ file }) => `${file}: ${name}`);
      }),
    );
    expect(written).toEqual([]);
  });

  it("are recognized once a case study names them, by the name visitors use", () => {
    const clients = clientPatterns(clientNames("Zephyr Cola Bottling"));
    for (const message of ["What did you do for Zephyr?", "Zephyr Cola, wow. Can you show me that campaign?", "Tell me more about zephyr cola"]) {
      expect(classify(message).triggers.portfolio).toBe(false);
      expect(classifyMessage(message, { clients }).triggers.portfolio).toBe(true);
    }
  });

  it("include the full name, the first two words with either 'and' or '&', and a distinctive first word", () => {
    expect(clientNames("Fox & Finch Bakery").sort()).toEqual(["fox & finch", "fox & finch bakery", "fox and finch", "fox and finch bakery"]);
    expect(clientNames("Acme Rocket Works")).toEqual(expect.arrayContaining(["acme rocket works", "acme rocket", "acme"]));
    // An ordinary first word names nobody on its own.
    expect(clientNames("Golden Hour Films")).not.toContain("golden");
    expect(clientNames("IMAX")).toEqual(["imax"]);
  });
});
