import "server-only";
import { sharedLibsqlClient } from "../db/adapter";
import { sqlTransaction } from "../db/sql";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { rateLimited } from "../http/errors";
import { countHits, RATE_WINDOW_MS } from "../http/rate-limit";

// Failed admin logins, per client IP, in the same database counters as the chat limit (so every
// instance sharing the database enforces one limit). A blocked IP is refused before its credential
// is even compared: otherwise a right guess would still stand out from the 429s around it.
// Requests whose IP is unknown (no CLIENT_IP_HEADER configured) share one bucket.

export const LOGIN_FAILURE_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

export const loginThrottleKey = (headers: Headers) => `admin-login:${clientIp(headers) ?? "unknown"}`;

/** Throws the 429 when the request's IP has used up its failed attempts in the sliding window. */
export async function assertLoginAllowed(headers: Headers, limit = env.RATE_LIMIT_LOGIN_PER_MINUTE, now = Date.now()): Promise<void> {
  const key = loginThrottleKey(headers);
  const window = Math.floor(now / RATE_WINDOW_MS);
  const elapsed = (now % RATE_WINDOW_MS) / RATE_WINDOW_MS;
  const { rows } = await sharedLibsqlClient().execute({
    sql: `SELECT "window", "count" FROM "RateLimitCounter" WHERE "key" = ? AND "window" IN (?, ?)`,
    args: [key, window, window - 1],
  });
  let current = 0;
  let previous = 0;
  for (const row of rows) {
    if (Number(row.window) === window) current = Number(row.count);
    else previous = Number(row.count);
  }
  if (previous * (1 - elapsed) + current >= limit) {
    throw rateLimited(Math.max(1000, RATE_WINDOW_MS - (now % RATE_WINDOW_MS)), LOGIN_FAILURE_MESSAGE);
  }
}

/** Counts one failed attempt for the request's IP. */
export async function recordLoginFailure(headers: Headers, limit = env.RATE_LIMIT_LOGIN_PER_MINUTE): Promise<void> {
  await sqlTransaction((sql) => countHits(sql, [loginThrottleKey(headers)], limit));
}
