import { handleChatMessage } from "@/lib/concierge/http";
import { route, unservedMethods } from "@/lib/http/route";
import { identifyVisitor } from "@/lib/http/visitor";

export const dynamic = "force-dynamic";

// POST /api/conversations/message — the concierge: classify, log, answer (JSON or streamed).
export const POST = route({ visitor: identifyVisitor }, (request, { visitor }) => handleChatMessage(request, visitor));

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
