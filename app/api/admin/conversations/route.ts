import { z } from "zod";
import { withAdmin } from "@/lib/auth/with-admin";
import { listConversations } from "@/lib/db/conversations";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(100).optional(),
});

// GET /api/admin/conversations — conversations, latest activity first, paginated (?limit, ?cursor, ?q).
export const GET = withAdmin(async (request) => {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listConversations({ limit: query.limit, cursor: query.cursor, search: query.q || undefined });
  return Response.json(page, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
