import "server-only";
import { createPrismaClient, type PrismaClient } from "./prisma";

// One client per process; dev hot reloads would otherwise open a new connection on every edit.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.prisma ?? createPrismaClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;
