import "server-only";
import { prisma } from "./client";

// Résumés and contact-page PDFs for staff. The files themselves stay in storage.

export type ResumeSummary = {
  id: string;
  originalName: string;
  candidateName: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  portfolio: string | null;
  fileSize: number;
  mimeType: string;
  uploadDate: string;
  experience: string | null;
  skills: string[];
  extractedText: string;
  conversationId: string | null;
};

const skillsOf = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

export async function listResumes({ limit = 50, offset = 0 } = {}): Promise<{ resumes: ResumeSummary[]; total: number }> {
  const [rows, total] = await Promise.all([
    prisma.resume.findMany({ orderBy: [{ uploadDate: "desc" }, { id: "desc" }], take: limit, skip: offset, omit: { storageKey: true } }),
    prisma.resume.count(),
  ]);
  return {
    total,
    resumes: rows.map(({ skills, uploadDate, ...row }) => ({ ...row, skills: skillsOf(skills), uploadDate: uploadDate.toISOString() })),
  };
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
