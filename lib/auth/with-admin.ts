import { createHash } from "node:crypto";
import { env } from "../env";
import { ApiError } from "../http/errors";
import { type Handler, type NextRouteHandler, type NoParams, type Params, route, type RouteInput } from "../http/route";
import { isValidAdminToken, readBearerToken } from "./admin-token";
import { countLoginFailure } from "./login-throttle";
import { readSessionCookie, verifySessionToken } from "./session";

const ADMIN_AUTH_MESSAGE = "Admin authentication required";
export const CROSS_ORIGIN_MESSAGE = "Cross-origin admin writes are not allowed";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const unauthorized = () => new ApiError("unauthorized", ADMIN_AUTH_MESSAGE, { "WWW-Authenticate": 'Bearer realm="admin"' });

/**
 * Who is asking. `actor` names them in logs without a secret: the session's id, or a short
 * fingerprint of the bearer token (never the token).
 */
export type AdminAuth = { via: "bearer" | "session"; actor: string };

const tokenFingerprint = (token: string) => createHash("sha256").update(`actor:${token}`, "utf8").digest("hex").slice(0, 12);

/**
 * True when a request comes from the site's own pages: its Origin (or, without one, the browser's
 * Sec-Fetch-Site) names this host or SITE_URL. Session cookies ride along on any request the
 * browser makes, so session-authenticated writes must prove where they come from.
 * "This host" is the Host header, or X-Forwarded-Host only where the deployment says its proxy sets
 * it (Vercel does; elsewhere TRUST_FORWARDED_HOST=1): otherwise the client writes X-Forwarded-Host
 * and could name its own origin. A proxy trusted for the client's IP (CLIENT_IP_HEADER) may still
 * pass the client's X-Forwarded-Host on untouched.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "same-origin";
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const forwardedHost = env.VERCEL || env.TRUST_FORWARDED_HOST ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || new URL(request.url).host;
  return originUrl.host === host || originUrl.origin === new URL(env.SITE_URL).origin;
}

/**
 * Who is asking: a bearer token (scripts, the login check) or the browser's session cookie.
 * Throws 401 without valid credentials (429 instead for a wrong token once its IP has failed too
 * often; the right token is never throttled), and 403 for a session request from another origin.
 * Used by proxy.ts and, again, by every admin handler.
 */
export async function authenticateAdmin(request: Request): Promise<AdminAuth> {
  const bearer = readBearerToken(request.headers);
  if (bearer) {
    if (isValidAdminToken(bearer)) return { via: "bearer", actor: `token:${tokenFingerprint(bearer)}` };
    await countLoginFailure(request.headers);
    throw unauthorized();
  }
  const claims = await verifySessionToken(readSessionCookie(request.headers));
  if (claims) {
    // Any request another site's script makes carries its Origin: refuse those outright. Writes
    // must also prove they come from here (a same-origin Origin or Sec-Fetch-Site).
    const foreign = request.headers.has("origin") && !isSameOriginRequest(request);
    if (foreign || (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request))) {
      throw new ApiError("forbidden", CROSS_ORIGIN_MESSAGE);
    }
    return { via: "session", actor: `session:${String(claims.sid)}` };
  }
  throw unauthorized();
}

/** What an admin handler gets beside the request: its params and who is asking. */
export type AdminInput<P extends Params = NoParams> = RouteInput<P> & { auth: AdminAuth };

/**
 * route() for an admin handler: checks the credentials itself, whatever proxy.ts did. The proxy is
 * a cheap first gate, never the only one (CVE-2025-29927 bypassed middleware-only checks). The
 * handler gets who is asking as `auth`, beside its params. Admin handlers take no visitor: what
 * staff do is keyed by their credential (`auth.actor`), never by a visitor cookie.
 *
 *   export const GET = withAdmin<{ id: string }>(async (request, { params, auth }) => …);
 */
export function withAdmin<P extends Params = NoParams>(handler: Handler<AdminInput<P>>): NextRouteHandler<P> {
  return route<P, AdminAuth>({ authenticate: authenticateAdmin }, handler);
}
