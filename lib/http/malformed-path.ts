import { NextResponse } from "next/server";
import { errorResponse } from "./errors";
import { nonPagePolicyFor } from "./security-headers";

// A path whose percent-encoding does not decode ("/%ZZ", "/services/%C0%AF", a lone "%") makes
// Next fail while decoding route parameters, before any of our code runs, with a bare 500 that
// carries none of the security headers. proxy.ts refuses such paths first.

export const MALFORMED_PATH_MESSAGE = "The URL is malformed (invalid percent-encoding)";

export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The answer to a malformed path, or null when it decodes: a 400 in the JSON error envelope under
 * /api, the site's branded 404 page elsewhere (rendered for a path that exists nowhere).
 */
export function refuseMalformedPath(request: { url: string; nextUrl: { pathname: string } }): Response | null {
  const { pathname } = request.nextUrl;
  if (!isMalformedPath(pathname)) return null;
  // The proxy's own headers win over next.config.ts's rules, so the answer carries its path's policy.
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return errorResponse("bad_request", MALFORMED_PATH_MESSAGE, { "Content-Security-Policy": nonPagePolicyFor(pathname) }, crypto.randomUUID());
  }
  return NextResponse.rewrite(new URL("/_malformed-path", request.url));
}
