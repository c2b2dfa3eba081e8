import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { env } from "../env";
import { readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import { requesterLimits } from "../http/rate-limit";
import type { Visitor } from "../http/visitor";
import type { ChatResponse } from "../contracts/chat";
import { chatRequestSchema, knownVisitorChatRequestSchema, MESSAGE_BODY_LIMIT_BYTES } from "../contracts/chat-request";
import { CONCIERGE_DATA_PART } from "../contracts/enums";
import { CONTACT_FORM_SESSION } from "../contracts/contact";
import { beginTurn, completeTurn } from "./turn";
import { errorFields, log } from "../log";

// POST /api/conversations/message: JSON by default, the AI SDK UI message stream (text deltas,
// then the response fields as a `data-concierge` part) for `Accept: text/event-stream`.

const STREAM_FAILURE_MESSAGE = "I understand you're looking for more specific information. How can I help you with your project?";

const RATE_LIMIT_MESSAGE = "You're sending messages quickly. Please wait a moment and try again.";

function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/event-stream");
}

/**
 * The buckets a message counts in. The client-chosen sessionId is no key (anyone can send a new
 * one each time); the visitor cookie and a trusted IP are. The contact page's submissions from a
 * known visitor count in that visitor's own contact bucket, so nobody else's flood can fail them.
 */
function chatLimits(body: { sessionId?: string }, visitor: Visitor, ip: string | null) {
  const requester = { visitorId: visitor.known ? visitor.id : null, ip };
  return visitor.known && body.sessionId === CONTACT_FORM_SESSION
    ? requesterLimits("contact", requester, env.RATE_LIMIT_CONTACT_PER_MINUTE)
    : requesterLimits("chat", requester, env.RATE_LIMIT_CHAT_PER_MINUTE);
}

export async function handleChatMessage(request: Request, visitor: Visitor): Promise<Response> {
  const schema = visitor.known ? knownVisitorChatRequestSchema : chatRequestSchema;
  const body = await readJson(request, { schema, maxBytes: MESSAGE_BODY_LIMIT_BYTES });
  const userIp = clientIp(request.headers);
  const turn = await beginTurn({
    request: body,
    userIp,
    visitorId: visitor.id,
    visitorKnown: visitor.known,
    rateLimit: { limits: chatLimits(body, visitor, userIp), message: RATE_LIMIT_MESSAGE },
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
