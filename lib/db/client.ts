import "server-only";
import { createPrismaClient, type PrismaClient } from "./prisma";

// One client per process, kept on globalThis: dev hot reloads and bundling must not open more.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma: PrismaClient = (globalForPrisma.prisma ??= createPrismaClient());

// Prisma's value helpers (DbNull, JsonNull) must come from the same copy of the client as `prisma`.
export { Prisma } from "../generated/prisma/client";

/** The Prisma error code (P2002 unique, P2025 not found, …) of an error, if it is one. */
export function prismaErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && error.name === "PrismaClientKnownRequestError" && typeof code === "string" ? code : undefined;
}
