import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/api/**/*.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/helpers/server-only.ts",
  },
  globalSetup: "<rootDir>/tests/helpers/global-setup.ts",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/helpers/setup-env.ts"],
};

export default createJestConfig(config);
