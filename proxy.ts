import { NextResponse, type NextRequest } from "next/server";
import { authenticateAdmin } from "./lib/auth/with-admin";
import { ApiError, errorResponse } from "./lib/http/errors";
import { refuseMalformedPath } from "./lib/http/malformed-path";
import { identifyVisitor, withVisitorCookie } from "./lib/http/visitor";

// Next 16's proxy (formerly middleware). It runs only for requests WITHOUT a body, and for paths
// holding a percent sign (see the matcher): Next reads the whole body of a request the proxy
// matches before the proxy answers, so a write must reach its handler, which checks credentials
// and limits before reading any of it. For the requests it sees, in order:
// - a path whose percent-encoding does not decode is refused (Next would answer a bare 500);
// - the admin API and case-study writes: a first gate taking a bearer token or the admin session
//   cookie (every admin handler checks again through withAdmin());
// - a page view without a valid visitor cookie gets one (lib/http/visitor.ts), so the visitor's
//   first chat message already has a rate-limit bucket of its own. Pages stay static: only the
//   response header is added.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The admin API, and writes to case studies (whose reads are public). */
function isAdminOnly(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/admin/")) return true;
  const caseStudies = pathname === "/api/case-studies" || pathname.startsWith("/api/case-studies/");
  return caseStudies && !READS.has(request.method);
}

/** A page (not the API, not a build asset, not a file such as /robots.txt or /media/reel.mp4). */
function isPageView(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  // Staff pages need no visitor id (and must keep their private, no-store caching).
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return false;
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

async function adminGate(request: NextRequest) {
  try {
    await authenticateAdmin(request);
    return NextResponse.next();
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.code, error.message, error.headers);
    throw error;
  }
}

async function mintVisitorCookie(request: NextRequest) {
  try {
    const visitor = await identifyVisitor(request);
    const response = NextResponse.next();
    // A response that hands out a visitor id is that visitor's alone: no shared cache may keep it.
    if (visitor.setCookie) response.headers.set("Cache-Control", "private, no-cache");
    return withVisitorCookie(visitor, response);
  } catch (error) {
    // The page matters more than the cookie: the chat API mints one on its first answer.
    console.error("[proxy] could not mint a visitor cookie", error);
    return NextResponse.next();
  }
}

export async function proxy(request: NextRequest) {
  const malformed = refuseMalformedPath(request);
  if (malformed) return malformed;
  if (isAdminOnly(request)) return adminGate(request);
  if (isPageView(request)) return mintVisitorCookie(request);
  return NextResponse.next();
}

export const config = {
  matcher: [
    {
      // Every path but build assets and static files, and only requests that carry no body.
      source: "/((?!_next/static|_next/image|media/|.*\\.(?:mp4|webm|webp|avif|png|jpe?g|gif|svg|ico|woff2|vtt|txt|xml|webmanifest)$).*)",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // Any request whose path holds a percent sign, body or not, so a malformed one is refused
    // with the security headers. No write endpoint has one in a valid path (ids are slugs).
    { source: "/(.*%.*)" },
  ],
};
