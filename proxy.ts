import { NextResponse, type NextRequest } from "next/server";
import { authenticateAdmin } from "./lib/auth/with-admin";
import { ApiError, errorResponse } from "./lib/http/errors";
import { refuseMalformedPath } from "./lib/http/malformed-path";

// Next 16's proxy (formerly middleware): refuses malformed paths, then is a first gate for the
// admin API and case-study writes, taking a bearer token or the admin session cookie. Every admin
// handler checks again through withAdmin(). Next reads the whole body of a request the proxy
// matches before it answers, so the upload routes stay out of the matcher.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function proxy(request: NextRequest) {
  const malformed = refuseMalformedPath(request);
  if (malformed) return malformed;

  const { pathname } = request.nextUrl;
  const caseStudyWrite = (pathname === "/api/case-studies" || pathname.startsWith("/api/case-studies/")) && !READS.has(request.method);
  const adminOnly = pathname.startsWith("/api/admin/") || caseStudyWrite;
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
  // Every path but static assets and the upload routes, whose bodies must not be buffered.
  matcher: ["/((?!_next/static|_next/image|api/upload-pdf|api/upload-resume|api/upload-case-study-image).*)"],
};
