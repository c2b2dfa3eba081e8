import { NextResponse, type NextRequest } from "next/server";
import { authenticateAdmin } from "./lib/auth/with-admin";
import { ApiError, errorResponse } from "./lib/http/errors";

// Next 16's proxy (formerly middleware): a first gate for the admin API and admin writes, taking
// a bearer token or the admin session cookie. Every admin handler checks again through
// withAdmin(). The matcher stays narrow on purpose: the proxy buffers the bodies of the requests
// it matches, so large upload routes must not pass through it.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const adminOnly = pathname.startsWith("/api/admin/") || !READS.has(request.method);
  if (!adminOnly) return NextResponse.next();
  try {
    await authenticateAdmin(request);
    return NextResponse.next();
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.code, error.message, error.headers);
    throw error;
  }
}

export const config = {
  // /api/admin/* always; case-study writes and image uploads (reads of case studies are public).
  // Image uploads are at most 8 MB, under the 10 MB the proxy buffers.
  matcher: ["/api/admin/:path*", "/api/case-studies", "/api/case-studies/:path*", "/api/upload-case-study-image"],
};
