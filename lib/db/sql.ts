import "server-only";
import type { InValue, Row } from "@libsql/client";
import { CompiledQuery } from "kysely";
import { errorFields, log } from "../log";
import { asStoredRows, database, type DbTransaction } from "./kysely";

// A write transaction of the typed query layer (lib/db/kysely.ts), with tasks that run once it has
// committed. The statements that run on every chat message use it rather than Prisma: a statement
// here costs a fraction of one through Prisma's query planner (scripts/bench-chat.mjs).

export type Sql = {
  /** The transaction's query builder. */
  db: DbTransaction;
  /** Runs a statement and returns its rows (RETURNING rows for writes). @deprecated SQLite only, being replaced by `db`. */
  query<T = Row>(sql: string, args?: InValue[]): Promise<T[]>;
  /** Runs a statement and returns the number of rows it changed. @deprecated SQLite only, being replaced by `db`. */
  execute(sql: string, args?: InValue[]): Promise<number>;
  /** Runs `task` once the transaction has committed (never if it rolls back); a task's error is logged. */
  afterCommit(task: () => void): void;
};

/** Runs `work` in one write transaction; commits when it resolves, rolls back when it throws. */
export async function sqlTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await database()
    .transaction()
    .execute(async (db) => {
      const raw = async <R,>(statement: string, args: InValue[]) => db.executeQuery<R>(asStoredRows(CompiledQuery.raw(statement, args as unknown[])));
      const sql: Sql = {
        db,
        query: async <R = Row,>(statement: string, args: InValue[] = []) => (await raw<R>(statement, args)).rows,
        execute: async (statement, args = []) => Number((await raw(statement, args)).numAffectedRows ?? 0),
        afterCommit: (task) => committed.push(task),
      };
      return work(sql);
    });
  for (const task of committed) {
    try {
      task();
    } catch (error) {
      log.error({ job: "after commit", ...errorFields(error) }, "a task after commit failed");
    }
  }
  return result;
}
