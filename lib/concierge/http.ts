import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { env } from "../env";
import { readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import { chatRequestSchema, MESSAGE_BODY_LIMIT_BYTES, type ChatResponse } from "../validation/chat";
import { beginTurn, completeTurn } from "./turn";

// POST /api/conversations/message: JSON by default, the AI SDK UI message stream (text deltas,
// then the response fields as a `data-concierge` part) for `Accept: text/event-stream`.

export const STREAM_FAILURE_MESSAGE = "I understand you're looking for more specific information. How can I help you with your project?";

export const RATE_LIMIT_MESSAGE = "You're sending messages quickly. Please wait a moment and try again.";

export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/event-stream");
}

export async function handleChatMessage(request: Request): Promise<Response> {
  const body = await readJson(request, { schema: chatRequestSchema, maxBytes: MESSAGE_BODY_LIMIT_BYTES });
  const userIp = clientIp(request.headers);
  const keys = [userIp ? `chat:ip:${userIp}` : null, body.sessionId ? `chat:session:${body.sessionId}` : null].filter(
    (key): key is string => key !== null,
  );
  const turn = await beginTurn({
    request: body,
    userIp,
    rateLimit: { keys, limit: env.RATE_LIMIT_CHAT_PER_MINUTE, message: RATE_LIMIT_MESSAGE },
  });

  if (!wantsEventStream(request)) return Response.json(await completeTurn(turn));

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const id = `reply-${turn.messageId}`;
      writer.write({ type: "start", messageId: turn.messageId });
      writer.write({ type: "text-start", id });
      const response: ChatResponse = await completeTurn(turn, (delta) => writer.write({ type: "text-delta", id, delta }));
      writer.write({ type: "text-end", id });
      writer.write({ type: "data-concierge", data: response });
      writer.write({ type: "finish", finishReason: "stop" });
    },
    onError: (error) => {
      console.error("[concierge] stream failed", error);
      return STREAM_FAILURE_MESSAGE;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}
