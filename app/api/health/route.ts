import type { HealthResponse } from "@/lib/contracts/content";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health — liveness: the server is up and answering (no database work).
export function GET() {
  return Response.json({ status: "ok" } satisfies HealthResponse, { headers: { "Cache-Control": "no-store" } });
}

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
