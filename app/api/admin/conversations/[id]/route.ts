import { conversationView } from "@/lib/admin/conversation-view";
import { withAdmin } from "@/lib/auth/with-admin";
import type { ConversationView } from "@/lib/contracts/conversations";
import { ApiError } from "@/lib/http/errors";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/conversations/{id} — one conversation with its messages in order, what answered each, and the files sent in it.
export const GET = withAdmin<{ id: string }>(async (_request, { params: { id } }) => {
  const view = await conversationView(id);
  if (!view) throw new ApiError("not_found", "Conversation not found");
  return Response.json(view satisfies ConversationView, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
