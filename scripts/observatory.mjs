// MDN's HTTP Observatory (the npm package behind developer.mozilla.org/observatory) run against a
// local server, page by page. It prints every test's result and the score, and exits 1 when a page
// misses the goal:
//   - plain HTTP (`next start` as it is): every test passes except the ones that need TLS, and
//     the score counted without them is at least 100. Those are strict-transport-security and
//     redirection, and the cookie test's Secure flag: the visitor cookie is Secure whenever the
//     request came over HTTPS, and only then, because a browser drops a Secure cookie set over
//     plain HTTP (lib/http/cookies.ts). Its other requirements (HttpOnly, SameSite) must pass;
//   - with --tls: the same server behind scripts/edge-proxy.mjs (HTTPS + HTTP/2, and plain HTTP
//     answered with a redirect to HTTPS, as an edge does): every test passes, grade A+.
//
//   node scripts/observatory.mjs --base http://127.0.0.1:3000 [--tls] [--paths /,/about,/admin]
//
// The server must be a production build (`next start`: HSTS is sent in production only).
// The package is no dependency of the project: its tree builds native code (libpq) and its install
// script downloads the HSTS preload list and a CA bundle, which these offline machines cannot. So
// this script installs it on first use into a folder of its own (node_modules/.cache), with
// install scripts off; an empty preload list is written here, and the edge proxy's self-signed certificate is trusted through NODE_EXTRA_CA_CERTS
// (which Node reads at start: the TLS scan runs in a child process).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const base = new URL(option("base", "http://127.0.0.1:3000"));
const paths = option("paths", "/,/about,/case-studies/imax,/contact,/admin").split(",");
const tls = args.includes("--tls") || args.includes("--scan-tls");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The results that only HTTPS can improve, by test. */
const NEEDS_TLS = new Map([
  ["strict-transport-security", null],
  ["redirection", null],
  ["cookies", "cookies-without-secure-flag"],
]);

/** Whether a failing test failed only for want of TLS (in a plain-HTTP scan). */
function failsForTls(test) {
  if (!NEEDS_TLS.has(test.id)) return false;
  const only = NEEDS_TLS.get(test.id);
  return only === null || test.result === only;
}

/** The Observatory package, pinned, in a folder of its own (installed on first use, no install scripts). */
const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const toolDir = join(root, "node_modules", ".cache", "observatory-tool");

function observatoryRoot() {
  const manifest = join(toolDir, "node_modules", "@mdn", "mdn-http-observatory", "package.json");
  if (!existsSync(manifest)) {
    // Installed beside, then moved into place in one step: two scans starting at once (the browser
    // tests run two) never see a half-installed package; the second move finds it there and stops.
    const staging = `${toolDir}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, "package.json"), '{ "private": true }\n');
    console.log(`installing ${OBSERVATORY} into ${toolDir} (once)`);
    execFileSync("npm", ["install", "--prefix", staging, "--ignore-scripts", "--no-audit", "--no-fund", OBSERVATORY], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      renameSync(staging, toolDir);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return dirname(createRequire(join(toolDir, "package.json")).resolve("@mdn/mdn-http-observatory/package.json"));
}

/** Scans one path; `ports` says where plain HTTP and HTTPS answer. */
async function scanPath(path, { httpPort, httpsPort }) {
  const pkg = observatoryRoot();
  const preload = join(pkg, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const { retrieve } = await import(join(pkg, "src/retriever/retriever.js"));
  const { ALL_TESTS } = await import(join(pkg, "src/constants.js"));
  const { getGradeForScore, getScoreModifier } = await import(join(pkg, "src/grader/grader.js"));
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(join(pkg, "src/grader/charts.js"));

  // The package's own scan() without its options: it always asks ports 80 and 443 for "/".
  const retrieved = await retrieve(base.hostname, { httpPort, httpsPort, path });
  const response = retrieved.responses.auto;
  if (!response) throw new Error(`no answer from ${base.hostname} for ${path}`);
  const results = ALL_TESTS.map((test) => test(retrieved));
  // Each result's class carries the test's public name (e.g. "content-security-policy") as its name.
  const tests = results.map((result) => ({
    id: result.constructor.name,
    pass: result.pass,
    result: result.result,
    modifier: result.result ? getScoreModifier(result.result) : 0,
  }));
  // The package's scoring: 100 plus every modifier, the bonuses only when the penalties leave an A.
  const scoreOf = (counted) => {
    const penalties = counted.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
    const bonuses = counted.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
    return 100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + penalties + bonuses : 100 + penalties;
  };
  const score = scoreOf(tests);
  const withoutTls = scoreOf(tests.filter((test) => test.pass || !failsForTls(test)));
  return { path, status: response.status, score, withoutTls, grade: getGradeForScore(score).grade, tests };
}

async function runScans(ports) {
  let failed = false;
  const rows = [];
  for (const path of paths) {
    const scan = await scanPath(path, ports);
    const failing = scan.tests.filter((test) => !test.pass);
    const unexpected = failing.filter((test) => tls || !failsForTls(test));
    const ok = unexpected.length === 0 && (tls ? scan.grade === "A+" : scan.withoutTls >= 100);
    failed ||= !ok;
    rows.push(scan);
    const figures = tls
      ? `score ${scan.score}  grade ${scan.grade}  (TLS via edge proxy)`
      : `score without the TLS tests ${scan.withoutTls}  (raw ${scan.score}, grade ${scan.grade}; plain HTTP)`;
    console.log(`${ok ? "PASS" : "FAIL"}  ${path}  HTTP ${scan.status}  ${figures}`);
    for (const test of scan.tests) {
      const mark = test.pass ? "ok  " : !tls && failsForTls(test) ? "tls " : "FAIL";
      console.log(`      ${mark} ${test.id.padEnd(34)} ${String(test.result).padEnd(52)} ${test.modifier > 0 ? "+" : ""}${test.modifier}`);
    }
  }
  return { failed, rows };
}

/** Plain HTTP: HTTPS is asked on a port where nothing listens (port 1), and fails at once. */
async function plain() {
  const httpPort = Number(base.port || 80);
  const { failed } = await runScans({ httpPort, httpsPort: 1 });
  return failed;
}

function startEdge() {
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  const cert = join(dir, "cert.pem");
  const child = spawn(
    process.execPath,
    [join(root, "scripts/edge-proxy.mjs"), "--upstream", base.origin, "--port", "0", "--redirect-port", "0", "--cert-out", cert],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    child.once("exit", (code) => reject(new Error(`edge proxy exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const https = /edge proxy on https:\/\/[^:]+:(\d+)/.exec(out);
      const http = /redirect on http:\/\/[^:]+:(\d+)/.exec(out);
      if (https && http) resolve({ child, dir, cert, httpsPort: Number(https[1]), httpPort: Number(http[1]) });
    });
  });
}

async function withTls() {
  const edge = await startEdge();
  try {
    // Node trusts extra certificates only from NODE_EXTRA_CA_CERTS, read at start: scan in a child.
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), "--base", base.origin, "--paths", paths.join(","), "--scan-tls", String(edge.httpPort), String(edge.httpsPort)],
      {
        stdio: "inherit",
        env: { ...process.env, NODE_EXTRA_CA_CERTS: edge.cert },
      },
    );
    const code = await new Promise((resolve) => child.once("exit", resolve));
    return code !== 0;
  } finally {
    edge.child.kill();
    rmSync(edge.dir, { recursive: true, force: true });
  }
}

let failed;
if (args.includes("--scan-tls")) {
  const at = args.indexOf("--scan-tls");
  failed = (await runScans({ httpPort: Number(args[at + 1]), httpsPort: Number(args[at + 2]) })).failed;
} else {
  failed = tls ? await withTls() : await plain();
}
process.exit(failed ? 1 : 0);
