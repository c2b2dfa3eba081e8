import { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "../generated/prisma-pg/client";
import { createAdapter, engineOf } from "./adapter";
import { env } from "../env";

// One schema, two generated clients (each carries its engine's query compiler). Their APIs are the
// same models and fields, so the app is typed against the SQLite one.
export type { PrismaClient };

/** A Prisma client for a database URL (scripts and tests; the app uses the singleton in client.ts). */
export function createPrismaClient(url: string = env.DATABASE_URL): PrismaClient {
  if (engineOf(url) === "postgres") {
    return new PostgresPrismaClient({ adapter: createAdapter(url) }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: createAdapter(url) });
}
