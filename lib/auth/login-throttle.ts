import "server-only";
import { sqlTransaction } from "../db/sql";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { rateLimited } from "../http/errors";
import { countHits, peekHits } from "../http/rate-limit";

// Failed admin logins, per client IP, in the same database counters as the chat limit (so every
// instance sharing the database enforces one limit). A blocked IP is refused before its credential
// is even compared: otherwise a right guess would still stand out from the 429s around it.
// Requests whose IP is unknown (no CLIENT_IP_HEADER configured) share one bucket.

export const LOGIN_FAILURE_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

export const loginThrottleKey = (headers: Headers) => `admin-login:${clientIp(headers) ?? "unknown"}`;

/** Throws the 429 when the request's IP has used up its failed attempts in the sliding window. */
export async function assertLoginAllowed(headers: Headers, limit = env.RATE_LIMIT_LOGIN_PER_MINUTE, now = Date.now()): Promise<void> {
  const result = await peekHits(loginThrottleKey(headers), limit, now);
  if (!result.allowed) throw rateLimited(result.retryAfterMs, LOGIN_FAILURE_MESSAGE);
}

/** Counts one failed attempt for the request's IP. */
export async function recordLoginFailure(headers: Headers, limit = env.RATE_LIMIT_LOGIN_PER_MINUTE): Promise<void> {
  await sqlTransaction((sql) => countHits(sql, [loginThrottleKey(headers)], limit));
}
