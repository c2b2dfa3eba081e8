import type { Client, InValue, ResultSet, Transaction as LibsqlTransaction } from "@libsql/client";
import pg from "pg";
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type Transaction,
} from "kysely";
import type { DB } from "../generated/kysely/types";
import { env } from "../env";
import { engineOf, resolveDatabaseUrl, sharedLibsqlClient, sharedPgPool, type Engine } from "./adapter";

// Relative paths only (no "@/"): scripts load this file outside Next.
//
// The typed query layer: every statement Prisma's API cannot express is built with Kysely against
// the table types generated from prisma/schema.prisma (lib/generated/kysely), so a renamed table or
// column fails the type check, and compiled to the dialect of DATABASE_URL's engine. Both engines'
// drivers give the same JavaScript values: booleans, Dates (UTC) and parsed JSON. Write JSON columns
// as JSON text (JSON.stringify): both engines store that.

export type { DB };
export type Db = Kysely<DB>;
export type DbTransaction = Transaction<DB>;

/** PrismaLibSQL's text format for a DateTime on SQLite (ISO 8601 with an explicit offset). */
const sqliteTimestamp = (date: Date) => date.toISOString().replace("Z", "+00:00");

function toSqliteValue(value: unknown): InValue {
  if (value instanceof Date) return sqliteTimestamp(value);
  return value as InValue;
}

// Prisma's SQLite column types, as declared in the migrations.
const SQLITE_BOOLEAN = "BOOLEAN";
const SQLITE_DATETIME = "DATETIME";
const SQLITE_JSON = "JSONB";
const SQL_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?$/; // CURRENT_TIMESTAMP's format, UTC

function fromSqliteValue(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (type.toUpperCase()) {
    case SQLITE_BOOLEAN:
      return typeof value === "number" || typeof value === "bigint" ? Number(value) !== 0 : value;
    case SQLITE_DATETIME:
      if (typeof value === "number") return new Date(value);
      if (typeof value === "string") return new Date(SQL_DATETIME.test(value) ? `${value.replace(" ", "T")}Z` : value);
      return value;
    case SQLITE_JSON:
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}

class LibsqlConnection implements DatabaseConnection {
  transaction: LibsqlTransaction | null = null;
  constructor(private readonly client: Client) {}

  /** Commits or rolls back the open transaction, and releases it (and the client's lock) either way. */
  async endTransaction(outcome: "commit" | "rollback"): Promise<void> {
    try {
      await this.transaction?.[outcome]();
    } finally {
      this.transaction?.close();
      this.transaction = null;
    }
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.transaction ?? this.client;
    const result: ResultSet = await target.execute({ sql: compiled.sql, args: compiled.parameters.map(toSqliteValue) });
    const rows = result.rows.map((row) => {
      const object: Record<string, unknown> = {};
      result.columns.forEach((column, index) => {
        const value = (row as unknown as unknown[])[index];
        object[column] = fromSqliteValue(result.columnTypes[index] ?? "", value);
      });
      return object as R;
    });
    return {
      rows,
      numAffectedRows: BigInt(result.rowsAffected),
      insertId: result.lastInsertRowid === undefined ? undefined : BigInt(result.lastInsertRowid),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported on the SQLite file");
  }
}

/**
 * Kysely over the process's shared SQLite client (lib/db/adapter.ts): the same connection and lock
 * as Prisma, so a transaction here and a Prisma write never interleave.
 */
class LibsqlDriver implements Driver {
  constructor(private readonly url: string) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new LibsqlConnection(sharedLibsqlClient(this.url));
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as LibsqlConnection).transaction = await sharedLibsqlClient(this.url).transaction("write");
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).endTransaction("commit");
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).endTransaction("rollback");
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {} // the shared client outlives this instance
}

class LibsqlDialect implements Dialect {
  constructor(private readonly url: string) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new LibsqlDriver(this.url);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

const store = globalThis as { __kysely?: Map<string, Db> };
const instances = (store.__kysely ??= new Map());

/** The process-wide query builder for a database URL (DATABASE_URL by default). */
export function database(url: string = env.DATABASE_URL): Db {
  const key = engineOf(url) === "postgres" ? url : resolveDatabaseUrl(url);
  let db = instances.get(key);
  if (!db) {
    const dialect = engineOf(url) === "postgres" ? new PostgresDialect({ pool: () => Promise.resolve(sharedPgPool(url)) }) : new LibsqlDialect(key);
    db = new Kysely<DB>({ dialect });
    instances.set(key, db);
  }
  return db;
}

/** The engine of DATABASE_URL: what a dialect fragment (lib/db/dialect.ts) compiles for. */
export function currentEngine(): Engine {
  return engineOf(env.DATABASE_URL);
}

// ---- two round trips ----------------------------------------------------------------------------

/** A statement's result in a two-step transaction. */
export type StepResult = { rows: Record<string, unknown>[]; affected: number };

/**
 * What a two-step transaction does once it has seen the first statements' results: commit (after
 * `then`) with a value, or with the value `finish` makes of `then`'s results; or roll back.
 */
export type StepDecision<R> =
  { commit: true; then?: Compilable[]; value: R } | { commit: true; then: Compilable[]; finish: (results: StepResult[]) => R } | { commit: false; value: R };

const committed = <R>(decision: StepDecision<R> & { commit: true }, results: StepResult[]): R =>
  "finish" in decision ? decision.finish(results) : decision.value;

/**
 * Sends `statements` on a pipelined connection (sharedPgPool: pg's `pipeline: true`) without waiting
 * between them, so that they cost one round trip together, each with its parameters bound (Parse,
 * Bind, Execute and Sync per statement: no value is ever written into SQL text). Waits for every
 * answer, then throws the first failure in order: inside a transaction the ones after it only fail
 * with "current transaction is aborted".
 */
async function pipelined(client: pg.PoolClient, statements: (string | CompiledQuery)[]): Promise<pg.QueryResult[]> {
  const answers = await Promise.allSettled(
    statements.map((statement) => (typeof statement === "string" ? client.query(statement) : client.query(statement.sql, [...statement.parameters]))),
  );
  const failed = answers.find((answer) => answer.status === "rejected");
  if (failed) throw failed.reason;
  return answers.map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value);
}

const toStep = (result: { rows?: unknown[]; rowCount?: number | null; numAffectedRows?: bigint }): StepResult => ({
  rows: (result.rows ?? []) as Record<string, unknown>[],
  affected: Number(result.rowCount ?? result.numAffectedRows ?? 0),
});

/**
 * A write transaction that costs two round trips to PostgreSQL however many statements it has:
 * `first` goes out pipelined behind BEGIN, in one round trip; `decide` reads their results and
 * either commits, sending `then` (statements that should hold their locks for no longer than it
 * takes to run them, such as a shared counter) pipelined ahead of COMMIT (their results go to the
 * decision's `finish`, once committed), or rolls back (returning without waiting for the rollback:
 * the connection goes back to the pool once it is done). Every
 * value is a bound parameter (pipelined). A statement that fails rolls the whole transaction back
 * (a COMMIT behind a failed statement ends it as a rollback). Nothing else runs while the
 * transaction is open. The statements of a batch cannot use each other's results in JavaScript
 * (SQL subqueries can): that is what `decide` is for. On the SQLite file the same statements run
 * one by one in a write transaction (there is no network to save).
 */
export async function twoStepTransaction<R>(first: Compilable[], decide: (results: StepResult[]) => StepDecision<R>): Promise<R> {
  if (currentEngine() !== "postgres") {
    const rolledBack = Symbol("rolled back");
    let value: R | undefined;
    try {
      return await database()
        .transaction()
        .execute(async (db) => {
          const results: StepResult[] = [];
          for (const statement of first) results.push(toStep(await db.executeQuery(statement.compile())));
          const decision = decide(results);
          if (!decision.commit) {
            value = decision.value;
            throw rolledBack;
          }
          const then: StepResult[] = [];
          for (const statement of decision.then ?? []) then.push(toStep(await db.executeQuery(statement.compile())));
          return committed(decision, then);
        });
    } catch (error) {
      if (error === rolledBack) return value as R;
      throw error;
    }
  }
  const client = await sharedPgPool().connect();
  let open = false;
  let handedOff = false;
  let broken: Error | undefined;
  try {
    let decision: StepDecision<R>;
    if (first.length === 0) {
      // Nothing to read first: BEGIN goes with the rest, one round trip in all.
      decision = decide([]);
      if (!decision.commit) return decision.value;
      open = true;
      const then = await pipelined(client, ["BEGIN", ...(decision.then ?? []).map((statement) => statement.compile()), "COMMIT"]);
      open = false;
      return committed(decision, then.slice(1, -1).map(toStep));
    }
    open = true;
    const results = (await pipelined(client, ["BEGIN", ...first.map((statement) => statement.compile())])).slice(1).map(toStep);
    decision = decide(results);
    if (!decision.commit) {
      // Nothing to keep: the caller goes on (another path, on other connections) while the rollback
      // travels, and this connection returns to the pool once it has (dropped if the rollback failed).
      open = false;
      handedOff = true;
      void client.query("ROLLBACK").then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
      return decision.value;
    }
    const then = await pipelined(client, [...(decision.then ?? []).map((statement) => statement.compile()), "COMMIT"]);
    open = false;
    return committed(decision, then.slice(0, -1).map(toStep));
  } catch (error) {
    if (open) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is unusable: drop it from the pool
      });
    }
    throw error;
  } finally {
    if (!handedOff) client.release(broken);
  }
}

// ---- locks across instances ----------------------------------------------------------------------

/**
 * Holds a PostgreSQL session advisory lock named `name` on a connection of its own until release():
 * instances doing the same thing at the same moment (migrating, seeding) take turns. Connecting
 * fails fast (15 s) with the driver's error. Only on a direct connection: through a transaction
 * pooler the session lock stays with whichever server connection took it (holdTransactionLock).
 */
export async function holdAdvisoryLock(url: string, name: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  await client.connect();
  client.on("error", () => {}); // a server going away ends the lock with the session
  await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
  return {
    async release() {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/**
 * Holds a transaction-scoped advisory lock (pg_advisory_xact_lock) named `name` until release(): a
 * transaction kept open on a connection of its own, committed by release(). Safe through a
 * transaction pooler (PgBouncer, Supavisor): the transaction keeps its one server connection, and
 * the lock ends with it whatever happens (commit, a dropped client, a killed process), so no server
 * connection in the pool is ever left holding it.
 */
export async function holdTransactionLock(url: string, name: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  await client.connect();
  client.on("error", () => {}); // a server going away ends the transaction, and the lock with it
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [name]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async release() {
      await client.query("COMMIT").catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

// ---- the migrations ledger (Prisma Migrate's _prisma_migrations) -----------------------------------

/** A row of _prisma_migrations. */
export type LedgerRow = { name: string; checksum: string; finished: boolean; rolledBack: boolean };

/**
 * Prisma Migrate's table, as `prisma migrate deploy` creates it (same columns, types and key), so
 * that a database migrated by either is read the same by the other and by `prisma migrate status`.
 */
const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/**
 * The migrations recorded in a PostgreSQL database's _prisma_migrations (created when missing), and
 * a way to apply one: its script and its row in one transaction, so a failing migration leaves
 * neither (Prisma Migrate would leave the script half applied and a failed row that blocks deploys).
 */
export async function openMigrationLedger(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  await client.connect();
  client.on("error", () => {});
  try {
    await client.query(CREATE_LEDGER);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async rows(): Promise<LedgerRow[]> {
      const result = await client.query<{ migration_name: string; checksum: string; finished: boolean; rolled_back: boolean }>(
        `SELECT "migration_name", "checksum", "finished_at" IS NOT NULL AS "finished", "rolled_back_at" IS NOT NULL AS "rolled_back" FROM "_prisma_migrations" ORDER BY "started_at"`,
      );
      return result.rows.map((row) => ({ name: row.migration_name, checksum: row.checksum, finished: row.finished, rolledBack: row.rolled_back }));
    },
    /** Runs a migration's script and records it as Prisma does (applied_steps_count 1, finished_at set). */
    async apply(name: string, checksum: string, script: string): Promise<void> {
      await client.query("BEGIN");
      try {
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES (gen_random_uuid()::text, $1, $2, clock_timestamp(), 0)`,
          [checksum, name],
        );
        await client.query(script);
        await client.query(
          `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "migration_name" = $1 AND "finished_at" IS NULL`,
          [name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    async close(): Promise<void> {
      await client.end().catch(() => {});
    },
  };
}
