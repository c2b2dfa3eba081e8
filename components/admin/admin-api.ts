"use client";

// The dashboard's calls to the admin API. The browser authenticates with its HttpOnly session
// cookie (credentials: "include"); it never holds the admin token after login. Its errors:
// no session → 'No admin token available'; other failures carry the status and status text.

import { envelopeMessage } from "@/lib/http/client";

export const NO_TOKEN_MESSAGE = "No admin token available";

export class AdminApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "AdminApiError";
  }
  /** The session is gone (expired, logged out elsewhere, or the token set changed). */
  get sessionLost(): boolean {
    return this.status === 401;
  }
}

/** An admin API call; throws AdminApiError on a non-OK response. */
export async function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && typeof init.body === "string") headers.set("Content-Type", "application/json");
  const response = await fetch(url, { ...init, headers, credentials: "include", cache: "no-store" });
  if (response.ok) return response;
  if (response.status === 401) throw new AdminApiError(401, NO_TOKEN_MESSAGE);
  const detail = (await envelopeMessage(response)) ?? response.statusText;
  throw new AdminApiError(response.status, `${response.status}${detail ? `: ${detail}` : ""}`);
}

export async function adminJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return (await (await adminFetch(url, init)).json()) as T;
}

/** A JSON write (POST/PUT) to the admin API. */
export function adminWrite<T>(method: "POST" | "PUT", url: string, data: unknown): Promise<T> {
  return adminJson<T>(url, { method, body: JSON.stringify(data) });
}
