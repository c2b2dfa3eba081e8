import { PrismaClient } from "../generated/prisma/client";
import { createLibsqlAdapter } from "./adapter";

export type { PrismaClient };

/** A Prisma client over the libSQL adapter (scripts and tests; the app uses the singleton in client.ts). */
export function createPrismaClient(url?: string): PrismaClient {
  return new PrismaClient({ adapter: createLibsqlAdapter(url) });
}
