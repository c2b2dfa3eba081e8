import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { upsertConversation } from "../conversations/store";
import { invalidateQualification } from "../leads/store";
import { insertContactUpload, saveContactUploadText } from "../db/resumes";
import { sqlTransaction } from "../db/sql";
import { afterResponse } from "../http/after-response";
import { ApiError } from "../http/errors";
import { fileField, readMultipart, textField, uploadName } from "../http/multipart";
import { clientIp } from "../http/client-ip";
import { admitNewcomer, captureConversationLead, linkToLead, notifyLeadPdf, sourceOfConversation } from "../leads";
import { extractPdfTextLater } from "../resume";
import { fileStorage, readStoredFile } from "../storage";
import { CONTACT_PAGE_SESSION } from "../contracts/conversations";
import { PDF_MAX_BYTES, PDF_MAX_LABEL } from "../contracts/upload-limits";
import { sniffType } from "./sniff";
import { errorFields, log } from "../log";

// A deck or brief attached on the contact page, or dropped into the home chat: checked by its
// bytes, stored privately, and recorded with the sender and their message, so staff have it even
// if the message step fails. From the contact page it opens its own conversation (stored as the
// contact page's, lib/contracts/conversations.ts); from the chat (a conversationId is sent) it joins that conversation when it is
// the visitor's own (another's starts a new one), and the sender's name and email are optional, as
// they are in the chat. Either way the conversation belongs to the visitor who uploaded. With an
// email the sender is a lead (captured in the same transaction): a known lead's PDF is a
// notification of its own. The PDF's text is read afterwards for the lead's qualification.

const TOO_LARGE = `The PDF must be ${PDF_MAX_LABEL} or smaller.`;

const senderSchema = z.object({
  clientName: z.string().trim().min(1, "Your name is required").max(120),
  clientEmail: z.email({ error: "A valid email address is required" }),
  message: z.string().trim().max(10_000),
});

const chatSenderSchema = z.object({
  conversationId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, "Invalid conversation id"),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/, "Invalid session id")
    .optional(),
  clientName: z.string().trim().max(120),
  clientEmail: z.union([z.literal(""), z.email({ error: "A valid email address is required" })]),
  message: z.string().trim().max(10_000),
});

export type ContactUpload = { uploadId: string; conversationId: string; fileName: string; size: number };

export async function receiveContactPdf(request: Request, visitor: { id: string; known: boolean }): Promise<ContactUpload> {
  const visitorId = visitor.id;
  const form = await readMultipart(request, { maxFileBytes: PDF_MAX_BYTES, tooLarge: TOO_LARGE });
  const ip = clientIp(request.headers);
  const fields = {
    clientName: textField(form, "clientName", 120),
    clientEmail: textField(form, "clientEmail", 254).toLowerCase(),
    message: textField(form, "message"),
  };
  const chatConversation = textField(form, "conversationId", 128);
  const chat = chatConversation
    ? chatSenderSchema.parse({ ...fields, conversationId: chatConversation, sessionId: textField(form, "sessionId", 128) || undefined })
    : null;
  const sender = chat ?? senderSchema.parse(fields);
  const { file, bytes } = await fileField(form, "pdf", { maxBytes: PDF_MAX_BYTES, tooLarge: TOO_LARGE, missing: "Please attach a PDF file" });
  if (sniffType(bytes) !== "pdf") throw new ApiError("unsupported_media_type", "Only PDF files can be attached. Please select a PDF file.");

  const stored = await fileStorage().put({ folder: "contact", extension: "pdf", bytes, contentType: "application/pdf" });
  const fileName = uploadName(file, "attachment.pdf");
  const uploadId = randomUUID();
  // A newcomer's new lead counts against the newcomers' allowance first, outside the transaction.
  const requester = await admitNewcomer({ visitorId, known: visitor.known, ip }, sender.clientEmail || null, chat?.conversationId ?? null);
  const { conversationId, leadId } = await sqlTransaction(async (sql) => {
    const now = new Date();
    // A named conversation that is the visitor's own is joined (its contact filled in, never
    // erased); another's, or none named from the contact page, starts a new one.
    const conversation = {
      conversationId: chat?.conversationId ?? randomUUID(),
      sessionId: chat ? chat.sessionId : CONTACT_PAGE_SESSION,
      personaSlug: "default",
      visitorId,
      contact: { name: sender.clientName || undefined, email: sender.clientEmail || undefined },
    };
    const saved = await upsertConversation(sql, conversation, now);
    const lead = await captureConversationLead(sql, saved, { source: sourceOfConversation(conversation), at: now, requester });
    await insertContactUpload(sql, {
      id: uploadId,
      clientName: sender.clientName,
      clientEmail: sender.clientEmail,
      message: sender.message,
      originalName: fileName,
      size: bytes.byteLength,
      storageKey: stored.key,
      conversationId: saved.conversationId,
      createdAt: now,
    });
    if (lead) {
      await linkToLead(sql, "UploadedFile", uploadId, lead.id);
      // A new lead's own notification names the PDF; a known lead's new PDF gets one of its own.
      if (!lead.created) await notifyLeadPdf(sql, { lead, uploadId, at: now, requester: { visitorId, known: visitor.known, ip } });
    }
    return { conversationId: saved.conversationId, leadId: lead?.id ?? null };
  });
  readContactPdfLater(uploadId, stored.key, leadId);
  return { uploadId, conversationId, fileName, size: bytes.byteLength };
}

/** Characters of a contact PDF's text kept for the lead's qualification. */
const CONTACT_PDF_TEXT_MAX_CHARS = 20_000;

/**
 * Reads the PDF's text after the answer, with the résumé reader and its limits (a worker thread,
 * in the background queue), for the lead's qualification; a PDF it cannot read keeps "".
 */
function readContactPdfLater(uploadId: string, key: string, leadId: string | null) {
  afterResponse(async () => {
    let text = "";
    try {
      text = (await extractPdfTextLater(() => readStoredFile(key), { maxChars: CONTACT_PDF_TEXT_MAX_CHARS })).text;
    } catch (error) {
      log.warn({ job: "contact PDF text", uploadId, ...errorFields(error) }, "could not read a contact PDF");
    }
    try {
      await saveContactUploadText(uploadId, text);
      if (leadId) await invalidateQualification(leadId);
    } catch (error) {
      log.warn({ job: "contact PDF text", uploadId, ...errorFields(error) }, "could not save a contact PDF's text");
    }
  });
}
