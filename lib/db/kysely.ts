import type { Client, InValue, ResultSet, Transaction as LibsqlTransaction } from "@libsql/client";
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
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
export const sqliteTimestamp = (date: Date) => date.toISOString().replace("Z", "+00:00");

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

/** Statements sent as written, rows returned as stored (the raw escape hatch for scripts). */
const asStored = new WeakSet<object>();

class LibsqlConnection implements DatabaseConnection {
  transaction: LibsqlTransaction | null = null;
  constructor(private readonly client: Client) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.transaction ?? this.client;
    const result: ResultSet = await target.execute({ sql: compiled.sql, args: compiled.parameters.map(toSqliteValue) });
    const convert = !asStored.has(compiled);
    const rows = result.rows.map((row) => {
      const object: Record<string, unknown> = {};
      result.columns.forEach((column, index) => {
        const value = (row as unknown as unknown[])[index];
        object[column] = convert ? fromSqliteValue(result.columnTypes[index] ?? "", value) : value;
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
    const libsql = connection as LibsqlConnection;
    try {
      await libsql.transaction?.commit();
    } finally {
      libsql.transaction?.close();
      libsql.transaction = null;
    }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const libsql = connection as LibsqlConnection;
    try {
      await libsql.transaction?.rollback();
    } finally {
      libsql.transaction?.close();
      libsql.transaction = null;
    }
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

/** Marks a compiled statement to run as written and return its rows as stored (no conversion). */
export function asStoredRows<T extends object>(compiled: T): T {
  asStored.add(compiled);
  return compiled;
}
