import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  // Every test and hook may take a minute: the integration suites prepare a SQLite database and
  // import route modules, which on a shared 2-core machine under load (a build beside them) can
  // take past jest's default 5 s. Nothing here asserts on time, so a generous limit only turns
  // a slow machine from a failure into a wait.
  testTimeout: 60_000,
  roots: ["<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/api/**/*.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/helpers/server-only.ts",
    // ELD exports its databases for `import` only (an ES module package); jest resolves for require.
    "^eld/extrasmall$": "<rootDir>/node_modules/eld/src/entries/static.extrasmall.js",
  },
  globalSetup: "<rootDir>/tests/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/helpers/setup-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/settle-background.ts"],
};

// The project's .mjs files (the CSP helpers the page cache handler shares with the proxy) are
// plain ES modules that Node loads as they are: jest loads them as ES modules too (require of ESM,
// Node 22+), so they must not be compiled to CommonJS first.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: [...resolved.transformIgnorePatterns, "\\.mjs$"] };
}
