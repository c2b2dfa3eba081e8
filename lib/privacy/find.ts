import "server-only";
import type { DeletionCounts, MentionKind, PersonFindResponse } from "../contracts/leads";
import { LEAD_STATUSES } from "../contracts/leads";
import { isOneOf } from "../contracts/enums";
import { asText, containsLower, inList, normalized, notInList } from "../db/dialect";
import { database, type Db } from "../db/kysely";
import { addressPattern, mentionsAddress } from "./address";

// What is stored about an address: the person's own rows (their leads, the conversations that
// carried the address or are linked to their lead, the messages in them, contact PDFs, résumés),
// other visitors' rows that claimed it, and other people's rows that only name it (TEXT_COLUMNS).
// Export and erase start from the same rows (findRows).

export type Found = {
  leadIds: string[];
  conversationIds: string[];
  uploads: { id: string; storageKey: string }[];
  resumes: { id: string; storageKey: string }[];
  /** Other people's rows that name the address in their text: redacted, not deleted. */
  mentions: Mention[];
  /** Other visitors' rows that carried the address as theirs (a claim): the address is taken out, the rest kept. */
  claimed: { conversations: string[]; uploads: string[]; resumes: string[] };
};

/** One row of someone else's that names the address: its columns that do, as they are stored. */
export type Mention = { kind: MentionKind; id: string; conversationId: string | null; at: Date | null; name: string | null; texts: Record<string, string> };

type TextTable = "ConversationMessage" | "Conversation" | "UploadedFile" | "Resume" | "Lead" | "LeadNotification" | "KnowledgeEntry";

export type TextSpec = {
  kind: MentionKind;
  table: TextTable;
  /** Text columns. */
  columns: string[];
  /** JSON columns, read and written as their text. */
  json?: string[];
  /** The column naming the row's conversation, its time, and (for files) its file name. */
  conversation?: string;
  at?: string;
  name?: string;
  /** The rows that are the person's own (deleted, not redacted). */
  own: (found: Omit<Found, "mentions">) => { column: string; ids: string[] };
};

/**
 * Every column that can hold a visitor's text, or a value derived from it, per table: what they
 * typed (names, companies, subjects, messages, file names), what was read from their files, and
 * what the concierge, qualification and the Knowledge tab derived from it (replies, question keys,
 * cached qualification sentences, "also given" entries, knowledge questions and their variants).
 * `tests/api/privacy-erase.test.ts` plants an address in each and reads every table back.
 */
export const TEXT_COLUMNS: TextSpec[] = [
  {
    kind: "message",
    table: "ConversationMessage",
    columns: ["message", "reply", "questionKey", "sessionId", "messageType", "tokenUsage"],
    conversation: "conversationId",
    at: "timestamp",
    own: (found) => ({ column: "conversationId", ids: found.conversationIds }),
  },
  {
    kind: "conversation",
    table: "Conversation",
    columns: ["clientName", "clientEmail", "clientPhone", "subject", "company", "sessionId", "employmentType"],
    conversation: "id",
    at: "createdAt",
    own: (found) => ({ column: "id", ids: found.conversationIds }),
  },
  {
    kind: "upload",
    table: "UploadedFile",
    columns: ["clientName", "clientEmail", "message", "originalName", "extractedText"],
    conversation: "conversationId",
    at: "createdAt",
    name: "originalName",
    own: (found) => ({ column: "id", ids: found.uploads.map((row) => row.id) }),
  },
  {
    kind: "resume",
    table: "Resume",
    columns: ["originalName", "candidateName", "email", "phone", "linkedin", "portfolio", "experience", "extractedText"],
    json: ["skills"],
    conversation: "conversationId",
    at: "uploadDate",
    name: "originalName",
    own: (found) => ({ column: "id", ids: found.resumes.map((row) => row.id) }),
  },
  {
    kind: "lead",
    table: "Lead",
    columns: ["name", "company", "phone", "note", "alsoGiven", "qualification"],
    at: "lastContactAt",
    own: (found) => ({ column: "id", ids: found.leadIds }),
  },
  { kind: "notification", table: "LeadNotification", columns: ["lastError"], at: "createdAt", own: (found) => ({ column: "leadId", ids: found.leadIds }) },
  {
    kind: "knowledge",
    table: "KnowledgeEntry",
    columns: ["question", "answer", "answerEs"],
    json: ["variants"],
    at: "createdAt",
    own: () => ({ column: "id", ids: [] }),
  },
];

const columnsOf = (spec: TextSpec) => [...spec.columns, ...(spec.json ?? [])];

const toDate = (value: unknown): Date | null =>
  value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : null;

/** Other people's rows naming the address: the database finds the text anywhere, addressPattern keeps the rows naming it whole. */
async function findMentions(db: Db, email: string, found: Omit<Found, "mentions">): Promise<Mention[]> {
  const mentions: Mention[] = [];
  for (const spec of TEXT_COLUMNS) {
    const own = spec.own(found);
    const all = columnsOf(spec);
    // Each spec names real columns of its table; the typed layer cannot follow a table chosen at run time.
    const rows = (await db
      .selectFrom(spec.table as "Lead")
      .select((eb) => [
        "id",
        ...all.map((column) => asText(eb.ref(column as "name")).as(column)),
        ...(spec.conversation ? [eb.ref(spec.conversation as "id").as("_conversation")] : []),
        ...(spec.at ? [eb.ref(spec.at as "createdAt").as("_at")] : []),
        ...(spec.name ? [eb.ref(spec.name as "name").as("_name")] : []),
      ])
      .where((eb) =>
        eb.and([eb.or(all.map((column) => containsLower(asText(eb.ref(column as "name")), email))), notInList(eb.ref(own.column as "id"), own.ids)]),
      )
      .execute()) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const texts: Record<string, string> = {};
      for (const column of all) {
        // A JSON column may come back parsed (the layer's JSON plugin): its text again.
        const value = row[column] === null || typeof row[column] === "string" ? row[column] : JSON.stringify(row[column]);
        if (typeof value === "string" && mentionsAddress(value, email)) texts[column] = value;
      }
      if (Object.keys(texts).length === 0) continue;
      mentions.push({
        kind: spec.kind,
        id: String(row.id),
        conversationId: typeof row._conversation === "string" ? row._conversation : null,
        at: toDate(row._at),
        name: typeof row._name === "string" ? row._name : null,
        texts,
      });
    }
  }
  const time = (mention: Mention) => mention.at?.getTime() ?? 0;
  return mentions.sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A mention longer than this is cut to its sentence, then to a window around the address. */
const EXCERPT_MAX_CHARS = 300;
/** Excerpts kept per text: a text naming the address more often than this is not more about them. */
const EXCERPTS_PER_TEXT = 5;

/**
 * The lines of `text` that name the address, as a person's export carries someone else's text: a
 * line longer than EXCERPT_MAX_CHARS becomes the sentence, or the window, around each mention.
 */
function mentionExcerpts(text: string | null, email: string): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const line of text.split("\n")) {
    for (const match of line.matchAll(addressPattern(email))) {
      if (found.size >= EXCERPTS_PER_TEXT) return [...found];
      if (line.length <= EXCERPT_MAX_CHARS) {
        found.add(line.trim());
        break;
      }
      const start = Math.max(line.lastIndexOf(". ", match.index) + 1, line.lastIndexOf("? ", match.index) + 1, line.lastIndexOf("! ", match.index) + 1, 0);
      const ends = [". ", "? ", "! "].map((stop) => line.indexOf(stop, match.index + match[0].length)).filter((index) => index >= 0);
      const end = ends.length ? Math.min(...ends) + 1 : line.length;
      let excerpt = line.slice(start, end).trim();
      if (excerpt.length > EXCERPT_MAX_CHARS) {
        const half = Math.floor((EXCERPT_MAX_CHARS - match[0].length) / 2);
        const from = Math.max(0, match.index - half);
        excerpt = `${from > 0 ? "…" : ""}${line.slice(from, match.index + match[0].length + half).trim()}${match.index + match[0].length + half < line.length ? "…" : ""}`;
      }
      found.add(excerpt);
    }
  }
  return [...found];
}

/** The rows that hold the address (`email` is normalized), read through `db` (inside the erasing transaction too). */
export async function findRows(db: Db, email: string): Promise<Found> {
  const leads = await db.selectFrom("Lead").select(["id", "visitorId"]).where("email", "=", email).execute();
  const leadIds = leads.map((row) => row.id);
  // A typed address is a claim: a conversation that carried it from another visitor than the one
  // who first gave it (the lead's) is that visitor's, not this person's. It is "claimed": its
  // texts count only where they name the address, and an erasure takes the address out of it.
  const owner = leads[0]?.visitorId ?? null;
  const candidates = await db
    .selectFrom("Conversation")
    .select(["id", "visitorId"])
    .where((eb) =>
      eb.or([
        eb(normalized(eb.ref("clientEmail")), "=", email),
        inList(eb.ref("leadId"), leadIds),
        eb("id", "in", eb.selectFrom("ConversationEmail").select("conversationId").where("email", "=", email)),
      ]),
    )
    .execute();
  const isOwn = (row: { visitorId: string | null }) => owner === null || row.visitorId === null || row.visitorId === owner;
  const conversationIds = candidates.filter(isOwn).map((row) => row.id);
  const claimedConversations = candidates.filter((row) => !isOwn(row)).map((row) => row.id);
  const claimed = new Set(claimedConversations);
  type FileRow = { id: string; storageKey: string; conversationId: string | null };
  const uploadRows: FileRow[] = await db
    .selectFrom("UploadedFile")
    .select(["id", "storageKey", "conversationId"])
    .where((eb) =>
      eb.or([eb(normalized(eb.ref("clientEmail")), "=", email), inList(eb.ref("leadId"), leadIds), inList(eb.ref("conversationId"), conversationIds)]),
    )
    .execute();
  const resumeRows: FileRow[] = await db
    .selectFrom("Resume")
    .select(["id", "storageKey", "conversationId"])
    .where((eb) => eb.or([eb(normalized(eb.ref("email")), "=", email), inList(eb.ref("leadId"), leadIds), inList(eb.ref("conversationId"), conversationIds)]))
    .execute();
  const mine = (row: FileRow) => row.conversationId === null || !claimed.has(row.conversationId);
  const uploads = uploadRows.filter(mine).map(({ id, storageKey }) => ({ id, storageKey }));
  const resumes = resumeRows.filter(mine).map(({ id, storageKey }) => ({ id, storageKey }));
  const claimedUploads = uploadRows.filter((row) => !mine(row)).map((row) => row.id);
  const claimedResumes = resumeRows.filter((row) => !mine(row)).map((row) => row.id);
  const rows = {
    leadIds,
    conversationIds,
    uploads,
    resumes,
    claimed: { conversations: claimedConversations, uploads: claimedUploads, resumes: claimedResumes },
  };
  return { ...rows, mentions: await findMentions(db, email, rows) };
}

/** Other people's rows an erasure changes (redacts or takes a claim out of), each once. */
export function redactedCount(found: Found): number {
  const rows = new Set(found.mentions.map((mention) => `${mention.kind}:${mention.id}`));
  for (const id of found.claimed.conversations) rows.add(`conversation:${id}`);
  for (const id of found.claimed.uploads) rows.add(`upload:${id}`);
  for (const id of found.claimed.resumes) rows.add(`resume:${id}`);
  return rows.size;
}

/** Mentions listed for staff by a find (counts.redacted has them all). */
const MENTIONS_LISTED = 50;

/** Someone else's rows naming the address, each with only the lines (or sentences) that name it. */
export function mentionedIn(mentions: Mention[], email: string) {
  return mentions.map((row) => ({
    kind: row.kind,
    id: row.id,
    conversationId: row.conversationId,
    at: row.at?.toISOString() ?? null,
    lines: [...new Set(Object.values(row.texts).flatMap((text) => mentionExcerpts(text, email)))],
  }));
}

/** What is stored about an address: counts and the rows, without their content. */
export async function findPerson(email: string): Promise<PersonFindResponse> {
  const db = database();
  const found = await findRows(db, email);
  const [leads, conversations, resumes, uploads, notifications] = await Promise.all([
    db
      .selectFrom("Lead")
      .select(["id", "name", "status"])
      .where((eb) => inList(eb.ref("id"), found.leadIds))
      .execute(),
    // Each conversation's messages counted by its index (ConversationMessage by conversationId).
    db
      .selectFrom("Conversation as c")
      .select((eb) => [
        "c.id",
        "c.createdAt",
        eb
          .selectFrom("ConversationMessage as m")
          .select((inner) => inner.fn.countAll<number | string>().as("count"))
          .whereRef("m.conversationId", "=", "c.id")
          .as("messages"),
      ])
      .where((eb) => inList(eb.ref("c.id"), found.conversationIds))
      .orderBy("c.createdAt")
      .orderBy("c.id")
      .execute(),
    db
      .selectFrom("Resume")
      .select(["id", "originalName", "uploadDate"])
      .where((eb) =>
        inList(
          eb.ref("id"),
          found.resumes.map((row) => row.id),
        ),
      )
      .orderBy("uploadDate")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("UploadedFile")
      .select(["id", "originalName", "createdAt"])
      .where((eb) =>
        inList(
          eb.ref("id"),
          found.uploads.map((row) => row.id),
        ),
      )
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("LeadNotification")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where((eb) => inList(eb.ref("leadId"), found.leadIds))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL's COUNT is a bigint, which its driver gives as text.
  const perConversation = conversations.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), messages: Number(row.messages) }));
  const counts: DeletionCounts = {
    leads: found.leadIds.length,
    conversations: found.conversationIds.length,
    messages: perConversation.reduce((sum, row) => sum + row.messages, 0),
    resumes: found.resumes.length,
    uploads: found.uploads.length,
    files: found.uploads.length + found.resumes.length,
    notifications: Number(notifications.count),
    redacted: redactedCount(found),
  };
  return {
    email,
    counts,
    leads: leads.map((lead) => ({ id: lead.id, name: lead.name, status: isOneOf(LEAD_STATUSES, lead.status) ? lead.status : "new" })),
    conversations: perConversation,
    resumes: resumes.map((row) => ({ ...row, uploadDate: row.uploadDate.toISOString() })),
    uploads: uploads.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    mentions: mentionedIn(found.mentions, email)
      .slice(0, MENTIONS_LISTED)
      .map((mention) => ({ kind: mention.kind, id: mention.id, conversationId: mention.conversationId, excerpt: mention.lines[0] ?? "" })),
  };
}
