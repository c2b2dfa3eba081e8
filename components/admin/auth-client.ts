"use client";

// Admin sign-in from the browser, with the product's exact error messages. The token is checked
// with GET /api/admin/conversations?limit=1, then exchanged for a next-auth session: an
// HttpOnly cookie the page's scripts cannot read. The token itself is never stored.

export const LOGIN_MESSAGES = {
  required: "Admin token is required",
  invalid: "Invalid admin token",
  failed: "Authentication failed",
  network: "Network error occurred",
} as const;

export type LoginResult = { ok: true } | { ok: false; message: string; detail?: string };

const AUTH_BASE = "/api/auth";
const PROVIDER = "admin-token";

async function retryAfterDetail(response: Response): Promise<string | undefined> {
  if (response.status !== 429) return undefined;
  const seconds = Number(response.headers.get("Retry-After"));
  return `Too many failed attempts. Try again in ${Number.isFinite(seconds) && seconds > 0 ? `${seconds} seconds` : "a minute"}.`;
}

/** Checks the token against the admin API, then exchanges it for a session cookie. */
export async function signInWithToken(rawToken: string): Promise<LoginResult> {
  const token = rawToken.trim();
  if (!token) return { ok: false, message: LOGIN_MESSAGES.required };
  try {
    const check = await fetch("/api/admin/conversations?limit=1", {
      headers: { Authorization: `Bearer ${token}` },
      credentials: "include",
      cache: "no-store",
    });
    if (check.status === 401 || check.status === 403) return { ok: false, message: LOGIN_MESSAGES.invalid };
    if (!check.ok) return { ok: false, message: LOGIN_MESSAGES.failed, detail: await retryAfterDetail(check) };

    const csrfToken = await fetchCsrfToken();
    if (!csrfToken) return { ok: false, message: LOGIN_MESSAGES.failed };
    const exchange = await fetch(`${AUTH_BASE}/callback/${PROVIDER}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, csrfToken, json: "true" }),
      credentials: "include",
      cache: "no-store",
    });
    if (exchange.status === 401) return { ok: false, message: LOGIN_MESSAGES.invalid };
    if (!exchange.ok) return { ok: false, message: LOGIN_MESSAGES.failed, detail: await retryAfterDetail(exchange) };
    return (await hasSession()) ? { ok: true } : { ok: false, message: LOGIN_MESSAGES.failed };
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.network };
  }
}

/** next-auth's double-submit CSRF token (it also sets the matching cookie), or null. */
async function fetchCsrfToken(): Promise<string | null> {
  const response = await fetch(`${AUTH_BASE}/csrf`, { credentials: "include", cache: "no-store" });
  if (!response.ok) return null;
  return ((await response.json()) as { csrfToken?: string }).csrfToken ?? null;
}

/** True when the browser holds a live admin session. */
export async function hasSession(): Promise<boolean> {
  const response = await fetch(`${AUTH_BASE}/session`, { credentials: "include", cache: "no-store" });
  if (!response.ok) return false;
  const session = (await response.json()) as { user?: unknown } | null;
  return Boolean(session?.user);
}

/** Ends the session (the cookie is cleared by the server). */
export async function signOut(): Promise<void> {
  const csrfToken = await fetchCsrfToken();
  if (!csrfToken) throw new Error("Could not start signing out");
  await fetch(`${AUTH_BASE}/signout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, json: "true" }),
    credentials: "include",
    cache: "no-store",
  });
}
