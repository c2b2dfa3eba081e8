import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type Config } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "../env";
import { EmbeddedClient } from "./embedded-client";

// Relative paths only (no "@/"): prisma.config.ts and scripts load this file outside Next.
//
// Two engines, one per DATABASE_URL scheme:
// - `file:` the embedded SQLite file (the zero-setup default), one connection per process;
// - `postgres://` / `postgresql://` a PostgreSQL server, a pool of DATABASE_POOL_MAX connections
//   per process (TLS from the URL: `?sslmode=require` for hosted providers).
// Prisma and the typed query layer (lib/db/kysely.ts) share that connection or pool.

export type Engine = "sqlite" | "postgres";

/** The engine a database URL names. */
export function engineOf(url: string = env.DATABASE_URL): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

/** The database URL with a relative `file:` path made absolute against the working directory. */
export function resolveDatabaseUrl(url: string = env.DATABASE_URL): string {
  if (!url.startsWith("file:")) return url;
  const filePath = url.slice("file:".length);
  if (filePath === ":memory:" || path.isAbsolute(filePath)) return url;
  return `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), filePath)}`;
}

/** The URL without its password, for logs and error messages. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@").replace(/\?.*$/, "");
}

// One client or pool per database URL per process (on globalThis, so bundling can't duplicate it).
const store = globalThis as { __libsqlClients?: Map<string, Client>; __pgPools?: Map<string, pg.Pool> };
const registry = (store.__libsqlClients ??= new Map());
const pools = (store.__pgPools ??= new Map());

/**
 * The process-wide SQLite client for a `file:` URL, shared by Prisma and the typed query layer:
 * EmbeddedClient (one connection, one lock). Created on first use, re-created if it was closed.
 */
export function sharedLibsqlClient(url: string = env.DATABASE_URL): Client {
  const resolved = resolveDatabaseUrl(url);
  if (!resolved.startsWith("file:")) throw new Error("sharedLibsqlClient: not an SQLite file URL");
  if (resolved.includes(":memory:")) return createClient({ url: resolved }); // private (the CLI's shadow database)
  const existing = registry.get(resolved);
  if (existing && !existing.closed) return existing;
  const file = resolved.slice("file:".length);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const client = new EmbeddedClient(file);
  registry.set(resolved, client);
  return client;
}

// PostgreSQL values as the SQLite driver gives them to the typed layer: counts and sums as numbers
// (not strings), timestamps (stored in UTC) as Dates read as UTC whatever the host's time zone.
// Prisma's adapter sets its own parsers per query, so these reach only the typed layer.
const TIMESTAMP = 1114;
const INT8 = 20;
const NUMERIC = 1700;
function getTypeParser(oid: number, format?: "text" | "binary") {
  if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
  if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

// Date parameters are sent in UTC (node-postgres's default is the host's zone with an offset, which
// PostgreSQL drops for a `timestamp` column: a host not on UTC would store shifted times).
pg.defaults.parseInputDatesAsUTC = true;

/** The process-wide PostgreSQL pool for a URL, shared by Prisma and the typed query layer. */
export function sharedPgPool(url: string = env.DATABASE_URL): pg.Pool {
  const existing = pools.get(url);
  if (existing && !existing.ended) return existing;
  const pool = new pg.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_MAX,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser } as pg.CustomTypesConfig,
    // Statements issued together on one connection go out without waiting for each other's answer
    // (each still has its own Parse/Bind/Execute/Sync, its values bound): twoStepTransaction sends
    // a batch this way in one round trip. A connection used one statement at a time (Prisma, the
    // typed layer) behaves as without it; cursors and the `rows` option are refused in this mode.
    pipeline: true,
  });
  // A connection the server drops (restart, failover, an administrator) must not crash the process:
  // the pool listens on idle ones only, and a connection checked out between two statements (a
  // transaction deciding) would otherwise emit an unhandled 'error'. The statement that was using
  // it fails, its request answers with the error envelope, and the pool replaces the connection.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  pools.set(url, pool);
  return pool;
}

/** Closes the shared pool or client of a URL (scripts and tests; the app keeps them open). */
export async function closeSharedConnections(url: string = env.DATABASE_URL): Promise<void> {
  if (engineOf(url) === "postgres") {
    const pool = pools.get(url);
    pools.delete(url);
    if (pool && !pool.ended) await pool.end();
  } else {
    const resolved = resolveDatabaseUrl(url);
    registry.get(resolved)?.close();
    registry.delete(resolved);
  }
}

class SharedLibSQL extends PrismaLibSQL {
  createClient(config: Config): Client {
    return sharedLibsqlClient(config.url);
  }
}

/** Prisma's driver adapter for a database URL: the SQLite file, or a PostgreSQL server. */
export function createAdapter(url: string = env.DATABASE_URL): PrismaLibSQL | PrismaPg {
  if (engineOf(url) === "postgres") return new PrismaPg(sharedPgPool(url));
  return new SharedLibSQL({ url: resolveDatabaseUrl(url) });
}

// Prisma Migrate's JS schema engine reads PostgreSQL's catalogs, whose `name` columns
// @prisma/adapter-pg 6.19 refuses ("Column type 'name' could not be deserialized", prisma/orm#27403).
// For the CLI only (prisma.config.ts), such columns are handed over as text, which they are.
const NAME = 19;
const TEXT = 25;
let catalogNamesPatched = false;
function readCatalogNamesAsText(queryable: object) {
  if (catalogNamesPatched) return;
  // PrismaPgAdapter extends PgTransaction's base class PgQueryable, which owns performIO.
  let proto: { performIO?: (query: unknown) => Promise<{ fields: { dataTypeID: number }[] }> } | null = Object.getPrototypeOf(queryable);
  while (proto && !Object.hasOwn(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  const original = proto?.performIO;
  if (!proto || !original) throw new Error("@prisma/adapter-pg changed: performIO not found");
  proto.performIO = async function (this: unknown, query: unknown) {
    const result = await original.call(this, query);
    for (const field of result.fields) if (field.dataTypeID === NAME) field.dataTypeID = TEXT;
    return result;
  };
  catalogNamesPatched = true;
}

/** The driver adapter for the Prisma CLI (migrate deploy, status, diff) on a database URL. */
export function createMigrationAdapter(url: string = env.DATABASE_URL) {
  if (engineOf(url) !== "postgres") return createAdapter(url);
  const factory = new PrismaPg({ connectionString: url });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    readCatalogNamesAsText(adapter);
    return adapter;
  };
  return factory;
}
