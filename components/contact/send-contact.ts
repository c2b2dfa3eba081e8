import { apiRequest, HttpError } from "@/lib/http/client";
import { apiUpload } from "@/lib/http/upload";
import { CONTACT_FORM_SESSION } from "@/lib/contracts/contact";
import { ensureVisitor } from "@/lib/http/visitor-client";

// What the contact form sends: the PDF (POST /api/upload-pdf) and the message (POST
// /api/conversations/message). The form loads this module when the visitor starts on it, so the
// page's first load does not carry the API client.

type ContactFields = { name: string; email: string; company: string; message: string };

/** The contact page's summary, as the team reads it in the conversation log. */
function contactSummary(fields: ContactFields, pdfName: string | null): string {
  return [
    "New message from the contact page.",
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Company: ${fields.company || "Not provided"}`,
    `Message: ${fields.message}`,
    `PDF: ${pdfName ?? "No PDF attached"}`,
  ].join("\n");
}

/**
 * POST /api/upload-pdf; resolves the conversation the PDF opened. A refusal throws the server's
 * message, or "PDF upload failed". The answer's contract loads only now: the page does not need
 * it (nor its schema library) until a PDF is sent.
 */
export async function uploadPdf(form: FormData, onProgress: (fraction: number) => void): Promise<string> {
  const { uploadPdfResponseSchema } = await import("@/lib/contracts/uploads");
  try {
    await ensureVisitor();
    return (await apiUpload("/api/upload-pdf", form, uploadPdfResponseSchema, onProgress)).conversationId;
  } catch (error) {
    if (error instanceof HttpError) throw new Error(error.detail || "PDF upload failed");
    throw error;
  }
}

/** Sends the contact page's message; a refusal throws "Failed to send message". */
export async function sendContactMessage(fields: ContactFields, pdfName: string | null, conversationId: string | null): Promise<void> {
  try {
    await ensureVisitor();
    await apiRequest("POST", "/api/conversations/message", {
      message: contactSummary(fields, pdfName),
      sessionId: CONTACT_FORM_SESSION,
      personaSlug: "default",
      ...(conversationId ? { conversationId } : {}),
      clientName: fields.name,
      clientEmail: fields.email,
      company: fields.company || undefined,
    });
  } catch {
    throw new Error("Failed to send message");
  }
}
