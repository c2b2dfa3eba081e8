import { NextResponse, type NextRequest } from "next/server";
import { authenticateAdmin } from "./lib/auth/with-admin";
import { ApiError, errorResponse } from "./lib/http/errors";
import { identifyVisitor, withVisitorCookie } from "./lib/http/visitor";

// Next 16's proxy (formerly middleware), on every request but static build files and the large
// uploads (the proxy buffers the bodies of the requests it matches):
// - a first gate for the admin API and case-study writes, taking a bearer token or the admin
//   session cookie (every admin handler checks again through withAdmin());
// - a page view without a valid visitor cookie gets one (lib/http/visitor.ts), so the visitor's
//   first chat message already has a rate-limit bucket of its own. Pages stay static: only the
//   response header is added.

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const isCaseStudyPath = (pathname: string) => pathname === "/api/case-studies" || pathname.startsWith("/api/case-studies/");

/** A page (not the API, not a build asset, not a file such as /robots.txt or /media/reel.mp4). */
function isPageView(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
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
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/admin/") || (isCaseStudyPath(pathname) && !READS.has(request.method))) return adminGate(request);
  if (isPageView(request)) return mintVisitorCookie(request);
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|api/upload-pdf|api/upload-resume|api/upload-case-study-image).*)"],
};
