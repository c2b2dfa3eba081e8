"use client";

import { QueryClient, queryOptions } from "@tanstack/react-query";
import { apiJson, HttpError, type Decoder } from "@/lib/http/client";

// The dashboard's reads and writes go through the browser's API client (lib/http/client.ts) and
// @tanstack/react-query. The browser authenticates with its HttpOnly session cookie; it never
// holds the admin token after login. A failure says: 'No admin token available' once the session
// is gone (401); otherwise its status and status text, with what the server said as the detail.

export const NO_TOKEN_MESSAGE = "No admin token available";

export const CASE_STUDIES_URL = "/api/case-studies";
export const FILTERS_URL = "/api/portfolio-filters";
export const CONVERSATIONS_URL = "/api/admin/conversations";
export const RESUMES_URL = "/api/admin/resumes";

/**
 * The product's data-fetching settings, word for word: no retries, no refetch on focus, no polling,
 * infinite stale time. Nothing is ever stale, so react-query's refetch on mount and on reconnect
 * (which only refetch stale data) fire only for what a write invalidated.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** A GET of `url` decoded with its contract; the query key's first element is the URL it reads. */
export function adminQuery<T>(url: string, decoder: Decoder<T>) {
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiJson("GET", url, decoder, undefined, { signal, cache: "no-store" }),
  });
}

/** The session is gone (expired, logged out elsewhere, or the token set changed). */
export function sessionLost(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export type Failure = { message: string; detail: string | null };

/** What a failed admin call shows: its message, and the server's own words as the detail. */
export function describeFailure(error: unknown): Failure {
  if (sessionLost(error)) return { message: NO_TOKEN_MESSAGE, detail: null };
  if (error instanceof HttpError) return { message: error.statusLine, detail: error.detail };
  return { message: error instanceof Error && error.message ? error.message : "Something went wrong", detail: null };
}
