import { defineConfig, devices } from "@playwright/test";
import base, { E2E_UPLOAD_DIR } from "./playwright.config";

// The browser smoke on PostgreSQL: the tests tagged @postgres (a streamed chat, a contact with its
// details, the contact form with a PDF, an admin edit that the public page shows) against the
// production build, started on a fresh PostgreSQL database reached only through PgBouncer in
// transaction mode, as hosted providers pool it (scripts/servers/with-postgres.ts --pgbouncer):
// the set-up and the app both go through the pooler.
// Run with `npm run test:e2e:postgres` (it sets E2E_PORT so the ports differ from the main run's).
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!webServer?.env) throw new Error("playwright.config.ts has no webServer");
const port = Number(process.env.E2E_PORT ?? 3100);
const uploads = `${E2E_UPLOAD_DIR}-postgres`;

export default defineConfig({
  ...base,
  projects: [{ name: "postgres", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }, grep: /@postgres/ }],
  webServer: {
    ...webServer,
    command:
      `rm -rf ${uploads} && (test -f .next/BUILD_ID || npm run build) && ` +
      `npx tsx scripts/servers/with-postgres.ts --pgbouncer -- sh -c "npx tsx scripts/db-setup.ts && exec npx next start -p ${port}"`,
    reuseExistingServer: false,
    // SIGTERM to the server's process group, so the wrapper can stop the PostgreSQL it started.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { ...webServer.env, DATABASE_URL: "", UPLOAD_DIR: `./${uploads}` },
  },
});
