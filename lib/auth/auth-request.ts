import "server-only";
import { NextRequest } from "next/server";
import { z } from "zod";
import { parseJsonText, readBodyBytes } from "../http/body";
import { ApiError } from "../http/errors";
import { isValidAdminToken } from "./admin-token";
import { countLoginFailure } from "./login-throttle";
import { endSession, sessionSecret } from "./session";
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from "./with-admin";

// The gate in front of next-auth's catch-all route. next-auth v4 answers 500 (or throws) on input
// it does not expect: an action with the wrong method, a callbackUrl that is not http(s), a JSON
// content type with a body that is not JSON. So every request is checked here first and refused
// with a 4xx in the API's error envelope; next-auth only sees the four requests the admin uses.

const ADMIN_PROVIDER_ID = "admin-token";
const AUTH_BODY_LIMIT_BYTES = 8 * 1024;
const INVALID_TOKEN_MESSAGE = "Invalid admin token";

type Endpoint = { method: "GET" | "POST"; segments: string[] };

const ENDPOINTS: Record<string, Endpoint> = {
  csrf: { method: "GET", segments: ["csrf"] },
  session: { method: "GET", segments: ["session"] },
  callback: { method: "POST", segments: ["callback", ADMIN_PROVIDER_ID] },
  signout: { method: "POST", segments: ["signout"] },
};

const CALLBACK_URL_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];
const SAME_ORIGIN_BASE = "http://same-origin.invalid";

const authBody = z.record(z.string(), z.string());
type AuthBody = z.infer<typeof authBody>;

/** True for a path on this site ("/admin"), never "//host", "/\host", a scheme or control characters. */
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, SAME_ORIGIN_BASE).origin === SAME_ORIGIN_BASE;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** next-auth's redirect callback: `url` when it is on the site's origin, else the site's root. */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  try {
    const target = new URL(url, baseUrl);
    if (target.origin === new URL(baseUrl).origin && ["http:", "https:"].includes(target.protocol)) return target.href;
  } catch {
    // Not a URL at all: the root below.
  }
  return baseUrl;
}

/** The request's body as next-auth will parse it (form or JSON, every value a string), and its text. */
async function readAuthBody(request: NextRequest): Promise<{ body: AuthBody; text: string }> {
  // next-auth picks the parser with these same substring tests.
  const contentType = request.headers.get("content-type") ?? "";
  const json = contentType.includes("application/json");
  if (!json && !contentType.includes("application/x-www-form-urlencoded")) {
    throw new ApiError("unsupported_media_type", "Request body must be a form (application/x-www-form-urlencoded) or JSON");
  }
  const text = new TextDecoder().decode(await readBodyBytes(request, AUTH_BODY_LIMIT_BYTES));
  if (!json) return { body: Object.fromEntries(new URLSearchParams(text)), text };
  const result = authBody.safeParse(parseJsonText(text));
  if (!result.success) throw new ApiError("bad_request", "Request body must be a JSON object of strings");
  return { body: result.data, text };
}

/**
 * Checks the callback URLs next-auth would use. The query and body are ours to define: only a path
 * on this site. The cookie is next-auth's own, which holds the absolute URL of the site, so any
 * http(s) URL passes there (the redirect callback keeps only same-origin targets).
 */
function assertCallbackUrls(request: NextRequest, body: AuthBody | null): void {
  const invalid = () => new ApiError("bad_request", "callbackUrl must be a path on this site");
  for (const value of [request.nextUrl.searchParams.get("callbackUrl"), body?.callbackUrl]) {
    if (value != null && !isSameOriginPath(value)) throw invalid();
  }
  for (const name of CALLBACK_URL_COOKIES) {
    const value = request.cookies.get(name)?.value;
    if (value && !isSameOriginPath(value) && !isHttpUrl(value)) throw invalid();
  }
}

/**
 * Checks a request to /api/auth/[...nextauth] before next-auth handles it: 404 for an endpoint the
 * admin does not use, 405 for the wrong method, 400/413/415 for a bad callbackUrl or body. A login
 * with a wrong token is answered here (401, or 429 once the IP has failed too often) and counted;
 * the right token always goes through. A logout ends the session on the server first.
 * Returns the request to hand to next-auth: a POST's body has been read (within the limit) here,
 * so next-auth gets a copy holding the checked text.
 */
export async function prepareAuthRequest(request: NextRequest, segments: string[]): Promise<NextRequest> {
  // Own keys only: "constructor" or "__proto__" would find Object.prototype's (a 500).
  const endpoint = Object.hasOwn(ENDPOINTS, segments[0] ?? "") ? ENDPOINTS[segments[0]] : undefined;
  if (!endpoint || segments.join("/") !== endpoint.segments.join("/")) throw new ApiError("not_found", "Unknown auth endpoint");
  if (request.method !== endpoint.method) {
    throw new ApiError("method_not_allowed", `Use ${endpoint.method} for this endpoint`, { Allow: endpoint.method });
  }
  if (endpoint.method === "GET") {
    assertCallbackUrls(request, null);
    return request;
  }
  const { body, text } = await readAuthBody(request);
  assertCallbackUrls(request, body);

  if (endpoint === ENDPOINTS.callback) {
    if (!sessionSecret()) throw new ApiError("unauthorized", "Admin access is disabled: no ADMIN_TOKEN is configured");
    if (!isValidAdminToken(body.token)) {
      await countLoginFailure(request.headers);
      throw new ApiError("unauthorized", INVALID_TOKEN_MESSAGE);
    }
  }
  if (endpoint === ENDPOINTS.signout) {
    if (!isSameOriginRequest(request)) throw new ApiError("forbidden", CROSS_ORIGIN_MESSAGE);
    await endSession(request.headers);
  }
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
}
