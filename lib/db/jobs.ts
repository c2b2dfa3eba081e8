import "server-only";
import { sqlTransaction } from "./sql";

// Jobs that run at most once per period across every instance sharing the database.

/** True for the one caller, across instances, that moves the job's next run a period on. */
export async function claimJob(name: string, periodMs: number, now = Date.now()): Promise<boolean> {
  return sqlTransaction(async ({ db }) => {
    const result = await db
      .insertInto("ScheduledJob")
      .values({ name, nextRunAt: new Date(now + periodMs) })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet((eb) => ({ nextRunAt: eb.ref("excluded.nextRunAt") }))
          .where("ScheduledJob.nextRunAt", "<=", new Date(now)),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}
