import { EMPLOYMENT_TYPES, isOneOf } from "@/lib/contracts/chat-values";
import { restoreAttachments } from "./attachments";
import { freshState, type ChatMessage, type ChatState } from "./chat-state";

// The conversation's memory in this tab (sessionStorage): what is saved, and what is read back
// only if it still has the expected shape.

const STORAGE_KEY = "northlight.concierge.v1";

/** What survives a refresh: the conversation, not an in-flight request or a held message. */
function persistable(state: ChatState): ChatState {
  return {
    ...state,
    sending: false,
    held: null,
    heldQuiet: false,
    contactRefusal: null,
    upload: null,
    messages: state.messages
      .filter((message) => message.status !== "streaming" || message.text)
      .map((message) => ({ ...message, status: message.status === "streaming" ? "done" : message.status })),
  };
}

/** Reads the conversation saved in this tab, if any and if it still has the expected shape. */
export function restoreState(raw: string | null): ChatState | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<ChatState>;
    if (typeof saved.sessionId !== "string" || !Array.isArray(saved.messages)) return null;
    const messages = saved.messages
      .filter(
        (message): message is ChatMessage =>
          typeof message?.id === "string" && (message.role === "user" || message.role === "assistant") && typeof message.text === "string",
      )
      .map((message) => {
        const attachments = restoreAttachments(message.attachments);
        const status: ChatMessage["status"] = message.status === "error" ? "error" : "done";
        const lang = message.lang === "es" ? { lang: "es" as const } : {};
        const note = message.kind === "note" ? { kind: "note" as const } : {};
        return { id: message.id, role: message.role, text: message.text, status, ...lang, ...note, ...(attachments.length ? { attachments } : {}) };
      });
    return {
      ...freshState(saved.sessionId),
      conversationId: typeof saved.conversationId === "string" ? saved.conversationId : null,
      contact: saved.contact && typeof saved.contact.name === "string" && typeof saved.contact.email === "string" ? saved.contact : null,
      employmentType: isOneOf(EMPLOYMENT_TYPES, saved.employmentType) ? saved.employmentType : null,
      employmentAnchor: typeof saved.employmentAnchor === "string" ? saved.employmentAnchor : null,
      contactSkipped: saved.contactSkipped === true,
      messages,
    };
  } catch {
    return null;
  }
}

/** The conversation saved in this tab, read in the browser only. */
export function readSavedState(): ChatState | null {
  try {
    return restoreState(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function clearSavedState(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing saved to clear.
  }
}

/** Saves the conversation; private mode or a full quota only means it won't survive a refresh. */
export function saveState(state: ChatState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(persistable(state)));
  } catch {
    // Not saved: nothing else depends on it.
  }
}
