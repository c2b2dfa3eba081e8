import { ApiError } from "../http/errors";
import { route, type RouteContext, type RouteHandler } from "../http/route";
import { isValidAdminToken, readBearerToken } from "./admin-token";

export const ADMIN_AUTH_MESSAGE = "Admin authentication required";

/** Throws 401 unless the request carries a valid admin bearer token. */
export function assertAdmin(request: Request): void {
  if (!isValidAdminToken(readBearerToken(request.headers))) {
    throw new ApiError("unauthorized", ADMIN_AUTH_MESSAGE, { "WWW-Authenticate": 'Bearer realm="admin"' });
  }
}

/**
 * Wraps an admin route handler: checks the credentials itself, whatever proxy.ts did. The proxy is
 * a cheap first gate, never the only one (CVE-2025-29927 bypassed middleware-only checks).
 */
export function withAdmin<C = RouteContext>(handler: RouteHandler<C>) {
  return route<C>(async (request, context) => {
    assertAdmin(request);
    return handler(request, context);
  });
}
