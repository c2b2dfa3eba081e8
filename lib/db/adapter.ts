import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type Config } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { env } from "../env";
import { EmbeddedClient } from "./embedded-client";

// Relative paths only (no "@/"): prisma.config.ts and scripts load this file outside Next.

/** The database URL with a relative `file:` path made absolute against the working directory. */
export function resolveDatabaseUrl(url: string = env.DATABASE_URL): string {
  if (!url.startsWith("file:")) return url;
  const filePath = url.slice("file:".length);
  if (filePath === ":memory:" || path.isAbsolute(filePath)) return url;
  return `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), filePath)}`;
}

// One client per database URL per process (on globalThis, so bundling can't duplicate it).
const registry = ((globalThis as { __libsqlClients?: Map<string, Client> }).__libsqlClients ??= new Map());

/**
 * The process-wide libSQL client for a database URL, shared by Prisma and lib/db/sql.ts: the
 * embedded file through EmbeddedClient (one connection, one lock), a libSQL server / Turso
 * through @libsql/client. Created on first use, re-created if it was closed.
 */
export function sharedLibsqlClient(url: string = env.DATABASE_URL): Client {
  const resolved = resolveDatabaseUrl(url);
  if (resolved.includes(":memory:")) return createClient({ url: resolved }); // private (the CLI's shadow database)
  const existing = registry.get(resolved);
  if (existing && !existing.closed) return existing;
  let client: Client;
  if (resolved.startsWith("file:")) {
    const file = resolved.slice("file:".length);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    client = new EmbeddedClient(file);
  } else {
    client = createClient({ url: resolved, authToken: env.DATABASE_AUTH_TOKEN });
  }
  registry.set(resolved, client);
  return client;
}

class SharedLibSQL extends PrismaLibSQL {
  createClient(config: Config): Client {
    return sharedLibsqlClient(config.url);
  }
}

/** The libSQL driver adapter for Prisma: an embedded SQLite file, or a libSQL / Turso server. */
export function createLibsqlAdapter(url: string = env.DATABASE_URL): PrismaLibSQL {
  return new SharedLibSQL({ url: resolveDatabaseUrl(url), authToken: env.DATABASE_AUTH_TOKEN });
}
