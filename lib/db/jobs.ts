import "server-only";
import { sqlTimestamp } from "./conversations";
import { sqlTransaction } from "./sql";

// Jobs that run at most once per period across every instance sharing the database.

/** True for the one caller, across instances, that moves the job's next run a period on. */
export async function claimJob(name: string, periodMs: number, now = Date.now()): Promise<boolean> {
  const at = sqlTimestamp(new Date(now));
  return sqlTransaction(
    async (sql) =>
      (await sql.execute(
        `INSERT INTO "ScheduledJob" ("name", "nextRunAt") VALUES (?, ?)
         ON CONFLICT ("name") DO UPDATE SET "nextRunAt" = excluded."nextRunAt" WHERE "ScheduledJob"."nextRunAt" <= ?`,
        [name, sqlTimestamp(new Date(now + periodMs)), at],
      )) === 1,
  );
}
