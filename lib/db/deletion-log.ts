import "server-only";
import { randomUUID } from "node:crypto";
import type { DeletionCounts } from "../contracts/leads";
import { database } from "./kysely";
import type { Sql } from "./sql";

// The deletion log: every deletion of personal data, a person's erasure (lib/privacy) or the daily
// retention job (lib/leads/retention.ts), with who asked and the counts, never the address or the
// data. Both write it, so it belongs to neither. One query API, the typed layer's: an entry is
// written in the transaction that deleted what it counts (sqlTransaction), so the list reads with it.

/** Writes one entry, in the transaction that deleted what it counts. */
export async function logDeletion(
  sql: Sql,
  entry: { id?: string; actor: string; reason: "request" | "retention"; counts: Partial<DeletionCounts> },
): Promise<void> {
  await sql.db
    .insertInto("DeletionLog")
    .values({ id: entry.id ?? randomUUID(), at: new Date(), actor: entry.actor, reason: entry.reason, counts: JSON.stringify(entry.counts) })
    .execute();
}

/** The deletion log, newest first. */
export async function listDeletionLog(limit = 100) {
  const rows = await database().selectFrom("DeletionLog").selectAll().orderBy("at", "desc").limit(limit).execute();
  const zero: DeletionCounts = { leads: 0, conversations: 0, messages: 0, resumes: 0, uploads: 0, files: 0, notifications: 0, redacted: 0 };
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    reason: row.reason === "retention" ? ("retention" as const) : ("request" as const),
    counts: { ...zero, ...(JSON.parse(row.counts) as Partial<DeletionCounts>) },
  }));
}
