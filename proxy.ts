import { NextResponse, type NextRequest } from "next/server";
import { isValidAdminToken, readBearerToken } from "./lib/auth/admin-token";
import { ADMIN_AUTH_MESSAGE } from "./lib/auth/with-admin";
import { errorResponse } from "./lib/http/errors";

// Next 16's proxy (formerly middleware): a cheap first gate for the admin API and admin writes.
// Every admin handler checks again through withAdmin(). The matcher stays narrow on purpose: the
// proxy buffers the bodies of the requests it matches, so upload routes must not pass through it.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const adminOnly = pathname.startsWith("/api/admin/") || !READS.has(request.method);
  if (adminOnly && !isValidAdminToken(readBearerToken(request.headers))) {
    return errorResponse("unauthorized", ADMIN_AUTH_MESSAGE, { "WWW-Authenticate": 'Bearer realm="admin"' });
  }
  return NextResponse.next();
}

export const config = {
  // /api/admin/* always; case-study writes and image uploads (reads of case studies are public).
  // Image uploads are at most 8 MB, under the 10 MB the proxy buffers.
  matcher: ["/api/admin/:path*", "/api/case-studies", "/api/case-studies/:path*", "/api/upload-case-study-image"],
};
