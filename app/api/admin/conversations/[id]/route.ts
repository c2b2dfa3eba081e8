import { withAdmin } from "@/lib/auth/with-admin";
import type { ConversationDetail } from "@/lib/contracts/conversations";
import { getConversation } from "@/lib/conversations/store";
import { ApiError } from "@/lib/http/errors";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/conversations/{id} — one conversation with its messages in order.
export const GET = withAdmin<{ id: string }>(async (_request, { params: { id } }) => {
  const detail = await getConversation(id);
  if (!detail) throw new ApiError("not_found", "Conversation not found");
  return Response.json(detail satisfies ConversationDetail, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
