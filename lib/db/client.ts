import "server-only";
import { createPrismaClient, type PrismaClient } from "./prisma";

// One client per process, kept on globalThis: dev hot reloads and bundling must not open more.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma: PrismaClient = (globalForPrisma.prisma ??= createPrismaClient());
