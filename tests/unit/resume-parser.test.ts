import fs from "node:fs";
import path from "node:path";
import { decodeText, extractPdfText } from "@/lib/resume/extract";
import { findSkills, parseResume, type ParsedResume } from "@/lib/resume/parse";

type Fixture = {
  file: string;
  layout: "single" | "two-column" | "text";
  expected: {
    name: string;
    email: string;
    phone: string | null;
    linkedin: string | null;
    portfolio: string | null;
    experienceYears: number | null;
    skills: string[];
  };
};

const dir = path.join(process.cwd(), "tests", "fixtures", "resumes");
const fixtures: Fixture[] = JSON.parse(fs.readFileSync(path.join(dir, "resumes.json"), "utf8"));
const NOW = new Date("2026-06-01T00:00:00Z");

async function parseFixture(fixture: Fixture): Promise<ParsedResume> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(dir, fixture.file)));
  const text = fixture.layout === "text" ? decodeText(bytes) : (await extractPdfText(bytes, { maxChars: 50_000 })).text;
  return parseResume(text, NOW);
}

const FIELDS = ["name", "email", "phone", "linkedin", "portfolio", "experienceYears", "skills"] as const;

describe("résumé parser on the fixture set", () => {
  it("has at least 20 résumés in single, two-column and text layouts", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    for (const layout of ["single", "two-column", "text"]) expect(fixtures.some((fixture) => fixture.layout === layout)).toBe(true);
  });

  it("reads every field with at least 90% accuracy", async () => {
    const correct = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<(typeof FIELDS)[number], number>;
    const misses: string[] = [];
    for (const fixture of fixtures) {
      const parsed = await parseFixture(fixture);
      const got: Record<string, unknown> = { ...parsed };
      for (const field of FIELDS) {
        const ok = JSON.stringify(got[field]) === JSON.stringify(fixture.expected[field]);
        if (ok) correct[field] += 1;
        else misses.push(`  ${fixture.file} ${field}: expected ${JSON.stringify(fixture.expected[field])}, got ${JSON.stringify(got[field])}`);
      }
    }
    const rows = FIELDS.map((field) => ({ field, accuracy: correct[field] / fixtures.length }));
    console.log(
      `résumé fields (${fixtures.length} résumés):\n` +
        rows.map((row) => `  ${row.field.padEnd(16)} ${correct[row.field]}/${fixtures.length}  ${(row.accuracy * 100).toFixed(1)}%`).join("\n") +
        (misses.length ? `\nmisses:\n${misses.join("\n")}` : ""),
    );
    for (const row of rows) expect({ field: row.field, ok: row.accuracy >= 0.9 }).toEqual({ field: row.field, ok: true });
  }, 60_000); // each PDF is read in its own worker thread
});

describe("parseResume details", () => {
  it("turns names in capitals into title case", () => {
    expect(parseResume("ANA-LUCIA O'NEIL\nArt Director\nana@x.co").name).toBe("Ana-Lucia O'Neil");
  });

  it("does not take a heading or a contact line for a name", () => {
    expect(parseResume("RESUME\nJamie Park\njamie@park.dev").name).toBe("Jamie Park");
    expect(parseResume("jamie@park.dev | 213-555-0101\nJamie Park").name).toBe("Jamie Park");
  });

  it("counts experience from work dates, not education", () => {
    const text = "Experience\nProducer, Hi Co 2019 - 2023\nEducation\nUCLA 2010 - 2014";
    expect(parseResume(text, NOW).experienceYears).toBe(4);
    expect(parseResume("Over 12 years of experience in post-production", NOW).experienceYears).toBe(12);
    expect(parseResume("Editor 2021 - Present", NOW).experienceYears).toBe(5);
  });

  it("normalizes LinkedIn and the portfolio, and ignores email domains", () => {
    const parsed = parseResume("a@b.co\nwww.linkedin.com/in/someone/\nbehance.net/someone.\ngithub.com/someone");
    expect(parsed.linkedin).toBe("https://www.linkedin.com/in/someone");
    expect(parsed.portfolio).toBe("https://behance.net/someone");
  });

  it("matches skills in order, longest phrase first, short capitals only in capitals", () => {
    expect(findSkills("Google Analytics, then After Effects and Premiere; seo is lower case; SEO counts")).toEqual([
      "Google Analytics",
      "Adobe After Effects",
      "Adobe Premiere Pro",
      "SEO",
    ]);
    expect(findSkills("see github.com/dev for code")).toEqual([]);
  });
});
