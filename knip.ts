import type { KnipConfig } from "knip";

// `npm run knip`: files, exports, types and dependencies that nothing uses. Every way the project
// is entered is named here, so that an export a test, a script or a config file uses is not
// reported as dead. A pattern ending in "!" is also an entry of `knip --production` (the code the
// site runs, without tests and scripts).
const config: KnipConfig = {
  entry: [
    // Loaded by path, not imported: the résumé reader's worker thread (lib/resume/extract.ts) and
    // the declarations TypeScript reads beside the plain-JavaScript CSP modules.
    "lib/resume/pdf-worker.mjs!",
    "lib/http/*.d.mts",
    // Run by package.json scripts, spawned by other scripts and tests (edge-proxy.mjs), or by hand.
    "scripts/{bench-entries,bench-knowledge,bench-db,db-setup,fuzz,load,security}.ts",
    "scripts/{bench-chat,bench-csp,edge-proxy,html-validity,make-resume-fixtures,observatory,perf,quality,screenshot}.mjs",
  ],
  next: {
    config: ["next.config.ts"],
    entry: [
      "app/**/{layout,page,route,template,default,error,loading,not-found}.{ts,tsx}!",
      "app/**/{opengraph-image,icon,apple-icon}.tsx!",
      "app/{sitemap,robots,manifest}.ts!",
      "{instrumentation,proxy}.ts!",
      "next-env.d.ts",
    ],
  },
  // Both engines' schemas: the PostgreSQL one is generated from the first (scripts/db-schemas.mjs).
  prisma: { config: ["prisma.config.ts"], entry: ["prisma/schema.prisma", "prisma/postgresql/schema.prisma"] },
  jest: {
    config: ["jest.config.mjs"],
    entry: [
      "tests/unit/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/helpers/{global-setup,global-teardown,setup-env,settle-background,server-only}.ts",
      // Spawned with SITE_NAME set by tests/unit/agency-name.test.ts.
      "tests/helpers/read-as-agency.ts",
    ],
  },
  playwright: {
    config: ["playwright.config.ts", "playwright.postgres.config.ts"],
    entry: ["tests/e2e/**/*.spec.ts"],
  },
  // edge-proxy.mjs makes its self-signed certificate with the system's openssl.
  ignoreBinaries: ["openssl"],
  ignoreDependencies: [
    // Imported by the Prisma client that `prisma generate` writes to lib/generated (not in git).
    "@prisma/client",
    // Its jar is run by path (scripts/html-validity.mjs, tests/e2e/api/html-validity.spec.ts).
    "vnu-jar",
  ],
};

export default config;
