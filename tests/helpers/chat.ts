// Helpers for exercising POST /api/conversations/message as Next would call it.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A module to import: its path, or a function that imports it. Give a lib module as a function,
 * `() => import("@/lib/…")`: `npm run knip` then sees that the tests use its exports (a path in a
 * string is invisible to it; routes and the proxy are entry points anyway).
 */
type ModuleSource<T> = string | (() => Promise<T>);

/**
 * Imports a fresh copy of a route module with the given environment (lib/env.ts reads it at
 * import), then restores the environment. The Prisma client is shared with the main module
 * registry: a second copy of Prisma's runtime in one process corrupts its WASM query compiler.
 */
export async function importRoute<T>(source: ModuleSource<T>, overrides: Record<string, string | undefined> = {}): Promise<T> {
  return (await importModules<{ route: T }>({ route: source }, overrides)).route;
}

/** importRoute() for several modules that share one copy of the app (as one server process does). */
export async function importModules<T extends Record<string, unknown>>(
  sources: { [K in keyof T]: ModuleSource<T[K]> },
  overrides: Record<string, string | undefined> = {},
): Promise<T> {
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(overrides)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const loaded: Record<string, unknown> = {};
  const sharedDb = await import("@/lib/db/client");
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/db/client", () => sharedDb);
      for (const [name, source] of Object.entries<ModuleSource<unknown>>(sources))
        loaded[name] = typeof source === "string" ? await import(source) : await source();
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return loaded as T;
}

export async function loadMessageHandler(overrides: Record<string, string | undefined> = {}): Promise<Handler> {
  const route = await importRoute<{ POST: Handler }>("@/app/api/conversations/message/route", overrides);
  return route.POST;
}

export const context = { params: Promise.resolve({}) };

export function messageRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/conversations/message", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export type StreamedReply = { text: string; deltas: string[]; data: Record<string, unknown> | null; chunks: { type: string }[] };

/** Reads an AI SDK UI message stream (SSE) into its text deltas and the concierge data part. */
export async function readUiMessageStream(response: Response): Promise<StreamedReply> {
  const raw = await response.text();
  const chunks = raw
    .split("\n\n")
    .map((block) => block.trim())
    .filter((block) => block.startsWith("data: ") && block !== "data: [DONE]")
    .map((block) => JSON.parse(block.slice("data: ".length)) as { type: string; delta?: string; data?: Record<string, unknown> });
  const deltas = chunks.filter((chunk) => chunk.type === "text-delta").map((chunk) => chunk.delta ?? "");
  const data = chunks.find((chunk) => chunk.type === "data-concierge")?.data ?? null;
  return { text: deltas.join(""), deltas, data, chunks };
}
