import type { Service } from "@/lib/contracts/content";
import { getService } from "@/lib/db/content";
import { ApiError } from "@/lib/http/errors";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/services/{slug} — every field of one service (serviceSchema in lib/contracts/content.ts); 404 when unknown.
export const GET = route<{ slug: string }>(async (_request, { params: { slug } }) => {
  const service = await getService(slug.slice(0, 100));
  if (!service) throw new ApiError("not_found", "Service not found");
  return Response.json(service satisfies Service, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
