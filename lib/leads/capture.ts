import "server-only";
import { randomUUID } from "node:crypto";
import type { NotificationKind } from "../contracts/leads";
import type { Sql } from "../db/sql";
import { linkToLead, upsertLead, type CapturedLead, type LeadCapture } from "./lead-rows";
import { configuredChannels } from "./notify";
import { requestDrain } from "./outbox";

// A lead is captured inside the transaction of the write that received the contact (a chat turn,
// the contact form's PDF, a résumé), and so is the notification telling staff about it: both are
// kept or lost together with what the visitor sent, and a crash can lose neither alone. Plain SQL
// on the caller's transaction (lib/db/sql.ts): on the chat's path this is two short statements.

export { linkToLead, sourceOfConversation, type CapturedLead, type LeadCapture } from "./lead-rows";

/**
 * The lead for an email address, created or brought up to date (see upsertLead), with the
 * new-lead notification enqueued when it is new.
 */
export async function captureLead(sql: Sql, capture: LeadCapture): Promise<CapturedLead | null> {
  const lead = await upsertLead(sql, capture);
  if (lead?.created) await enqueueNotification(sql, { leadId: lead.id, kind: "new-lead", at: capture.at });
  return lead;
}

/**
 * Writes one outbox row per configured channel (or one "skipped" row when none is, so staff can see
 * that nobody was told), and asks for a drain once the transaction commits.
 */
export async function enqueueNotification(sql: Sql, input: { leadId: string; kind: NotificationKind; at: string; uploadId?: string }) {
  const channels = configuredChannels();
  const rows = channels.length > 0 ? channels.map((channel) => ({ channel, status: "pending", error: null })) : [NOT_CONFIGURED];
  for (const row of rows) {
    await sql.execute(
      `INSERT INTO "LeadNotification" ("id", "leadId", "kind", "channel", "status", "nextAttemptAt", "lastError", "uploadId", "createdAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), input.leadId, input.kind, row.channel, row.status, input.at, row.error, input.uploadId ?? null, input.at],
    );
  }
  if (channels.length > 0) sql.afterCommit(requestDrain);
}

const NOT_CONFIGURED = {
  channel: "none",
  status: "skipped",
  error: "not configured: set SMTP_URL and LEAD_NOTIFY_TO, or LEAD_WEBHOOK_URL, to be told about new leads",
} as const;

/**
 * Captures the lead of a stored file's sender (its email) or, without one, takes the lead of the
 * conversation it came with, and points the file at it.
 */
export async function captureFileLead(
  sql: Sql,
  input: LeadCapture & { table: "Resume" | "UploadedFile"; rowId: string; conversationId: string | null },
): Promise<CapturedLead | null> {
  let lead = await captureLead(sql, input);
  if (!lead && input.conversationId) {
    const [row] = await sql.query<{ leadId: string | null }>(`SELECT "leadId" FROM "Conversation" WHERE "id" = ?`, [input.conversationId]);
    if (row?.leadId) lead = { id: row.leadId, created: false };
  }
  if (lead) await linkToLead(sql, input.table, input.rowId, lead.id);
  return lead;
}
