import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { prisma } from "../db/client";
import { ApiError } from "../http/errors";
import { fileField, readMultipart, textField } from "../http/multipart";
import { fileStorage } from "../storage";
import { CONTACT_FORM_SESSION } from "../validation/contact";
import { PDF_MAX_BYTES, PDF_MAX_LABEL } from "../validation/uploads";
import { sniffType } from "./sniff";

// A deck or brief attached on the contact page, or dropped into the home chat: checked by its
// bytes, stored privately, and recorded with the sender and their message, so staff have it even
// if the message step fails. From the contact page it opens its own conversation (session
// 'contact-form'); from the chat (a conversationId is sent) it joins that conversation when it is
// the visitor's own (another's starts a new one), and the sender's name and email are optional, as
// they are in the chat. Either way the conversation belongs to the visitor who uploaded.

const TOO_LARGE = `The PDF must be ${PDF_MAX_LABEL} or smaller.`;

const senderSchema = z.object({
  clientName: z.string().trim().min(1, "Your name is required").max(120),
  clientEmail: z.email({ error: "A valid email address is required" }),
  message: z.string().trim().max(10_000),
});

const chatSenderSchema = z.object({
  conversationId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, "Invalid conversation id"),
  sessionId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, "Invalid session id").optional(),
  clientName: z.string().trim().max(120),
  clientEmail: z.union([z.literal(""), z.email({ error: "A valid email address is required" })]),
  message: z.string().trim().max(10_000),
});

export type ContactUpload = { uploadId: string; conversationId: string; fileName: string; size: number };

export async function receiveContactPdf(request: Request, visitorId: string): Promise<ContactUpload> {
  const form = await readMultipart(request, { maxFileBytes: PDF_MAX_BYTES, tooLarge: TOO_LARGE });
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
  const fileName = file.name.replace(/[\\/]/g, "_").slice(0, 200) || "attachment.pdf";
  const contact = { clientName: sender.clientName || null, clientEmail: sender.clientEmail || null };
  return prisma.$transaction(async (tx) => {
    const named = chat ? await tx.conversation.findUnique({ where: { id: chat.conversationId }, select: { visitorId: true } }) : null;
    const joins = chat !== null && named?.visitorId === visitorId;
    const conversationId = chat && (!named || joins) ? chat.conversationId : randomUUID();
    if (joins) {
      // A known contact fills in what the conversation lacks; it never erases what it has.
      await tx.conversation.update({
        where: { id: conversationId },
        data: { ...(contact.clientName ? { clientName: contact.clientName } : {}), ...(contact.clientEmail ? { clientEmail: contact.clientEmail } : {}) },
      });
    } else {
      await tx.conversation.create({
        data: chat
          ? { id: conversationId, sessionId: chat.sessionId ?? null, visitorId, ...contact }
          : { id: conversationId, sessionId: CONTACT_FORM_SESSION, visitorId, clientName: sender.clientName, clientEmail: sender.clientEmail },
      });
    }
    const upload = await tx.uploadedFile.create({
      data: {
        clientName: sender.clientName,
        clientEmail: sender.clientEmail,
        message: sender.message,
        originalName: fileName,
        size: bytes.byteLength,
        mimeType: "application/pdf",
        storageKey: stored.key,
        conversationId,
      },
    });
    return { uploadId: upload.id, conversationId, fileName, size: bytes.byteLength };
  });
}
