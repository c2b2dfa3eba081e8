import "server-only";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import { prisma } from "../db/client";
import { database } from "../db/kysely";
import { fileStorage } from "../storage";
import { downloadName } from "../storage/download-name";
import { findRows, mentionedIn, type Found } from "./find";

// A person's export: their rows as data.json and their stored files, as one ZIP; other people's
// rows that name the address carry only the lines (or sentences) that name it.

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
