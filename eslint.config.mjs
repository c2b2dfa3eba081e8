import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import path from "node:path";

// One query API per store: a module under lib/ that imports Prisma's client (lib/db/client.ts,
// lib/db/prisma.ts) must not also import the typed query layer (lib/db/kysely.ts, lib/db/sql.ts,
// the kysely package), nor the other way round. Type-only imports count: a `Sql` or a
// `PrismaClient` parameter is that API. The generated schema metadata (row types, field lists in
// lib/generated/prisma) is no query API, and calling another module's functions is not importing
// its API (lib/leads/store.ts may call lib/db/search.ts).
const QUERY_APIS = [
  { api: "Prisma's client", targets: [/^lib\/db\/(client|prisma)$/, /^@prisma\/client(\/|$)/] },
  { api: "the typed query layer (Kysely)", targets: [/^lib\/db\/(kysely|sql)$/, /^kysely(\/|$)/] },
];

/** The import's target: a path from the repository's root without its extension, or a package's name. */
function importTarget(filename, source) {
  let resolved;
  if (source.startsWith("@/")) resolved = source.slice(2);
  else if (source.startsWith(".")) resolved = path.relative(process.cwd(), path.resolve(path.dirname(filename), source));
  else return source;
  return resolved
    .split(path.sep)
    .join("/")
    .replace(/\.(ts|tsx|mts|js|mjs)$/, "");
}

const oneQueryApi = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      mixed:
        "This module imports {{first}} ({{firstSource}}) and {{second}} ({{secondSource}}): a store uses one query API for all its statements (docs/architecture.md, One query API per store).",
    },
  },
  create(context) {
    const seen = new Map(); // the API -> the source of its first import
    const check = (node) => {
      if (node.source?.type !== "Literal" || typeof node.source.value !== "string") return;
      const target = importTarget(context.filename, node.source.value);
      const kind = QUERY_APIS.find(({ targets }) => targets.some((pattern) => pattern.test(target)));
      if (!kind || seen.has(kind.api)) return;
      seen.set(kind.api, node.source.value);
      const other = QUERY_APIS.find((candidate) => candidate !== kind && seen.has(candidate.api));
      if (other) {
        context.report({
          node,
          messageId: "mixed",
          data: { first: other.api, firstSource: seen.get(other.api), second: kind.api, secondSource: node.source.value },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  {
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    ignores: [
      // The adapters: they define the two accessors over one shared connection. The stores that
      // live in lib/db (content, résumés, the deletion log, …) are checked like any other.
      "lib/db/adapter.ts",
      "lib/db/client.ts",
      "lib/db/prisma.ts",
      "lib/db/kysely.ts",
      "lib/db/sql.ts",
      "lib/generated/**",
    ],
    plugins: { "query-api": { rules: { "one-per-module": oneQueryApi } } },
    rules: { "query-api/one-per-module": "error" },
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
