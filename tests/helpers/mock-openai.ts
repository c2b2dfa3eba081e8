import http from "node:http";
import type { AddressInfo } from "node:net";

// A local server that speaks the OpenAI chat-completions protocol (streamed), so the LLM path is
// tested over real HTTP without the internet. Each request takes the next scripted turn.

type MockTurn =
  | { kind: "text"; text: string; totalTokens?: number; delayMs?: number }
  | { kind: "tool"; name: string; args: Record<string, unknown> }
  | { kind: "error"; status: number; message?: string }
  | { kind: "hang"; ms: number }
  | { kind: "partial-then-drop"; text: string };

export type MockOpenAi = {
  baseURL: string;
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  script: (turns: MockTurn[]) => void;
  close: () => Promise<void>;
};

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: "chatcmpl-mock",
  object: "chat.completion.chunk",
  created: 1_790_000_000,
  model: "mock-model",
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export async function startMockOpenAi(): Promise<MockOpenAi> {
  let turns: MockTurn[] = [];
  const requests: MockOpenAi["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((request, response) => {
    // One connection per request: a pooled socket the server closes while the client reuses it
    // (an idle gap on a loaded machine) would fail a request before it arrives.
    response.setHeader("connection", "close");
    let raw = "";
    request.on("data", (part) => (raw += part));
    request.on("end", async () => {
      if (request.url !== "/v1/chat/completions" || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      requests.push({ body: JSON.parse(raw), authorization: request.headers.authorization });
      const turn = turns.shift() ?? { kind: "text", text: "(no scripted turn)" };
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);

      if (turn.kind === "error") {
        response.writeHead(turn.status, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: turn.message ?? "upstream failure", type: "server_error" } }));
        return;
      }
      if (turn.kind === "hang") {
        // Unref'd: a long hang must not keep the test process alive after the suite ends.
        await new Promise((resolve) => setTimeout(resolve, turn.ms).unref());
        if (!response.destroyed) response.writeHead(504).end();
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      if (turn.kind === "tool") {
        send(
          chunk({ role: "assistant", content: null, tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: turn.name, arguments: "" } }] }),
        );
        send(chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(turn.args) } }] }));
        send(chunk({}, "tool_calls"));
        send({ ...chunk({}), choices: [], usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 } });
        response.end("data: [DONE]\n\n");
        return;
      }
      if (turn.kind === "partial-then-drop") {
        send(chunk({ role: "assistant", content: turn.text }));
        setTimeout(() => response.destroy(), 100); // let the first chunk arrive, then drop the connection
        return;
      }
      if (turn.delayMs) await new Promise((resolve) => setTimeout(resolve, turn.delayMs));
      send(chunk({ role: "assistant", content: "" }));
      for (const piece of turn.text.match(/\S+\s*/g) ?? []) send(chunk({ content: piece }));
      send(chunk({}, "stop"));
      const total = turn.totalTokens ?? 57;
      send({ ...chunk({}), choices: [], usage: { prompt_tokens: total - 12, completion_tokens: 12, total_tokens: total } });
      response.end("data: [DONE]\n\n");
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      turns = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
