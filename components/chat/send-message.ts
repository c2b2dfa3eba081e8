import type { ChatResponse } from "@/lib/contracts/chat";
import type { ChatRequest } from "@/lib/contracts/chat-request";
import { refusalOf } from "@/components/forms/contact-fields";
import { apiRequest, HttpError } from "@/lib/api-client/client";
import type { ChatState, Contact, ContactRefusal } from "./chat-state";
import { readConciergeStream } from "./stream";
import { ensureVisitor } from "@/lib/api-client/visitor";

// One chat message to the concierge (POST /api/conversations/message), its reply read as a stream.
// The chat loads this module (with the API client and the stream reader) when the visitor is about
// to send, not with the page: the home page's first load carries only what draws and types.

export type MessageRequest = {
  state: Pick<ChatState, "sessionId" | "conversationId" | "employmentType" | "contact"> & Partial<Pick<ChatState, "contactSkipped">>;
  text: string;
  /** The contact to send with it (the contact form's, or the résumé's); else the conversation's. */
  contact?: Contact;
  /** The résumé path's extracted contact details. */
  contactInfo?: Record<string, string>;
  signal: AbortSignal;
  /** The server took the message (an OK answer): the reply follows. */
  onAccepted?: () => void;
  onDelta: (text: string) => void;
};

/** Sends the message; resolves the reply's fields (null when the stream carried none), throws HttpError or a stream error. */
export async function sendMessage({ state, text, contact, contactInfo, signal, onAccepted, onDelta }: MessageRequest): Promise<ChatResponse | null> {
  // The answer's contract loads while the request is under way; the reply is read as it comes.
  const contract = import("@/lib/contracts/chat").then((module) => module.conciergeDataPartSchema);
  contract.catch(() => undefined); // a reply with no fields never awaits it: not an unhandled failure
  const known = contact ?? state.contact;
  const body: ChatRequest = {
    message: text,
    sessionId: state.sessionId,
    personaSlug: "default",
    ...(state.conversationId ? { conversationId: state.conversationId } : {}),
    ...(state.employmentType ? { employmentType: state.employmentType } : {}),
    ...(known ? { clientName: known.name, clientEmail: known.email, ...(known.subject ? { subject: known.subject } : {}) } : {}),
    ...(contactInfo ? { contactInfo } : {}),
    // The visitor skipped the contact form: replies do not ask for their details either.
    ...(state.contactSkipped && !known ? { contactDeclined: true } : {}),
  };
  await ensureVisitor();
  const response = await apiRequest("POST", "/api/conversations/message", body, { signal, headers: { Accept: "text/event-stream" } });
  onAccepted?.();
  return readConciergeStream(response, onDelta, contract);
}

/** What the server said when it refused the message for sending too fast (429), else null. */
export function rateLimitReply(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  return error.detail ?? "You're sending messages quickly. Please wait a moment and try again.";
}

/**
 * Why the server refused the contact form's details, for the form to show (a 400 naming a field,
 * a 429), or null for a failure that is not the visitor's to fix (a 5xx, the network).
 */
export function contactRefusal(error: unknown): ContactRefusal | null {
  if (!(error instanceof HttpError)) return null;
  const refusal = refusalOf(error.status, error.detail);
  return refusal ? { field: refusal.field, message: refusal.message } : null;
}
