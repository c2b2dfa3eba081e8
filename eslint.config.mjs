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
  {
    // One typed query layer: SQL text is written only in lib/db/kysely.ts and lib/db/dialect.ts
    // (and migrations); everything else builds statements with Kysely or uses Prisma's API.
    files: ["**/*.{ts,tsx,mts,mjs}"],
    ignores: ["lib/db/kysely.ts", "lib/db/dialect.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='kysely'] ImportSpecifier[imported.name=/^(sql|CompiledQuery)$/]",
          message: "SQL text belongs in lib/db/dialect.ts (a fragment for both engines) or lib/db/kysely.ts: build the statement with Kysely.",
        },
        {
          selector: "MemberExpression[property.name=/^\\$(queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]",
          message: "No raw SQL through Prisma: use Prisma's API or the typed query layer (lib/db/kysely.ts).",
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
