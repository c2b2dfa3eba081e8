import "server-only";
import { randomUUID } from "node:crypto";
import { ownConversationId } from "../conversations/store";
import { fillResume, insertResume, type NewResume, type ResumeFields } from "../db/resumes";
import { sqlTransaction } from "../db/sql";
import { RESUME_WRONG_TYPE, type ResumeUploadResponse } from "../contracts/resume";
import { afterResponse } from "../http/after-response";
import { ApiError } from "../http/errors";
import { fileField, readMultipart, textField, uploadName } from "../http/multipart";
import { decodeText, extractPdfText, extractPdfTextLater, parseResume, PdfExtractionError } from "../resume";
import { clientIp } from "../http/client-ip";
import { admitNewcomer, captureFileLead, type Requester } from "../leads";
import { fileStorage, readStoredFile } from "../storage";
import { RESUME_MAX_BYTES, RESUME_PREVIEW_CHARS, RESUME_TEXT_MAX_CHARS } from "./limits";
import { CONTENT_TYPES, EXTENSIONS } from "../storage/content-types";
import { sniffType } from "./sniff";
import { errorFields, log } from "../log";

// A résumé from the careers path: PDF or plain text (by content), stored privately, read into a
// candidate record. A scanned PDF with no text is still stored, and the answer says so.

type ResumeText = { text: string; truncated: boolean; /** the reader was busy: read it later */ later?: boolean };

/** The résumé's text, at most RESUME_TEXT_MAX_CHARS; a PDF that cannot be read within its limits has none. */
async function textOf(kind: "pdf" | "text", bytes: Uint8Array): Promise<ResumeText> {
  if (kind === "text") {
    const text = decodeText(bytes);
    return { text: text.slice(0, RESUME_TEXT_MAX_CHARS), truncated: text.length > RESUME_TEXT_MAX_CHARS };
  }
  try {
    return await extractPdfText(bytes, { maxChars: RESUME_TEXT_MAX_CHARS });
  } catch (error) {
    if (error instanceof PdfExtractionError && error.reason === "busy") return { text: "", truncated: false, later: true };
    log.warn({ job: "résumé text", ...errorFields(error) }, "could not read a résumé's text");
    return { text: "", truncated: false };
  }
}

/** What a résumé's text says about the candidate, as stored on its row. */
function candidateFields(text: string): { parsed: ReturnType<typeof parseResume>; fields: ResumeFields } {
  const parsed = parseResume(text);
  return {
    parsed,
    fields: {
      candidateName: parsed.name,
      email: parsed.email,
      phone: parsed.phone,
      linkedin: parsed.linkedin,
      portfolio: parsed.portfolio,
      experience: parsed.experienceYears === null ? null : `${parsed.experienceYears} year${parsed.experienceYears === 1 ? "" : "s"}`,
      skills: parsed.skills,
      extractedText: text,
    },
  };
}

/** Writes what was read onto the résumé's row and captures the candidate's lead, in one transaction. */
async function fillAndCapture(resumeId: string, fields: ResumeFields, requester: Requester): Promise<void> {
  await sqlTransaction(async (sql) => {
    const row = await fillResume(sql, resumeId, fields);
    if (!row) return;
    await captureFileLead(sql, { ...resumeLead(fields), requester, table: "Resume", rowId: resumeId, conversationId: row.conversationId, at: new Date() });
  });
}

/** The lead a résumé names: its email, with its name only filling a gap (what a person typed wins). */
const resumeLead = (fields: ResumeFields) => ({ email: fields.email, name: fields.candidateName, source: "resume" as const, fillOnly: true });

/**
 * Reads a stored PDF résumé that arrived while the reader was busy (many uploads at once), after
 * the upload has been answered, and fills in its row: staff get the candidate's details either way.
 */
function readLater(resumeId: string, key: string, requester: Requester) {
  afterResponse(async () => {
    try {
      const { text } = await extractPdfTextLater(() => readStoredFile(key), { maxChars: RESUME_TEXT_MAX_CHARS });
      const { fields } = candidateFields(text);
      await fillAndCapture(resumeId, fields, await admitNewcomer(requester, fields.email));
    } catch (error) {
      log.warn({ job: "résumé text", resumeId, ...errorFields(error) }, "could not read a résumé later");
    }
  });
}

export async function receiveResume(request: Request, visitor: { id: string; known: boolean }): Promise<ResumeUploadResponse> {
  const form = await readMultipart(request, { maxFileBytes: RESUME_MAX_BYTES, tooLarge: "The resume must be 10MB or smaller." });
  const { file, bytes } = await fileField(form, "resume", {
    maxBytes: RESUME_MAX_BYTES,
    tooLarge: "The resume must be 10MB or smaller.",
    missing: "Please choose a resume to upload",
  });
  const kind = sniffType(bytes);
  if (kind !== "pdf" && kind !== "text") throw new ApiError("unsupported_media_type", RESUME_WRONG_TYPE);

  const { text, truncated, later } = await textOf(kind, bytes);
  const { parsed, fields } = candidateFields(text);
  const stored = await fileStorage().put({ folder: "resumes", extension: EXTENSIONS[kind], bytes, contentType: CONTENT_TYPES[kind] });
  const conversationId = await ownConversationId(textField(form, "conversationId", 128) || null, visitor.known ? visitor.id : null);
  const requester: Requester = { visitorId: visitor.id, known: visitor.known, ip: clientIp(request.headers) };
  // A newcomer's new lead counts against the newcomers' allowance first, outside the transaction.
  const admitted = await admitNewcomer(requester, fields.email);
  const resume: NewResume = {
    ...fields,
    id: randomUUID(),
    originalName: uploadName(file, `resume.${EXTENSIONS[kind]}`),
    fileSize: bytes.byteLength,
    mimeType: CONTENT_TYPES[kind],
    storageKey: stored.key,
    uploadDate: new Date(),
    conversationId,
  };
  await sqlTransaction(async (sql) => {
    await insertResume(sql, resume);
    await captureFileLead(sql, { ...resumeLead(fields), requester: admitted, table: "Resume", rowId: resume.id, conversationId, at: resume.uploadDate });
  });
  if (later) readLater(resume.id, stored.key, requester);

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
      : later
        ? "Thanks! We saved your resume and passed it to the team; we're reading it now. Please add your name and email in the chat so we can reach you."
        : "We saved your resume, but couldn't read any text from it (it may be a scanned image). Please add your name and email in the chat, or upload a text-based PDF.",
  };
}
