import type { ReadinessResponse } from "@/lib/contracts/content";
import { prisma } from "@/lib/db/client";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health/ready — readiness: the database answers, for load balancers and deploy checks.
export const GET = route(async () => {
  await prisma.$queryRaw`SELECT 1`;
  return Response.json({ status: "ready" } satisfies ReadinessResponse, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
