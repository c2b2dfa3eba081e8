import { ZodError } from "zod";
import { errorFields, log } from "../log";
import { ApiError, errorResponse } from "./errors";
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from "./request-id";

// The route wrapper owns the try/catch: handlers throw ApiError (or a ZodError) and return
// the happy path. Anything else is logged (one JSON line: route, status, request id, the error's
// class and message) and answered with a generic 500 that leaks nothing but the request id. Every
// answer carries X-Request-Id.

export type RouteContext<P extends Record<string, string | string[]> = Record<string, string>> = {
  params: Promise<P>;
};

export type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response;

export const GENERIC_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The route's path without its query, as a log line names it. */
export const routeOf = (request: Request) => {
  try {
    return `${request.method} ${new URL(request.url).pathname}`;
  } catch {
    return request.method;
  }
};

export function toErrorResponse(error: unknown, request?: Request): Response {
  if (error instanceof ApiError) return errorResponse(error.code, error.message, error.headers);
  if (error instanceof ZodError) return errorResponse("bad_request", zodMessage(error));
  const response = errorResponse("internal_error", GENERIC_ERROR_MESSAGE);
  log.error({ route: request ? routeOf(request) : undefined, status: response.status, requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined, ...errorFields(error) }, "request failed");
  return response;
}

/** The response with the request id header (a copy when its headers are immutable). */
function withRequestIdHeader(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
}

/**
 * An error answered to a request that carries a body closes the connection: the body may be
 * unread (a 401 before an upload, a 413 cut off mid-stream), and on a kept-alive connection the
 * server would read and discard all of it to reach the next request.
 */
export function closeAfterRefusal(request: Request, response: Response): Response {
  if (request.body !== null) response.headers.set("Connection", "close");
  return response;
}

export function route<C = RouteContext>(handler: RouteHandler<C>): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    const id = requestIdOf(request);
    return withRequestId(id, async () => {
      try {
        return withRequestIdHeader(await handler(request, context), id);
      } catch (error) {
        return closeAfterRefusal(request, toErrorResponse(error, request));
      }
    });
  };
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
type Unserved<S extends Method> = Exclude<Method, S | (S extends "GET" ? "HEAD" : never)>;

/**
 * Handlers for the methods a route does not serve, for it to export beside its own: Next answers
 * those with a bare 405 (no body, no Allow header), and its automatic OPTIONS would list them as
 * allowed once exported. These answer 405 in the error envelope with the Allow header, and OPTIONS
 * with 204 and the same Allow. `headers` go on every answer (a route whose next.config.ts rule
 * leaves the Content-Security-Policy to the handler passes its own).
 */
export function unservedMethods<S extends Method>(served: readonly S[], headers: Record<string, string> = {}) {
  const serves = (method: Method) => served.includes(method as S) || (method === "HEAD" && served.includes("GET" as S));
  const allow = [...METHODS.filter(serves), "OPTIONS"].sort().join(", ");
  const refuse = async (request: Request) =>
    withRequestId(requestIdOf(request), () => closeAfterRefusal(request, errorResponse("method_not_allowed", `Use ${served.join(" or ")} for this endpoint`, { ...headers, Allow: allow })));
  const handlers = Object.fromEntries(METHODS.filter((method) => !serves(method)).map((method) => [method, refuse]));
  return {
    ...handlers,
    OPTIONS: (request?: Request) => new Response(null, { status: 204, headers: { ...headers, Allow: allow, [REQUEST_ID_HEADER]: request ? requestIdOf(request) : crypto.randomUUID() } }),
  } as Record<Unserved<S>, (request: Request) => Promise<Response>> & { OPTIONS: (request?: Request) => Response };
}
