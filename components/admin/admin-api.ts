"use client";

import { HttpError } from "@/lib/api-client/client";

// The admin's calls go through the browser's API client (lib/api-client/client.ts); the dashboard's
// reads and writes through @tanstack/react-query too (queries.ts). The browser authenticates with
// its HttpOnly session cookie; it never holds the admin token after login. A failure says: 'No
// admin token available' once the session is gone (401); otherwise its status and status text,
// with what the server said as the detail.

const NO_TOKEN_MESSAGE = "No admin token available";

export const CASE_STUDIES_URL = "/api/case-studies";
/** Staff's list: every case study, the unpublished ones too (writes go to CASE_STUDIES_URL/{id}). */
export const ADMIN_CASE_STUDIES_URL = "/api/admin/case-studies";
export const FILTERS_URL = "/api/portfolio-filters";
export const CONVERSATIONS_URL = "/api/admin/conversations";
export const RESUMES_URL = "/api/admin/resumes";

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
