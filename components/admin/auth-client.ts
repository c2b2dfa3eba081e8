"use client";

import { conversationsUrl } from "@/lib/admin/conversations";
import { apiRequest, HttpError } from "@/lib/api-client/client";

// Admin sign-in from the browser, with the product's exact error messages. The token is checked
// with GET /api/admin/conversations?limit=1, then exchanged for a next-auth session: an
// HttpOnly cookie the page's scripts cannot read. The token itself is never stored. Whether a
// session is live is for the server to say: the admin page reads it before it renders.

const LOGIN_MESSAGES = {
  required: "Admin token is required",
  invalid: "Invalid admin token",
  failed: "Authentication failed",
  network: "Network error occurred",
} as const;

export type LoginResult = { ok: true } | { ok: false; message: string; detail?: string };

const AUTH_BASE = "/api/auth";
const PROVIDER = "admin-token";

/** How long a throttled login must wait, from the 429's Retry-After. */
function retryAfterDetail(error: HttpError): string | undefined {
  if (error.status !== 429) return undefined;
  const seconds = Number(error.headers.get("Retry-After"));
  return `Too many failed attempts. Try again in ${Number.isFinite(seconds) && seconds > 0 ? `${seconds} seconds` : "a minute"}.`;
}

/** Checks the token against the admin API, then exchanges it for a session cookie. */
export async function signInWithToken(rawToken: string): Promise<LoginResult> {
  const token = rawToken.trim();
  if (!token) return { ok: false, message: LOGIN_MESSAGES.required };
  try {
    await apiRequest("GET", conversationsUrl({ limit: 1 }), undefined, { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
    const csrfToken = await fetchCsrfToken();
    if (!csrfToken) return { ok: false, message: LOGIN_MESSAGES.failed };
    await apiRequest("POST", `${AUTH_BASE}/callback/${PROVIDER}`, new URLSearchParams({ token, csrfToken, json: "true" }), { cache: "no-store" });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: LOGIN_MESSAGES.network };
    if (error.status === 401 || error.status === 403) return { ok: false, message: LOGIN_MESSAGES.invalid };
    return { ok: false, message: LOGIN_MESSAGES.failed, detail: retryAfterDetail(error) };
  }
}

/** next-auth's double-submit CSRF token (it also sets the matching cookie), or null. */
async function fetchCsrfToken(): Promise<string | null> {
  const response = await apiRequest("GET", `${AUTH_BASE}/csrf`, undefined, { cache: "no-store" });
  const { csrfToken } = (await response.json()) as { csrfToken?: unknown };
  return typeof csrfToken === "string" && csrfToken ? csrfToken : null;
}

/** Ends the session, on the server too (the cookie is cleared and its id revoked). */
export async function signOut(): Promise<void> {
  const csrfToken = await fetchCsrfToken();
  if (!csrfToken) throw new Error("Could not start signing out");
  await apiRequest("POST", `${AUTH_BASE}/signout`, new URLSearchParams({ csrfToken, json: "true" }), { cache: "no-store" });
}
