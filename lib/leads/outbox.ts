import "server-only";
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import { inList } from "../db/dialect";
import { claimJob } from "../db/jobs";
import { database, type DB } from "../db/kysely";
import { notificationSubject } from "../leads/store";
import { sqlTransaction } from "../db/sql";
import { env } from "../env";
import { afterResponse } from "../http/after-response";
import {
  composeDigest,
  composeNotification,
  configuredChannels,
  notifyConfig,
  postWebhook,
  redactError,
  sendEmail,
  type DigestEntry,
  type NotifyConfig,
  type SendChannel,
} from "./notify";
import { errorFields, log } from "../log";

// The notification outbox. Rows are written with the lead (capture.ts); a drain sends the ones
// that are due, one at a time: it first claims a row with a lease (one UPDATE that only succeeds
// while nobody else holds it), so two drains, in one process or on two instances, never send the
// same notification; a drain that dies mid-send leaves the lease to expire and the row is sent
// again later. A failed send is retried with growing delays, then marked failed with the reason.
// Drains run after the visitor's response (requestDrain), from the periodic sweep (sweep.ts) and
// from the cron route on Vercel. Rows held past the site-wide ceiling (capture.ts) go out as one
// digest per channel, at most once a minute.
//
// Every statement here is the typed query layer's (lib/db/kysely.ts), none Prisma's: the rows are
// written in lead capture's transaction (capture.ts, the typed layer), and a claim is a conditional
// UPDATE (the lease re-checked, the attempts incremented, RETURNING the row) in one of the layer's
// transactions (sqlTransaction), as is the digest's claim (claimJob). The reads follow, so the
// module speaks one API.

/** Delay before each retry: 1 min, 5, 15, 60, then 4 hours; after the last, the row is failed. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** How long a claim holds: longer than a send can take (its time limit, twice over). */
export const LEASE_MS = 2 * 60_000;
/** Notifications sent per drain at most. */
const DRAIN_LIMIT = 25;

type Claimed = {
  id: string;
  leadId: string;
  kind: string;
  channel: string;
  attempts: number;
  uploadId: string | null;
  otherVisitor: boolean;
  leaseUntil: Date;
};

export type DrainResult = { sent: number; retrying: number; failed: number };

/** A row free to claim: its lease (if any) has run out. */
const leaseFree = (at: Date) => (eb: ExpressionBuilder<DB, "LeadNotification">) => eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<=", at)]);

/** Candidates read per claim: each one lost to another drain was claimed by it meanwhile. */
const CLAIM_TRIES = 10;

/**
 * Claims the next due notification: reads the first candidate, then takes it with one UPDATE that
 * only changes the row while it is still pending and unleased. Two drains that read the same
 * candidate both try; the database lets one UPDATE change the row (on PostgreSQL the second waits
 * for the first, then finds the lease taken), and the other, changing no row, reads the next one.
 */
async function claimNext(now: number): Promise<Claimed | null> {
  const at = new Date(now);
  const leaseUntil = new Date(now + LEASE_MS);
  return sqlTransaction(async ({ db }) => {
    for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
      const candidate = await db
        .selectFrom("LeadNotification")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", at)
        .where(leaseFree(at))
        .orderBy("nextAttemptAt")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      const row = await db
        .updateTable("LeadNotification")
        .set((eb) => ({ leaseUntil, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", candidate.id)
        .where("status", "=", "pending")
        .where(leaseFree(at))
        .returning(["id", "leadId", "kind", "channel", "attempts", "uploadId", "otherVisitor"])
        .executeTakeFirst();
      // The lease as written (not as read back): settle() matches the row's lease against it.
      if (row) return { ...row, attempts: Number(row.attempts), otherVisitor: Boolean(row.otherVisitor), leaseUntil };
    }
    return null;
  });
}

/** Records the outcome of a claimed send, only while the claim still holds (a lease taken over by another drain wins). */
async function settle(row: Claimed, now: number, error: string | null): Promise<"sent" | "retrying" | "failed"> {
  const at = new Date(now);
  const outcome = error === null ? "sent" : row.attempts >= MAX_ATTEMPTS ? "failed" : "retrying";
  const changes =
    outcome === "sent"
      ? { status: "sent", sentAt: at, lastError: null, leaseUntil: null }
      : outcome === "failed"
        ? { status: "failed", lastError: error, leaseUntil: null }
        : { nextAttemptAt: new Date(now + BACKOFF_MS[row.attempts - 1]), lastError: error, leaseUntil: null };
  await sqlTransaction(({ db }) => db.updateTable("LeadNotification").set(changes).where("id", "=", row.id).where("leaseUntil", "=", row.leaseUntil).execute());
  return outcome;
}

async function send(row: Claimed, config: NotifyConfig): Promise<string | null> {
  try {
    const subject = await notificationSubject(row);
    if (!subject) return "the lead was deleted";
    const message = composeNotification(subject, config);
    if (row.channel === "email") await sendEmail(config, message);
    else if (row.channel === "webhook") await postWebhook(config, message);
    else return `unknown channel ${row.channel}`;
    return null;
  } catch (error) {
    return redactError(error, config);
  }
}

// ---- the digest ---------------------------------------------------------------------------------

/** At most one digest per channel in this time, across instances. */
export const DIGEST_PERIOD_MS = 60_000;

/**
 * Sends the notifications held past the site-wide ceiling on `channel` as one message, at most
 * once a period: the rows are claimed under a digest id with a lease (a drain that dies leaves
 * them to the next digest), then marked sent together, or left held with the reason.
 */
async function sendDigest(channel: SendChannel, now: number, config: NotifyConfig): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  const at = new Date(now);
  // Held and due: a row whose site-wide count has not come yet is not due (capture.ts).
  const waiting = await database()
    .selectFrom("LeadNotification")
    .select("id")
    .where("status", "=", "held")
    .where("channel", "=", channel)
    .where("nextAttemptAt", "<=", at)
    .limit(1)
    .executeTakeFirst();
  if (!waiting || !(await claimJob(`digest:${channel}`, DIGEST_PERIOD_MS, now))) return result;
  const digestId = randomUUID();
  // One UPDATE claims every row it changes: a row another digest holds (its lease) is left to it.
  const held = await sqlTransaction(({ db }) =>
    db
      .updateTable("LeadNotification")
      .set((eb) => ({ digestId, leaseUntil: new Date(now + LEASE_MS), attempts: eb("attempts", "+", 1) }))
      .where("status", "=", "held")
      .where("channel", "=", channel)
      .where("nextAttemptAt", "<=", at)
      .where(leaseFree(at))
      .returning(["id", "leadId", "kind", "otherVisitor", "createdAt", "attempts"])
      .execute(),
  );
  if (held.length === 0) return result;
  const leads = new Map(
    (
      await database()
        .selectFrom("Lead")
        .select(["id", "email", "name"])
        .where((eb) => inList(eb.ref("id"), [...new Set(held.map((row) => row.leadId))]))
        .execute()
    ).map((lead) => [lead.id, lead]),
  );
  const entries: DigestEntry[] = held
    .map((row) => ({
      kind: row.kind === "lead-pdf" ? ("lead-pdf" as const) : ("new-lead" as const),
      otherVisitor: Boolean(row.otherVisitor),
      createdAt: new Date(row.createdAt),
      lead: leads.get(row.leadId) ?? null,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let error: string | null = null;
  try {
    const message = composeDigest(entries, config, env.NOTIFICATIONS_PER_MINUTE);
    if (channel === "email") await sendEmail(config, message);
    else await postWebhook(config, message);
  } catch (caught) {
    error = redactError(caught, config);
  }
  const done = new Date();
  await sqlTransaction(async ({ db }) => {
    if (error === null) {
      await db
        .updateTable("LeadNotification")
        .set({ status: "sent", sentAt: done, lastError: null, leaseUntil: null })
        .where("digestId", "=", digestId)
        .where("status", "=", "held")
        .execute();
    } else {
      // Retried with the same growing delays as a single notification, then failed with the reason.
      for (const row of held) {
        const attempts = Number(row.attempts);
        await db
          .updateTable("LeadNotification")
          .set({
            status: attempts >= MAX_ATTEMPTS ? "failed" : "held",
            lastError: error,
            leaseUntil: null,
            nextAttemptAt: new Date(now + BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]),
          })
          .where("id", "=", row.id)
          .where("digestId", "=", digestId)
          .where("status", "=", "held")
          .execute();
      }
    }
  });
  if (error === null) result.sent += held.length;
  else for (const row of held) result[Number(row.attempts) >= MAX_ATTEMPTS ? "failed" : "retrying"] += 1;
  return result;
}

/**
 * Sends the notifications that are due, each exactly once, then the digest of those held past the
 * site-wide ceiling; returns what happened. Never throws for a failed send.
 */
export async function drainOutbox({
  now = Date.now,
  config = notifyConfig(),
  limit = DRAIN_LIMIT,
}: { now?: () => number; config?: NotifyConfig; limit?: number } = {}): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (let count = 0; count < limit; count += 1) {
    const row = await claimNext(now());
    if (!row) break;
    const error = await send(row, config);
    result[await settle(row, now(), error)] += 1;
  }
  for (const channel of configuredChannels(config)) {
    const digest = await sendDigest(channel, now(), config);
    for (const key of ["sent", "retrying", "failed"] as const) result[key] += digest[key];
  }
  return result;
}

/** Drains the outbox after the current response is sent (afterResponse). Never throws and never delays the caller. */
export function requestDrain(): void {
  afterResponse(() =>
    drainOutbox().then(
      () => undefined,
      (error: unknown) => log.error({ job: "notification drain", ...errorFields(error) }, "drain failed"),
    ),
  );
}
