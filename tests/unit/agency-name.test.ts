import { execFileSync } from "node:child_process";
import path from "node:path";

// The agency's name in visitors' text is read from the site configuration (SITE_NAME), not from
// a name written into the patterns: another agency running this site is understood by its own name.

const root = path.resolve(__dirname, "../..");

function readAs(siteName: string) {
  const output = execFileSync(process.execPath, ["--import", "tsx", "tests/helpers/read-as-agency.ts"], {
    cwd: root,
    env: { ...process.env, SITE_NAME: siteName, NODE_OPTIONS: "" },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").pop()!);
}

describe("the agency's name comes from the site configuration", () => {
  for (const siteName of ["Northlight", "Brightside Studio"]) {
    it(`reads "${siteName}" as the agency`, () => {
      const read = readAs(siteName);
      expect(read.name).toBe(siteName);
      expect(read.internal).toContain("internal");
      expect(read.about).toContain("about");
      expect(read.hiring).toBe("employment");
      expect(read.answer.unanswered).toBe(false);
      expect(read.answer.reply).toMatch(/strategy/i);
      expect(read.services).toEqual(["brand-strategy"]);
    }, 60_000);
  }

  it("does not read the default name as the agency when another is configured", () => {
    const read = readAs("Brightside Studio");
    expect(read.name).toBe("Brightside Studio");
    const other = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        'import("@/lib/concierge/question").then(({ readQuestion }) => console.log(JSON.stringify(readQuestion("what is northlight?").subjects)))',
      ],
      {
        cwd: root,
        env: { ...process.env, SITE_NAME: "Brightside Studio", NODE_OPTIONS: "" },
        encoding: "utf8",
      },
    );
    expect(JSON.parse(other.trim().split("\n").pop()!)).not.toContain("about");
  }, 60_000);
});
