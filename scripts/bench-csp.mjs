// What the Content-Security-Policy costs, measured against a running production server:
//   node scripts/bench-csp.mjs --base http://127.0.0.1:3000 [--seconds 8]
// 1. Computing a prerendered page's policy from its HTML (what the page cache does once per cached
//    version of a page): median time per page, and the header's size.
// 2. Throughput and latency, same run, same server (autocannon, 10 connections):
//    a trivial route (/api/health) as the baseline; /about, prerendered, served from the page
//    cache with its hash policy; /admin, rendered per request with a nonce (what every page would
//    cost if it used a nonce: Next renders nonce pages dynamically). Prints the ratios.
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { prerenderedPagePolicy } from "../lib/http/csp.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const base = option("base", "http://127.0.0.1:3000");
const seconds = Number(option("seconds", "8"));

const pages = ["/", "/about", "/services", "/case-studies", "/case-studies/imax", "/contact", "/privacy-policy"];

console.log("1. computing the policy from a page's HTML (once per cached version of the page)");
for (const path of pages) {
  const html = await (await fetch(base + path)).text();
  const times = [];
  for (let run = 0; run < 300; run++) {
    const start = performance.now();
    prerenderedPagePolicy(html, path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const header = prerenderedPagePolicy(html, path);
  console.log(
    `   ${path.padEnd(20)} HTML ${(html.length / 1024).toFixed(1).padStart(5)} kB   policy ${(times[150] * 1000).toFixed(0).padStart(4)} µs (median of 300)   header ${header.length} B`,
  );
}

async function load(path) {
  const result = await autocannon({ url: base + path, connections: 10, duration: seconds });
  return { path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

console.log(`\n2. serving (${seconds} s each, 10 connections)`);
const rows = [];
for (const path of ["/api/health", "/about", "/admin"]) rows.push(await load(path));
const [baseline] = rows;
for (const row of rows) {
  console.log(
    `   ${row.path.padEnd(12)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ` +
      `throughput ${(row.rps / baseline.rps).toFixed(2)}x the trivial route${row.non2xx ? `  (${row.non2xx} non-2xx)` : ""}`,
  );
}
const [, hashed, nonce] = rows;
console.log(`\n   a page served with its hash policy handles ${(hashed.rps / nonce.rps).toFixed(1)}x the requests of a page rendered per request with a nonce`);
