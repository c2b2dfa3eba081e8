"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { EmploymentType } from "@/lib/content/types";
import type { ChatResponse } from "@/lib/validation/chat";
import { needsContactGate } from "./contact-gate";
import { readConciergeStream } from "./stream";
import { dispatchTriggers, visibleReply, type TriggerHandlers } from "./triggers";

// The conversation's state and the one way to send a message: validation, the contact gate,
// streaming the reply, the spec's error messages, and the session's memory (sessionStorage).

export const MESSAGES = {
  sendFailure: "I understand you're looking for more specific information. How can I help you with your project?",
  contactFailure: "I'm experiencing some technical difficulties. Please try again.",
  missingReply: "I'm here to help with your creative needs!",
} as const;

export type ChatMessage = { id: string; role: "user" | "assistant"; text: string; status: "streaming" | "done" | "error" };
export type Contact = { name: string; email: string; subject: string };

export type ChatState = {
  sessionId: string;
  conversationId: string | null;
  messages: ChatMessage[];
  contact: Contact | null;
  employmentType: EmploymentType | null;
  /** A message held back until the visitor gives or skips their contact details. */
  held: string | null;
  sending: boolean;
};

type Action =
  | { type: "hold"; message: ChatMessage; text: string }
  | { type: "start"; user: ChatMessage | null; assistant: ChatMessage; contact?: Contact }
  | { type: "delta"; id: string; text: string }
  | { type: "finish"; id: string; text: string; status: ChatMessage["status"]; conversationId?: string | null }
  | { type: "employment"; employmentType: EmploymentType | null }
  | { type: "reset"; sessionId: string }
  | { type: "restore"; state: ChatState };

const newId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function freshState(sessionId = newId()): ChatState {
  return { sessionId, conversationId: null, messages: [], contact: null, employmentType: null, held: null, sending: false };
}

function reducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case "hold":
      return { ...state, messages: [...state.messages, action.message], held: action.text };
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
        messages: state.messages.map((message) => (message.id === action.id ? { ...message, text: action.text, status: action.status } : message)),
      };
    case "employment":
      return { ...state, employmentType: action.employmentType };
    case "reset":
      return freshState(action.sessionId);
    case "restore":
      return action.state;
  }
}

const EMPLOYMENT_TYPES: EmploymentType[] = ["freelancer", "full-time", "internship"];

export const STORAGE_KEY = "northlight.concierge.v1";

/** What survives a refresh: the conversation, not an in-flight request or a held message. */
function persistable(state: ChatState): ChatState {
  return {
    ...state,
    sending: false,
    held: null,
    messages: state.messages.filter((message) => message.status !== "streaming" || message.text).map((message) => ({ ...message, status: message.status === "streaming" ? "done" : message.status })),
  };
}

export type SendOutcome = "sent" | "held" | "empty" | "busy";

/** Reads the conversation saved in this tab, if any and if it still has the expected shape. */
export function restoreState(raw: string | null): ChatState | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<ChatState>;
    if (typeof saved.sessionId !== "string" || !Array.isArray(saved.messages)) return null;
    const messages = saved.messages.filter(
      (message): message is ChatMessage =>
        typeof message?.id === "string" && (message.role === "user" || message.role === "assistant") && typeof message.text === "string",
    );
    return {
      ...freshState(saved.sessionId),
      conversationId: typeof saved.conversationId === "string" ? saved.conversationId : null,
      contact: saved.contact && typeof saved.contact.name === "string" && typeof saved.contact.email === "string" ? saved.contact : null,
      employmentType: EMPLOYMENT_TYPES.find((type) => type === saved.employmentType) ?? null,
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
export function useConcierge(handlers: TriggerHandlers, { persist }: { persist: boolean }) {
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

  const request = useCallback(async (current: ChatState, text: string, { user, contact }: { user: ChatMessage | null; contact?: Contact }) => {
    const assistant: ChatMessage = { id: newId(), role: "assistant", text: "", status: "streaming" };
    dispatch({ type: "start", user, assistant, contact });
    const known = contact ?? current.contact;
    let received = "";
    const controller = new AbortController();
    inflight.current = controller;
    try {
      const response = await fetch("/api/conversations/message", {
        method: "POST",
        signal: controller.signal,
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({
          message: text,
          sessionId: current.sessionId,
          personaSlug: "default",
          ...(current.conversationId ? { conversationId: current.conversationId } : {}),
          ...(current.employmentType ? { employmentType: current.employmentType } : {}),
          ...(known ? { clientName: known.name, clientEmail: known.email, ...(known.subject ? { subject: known.subject } : {}) } : {}),
        }),
      });
      if (response.status === 429) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        dispatch({ type: "finish", id: assistant.id, text: body?.error?.message ?? "You're sending messages quickly. Please wait a moment and try again.", status: "error" });
        return;
      }
      if (!response.ok) throw new Error(`${response.status}`);
      const fields = await readConciergeStream(response, (delta) => {
        received += delta;
        dispatch({ type: "delta", id: assistant.id, text: delta });
      });
      const reply = visibleReply(fields?.reply || received) || MESSAGES.missingReply;
      dispatch({ type: "finish", id: assistant.id, text: reply, status: "done", conversationId: fields?.conversationId });
      if (fields) dispatchTriggers(fields, handlersRef.current);
    } catch {
      if (controller.signal.aborted) return;
      dispatch({ type: "finish", id: assistant.id, text: contact ? MESSAGES.contactFailure : MESSAGES.sendFailure, status: "error" });
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
      const gate = askContact ? state.contact === null : needsContactGate(text, { hasContact: state.contact !== null, employmentMode: state.employmentType !== null });
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

  const setEmploymentType = useCallback((employmentType: EmploymentType | null) => dispatch({ type: "employment", employmentType }), []);

  return { state, send, continueWithContact, skipContact, reset, setEmploymentType };
}

export type ConciergeResponse = ChatResponse;
