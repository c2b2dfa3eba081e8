import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// Every API answer carries an X-Request-Id, and its error envelope says it, so a visitor's report
// can be found in the server's log lines (lib/log.ts). proxy.ts gives page requests theirs (a
// request header the handler reads, and the response header); a route handler (route() in
// route.ts) takes the one proxy.ts set, or makes one, and keeps it here while it runs.

export const REQUEST_ID_HEADER = "x-request-id";

const SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const current = new AsyncLocalStorage<string>();

/**
 * The request's id: the one proxy.ts gave it, or for a request that skips the proxy (one with a
 * body) a UUID-shaped id it carries; otherwise a new one. Only a UUID is taken, so an id cannot
 * carry anything into a log line.
 */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && SHAPE.test(given) ? given : randomUUID();
}

/** Runs `work` with `id` as the current request's id. */
export function withRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
