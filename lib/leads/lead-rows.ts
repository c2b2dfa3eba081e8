import { randomUUID } from "node:crypto";
import { normalizeEmail, type LeadSource } from "../contracts/leads";
import type { Sql } from "../db/sql";
import { CONTACT_FORM_SESSION } from "../validation/contact";

// The lead rows themselves, in plain SQL on a caller's transaction: shared by the live capture
// (capture.ts) and the backfill of rows stored before leads existed (backfill.ts, run by the
// database set-up script, which cannot load the app's server-only modules).

/** The statements this file runs: the app's transaction (lib/db/sql.ts) or a Prisma one (the set-up script). */
export type LeadSql = Pick<Sql, "query" | "execute">;

export type LeadCapture = {
  email: string | null | undefined;
  name?: string | null;
  company?: string | null;
  source: LeadSource;
  /** When the contact happened (sqlTimestamp format). */
  at: string;
  /** Details read from a résumé only fill gaps: what a person typed themselves wins. */
  fillOnly?: boolean;
};

export type CapturedLead = { id: string; created: boolean };

const clean = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

/**
 * Creates the lead for an email address, or brings the known one up to date (last contact, the
 * source, a name or company given). Returns null for a value that is no email address.
 */
export async function upsertLead(sql: LeadSql, capture: LeadCapture): Promise<CapturedLead | null> {
  const email = normalizeEmail(capture.email);
  if (!email) return null;
  const name = clean(capture.name, 120);
  const company = clean(capture.company, 160);
  const id = randomUUID();
  const inserted = await sql.execute(
    `INSERT INTO "Lead" ("id", "email", "name", "company", "sources", "firstContactAt", "lastContactAt", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, json_array(?), ?, ?, ?, ?)
     ON CONFLICT ("email") DO NOTHING`,
    [id, email, name, company, capture.source, capture.at, capture.at, capture.at, capture.at],
  );
  if (inserted === 1) return { id, created: true };
  const keep = (column: string) => (capture.fillOnly ? `COALESCE("${column}", ?)` : `COALESCE(?, "${column}")`);
  const [row] = await sql.query<{ id: string }>(
    `UPDATE "Lead" SET
       "name" = ${keep("name")},
       "company" = ${keep("company")},
       "sources" = CASE WHEN EXISTS (SELECT 1 FROM json_each("Lead"."sources") WHERE "value" = ?) THEN "sources"
                        ELSE json_insert("sources", '$[#]', ?) END,
       "firstContactAt" = MIN("firstContactAt", ?),
       "lastContactAt" = MAX("lastContactAt", ?),
       "updatedAt" = ?
     WHERE "email" = ?
     RETURNING "id"`,
    [name, company, capture.source, capture.source, capture.at, capture.at, capture.at, email],
  );
  return row ? { id: row.id, created: false } : null;
}

/** Points a row (conversation, contact upload, résumé) at its lead. */
export async function linkToLead(sql: LeadSql, table: "Conversation" | "UploadedFile" | "Resume", rowId: string, leadId: string) {
  await sql.execute(`UPDATE "${table}" SET "leadId" = ? WHERE "id" = ? AND "leadId" IS NOT ?`, [leadId, rowId, leadId]);
}


/** The source a conversation's contact counts as: the contact page, the careers path, or the chat. */
export function sourceOfConversation(row: { sessionId?: string | null; employmentType?: string | null }): LeadSource {
  if (row.sessionId === CONTACT_FORM_SESSION) return "contact-form";
  return row.employmentType ? "employment" : "chat";
}
