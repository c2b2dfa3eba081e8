import "server-only";
import { randomUUID } from "node:crypto";
import type { DeletionCounts, ErasedFile, MentionKind } from "../contracts/leads";
import { logDeletion } from "../db/deletion-log";
import { inList, normalized } from "../db/dialect";
import { database } from "../db/kysely";
import { sqlTransaction, type Sql } from "../db/sql";
import { fileStorage } from "../storage";
import { redactAddress, REDACTED } from "./address";
import { findRows, redactedCount, TEXT_COLUMNS, type Found } from "./find";

// A person's erasure: their rows and stored files deleted, other people's rows that name the
// address kept with it replaced by "[erased]", and other people's stored files whose text named
// it listed for staff, who may delete them (deleteNamedFiles). Logged with who asked and the
// counts, never the address or the data.

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
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactAddress(key, email), redactJson(item, email)]));
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
    const notifications = deleted(
      await sql.db
        .deleteFrom("LeadNotification")
        .where((eb) => inList(eb.ref("leadId"), found.leadIds))
        .executeTakeFirstOrThrow(),
    );
    const messages = deleted(
      await sql.db
        .deleteFrom("ConversationMessage")
        .where((eb) => inList(eb.ref("conversationId"), found.conversationIds))
        .executeTakeFirstOrThrow(),
    );
    const uploads = deleted(
      await sql.db
        .deleteFrom("UploadedFile")
        .where((eb) => inList(eb.ref("id"), ids(found.uploads)))
        .executeTakeFirstOrThrow(),
    );
    const resumes = deleted(
      await sql.db
        .deleteFrom("Resume")
        .where((eb) => inList(eb.ref("id"), ids(found.resumes)))
        .executeTakeFirstOrThrow(),
    );
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
        clientEmail: eb
          .case()
          .when(normalized(eb.ref("clientEmail")), "=", email)
          .then(null)
          .else(eb.ref("clientEmail"))
          .end(),
      }))
      .where((eb) => inList(eb.ref("id"), found.claimed.conversations))
      .execute();
    await sql.db
      .updateTable("UploadedFile")
      .set((eb) => ({
        leadId: null,
        clientEmail: eb
          .case()
          .when(normalized(eb.ref("clientEmail")), "=", email)
          .then(REDACTED)
          .else(eb.ref("clientEmail"))
          .end(),
      }))
      .where((eb) => inList(eb.ref("id"), found.claimed.uploads))
      .execute();
    await sql.db
      .updateTable("Resume")
      .set((eb) => ({
        leadId: null,
        email: eb
          .case()
          .when(normalized(eb.ref("email")), "=", email)
          .then(null)
          .else(eb.ref("email"))
          .end(),
      }))
      .where((eb) => inList(eb.ref("id"), found.claimed.resumes))
      .execute();
    const conversations = deleted(
      await sql.db
        .deleteFrom("Conversation")
        .where((eb) => inList(eb.ref("id"), found.conversationIds))
        .executeTakeFirstOrThrow(),
    );
    const leads = deleted(
      await sql.db
        .deleteFrom("Lead")
        .where((eb) => inList(eb.ref("id"), found.leadIds))
        .executeTakeFirstOrThrow(),
    );
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
  const db = database();
  const [uploadRows, resumeRows] = await Promise.all([
    db
      .selectFrom("UploadedFile")
      .select(["id", "storageKey"])
      .where((eb) => inList(eb.ref("id"), idsOf("upload")))
      .execute(),
    db
      .selectFrom("Resume")
      .select(["id", "storageKey"])
      .where((eb) => inList(eb.ref("id"), idsOf("resume")))
      .execute(),
  ]);
  await deleteFiles([...uploadRows, ...resumeRows].map((row) => row.storageKey));
  const logId = randomUUID();
  const deleted = await sqlTransaction(async (sql) => {
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    const uploads = count(
      await sql.db
        .deleteFrom("UploadedFile")
        .where((eb) =>
          inList(
            eb.ref("id"),
            uploadRows.map((row) => row.id),
          ),
        )
        .executeTakeFirstOrThrow(),
    );
    const resumes = count(
      await sql.db
        .deleteFrom("Resume")
        .where((eb) =>
          inList(
            eb.ref("id"),
            resumeRows.map((row) => row.id),
          ),
        )
        .executeTakeFirstOrThrow(),
    );
    const counts: DeletionCounts = {
      leads: 0,
      conversations: 0,
      messages: 0,
      resumes,
      uploads,
      files: uploadRows.length + resumeRows.length,
      notifications: 0,
      redacted: 0,
    };
    await logDeletion(sql, { id: logId, actor, reason: "request", counts });
    return counts;
  });
  return { deleted, logId };
}
