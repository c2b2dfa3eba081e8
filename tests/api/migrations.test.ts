import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import pg from "pg";
import { startPostgres, type PostgresServer } from "../../scripts/servers/postgres";

// The committed migrations of each engine must build the database its schema describes: the
// migrations applied in order, and Prisma's own script for the schema from empty, must give the
// same tables, columns, indexes and keys. (`prisma migrate diff --exit-code` would say this, but
// with the JS schema engine it cannot read a database through the driver adapter, and replaying
// migrations into a shadow database is broken: see scripts/new-migration.sh.) A schema change
// committed without its migration, a migration edited by hand into something else, or a
// PostgreSQL migration forgotten beside the SQLite one fails here with the difference.

const execFileAsync = promisify(execFile);
const root = process.cwd();
const sqliteSchema = path.join(root, "prisma", "schema.prisma");
const sqliteMigrations = path.join(root, "prisma", "migrations");
const postgresSchemaFile = path.join(root, "prisma", "postgresql", "schema.prisma");
const postgresMigrations = path.join(root, "prisma", "postgresql", "migrations");
const prismaCli = path.join(root, "node_modules", "prisma", "build", "index.js");

/** Runs a node script of the project, without jest's NODE_OPTIONS (VM modules) and with the env given. */
async function runNode(args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_OPTIONS;
  return execFileAsync(process.execPath, args, { cwd: root, env: childEnv, maxBuffer: 64 * 1024 * 1024 });
}

/** Prisma's SQL for a schema from an empty database (DATABASE_URL picks the engine in prisma.config.ts). */
async function fromEmptyScript(schema: string, databaseUrl: string): Promise<string> {
  const { stdout } = await runNode([prismaCli, "migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"], {
    DATABASE_URL: databaseUrl,
  });
  if (!/CREATE TABLE/.test(stdout)) throw new Error(`prisma migrate diff gave no tables for ${schema}:\n${stdout}`);
  return stdout;
}

/** The migration.sql files of a migrations folder, in the order Prisma applies them. */
function migrationScripts(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((folder) => fs.readFileSync(path.join(dir, folder, "migration.sql"), "utf8"));
}

/** A scratch copy of a schema with one column (and its index) more in the Lead model, and no migration for it. */
function driftedSchema(file: string, dir: string): string {
  const text = fs.readFileSync(file, "utf8");
  const changed = text.replace(/\nmodel Lead \{\n/, "\nmodel Lead {\n  driftCheck String?\n\n  @@index([driftCheck])\n");
  if (changed === text) throw new Error(`no model Lead in ${file}`);
  const copy = path.join(dir, `drift-${path.basename(path.dirname(file))}.prisma`);
  fs.writeFileSync(copy, changed);
  return copy;
}

// ---- descriptions: one line per column, index, key or constraint, sorted, so the order columns
// were added in (ALTER TABLE appends, the from-empty script follows the model) does not count.

type Row = Record<string, unknown>;
const show = (value: unknown) => (value === null || value === undefined ? "NULL" : String(value));

async function describeSqlite(file: string): Promise<string[]> {
  const client = createClient({ url: `file:${file}` });
  try {
    const lines: string[] = [];
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> '_prisma_migrations' ORDER BY name",
    );
    for (const { name: table } of tables.rows as Row[]) {
      const q = `"${String(table).replaceAll('"', '""')}"`;
      lines.push(`${table}: table`);
      for (const c of (await client.execute(`PRAGMA table_info(${q})`)).rows as Row[]) {
        lines.push(`${table}.${c.name}: column ${c.type} ${Number(c.notnull) ? "NOT NULL" : "NULL"} default=${show(c.dflt_value)} pk=${c.pk}`);
      }
      for (const index of (await client.execute(`PRAGMA index_list(${q})`)).rows as Row[]) {
        const columns = ((await client.execute(`PRAGMA index_xinfo("${String(index.name).replaceAll('"', '""')}")`)).rows as Row[])
          .filter((column) => Number(column.key) === 1)
          .sort((a, b) => Number(a.seqno) - Number(b.seqno))
          .map((column) => `${show(column.name)}${Number(column.desc) ? " DESC" : ""}`);
        // SQLite names the indexes of PRIMARY KEY and UNIQUE clauses itself, by position.
        const name = String(index.name).startsWith("sqlite_autoindex_") ? `(${index.origin === "pk" ? "primary key" : "unique clause"})` : index.name;
        lines.push(`${table}: index ${name} ${Number(index.unique) ? "UNIQUE " : ""}(${columns.join(", ")})${Number(index.partial) ? " partial" : ""}`);
      }
      const keys = new Map<number, Row[]>();
      for (const key of (await client.execute(`PRAGMA foreign_key_list(${q})`)).rows as Row[]) {
        keys.set(Number(key.id), [...(keys.get(Number(key.id)) ?? []), key]);
      }
      for (const parts of keys.values()) {
        parts.sort((a, b) => Number(a.seq) - Number(b.seq));
        const { table: target, on_update, on_delete } = parts[0];
        lines.push(
          `${table}: foreign key (${parts.map((p) => p.from).join(", ")}) -> ${target}(${parts.map((p) => show(p.to)).join(", ")}) ON UPDATE ${on_update} ON DELETE ${on_delete}`,
        );
      }
    }
    return lines.sort();
  } finally {
    client.close();
  }
}

async function applySqlite(file: string, scripts: string[]): Promise<void> {
  const client = createClient({ url: `file:${file}` });
  try {
    for (const script of scripts) await client.executeMultiple(script);
  } finally {
    client.close();
  }
}

async function describePostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(`
      SELECT table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale,
             datetime_precision, is_nullable, column_default
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
    const indexes = await client.query(`
      SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
    const constraints = await client.query(`
      SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c
      WHERE c.connamespace = 'public'::regnamespace AND c.conrelid <> 0 AND c.conrelid <> to_regclass('public._prisma_migrations')`);
    const enums = await client.query(`
      SELECT t.typname, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE t.typnamespace = 'public'::regnamespace GROUP BY t.typname`);
    const types: Record<string, string> = { p: "PRIMARY KEY", f: "FOREIGN KEY", u: "UNIQUE", c: "CHECK", x: "EXCLUDE", n: "NOT NULL", t: "TRIGGER" };
    return [
      ...columns.rows.map((c) => {
        const size = [c.character_maximum_length, c.numeric_precision, c.numeric_scale, c.datetime_precision].map(show).join(",");
        return `${c.table_name}.${c.column_name}: column ${c.data_type} (${c.udt_name} ${size}) ${c.is_nullable === "YES" ? "NULL" : "NOT NULL"} default=${show(c.column_default)}`;
      }),
      ...indexes.rows.map((i) => `${i.tablename}: index ${i.indexname}: ${i.indexdef}`),
      ...constraints.rows.map((c) => `${c.table_name.replace(/^"|"$/g, "")}: constraint ${c.conname} ${types[c.contype] ?? c.contype}: ${c.definition}`),
      ...enums.rows.map((e) => `enum ${e.typname}: ${e.labels}`),
    ].sort();
  } finally {
    await client.end();
  }
}

async function applyPostgres(url: string, scripts: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const script of scripts) await client.query(script);
  } finally {
    await client.end();
  }
}

/** The lines only one side has: `-` after the migrations only, `+` in the schema only. Empty when they agree. */
function differences(migrated: string[], schema: string[]): string[] {
  const a = new Set(migrated);
  const b = new Set(schema);
  const only = [...migrated.filter((line) => !b.has(line)).map((line) => `- ${line}`), ...schema.filter((line) => !a.has(line)).map((line) => `+ ${line}`)];
  // By table and name (never the same line twice: each side has only what the other lacks).
  return only.sort((x, y) => (x.slice(2) < y.slice(2) ? -1 : x.slice(2) > y.slice(2) ? 1 : 0));
}

function assertSame(what: string, migrated: string[], schema: string[]): void {
  if (migrated.length === 0 || schema.length === 0) throw new Error(`${what}: an empty description (${migrated.length} and ${schema.length} lines)`);
  const diff = differences(migrated, schema);
  if (diff.length > 0) {
    throw new Error(
      `${what}: the migrations do not build the schema (write the missing migration with \`bash scripts/new-migration.sh <name>\`)\n` +
        `  - only in the database the migrations build\n  + only in the database the schema describes\n${diff.join("\n")}`,
    );
  }
}

// ---- the databases, built once for all the tests below

type Described = { migrated: string[]; schema: string[]; drifted: string[] };
let tmp: string;
let ownServer: PostgresServer | undefined;
let sqlite: PromiseSettledResult<Described>;
let postgres: PromiseSettledResult<Described>;

const unwrap = <T>(result: PromiseSettledResult<T>): T => {
  if (result.status === "rejected") throw result.reason;
  return result.value;
};

async function buildSqlite(): Promise<Described> {
  const file = (name: string) => path.join(tmp, `${name}.db`);
  // The CLI opens DATABASE_URL's file through the adapter: a scratch one, never data/app.db.
  const cliUrl = `file:${file("cli")}`;
  const [schemaScript, driftScript] = await Promise.all([
    fromEmptyScript(sqliteSchema, cliUrl),
    fromEmptyScript(driftedSchema(sqliteSchema, tmp), `file:${file("cli-drift")}`),
  ]);
  await applySqlite(file("migrated"), migrationScripts(sqliteMigrations));
  await applySqlite(file("schema"), [schemaScript]);
  await applySqlite(file("drifted"), [driftScript]);
  return { migrated: await describeSqlite(file("migrated")), schema: await describeSqlite(file("schema")), drifted: await describeSqlite(file("drifted")) };
}

async function buildPostgres(): Promise<Described> {
  let serverUrl = process.env.TEST_DB_ENGINE === "postgres" ? process.env.TEST_POSTGRES_URL : undefined;
  if (!serverUrl) {
    try {
      ownServer = await startPostgres();
    } catch (error) {
      throw new Error(`The PostgreSQL migrations are checked on every jest run, and no PostgreSQL server could be started: ${(error as Error).message}`, {
        cause: error,
      });
    }
    serverUrl = ownServer.url;
  }
  const suffix = `${process.pid}_${Date.now()}`;
  const names = { migrated: `mig_migrated_${suffix}`, schema: `mig_schema_${suffix}`, drifted: `mig_drifted_${suffix}` };
  const urlOf = (database: string) => serverUrl.replace(/\/[^/?]*(\?.*)?$/, `/${database}$1`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  try {
    // The CLI connects to DATABASE_URL's database (it must exist), and only reads it.
    const [schemaScript, driftScript] = await Promise.all([
      fromEmptyScript(postgresSchemaFile, urlOf(names.schema)),
      fromEmptyScript(driftedSchema(postgresSchemaFile, tmp), urlOf(names.drifted)),
    ]);
    await applyPostgres(urlOf(names.migrated), migrationScripts(postgresMigrations));
    await applyPostgres(urlOf(names.schema), [schemaScript]);
    await applyPostgres(urlOf(names.drifted), [driftScript]);
    const [migrated, schema, drifted] = await Promise.all([names.migrated, names.schema, names.drifted].map((name) => describePostgres(urlOf(name))));
    return { migrated, schema, drifted };
  } finally {
    if (!ownServer) {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        for (const name of Object.values(names)) await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    }
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-migrations-"));
  [sqlite, postgres] = await Promise.allSettled([buildSqlite(), buildPostgres()]);
}, 120_000);

afterAll(() => {
  ownServer?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the committed migrations build the database the schema describes", () => {
  it("SQLite: prisma/migrations/* give the tables of prisma/schema.prisma", () => {
    const { migrated, schema } = unwrap(sqlite);
    assertSame("SQLite (prisma/migrations, prisma/schema.prisma)", migrated, schema);
  });

  it("PostgreSQL: prisma/postgresql/migrations/* give the tables of prisma/postgresql/schema.prisma", () => {
    const { migrated, schema } = unwrap(postgres);
    assertSame("PostgreSQL (prisma/postgresql/migrations, prisma/postgresql/schema.prisma)", migrated, schema);
  });

  it("prisma/postgresql/schema.prisma is what scripts/db-schemas.mjs generates from prisma/schema.prisma", async () => {
    await expect(runNode(["scripts/db-schemas.mjs", "--check"])).resolves.toBeDefined();
  });

  it("detects a schema change without a migration", () => {
    // The same schemas with a Lead.driftCheck column and its index added (driftedSchema), and no
    // migration for them: the comparison fails, naming them (and only them beside any real drift
    // the tests above report), on both engines.
    const check = (what: string, described: Described, added: string[]) => {
      expect(() => assertSame(what, described.migrated, described.drifted)).toThrow("the migrations do not build the schema");
      expect(differences(described.migrated, described.drifted)).toEqual(expect.arrayContaining(added));
      expect(differences(described.schema, described.drifted)).toEqual(added);
    };
    check("SQLite", unwrap(sqlite), ["+ Lead.driftCheck: column TEXT NULL default=NULL pk=0", "+ Lead: index Lead_driftCheck_idx (driftCheck)"]);
    check("PostgreSQL", unwrap(postgres), [
      "+ Lead.driftCheck: column text (text NULL,NULL,NULL,NULL) NULL default=NULL",
      '+ Lead: index Lead_driftCheck_idx: CREATE INDEX "Lead_driftCheck_idx" ON public."Lead" USING btree ("driftCheck")',
    ]);
  });
});
