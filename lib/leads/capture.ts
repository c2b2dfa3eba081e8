import "server-only";
import { randomUUID } from "node:crypto";
import { normalizeEmail, type LeadSource, type NotificationKind } from "../contracts/leads";
import { database, type Db } from "../db/kysely";
import { inList } from "../db/dialect";
import { sqlTransaction, type Sql } from "../db/sql";
import { afterResponse } from "../http/after-response";
import { errorFields, log } from "../log";
import { env } from "../env";
import { countLimits, worstRefusal, type Limit } from "../http/rate-limit";
import { linkToLead as linkRowToLead, upsertLead, type CapturedLead, type LeadCapture } from "./lead-rows";
import { configuredChannels } from "./notify";
import { requestDrain } from "./outbox";

// A lead is captured inside the transaction of the write that received the contact (a chat turn,
// the contact form's PDF, a résumé), and so is the notification telling staff about it: both are
// kept or lost together with what the visitor sent, and a crash can lose neither alone. Typed
// queries on the caller's transaction (lib/db/sql.ts): on the chat's path, two short statements.
// New leads and notifications have ceilings, so a flood cannot bury staff's inbox: per sender
// (visitor, trusted IP) a lead or a PDF notification past theirs is not made; site-wide,
// notifications past NOTIFICATIONS_PER_MINUTE are held for one digest (outbox.ts), counted after
// the lead's transaction (enqueueNotification), so that no new lead waits for another on that count.

export { sourceOfConversation, type CapturedLead, type LeadCapture } from "./lead-rows";

/** Points a row (conversation, contact upload, résumé) at its lead, in the caller's transaction. */
export async function linkToLead(sql: Sql, table: "Conversation" | "UploadedFile" | "Resume", rowId: string, leadId: string): Promise<void> {
  await linkRowToLead(sql.db, table, rowId, leadId);
}

/**
 * Who sent a contact: their visitor (the signed cookie's id, or the one minted for a newcomer),
 * whether they presented that cookie, and, where a trusted proxy gives it, their IP.
 */
export type Requester = {
  visitorId: string | null;
  known: boolean;
  ip: string | null;
  /** For a newcomer naming an address that is no lead yet: whether the newcomers' allowance had room (admitNewcomer). */
  newcomerAllowed?: boolean;
};

/** The site-wide bucket of newcomers' new leads (LEADS_NEW_VISITORS_PER_MINUTE). */
const NEWCOMER_LEADS = "lead:newcomers";

/**
 * A visitor seen for less than NEW_VISITOR_SECONDS: its first conversation began that recently,
 * or it has none yet.
 */
async function isNewcomer(db: Db, visitorId: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("Conversation")
    .select((eb) => eb.fn.min("createdAt").as("first"))
    .where("visitorId", "=", visitorId)
    .executeTakeFirst();
  const first = row?.first ? new Date(row.first).getTime() : null;
  return first === null || now - first < env.NEW_VISITOR_SECONDS * 1000;
}

/**
 * A visitor cookie costs one request, so without a trusted IP a client taking a fresh cookie for
 * every contact escapes the per-visitor ceiling on new leads. A newcomer (isNewcomer) naming an
 * address that is no lead yet therefore also counts against one site-wide allowance,
 * LEADS_NEW_VISITORS_PER_MINUTE. It is counted here, before the lead's transaction, in a
 * transaction of one statement (so no lead's transaction holds its row), and the answer travels
 * with the requester into the capture. Past it nothing is lost: the contact stays in its
 * conversation, and the visitor's next message once it is no longer new makes the lead (the chat
 * captures the conversation's address on every message). `email`: the address the request names,
 * or null for the one its conversation (`conversationId`, the visitor's own) already carries.
 */
export async function admitNewcomer(requester: Requester, email: string | null | undefined, conversationId?: string | null): Promise<Requester> {
  const { visitorId } = requester;
  if (!requester.known || !visitorId) return requester; // no cookie: the shared anonymous bucket already bounds it
  const db = database();
  if (!(await isNewcomer(db, visitorId))) return requester;
  let address = normalizeEmail(email);
  if (!address && conversationId) {
    const row = await db
      .selectFrom("Conversation")
      .select("clientEmail")
      .where("id", "=", conversationId)
      .where("visitorId", "=", visitorId)
      .executeTakeFirst();
    address = normalizeEmail(row?.clientEmail);
  }
  if (!address) return requester;
  if (await db.selectFrom("Lead").select("id").where("email", "=", address).executeTakeFirst()) return requester;
  const counted = await sqlTransaction((sql) => countLimits(sql, [{ key: NEWCOMER_LEADS, limit: env.LEADS_NEW_VISITORS_PER_MINUTE }]));
  return { ...requester, newcomerAllowed: counted.get(NEWCOMER_LEADS)?.allowed ?? false };
}

/**
 * Counts one new lead (or PDF from a known lead) against the sender's ceilings: per visitor and,
 * where a trusted proxy gives the client IP, per IP. True while both allow it.
 */
async function withinLeadCeilings(sql: Sql, requester: Requester): Promise<boolean> {
  // Over the newcomers' allowance (admitNewcomer): the contact waits in its conversation.
  if (requester.newcomerAllowed === false) return false;
  const limits: Limit[] = [];
  if (requester.known && requester.visitorId) limits.push({ key: `lead:visitor:${requester.visitorId}`, limit: env.LEADS_PER_VISITOR_PER_MINUTE });
  if (requester.ip) limits.push({ key: `lead:ip:${requester.ip}`, limit: env.LEADS_PER_IP_PER_MINUTE });
  // Requests that presented neither share one bucket: a client cannot escape its ceiling by
  // leaving the cookie out (a browser always has one by its first message: lib/api-client/visitor.ts).
  if (limits.length === 0) limits.push({ key: "lead:anonymous", limit: env.LEADS_PER_VISITOR_PER_MINUTE });
  return worstRefusal((await countLimits(sql, limits)).values()) === null;
}

/**
 * The lead for an email address, created or brought up to date (see upsertLead), with the
 * new-lead notification enqueued when it is new. A sender over their ceiling for new leads makes
 * none: the contact stays in its conversation, and nobody is told.
 */
export async function captureLead(sql: Sql, capture: Omit<LeadCapture, "allowNew" | "visitorId"> & { requester: Requester }): Promise<CapturedLead | null> {
  const lead = await upsertLead(sql.db, { ...capture, visitorId: capture.requester.visitorId, allowNew: () => withinLeadCeilings(sql, capture.requester) });
  if (lead?.created) await enqueueNotification(sql, { leadId: lead.id, kind: "new-lead", at: capture.at });
  return lead;
}

/** A conversation as just saved: its id, the contact on file, and the lead it was pointed at before. */
type SavedContact = { conversationId: string; email: string | null; name: string | null; company: string | null; phone: string | null; leadId: string | null };

/**
 * The lead of a conversation's contact on file (its email address), captured in the caller's
 * transaction (captureLead), and the conversation pointed at it. Null when the conversation has no
 * address, or its sender is over their ceiling for new leads.
 */
export async function captureConversationLead(
  sql: Sql,
  saved: SavedContact,
  input: { source: LeadSource; at: Date; requester: Requester },
): Promise<CapturedLead | null> {
  const lead = await captureLead(sql, {
    email: saved.email,
    name: saved.name,
    company: saved.company,
    phone: saved.phone,
    source: input.source,
    at: input.at,
    requester: input.requester,
  });
  if (lead && lead.id !== saved.leadId) await linkRowToLead(sql.db, "Conversation", saved.conversationId, lead.id);
  return lead;
}

/**
 * Tells staff about a known lead's new PDF, unless its sender is over their ceiling (the PDF is
 * kept with the lead either way); says so when it came from another visitor than the lead's.
 */
export async function notifyLeadPdf(sql: Sql, input: { lead: CapturedLead; uploadId: string; at: Date; requester: Requester }): Promise<void> {
  if (!(await withinLeadCeilings(sql, input.requester))) return;
  await enqueueNotification(sql, { leadId: input.lead.id, kind: "lead-pdf", at: input.at, uploadId: input.uploadId, otherVisitor: input.lead.otherVisitor });
}

/** The site-wide bucket of notifications sent one by one (NOTIFICATIONS_PER_MINUTE). */
const SITE_NOTIFICATIONS = "notify:site";
/** A held row whose count never came (the process died first) joins the digest after this. */
const UNCOUNTED_GRACE_MS = 60_000;

/**
 * Writes one outbox row per configured channel (or one "skipped" row when none is, so staff can see
 * that nobody was told). Past the site-wide ceiling (NOTIFICATIONS_PER_MINUTE) rows stay "held"
 * and go out together in the next digest. The ceiling is counted after the lead's transaction has
 * committed, not inside it: its one counter row is shared by every new lead on the site, and a
 * transaction that counted it would hold that row locked until it committed, so concurrent new
 * leads on PostgreSQL would wait for each other there. The rows are written "held" (the safe state:
 * a crash before the count leaves them to the digest, nothing is lost), then the count, one
 * statement in a transaction of its own, releases them to be sent one by one while the ceiling
 * allows (releaseWithinCeiling). Each count is one atomic increment of the row, so the ceiling
 * holds exactly however many arrive at once.
 */
async function enqueueNotification(sql: Sql, input: { leadId: string; kind: NotificationKind; at: Date; uploadId?: string; otherVisitor?: boolean }) {
  const channels = configuredChannels();
  const rows =
    channels.length > 0 ? channels.map((channel) => ({ id: randomUUID(), channel, status: "held", error: null })) : [{ id: randomUUID(), ...NOT_CONFIGURED }];
  const at = new Date(input.at); // a copy: the stored text of a timestamp reads as the same instant
  // Not counted yet: not due for the digest either until the count says so, or, should it never
  // come (a crash), once UNCOUNTED_GRACE_MS have passed.
  const due = channels.length > 0 ? new Date(at.getTime() + UNCOUNTED_GRACE_MS) : at;
  for (const row of rows) {
    await sql.db
      .insertInto("LeadNotification")
      .values({
        id: row.id,
        leadId: input.leadId,
        kind: input.kind,
        channel: row.channel,
        status: row.status,
        nextAttemptAt: due,
        lastError: row.error,
        uploadId: input.uploadId ?? null,
        otherVisitor: input.otherVisitor ?? false,
        createdAt: at,
      })
      .execute();
  }
  if (channels.length > 0) {
    const ids = rows.map((row) => row.id);
    sql.afterCommit(() =>
      afterResponse(() =>
        releaseWithinCeiling(ids).then(requestDrain, (error: unknown) => {
          // Left held: the next digest sends them.
          log.error({ job: "notification ceiling", ...errorFields(error) }, "counting the site-wide ceiling failed");
          requestDrain();
        }),
      ),
    );
  }
}

/**
 * Counts one notification against the site-wide ceiling, in a short transaction of its own. While
 * it allows, the held rows `ids` become pending (sent one by one); past it they stay held and are
 * due for the next digest. Either way they are due from their creation. A row a digest has
 * claimed meanwhile (digestId) is left to it.
 */
async function releaseWithinCeiling(ids: string[], now = Date.now()): Promise<boolean> {
  return sqlTransaction(async (sql) => {
    const allowed = (await countLimits(sql, [{ key: SITE_NOTIFICATIONS, limit: env.NOTIFICATIONS_PER_MINUTE }], now)).get(SITE_NOTIFICATIONS)?.allowed ?? false;
    await sql.db
      .updateTable("LeadNotification")
      .set((eb) => ({ status: allowed ? "pending" : "held", nextAttemptAt: eb.ref("createdAt") }))
      .where((eb) => inList(eb.ref("id"), ids))
      .where("status", "=", "held")
      .where("digestId", "is", null)
      .execute();
    return allowed;
  });
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
  input: Parameters<typeof captureLead>[1] & { table: "Resume" | "UploadedFile"; rowId: string; conversationId: string | null },
): Promise<CapturedLead | null> {
  let lead = await captureLead(sql, input);
  if (!lead && input.conversationId) {
    const row = await sql.db.selectFrom("Conversation").select("leadId").where("id", "=", input.conversationId).executeTakeFirst();
    if (row?.leadId) lead = { id: row.leadId, created: false, otherVisitor: false };
  }
  if (lead) await linkRowToLead(sql.db, input.table, input.rowId, lead.id);
  return lead;
}
