// `npm test`: the fast version of every gate, stopping at the first that fails, then the time each
// phase took (so CI's log says where its minutes went).
//   1. lint, the type check and jest (on the SQLite file, and its database suites again on
//      PostgreSQL), side by side: they only read the sources, and each keeps about one core busy
//      (jest runs one worker on a 2-core machine). Each one's output is printed whole when it ends.
//   2. Playwright against a production build (it builds and starts the site), then the attack suite,
//      the bad-input fuzzer, the quick load and crash gate and the quick Lighthouse check, one at a
//      time: each starts its own server from that build, and the attack suite and Lighthouse measure
//      latencies and scores that a neighbour would skew. The Playwright smoke on PostgreSQL runs
//      right after the main Playwright run, on its build.
// One PostgreSQL server (a throwaway cluster in a temp folder, scripts/servers/postgres.ts) serves
// every phase that needs one, as TEST_POSTGRES_URL; each creates its own databases on it.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { startPostgres } from "./servers/postgres.ts";

const root = resolve(import.meta.dirname, "..");

/** Groups of phases: the phases of a group run side by side, the groups one after another. */
const groups = [
  [
    { name: "lint", command: ["npm", "run", "lint"] },
    { name: "typecheck", command: ["npm", "run", "typecheck"] },
    { name: "jest", command: ["npm", "run", "test:unit"] },
    { name: "jest postgres", command: ["npm", "run", "test:unit:postgres"] },
  ],
  [{ name: "playwright", command: ["npm", "run", "test:e2e"] }],
  [{ name: "playwright pg", command: ["npm", "run", "test:e2e:postgres"] }],
  [{ name: "security", command: ["npm", "run", "security"] }],
  [{ name: "fuzz", command: ["npm", "run", "fuzz"] }],
  [{ name: "load --quick", command: ["npm", "run", "load", "--", "--quick"] }],
  [{ name: "cluster --quick", command: ["npm", "run", "load", "--", "--cluster", "--quick"] }],
  [{ name: "perf:ci", command: ["npm", "run", "perf:ci"] }],
];

/** Runs one phase; its output streams through when it runs alone, and is kept for later beside others. */
function run({ name, command }, alone) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { cwd: root, env: process.env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => done({ name, ok: code === 0, code: code ?? signal, seconds: Math.round((Date.now() - started) / 1000), output }));
  });
}

const postgres = await startPostgres();
process.env.TEST_POSTGRES_URL = postgres.url;
process.on("exit", () => postgres.stop());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const times = [];
const started = Date.now();
let failed = null;
for (const group of groups) {
  const alone = group.length === 1;
  if (!alone) console.log(`\n==== ${group.map((phase) => phase.name).join(", ")}, side by side (each one's output when it ends)`);
  const results = await Promise.all(
    group.map((phase) =>
      run(phase, alone).then((result) => {
        if (!alone) {
          console.log(`\n==== ${result.name}: ${result.ok ? "passed" : `FAILED (exit ${result.code})`} in ${result.seconds} s\n`);
          process.stdout.write(Buffer.concat(result.output));
        }
        return result;
      }),
    ),
  );
  times.push(...results);
  failed = results.find((result) => !result.ok);
  if (failed) break;
}

console.log(`\n==== npm test: ${failed ? `FAILED in ${failed.name}` : "passed"} in ${Math.round((Date.now() - started) / 1000)} s`);
for (const { name, ok, seconds } of times) console.log(`  ${ok ? "pass" : "FAIL"}  ${name.padEnd(14)} ${String(seconds).padStart(5)} s`);
process.exit(failed ? 1 : 0);
