import * as z from "zod/mini";
import { count } from "./schema";

// The admin's Conversation Monitor: GET /api/admin/conversations (a page, latest activity first)
// and GET /api/admin/conversations/{id} (one conversation with its messages in order). Intents are
// shown as stored: older rows may hold values the classifier no longer gives.

const optional = z.nullable(z.string());

/**
 * The session id a conversation from the contact page (and each of its messages) is stored under:
 * the contact path (lib/contact) and the contact PDF's upload write it; the lead's source, the
 * admin's transcript and the Knowledge tab's counts read it. The same text as the session id the
 * contact page sends (lib/contracts/contact.ts), which is what the rows stored before the contact
 * path carry.
 */
export const CONTACT_PAGE_SESSION = "contact-form";

/** Whether a stored conversation (or message) is the contact page's. */
export const isContactPageConversation = (row: { sessionId?: string | null }): boolean => row.sessionId === CONTACT_PAGE_SESSION;

const conversationSummarySchema = z.object({
  id: z.string(),
  sessionId: optional,
  clientName: optional,
  clientEmail: optional,
  subject: optional,
  company: optional,
  employmentType: optional,
  createdAt: z.string(),
  lastActivity: z.string(),
  messageCount: count,
  /** How many of its messages had each intent. */
  intents: z.record(z.string(), count),
  lastMessage: optional,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** `nextCursor` asks for the next page; null on the last. */
export const conversationPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: optional,
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  message: z.string(),
  /** Null while an LLM is still answering, or when it never did. */
  reply: optional,
  intent: z.string(),
  messageType: optional,
  timestamp: z.string(),
  sessionId: optional,
  userIp: optional,
  /** JSON text: {"total_tokens": n} or {"faq_match": …}. */
  tokenUsage: optional,
  /** The language of the message and its reply (en, es). */
  lang: z.string(),
  /** The concierge could not answer it (listed in the Knowledge tab until staff review it). */
  unanswered: z.boolean(),
  /** Answered from weak evidence (listed for staff to check). */
  lowConfidence: z.boolean(),
  /** The question's key words, which rephrasings share. */
  questionKey: optional,
  /** When staff dismissed it or wrote its answer. */
  reviewedAt: optional,
  /** The knowledge entry whose answer it got. */
  knowledgeEntryId: optional,
});

/** One conversation as stored, with its messages in order. */
const conversationDetailSchema = z.object({
  conversation: z.extend(z.omit(conversationSummarySchema, { lastActivity: true, messageCount: true, intents: true, lastMessage: true }), {
    /** The lead of the person who left their contact details here, or null. */
    leadId: optional,
    /** A phone number the visitor typed in the chat. */
    clientPhone: optional,
    personaSlug: z.string(),
    updatedAt: z.string(),
  }),
  messages: z.array(conversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** A file sent in the conversation: a résumé (the careers path) or a contact PDF, with the admin routes that serve it. */
const conversationAttachmentSchema = z.object({
  kind: z.enum(["resume", "contact-pdf"]),
  id: z.string(),
  name: z.string(),
  size: count,
  uploadedAt: z.string(),
  viewUrl: z.string(),
  downloadUrl: z.string(),
  /** The lead of whoever the file names (a résumé's candidate), which the conversation may not have yet. */
  leadId: optional,
});
export type ConversationAttachment = z.infer<typeof conversationAttachmentSchema>;

/**
 * GET /api/admin/conversations/{id}: the conversation as stored, each message with what answered it
 * in plain words ("Answered from: the Video Production service"), and the files sent in it.
 */
export const conversationViewSchema = z.object({
  conversation: conversationDetailSchema.shape.conversation,
  messages: z.array(z.extend(conversationMessageSchema, { answeredFrom: optional })),
  attachments: z.array(conversationAttachmentSchema),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;
