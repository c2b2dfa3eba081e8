import * as z from "zod/mini";
import { errorEnvelopeSchema } from "./errors";
import { count } from "./schema";

// POST /api/upload-pdf (a deck or brief from the contact page or the chat) and the admin's list of
// those files, GET /api/admin/uploads. The other uploads' answers are in resume.ts and case-studies.ts.

/** The PDF is stored and recorded, in the conversation named (when it is the sender's) or a new one. */
export const uploadPdfResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  uploadId: z.string(),
  conversationId: z.string(),
  fileName: z.string(),
  size: count,
});
export type UploadPdfResponse = z.infer<typeof uploadPdfResponseSchema>;

/** A refusal: { success: false, message } and, as every API error, the error envelope. */
export const uploadPdfFailureSchema = z.extend(errorEnvelopeSchema, {
  success: z.literal(false),
  message: z.string(),
});

/** GET /api/admin/uploads: the files, newest first, with who sent them and their message. */
export const contactUploadsResponseSchema = z.object({
  uploads: z.array(
    z.object({
      id: z.string(),
      clientName: z.string(),
      clientEmail: z.string(),
      message: z.string(),
      originalName: z.string(),
      size: count,
      mimeType: z.string(),
      conversationId: z.nullable(z.string()),
      /** The lead the sender is (the Leads tab's), or null. */
      leadId: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type ContactUploadsResponse = z.infer<typeof contactUploadsResponseSchema>;
