import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The seed arrays only fill the database: the site reads its content through lib/db.
    files: ["app/**", "components/**", "lib/**", "scripts/**", "proxy.ts"],
    ignores: ["lib/content/**", "lib/db/seed.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)content/(case-studies|services|cards|faq|personas)$",
              message: "Seed data: read this content from the database (lib/db); only lib/db/seed.ts imports it.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "tests/e2e/.artifacts/**",
  ]),
]);
