// HTML validity gate: every public page's server HTML (what a crawler gets, before any script
// runs) checked by the W3C Nu HTML checker (the vnu-jar package), all pages in one JVM run.
//
//   node scripts/html-validity.mjs --base http://127.0.0.1:3000 [--paths /,/about,/admin]
//
// Without --paths it checks the fixed public pages, every page the site's own /sitemap.xml lists
// (so a new service or case study is covered without editing this file), the 404 pages (an unknown
// path, an unknown case study, an unknown service) and /admin (its login screen as served). It
// prints one line per page, then a total, and exits 1 on any error or on a page that does not
// answer with its expected status and text/html. The checker runs with --skip-info-messages
// rather than --errors-only so that its warnings can be listed; they do not fail the gate.
// Needs Java 17+ on the PATH (or JAVA=/path/to/java).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const base = new URL(option("base") ?? "http://127.0.0.1:3000");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vnuJar = join(root, "node_modules/vnu-jar/build/dist/vnu.jar");

/** Pages that must answer 404 with the site's not-found page. */
const NOT_FOUND_PATHS = ["/this-page-does-not-exist", "/case-studies/this-case-study-does-not-exist", "/services/this-service-does-not-exist"];
const FIXED_PATHS = [
  "/",
  "/about",
  "/privacy-policy",
  "/los-angeles-advertising-agency",
  "/password-manager-content-marketing",
  "/services",
  "/case-studies",
  "/contact",
  ...NOT_FOUND_PATHS,
  "/admin",
];

/** The paths the sitemap lists (its URLs carry SITE_URL's origin; only the path is kept). */
async function sitemapPaths() {
  const response = await fetch(new URL("/sitemap.xml", base));
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()).pathname);
  for (const section of ["/services/", "/case-studies/"]) {
    if (!paths.some((path) => path.startsWith(section))) throw new Error(`/sitemap.xml lists no ${section}<slug> page`);
  }
  return paths;
}

/**
 * The HTML a crawler gets: a plain GET as Googlebot (which Next.js serves the same HTML as a
 * browser), no cookies, no script run, redirects not followed.
 */
async function fetchPage(path) {
  const response = await fetch(new URL(path, base), {
    headers: { accept: "text/html", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    redirect: "manual",
  });
  const expected = NOT_FOUND_PATHS.includes(path) ? 404 : 200;
  const type = response.headers.get("content-type") ?? "";
  const problems = [];
  if (response.status !== expected) problems.push(`HTTP ${response.status}, expected ${expected}`);
  if (!type.startsWith("text/html")) problems.push(`content-type "${type}", expected text/html`);
  return { html: await response.text(), problems };
}

/** Runs the checker once over every file; resolves to its JSON messages and the run's duration. */
function runVnu(files) {
  const java = process.env.JAVA ?? "java";
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(java, ["-jar", vnuJar, "--format", "json", "--skip-info-messages", "--stdout", "--exit-zero-always", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", (error) =>
      reject(new Error(`cannot run ${java}: ${error.message} (install a Java runtime, e.g. apt-get install default-jre-headless)`)),
    );
    child.once("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      try {
        // The checker names files as "file:/tmp/…"; keep the plain path to match them to pages.
        const messages = JSON.parse(stdout).messages.map((message) => ({ ...message, file: message.url ? fileURLToPath(new URL(message.url)) : undefined }));
        resolve({ messages, seconds });
      } catch {
        reject(new Error(`vnu exited ${code} without a JSON report:\n${stdout}${stderr}`));
      }
    });
  });
}

const isError = (message) => message.type === "error" || message.type === "non-document-error";
const isWarning = (message) => message.type === "info" && message.subType === "warning";

const count = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** "  error 1:5794 message", then the extract around it on the next line. */
function describe(message) {
  const where = message.lastLine ? `${message.firstLine ?? message.lastLine}:${message.firstColumn ?? message.lastColumn}` : "-";
  const extract = message.extract ? `\n      ${JSON.stringify(message.extract)}` : "";
  return `  ${isError(message) ? "error" : "warning"} ${where} ${message.message}${extract}`;
}

async function main() {
  const paths = option("paths")?.split(",") ?? [...new Set([...FIXED_PATHS, ...(await sitemapPaths())])];
  const folder = mkdtempSync(join(tmpdir(), "html-validity-"));
  try {
    const pages = [];
    for (const [index, path] of paths.entries()) {
      const { html, problems } = await fetchPage(path);
      const file = join(folder, `${String(index).padStart(3, "0")}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.html`);
      writeFileSync(file, html);
      pages.push({ path, file, problems });
    }

    const { messages, seconds } = await runVnu(pages.map((page) => page.file));
    let errors = 0;
    let warnings = 0;
    let failed = 0;
    for (const page of pages) {
      const own = messages.filter((message) => message.file === page.file);
      const pageErrors = own.filter(isError);
      const pageWarnings = own.filter(isWarning);
      errors += pageErrors.length + page.problems.length;
      warnings += pageWarnings.length;
      const ok = pageErrors.length === 0 && page.problems.length === 0;
      if (!ok) failed += 1;
      console.log(`${ok ? "PASS" : "FAIL"} ${page.path} ${count(pageErrors.length + page.problems.length, "error")}, ${count(pageWarnings.length, "warning")}`);
      for (const problem of page.problems) console.log(`  error ${problem}`);
      for (const message of [...pageErrors, ...pageWarnings]) console.log(describe(message));
    }
    const stray = messages.filter((message) => isError(message) && !pages.some((page) => page.file === message.file));
    for (const message of stray) console.log(`error outside any page: ${message.message}`);
    errors += stray.length;
    console.log(
      `TOTAL ${pages.length} pages, ${pages.length - failed} passed, ${failed} failed; ${count(errors, "error")}, ${count(warnings, "warning")}; vnu (one JVM run) ${seconds.toFixed(1)} s`,
    );
    process.exitCode = errors > 0 ? 1 : 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
