import { withAdmin } from "@/lib/auth/with-admin";
import { conversationListQuerySchema } from "@/lib/contracts/admin-requests";
import type { ConversationPage } from "@/lib/contracts/conversations";
import { listConversations } from "@/lib/conversations/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/conversations — conversations, latest activity first, paginated (?limit, ?cursor, ?q).
export const GET = withAdmin(async (request) => {
  const query = conversationListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listConversations({ limit: query.limit, cursor: query.cursor, search: query.q || undefined });
  return Response.json(page satisfies ConversationPage, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
