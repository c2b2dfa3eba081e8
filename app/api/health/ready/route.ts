import type { ReadinessResponse } from "@/lib/contracts/content";
import { database } from "@/lib/db/kysely";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health/ready — readiness: the database answers, for load balancers and deploy checks.
export const GET = route(async () => {
  await database()
    .selectNoFrom((eb) => eb.lit(1).as("ok"))
    .execute();
  return Response.json({ status: "ready" } satisfies ReadinessResponse, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
