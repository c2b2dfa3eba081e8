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
 * The answer to a malformed path, or null when it decodes: the site's branded 404 page for a page
 * view (GET or HEAD outside /api, rendered for a path that exists nowhere), and a 400 in the JSON
 * error envelope for anything else (under /api, or another method).
 *
 * Only a page view is rewritten: when `next start` is bound to a host other than localhost (`-H
 * 127.0.0.1`), Next takes the proxy's rewrite for an external one and sends it to itself as a new
 * request, and that request, refused again by the proxy as a page asked with another method, would
 * answer 405 in place of the not-found page.
 */
export function refuseMalformedPath(request: { url: string; method: string; nextUrl: { pathname: string } }): Response | null {
  const { pathname } = request.nextUrl;
  if (!isMalformedPath(pathname)) return null;
  const api = pathname === "/api" || pathname.startsWith("/api/");
  if (!api && (request.method === "GET" || request.method === "HEAD")) return NextResponse.rewrite(new URL("/_malformed-path", request.url));
  // The proxy's own headers win over next.config.ts's rules, so the answer carries its path's policy.
  return errorResponse("bad_request", MALFORMED_PATH_MESSAGE, { "Content-Security-Policy": nonPagePolicyFor(pathname) }, crypto.randomUUID());
}
