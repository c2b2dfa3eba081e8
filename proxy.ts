import { NextResponse, type NextRequest } from "next/server";
import { authenticateAdmin } from "./lib/auth/with-admin";
import { ApiError, errorResponse } from "./lib/http/errors";
import { refuseMalformedPath } from "./lib/http/malformed-path";
import { REQUEST_ID_HEADER } from "./lib/http/request-id";
import { nonPagePolicyFor } from "./lib/http/security-headers";
import { noncePagePolicy } from "./lib/http/csp.mjs";

// Next 16's proxy (formerly middleware). It runs only for requests WITHOUT a body, for paths
// holding a percent sign, and for page paths sent a body (see the matcher): Next reads the whole
// body of a request the proxy matches before the proxy answers, so a write must reach its handler,
// which checks credentials and limits before reading any of it. For the requests it sees, in order:
// - a path whose percent-encoding does not decode is refused (Next would answer a bare 500);
// - a method Next does not route (PROPFIND, PURGE…) under /api is refused with 405 in the error
//   envelope (Next would answer a bare 400); with a body such a request never reaches the proxy;
// - a page asked with another method than GET or HEAD is refused with 405 and the security headers
//   (Next's own 405 for a prerendered page has none, and a form POST got the page itself, 200,
//   without its Content-Security-Policy);
// - the admin API and case-study writes: a first gate taking a bearer token or the admin session
//   cookie (every admin handler checks again through withAdmin());
// - a page rendered per request (the admin) gets a fresh nonce and the Content-Security-Policy that
//   names it: Next reads the nonce from the request's policy and puts it on every script it
//   writes. Prerendered pages get their policy from the page cache (lib/http/csp-cache-handler.mjs),
//   by the hashes of their inline scripts, and stay static. `next dev` sends no page policy: it
//   injects its styles and hot-reload socket at run time, and the tests enforce the policy on a
//   production build;
// - every request it passes on gets its id (X-Request-Id). Pages never set the visitor cookie: they
//   answer the same cacheable headers for everyone; the chat, the contact form and the uploads ask
//   GET /api/visitor for it before their first request (lib/http/visitor-client.ts).

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The methods route handlers can serve (Next's HTTP_METHODS). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** The admin API, and writes to case studies (whose reads are public). */
function isAdminOnly(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/admin/")) return true;
  const caseStudies = pathname === "/api/case-studies" || pathname.startsWith("/api/case-studies/");
  return caseStudies && !READS.has(request.method);
}

/** A page's path: not the API, a build asset, a stored file, or a file such as /robots.txt or /media/reel.mp4. */
function isPagePath(pathname: string): boolean {
  if (isApi(pathname) || pathname.startsWith("/_next/") || pathname.startsWith("/uploads/")) return false;
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/** A page view. */
function isPage(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && isPagePath(request.nextUrl.pathname);
}

/** Staff pages: rendered per request, and with no visitor id (they keep their private, no-store caching). */
function isStaffPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Passes the request on with its id (lib/http/request-id.ts): a request header the handler or page
 * reads, and the answer's X-Request-Id. An id the client sent is replaced: only the server names
 * its requests. `extra` request headers go along (a page's nonce policy).
 */
function passOn(request: NextRequest, extra: Record<string, string> = {}): NextResponse {
  const id = crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, id);
  return response;
}

/** A page rendered per request: its policy allows the scripts carrying this request's nonce. */
function withNonce(request: NextRequest): NextResponse {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  const policy = noncePagePolicy(nonce, request.nextUrl.pathname);
  const response = passOn(request, { "Content-Security-Policy": policy });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** A refusal from the proxy: its headers win over next.config.ts's rules, so it carries its path's policy. */
function refuse(request: NextRequest, error: ApiError): Response {
  return errorResponse(
    error.code,
    error.message,
    { ...error.headers, "Content-Security-Policy": nonPagePolicyFor(request.nextUrl.pathname) },
    crypto.randomUUID(),
  );
}

async function adminGate(request: NextRequest) {
  try {
    await authenticateAdmin(request);
    return passOn(request);
  } catch (error) {
    if (error instanceof ApiError) return refuse(request, error);
    throw error;
  }
}

export async function proxy(request: NextRequest) {
  const malformed = refuseMalformedPath(request);
  if (malformed) return malformed;
  const { pathname } = request.nextUrl;
  if (!ROUTED_METHODS.has(request.method) && isApi(pathname)) {
    return refuse(request, new ApiError("method_not_allowed", `The ${request.method} method is not supported`));
  }
  // Pages answer GET and HEAD (the site has no server actions). Next's own 405 for a prerendered
  // page carries none of the security headers; this one does.
  if (isPagePath(pathname) && !isPage(request)) {
    return refuse(request, new ApiError("method_not_allowed", `Pages answer GET and HEAD, not ${request.method}`, { Allow: "GET, HEAD" }));
  }
  if (isAdminOnly(request)) return adminGate(request);
  if (!isPage(request)) return passOn(request);
  return isStaffPage(pathname) && process.env.NODE_ENV === "production" ? withNonce(request) : passOn(request);
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
    // A page path sent a body (a form POST to "/", or to "/api/auth/%2e%2e/%2e%2e", which Next
    // resolves to "/"): Next would serve the prerendered page without its Content-Security-Policy;
    // the proxy refuses it with 405 and the security headers. No page takes a body, and Next caps
    // what it reads of one before the proxy runs.
    { source: "/((?!api$|api/|_next/|media/|uploads/|.*\\.[A-Za-z0-9]+$).*)", has: [{ type: "header", key: "content-length" }] },
    { source: "/((?!api$|api/|_next/|media/|uploads/|.*\\.[A-Za-z0-9]+$).*)", has: [{ type: "header", key: "transfer-encoding" }] },
  ],
};
