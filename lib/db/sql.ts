import "server-only";
import { errorFields, log } from "../log";
import { database, type DbTransaction } from "./kysely";

// A write transaction of the typed query layer (lib/db/kysely.ts), with tasks that run once it has
// committed. The statements that run on every chat message use the layer rather than Prisma: a
// statement here costs a fraction of one through Prisma's query planner (scripts/bench-chat.mjs).

export type Sql = {
  /** The transaction's query builder. */
  db: DbTransaction;
  /** Runs `task` once the transaction has committed (never if it rolls back); a task's error is logged. */
  afterCommit(task: () => void): void;
};

/** Runs `work` in one write transaction; commits when it resolves, rolls back when it throws. */
export async function sqlTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await database()
    .transaction()
    .execute((db) => work({ db, afterCommit: (task) => committed.push(task) }));
  runAfterCommit(committed);
  return result;
}

/** Runs the tasks of a committed transaction; one task's error neither stops the others nor the caller. */
export function runAfterCommit(tasks: (() => void)[]): void {
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      log.error({ job: "after commit", ...errorFields(error) }, "a task after commit failed");
    }
  }
}
