import "server-only";
import type { InValue, Row } from "@libsql/client";
import { sharedLibsqlClient } from "./adapter";
import { errorFields, log } from "../log";

// Plain SQL on the same connection (and lock) as Prisma, for the few statements that run on every
// chat message: a statement here costs ~0.05 ms, against ~0.5 ms through Prisma's query planner
// (measured by scripts/bench-chat.mjs). Everything else uses Prisma.

export type Sql = {
  /** Runs a statement and returns its rows (RETURNING rows for writes). */
  query<T = Row>(sql: string, args?: InValue[]): Promise<T[]>;
  /** Runs a statement and returns the number of rows it changed. */
  execute(sql: string, args?: InValue[]): Promise<number>;
  /** Runs `task` once the transaction has committed (never if it rolls back); a task's error is logged. */
  afterCommit(task: () => void): void;
};

/** Runs `work` in one write transaction; commits when it resolves, rolls back when it throws. */
export async function sqlTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const transaction = await sharedLibsqlClient().transaction("write");
  const committed: (() => void)[] = [];
  const sql: Sql = {
    query: async <R = Row>(statement: string, args: InValue[] = []) =>
      (await transaction.execute({ sql: statement, args })).rows as unknown as R[],
    execute: async (statement, args = []) => (await transaction.execute({ sql: statement, args })).rowsAffected,
    afterCommit: (task) => committed.push(task),
  };
  try {
    const result = await work(sql);
    await transaction.commit();
    for (const task of committed) {
      try {
        task();
      } catch (error) {
        log.error({ job: "after commit", ...errorFields(error) }, "a task after commit failed");
      }
    }
    return result;
  } catch (error) {
    await transaction.rollback();
    throw error;
  } finally {
    transaction.close();
  }
}
