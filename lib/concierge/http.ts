import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { MESSAGE_RATE_LIMITED, requesterLimits } from "../http/rate-limit";
import type { Visitor } from "../http/visitor";
import type { ChatResponse } from "../contracts/chat";
import type { ChatRequest } from "../contracts/chat-request";
import { CONCIERGE_DATA_PART } from "../contracts/enums";
import { beginTurn, completeTurn } from "./turn";
import { errorFields, log } from "../log";

// POST /api/conversations/message, a chat message (the route has read it, and sent the contact
// page's form to lib/contact): JSON by default, the AI SDK UI message stream (text deltas, then the
// response fields as a `data-concierge` part) for `Accept: text/event-stream`.

const STREAM_FAILURE_MESSAGE = "I understand you're looking for more specific information. How can I help you with your project?";

function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/event-stream");
}

/**
 * The buckets a message counts in. The client-chosen sessionId is no key (anyone can send a new
 * one each time); the visitor cookie and a trusted IP are.
 */
function chatLimits(visitor: Visitor, ip: string | null) {
  return requesterLimits("chat", { visitorId: visitor.known ? visitor.id : null, ip }, env.RATE_LIMIT_CHAT_PER_MINUTE);
}

export async function handleChatMessage(request: Request, body: ChatRequest, visitor: Visitor): Promise<Response> {
  const userIp = clientIp(request.headers);
  const turn = await beginTurn({
    request: body,
    userIp,
    visitorId: visitor.id,
    visitorKnown: visitor.known,
    rateLimit: { limits: chatLimits(visitor, userIp), message: MESSAGE_RATE_LIMITED },
  });

  if (!wantsEventStream(request)) return Response.json(await completeTurn(turn));

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const id = `reply-${turn.messageId}`;
      writer.write({ type: "start", messageId: turn.messageId });
      writer.write({ type: "text-start", id });
      const response: ChatResponse = await completeTurn(turn, (delta) => writer.write({ type: "text-delta", id, delta }));
      writer.write({ type: "text-end", id });
      writer.write({ type: CONCIERGE_DATA_PART, data: response });
      writer.write({ type: "finish", finishReason: "stop" });
    },
    onError: (error) => {
      log.error({ job: "chat stream", ...errorFields(error) }, "the chat stream failed");
      return STREAM_FAILURE_MESSAGE;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}
