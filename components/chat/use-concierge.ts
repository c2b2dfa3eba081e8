"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { EMPLOYMENT_TYPES, isOneOf, type EmploymentType } from "@/lib/contracts/enums";
import type { ResumeUpload } from "@/lib/contracts/resume";
import type { ChatRequest } from "@/lib/contracts/chat-request";
import { apiRequest, HttpError } from "@/lib/http/client";
import { PDF_MAX_BYTES } from "@/lib/validation/uploads";
import { attachmentsFor, restoreAttachments, type Attachment } from "./attachments";
import { needsContactGate } from "./contact-gate";
import { readConciergeStream } from "./stream";
import { dispatchTriggers, visibleReply, type TriggerHandlers } from "./triggers";

// The conversation's state and the one way to send a message: validation, the contact gate,
// streaming the reply, the exact error messages, and the session's memory (sessionStorage).

export const MESSAGES = {
  sendFailure: "I understand you're looking for more specific information. How can I help you with your project?",
  contactFailure: "I'm experiencing some technical difficulties. Please try again.",
  employmentFailure: "Sorry, there was an error processing your message. Please try again.",
  missingReply: "I'm here to help with your creative needs!",
  pdfWrongType: "I can only process PDF files. Could you convert your deck to PDF and try again?",
  pdfTooLarge: "That file is a bit too large. Could you compress it to under 20MB and try again?",
  pdfFailure: (email: string) => `I had trouble processing that file. Could you try uploading it again or reach out directly at ${email}?`,
} as const;

export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  text: string;
  status: "streaming" | "done" | "error";
  /** Panels this reply opened in the conversation (cards, employment options, showcase). */
  attachments?: Attachment[];
};

export type Contact = { name: string; email: string; subject: string };

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
  sending: boolean;
  /** A deck on its way to the team: name and progress 0..1 (not saved). */
  upload: { name: string; progress: number } | null;
};

type Action =
  | { type: "hold"; message: ChatMessage | null; text: string }
  | { type: "start"; user: ChatMessage | null; assistant: ChatMessage; contact?: Contact }
  | { type: "delta"; id: string; text: string }
  | { type: "finish"; id: string; text: string; status: ChatMessage["status"]; conversationId?: string | null; attachments?: Attachment[] }
  | { type: "append"; messages: ChatMessage[] }
  | { type: "upload"; upload: ChatState["upload"]; conversationId?: string }
  | { type: "employment"; employmentType: EmploymentType | null; anchor: string | null }
  | { type: "reset"; sessionId: string }
  | { type: "restore"; state: ChatState };

const newId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function freshState(sessionId = newId()): ChatState {
  return { sessionId, conversationId: null, messages: [], contact: null, employmentType: null, employmentAnchor: null, held: null, sending: false, upload: null };
}

function reducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case "hold":
      return { ...state, messages: action.message ? [...state.messages, action.message] : state.messages, held: action.text };
    case "start":
      return {
        ...state,
        held: null,
        sending: true,
        contact: action.contact ?? state.contact,
        messages: [...state.messages, ...(action.user ? [action.user] : []), action.assistant],
      };
    case "delta":
      return { ...state, messages: state.messages.map((message) => (message.id === action.id ? { ...message, text: message.text + action.text } : message)) };
    case "finish":
      return {
        ...state,
        sending: false,
        conversationId: action.conversationId ?? state.conversationId,
        messages: state.messages.map((message) =>
          message.id === action.id
            ? { ...message, text: action.text, status: action.status, ...(action.attachments?.length ? { attachments: action.attachments } : {}) }
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

export const STORAGE_KEY = "northlight.concierge.v1";

/** What survives a refresh: the conversation, not an in-flight request or a held message. */
function persistable(state: ChatState): ChatState {
  return {
    ...state,
    sending: false,
    held: null,
    upload: null,
    messages: state.messages.filter((message) => message.status !== "streaming" || message.text).map((message) => ({ ...message, status: message.status === "streaming" ? "done" : message.status })),
  };
}

export type SendOutcome = "sent" | "held" | "empty" | "busy";

/** Employment mode: from the reply that shows the employment options (or a chosen role) until a reset. */
export function inEmploymentMode({ employmentType, messages }: Pick<ChatState, "employmentType" | "messages">): boolean {
  return employmentType !== null || messages.some((message) => message.attachments?.some((attachment) => attachment.kind === "employment"));
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
        return { id: message.id, role: message.role, text: message.text, status, ...(attachments.length ? { attachments } : {}) };
      });
    return {
      ...freshState(saved.sessionId),
      conversationId: typeof saved.conversationId === "string" ? saved.conversationId : null,
      contact: saved.contact && typeof saved.contact.name === "string" && typeof saved.contact.email === "string" ? saved.contact : null,
      employmentType: isOneOf(EMPLOYMENT_TYPES, saved.employmentType) ? saved.employmentType : null,
      employmentAnchor: typeof saved.employmentAnchor === "string" ? saved.employmentAnchor : null,
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

/**
 * `persist` turns true once the page has hydrated (the server knows no sessionStorage). At that
 * moment the saved conversation, if any, replaces the fresh one, without remounting anything a
 * visitor may already be typing into; from then on every change is saved.
 */
type RequestOptions = {
  /** The visitor's bubble, or null when it is already in the log (a held message). */
  user: ChatMessage | null;
  contact?: Contact;
  /** The résumé path: its contact info rides along, and a failure gets the employment error. */
  resume?: { contactInfo: Record<string, string> };
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The message the résumé path sends so the conversation carries on. */
export function resumeMessage(upload: ResumeUpload, employmentType: EmploymentType | null): string {
  const { extractedContact: contact, resumeData: data } = upload;
  const role = employmentType === "full-time" ? "a full-time role" : employmentType === "internship" ? "an internship" : employmentType === "freelancer" ? "freelance work" : "a role";
  const parts = [`I just uploaded my resume for ${role}.`];
  if (contact.name) parts.push(`My name is ${contact.name}.`);
  if (data.experience) parts.push(`I have ${data.experience} of experience.`);
  if (data.skills.length) parts.push(`My skills include ${data.skills.slice(0, 8).join(", ")}.`);
  if (contact.portfolio) parts.push(`Portfolio: ${contact.portfolio}`);
  return parts.join(" ");
}

export function useConcierge(handlers: TriggerHandlers, { persist, email }: { persist: boolean; email: string }) {
  const [state, dispatch] = useReducer(reducer, undefined, () => freshState());
  const [restored, setRestored] = useState(persist);
  if (persist && !restored) {
    setRestored(true);
    const saved = readSavedState();
    if (saved) dispatch({ type: "restore", state: saved });
  }
  const handlersRef = useRef(handlers);
  const inflight = useRef<AbortController | null>(null);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  // Leaving (or a reset, which remounts) cancels a reply still streaming.
  useEffect(() => () => inflight.current?.abort(), []);

  useEffect(() => {
    if (!persist) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(persistable(state)));
    } catch {
      // Private mode or a full quota: the conversation just won't survive a refresh.
    }
  }, [persist, state]);

  const request = useCallback(async (current: ChatState, text: string, { user, contact, resume }: RequestOptions) => {
    const assistant: ChatMessage = { id: newId(), role: "assistant", text: "", status: "streaming" };
    dispatch({ type: "start", user, assistant, contact });
    const known = contact ?? current.contact;
    let received = "";
    const controller = new AbortController();
    inflight.current = controller;
    // The answer's contract loads while the request is under way; the reply is read as it comes.
    const contract = import("@/lib/contracts/chat").then((module) => module.conciergeDataPartSchema);
    contract.catch(() => undefined); // a reply with no fields never awaits it: not an unhandled failure
    try {
      const response = await apiRequest(
        "POST",
        "/api/conversations/message",
        {
          message: text,
          sessionId: current.sessionId,
          personaSlug: "default",
          ...(current.conversationId ? { conversationId: current.conversationId } : {}),
          ...(current.employmentType ? { employmentType: current.employmentType } : {}),
          ...(known ? { clientName: known.name, clientEmail: known.email, ...(known.subject ? { subject: known.subject } : {}) } : {}),
          ...(resume ? { contactInfo: resume.contactInfo } : {}),
        } satisfies ChatRequest,
        { signal: controller.signal, headers: { Accept: "text/event-stream" } },
      );
      const onDelta = (delta: string) => {
        received += delta;
        dispatch({ type: "delta", id: assistant.id, text: delta });
      };
      const fields = await readConciergeStream(response, onDelta, contract);
      const reply = visibleReply(fields?.reply || received) || MESSAGES.missingReply;
      const attachments = fields ? attachmentsFor(fields, text) : [];
      dispatch({ type: "finish", id: assistant.id, text: reply, status: "done", conversationId: fields?.conversationId, attachments });
      if (fields) dispatchTriggers(fields, handlersRef.current);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof HttpError && error.status === 429) {
        dispatch({ type: "finish", id: assistant.id, text: error.detail ?? "You're sending messages quickly. Please wait a moment and try again.", status: "error" });
        return;
      }
      // The employment path (résumé included) has its own error, with or without contact details.
      const failure = resume || inEmploymentMode(current) ? MESSAGES.employmentFailure : contact ? MESSAGES.contactFailure : MESSAGES.sendFailure;
      dispatch({ type: "finish", id: assistant.id, text: failure, status: "error" });
    } finally {
      if (inflight.current === controller) inflight.current = null;
    }
  }, []);

  /** Sends a message, or holds it behind the contact form when the gate applies. */
  const send = useCallback(
    (raw: string, { askContact = false }: { askContact?: boolean } = {}): SendOutcome => {
      const text = raw.trim();
      if (!text) return "empty";
      if (state.sending || state.held) return "busy";
      const user: ChatMessage = { id: newId(), role: "user", text, status: "done" };
      const gate = askContact ? state.contact === null : needsContactGate(text, { hasContact: state.contact !== null, employmentMode: inEmploymentMode(state) });
      if (gate) {
        dispatch({ type: "hold", message: user, text });
        return "held";
      }
      void request(state, text, { user });
      return "sent";
    },
    [request, state],
  );

  /** The contact form's Continue: send the held message with the contact. */
  const continueWithContact = useCallback(
    (contact: Contact) => {
      if (state.held) void request(state, state.held, { user: null, contact });
    },
    [request, state],
  );

  /** The contact form's Skip: send the held message without contact details. */
  const skipContact = useCallback(() => {
    if (state.held) void request(state, state.held, { user: null });
  }, [request, state]);

  const reset = useCallback(() => {
    dispatch({ type: "reset", sessionId: newId() });
  }, []);

  const setEmploymentType = useCallback(
    (employmentType: EmploymentType | null, anchor: string | null = null) => dispatch({ type: "employment", employmentType, anchor }),
    [],
  );

  /** The résumé path: the résumé's contact becomes the conversation's, and the chat carries on. */
  const sendResume = useCallback(
    (upload: ResumeUpload) => {
      if (state.sending) return;
      const text = resumeMessage(upload, state.employmentType);
      const { name, email: address, linkedin, portfolio } = upload.extractedContact;
      const contact = name && address ? { name, email: address, subject: "" } : undefined;
      const contactInfo = Object.fromEntries(
        Object.entries({ name, email: address, linkedin, portfolio, phone: upload.resumeData.phone }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      void request(state, text, { user: { id: newId(), role: "user", text, status: "done" }, contact, resume: { contactInfo } });
    },
    [request, state],
  );

  /** A deck dropped into the chat: checked here, then sent to the team with a progress bar. */
  const uploadDeck = useCallback(
    async (file: File) => {
      if (state.upload) return;
      const user: ChatMessage = { id: newId(), role: "user", text: `📎 ${file.name} (${megabytes(file.size)})`, status: "done" };
      const say = (text: string, status: ChatMessage["status"] = "done"): ChatMessage => ({ id: newId(), role: "assistant", text, status });
      const isPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
      if (!isPdf) return dispatch({ type: "append", messages: [user, say(MESSAGES.pdfWrongType)] });
      if (file.size > PDF_MAX_BYTES) return dispatch({ type: "append", messages: [user, say(MESSAGES.pdfTooLarge)] });

      // The deck joins this conversation (a new one gets its id now, and keeps it for the chat).
      const conversationId = state.conversationId ?? newId();
      dispatch({ type: "append", messages: [user] });
      dispatch({ type: "upload", upload: { name: file.name, progress: 0 }, conversationId });
      try {
        const { sendDeck } = await import("./deck-upload");
        const joined = await sendDeck({
          file,
          conversationId,
          sessionId: state.sessionId,
          contact: state.contact,
          onProgress: (progress) => dispatch({ type: "upload", upload: { name: file.name, progress } }),
        });
        dispatch({ type: "upload", upload: { name: file.name, progress: 1 }, conversationId: joined });
        if (state.contact) {
          const first = state.contact.name.split(" ")[0];
          dispatch({
            type: "append",
            messages: [say(`Thanks, ${first}. ${file.name} is with the team, and a strategist will read it and follow up at ${state.contact.email}. Anything you'd like them to look at first?`)],
          });
        } else {
          // Ask who sent it: Continue sends a note with the contact into this conversation.
          dispatch({ type: "append", messages: [say(`Thanks, ${file.name} is with the team. Who should they follow up with?`)] });
          dispatch({ type: "hold", message: null, text: `I've shared ${file.name} with the team.` });
        }
      } catch {
        dispatch({ type: "append", messages: [say(MESSAGES.pdfFailure(email), "error")] });
      } finally {
        dispatch({ type: "upload", upload: null });
      }
    },
    [email, state],
  );

  return { state, send, continueWithContact, skipContact, reset, setEmploymentType, sendResume, uploadDeck };
}
