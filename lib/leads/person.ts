import "server-only";
import { randomUUID } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import type { DeletionCounts, ErasedFile, MentionKind, PersonFindResponse } from "../contracts/leads";
import { LEAD_STATUSES } from "../contracts/leads";
import { isOneOf } from "../contracts/enums";
import { prisma } from "../db/client";
import { asText, containsLower, inList, normalized, notInList } from "../db/dialect";
import { database, type Db } from "../db/kysely";
import { sqlTransaction, type Sql } from "../db/sql";
import { fileStorage } from "../storage";
import { downloadName } from "../storage/download-name";
import { addressPattern, mentionsAddress, redactAddress, REDACTED } from "./address";

// A person's data on request: everything stored about an email address (their leads, the
// conversations that ever carried that address or are linked to their lead, the messages in them,
// contact PDFs, résumés and the files in storage), exported as one ZIP, or erased with the files.
// The address is matched whole (trimmed, any case; its boundaries are defined once, in
// ./address.ts, for find, export and erase alike), never as part of a longer one: al@example.com
// is not x.al@example.com. Someone else's row that only names the address (a message, a name, a
// subject, a file name, another lead's cached qualification, a knowledge question…: every column
// in TEXT_COLUMNS) is theirs, not this person's: staff see it listed to review, the export carries
// only the line (or sentence) that names the address, and an erasure keeps it with the address
// replaced by "[erased]" (counted as `redacted`). Someone else's stored file whose text named the
// address cannot be edited: the erasure lists it for staff, who may delete it (deleteNamedFiles).
// An erasure is logged with who asked and the counts, never the address or the data.

type Found = {
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
type Mention = { kind: MentionKind; id: string; conversationId: string | null; at: Date | null; name: string | null; texts: Record<string, string> };

type TextTable = "ConversationMessage" | "Conversation" | "UploadedFile" | "Resume" | "Lead" | "LeadNotification" | "KnowledgeEntry";

type TextSpec = {
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
const TEXT_COLUMNS: TextSpec[] = [
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
  { kind: "lead", table: "Lead", columns: ["name", "company", "phone", "note", "alsoGiven", "qualification"], at: "lastContactAt", own: (found) => ({ column: "id", ids: found.leadIds }) },
  { kind: "notification", table: "LeadNotification", columns: ["lastError"], at: "createdAt", own: (found) => ({ column: "leadId", ids: found.leadIds }) },
  { kind: "knowledge", table: "KnowledgeEntry", columns: ["question", "answer", "answerEs"], json: ["variants"], at: "createdAt", own: () => ({ column: "id", ids: [] }) },
];

const columnsOf = (spec: TextSpec) => [...spec.columns, ...(spec.json ?? [])];

const toDate = (value: unknown): Date | null => (value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : null);

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
      .where((eb) => eb.and([eb.or(all.map((column) => containsLower(asText(eb.ref(column as "name")), email))), notInList(eb.ref(own.column as "id"), own.ids)]))
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
  const rows = { leadIds, conversationIds, uploads, resumes, claimed: { conversations: claimedConversations, uploads: claimedUploads, resumes: claimedResumes } };
  return { ...rows, mentions: await findMentions(db, email, rows) };
}

/** Other people's rows an erasure changes (redacts or takes a claim out of), each once. */
function redactedCount(found: Found): number {
  const rows = new Set(found.mentions.map((mention) => `${mention.kind}:${mention.id}`));
  for (const id of found.claimed.conversations) rows.add(`conversation:${id}`);
  for (const id of found.claimed.uploads) rows.add(`upload:${id}`);
  for (const id of found.claimed.resumes) rows.add(`resume:${id}`);
  return rows.size;
}

/** Mentions listed for staff by a find (counts.redacted has them all). */
const MENTIONS_LISTED = 50;

/** Someone else's rows naming the address, each with only the lines (or sentences) that name it. */
function mentionedIn(mentions: Mention[], email: string) {
  return mentions.map((row) => ({
    kind: row.kind,
    id: row.id,
    conversationId: row.conversationId,
    at: row.at?.toISOString() ?? null,
    lines: [...new Set(Object.values(row.texts).flatMap((text) => mentionExcerpts(text, email)))],
  }));
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
    redacted: redactedCount(found),
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

/** Columns of a file's row that were read from the file itself: when one names the address, so do the stored bytes. */
const READ_FROM_FILE: Partial<Record<MentionKind, string[]>> = {
  upload: ["extractedText"],
  resume: ["extractedText", "candidateName", "email", "phone", "linkedin", "portfolio", "experience", "skills"],
};

/** Someone else's stored files whose text named the address: the rows are redacted, the bytes cannot be. */
function namedFiles(found: Found, email: string): ErasedFile[] {
  return found.mentions.flatMap((mention) => {
    const columns = READ_FROM_FILE[mention.kind];
    if (!columns?.some((column) => column in mention.texts) || (mention.kind !== "upload" && mention.kind !== "resume")) return [];
    return [{ kind: mention.kind, id: mention.id, name: redactAddress(mention.name ?? "", email) }];
  });
}

/** A JSON value with the address redacted in every string it holds. */
function redactJson(value: unknown, email: string): unknown {
  if (typeof value === "string") return redactAddress(value, email);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, email));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactAddress(key, email), redactJson(item, email)]));
  return value;
}

/**
 * A contact field that was the address itself in another visitor's row (a claim): emptied where the
 * column may be, else "[erased]", as the claim's own clean-up writes it.
 */
const WHOLE_ADDRESS: Record<string, string | null> = { "Conversation.clientEmail": null, "Resume.email": null, "UploadedFile.clientEmail": REDACTED };

/** Writes every mention back with the address replaced, in the erasing transaction. */
async function redactMentions(sql: Sql, found: Found, email: string): Promise<void> {
  const specs = new Map(TEXT_COLUMNS.map((spec) => [spec.kind, spec]));
  for (const mention of found.mentions) {
    const spec = specs.get(mention.kind);
    if (!spec) continue;
    const values: Record<string, string | null> = {};
    for (const [column, text] of Object.entries(mention.texts)) {
      const whole = `${spec.table}.${column}`;
      if (whole in WHOLE_ADDRESS && text.trim().toLowerCase() === email) values[column] = WHOLE_ADDRESS[whole];
      else if (spec.json?.includes(column)) values[column] = JSON.stringify(redactJson(JSON.parse(text) as unknown, email));
      else values[column] = redactAddress(text, email);
    }
    // Each spec names real columns of its table (see findMentions).
    await sql.db
      .updateTable(spec.table as "Lead")
      .set(values as { name: string })
      .where("id", "=", mention.id)
      .execute();
  }
}

/**
 * Erases everything stored about the address: the files first (so a failure leaves the rows to
 * find and erase again), then every row in one transaction, which also finds anything that
 * arrived meanwhile (its files are deleted after), and the log entry with the counts. Other
 * people's stored files whose text named the address are listed (`files`) for staff to delete
 * or keep (deleteNamedFiles).
 */
export async function erasePerson(email: string, actor: string): Promise<{ erased: DeletionCounts; logId: string; files: ErasedFile[] }> {
  const before = await findRows(database(), email);
  const deletedKeys = new Set([...before.uploads, ...before.resumes].map((row) => row.storageKey));
  await deleteFiles([...deletedKeys]);
  const logId = randomUUID();
  const { erased, lateKeys, files } = await sqlTransaction(async (sql) => {
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
    // Other people's rows naming the address keep everything else (a claim's contact field that
    // was the address is emptied: WHOLE_ADDRESS).
    await redactMentions(sql, found, email);
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
    const keys = [...found.uploads, ...found.resumes].map((row) => row.storageKey);
    const counts: DeletionCounts = { leads, conversations, messages, resumes, uploads, files: keys.length, notifications, redacted: redactedCount(found) };
    await logDeletion(sql, { id: logId, actor, reason: "request", counts });
    return { erased: counts, lateKeys: keys.filter((key) => !deletedKeys.has(key)), files: namedFiles(found, email) };
  });
  await deleteFiles(lateKeys);
  return { erased, logId, files };
}

/**
 * Deletes stored files an erasure listed (other people's contact PDFs and résumés whose text named
 * the erased address): the file, then its row, logged like an erasure with the counts only.
 */
export async function deleteNamedFiles(files: { kind: "upload" | "resume"; id: string }[], actor: string): Promise<{ deleted: DeletionCounts; logId: string }> {
  const idsOf = (kind: "upload" | "resume") => files.filter((file) => file.kind === kind).map((file) => file.id);
  const [uploadRows, resumeRows] = await Promise.all([
    prisma.uploadedFile.findMany({ where: { id: { in: idsOf("upload") } }, select: { id: true, storageKey: true } }),
    prisma.resume.findMany({ where: { id: { in: idsOf("resume") } }, select: { id: true, storageKey: true } }),
  ]);
  await deleteFiles([...uploadRows, ...resumeRows].map((row) => row.storageKey));
  const logId = randomUUID();
  const deleted = await sqlTransaction(async (sql) => {
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    const uploads = count(await sql.db.deleteFrom("UploadedFile").where((eb) => inList(eb.ref("id"), uploadRows.map((row) => row.id))).executeTakeFirstOrThrow());
    const resumes = count(await sql.db.deleteFrom("Resume").where((eb) => inList(eb.ref("id"), resumeRows.map((row) => row.id))).executeTakeFirstOrThrow());
    const counts: DeletionCounts = { leads: 0, conversations: 0, messages: 0, resumes, uploads, files: uploadRows.length + resumeRows.length, notifications: 0, redacted: 0 };
    await logDeletion(sql, { id: logId, actor, reason: "request", counts });
    return counts;
  });
  return { deleted, logId };
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
