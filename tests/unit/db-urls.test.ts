import { parseEnv } from "@/lib/env";
import { setupPlan } from "@/lib/db/migrate";
import { directDatabaseUrl, looksPooled, pooledWithoutDirectWarning } from "@/lib/db/urls";

// Which connection `npm run db:setup` migrates through (lib/db/urls.ts, lib/db/migrate.ts): the
// direct URL when the deployer gives one, under whichever name their provider uses; DATABASE_URL
// otherwise, with transaction-scoped locks only, and a warning when it looks pooled.

const neonPooled = "postgresql://site:secret@ep-cool-name-123456-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require";
const neonDirect = "postgresql://site:secret@ep-cool-name-123456.us-east-2.aws.neon.tech/neondb?sslmode=require";

describe("looksPooled", () => {
  it.each([
    [neonPooled, true],
    ["postgres://postgres.abc:pw@aws-0-us-east-1.pooler.supabase.com:6543/postgres", true],
    ["postgres://user:pw@db.example.com:5432/site?pgbouncer=true&sslmode=require", true],
    [neonDirect, false],
    ["postgres://user:pw@db.example.com:5432/site?sslmode=require", false],
    ["file:./data/app.db", false],
  ])("%s: %s", (url, pooled) => {
    expect(looksPooled(url)).toBe(pooled);
  });
});

describe("directDatabaseUrl", () => {
  it("reads DATABASE_URL_UNPOOLED first, then DIRECT_URL, then POSTGRES_URL_NON_POOLING", () => {
    expect(directDatabaseUrl(parseEnv({ DATABASE_URL: neonPooled, DATABASE_URL_UNPOOLED: neonDirect, DIRECT_URL: "postgres://other/db" }))).toEqual({
      variable: "DATABASE_URL_UNPOOLED",
      url: neonDirect,
    });
    expect(directDatabaseUrl(parseEnv({ DATABASE_URL: neonPooled, DIRECT_URL: neonDirect }))).toEqual({ variable: "DIRECT_URL", url: neonDirect });
    expect(directDatabaseUrl(parseEnv({ DATABASE_URL: neonPooled, POSTGRES_URL_NON_POOLING: neonDirect }))).toEqual({
      variable: "POSTGRES_URL_NON_POOLING",
      url: neonDirect,
    });
  });

  it("ignores an alias that is not a PostgreSQL URL, and every one on the SQLite file", () => {
    expect(directDatabaseUrl(parseEnv({ DATABASE_URL: neonPooled, DIRECT_URL: "https://example.com" }))).toBeNull();
    expect(directDatabaseUrl(parseEnv({ DATABASE_URL: "file:./data/app.db", DATABASE_URL_UNPOOLED: neonDirect }))).toBeNull();
  });

  it("refuses a DATABASE_URL_UNPOOLED that is not a PostgreSQL URL, naming it", () => {
    expect(() => parseEnv({ DATABASE_URL: neonPooled, DATABASE_URL_UNPOOLED: "mysql://db/site" })).toThrow(/DATABASE_URL_UNPOOLED/);
  });
});

describe("the set-up's plan", () => {
  it("a direct URL: set-up and Prisma Migrate on it, no warning", () => {
    const plan = setupPlan(parseEnv({ DATABASE_URL: neonPooled, DATABASE_URL_UNPOOLED: neonDirect }));
    expect(plan).toMatchObject({ engine: "postgres", url: neonDirect, variable: "DATABASE_URL_UNPOOLED", migrator: "prisma", warning: null });
  });

  it("a direct URL that looks pooled too is used, with a warning naming its variable", () => {
    const plan = setupPlan(parseEnv({ DATABASE_URL: neonPooled, DIRECT_URL: neonPooled }));
    expect(plan).toMatchObject({ url: neonPooled, variable: "DIRECT_URL", migrator: "prisma" });
    expect(plan.warning).toMatch(/^DIRECT_URL looks like a pooled/);
  });

  it("a pooled DATABASE_URL alone: the project's runner under a transaction lock, and a warning naming DATABASE_URL_UNPOOLED", () => {
    const plan = setupPlan(parseEnv({ DATABASE_URL: neonPooled }));
    expect(plan).toMatchObject({ url: neonPooled, variable: "DATABASE_URL", migrator: "ledger" });
    expect(plan.warning).toMatch(/DATABASE_URL_UNPOOLED/);
    expect(pooledWithoutDirectWarning(parseEnv({ DATABASE_URL: neonPooled }))).toBe(plan.warning);
  });

  it("a direct-looking DATABASE_URL alone: the same safe path, without a warning", () => {
    const url = "postgres://user:pw@db.example.com:5432/site";
    expect(setupPlan(parseEnv({ DATABASE_URL: url }))).toMatchObject({ url, migrator: "ledger", warning: null });
  });

  it("the SQLite file: Prisma Migrate", () => {
    expect(setupPlan(parseEnv({}))).toMatchObject({ engine: "sqlite", migrator: "prisma", warning: null });
  });
});
