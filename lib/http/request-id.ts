import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { trustedProxyConfigured } from "../env";

// Every API answer carries an X-Request-Id, and its error envelope says it, so a visitor's report
// can be found in the server's log lines (lib/log.ts). proxy.ts gives page requests theirs (a
// request header the handler reads, and the response header); a route handler (route() in
// route.ts) takes the one proxy.ts set, or makes one, and keeps it here while it runs.

export const REQUEST_ID_HEADER = "x-request-id";

const SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const current = new AsyncLocalStorage<{ id: string; clientId?: string }>();

/** A request with a body never reaches proxy.ts (its matcher): its X-Request-Id is whatever the client wrote. */
const skipsTheProxy = (request: Request) => request.headers.has("content-length") || request.headers.has("transfer-encoding");

/**
 * The request's id: the one proxy.ts gave it. A request that skips the proxy (one with a body)
 * keeps a UUID-shaped id it carries only behind a trusted proxy (CLIENT_IP_HEADER set, or Vercel),
 * which names it; from anyone else it is the client's word, kept apart (`clientRequestIdOf`), and
 * the request gets a new id. Only a UUID is ever taken, so an id cannot carry anything into a log
 * line.
 */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  if (!given || !SHAPE.test(given)) return randomUUID();
  return skipsTheProxy(request) && !trustedProxyConfigured() ? randomUUID() : given;
}

/** The UUID-shaped id a client sent that `requestIdOf` did not take, for the log to keep beside the request's own. */
export function clientRequestIdOf(request: Request, id: string): string | undefined {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && SHAPE.test(given) && given !== id ? given : undefined;
}

/** Runs `work` with `id` as the current request's id (and the id the client sent, if another). */
export function withRequestId<T>(id: string, work: () => T, clientId?: string): T {
  return current.run({ id, clientId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.id;
}

/** The id the client sent for the request being handled, when the server named it otherwise. */
export function currentClientRequestId(): string | undefined {
  return current.getStore()?.clientId;
}
