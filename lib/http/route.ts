import { ZodError } from "zod";
import { errorFields, log } from "../log";
import { ApiError, errorResponse } from "./errors";
import { clientRequestIdOf, currentClientRequestId, REQUEST_ID_HEADER, requestIdOf, withRequestId } from "./request-id";
import type { Visitor } from "./visitor";

// The route wrapper owns the try/catch: handlers throw ApiError (or a ZodError) and return
// the happy path. Anything else is logged (one JSON line: route, status, request id, the error's
// class and message) and answered with a generic 500 that leaks nothing but the request id. Every
// answer carries X-Request-Id.
// It also hands the handler what it would otherwise fetch itself, in one input object: the route's
// params (Next 16 passes them as a promise; the handler gets them resolved and typed), and, when
// asked, the visitor (lib/http/visitor.ts) or, through withAdmin() (lib/auth), who the admin is.
// The route names how its visitor is found (identifyVisitor), so this module never
// loads visitor.ts and its data layer for the routes that need no visitor.

/** A route's dynamic segments: `[id]` is a string, `[...key]` and `[[...key]]` a list. */
export type Params = Record<string, string | string[] | undefined>;
/** The params of a route without dynamic segments. */
export type NoParams = Record<string, never>;

/** What Next passes a route handler beside the request. */
type RouteContext<P extends Params = NoParams> = { params: Promise<P> };

/** A route handler as Next calls it: what route() and withAdmin() return, to be exported as GET, POST… */
export type NextRouteHandler<P extends Params = NoParams, R extends Request = Request> = (request: R, context: RouteContext<P>) => Promise<Response>;

/** The handler's own signature: the request, and what the wrapper resolved for it. */
export type Handler<I, R extends Request = Request> = (request: R, input: I) => Promise<Response> | Response;

/** What a handler gets beside the request: its params, resolved (and, per its options, more). */
export type RouteInput<P extends Params = NoParams> = { params: P };

/**
 * How a route finds its visitor (lib/http/visitor.ts): identifyVisitor, the request's own, else a
 * newcomer with a fresh id whose cookie goes on whatever the handler answers, errors included (an
 * API client has its own rate-limit buckets from its second request on).
 */
export type VisitorLookup<V extends Visitor | null> = (request: Request) => Promise<V>;

/** For a wrapper built on route() (withAdmin): `authenticate` runs before anything else, and its result is the handler's `auth`. */
export type GuardedRouteOptions<A, V extends Visitor | null> = { authenticate: (request: Request) => Promise<A>; visitor?: VisitorLookup<V> };
type VisitorInput<V extends Visitor | null> = [V] extends [never] ? unknown : { visitor: V };

type AnyOptions = { visitor?: VisitorLookup<Visitor | null>; authenticate?: (request: Request) => Promise<unknown> };
type AnyInput = { params: Params; visitor?: Visitor | null; auth?: unknown };

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

function toErrorResponse(error: unknown, request: Request): Response {
  if (error instanceof ApiError) return errorResponse(error.code, error.message, error.headers);
  if (error instanceof ZodError) return errorResponse("bad_request", zodMessage(error));
  const response = errorResponse("internal_error", GENERIC_ERROR_MESSAGE);
  log.error(
    {
      route: routeOf(request),
      status: response.status,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
      clientRequestId: currentClientRequestId(),
      ...errorFields(error),
    },
    "request failed",
  );
  return response;
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

/** The answer with the request id header and a newcomer's visitor cookie (on a copy when its headers are immutable). */
function finish(response: Response, id: string, setCookie: string | null): Response {
  const decorate = (headers: Headers) => {
    headers.set(REQUEST_ID_HEADER, id);
    if (setCookie) headers.append("Set-Cookie", setCookie);
  };
  try {
    decorate(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    decorate(copy.headers);
    return copy;
  }
}

/**
 * The one wrapper every route handler goes through (withAdmin() is this one with admin
 * authentication). The handler gets `{ params }`, resolved and typed by `P`, plus `visitor` when
 * `options.visitor` says how to find one:
 *
 *   export const GET = route<{ slug: string }>(async (request, { params }) => …);
 *   export const POST = route({ visitor: identifyVisitor }, async (request, { visitor }) => …);
 *
 * In order: params, `authenticate`, the visitor, the handler; a throw anywhere is answered in the
 * error envelope, with the newcomer's cookie once it was minted.
 */
export function route<P extends Params = NoParams, R extends Request = Request>(handler: Handler<RouteInput<P>, R>): NextRouteHandler<P, R>;
export function route<P extends Params = NoParams>(
  options: { visitor: VisitorLookup<Visitor> },
  handler: Handler<RouteInput<P> & { visitor: Visitor }>,
): NextRouteHandler<P>;
export function route<P extends Params = NoParams>(
  options: { visitor: VisitorLookup<Visitor | null> },
  handler: Handler<RouteInput<P> & { visitor: Visitor | null }>,
): NextRouteHandler<P>;
export function route<P extends Params, A, V extends Visitor | null = never>(
  options: GuardedRouteOptions<A, V>,
  handler: Handler<RouteInput<P> & { auth: A } & VisitorInput<V>>,
): NextRouteHandler<P>;
// Each overload's handler takes the input its options build (checked there); here it takes any.
export function route(...args: [Handler<never>] | [AnyOptions, Handler<never>]): NextRouteHandler<Params> {
  const [options, handler]: [AnyOptions, Handler<never>] = args.length === 1 ? [{}, args[0]] : args;
  return async (request, context) => {
    const id = requestIdOf(request);
    return withRequestId(
      id,
      async () => {
        let visitor: Visitor | null = null;
        let response: Response;
        try {
          // Next leaves `params` undefined for a route without dynamic segments.
          const input: AnyInput = { params: (await context?.params) ?? {} };
          if (options.authenticate) input.auth = await options.authenticate(request);
          if (options.visitor) {
            visitor = await options.visitor(request);
            input.visitor = visitor;
          }
          response = await handler(request, input as never);
        } catch (error) {
          response = closeAfterRefusal(request, toErrorResponse(error, request));
        }
        return finish(response, id, visitor?.setCookie ?? null);
      },
      clientRequestIdOf(request, id),
    );
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
    withRequestId(requestIdOf(request), () =>
      closeAfterRefusal(request, errorResponse("method_not_allowed", `Use ${served.join(" or ")} for this endpoint`, { ...headers, Allow: allow })),
    );
  const handlers = Object.fromEntries(METHODS.filter((method) => !serves(method)).map((method) => [method, refuse]));
  return {
    ...handlers,
    OPTIONS: (request?: Request) =>
      new Response(null, { status: 204, headers: { ...headers, Allow: allow, [REQUEST_ID_HEADER]: request ? requestIdOf(request) : crypto.randomUUID() } }),
  } as Record<Unserved<S>, (request: Request) => Promise<Response>> & { OPTIONS: (request?: Request) => Response };
}
