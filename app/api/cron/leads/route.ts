import { constantTimeEqual, readBearerToken } from "@/lib/auth/admin-token";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { route, unservedMethods } from "@/lib/http/route";
import { sweep } from "@/lib/leads/sweep";

export const dynamic = "force-dynamic";

// GET /api/cron/leads — the leads sweep (due notifications, qualifications, the daily retention job) for
// hosts without a long-lived process: Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET`.
export const GET = route(async (request) => {
  const token = readBearerToken(request.headers);
  if (!env.CRON_SECRET || !token || !constantTimeEqual(token, env.CRON_SECRET)) {
    throw new ApiError("unauthorized", "A valid CRON_SECRET bearer token is required", { "WWW-Authenticate": 'Bearer realm="cron"' });
  }
  return Response.json(await sweep(), { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
