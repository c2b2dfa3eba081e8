import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The project brings its own Node LTS (the `node` dev dependency): npm puts its binary first on
// the PATH of every npm script, so jest, next, prisma and Playwright run on it even on a machine
// whose system Node is older.
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

describe("runtime", () => {
  it("runs on Node 24 LTS", () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
  });

  it("puts the project's own Node first for the programs npm scripts start (next, prisma, the e2e server)", () => {
    const resolved = execFileSync("sh", ["-c", "command -v node"], { encoding: "utf8" }).trim();
    expect(path.resolve(resolved)).toBe(path.resolve("node_modules/.bin/node"));
    expect(major(execFileSync("node", ["-v"], { encoding: "utf8" }))).toBe(major(process.version));
  });
});

// Versions below these carry the advisories docs/security.md lists; a downgrade fails here.
const FLOORS: [string, string][] = [
  ["pdfjs-dist", "6.2.108"],
  ["sanitize-html", "2.17.6"],
  ["nodemailer", "10.0.13"],
  ["next-auth", "4.24.15"],
  ["fflate", "0.8.3"],
  ["next", "16.3.8"],
  ["undici", "6.27.0"],
  ["esbuild", "0.28.1"],
  ["kysely", "0.29.0"],
];

// One pdf.js: the one pinned (unpdf, which bundled an older one with an advisory, is gone).
describe("the PDF reader", () => {
  it("is pdfjs-dist alone", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).filter((name) => /pdf/.test(name))).toEqual(["pdfjs-dist"]);
    expect(fs.existsSync(path.join("node_modules", "unpdf"))).toBe(false);
  });
});

const atLeast = (version: string, floor: string) => {
  const [a, b] = [version, floor].map((each) => each.split(".").map(Number));
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] > b[index];
  return true;
};

describe("dependencies with known advisories", () => {
  it.each(FLOORS)("%s is at least %s", (name, floor) => {
    const { version } = JSON.parse(fs.readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as { version: string };
    expect({ name, version, ok: atLeast(version, floor) }).toEqual({ name, version, ok: true });
  });
});
