import "server-only";
import { ownConversationId } from "../db/conversations";
import { prisma } from "../db/client";
import { ApiError } from "../http/errors";
import { fileField, readMultipart, textField } from "../http/multipart";
import { knownVisitorId } from "../http/visitor";
import { decodeText, extractPdfText } from "../resume/extract";
import { parseResume } from "../resume/parse";
import { fileStorage } from "../storage";
import { RESUME_MAX_BYTES, RESUME_PREVIEW_CHARS, RESUME_TEXT_MAX_CHARS } from "./limits";
import { CONTENT_TYPES, EXTENSIONS, sniffType } from "./sniff";

// A résumé from the careers path: PDF or plain text (by content), stored privately, read into a
// candidate record. A scanned PDF with no text is still stored, and the answer says so.

export const WRONG_TYPE = "Please upload a PDF or text file";

export type ResumeResult = {
  extractedContact: { name: string | null; email: string | null; portfolio: string | null; linkedin: string | null };
  resumeData: {
    id: string;
    originalName: string;
    candidateName: string | null;
    email: string | null;
    phone: string | null;
    linkedin: string | null;
    portfolio: string | null;
    fileSize: number;
    uploadDate: string;
    experience: string | null;
    skills: string[];
    /** The start of the stored text (RESUME_PREVIEW_CHARS at most); staff read all of it in the admin. */
    extractedText: string;
    /** The stored text is longer than extractedText, or the file held more than was read. */
    extractedTextTruncated: boolean;
    conversationId: string | null;
  };
  /** What happened, in words the visitor sees. */
  message: string;
  readable: boolean;
};

/** The résumé's text, at most RESUME_TEXT_MAX_CHARS; a PDF that cannot be read within its limits has none. */
async function textOf(kind: "pdf" | "text", bytes: Uint8Array): Promise<{ text: string; truncated: boolean }> {
  if (kind === "text") {
    const text = decodeText(bytes);
    return { text: text.slice(0, RESUME_TEXT_MAX_CHARS), truncated: text.length > RESUME_TEXT_MAX_CHARS };
  }
  try {
    return await extractPdfText(bytes, { maxChars: RESUME_TEXT_MAX_CHARS });
  } catch (error) {
    console.warn("[resume] could not read the PDF's text", error instanceof Error ? error.message : error);
    return { text: "", truncated: false };
  }
}

export async function receiveResume(request: Request): Promise<ResumeResult> {
  const form = await readMultipart(request, { maxFileBytes: RESUME_MAX_BYTES, tooLarge: "The resume must be 10MB or smaller." });
  const { file, bytes } = await fileField(form, "resume", {
    maxBytes: RESUME_MAX_BYTES,
    tooLarge: "The resume must be 10MB or smaller.",
    missing: "Please choose a resume to upload",
  });
  const kind = sniffType(bytes);
  if (kind !== "pdf" && kind !== "text") throw new ApiError("unsupported_media_type", WRONG_TYPE);

  const { text, truncated } = await textOf(kind, bytes);
  const parsed = parseResume(text);
  const stored = await fileStorage().put({ folder: "resumes", extension: EXTENSIONS[kind], bytes, contentType: CONTENT_TYPES[kind] });
  const conversationId = await ownConversationId(textField(form, "conversationId", 128) || null, await knownVisitorId(request));
  const resume = await prisma.resume.create({
    data: {
      originalName: file.name.replace(/[\\/]/g, "_").slice(0, 200) || `resume.${EXTENSIONS[kind]}`,
      candidateName: parsed.name,
      email: parsed.email,
      phone: parsed.phone,
      linkedin: parsed.linkedin,
      portfolio: parsed.portfolio,
      fileSize: bytes.byteLength,
      mimeType: CONTENT_TYPES[kind],
      storageKey: stored.key,
      experience: parsed.experienceYears === null ? null : `${parsed.experienceYears} year${parsed.experienceYears === 1 ? "" : "s"}`,
      skills: parsed.skills,
      extractedText: text,
      conversationId,
    },
  });

  const readable = text.length > 0;
  const found = [parsed.name, parsed.email].filter(Boolean).join(", ");
  return {
    extractedContact: { name: parsed.name, email: parsed.email, portfolio: parsed.portfolio, linkedin: parsed.linkedin },
    resumeData: {
      id: resume.id,
      originalName: resume.originalName,
      candidateName: resume.candidateName,
      email: resume.email,
      phone: resume.phone,
      linkedin: resume.linkedin,
      portfolio: resume.portfolio,
      fileSize: resume.fileSize,
      uploadDate: resume.uploadDate.toISOString(),
      experience: resume.experience,
      skills: parsed.skills,
      extractedText: text.slice(0, RESUME_PREVIEW_CHARS),
      extractedTextTruncated: truncated || text.length > RESUME_PREVIEW_CHARS,
      conversationId: resume.conversationId,
    },
    readable,
    message: readable
      ? `Thanks! We read your resume${found ? ` (${found})` : ""} and passed it to the team.`
      : "We saved your resume, but couldn't read any text from it (it may be a scanned image). Please add your name and email in the chat, or upload a text-based PDF.",
  };
}
