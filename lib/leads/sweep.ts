import "server-only";
import { refreshQualification } from "../leads/store";
import { claimJob } from "../db/jobs";
import { database } from "../db/kysely";
import { env } from "../env";
import { drainOutbox, type DrainResult } from "./outbox";
import { deleteStaleConversations, type RetentionResult } from "./retention";
import { errorFields, log } from "../log";

// The periodic work behind leads: send notifications that are due (retries), bring out-of-date
// qualifications up to date, and once a day apply RETENTION_DAYS. On a Node host an interval in
// the server process runs it (started from instrumentation.ts); on Vercel, the cron route
// (app/api/cron/leads). Every instance may run it: sends are claimed, the daily job is claimed.

const SWEEP_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Out-of-date qualifications brought up to date per sweep. */
const REFRESH_PER_SWEEP = 20;

async function refreshStale(): Promise<number> {
  const stale = await database()
    .selectFrom("Lead")
    .select("id")
    .where((eb) => eb.or([eb("qualifiedAt", "is", null), eb("qualifiedAt", "<", eb.ref("lastContactAt"))]))
    .orderBy("lastContactAt", "desc")
    .limit(REFRESH_PER_SWEEP)
    .execute();
  for (const { id } of stale) await refreshQualification(id);
  return stale.length;
}

export type SweepResult = { notifications: DrainResult; qualified: number; retention: RetentionResult | null };

export async function sweep({ now = Date.now }: { now?: () => number } = {}): Promise<SweepResult> {
  const notifications = await drainOutbox({ now });
  const qualified = await refreshStale();
  const retention =
    env.RETENTION_DAYS > 0 && (await claimJob("retention", DAY_MS, now())) ? await deleteStaleConversations({ days: env.RETENTION_DAYS, now: now() }) : null;
  return { notifications, qualified, retention };
}

const state = globalThis as { __leadSweeper?: ReturnType<typeof setInterval> };

/** Starts the sweep every minute in this process (once; never on Vercel, where the cron route runs it). */
export function startSweeper(): void {
  if (state.__leadSweeper || env.VERCEL) return;
  let busy = false;
  state.__leadSweeper = setInterval(() => {
    if (busy) return;
    busy = true;
    sweep()
      .catch((error: unknown) => log.error({ job: "leads sweep", ...errorFields(error) }, "sweep failed"))
      .finally(() => (busy = false));
  }, SWEEP_INTERVAL_MS);
  state.__leadSweeper.unref();
}
