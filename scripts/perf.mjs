// Measures pages against the targets of issues 6-8: Lighthouse (mobile, simulated throttling,
// median of runs) and first-load JavaScript (gzip) against a bare Next.js page built with the same
// Next and React.
//
//   npm run build && node scripts/perf.mjs home     # the chat home: perf >= 90, a11y 100, panel code lazy
//   npm run build && node scripts/perf.mjs pages    # SEO pages: perf >= 98, a11y/bp/seo 100, JS <= bare + 25 kB,
//                                                   # HTML within TCP's initial window (14,600 B)
//   options: --url http://127.0.0.1:3000 (else it starts `next start`), --runs 3, --skip-bare,
//   --only /privacy-policy (pages mode: measure one page), --direct (see below)
//
// Lighthouse loads the pages through scripts/edge-proxy.mjs: HTTPS with HTTP/2 in front of the Node
// server, which is how visitors get them (Vercel's edge, or the TLS proxy the README puts in front of
// `npm start`). It matters to the score: Lighthouse's simulator models plain HTTP/1.1 as six cold TCP
// connections that each start slow, and HTTP/2 as one multiplexed connection. --direct measures
// `next start`'s own plain HTTP/1.1 instead.
//
// Prints figures; exits 1 when a target is missed.
import { execFileSync, spawn } from "node:child_process";
import { get } from "node:http";
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
const mode = args[0] === "pages" ? "pages" : "home";
// The SEO pages of issue 8, by route (for bundle stats) and by a URL to load.
const SEO_PAGES = [
  { route: "/about", path: "/about" },
  { route: "/privacy-policy", path: "/privacy-policy" },
  { route: "/los-angeles-advertising-agency", path: "/los-angeles-advertising-agency" },
  { route: "/password-manager-content-marketing", path: "/password-manager-content-marketing" },
  { route: "/services", path: "/services" },
  { route: "/services/[slug]", path: "/services/video-production" },
];
const SEO_JS_BUDGET = 25 * 1024;
// A first response that fits TCP's initial congestion window (10 segments of 1460 bytes) arrives in
// one round trip; one byte more costs a second (~150 ms in Lighthouse's mobile model, on FCP and LCP).
const INITIAL_WINDOW = 10 * 1460;
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

// Strings that only the home page's on-demand code contains: finding one in a first-load chunk means it leaked.
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
// The SEO pages load none of that, nor the chat itself (which the home page does load up front).
const NOT_ON_SEO_PAGES = { ...MUST_BE_LAZY, "chat concierge": "northlight.concierge.v1" };

const direct = args.includes("--direct");
if (!direct) chromeFlags.push("--ignore-certificate-errors"); // the edge proxy's certificate is self-signed

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

/** scripts/edge-proxy.mjs in its own process (so Lighthouse's work does not delay it), in front of `upstream`. */
async function startEdge(upstream) {
  const child = spawn(process.execPath, [join(root, "scripts/edge-proxy.mjs"), "--upstream", upstream, "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolveStart, reject) => {
    child.stdout.once("data", (line) => resolveStart(/edge proxy on (https:\/\/\S+)/.exec(line.toString())?.[1]));
    child.once("exit", (code) => reject(new Error(`edge proxy exited (${code})`)));
  });
  if (!url) throw new Error("edge proxy did not say where it listens");
  return { url, stop: () => child.kill() };
}

/**
 * Requests a page and the static files it references once before Lighthouse does, so no measured run
 * pays for a cold server (first render of the route, first read of each file) as a production server
 * that has served visitors would not.
 */
async function warmUp(url) {
  const html = await (await fetch(url, { headers: { "accept-encoding": "gzip" } })).text();
  const assets = new Set([...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]));
  await Promise.all([...assets].map(async (path) => (await fetch(new URL(path, url), { headers: { "accept-encoding": "gzip" } })).arrayBuffer()));
}

/** The bytes a browser receives for a page's HTML: status line, headers and the gzip body. */
function htmlTransfer(url) {
  return new Promise((resolveSize, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let body = 0;
      response.on("data", (chunk) => (body += chunk.length));
      response.on("end", () => {
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          headers += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
        }
        resolveSize({ body, headers });
      });
    }).on("error", reject);
  });
}

/** Audits of a category that did not pass (score below 1, ignoring informative ones). */
const failedAudits = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(url) {
  const results = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      // A run Lighthouse could not finish (NO_FCP, a timeout) scores null: say so and run it
      // again rather than count it as 0 in the median.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        const reason = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : "no performance score";
        if (retries >= 3) throw new Error(`${url}: Lighthouse failed ${retries + 1} times (${reason})`);
        console.log(`  (${url} run ${run + 1} failed, ${reason}; running it again)`);
        retries += 1;
        run -= 1;
        continue;
      }
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
        // Lighthouse's measure of how fast this machine's CPU was during the run: TBT scales inversely with it.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        protocol: lhr.audits["network-requests"]?.details?.items?.[0]?.protocol ?? "?",
        lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
        failedA11y: failedAudits(lhr, "accessibility"),
        failedOther: [...failedAudits(lhr, "best-practices"), ...failedAudits(lhr, "seo")],
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

let failed = false;
const fail = (message) => {
  console.log(`FAIL ${message}`);
  failed = true;
};
const bare = args.includes("--skip-bare") && mode === "home" ? null : bareBaseline();
if (bare) console.log(`bare Next.js page first-load JS: ${bare.chunks.length} chunks, ${kb(bare.raw)} raw, ${kb(bare.gzip)} gzip`);

const external = option("url", null);
const server = external ? { url: external, stop: () => {} } : await startServer();
const edge = direct ? null : await startEdge(server.url);
// Where Lighthouse loads pages from.
const origin = edge ? edge.url : server.url;
console.log(`Lighthouse loads pages from ${origin} (${edge ? "HTTPS + HTTP/2 through scripts/edge-proxy.mjs" : "plain HTTP/1.1, --direct"})`);
const summarize = (label, results) => {
  const pick = (key) => median(results.map((result) => result[key]));
  const summary = { performance: pick("performance"), accessibility: pick("accessibility"), bestPractices: pick("bestPractices"), seo: pick("seo") };
  console.log(
    `${label}: performance ${summary.performance} (runs ${results.map((result) => result.performance).join(", ")}), accessibility ${summary.accessibility}, ` +
      `best practices ${summary.bestPractices}, SEO ${summary.seo}; median FCP ${Math.round(pick("fcp"))} ms, LCP ${Math.round(pick("lcp"))} ms, ` +
      `TBT ${Math.round(pick("tbt"))} ms, CLS ${pick("cls").toFixed(3)}; document over ${[...new Set(results.map((result) => result.protocol))].join("/")}; ` +
      `CPU benchmark index ${Math.round(pick("benchmarkIndex"))}`,
  );
  if (edge && results.some((result) => result.protocol !== "h2")) fail(`${label}: the edge proxy did not serve HTTP/2`);
  const a11yFailures = [...new Set(results.flatMap((result) => result.failedA11y))];
  if (a11yFailures.length) console.log(`  accessibility audits failed: ${a11yFailures.join(", ")}`);
  const otherFailures = [...new Set(results.flatMap((result) => result.failedOther))];
  if (otherFailures.length) console.log(`  best-practices/SEO audits failed: ${otherFailures.join(", ")}`);
  return summary;
};

try {
  if (mode === "home") {
    const home = firstLoad(root, "/");
    console.log(`home first-load JS: ${home.chunks.length} chunks, ${kb(home.raw)} raw, ${kb(home.gzip)} gzip${bare ? ` (+${kb(home.gzip - bare.gzip)} over bare)` : ""}`);
    for (const [name, marker] of Object.entries(MUST_BE_LAZY)) {
      const leaked = home.chunks.some((chunk) => chunk.includes(marker));
      console.log(`  ${leaked ? "FAIL" : "ok  "} ${name} ${leaked ? "is" : "is not"} in the first load`);
      failed ||= leaked;
    }
    await warmUp(`${server.url}/`);
    const results = await lighthouseRuns(`${origin}/`);
    const summary = summarize("home (mobile)", results);
    console.log(`  LCP element: ${results[0].lcpElement}`);
    if (summary.performance < 90) fail("home performance is under 90");
    if (summary.accessibility < 100) fail("home accessibility is under 100");
  } else {
    const only = option("only", null);
    for (const page of SEO_PAGES.filter((entry) => !only || entry.path === only)) {
      const load = firstLoad(root, page.route);
      const over = load.gzip - bare.gzip;
      const leaked = Object.entries(NOT_ON_SEO_PAGES).filter(([, marker]) => load.chunks.some((chunk) => chunk.includes(marker))).map(([name]) => name);
      console.log(`${page.path} first-load JS: ${kb(load.gzip)} gzip, +${kb(over)} over bare${leaked.length ? `; contains ${leaked.join(", ")}` : ""}`);
      if (over > SEO_JS_BUDGET) fail(`${page.path} first-load JS is more than 25 kB over a bare page`);
      if (leaked.length) fail(`${page.path} loads chat, motion or dialog code`);
      const html = await htmlTransfer(`${server.url}${page.path}`);
      const total = html.body + html.headers;
      console.log(`${page.path} HTML: ${total} B (${html.body} gzip + ${html.headers} headers), ${INITIAL_WINDOW - total} B under the initial window`);
      if (total > INITIAL_WINDOW) fail(`${page.path} HTML does not fit the first round trip (${INITIAL_WINDOW} B)`);
      await warmUp(`${server.url}${page.path}`);
      const summary = summarize(`${page.path} (mobile)`, await lighthouseRuns(`${origin}${page.path}`));
      if (summary.performance < 98) fail(`${page.path} performance is under 98`);
      for (const key of ["accessibility", "bestPractices", "seo"]) if (summary[key] < 100) fail(`${page.path} ${key} is under 100`);
    }
  }
} finally {
  edge?.stop();
  server.stop();
}
process.exit(failed ? 1 : 0);
