import fs from "node:fs";
import path from "node:path";
import { CONTENT_ROUTES, stalePaths, type ContentKind } from "@/lib/cache";

// The dependency map in lib/cache.ts against the code: every prerendered route's file is read,
// with everything it imports from app/, components/ and lib/, and each reader it calls from
// lib/db or a feature's store (lib/<feature>/store.ts) says which content it shows. A route that shows content the map does not list for it
// would keep showing the old content after an admin's write.

const ROOT = process.cwd();
const APP = path.join(ROOT, "app");

/** What each function of lib/db and the stores reads; [] for the ones that read no content (pure helpers, writes). */
const READS: Record<string, readonly string[]> = {
  listCaseStudies: ["caseStudies"],
  getCaseStudy: ["caseStudies"],
  caseStudyDates: ["caseStudies"],
  caseStudyMap: [],
  listPortfolioFilters: ["portfolioFilters"],
  listServices: ["services"],
  getService: ["services"],
  serviceDates: ["services"],
  listKnowledgeEntries: ["faq"],
  listPageFaq: ["faq"],
  listCards: ["cards"],
  physicsConfigFor: ["personas"],
};

/** Next's route files: each is a page, a layout or a response of its own. */
const ROUTE_FILE = /^(page|layout|route|not-found|sitemap|robots|manifest|opengraph-image|twitter-image|icon|apple-icon)\.tsx?$/;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return ROUTE_FILE.test(entry.name) ? [full] : [];
  });
}

const isForceDynamic = (file: string) => /export const dynamic = "force-dynamic"/.test(fs.readFileSync(file, "utf8"));

/** Rendered per request (never cached): the file or a layout above it says so. */
function renderedPerRequest(file: string): boolean {
  for (let dir = path.dirname(file); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (fs.existsSync(layout) && isForceDynamic(layout)) return true;
  }
  return isForceDynamic(file);
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

const IMPORT = /^import\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm;

/** A module of the data layer (lib/db) or a feature's store (lib/<feature>/store.ts): its functions are readers. */
const isStore = (file: string) => path.dirname(file) === path.join(ROOT, "lib", "db") || /[\\/]lib[\\/][^\\/]+[\\/]store\.ts$/.test(file);

/** The data functions a file calls, through everything it imports (type-only imports read nothing). */
function dbReaders(file: string, seen = new Set<string>()): Set<string> {
  const readers = new Set<string>();
  if (seen.has(file)) return readers;
  seen.add(file);
  for (const [, typeOnly, clause, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (typeOnly) continue;
    const target = resolveImport(file, specifier);
    if (!target || target.includes(`${path.sep}generated${path.sep}`)) continue;
    if (isStore(target)) {
      const names = clause
        .replace(/^\{|\}$/g, "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith("type "));
      for (const name of names) readers.add(name.split(/\s+as\s+/)[0]);
    } else {
      for (const reader of dbReaders(target, seen)) readers.add(reader);
    }
  }
  return readers;
}

/** The route's folder as revalidatePath() names it (route groups kept) and its URL path. */
function routePaths(file: string) {
  const relative = path.relative(APP, file).split(path.sep);
  const name = relative.pop()!.replace(/\.tsx?$/, "");
  const folder = `/${relative.join("/")}`.replace(/\/$/, "") || "/";
  const url = folder.replace(/\/\([^/]*\)/g, "") || "/";
  if (name === "sitemap") return { folder: "/sitemap.xml", url: "/sitemap.xml", name: "route" };
  return { folder, url, name };
}

/** The revalidatePath() calls that regenerate this route file. */
function regeneratedBy(file: string): string[] {
  const { folder, url, name } = routePaths(file);
  const calls = new Set<string>();
  if (name === "page" && !folder.includes("[")) calls.add(url);
  if (name === "page") calls.add(`${folder} page`);
  if (name === "route" && !folder.includes("[")) calls.add(url);
  // A layout's revalidation reaches everything under it, its own folder included.
  for (let at = folder; ; at = at.slice(0, at.lastIndexOf("/")) || "/") {
    calls.add(`${at} layout`);
    if (at === "/") break;
  }
  return [...calls];
}

const key = (route: { path: string; type?: string }) => (route.type ? `${route.path} ${route.type}` : route.path);

const cachedRoutes = routeFiles(APP)
  .filter((file) => !renderedPerRequest(file))
  .map((file) => ({ file: path.relative(ROOT, file), reads: dbReaders(file), regeneratedBy: regeneratedBy(file) }));

describe("the content dependency map (lib/cache.ts)", () => {
  it("knows what every lib/db function a cached route calls reads", () => {
    const unknown = cachedRoutes.flatMap((route) => [...route.reads].filter((reader) => !(reader in READS)).map((reader) => `${route.file}: ${reader}`));
    expect(unknown).toEqual([]);
  });

  it("lists, for every cached route, each kind of content it shows", () => {
    const kinds = new Set(CONTENT_ROUTES.flatMap((route) => route.shows));
    const missing: string[] = [];
    for (const route of cachedRoutes) {
      for (const kind of [...route.reads].flatMap((reader) => READS[reader] ?? [])) {
        const covered = CONTENT_ROUTES.some((entry) => (entry.shows as readonly string[]).includes(kind) && route.regeneratedBy.includes(key(entry)));
        if (!covered || !kinds.has(kind as ContentKind)) missing.push(`${route.file} shows ${kind}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("lists nothing a route does not show", () => {
    const stale: string[] = [];
    for (const entry of CONTENT_ROUTES) {
      const routes = cachedRoutes.filter((route) => route.regeneratedBy.includes(key(entry)));
      if (routes.length === 0) stale.push(`${key(entry)}: no such route`);
      for (const kind of entry.shows) {
        const shown = routes.some((route) => [...route.reads].some((reader) => READS[reader]?.includes(kind)));
        if (!shown) stale.push(`${key(entry)} does not show ${kind}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it("regenerates /about, the LA page, the index, the sitemap and the bundle after a case-study write, and only that case study's page", () => {
    expect(stalePaths("caseStudies", "imax")).toEqual(
      expect.arrayContaining([
        ["/about"],
        ["/los-angeles-advertising-agency"],
        ["/case-studies"],
        ["/case-studies/imax"],
        ["/case-studies-bundle.json"],
        ["/sitemap.xml"],
      ]),
    );
    expect(stalePaths("caseStudies", "imax").filter(([path]) => path.startsWith("/case-studies/"))).toEqual([["/case-studies/imax"]]);
    expect(stalePaths("services")).toContainEqual(["/", "layout"]);
  });

  it("finds the readers of the routes it checks (the scan itself works)", () => {
    const about = cachedRoutes.find((route) => route.file === path.join("app", "(site)", "(content)", "about", "page.tsx"));
    expect([...(about?.reads ?? [])].sort()).toEqual(["listCaseStudies", "listServices"]);
    const layout = cachedRoutes.find((route) => route.file === path.join("app", "layout.tsx"));
    expect([...(layout?.reads ?? [])]).toEqual(["listServices"]);
    expect(cachedRoutes.some((route) => route.file.startsWith(path.join("app", "api")))).toBe(false);
  });
});
