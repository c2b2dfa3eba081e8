import "server-only";
import type { ResumeDetail, ResumePage } from "../contracts/resume";
import { database } from "./kysely";
import type { Sql } from "./sql";

// Résumés and contact-page PDFs for staff. The files themselves stay in storage.
//
// One query API, the typed layer's (lib/db/kysely.ts): the rows are written in the transaction
// that also captures the candidate's lead (lib/leads/capture.ts), so the reads are the layer's too.

/** A résumé's columns in the schema's order, without its storage key (staff never see it) and text. */
const SUMMARY_COLUMNS = [
  "id",
  "originalName",
  "candidateName",
  "email",
  "phone",
  "linkedin",
  "portfolio",
  "fileSize",
  "mimeType",
  "uploadDate",
  "experience",
  "skills",
  "conversationId",
  "leadId",
] as const;

/** A résumé's columns with its text (the detail), still without its storage key. */
const DETAIL_COLUMNS = [...SUMMARY_COLUMNS, "extractedText"] as const;

/** A contact PDF's columns in the schema's order, without its storage key and text. */
const UPLOAD_COLUMNS = ["id", "clientName", "clientEmail", "message", "originalName", "size", "mimeType", "conversationId", "leadId", "createdAt"] as const;

const skillsOf = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

const toSummary = <Row extends { skills: unknown; uploadDate: Date }>({ skills, uploadDate, ...row }: Row) => ({
  ...row,
  skills: skillsOf(skills),
  uploadDate: uploadDate.toISOString(),
});

/** Newest first; the text stays out of the list (the detail has it). */
export async function listResumes({ limit = 50, offset = 0 } = {}): Promise<ResumePage> {
  const [rows, counted] = await Promise.all([
    database().selectFrom("Resume").select(SUMMARY_COLUMNS).orderBy("uploadDate", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    database()
      .selectFrom("Resume")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return {
    resumes: rows.map(toSummary),
    total,
    limit,
    offset,
    nextOffset: offset + rows.length < total ? offset + rows.length : null,
  };
}

export async function getResume(id: string): Promise<ResumeDetail | null> {
  const row = await database().selectFrom("Resume").select(DETAIL_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toSummary(row) : null;
}

export async function getResumeFile(id: string) {
  return (await database().selectFrom("Resume").select(["storageKey", "mimeType", "originalName"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function listContactUploads({ limit = 50, offset = 0 } = {}) {
  const rows = await database().selectFrom("UploadedFile").select(UPLOAD_COLUMNS).orderBy("createdAt", "desc").limit(limit).offset(offset).execute();
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

export async function getContactUploadFile(id: string) {
  return (await database().selectFrom("UploadedFile").select(["storageKey", "mimeType", "originalName"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

// ---- writes (in the transaction that also captures the candidate's lead) -----------------------

/** What is read from a résumé's text onto its row. */
export type ResumeFields = {
  candidateName: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  portfolio: string | null;
  experience: string | null;
  skills: string[];
  extractedText: string;
};

export type NewResume = ResumeFields & {
  id: string;
  originalName: string;
  fileSize: number;
  mimeType: string;
  storageKey: string;
  uploadDate: Date;
  conversationId: string | null;
};

export async function insertResume(sql: Sql, row: NewResume): Promise<void> {
  await sql.db
    .insertInto("Resume")
    .values({
      id: row.id,
      originalName: row.originalName,
      candidateName: row.candidateName,
      email: row.email,
      phone: row.phone,
      linkedin: row.linkedin,
      portfolio: row.portfolio,
      fileSize: row.fileSize,
      mimeType: row.mimeType,
      storageKey: row.storageKey,
      uploadDate: row.uploadDate,
      experience: row.experience,
      skills: JSON.stringify(row.skills),
      extractedText: row.extractedText,
      conversationId: row.conversationId,
    })
    .execute();
}

/** Fills in what was read from a résumé that was stored before it could be read; returns its conversation, null when the row is gone. */
export async function fillResume(sql: Sql, id: string, fields: ResumeFields): Promise<{ conversationId: string | null } | null> {
  const row = await sql.db
    .updateTable("Resume")
    .set({
      candidateName: fields.candidateName,
      email: fields.email,
      phone: fields.phone,
      linkedin: fields.linkedin,
      portfolio: fields.portfolio,
      experience: fields.experience,
      skills: JSON.stringify(fields.skills),
      extractedText: fields.extractedText,
    })
    .where("id", "=", id)
    .returning("conversationId")
    .executeTakeFirst();
  return row ?? null;
}

export type NewContactUpload = {
  id: string;
  clientName: string;
  clientEmail: string;
  message: string;
  originalName: string;
  size: number;
  storageKey: string;
  conversationId: string;
  createdAt: Date;
};

export async function insertContactUpload(sql: Sql, row: NewContactUpload): Promise<void> {
  await sql.db
    .insertInto("UploadedFile")
    .values({
      id: row.id,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      message: row.message,
      originalName: row.originalName,
      size: row.size,
      mimeType: "application/pdf",
      storageKey: row.storageKey,
      conversationId: row.conversationId,
      createdAt: row.createdAt,
    })
    .execute();
}

/** Stores the text read from a contact PDF ("" when it could not be read). */
export async function saveContactUploadText(id: string, text: string): Promise<void> {
  await database().updateTable("UploadedFile").set({ extractedText: text }).where("id", "=", id).execute();
}

/**
 * A link an applicant typed in the chat after uploading their résumé, kept on that résumé: a
 * LinkedIn profile as its LinkedIn, anything else as its portfolio.
 */
export async function keepApplicantLink(sql: Sql, conversationId: string, link: string): Promise<void> {
  const column = /(^|\/\/|\.)linkedin\.com\//i.test(link) ? "linkedin" : "portfolio";
  await sql.db
    .updateTable("Resume")
    .set({ [column]: link.slice(0, 300) })
    .where("conversationId", "=", conversationId)
    .execute();
}
