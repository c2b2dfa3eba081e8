import * as z from "zod/mini";
import { CONCIERGE_DATA_PART, EMPLOYMENT_TYPES, LANGUAGES, MESSAGE_TYPES } from "./enums";
import "./schema";

// POST /api/conversations/message: the answer (the request is in chat-request.ts). JSON by
// default; with `Accept: text/event-stream`, the AI SDK UI message stream: text deltas, then these
// same fields as one data part.

/** A card group (`type`) or one card (`id`) a reply shows. */
const triggerCardSchema = z.union([z.object({ type: z.string() }), z.object({ id: z.string() })]);
export type TriggerCard = z.infer<typeof triggerCardSchema>;

export const chatResponseSchema = z.object({
  reply: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  conversationId: z.string(),
  triggerAnimation: z.nullable(z.literal("awards")),
  triggerCards: z.array(triggerCardSchema),
  isEmployment: z.boolean(),
  employmentType: z.nullable(z.enum(EMPLOYMENT_TYPES)),
  confidence: z.number(),
  hasCompleteContact: z.boolean(),
  /** The case study the reply is about: the portfolio opens at it. Null when the reply names none. */
  caseStudyId: z.nullable(z.string()),
  /**
   * Contact details the visitor typed in this message and the server took (their name, email
   * address): the chat keeps them as the conversation's contact and never asks for them again.
   */
  contact: z.optional(z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()) })),
  /**
   * The reply's language (the visitor's), for the browser's `lang` attribute. The server always
   * sends it; a reply without it (from a server of an older release, mid-deploy) is English.
   */
  lang: z.optional(z.enum(LANGUAGES)),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** The stream's part that carries the answer's fields. */
export const conciergeDataPartSchema = z.object({
  type: z.literal(CONCIERGE_DATA_PART),
  data: chatResponseSchema,
});
export type ConciergeDataPart = z.infer<typeof conciergeDataPartSchema>;
