import { z } from "zod";
import "./schema";
import { countWords, WORD_LIMIT } from "./words";
import { CONTACT_FORM_WORD_LIMIT, CONTACT_LIMITS, isContactFormSession } from "./contact";
import { EMPLOYMENT_TYPES } from "./enums";

// POST /api/conversations/message: one request schema for every variant the clients send (the
// answer is in chat.ts).

export const MESSAGE_BODY_LIMIT_BYTES = 32 * 1024;

/** Optional text: trimmed, empty strings count as absent. */
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(max).optional());

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "must be a valid email address" }))
    .optional(),
);

const id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, "may contain only letters, digits and _ . : -");

const contactInfoSchema = z.object({
  name: optionalText(CONTACT_LIMITS.name),
  email: optionalEmail,
  subject: optionalText(CONTACT_LIMITS.subject),
  company: optionalText(CONTACT_LIMITS.company),
  phone: optionalText(60),
  linkedin: optionalText(300),
  portfolio: optionalText(300),
});

const chatRequestFields = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, "must not be empty")
    .max(12_000, "is too long"),
  sessionId: id.optional(),
  personaSlug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a persona slug")
    .default("default"),
  conversationId: id.optional(),
  employmentType: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(EMPLOYMENT_TYPES, { error: `must be one of ${EMPLOYMENT_TYPES.join(", ")}` }).optional(),
  ),
  clientName: optionalText(CONTACT_LIMITS.name),
  clientEmail: optionalEmail,
  subject: optionalText(CONTACT_LIMITS.subject),
  company: optionalText(CONTACT_LIMITS.company),
  contactInfo: contactInfoSchema.optional(),
  /** The visitor skipped the contact form in this conversation: replies do not ask for their details. */
  contactDeclined: z.boolean({ error: "must be true or false" }).optional(),
});

/**
 * The chat's 150-word limit. The contact page's summary (its fixed session) may run longer, but
 * only from a known visitor (a valid visitor cookie): the session id alone is anyone's to send.
 */
const withWordLimit = (contactAllowance: boolean) =>
  chatRequestFields.superRefine((request, context) => {
    const limit = contactAllowance && isContactFormSession(request.sessionId) ? CONTACT_FORM_WORD_LIMIT : WORD_LIMIT;
    if (countWords(request.message) > limit) {
      context.addIssue({ code: "custom", path: ["message"], message: `must be ${limit} words or fewer` });
    }
  });

export const chatRequestSchema = withWordLimit(false);
export const knownVisitorChatRequestSchema = withWordLimit(true);

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The schema a visitor's message is read with: the contact page's longer allowance is a known visitor's only. */
export const chatRequestSchemaFor = (visitor: { known: boolean }) => (visitor.known ? knownVisitorChatRequestSchema : chatRequestSchema);

/**
 * The contact page's submission, in typed fields: its summary (stored as sent) and the sender's
 * name, email address and company, which the page sends beside it.
 */
export type ContactFormMessage = {
  summary: string;
  name?: string;
  email?: string;
  company?: string;
  personaSlug: string;
  /** The conversation the contact page's PDF opened, when one was sent first. */
  conversationId?: string;
};

/**
 * The contact page's submission when the message is one (its session id), else null: the message
 * route sends it to the contact path, and only a chat message reaches the concierge.
 */
export function contactFormOf(request: ChatRequest): ContactFormMessage | null {
  if (!isContactFormSession(request.sessionId)) return null;
  return {
    summary: request.message,
    name: request.clientName,
    email: request.clientEmail,
    company: request.company,
    personaSlug: request.personaSlug,
    conversationId: request.conversationId,
  };
}
