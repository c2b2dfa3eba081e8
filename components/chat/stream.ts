import type { ChatResponse, ConciergeDataPart } from "@/lib/contracts/chat";
import { CONCIERGE_DATA_PART } from "@/lib/contracts/chat-values";
import { decode, type Decoder } from "@/lib/api-client/client";

// Reads the concierge's AI SDK UI message stream (server-sent events) without the SDK: text
// deltas as they arrive, then the response fields from the data part, decoded with the answer's
// contract. The contract (and its schema library) is passed in as a promise: the chat starts
// loading it with its first message and needs it only at the end of the reply, so the page's
// first load carries no schema and the first words are not held back for it.

export class StreamError extends Error {}

export async function readConciergeStream(
  response: Response,
  onDelta: (text: string) => void,
  dataPart: Promise<Decoder<ConciergeDataPart>>,
): Promise<ChatResponse | null> {
  if (!response.body) throw new StreamError("The reply had no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let part: unknown = null;

  const handle = (event: string) => {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data || data === "[DONE]") return;
    const chunk = JSON.parse(data) as { type: string; delta?: string; errorText?: string };
    if (chunk.type === "text-delta" && chunk.delta) onDelta(chunk.delta);
    else if (chunk.type === CONCIERGE_DATA_PART) part = chunk;
    else if (chunk.type === "error") throw new StreamError(chunk.errorText ?? "The reply failed");
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      handle(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf("\n\n");
    }
  }
  if (buffer.trim()) handle(buffer);
  return part === null ? null : decode(await dataPart, part, response.url).data;
}
