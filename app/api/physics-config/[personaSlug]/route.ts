import type { PhysicsConfigResponse } from "@/lib/contracts/content";
import { physicsConfigFor } from "@/lib/db/personas";
import { ApiError } from "@/lib/http/errors";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/physics-config/{personaSlug} — spring settings for the result cards ('default' or a persona).
export const GET = route<{ personaSlug: string }>(async (_request, { params: { personaSlug } }) => {
  const config = await physicsConfigFor(personaSlug.slice(0, 64));
  if (!config) throw new ApiError("not_found", "No physics config is configured");
  return Response.json(config satisfies PhysicsConfigResponse, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
