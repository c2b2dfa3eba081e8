import { refusalOf } from "@/components/forms/contact-fields";
import { apiRequest, HttpError } from "@/lib/api-client/client";
import { apiUpload } from "@/lib/api-client/upload";
import { contactFormRequest, type ContactFormFields } from "@/lib/contracts/contact";
import { ensureVisitor } from "@/lib/api-client/visitor";

// What the contact form sends: the PDF (POST /api/upload-pdf) and the message (POST
// /api/conversations/message). The form loads this module when the visitor starts on it, so the
// page's first load does not carry the API client. A refusal the visitor can act on (a 400 naming
// a field, a 413, 415 or 429) is thrown as a Refusal (components/forms/contact-fields.ts), with
// the field to mark and the reason in the visitor's words; any other failure as an Error with no
// message, for the form's "Please try again".

/** The failure, as the form shows it: a Refusal with its reason, or an Error with nothing more to say. */
function failure(error: unknown): Error {
  if (error instanceof HttpError) return refusalOf(error.status, error.detail) ?? new Error("");
  return new Error("");
}

/**
 * POST /api/upload-pdf; resolves the conversation the PDF opened. The answer's contract loads only
 * now: the page does not need it (nor its schema library) until a PDF is sent.
 */
export async function uploadPdf(form: FormData, onProgress: (fraction: number) => void): Promise<string> {
  const { uploadPdfResponseSchema } = await import("@/lib/contracts/uploads");
  try {
    await ensureVisitor();
    return (await apiUpload("/api/upload-pdf", form, uploadPdfResponseSchema, onProgress)).conversationId;
  } catch (error) {
    throw failure(error);
  }
}

/** Sends the contact page's message. */
export async function sendContactMessage(fields: ContactFormFields, pdfName: string | null, conversationId: string | null): Promise<void> {
  try {
    await ensureVisitor();
    await apiRequest("POST", "/api/conversations/message", contactFormRequest(fields, pdfName, conversationId));
  } catch (error) {
    throw failure(error);
  }
}
