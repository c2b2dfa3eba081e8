import "server-only";
import type { ResumeDetail, ResumePage } from "../contracts/resume";
import { prisma } from "./client";

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
  const rows = await prisma.uploadedFile.findMany({ orderBy: { createdAt: "desc" }, take: limit, skip: offset, omit: { storageKey: true } });
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

export function getContactUploadFile(id: string) {
  return prisma.uploadedFile.findUnique({ where: { id }, select: { storageKey: true, mimeType: true, originalName: true } });
}
