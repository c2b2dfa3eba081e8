// POST /api/upload-resume: what the server answers, and the part of it the chat reads.
// Browser-safe.

/** The refusal of anything but a PDF or plain text, in the browser (by the file's type) and on the server (by its content). */
export const RESUME_WRONG_TYPE = "Please upload a PDF or text file";

/** What was read from a résumé: the upload's answer and the admin's list share it. */
export type ResumeRecord = {
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
  conversationId: string | null;
};

export type ResumeUploadResponse = {
  extractedContact: { name: string | null; email: string | null; portfolio: string | null; linkedin: string | null };
  resumeData: ResumeRecord & {
    /** The start of the stored text (a preview); staff read all of it in the admin. */
    extractedText: string;
    /** The stored text is longer than extractedText, or the file held more than was read. */
    extractedTextTruncated: boolean;
  };
  /** What happened, in words the visitor sees. */
  message: string;
  readable: boolean;
};

/** What the chat uses of the answer: the contact details and a few facts for its next message. */
export type ResumeUpload = {
  extractedContact: ResumeUploadResponse["extractedContact"];
  resumeData: Pick<ResumeUploadResponse["resumeData"], "originalName" | "experience" | "skills" | "phone">;
};
