import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health — liveness and database reachability, for load balancers and deploy checks.
export const GET = route(async () => {
  await prisma.$queryRaw`SELECT 1`;
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
