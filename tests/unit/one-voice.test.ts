import fs from "node:fs";
import path from "node:path";
import { practicesHeading } from "@/components/content/practices";

// One voice across the site: a page that shows some of the practices says so, and every call to
// action is in Title Case.

describe("the practices a page shows", () => {
  it("says how many of how many, so four cards never read as all of them", () => {
    expect(practicesHeading(4, 6)).toBe("Four of our six practices");
    expect(practicesHeading(6, 6)).toBe("Our six practices");
    expect(practicesHeading(4, 13)).toBe("Four of our 13 practices");
  });
});

/** Words a Title Case label keeps in lower case inside it. */
const MINOR = new Set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "at", "by"]);

function isTitleCase(label: string): boolean {
  const words = label.replace(/[→…]/g, "").trim().split(/\s+/);
  return words.every((word, index) => {
    const letter = word.replace(/^[^\p{L}]+/u, "").charAt(0);
    if (!letter || letter.toLowerCase() === letter.toUpperCase()) return true; // a number or a placeholder
    if (index > 0 && MINOR.has(word.toLowerCase())) return word === word.toLowerCase();
    return letter === letter.toUpperCase();
  });
}

/** The source files of the public pages and the components they show. */
function publicSources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full.includes(`${path.sep}admin`) ? [] : walk(full);
      return /\.tsx$/.test(entry.name) ? [full] : [];
    });
  return [...walk("app/(site)"), ...walk("components").filter((file) => !file.startsWith(`components${path.sep}admin`))];
}

describe("calls to action", () => {
  it("are in Title Case, as the quoted ones are", () => {
    for (const label of [
      "Start Your Project",
      "Get in Touch",
      "Start a Conversation",
      "Return to Home",
      "Discuss Your Video Project",
      "Send Message",
      "See the Work",
    ]) {
      expect({ label, titleCase: isTitleCase(label) }).toEqual({ label, titleCase: true });
    }
    for (const label of ["Start a project", "See the work", "Talk to our digital team", "Start A Project"]) expect(isTitleCase(label)).toBe(false);
  });

  it("on every public page and component: the CtaCard labels and the button-styled links' text", () => {
    const found: string[] = [];
    for (const file of publicSources()) {
      const text = fs.readFileSync(file, "utf8");
      // A CtaCard's primary and secondary, and a CTA kept in a constant (`proofCta`).
      for (const match of text.matchAll(
        /(?:(?:primary|secondary)=\{|[cC]ta = [^\n]*?)\{\s*href: [^{}\n]*?label: ["`]([^"`$]+(?:\$\{[^}]+\}[^"`$]*)*)["`]\s*\}/g,
      ))
        found.push(`${file}: ${match[1]}`);
      // The text of a link or button styled as a button, written on its own line.
      for (const match of text.matchAll(/(?:buttonStyles\([^)]*\)\}|<ButtonLink[^>]*|<Button[^>]*)>\s*\n\s*([A-Z][^<{\n]*?)\s*\n\s*<\//g))
        found.push(`${file}: ${match[1]}`);
    }
    expect(found.length).toBeGreaterThan(10);
    const label = (entry: string) => entry.slice(entry.lastIndexOf(": ") + 2).replace(/\$\{[^}]+\}/g, "X");
    // Recovery controls are not calls to action: they keep sentence case ("Try again").
    const recovery = new Set(["Try again", "Retry"]);
    expect(found.filter((entry) => !recovery.has(label(entry)) && !isTitleCase(label(entry)))).toEqual([]);
  });
});
