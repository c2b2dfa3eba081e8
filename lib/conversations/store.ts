import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { cursorOf, parseCursor } from "../db/paging";
import { normalizeEmail } from "../contracts/leads";
import type { ConversationDetail, ConversationPage, ConversationSummary } from "../contracts/conversations";
import { database, twoStepTransaction, type Db } from "../db/kysely";
import type { Sql } from "../db/sql";
import { containsLower, inList } from "../db/dialect";

// The conversation log: every visitor message is written before the reply is generated and
// completed with the reply afterwards, so nothing a visitor sent is lost if generation fails.

type ContactDetails = { name?: string; email?: string; subject?: string; company?: string; phone?: string };

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

export function isCompleteContact(name: string | null | undefined, email: string | null | undefined): boolean {
  return Boolean(name?.trim()) && Boolean(email && EMAIL.test(email));
}

let idCounter = 0;
/** Time-ordered ids (time, counter, randomness): messages written in one millisecond still sort. */
function sortableId(now = Date.now()): string {
  idCounter = (idCounter + 1) % 36 ** 4;
  return `m${now.toString(36).padStart(9, "0")}${idCounter.toString(36).padStart(4, "0")}${randomBytes(5).toString("hex")}`;
}

// The statements below run on every chat message, inside the turn's transaction, on the typed
// query layer (lib/db/sql.ts explains why).

export type SavedConversation = RecordedContact & {
  /** The conversation the message joins: the one named, or a new one when it is not the visitor's. */
  conversationId: string;
  company: string | null;
  phone: string | null;
  /** The lead the conversation was pointed at before this message, if any. */
  leadId: string | null;
};

type ConversationInput = Pick<IncomingMessage, "sessionId" | "personaSlug" | "employmentType" | "contact"> & { visitorId: string };

/**
 * The statement that creates the conversation `conversationId` for the visitor, or updates it with
 * any contact details given when it is theirs, returning what is on file; it returns no row when
 * the id is another visitor's (or no one's) conversation, which it leaves untouched.
 */
export function conversationUpsert(db: Db, input: ConversationInput, conversationId: string, now: Date) {
  const { contact } = input;
  return db
    .insertInto("Conversation")
    .values({
      id: conversationId,
      sessionId: input.sessionId ?? null,
      personaSlug: input.personaSlug,
      clientName: contact.name ?? null,
      clientEmail: contact.email ?? null,
      clientPhone: contact.phone ?? null,
      subject: contact.subject ?? null,
      company: contact.company ?? null,
      employmentType: input.employmentType ?? null,
      visitorId: input.visitorId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({
          clientName: eb.fn.coalesce(eb.ref("excluded.clientName"), eb.ref("Conversation.clientName")),
          clientEmail: eb.fn.coalesce(eb.ref("excluded.clientEmail"), eb.ref("Conversation.clientEmail")),
          clientPhone: eb.fn.coalesce(eb.ref("excluded.clientPhone"), eb.ref("Conversation.clientPhone")),
          subject: eb.fn.coalesce(eb.ref("excluded.subject"), eb.ref("Conversation.subject")),
          company: eb.fn.coalesce(eb.ref("excluded.company"), eb.ref("Conversation.company")),
          employmentType: eb.fn.coalesce(eb.ref("excluded.employmentType"), eb.ref("Conversation.employmentType")),
          updatedAt: eb.ref("excluded.updatedAt"),
        }))
        // Only the visitor's own conversation is updated: another's (or no one's) returns no row.
        .whereRef("Conversation.visitorId", "=", "excluded.visitorId"),
    )
    .returning(["clientName", "clientEmail", "clientPhone", "company", "leadId"]);
}

/** What the visitor's conversation holds before a message joins it (visitorConversation). */
export type KnownConversation = {
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  employmentType: string | null;
  hasResume: boolean;
  history: string[];
  /** The reply to the last message, if it has one. */
  lastReply: string | null;
};

/**
 * The statement that reads the visitor's conversation `conversationId`: the contact on file, joined
 * with its last `limit` messages if it has any (knownConversation reads its rows). No row when the
 * id names no conversation of theirs.
 */
export function visitorConversationQuery(db: Db, conversationId: string, visitorId: string, limit: number) {
  return (
    db
      .selectFrom("Conversation")
      .leftJoin(
        (eb) =>
          eb
            .selectFrom("ConversationMessage")
            .select(["message", "reply", "timestamp", "id"])
            .where("conversationId", "=", conversationId)
            .orderBy("timestamp", "desc")
            .orderBy("id", "desc")
            .limit(limit)
            .as("recent"),
        (join) => join.onTrue(),
      )
      .select([
        "Conversation.clientName",
        "Conversation.clientEmail",
        "Conversation.clientPhone",
        "Conversation.employmentType",
        "recent.message",
        "recent.reply",
        "recent.timestamp",
        "recent.id",
      ])
      // A résumé uploaded in it: the visitor has applied (the concierge stops asking them to).
      .select((eb) => eb.exists(eb.selectFrom("Resume").select("Resume.id").where("Resume.conversationId", "=", conversationId)).as("hasResume"))
      .where("Conversation.id", "=", conversationId)
      .where("Conversation.visitorId", "=", visitorId)
  );
}

type ConversationRow = {
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  employmentType: string | null;
  message: string | null;
  reply: string | null;
  timestamp: Date | string | null;
  id: string | null;
  hasResume: unknown;
};

/** The conversation visitorConversationQuery's rows describe, its messages oldest first; null for no row. */
export function knownConversation(rows: readonly Record<string, unknown>[]): KnownConversation | null {
  if (rows.length === 0) return null;
  const typed = rows as unknown as ConversationRow[];
  const messages = typed
    .filter((row): row is ConversationRow & { message: string; timestamp: Date | string; id: string } => row.message !== null && row.id !== null)
    .map((row) => ({ ...row, at: new Date(row.timestamp).getTime() }))
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const [first] = typed;
  return {
    clientName: first.clientName,
    clientEmail: first.clientEmail,
    clientPhone: first.clientPhone,
    employmentType: first.employmentType,
    hasResume: Boolean(Number(first.hasResume)),
    history: messages.map((row) => row.message),
    lastReply: messages.at(-1)?.reply ?? null,
  };
}

/**
 * What the visitor's conversation holds before a message joins it: the contact on file and the
 * visitor's last `limit` messages (oldest first). Null when the id names no conversation of theirs.
 * One statement (one round trip), outside any transaction.
 */
export async function visitorConversation(conversationId: string, visitorId: string, limit: number): Promise<KnownConversation | null> {
  return knownConversation(await visitorConversationQuery(database(), conversationId, visitorId, limit).execute());
}

/**
 * Creates the conversation, owned by `visitorId`, or updates it with any contact details given
 * when it is that visitor's; returns what is on file. A conversation that belongs to someone else
 * (or to no one) is left untouched and the message starts a new conversation instead: nobody can
 * add to, overwrite or read into another visitor's conversation by knowing its id. Every address
 * the conversation is given is recorded (ConversationEmail). It only saves the conversation: the
 * caller captures its lead (lib/leads captureConversationLead), in the same transaction.
 */
export async function upsertConversation(
  sql: Sql,
  input: Pick<IncomingMessage, "conversationId" | "sessionId" | "personaSlug" | "employmentType" | "contact"> & { visitorId: string },
  now: Date,
): Promise<SavedConversation> {
  const { contact } = input;
  const write = (conversationId: string) => conversationUpsert(sql.db, input, conversationId, now).executeTakeFirst();
  let conversationId = input.conversationId;
  let row = await write(conversationId);
  if (!row) {
    // The id is taken by another visitor's conversation (the update's WHERE refused it).
    conversationId = randomUUID();
    row = await write(conversationId);
  }
  const name = row?.clientName ?? null;
  const email = row?.clientEmail ?? null;
  const given = normalizeEmail(contact.email);
  if (given) {
    // Every address the conversation carries is kept: a person's data request finds it by any.
    await sql.db
      .insertInto("ConversationEmail")
      .values({ conversationId, email: given, at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return {
    conversationId,
    name,
    email,
    hasCompleteContact: isCompleteContact(name, email),
    company: row?.company ?? null,
    phone: row?.clientPhone ?? null,
    leadId: row?.leadId ?? null,
  };
}

/** The conversation id `id` when it names one of `visitorId`'s conversations, else null. */
export async function ownConversationId(id: string | null, visitorId: string | null): Promise<string | null> {
  if (!id || !visitorId) return null;
  const owned = await database().selectFrom("Conversation").select("id").where("id", "=", id).where("visitorId", "=", visitorId).executeTakeFirst();
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

type MessageInput = Pick<IncomingMessage, "conversationId" | "sessionId" | "message" | "intent" | "messageType" | "userIp"> & {
  reply: string | null;
  tokenUsage: Usage | null;
  answer?: AnswerRecord;
};

/** The statement that logs one message, and the message's new id. */
export function messageInsert(db: Db, input: MessageInput, now: Date) {
  const id = sortableId();
  const answer = input.answer ?? NO_RECORD;
  const statement = db.insertInto("ConversationMessage").values({
    id,
    conversationId: input.conversationId,
    message: input.message,
    reply: input.reply,
    intent: input.intent,
    messageType: input.messageType,
    timestamp: now,
    sessionId: input.sessionId ?? null,
    userIp: input.userIp,
    tokenUsage: input.tokenUsage ? JSON.stringify(input.tokenUsage) : null,
    lang: answer.lang,
    unanswered: answer.unanswered,
    lowConfidence: answer.lowConfidence,
    questionKey: answer.questionKey,
    knowledgeEntryId: answer.knowledgeEntryId,
  });
  return { id, statement };
}

/**
 * The statement that counts an answer the concierge gave with a knowledge entry (null when the
 * answer used none, or could not answer). Leaves the entry's `updatedAt` alone: the content's
 * signature must not change on every answer, or each one would rebuild the concierge's knowledge.
 */
export function entryAnswered(db: Db, answer: Pick<AnswerRecord, "knowledgeEntryId" | "unanswered">, now: Date) {
  if (!answer.knowledgeEntryId || answer.unanswered) return null;
  return db
    .updateTable("KnowledgeEntry")
    .set((eb) => ({ answeredCount: eb("answeredCount", "+", 1), lastAnsweredAt: now }))
    .where("id", "=", answer.knowledgeEntryId);
}

/** Logs one message; `reply` is null while an LLM is still answering (completeMessage fills it). */
export async function insertMessage(sql: Sql, input: MessageInput, now: Date): Promise<string> {
  const { id, statement } = messageInsert(sql.db, input, now);
  await statement.execute();
  const answer = input.answer ?? NO_RECORD;
  // A message still waiting for the LLM is counted when completeMessage logs what answered it.
  if (input.reply !== null) await countEntryAnswer(sql, answer, now);
  return id;
}

/** Counts an answer given with the entry `id`, in the caller's transaction (entryAnswered). */
export async function recordEntryAnswered(sql: Sql, id: string, now: Date): Promise<void> {
  await entryAnswered(sql.db, { knowledgeEntryId: id, unanswered: false }, now)?.execute();
}

/** An answer given with an entry counts for the entry, whichever path gave it. */
async function countEntryAnswer(sql: Sql, answer: AnswerRecord, now: Date): Promise<void> {
  await entryAnswered(sql.db, answer, now)?.execute();
}

type Completion = { reply: string; messageType: string; tokenUsage: Usage | null; answer?: AnswerRecord };

/** The statement that fills in the reply of a message logged before it was answered. */
export function messageCompletion(db: Db, messageId: string, { reply, messageType, tokenUsage, answer = NO_RECORD }: Completion) {
  return db
    .updateTable("ConversationMessage")
    .set({
      reply,
      messageType,
      tokenUsage: tokenUsage ? JSON.stringify(tokenUsage) : null,
      lang: answer.lang,
      unanswered: answer.unanswered,
      lowConfidence: answer.lowConfidence,
      questionKey: answer.questionKey,
      knowledgeEntryId: answer.knowledgeEntryId,
    })
    .where("id", "=", messageId);
}

/** Fills in the reply of a message logged before an LLM answered, and counts the entry it used. */
export async function completeMessage(messageId: string, completion: Completion & { tokenUsage: Usage; answer: AnswerRecord }) {
  await twoStepTransaction([], () => {
    const db = database();
    const now = new Date();
    const answered = entryAnswered(db, completion.answer, now);
    return { commit: true, then: [messageCompletion(db, messageId, completion), ...(answered ? [answered] : [])], value: undefined };
  });
}

/** The conversation so far (oldest first), for an LLM's context. */
export async function conversationHistory(conversationId: string, limit = 8): Promise<{ message: string; reply: string | null }[]> {
  const rows = await database()
    .selectFrom("ConversationMessage")
    .select(["message", "reply"])
    .where("conversationId", "=", conversationId)
    // The id breaks a tie in time (ids are time-ordered), the same way on both engines.
    .orderBy("timestamp", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

// ---- admin reads ----------------------------------------------------------------------------

/**
 * Conversations, most recent activity first, a page at a time; `search` matches contact and text as
 * typed, in any case (no character of it is a wildcard), on either engine.
 */
export async function listConversations({ limit = 20, cursor, search }: { limit?: number; cursor?: string; search?: string } = {}): Promise<ConversationPage> {
  const after = cursor ? parseCursor(cursor) : null;
  const db = database();
  let query = db
    .selectFrom("Conversation")
    .select(["id", "sessionId", "clientName", "clientEmail", "subject", "company", "employmentType", "createdAt", "updatedAt"])
    // The last message, read through the (conversationId, timestamp) index for each row of the page.
    .select((eb) =>
      eb
        .selectFrom("ConversationMessage as last")
        .select("last.message")
        .whereRef("last.conversationId", "=", "Conversation.id")
        .orderBy("last.timestamp", "desc")
        .orderBy("last.id", "desc")
        .limit(1)
        .as("lastMessage"),
    )
    .orderBy("updatedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (after) {
    query = query.where((eb) => eb.or([eb("updatedAt", "<", after.updatedAt), eb.and([eb("updatedAt", "=", after.updatedAt), eb("id", "<", after.id)])]));
  }
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsLower(eb.ref("clientName"), search),
        containsLower(eb.ref("clientEmail"), search),
        containsLower(eb.ref("subject"), search),
        containsLower(eb.ref("company"), search),
        eb.exists(
          eb
            .selectFrom("ConversationMessage as said")
            .select("said.id")
            .whereRef("said.conversationId", "=", "Conversation.id")
            .where((inner) => containsLower(inner.ref("said.message"), search)),
        ),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  // The page's own messages counted per intent (an indexed GROUP BY over these ids); their sum is
  // the conversation's count. A count joined over the whole message table would group all of it.
  const intentCounts = ids.length
    ? await db
        .selectFrom("ConversationMessage")
        .select(["conversationId", "intent"])
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) => inList(eb.ref("conversationId"), ids))
        .groupBy(["conversationId", "intent"])
        .execute()
    : [];

  const conversations = page.map((row): ConversationSummary => {
    const intents: Record<string, number> = {};
    let messageCount = 0;
    for (const count of intentCounts) {
      if (count.conversationId !== row.id) continue;
      intents[count.intent] = Number(count.count);
      messageCount += Number(count.count);
    }
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
      messageCount,
      intents,
      lastMessage: row.lastMessage ?? null,
    };
  });
  const last = page[page.length - 1];
  return { conversations, nextCursor: rows.length > limit && last ? cursorOf(last.updatedAt, last.id) : null };
}

/** One conversation with its messages in order, or null. */
export async function getConversation(id: string): Promise<ConversationDetail | null> {
  const db = database();
  const [row, messages] = await Promise.all([
    db
      .selectFrom("Conversation")
      .select([
        "id",
        "sessionId",
        "personaSlug",
        "clientName",
        "clientEmail",
        "clientPhone",
        "subject",
        "company",
        "employmentType",
        "leadId",
        "createdAt",
        "updatedAt",
      ])
      .where("id", "=", id)
      .executeTakeFirst(),
    db.selectFrom("ConversationMessage").selectAll().where("conversationId", "=", id).orderBy("timestamp", "asc").orderBy("id", "asc").execute(),
  ]);
  if (!row) return null;
  const { createdAt, updatedAt, ...conversation } = row;
  return {
    conversation: { ...conversation, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() },
    messages: messages.map(({ timestamp, reviewedAt, unanswered, lowConfidence, ...message }) => ({
      ...message,
      unanswered: Boolean(unanswered),
      lowConfidence: Boolean(lowConfidence),
      timestamp: timestamp.toISOString(),
      reviewedAt: reviewedAt?.toISOString() ?? null,
    })),
  };
}
