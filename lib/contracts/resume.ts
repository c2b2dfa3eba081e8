import * as z from "zod/mini";
import { count } from "./schema";

// Résumés: what POST /api/upload-resume answers (and the part of it the chat reads), and the
// admin's GET /api/admin/resumes (a page of summaries) and GET /api/admin/resumes/{id}.

/** The refusal of anything but a PDF or plain text, in the browser (by the file's type) and on the server (by its content). */
export const RESUME_WRONG_TYPE = "Please upload a PDF or text file";

const optional = z.nullable(z.string());

/** What was read from a résumé: the upload's answer and the admin's list share it. */
const resumeRecordSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  candidateName: optional,
  email: optional,
  phone: optional,
  linkedin: optional,
  portfolio: optional,
  fileSize: count,
  uploadDate: z.string(),
  experience: optional,
  skills: z.array(z.string()),
  conversationId: optional,
});

export const resumeUploadResponseSchema = z.object({
  extractedContact: z.object({ name: optional, email: optional, portfolio: optional, linkedin: optional }),
  resumeData: z.extend(resumeRecordSchema, {
    /** The start of the stored text (a preview); staff read all of it in the admin. */
    extractedText: z.string(),
    /** The stored text is longer than extractedText, or the file held more than was read. */
    extractedTextTruncated: z.boolean(),
  }),
  /** What happened, in words the visitor sees. */
  message: z.string(),
  readable: z.boolean(),
});
export type ResumeUploadResponse = z.infer<typeof resumeUploadResponseSchema>;

/** What the chat uses of the answer: the contact details and a few facts for its next message. */
export type ResumeUpload = {
  extractedContact: ResumeUploadResponse["extractedContact"];
  resumeData: Pick<ResumeUploadResponse["resumeData"], "originalName" | "experience" | "skills" | "phone">;
};

/** A résumé as the admin's list shows it: what was read from it, not its text; `leadId`: the candidate's lead, or null. */
const resumeSummarySchema = z.extend(resumeRecordSchema, { mimeType: z.string(), leadId: optional });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** GET /api/admin/resumes/{id}: one résumé with the text stored for it. */
export const resumeDetailSchema = z.extend(resumeSummarySchema, { extractedText: z.string() });
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

/** GET /api/admin/resumes: newest first; `nextOffset` is null on the last page. */
export const resumePageSchema = z.object({
  resumes: z.array(resumeSummarySchema),
  total: count,
  limit: count,
  offset: count,
  nextOffset: z.nullable(count),
});
export type ResumePage = z.infer<typeof resumePageSchema>;
