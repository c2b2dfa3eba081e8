import "server-only";
import { sqlTransaction } from "../db/sql";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { rateLimited } from "../http/errors";
import { countHits } from "../http/rate-limit";

// Failed admin logins, per client IP, in the same database counters as the chat limit (so every
// instance sharing the database enforces one limit). Requests whose IP is unknown (no trusted
// CLIENT_IP_HEADER) share one bucket.
//
// The credential is always compared first, and the throttle only ever answers WRONG ones: the
// right token, and a valid session cookie, always get in. Refusing before comparing would let
// anyone who can fill a bucket (everyone, for the shared one) lock the admin out. A wrong token
// over the limit gets 429 instead of 401; guessing stays infeasible through the token's entropy
// (lib/env.ts refuses short and low-variety tokens).

const LOGIN_FAILURE_MESSAGE = "Too many failed sign-in attempts. Please wait a minute and try again.";

const loginThrottleKey = (headers: Headers) => `admin-login:${clientIp(headers) ?? "unknown"}`;

/** Counts one failed attempt for the request's IP; throws the 429 once that IP is over its limit. */
export async function countLoginFailure(headers: Headers, limit = env.RATE_LIMIT_LOGIN_PER_MINUTE): Promise<void> {
  const result = await sqlTransaction((sql) => countHits(sql, [loginThrottleKey(headers)], limit));
  if (!result.allowed) throw rateLimited(result.retryAfterMs, LOGIN_FAILURE_MESSAGE);
}
