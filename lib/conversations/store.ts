import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { decodePageCursor } from "../contracts/admin-requests";
import { normalizeEmail } from "../contracts/leads";
import type { ConversationDetail, ConversationPage, ConversationSummary } from "../contracts/conversations";
import type { Prisma } from "../generated/prisma/client";
import { captureLead, linkToLead, sourceOfConversation, type CapturedLead } from "../leads/capture";
import { prisma } from "../db/client";
import { sqlTransaction, type Sql } from "../db/sql";

// The conversation log: every visitor message is written before the reply is generated and
// completed with the reply afterwards, so nothing a visitor sent is lost if generation fails.

type ContactDetails = { name?: string; email?: string; subject?: string; company?: string };

export type IncomingMessage = {
  conversationId: string;
  sessionId?: string;
  personaSlug: string;
  message: string;
  intent: string;
  messageType: string;
  userIp: string | null;
  employmentType?: string;
  contact: ContactDetails;
};

type RecordedContact = { name: string | null; email: string | null; hasCompleteContact: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCompleteContact(name: string | null | undefined, email: string | null | undefined): boolean {
  return Boolean(name?.trim()) && Boolean(email && EMAIL.test(email));
}

/** Prisma's text format for DateTime on SQLite (ISO 8601 with an explicit offset). */
export const sqlTimestamp = (date = new Date()) => date.toISOString().replace("Z", "+00:00");

let idCounter = 0;
/** Time-ordered ids (time, counter, randomness): messages written in one millisecond still sort. */
function sortableId(now = Date.now()): string {
  idCounter = (idCounter + 1) % 36 ** 4;
  return `m${now.toString(36).padStart(9, "0")}${idCounter.toString(36).padStart(4, "0")}${randomBytes(5).toString("hex")}`;
}

// The statements below run on every chat message, inside the turn's transaction, in plain SQL
// (lib/db/sql.ts explains why).

export type SavedConversation = RecordedContact & {
  /** The conversation the message joins: the one named, or a new one when it is not the visitor's. */
  conversationId: string;
  /** The lead the conversation's email belongs to (created now, or known), if it has one. */
  lead: CapturedLead | null;
};

/**
 * Creates the conversation, owned by `visitorId`, or updates it with any contact details given
 * when it is that visitor's; returns what is on file. A conversation that belongs to someone else
 * (or to no one) is left untouched and the message starts a new conversation instead: nobody can
 * add to, overwrite or read into another visitor's conversation by knowing its id. A conversation
 * with an email address is its lead's, captured here in the same transaction (lib/leads/capture.ts);
 * every address it is given is recorded (ConversationEmail).
 */
export async function upsertConversation(
  sql: Sql,
  input: Pick<IncomingMessage, "conversationId" | "sessionId" | "personaSlug" | "employmentType" | "contact"> & { visitorId: string; visitorKnown?: boolean; ip?: string | null },
  now: string,
): Promise<SavedConversation> {
  const { contact } = input;
  const write = (conversationId: string) =>
    sql.query<{ clientName: string | null; clientEmail: string | null; company: string | null; leadId: string | null }>(
      `INSERT INTO "Conversation" ("id", "sessionId", "personaSlug", "clientName", "clientEmail", "subject", "company", "employmentType", "visitorId", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ("id") DO UPDATE SET
         "clientName" = COALESCE(excluded."clientName", "Conversation"."clientName"),
         "clientEmail" = COALESCE(excluded."clientEmail", "Conversation"."clientEmail"),
         "subject" = COALESCE(excluded."subject", "Conversation"."subject"),
         "company" = COALESCE(excluded."company", "Conversation"."company"),
         "employmentType" = COALESCE(excluded."employmentType", "Conversation"."employmentType"),
         "updatedAt" = excluded."updatedAt"
       WHERE "Conversation"."visitorId" = excluded."visitorId"
       RETURNING "clientName", "clientEmail", "company", "leadId"`,
      [
        conversationId,
        input.sessionId ?? null,
        input.personaSlug,
        contact.name ?? null,
        contact.email ?? null,
        contact.subject ?? null,
        contact.company ?? null,
        input.employmentType ?? null,
        input.visitorId,
        now,
        now,
      ],
    );
  let conversationId = input.conversationId;
  let [row] = await write(conversationId);
  if (!row) {
    // The id is taken by another visitor's conversation (the update's WHERE refused it).
    conversationId = randomUUID();
    [row] = await write(conversationId);
  }
  const name = row?.clientName ?? null;
  const email = row?.clientEmail ?? null;
  const given = normalizeEmail(contact.email);
  if (given) {
    // Every address the conversation carries is kept: a person's data request finds it by any.
    await sql.execute(`INSERT INTO "ConversationEmail" ("conversationId", "email", "at") VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, [conversationId, given, now]);
  }
  const requester = { visitorId: input.visitorId, known: input.visitorKnown ?? true, ip: input.ip ?? null };
  const lead = await captureLead(sql, { email, name, company: row?.company, source: sourceOfConversation(input), at: now, requester });
  if (lead && lead.id !== row?.leadId) await linkToLead(sql, "Conversation", conversationId, lead.id);
  return { conversationId, name, email, hasCompleteContact: isCompleteContact(name, email), lead };
}

/** The conversation id `id` when it names one of `visitorId`'s conversations, else null. */
export async function ownConversationId(id: string | null, visitorId: string | null): Promise<string | null> {
  if (!id || !visitorId) return null;
  const owned = await prisma.conversation.findFirst({ where: { id, visitorId }, select: { id: true } });
  return owned?.id ?? null;
}

export type TokenUsage = { total_tokens: number } | { faq_match: string | null };
type Usage = TokenUsage & Record<string, unknown>;

/**
 * How a reply answered, for the admin's Knowledge tab: the language, whether the concierge could not
 * answer (or answered from weak evidence), the question's key words (rephrasings share them) and
 * the knowledge entry it answered with.
 */
export type AnswerRecord = {
  lang: string;
  unanswered: boolean;
  lowConfidence: boolean;
  questionKey: string | null;
  knowledgeEntryId: string | null;
};

const NO_RECORD: AnswerRecord = { lang: "en", unanswered: false, lowConfidence: false, questionKey: null, knowledgeEntryId: null };

/** Logs one message; `reply` is null while an LLM is still answering (completeMessage fills it). */
export async function insertMessage(
  sql: Sql,
  input: Pick<IncomingMessage, "conversationId" | "sessionId" | "message" | "intent" | "messageType" | "userIp"> & {
    reply: string | null;
    tokenUsage: Usage | null;
    answer?: AnswerRecord;
  },
  now: string,
): Promise<string> {
  const id = sortableId();
  const answer = input.answer ?? NO_RECORD;
  await sql.execute(
    `INSERT INTO "ConversationMessage" ("id", "conversationId", "message", "reply", "intent", "messageType", "timestamp", "sessionId", "userIp", "tokenUsage", "lang", "unanswered", "lowConfidence", "questionKey", "knowledgeEntryId")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      input.conversationId,
      input.message,
      input.reply,
      input.intent,
      input.messageType,
      now,
      input.sessionId ?? null,
      input.userIp,
      input.tokenUsage ? JSON.stringify(input.tokenUsage) : null,
      answer.lang,
      answer.unanswered ? 1 : 0,
      answer.lowConfidence ? 1 : 0,
      answer.questionKey,
      answer.knowledgeEntryId,
    ],
  );
  // A message still waiting for the LLM is counted when completeMessage logs what answered it.
  if (input.reply !== null) await countEntryAnswer(sql, answer, now);
  return id;
}

/**
 * Counts an answer the concierge gave with a knowledge entry, in the transaction that logs it.
 * Leaves the entry's `updatedAt` alone: the content's signature must not change on every answer,
 * or each one would rebuild the concierge's knowledge.
 */
export async function recordEntryAnswered(sql: Sql, id: string, now: string): Promise<void> {
  await sql.execute(`UPDATE "KnowledgeEntry" SET "answeredCount" = "answeredCount" + 1, "lastAnsweredAt" = ? WHERE "id" = ?`, [now, id]);
}

/** An answer given with an entry counts for the entry, whichever path gave it. */
async function countEntryAnswer(sql: Sql, answer: AnswerRecord, now: string): Promise<void> {
  if (answer.knowledgeEntryId && !answer.unanswered) await recordEntryAnswered(sql, answer.knowledgeEntryId, now);
}

/** Fills in the reply of a message logged before an LLM answered. */
export async function completeMessage(
  messageId: string,
  { reply, messageType, tokenUsage, answer }: { reply: string; messageType: string; tokenUsage: Usage; answer: AnswerRecord },
) {
  await sqlTransaction(async (sql) => {
    await sql.execute(
      `UPDATE "ConversationMessage" SET "reply" = ?, "messageType" = ?, "tokenUsage" = ?, "lang" = ?, "unanswered" = ?, "lowConfidence" = ?, "questionKey" = ?, "knowledgeEntryId" = ? WHERE "id" = ?`,
      [reply, messageType, JSON.stringify(tokenUsage), answer.lang, answer.unanswered ? 1 : 0, answer.lowConfidence ? 1 : 0, answer.questionKey, answer.knowledgeEntryId, messageId],
    );
    await countEntryAnswer(sql, answer, new Date().toISOString());
  });
}

/** The visitor's last `limit` messages in a conversation (oldest first), read inside a turn's transaction. */
export async function recentVisitorMessages(sql: Sql, conversationId: string, limit: number): Promise<string[]> {
  const rows = await sql.query<{ message: string }>(
    `SELECT "message" FROM "ConversationMessage" WHERE "conversationId" = ? ORDER BY "timestamp" DESC, "id" DESC LIMIT ?`,
    [conversationId, limit],
  );
  return rows.map((row) => row.message).reverse();
}

/** The conversation so far (oldest first), for an LLM's context. */
export async function conversationHistory(conversationId: string, limit = 8): Promise<{ message: string; reply: string | null }[]> {
  const rows = await prisma.conversationMessage.findMany({
    where: { conversationId },
    orderBy: { timestamp: "desc" },
    take: limit,
    select: { message: true, reply: true },
  });
  return rows.reverse();
}

// ---- admin reads ----------------------------------------------------------------------------

/** A page cursor: the last row's time and id (lists ordered by a time, then id, both descending). */
export const cursorOf = (updatedAt: Date, id: string) => Buffer.from(`${updatedAt.getTime()}:${id}`).toString("base64url");

/** A cursor from cursorOf (the request schemas refuse any other with a 400), or null. */
export function parseCursor(cursor: string): { updatedAt: Date; id: string } | null {
  const decoded = decodePageCursor(cursor);
  return decoded ? { updatedAt: decoded.at, id: decoded.id } : null;
}

/** Conversations, most recent activity first, a page at a time; `search` matches contact and text. */
export async function listConversations({
  limit = 20,
  cursor,
  search,
}: { limit?: number; cursor?: string; search?: string } = {}): Promise<ConversationPage> {
  const after = cursor ? parseCursor(cursor) : null;
  const where: Prisma.ConversationWhereInput = {};
  if (after) {
    where.OR = [{ updatedAt: { lt: after.updatedAt } }, { updatedAt: after.updatedAt, id: { lt: after.id } }];
  }
  if (search) {
    where.AND = [
      {
        OR: [
          { clientName: { contains: search } },
          { clientEmail: { contains: search } },
          { subject: { contains: search } },
          { company: { contains: search } },
          { messages: { some: { message: { contains: search } } } },
        ],
      },
    ];
  }
  const rows = await prisma.conversation.findMany({
    where,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    include: { _count: { select: { messages: true } } },
  });
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const [intentCounts, lastMessages] = ids.length
    ? await Promise.all([
        prisma.conversationMessage.groupBy({ by: ["conversationId", "intent"], where: { conversationId: { in: ids } }, _count: true }),
        prisma.conversationMessage.findMany({
          where: { conversationId: { in: ids } },
          orderBy: { timestamp: "desc" },
          distinct: ["conversationId"],
          select: { conversationId: true, message: true },
        }),
      ])
    : [[], []];

  const conversations = page.map((row): ConversationSummary => {
    const intents: Record<string, number> = {};
    for (const count of intentCounts) if (count.conversationId === row.id) intents[count.intent] = count._count;
    return {
      id: row.id,
      sessionId: row.sessionId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      subject: row.subject,
      company: row.company,
      employmentType: row.employmentType,
      createdAt: row.createdAt.toISOString(),
      lastActivity: row.updatedAt.toISOString(),
      messageCount: row._count.messages,
      intents,
      lastMessage: lastMessages.find((message) => message.conversationId === row.id)?.message ?? null,
    };
  });
  const last = page[page.length - 1];
  return { conversations, nextCursor: rows.length > limit && last ? cursorOf(last.updatedAt, last.id) : null };
}

/** One conversation with its messages in order, or null. */
export async function getConversation(id: string): Promise<ConversationDetail | null> {
  const row = await prisma.conversation.findUnique({
    where: { id },
    omit: { visitorId: true },
    include: { messages: { orderBy: [{ timestamp: "asc" }, { id: "asc" }] } },
  });
  if (!row) return null;
  const { messages, createdAt, updatedAt, ...conversation } = row;
  return {
    conversation: { ...conversation, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() },
    messages: messages.map(({ timestamp, reviewedAt, ...message }) => ({ ...message, timestamp: timestamp.toISOString(), reviewedAt: reviewedAt?.toISOString() ?? null })),
  };
}
