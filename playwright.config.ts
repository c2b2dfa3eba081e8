import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/e2e/chromium";

// End-to-end tests run against a production build (`next build` + `next start`) with its own
// database file, created fresh and seeded by the start-up script.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";
// The server tells staff about leads by email and webhook: to an SMTP server and an HTTP receiver
// that the leads walk (tests/e2e/writes/leads.spec.ts) starts in the test process on these ports,
// derived from the server's so runs on other ports never meet. While nothing listens (every other
// spec), a notification fails to send and the outbox retries it later, out of any request's way.
export const E2E_SMTP_PORT = port + 11;
export const E2E_WEBHOOK_PORT = port + 12;
export const E2E_SMTP_USER = "lead-bot";
export const E2E_SMTP_PASSWORD = "smtp-secret-pass";
export const E2E_NOTIFY_TO = "leads@northlight.example";
export const E2E_WEBHOOK_PATH = "/hooks/T000/B000/secret-path";
/** The e2e server's upload folder (its own, so a test can check what is on disk). */
export const E2E_UPLOAD_DIR = "data/e2e-uploads";
// `npm run quality` runs the full mobile project and, on desktop, the specs whose figures it reports
// (accessibility, HTML validity, Observatory); `npm test` runs the rest of desktop.
const quality = Boolean(process.env.E2E_QUALITY);
const qualitySpecs = ["**/a11y.spec.ts", "**/api/html-validity.spec.ts", "**/api/observatory.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Generous: the machines are shared, and a 20 MB file handed to the browser alone can take 20 s.
  timeout: 60_000,
  // An assertion waits up to 20 s: on a machine busy with other work, timers and animations in the
  // page (a 600 ms fade, a 500 ms card delay) can take over 10 s. A passing check never waits.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (every action with the page's DOM before and after) and a
    // screenshot of the end. Not the trace's film strip: it encodes a screenshot on every frame the
    // page paints, and the home page's reel paints 30 a second; that cost a quarter of the
    // browser's CPU time in the home specs, for every test, passing or not.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      ...(quality ? { testMatch: qualitySpecs } : { testIgnore: "**/writes/**" }),
    },
    // A phone (390 px, touch). In `npm test` it runs only the tests tagged @viewport: those whose
    // behaviour depends on the screen (the reel's shorter loading timeout, the full-screen reel
    // playing on a phone, the menu and its hidden
    // labels, the conversation starters, the filters and the showcase tiles that scroll sideways,
    // one-column decks and lists, what stays in view, the backdrop beside the portfolio, no page
    // wider than the screen). Everything else does the same at any width and runs once, on
    // desktop. `npm run quality` (E2E_QUALITY=1) runs every browser test here, the axe scans at
    // 390 px included; API contracts and the CSP walk never depend on the viewport.
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testIgnore: ["**/api/**", "**/writes/**", "**/csp.spec.ts", ...(quality ? [] : ["**/a11y.spec.ts"])],
      grep: quality ? undefined : /@viewport/,
    },
    // Specs that change content run last, once every read-only spec has seen the seeded data.
    {
      name: "writes",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testMatch: "**/writes/**/*.spec.ts",
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: {
    command: `rm -f data/e2e.db data/e2e.db-wal data/e2e.db-shm && rm -rf ${E2E_UPLOAD_DIR} && npm run build && npx next start -p ${port}`,
    url: `${baseURL}/api/health/ready`,
    // A production build, which takes minutes on a busy shared machine.
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      DATABASE_URL: "file:./data/e2e.db",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SITE_URL: baseURL,
      UPLOAD_DIR: `./${E2E_UPLOAD_DIR}`,
      SMTP_URL: `smtp://${E2E_SMTP_USER}:${E2E_SMTP_PASSWORD}@127.0.0.1:${E2E_SMTP_PORT}`,
      LEAD_NOTIFY_TO: E2E_NOTIFY_TO,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${E2E_WEBHOOK_PORT}${E2E_WEBHOOK_PATH}`,
      // The specs walk one lead at a time, side by side: the ceilings on new leads and notifications
      // (and the digest past them) are tested in jest and by npm run security.
      LEADS_PER_VISITOR_PER_MINUTE: "100",
      LEADS_NEW_VISITORS_PER_MINUTE: "1000",
      NOTIFICATIONS_PER_MINUTE: "1000",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
