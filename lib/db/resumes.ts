import "server-only";
import type { ResumeDetail, ResumePage } from "../contracts/resume";
import { prisma } from "./client";
import type { Sql } from "./sql";

// Résumés and contact-page PDFs for staff. The files themselves stay in storage.

const skillsOf = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

const toSummary = <Row extends { skills: unknown; uploadDate: Date }>({ skills, uploadDate, ...row }: Row) => ({
  ...row,
  skills: skillsOf(skills),
  uploadDate: uploadDate.toISOString(),
});

/** Newest first; the text stays out of the list (the detail has it). */
export async function listResumes({ limit = 50, offset = 0 } = {}): Promise<ResumePage> {
  const [rows, total] = await Promise.all([
    prisma.resume.findMany({
      orderBy: [{ uploadDate: "desc" }, { id: "desc" }],
      take: limit,
      skip: offset,
      omit: { storageKey: true, extractedText: true },
    }),
    prisma.resume.count(),
  ]);
  return {
    resumes: rows.map(toSummary),
    total,
    limit,
    offset,
    nextOffset: offset + rows.length < total ? offset + rows.length : null,
  };
}

export async function getResume(id: string): Promise<ResumeDetail | null> {
  const row = await prisma.resume.findUnique({ where: { id }, omit: { storageKey: true } });
  return row ? toSummary(row) : null;
}

export function getResumeFile(id: string) {
  return prisma.resume.findUnique({ where: { id }, select: { storageKey: true, mimeType: true, originalName: true } });
}

export async function listContactUploads({ limit = 50, offset = 0 } = {}) {
  const rows = await prisma.uploadedFile.findMany({ orderBy: { createdAt: "desc" }, take: limit, skip: offset, omit: { storageKey: true, extractedText: true } });
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

export function getContactUploadFile(id: string) {
  return prisma.uploadedFile.findUnique({ where: { id }, select: { storageKey: true, mimeType: true, originalName: true } });
}

// ---- writes (plain SQL, in the transaction that also captures the candidate's lead) -----------

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
  uploadDate: string;
  conversationId: string | null;
};

export async function insertResume(sql: Sql, row: NewResume): Promise<void> {
  await sql.execute(
    `INSERT INTO "Resume" ("id", "originalName", "candidateName", "email", "phone", "linkedin", "portfolio", "fileSize", "mimeType", "storageKey", "uploadDate", "experience", "skills", "extractedText", "conversationId")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [row.id, row.originalName, row.candidateName, row.email, row.phone, row.linkedin, row.portfolio, row.fileSize, row.mimeType, row.storageKey, row.uploadDate, row.experience, JSON.stringify(row.skills), row.extractedText, row.conversationId],
  );
}

/** Fills in what was read from a résumé that was stored before it could be read; returns its conversation, null when the row is gone. */
export async function fillResume(sql: Sql, id: string, fields: ResumeFields): Promise<{ conversationId: string | null } | null> {
  const [row] = await sql.query<{ conversationId: string | null }>(
    `UPDATE "Resume" SET "candidateName" = ?, "email" = ?, "phone" = ?, "linkedin" = ?, "portfolio" = ?, "experience" = ?, "skills" = ?, "extractedText" = ?
     WHERE "id" = ? RETURNING "conversationId"`,
    [fields.candidateName, fields.email, fields.phone, fields.linkedin, fields.portfolio, fields.experience, JSON.stringify(fields.skills), fields.extractedText, id],
  );
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
  createdAt: string;
};

export async function insertContactUpload(sql: Sql, row: NewContactUpload): Promise<void> {
  await sql.execute(
    `INSERT INTO "UploadedFile" ("id", "clientName", "clientEmail", "message", "originalName", "size", "mimeType", "storageKey", "conversationId", "createdAt")
     VALUES (?, ?, ?, ?, ?, ?, 'application/pdf', ?, ?, ?)`,
    [row.id, row.clientName, row.clientEmail, row.message, row.originalName, row.size, row.storageKey, row.conversationId, row.createdAt],
  );
}

/** Stores the text read from a contact PDF ("" when it could not be read). */
export async function saveContactUploadText(id: string, text: string): Promise<void> {
  await prisma.uploadedFile.updateMany({ where: { id }, data: { extractedText: text } });
}
