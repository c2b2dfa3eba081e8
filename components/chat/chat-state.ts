import type { EmploymentType, Language } from "@/lib/contracts/chat-values";
import type { ContactField } from "@/components/forms/contact-fields";
import type { Attachment } from "./attachments";

// The conversation's state and its one reducer: every change the chat makes goes through here.

export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  text: string;
  status: "streaming" | "done" | "error";
  /** A reply's language when it is not the page's (a Spanish answer to a Spanish question). */
  lang?: Language;
  /** Panels this reply opened in the conversation (cards, employment options, showcase). */
  attachments?: Attachment[];
  /** A line the chat writes itself between replies (the contact form's confirmation), not a reply. */
  kind?: "note";
};

export type Contact = { name: string; email: string; subject: string };

/** Why the server refused the contact form's details: the field to mark (null: the form), and the words. */
export type ContactRefusal = { field: ContactField | null; message: string };

export type ChatState = {
  sessionId: string;
  conversationId: string | null;
  messages: ChatMessage[];
  contact: Contact | null;
  employmentType: EmploymentType | null;
  /** The reply whose options the visitor chose from: its panel stays put from then on. */
  employmentAnchor: string | null;
  /** A message held back until the visitor gives or skips their contact details. */
  held: string | null;
  /**
   * The held message only carries the contact to the conversation (a deck's note): Continue
   * sends it without a reply bubble, Skip drops it.
   */
  heldQuiet: boolean;
  /** The visitor skipped the contact form: the gate does not ask again in this conversation. */
  contactSkipped: boolean;
  /** The server refused the contact form's details: the form stays open and says why. */
  contactRefusal: ContactRefusal | null;
  sending: boolean;
  /** A deck on its way to the team: name and progress 0..1 (not saved). */
  upload: { name: string; progress: number } | null;
};

export type Action =
  | { type: "hold"; message: ChatMessage | null; text: string; quiet?: boolean }
  /** The contact form's Continue: sending, the form still open until the server accepts. */
  | { type: "submit-contact" }
  | { type: "refused"; refusal: ContactRefusal }
  | { type: "skip" }
  /** The reply begins: the visitor's bubble (none for a held message), the form's confirmation, the reply's bubble (none for a quiet one). */
  | { type: "start"; user: ChatMessage | null; assistant: ChatMessage | null; contact?: Contact; note?: ChatMessage }
  | { type: "delta"; id: string; text: string }
  | {
      type: "finish";
      id: string | null;
      text: string;
      status: ChatMessage["status"];
      conversationId?: string | null;
      attachments?: Attachment[];
      lang?: Language;
      /** Contact details the visitor typed in the message, taken by the server: the conversation's from now on. */
      contact?: Contact;
    }
  | { type: "append"; messages: ChatMessage[] }
  | { type: "upload"; upload: ChatState["upload"]; conversationId?: string }
  | { type: "employment"; employmentType: EmploymentType | null; anchor: string | null }
  | { type: "reset"; sessionId: string }
  | { type: "restore"; state: ChatState };

export const newId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function freshState(sessionId = newId()): ChatState {
  return {
    sessionId,
    conversationId: null,
    messages: [],
    contact: null,
    employmentType: null,
    employmentAnchor: null,
    held: null,
    heldQuiet: false,
    contactSkipped: false,
    contactRefusal: null,
    sending: false,
    upload: null,
  };
}

export function reducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case "hold":
      return {
        ...state,
        messages: action.message ? [...state.messages, action.message] : state.messages,
        held: action.text,
        heldQuiet: action.quiet ?? false,
        contactRefusal: null,
      };
    case "submit-contact":
      return { ...state, sending: true, contactRefusal: null };
    case "refused":
      return { ...state, sending: false, contactRefusal: action.refusal };
    case "skip":
      return { ...state, contactSkipped: true, contactRefusal: null, ...(state.heldQuiet ? { held: null, heldQuiet: false } : {}) };
    case "start":
      return {
        ...state,
        held: null,
        heldQuiet: false,
        contactRefusal: null,
        sending: true,
        contact: action.contact ?? state.contact,
        messages: [...state.messages, ...[action.user, action.note, action.assistant].filter((message) => message != null)],
      };
    case "delta":
      return { ...state, messages: state.messages.map((message) => (message.id === action.id ? { ...message, text: message.text + action.text } : message)) };
    case "finish":
      return {
        ...state,
        sending: false,
        conversationId: action.conversationId ?? state.conversationId,
        contact: action.contact ?? state.contact,
        messages: state.messages.map((message) =>
          message.id === action.id
            ? {
                ...message,
                text: action.text,
                status: action.status,
                ...(action.attachments?.length ? { attachments: action.attachments } : {}),
                ...(action.lang && action.lang !== "en" ? { lang: action.lang } : {}),
              }
            : message,
        ),
      };
    case "append":
      return { ...state, messages: [...state.messages, ...action.messages] };
    case "upload":
      return { ...state, upload: action.upload, conversationId: action.conversationId ?? state.conversationId };
    case "employment":
      return { ...state, employmentType: action.employmentType, employmentAnchor: action.anchor };
    case "reset":
      return freshState(action.sessionId);
    case "restore":
      return action.state;
  }
}

/** Employment mode: from the reply that shows the employment options (or a chosen role) until a reset. */
export function inEmploymentMode({ employmentType, messages }: Pick<ChatState, "employmentType" | "messages">): boolean {
  return employmentType !== null || messages.some((message) => message.attachments?.some((attachment) => attachment.kind === "employment"));
}
