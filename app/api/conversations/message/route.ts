import { handleChatMessage } from "@/lib/concierge/http";
import { route } from "@/lib/http/route";
import { withVisitor } from "@/lib/http/visitor";

export const dynamic = "force-dynamic";

// POST /api/conversations/message — the concierge: classify, log, answer (JSON or streamed).
export const POST = route(withVisitor(handleChatMessage));
