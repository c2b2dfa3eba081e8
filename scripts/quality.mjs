// The full quality gates, one after another, with every figure they print and a summary at the end:
//   npm run quality
// `npm test` runs the fast version of each gate; this runs the full ones:
//   - accessibility: axe (WCAG 2.2 AA) on every page and every panel and dialog state, at 1440 and 390 px
//     (npm test scans at 1440 px only);
//   - every browser test on a phone (390 px, touch): npm test runs there only the tests whose behaviour
//     depends on the viewport (tagged @viewport);
//   - HTML validity: the W3C Nu checker on every public page's server HTML;
//   - HTTP Observatory: the site's headers, plain HTTP and behind the TLS edge proxy;
//   - bad input: at least 10,000 generated requests per endpoint (valid, boundary and hostile);
//   - load, nothing lost, crash recovery: 1,000 chat messages from 100 visitors, 20 résumés, SIGKILLs;
//   - the attack suite (npm run security).
// Every gate runs even when an earlier one failed; the exit code is 1 when any failed.
// Playwright builds the site first (its web server); the scripts after it reuse that build.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const runs = process.env.QUALITY_FUZZ_RUNS ?? "10000";

/** Each gate: the command, and which of its output lines are its figures. */
const gates = [
  {
    name: "accessibility, HTML validity, HTTP Observatory, every browser test at 390 px (Playwright)",
    // E2E_QUALITY: desktop runs the accessibility, HTML validity and Observatory specs, mobile every browser spec.
    command: ["npx", "playwright", "test", "--project=desktop", "--project=mobile"],
    env: { CI: "1", E2E_QUALITY: "1" },
    figures: (lines) => {
      const states = lines.filter((line) => /\ba11y .+: \d+ violations?/.test(line));
      const violations = states.reduce((sum, line) => sum + Number(/: (\d+) violations?/.exec(line)[1]), 0);
      return [
        `axe WCAG 2.2 AA: ${states.length} page and panel states scanned, ${violations} violations`,
        ...lines.filter((line) => /^\s*TOTAL \d+ pages/.test(line)).map((line) => `Nu HTML checker: ${line.trim()}`),
        ...lines.filter((line) => /^\s*(PASS|FAIL) {2}\S+ {2}HTTP/.test(line)).map((line) => `Observatory: ${line.trim()}`),
        ...lines.filter((line) => /^\s*\d+ (passed|failed|flaky)/.test(line)).map((line) => `Playwright: ${line.trim()}`),
      ];
    },
  },
  {
    name: `bad input (${runs} generated requests per endpoint)`,
    command: ["npm", "run", "fuzz", "--", "--runs", runs],
    // Each endpoint's verdict line and the tally under it (requests, statuses, what was stored), then the total.
    figures: (lines) =>
      lines.flatMap((line, index) =>
        /^(PASS|FAIL) {2}\S/.test(line)
          ? [line.trim(), `  ${(lines[index + 1] ?? "").trim()}`]
          : /^fuzz: /.test(line) || /^default rate limits/.test(line)
            ? [line.trim()]
            : [],
      ),
  },
  {
    name: "load, nothing lost, crash recovery",
    command: ["npm", "run", "load"],
    figures: (lines) => {
      const start = lines.findIndex((line) => line.startsWith("==== load summary"));
      return start === -1 ? [] : lines.slice(start);
    },
  },
  {
    name: "attack suite",
    command: ["npm", "run", "security"],
    figures: (lines) => lines.filter((line) => /^(PASS|FAIL) {2}|^security: /.test(line)),
  },
];

/** Runs a command with its output shown as it comes and kept, line by line. */
function run(command, env) {
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    const keep = (stream, sink) =>
      stream.on("data", (chunk) => {
        sink.write(chunk);
        text += chunk.toString("utf8");
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on("close", (code) => done({ code: code ?? 1, lines: text.split("\n") }));
  });
}

const started = Date.now();
const results = [];
for (const gate of gates) {
  console.log(`\n==== ${gate.name}: ${gate.command.join(" ")}\n`);
  const gateStarted = Date.now();
  const { code, lines } = await run(gate.command, gate.env);
  results.push({ gate, ok: code === 0, seconds: Math.round((Date.now() - gateStarted) / 1000), figures: gate.figures(lines) });
}

console.log(`\n==== quality summary (${Math.round((Date.now() - started) / 60_000)} min)`);
for (const { gate, ok, seconds, figures } of results) {
  console.log(`\n${ok ? "PASS" : "FAIL"}  ${gate.name} (${seconds} s)`);
  for (const line of figures) console.log(`      ${line}`);
}
const failed = results.filter((result) => !result.ok);
console.log(`\nquality: ${results.length - failed.length} of ${results.length} gates passed`);
process.exit(failed.length ? 1 : 0);
