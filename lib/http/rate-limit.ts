import "server-only";
import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import type { DB, Db } from "../db/kysely";
import { sqlTransaction, type Sql } from "../db/sql";
import { rateLimited } from "./errors";

// A sliding-window limiter whose counts live in the database, so every server instance sharing it
// enforces one limit. Each key keeps a counter per fixed window; the estimate weights the previous
// window by how much of it still overlaps the sliding window (the "sliding window counter").

export type RateLimitResult = { allowed: boolean; retryAfterMs: number; remaining: number };

export const RATE_WINDOW_MS = 60_000;
const CLEANUP_EVERY = 500;
let sinceCleanup = 0;

/** The refusal of a visitor's message past its limits (the chat's, the contact page's), in their words. */
export const MESSAGE_RATE_LIMITED = "You're sending messages quickly. Please wait a moment and try again.";

/** A rate-limit bucket and its per-minute limit. */
export type Limit = { key: string; limit: number };

/**
 * The one statement that counts a hit for every bucket and returns each bucket's count in this
 * window and the last (rows for judgeLimits). One row per bucket: a key listed twice counts twice
 * (PostgreSQL refuses to update one row twice in a statement). Buckets go in key order, so two
 * transactions counting the same buckets always lock them in the same order.
 */
export function limitStatement(db: Db, limits: Limit[], now = Date.now()) {
  const window = Math.floor(now / RATE_WINDOW_MS);
  const hits = new Map<string, number>();
  for (const { key } of limits) hits.set(key, (hits.get(key) ?? 0) + 1);
  return db
    .insertInto("RateLimitCounter")
    .values([...hits].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, count]) => ({ key, window, count })))
    .onConflict((oc) => oc.columns(["key", "window"]).doUpdateSet((eb) => ({ count: eb("RateLimitCounter.count", "+", eb.ref("excluded.count")) })))
    .returning((eb) => [
      "key",
      "count",
      eb
        .selectFrom("RateLimitCounter as p")
        .select("p.count")
        .whereRef("p.key", "=", "RateLimitCounter.key")
        .where((inner) => inner("p.window", "=", inner(inner.ref("RateLimitCounter.window"), "-", 1)))
        .as("previous"),
    ]);
}

/** Now and then (every CLEANUP_EVERY counts in this process), the statement that drops old windows. */
export function cleanupStatement(db: Db, now = Date.now()) {
  if (++sinceCleanup < CLEANUP_EVERY) return null;
  sinceCleanup = 0;
  return db.deleteFrom("RateLimitCounter").where("window", "<", Math.floor(now / RATE_WINDOW_MS) - 1);
}

/**
 * A condition, for a statement later in the transaction that counted `key` (limitStatement, same
 * `now`): true when the bucket is over `limit`, judged as judgeLimits judges it (the same sliding
 * count, with the window's weight bound as a value). It lets a batch act on a count it has not seen.
 */
export function overLimit(key: string, limit: number, now = Date.now()): Expression<SqlBool> {
  const window = Math.floor(now / RATE_WINDOW_MS);
  const weight = 1 - (now % RATE_WINDOW_MS) / RATE_WINDOW_MS;
  const eb = expressionBuilder<DB>();
  const sliding = eb
    .selectFrom("RateLimitCounter as c")
    .select((row) =>
      row(
        row.ref("c.count"),
        "+",
        row(
          row.fn.coalesce(
            row
              .selectFrom("RateLimitCounter as p")
              .select("p.count")
              .whereRef("p.key", "=", "c.key")
              .where((inner) => inner("p.window", "=", inner(inner.ref("c.window"), "-", 1))),
            row.lit(0),
          ),
          "*",
          row.cast<number>(row.val(weight), "double precision"),
        ),
      ).as("sliding"),
    )
    .where("c.key", "=", key)
    .where("c.window", "=", window);
  return eb(sliding, ">", limit);
}

/** Each bucket's result from limitStatement's rows, judged against the limit listed last for it. */
export function judgeLimits(rows: readonly Record<string, unknown>[], limits: Limit[], now = Date.now()): Map<string, RateLimitResult> {
  const results = new Map<string, RateLimitResult>();
  const limitOf = new Map(limits.map(({ key, limit }) => [key, limit]));
  for (const row of rows) {
    const key = String(row.key);
    const limit = limitOf.get(key) ?? 0;
    const count = slidingCount(Number(row.count), Number(row.previous ?? 0), now);
    results.set(key, judge(count, count <= limit, limit, now));
  }
  return results;
}

/** Counts one hit for every bucket in one statement (inside the caller's transaction) and judges each against its own limit. */
export async function countLimits(sql: Sql, limits: Limit[], now = Date.now()): Promise<Map<string, RateLimitResult>> {
  if (limits.length === 0) return new Map();
  const rows = await limitStatement(sql.db, limits, now).execute();
  await cleanupStatement(sql.db, now)?.execute();
  return judgeLimits(rows, limits, now);
}

/** The refusal that waits longest among `results`, or null when every bucket allowed the hit. */
export function worstRefusal(results: Iterable<RateLimitResult>): RateLimitResult | null {
  let worst: RateLimitResult | null = null;
  for (const result of results) if (!result.allowed && (!worst || result.retryAfterMs > worst.retryAfterMs)) worst = result;
  return worst;
}

/** Counts one hit for every key (inside the caller's transaction) and checks them against `limit`. */
export async function countHits(sql: Sql, keys: string[], limit: number, now = Date.now()): Promise<RateLimitResult> {
  const results = [
    ...(
      await countLimits(
        sql,
        keys.map((key) => ({ key, limit })),
        now,
      )
    ).values(),
  ];
  const fullest = (a: RateLimitResult, b: RateLimitResult) => (b.remaining < a.remaining ? b : a);
  return worstRefusal(results) ?? results.reduce(fullest, { allowed: true, retryAfterMs: 0, remaining: limit });
}

/** How many times a visitor's allowance one client IP gets (an office or a phone carrier's NAT). */
const IP_LIMIT_FACTOR = 5;

/**
 * The buckets a request counts in for one kind of action (`scope`): its visitor's when it
 * presented a valid visitor cookie, its IP's (a larger backstop) when a trusted proxy gave one,
 * and a bucket shared by every request with neither, so requests that present nothing only
 * ever exhaust each other.
 */
export function requesterLimits(scope: string, requester: { visitorId: string | null; ip: string | null }, limit: number): Limit[] {
  const limits: Limit[] = [];
  if (requester.visitorId) limits.push({ key: `${scope}:visitor:${requester.visitorId}`, limit });
  if (requester.ip) limits.push({ key: `${scope}:ip:${requester.ip}`, limit: limit * IP_LIMIT_FACTOR });
  if (limits.length === 0) limits.push({ key: `${scope}:anonymous`, limit });
  return limits;
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

/** Counts a hit in every bucket in its own transaction; throws the 429 (with Retry-After) when any is over. */
export async function enforceRateLimit(limits: Limit[], message?: string): Promise<void> {
  const refused = worstRefusal((await sqlTransaction((sql) => countLimits(sql, limits))).values());
  if (refused) throw rateLimited(refused.retryAfterMs, message);
}
