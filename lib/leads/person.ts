import "server-only";
import { randomUUID } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import type { DeletionCounts, PersonFindResponse } from "../contracts/leads";
import { LEAD_STATUSES } from "../contracts/leads";
import { isOneOf } from "../contracts/enums";
import { prisma } from "../db/client";
import { containsLower, inList, normalized, notInList } from "../db/dialect";
import { database, type Db } from "../db/kysely";
import { sqlTransaction, type Sql } from "../db/sql";
import { fileStorage } from "../storage";
import { downloadName } from "../uploads";

// A person's data on request: everything stored about an email address (their leads, the
// conversations that ever carried that address or are linked to their lead, the messages in them,
// contact PDFs, résumés and the files in storage), exported as one ZIP, or erased with the files.
// The address is matched whole (trimmed, any case), never as part of a longer one: al@example.com
// is not x.al@example.com. Someone else's conversation, résumé or contact message that only quotes
// the address is theirs, not this person's: staff see it listed to review, the export carries only
// the line (or sentence) that names the address, and an erasure keeps it with the address replaced
// by "[erased]" (counted as `redacted`). An erasure is logged with who asked and the counts, never
// the address or the data.

type Found = {
  leadIds: string[];
  conversationIds: string[];
  uploads: { id: string; storageKey: string }[];
  resumes: { id: string; storageKey: string }[];
  /** Rows of other people that quote the address in their text: redacted, not deleted. */
  mentions: Mentions;
  /** Other visitors' rows that carried the address as theirs (a claim): the address is taken out, the rest kept. */
  claimed: { conversations: string[]; uploads: string[]; resumes: string[] };
};

type Mentions = {
  messages: { id: string; conversationId: string; timestamp: Date; message: string; reply: string | null }[];
  resumes: { id: string; extractedText: string }[];
  uploads: { id: string; message: string; extractedText: string | null }[];
};

/** What an erasure writes in place of the address in someone else's text. */
const REDACTED = "[erased]";

/** Characters an address's local part may hold (RFC 5322 atext and the dot), as a regex class's inside. */
const LOCAL_PART = "A-Za-z0-9!#$%&'*+/=?^_`{|}~.-";

/**
 * The address as a whole word of a text: not preceded by a character of a local part (so
 * "x.al@example.com" does not hold "al@example.com") and not followed by more of a domain
 * ("al@example.com.au"), though a sentence's full stop may follow.
 */
function addressPattern(email: string): RegExp {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![${LOCAL_PART}])${escaped}(?![A-Za-z0-9-]|\\.[A-Za-z0-9-])`, "gi");
}

const mentionsAddress = (text: string | null, email: string) => text !== null && addressPattern(email).test(text);

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
async function findRows(db: Db, email: string): Promise<Found> {
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
    .where((eb) => eb.or([eb(normalized(eb.ref("clientEmail")), "=", email), inList(eb.ref("leadId"), leadIds), inList(eb.ref("conversationId"), conversationIds)]))
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
  // The database finds texts holding the address anywhere; only those naming it whole are kept.
  const messages: Mentions["messages"] = await db
    .selectFrom("ConversationMessage")
    .select(["id", "conversationId", "timestamp", "message", "reply"])
    .where((eb) => eb.and([eb.or([containsLower(eb.ref("message"), email), containsLower(eb.ref("reply"), email)]), notInList(eb.ref("conversationId"), conversationIds)]))
    .orderBy("timestamp")
    .orderBy("id")
    .execute();
  const resumeMentions: Mentions["resumes"] = await db
    .selectFrom("Resume")
    .select(["id", "extractedText"])
    .where((eb) => eb.and([containsLower(eb.ref("extractedText"), email), notInList(eb.ref("id"), resumes.map((row) => row.id))]))
    .execute();
  const uploadMentions: Mentions["uploads"] = await db
    .selectFrom("UploadedFile")
    .select(["id", "message", "extractedText"])
    .where((eb) =>
      eb.and([eb.or([containsLower(eb.ref("message"), email), containsLower(eb.ref("extractedText"), email)]), notInList(eb.ref("id"), uploads.map((row) => row.id))]),
    )
    .execute();
  const mentions: Mentions = {
    messages: messages.filter((row) => mentionsAddress(row.message, email) || mentionsAddress(row.reply, email)),
    resumes: resumeMentions.filter((row) => mentionsAddress(row.extractedText, email)),
    uploads: uploadMentions.filter((row) => mentionsAddress(row.message, email) || mentionsAddress(row.extractedText, email)),
  };
  return { leadIds, conversationIds, uploads, resumes, mentions, claimed: { conversations: claimedConversations, uploads: claimedUploads, resumes: claimedResumes } };
}

const mentionCount = (mentions: Mentions) => mentions.messages.length + mentions.resumes.length + mentions.uploads.length;
const claimedCount = (found: Found) => found.claimed.conversations.length + found.claimed.uploads.length + found.claimed.resumes.length;

/** Mentions listed for staff by a find (counts.redacted has them all). */
const MENTIONS_LISTED = 50;

/** Someone else's texts naming the address, each with only the lines (or sentences) that name it. */
function mentionedIn(mentions: Mentions, email: string) {
  const lines = (...texts: (string | null)[]) => [...new Set(texts.flatMap((text) => mentionExcerpts(text, email)))];
  return [
    ...mentions.messages.map((row) => ({ kind: "message" as const, id: row.id, conversationId: row.conversationId, at: row.timestamp.toISOString(), lines: lines(row.message, row.reply) })),
    ...mentions.resumes.map((row) => ({ kind: "resume" as const, id: row.id, conversationId: null, at: null, lines: lines(row.extractedText) })),
    ...mentions.uploads.map((row) => ({ kind: "upload" as const, id: row.id, conversationId: null, at: null, lines: lines(row.message, row.extractedText) })),
  ];
}

/** The text with the address (any case, whole: addressPattern) replaced, and nothing else. */
function redactAddress(text: string, email: string): string {
  return text.replace(addressPattern(email), REDACTED);
}

async function countsOf(found: Found): Promise<DeletionCounts> {
  const [messages, notifications] = await Promise.all([
    prisma.conversationMessage.count({ where: { conversationId: { in: found.conversationIds } } }),
    prisma.leadNotification.count({ where: { leadId: { in: found.leadIds } } }),
  ]);
  return {
    leads: found.leadIds.length,
    conversations: found.conversationIds.length,
    messages,
    resumes: found.resumes.length,
    uploads: found.uploads.length,
    files: found.uploads.length + found.resumes.length,
    notifications,
    redacted: mentionCount(found.mentions) + claimedCount(found),
  };
}

/** What is stored about an address: counts and the rows, without their content. */
export async function findPerson(email: string): Promise<PersonFindResponse> {
  const found = await findRows(database(), email);
  const [leads, conversations, resumes, uploads, counts] = await Promise.all([
    prisma.lead.findMany({ where: { id: { in: found.leadIds } }, select: { id: true, name: true, status: true } }),
    prisma.conversation.findMany({ where: { id: { in: found.conversationIds } }, orderBy: { createdAt: "asc" }, select: { id: true, createdAt: true, _count: { select: { messages: true } } } }),
    prisma.resume.findMany({ where: { id: { in: found.resumes.map((row) => row.id) } }, select: { id: true, originalName: true, uploadDate: true } }),
    prisma.uploadedFile.findMany({ where: { id: { in: found.uploads.map((row) => row.id) } }, select: { id: true, originalName: true, createdAt: true } }),
    countsOf(found),
  ]);
  return {
    email,
    counts,
    leads: leads.map((lead) => ({ id: lead.id, name: lead.name, status: isOneOf(LEAD_STATUSES, lead.status) ? lead.status : "new" })),
    conversations: conversations.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), messages: row._count.messages })),
    resumes: resumes.map((row) => ({ ...row, uploadDate: row.uploadDate.toISOString() })),
    uploads: uploads.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    mentions: mentionedIn(found.mentions, email)
      .slice(0, MENTIONS_LISTED)
      .map((mention) => ({ kind: mention.kind, id: mention.id, conversationId: mention.conversationId, excerpt: mention.lines[0] ?? "" })),
  };
}

// ---- export -------------------------------------------------------------------------------------

/** Everything stored about the address, as the data.json of the export (file paths inside the ZIP). */
async function personData(email: string, found: Found) {
  const [leads, conversations, uploads, resumes] = await Promise.all([
    prisma.lead.findMany({ where: { id: { in: found.leadIds } }, include: { notifications: { omit: { leadId: true } } } }),
    prisma.conversation.findMany({ where: { id: { in: found.conversationIds } }, orderBy: { createdAt: "asc" }, include: { messages: { orderBy: [{ timestamp: "asc" }, { id: "asc" }] } } }),
    prisma.uploadedFile.findMany({ where: { id: { in: found.uploads.map((row) => row.id) } }, orderBy: { createdAt: "asc" } }),
    prisma.resume.findMany({ where: { id: { in: found.resumes.map((row) => row.id) } }, orderBy: { uploadDate: "asc" } }),
  ]);
  const fileOf = (folder: string, row: { id: string; storageKey: string; mimeType: string; originalName: string }) =>
    `files/${folder}/${row.id}-${downloadName(row)}`;
  return {
    files: [
      ...uploads.map((row) => ({ path: fileOf("contact", row), key: row.storageKey })),
      ...resumes.map((row) => ({ path: fileOf("resumes", row), key: row.storageKey })),
    ],
    data: {
      email,
      exportedAt: new Date().toISOString(),
      leads: leads.map(({ qualification, ...lead }) => ({ ...lead, sources: JSON.parse(lead.sources) as unknown, qualification: qualification ? (JSON.parse(qualification) as unknown) : null })),
      conversations,
      contactUploads: uploads.map(({ storageKey: _key, ...row }) => ({ ...row, file: fileOf("contact", { ...row, storageKey: _key }) })),
      resumes: resumes.map(({ storageKey: _key, ...row }) => ({ ...row, file: fileOf("resumes", { ...row, storageKey: _key }) })),
      /** Other people's messages, résumés and contact messages that name the address: only the lines that do. */
      mentions: mentionedIn(found.mentions, email),
    },
  };
}

/**
 * The export as a ZIP stream: the stored files (as they are), then data.json naming each file and
 * whether it was found. Pulled by the reader, one file chunk at a time, so a large export never
 * sits in memory.
 */
export async function exportPerson(email: string): Promise<ReadableStream<Uint8Array>> {
  const { files, data } = await personData(email, await findRows(database(), email));
  const missing: string[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let produced = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) return controller.error(error);
    produced = true;
    controller.enqueue(chunk);
    if (final) controller.close();
  });
  async function* steps(): AsyncGenerator<void> {
    for (const file of files) {
      const body = await fileStorage().get(file.key);
      if (!body) {
        missing.push(file.path);
        continue;
      }
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      const stream = body.stream.getReader();
      for (;;) {
        const { done, value } = await stream.read();
        entry.push(value ?? new Uint8Array(0), done);
        yield;
        if (done) break;
      }
    }
    const entry = new ZipDeflate("data.json", { level: 6 });
    zip.add(entry);
    entry.push(strToU8(JSON.stringify({ ...data, missingFiles: missing }, null, 2)), true);
    zip.end();
  }
  const work = steps();
  return new ReadableStream<Uint8Array>({
    start(start) {
      controller = start;
    },
    async pull() {
      produced = false;
      while (!produced) {
        if ((await work.next()).done) return;
      }
    },
    async cancel() {
      await work.return(undefined);
    },
  });
}

// ---- erase --------------------------------------------------------------------------------------

/** Deletes a stored file; a file already gone counts as deleted. */
async function deleteFiles(keys: string[]): Promise<void> {
  for (const key of keys) await fileStorage().delete(key);
}

/**
 * Erases everything stored about the address: the files first (so a failure leaves the rows to
 * find and erase again), then every row in one transaction, which also finds anything that
 * arrived meanwhile (its files are deleted after), and the log entry with the counts.
 */
export async function erasePerson(email: string, actor: string): Promise<{ erased: DeletionCounts; logId: string }> {
  const before = await findRows(database(), email);
  const deletedKeys = new Set([...before.uploads, ...before.resumes].map((row) => row.storageKey));
  await deleteFiles([...deletedKeys]);
  const logId = randomUUID();
  const { erased, lateKeys } = await sqlTransaction(async (sql) => {
    const found = await findRows(sql.db, email);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    const notifications = deleted(await sql.db.deleteFrom("LeadNotification").where((eb) => inList(eb.ref("leadId"), found.leadIds)).executeTakeFirstOrThrow());
    const messages = deleted(await sql.db.deleteFrom("ConversationMessage").where((eb) => inList(eb.ref("conversationId"), found.conversationIds)).executeTakeFirstOrThrow());
    const uploads = deleted(await sql.db.deleteFrom("UploadedFile").where((eb) => inList(eb.ref("id"), ids(found.uploads))).executeTakeFirstOrThrow());
    const resumes = deleted(await sql.db.deleteFrom("Resume").where((eb) => inList(eb.ref("id"), ids(found.resumes))).executeTakeFirstOrThrow());
    await sql.db
      .deleteFrom("ConversationEmail")
      .where((eb) => eb.or([inList(eb.ref("conversationId"), found.conversationIds), eb("email", "=", email)]))
      .execute();
    // Other visitors' rows that typed the address: it leaves them, and so does the link to the lead.
    await sql.db
      .updateTable("Conversation")
      .set((eb) => ({
        leadId: null,
        clientEmail: eb.case().when(normalized(eb.ref("clientEmail")), "=", email).then(null).else(eb.ref("clientEmail")).end(),
      }))
      .where((eb) => inList(eb.ref("id"), found.claimed.conversations))
      .execute();
    await sql.db
      .updateTable("UploadedFile")
      .set((eb) => ({
        leadId: null,
        clientEmail: eb.case().when(normalized(eb.ref("clientEmail")), "=", email).then(REDACTED).else(eb.ref("clientEmail")).end(),
      }))
      .where((eb) => inList(eb.ref("id"), found.claimed.uploads))
      .execute();
    await sql.db
      .updateTable("Resume")
      .set((eb) => ({ leadId: null, email: eb.case().when(normalized(eb.ref("email")), "=", email).then(null).else(eb.ref("email")).end() }))
      .where((eb) => inList(eb.ref("id"), found.claimed.resumes))
      .execute();
    const conversations = deleted(await sql.db.deleteFrom("Conversation").where((eb) => inList(eb.ref("id"), found.conversationIds)).executeTakeFirstOrThrow());
    const leads = deleted(await sql.db.deleteFrom("Lead").where((eb) => inList(eb.ref("id"), found.leadIds)).executeTakeFirstOrThrow());
    const redact = (text: string) => redactAddress(text, email);
    for (const row of found.mentions.messages) {
      await sql.db
        .updateTable("ConversationMessage")
        .set({ message: redact(row.message), reply: row.reply === null ? null : redact(row.reply) })
        .where("id", "=", row.id)
        .execute();
    }
    for (const row of found.mentions.resumes) await sql.db.updateTable("Resume").set({ extractedText: redact(row.extractedText) }).where("id", "=", row.id).execute();
    for (const row of found.mentions.uploads) {
      await sql.db
        .updateTable("UploadedFile")
        .set({ message: redact(row.message), extractedText: row.extractedText === null ? null : redact(row.extractedText) })
        .where("id", "=", row.id)
        .execute();
    }
    const files = [...found.uploads, ...found.resumes].map((row) => row.storageKey);
    const counts: DeletionCounts = { leads, conversations, messages, resumes, uploads, files: files.length, notifications, redacted: mentionCount(found.mentions) + claimedCount(found) };
    await logDeletion(sql, { id: logId, actor, reason: "request", counts });
    return { erased: counts, lateKeys: files.filter((key) => !deletedKeys.has(key)) };
  });
  await deleteFiles(lateKeys);
  return { erased, logId };
}

export async function logDeletion(sql: Sql, entry: { id?: string; actor: string; reason: "request" | "retention"; counts: Partial<DeletionCounts> }): Promise<void> {
  await sql.db
    .insertInto("DeletionLog")
    .values({ id: entry.id ?? randomUUID(), at: new Date(), actor: entry.actor, reason: entry.reason, counts: JSON.stringify(entry.counts) })
    .execute();
}

/** The deletion log, newest first. */
export async function listDeletionLog(limit = 100) {
  const rows = await prisma.deletionLog.findMany({ orderBy: { at: "desc" }, take: limit });
  const zero: DeletionCounts = { leads: 0, conversations: 0, messages: 0, resumes: 0, uploads: 0, files: 0, notifications: 0, redacted: 0 };
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    reason: row.reason === "retention" ? ("retention" as const) : ("request" as const),
    counts: { ...zero, ...(JSON.parse(row.counts) as Partial<DeletionCounts>) },
  }));
}
