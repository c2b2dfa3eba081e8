// Measures the home page the way issue 6 asks: Lighthouse (mobile, simulated throttling, median of
// runs) and its first-load JavaScript, gzip, against a bare Next.js page built with the same
// Next version. Also checks that the heavy code (framer-motion, the portfolio modal, the video
// player, the word-limit modal) is not in the home page's first load.
//
//   npm run build && node scripts/perf-home.mjs [--url http://127.0.0.1:3000] [--runs 3] [--skip-bare]
//
// Without --url it starts `next start` on a free port against the current build. Prints figures;
// exits 1 when a target is missed (performance < 90, accessibility < 100, heavy code in first load).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option("runs", "3"));
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Strings that only the on-demand code contains: finding one in a first-load chunk means it leaked.
const MUST_BE_LAZY = {
  "framer-motion": "data-framer-appear-id",
  "portfolio modal": "Explore our recent campaigns and case studies",
  "video player": "player.vimeo.com",
  "word-limit modal": "to keep things focused and effective",
  "card deck": "No cards to display.",
  "résumé upload card": "Please upload a PDF or text file",
  "creative showcase": "Discuss Your Video Project",
  "full-screen reel": "Close reel",
  "deck upload": "Deck shared in the home chat",
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function firstLoad(appDir, route) {
  const statsFile = join(appDir, ".next/diagnostics/route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`next build\` first`);
  const stats = JSON.parse(readFileSync(statsFile, "utf8"));
  const entry = stats.find((candidate) => candidate.route === route);
  if (!entry) throw new Error(`No bundle stats for ${route} in ${statsFile}`);
  const chunks = entry.firstLoadChunkPaths.map((path) => readFileSync(join(appDir, path)));
  return {
    chunks,
    raw: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    gzip: chunks.reduce((sum, chunk) => sum + gzipSync(chunk, { level: 9 }).length, 0),
  };
}

/** A bare Next.js app (one page, one layout), built with this project's Next and React. */
function bareBaseline() {
  // Turbopack builds only inside its root, so the bare app lives in data/ (git-ignored) and
  // resolves next and react from this project's node_modules.
  const dir = join(root, "data/perf/bare-next");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, name: "bare-next" }));
  writeFileSync(join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  writeFileSync(join(dir, "app/layout.jsx"), "export default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html>; }\n");
  writeFileSync(join(dir, "app/page.jsx"), "export default function Page() { return <h1>Hello</h1>; }\n");
  execFileSync(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return firstLoad(dir, "/");
}

const freePort = () =>
  new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, stop: () => child.kill() };
    } catch {
      // Not up yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  child.kill();
  throw new Error("next start did not become ready");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(url) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        si: audit("speed-index"),
        lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
        failedA11y: Object.values(lhr.audits)
          .filter((entry) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id) && entry.score === 0)
          .map((entry) => entry.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

let failed = false;

// 1. First-load JavaScript.
const home = firstLoad(root, "/");
console.log(`home first-load JS: ${home.chunks.length} chunks, ${kb(home.raw)} raw, ${kb(home.gzip)} gzip`);
for (const [name, marker] of Object.entries(MUST_BE_LAZY)) {
  const leaked = home.chunks.some((chunk) => chunk.includes(marker));
  console.log(`  ${leaked ? "FAIL" : "ok  "} ${name} ${leaked ? "is" : "is not"} in the first load`);
  failed ||= leaked;
}
if (!args.includes("--skip-bare")) {
  const bare = bareBaseline();
  console.log(`bare Next.js page first-load JS: ${bare.chunks.length} chunks, ${kb(bare.raw)} raw, ${kb(bare.gzip)} gzip`);
  console.log(`home over bare: +${kb(home.gzip - bare.gzip)} gzip (${((home.gzip / bare.gzip - 1) * 100).toFixed(1)}%)`);
}

// 2. Lighthouse, mobile.
const external = option("url", null);
const server = external ? { url: external, stop: () => {} } : await startServer();
try {
  const results = await lighthouseRuns(`${server.url}/`);
  results.forEach((result, index) =>
    console.log(
      `lighthouse run ${index + 1}: perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} ` +
        `FCP ${Math.round(result.fcp)} ms LCP ${Math.round(result.lcp)} ms TBT ${Math.round(result.tbt)} ms CLS ${result.cls.toFixed(3)} SI ${Math.round(result.si)} ms`,
    ),
  );
  const performance = median(results.map((result) => result.performance));
  const accessibility = median(results.map((result) => result.accessibility));
  console.log(`lighthouse mobile median: performance ${performance}, accessibility ${accessibility}`);
  console.log(`LCP element: ${results[0].lcpElement}`);
  const a11yFailures = [...new Set(results.flatMap((result) => result.failedA11y))];
  if (a11yFailures.length) console.log(`accessibility audits failed: ${a11yFailures.join(", ")}`);
  if (performance < 90) {
    console.log("FAIL performance is under 90");
    failed = true;
  }
  if (accessibility < 100) {
    console.log("FAIL accessibility is under 100");
    failed = true;
  }
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
