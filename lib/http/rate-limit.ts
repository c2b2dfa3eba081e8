import "server-only";
import { sqlTransaction, type Sql } from "../db/sql";
import { rateLimited } from "./errors";

// A sliding-window limiter whose counts live in the database, so every server instance sharing it
// enforces one limit. Each key keeps a counter per fixed window; the estimate weights the previous
// window by how much of it still overlaps the sliding window (the "sliding window counter").

export type RateLimitResult = { allowed: boolean; retryAfterMs: number; remaining: number };

export const RATE_WINDOW_MS = 60_000;
const CLEANUP_EVERY = 500;
let sinceCleanup = 0;

type CounterRow = { count: number; previous: number | null };

/** Counts one hit for every key (inside the caller's transaction) and checks them against `limit`. */
export async function countHits(sql: Sql, keys: string[], limit: number, now = Date.now()): Promise<RateLimitResult> {
  if (keys.length === 0) return { allowed: true, retryAfterMs: 0, remaining: limit };
  const window = Math.floor(now / RATE_WINDOW_MS);
  const rows = await sql.query<CounterRow>(
    `INSERT INTO "RateLimitCounter" ("key", "window", "count") VALUES ${keys.map(() => "(?, ?, 1)").join(", ")}
     ON CONFLICT ("key", "window") DO UPDATE SET "count" = "count" + 1
     RETURNING "count",
       (SELECT p."count" FROM "RateLimitCounter" p
         WHERE p."key" = "RateLimitCounter"."key" AND p."window" = "RateLimitCounter"."window" - 1) AS "previous"`,
    keys.flatMap((key) => [key, window]),
  );
  if (++sinceCleanup >= CLEANUP_EVERY) {
    sinceCleanup = 0;
    await sql.execute(`DELETE FROM "RateLimitCounter" WHERE "window" < ?`, [window - 1]);
  }

  const worst = Math.max(...rows.map((row) => slidingCount(Number(row.count), Number(row.previous ?? 0), now)));
  return judge(worst, worst <= limit, limit, now);
}

/** The sliding-window estimate: this window's count plus the overlapping share of the last one. */
function slidingCount(current: number, previous: number, now: number): number {
  return previous * (1 - (now % RATE_WINDOW_MS) / RATE_WINDOW_MS) + current;
}

function judge(count: number, allowed: boolean, limit: number, now: number): RateLimitResult {
  return {
    allowed,
    retryAfterMs: allowed ? 0 : Math.max(1000, RATE_WINDOW_MS - (now % RATE_WINDOW_MS)),
    remaining: Math.max(0, Math.floor(limit - count)),
  };
}

/** Counts a hit for every key in its own transaction; throws the 429 (with Retry-After) when over. */
export async function enforceRateLimit(keys: string[], limit: number, message?: string): Promise<void> {
  const result = await sqlTransaction((sql) => countHits(sql, keys, limit));
  if (!result.allowed) throw rateLimited(result.retryAfterMs, message);
}
