import "server-only";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import { inList } from "../db/dialect";
import { Prisma } from "../generated/prisma/browser";
import { database } from "../db/kysely";
import { fileStorage } from "../storage";
import { downloadName } from "../storage/download-name";
import { findRows, mentionedIn, type Found } from "./find";

// A person's export: their rows as data.json and their stored files, as one ZIP; other people's
// rows that name the address carry only the lines (or sentences) that name it.

/**
 * The columns of each table in data.json: all of them (a column added to the schema is exported
 * without a change here), in the schema's order (its generated field lists), on either engine.
 */
const COLUMNS = {
  Lead: Object.values(Prisma.LeadScalarFieldEnum),
  LeadNotification: Object.values(Prisma.LeadNotificationScalarFieldEnum),
  Conversation: Object.values(Prisma.ConversationScalarFieldEnum),
  ConversationMessage: Object.values(Prisma.ConversationMessageScalarFieldEnum),
  UploadedFile: Object.values(Prisma.UploadedFileScalarFieldEnum),
  Resume: Object.values(Prisma.ResumeScalarFieldEnum),
};

/** The row without one of its columns (a notification's lead id, under its lead). */
function without<T extends object, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const copy = { ...row };
  Reflect.deleteProperty(copy, key);
  return copy;
}

/** Everything stored about the address, as the data.json of the export (file paths inside the ZIP). */
async function personData(email: string, found: Found) {
  const db = database();
  const [leads, notifications, conversations, messages, uploads, resumes] = await Promise.all([
    db
      .selectFrom("Lead")
      .select(COLUMNS.Lead)
      .where((eb) => inList(eb.ref("id"), found.leadIds))
      .execute(),
    db
      .selectFrom("LeadNotification")
      .select(COLUMNS.LeadNotification)
      .where((eb) => inList(eb.ref("leadId"), found.leadIds))
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("Conversation")
      .select(COLUMNS.Conversation)
      .where((eb) => inList(eb.ref("id"), found.conversationIds))
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("ConversationMessage")
      .select(COLUMNS.ConversationMessage)
      .where((eb) => inList(eb.ref("conversationId"), found.conversationIds))
      .orderBy("timestamp")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("UploadedFile")
      .select(COLUMNS.UploadedFile)
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
      .selectFrom("Resume")
      .select(COLUMNS.Resume)
      .where((eb) =>
        inList(
          eb.ref("id"),
          found.resumes.map((row) => row.id),
        ),
      )
      .orderBy("uploadDate")
      .orderBy("id")
      .execute(),
  ]);
  const notificationsOf = Map.groupBy(notifications, (row) => row.leadId);
  const messagesOf = Map.groupBy(messages, (row) => row.conversationId);
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
      leads: leads.map(({ qualification, ...lead }) => ({
        ...lead,
        sources: JSON.parse(lead.sources) as unknown,
        notifications: (notificationsOf.get(lead.id) ?? []).map((row) => without(row, "leadId")),
        qualification: qualification ? (JSON.parse(qualification) as unknown) : null,
      })),
      conversations: conversations.map((row) => ({ ...row, messages: messagesOf.get(row.id) ?? [] })),
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
