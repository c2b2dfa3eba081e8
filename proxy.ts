import { NextResponse, type NextRequest } from "next/server";
import { isValidAdminToken, readBearerToken } from "./lib/auth/admin-token";
import { ADMIN_AUTH_MESSAGE } from "./lib/auth/with-admin";
import { errorResponse } from "./lib/http/errors";

// Next 16's proxy (formerly middleware): a cheap first gate for the admin API. Every admin handler
// checks again through withAdmin(). The matcher stays narrow on purpose: the proxy buffers the
// bodies of the requests it matches, so upload routes must not pass through it.
export function proxy(request: NextRequest) {
  if (!isValidAdminToken(readBearerToken(request.headers))) {
    return errorResponse("unauthorized", ADMIN_AUTH_MESSAGE, { "WWW-Authenticate": 'Bearer realm="admin"' });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/api/admin/:path*"],
};
