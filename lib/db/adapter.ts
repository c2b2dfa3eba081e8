import fs from "node:fs";
import path from "node:path";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { env } from "../env";

// Relative paths only (no "@/"): prisma.config.ts and scripts load this file outside Next.

/** The database URL with a relative `file:` path made absolute against the working directory. */
export function resolveDatabaseUrl(url: string = env.DATABASE_URL): string {
  if (!url.startsWith("file:")) return url;
  const filePath = url.slice("file:".length);
  if (filePath === ":memory:" || path.isAbsolute(filePath)) return url;
  return `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), filePath)}`;
}

/** The libSQL driver adapter for Prisma: an embedded SQLite file, or a libSQL / Turso server. */
export function createLibsqlAdapter(url: string = env.DATABASE_URL): PrismaLibSQL {
  const resolved = resolveDatabaseUrl(url);
  if (resolved.startsWith("file:") && !resolved.includes(":memory:")) {
    fs.mkdirSync(path.dirname(resolved.slice("file:".length)), { recursive: true });
  }
  return new PrismaLibSQL({ url: resolved, authToken: env.DATABASE_AUTH_TOKEN });
}
