"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { EmploymentType } from "@/lib/contracts/enums";
import type { ResumeUpload } from "@/lib/contracts/resume";
import { PDF_MAX_BYTES } from "@/lib/contracts/upload-limits";
import { ensureVisitor } from "@/lib/api-client/visitor";
import { attachmentsFor } from "./attachments";
import { contactConfirmation, deckBubble, deckNote, deckReceived, MESSAGES, resumeMessage, resumeNote } from "./chat-copy";
import { freshState, inEmploymentMode, newId, reducer, type ChatMessage, type ChatState, type Contact } from "./chat-state";
import { readSavedState, saveState } from "./chat-storage";
import { needsContactGate } from "./contact-gate";
import { dispatchTriggers, visibleReply, type TriggerHandlers } from "./triggers";

// The conversation as a hook: the one way to send a message (the contact gate, the streamed reply,
// the product's error replies), the résumé and deck paths, and the tab's memory of it.

export type SendOutcome = "sent" | "held" | "empty" | "busy";

type RequestOptions = {
  /** The visitor's bubble, or null when it is already in the log (a held message). */
  user: ChatMessage | null;
  contact?: Contact;
  /** The résumé path: its contact info rides along, and a failure gets the employment error. */
  resume?: { contactInfo: Record<string, string> };
  /**
   * Sent by the contact form's Continue: the form stays open until the server takes the message,
   * so a refusal (a 400 naming a field, a 429) keeps it, with the cause; once taken, one line
   * confirms the contact. A quiet message (a deck's note) gets no reply bubble.
   */
  form?: { quiet: boolean };
};

/** The sender: loaded when the visitor is about to send (see `prepare`), at the latest on sending. */
const loadSender = () => import("./send-message");

/** The reply a failed send gets: a rate limit says so; otherwise the product's reply for the path. */
function failureReply(rateLimited: string | null, current: ChatState, { contact, resume }: RequestOptions): string {
  if (rateLimited) return rateLimited;
  // The employment path (résumé included) has its own error, with or without contact details.
  if (resume || inEmploymentMode(current)) return MESSAGES.employmentFailure;
  return contact ? MESSAGES.contactFailure : MESSAGES.sendFailure;
}

/**
 * `persist` turns true once the page has hydrated (the server knows no sessionStorage). At that
 * moment the saved conversation, if any, replaces the fresh one, without remounting anything a
 * visitor may already be typing into; from then on every change is saved.
 */
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
    if (persist) saveState(state);
  }, [persist, state]);

  const request = useCallback(async (current: ChatState, text: string, options: RequestOptions) => {
    const assistant: ChatMessage | null = options.form?.quiet ? null : { id: newId(), role: "assistant", text: "", status: "streaming" };
    const note: ChatMessage | undefined =
      options.form && options.contact
        ? { id: newId(), role: "assistant", kind: "note", text: contactConfirmation(options.contact), status: "done" }
        : undefined;
    let started = false;
    // The confirmation only once the server has taken the contact: not before a failure's reply.
    const start = (confirmed = true) => {
      if (started) return;
      started = true;
      dispatch({ type: "start", user: options.user, assistant, contact: options.contact, note: confirmed ? note : undefined });
    };
    if (options.form) dispatch({ type: "submit-contact" });
    else start();
    let received = "";
    const controller = new AbortController();
    inflight.current = controller;
    let sender: Awaited<ReturnType<typeof loadSender>> | null = null;
    try {
      sender = await loadSender();
      const fields = await sender.sendMessage({
        state: current,
        text,
        contact: options.contact,
        contactInfo: options.resume?.contactInfo,
        signal: controller.signal,
        onAccepted: () => start(),
        onDelta: (delta) => {
          received += delta;
          if (assistant) dispatch({ type: "delta", id: assistant.id, text: delta });
        },
      });
      start();
      if (!assistant) {
        dispatch({ type: "finish", id: null, text: "", status: "done", conversationId: fields?.conversationId });
        return;
      }
      const reply = visibleReply(fields?.reply || received) || MESSAGES.missingReply;
      const attachments = fields ? attachmentsFor(fields, text) : [];
      // Details typed into the message and taken by the server are the conversation's contact:
      // the form never asks for them again.
      const typed =
        fields?.contact && fields.hasCompleteContact ? { name: fields.contact.name ?? "", email: fields.contact.email ?? "", subject: "" } : undefined;
      dispatch({
        type: "finish",
        id: assistant.id,
        text: reply,
        status: "done",
        conversationId: fields?.conversationId,
        attachments,
        lang: fields?.lang,
        contact: typed,
      });
      if (fields) dispatchTriggers(fields, handlersRef.current);
    } catch (error) {
      if (controller.signal.aborted) return;
      const refusal = options.form && !started ? (sender?.contactRefusal(error) ?? null) : null;
      if (refusal) {
        dispatch({ type: "refused", refusal });
        return;
      }
      start(false);
      const failure = failureReply(sender?.rateLimitReply(error) ?? null, current, options);
      if (!assistant) dispatch({ type: "append", messages: [{ id: newId(), role: "assistant", text: failure, status: "error" }] });
      dispatch({ type: "finish", id: assistant?.id ?? null, text: failure, status: "error" });
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
      const gate = askContact
        ? state.contact === null
        : needsContactGate(text, { hasContact: state.contact !== null, employmentMode: inEmploymentMode(state), skipped: state.contactSkipped });
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
      if (state.held && !state.sending) void request(state, state.held, { user: null, contact, form: { quiet: state.heldQuiet } });
    },
    [request, state],
  );

  /**
   * The contact form's Skip: send the held message without contact details (a quiet one, which
   * only carried the contact, is dropped), and ask no more in this conversation.
   */
  const skipContact = useCallback(() => {
    if (!state.held || state.sending) return;
    dispatch({ type: "skip" });
    if (!state.heldQuiet) void request(state, state.held, { user: null });
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
        Object.entries({ name, email: address, linkedin, portfolio, phone: upload.resumeData.phone }).filter((entry): entry is [string, string] =>
          Boolean(entry[1]),
        ),
      );
      // The message the chat sends for them is not theirs to read as said: a note says what happened.
      const note: ChatMessage = { id: newId(), role: "assistant", kind: "note", text: resumeNote(upload), status: "done" };
      void request(state, text, { user: note, contact, resume: { contactInfo } });
    },
    [request, state],
  );

  /** A deck dropped into the chat: checked here, then sent to the team with a progress bar. */
  const uploadDeck = useCallback(
    async (file: File) => {
      if (state.upload) return;
      const user: ChatMessage = { id: newId(), role: "user", text: deckBubble(file), status: "done" };
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
        dispatch({ type: "append", messages: [say(deckReceived(file.name, state.contact, { ask: !state.contactSkipped }))] });
        // Without a contact, ask who sent it (unless the visitor skipped the form): Continue sends a
        // note with the contact into this conversation.
        if (!state.contact && !state.contactSkipped) dispatch({ type: "hold", message: null, text: deckNote(file.name), quiet: true });
      } catch {
        dispatch({ type: "append", messages: [say(MESSAGES.pdfFailure(email), "error")] });
      } finally {
        dispatch({ type: "upload", upload: null });
      }
    },
    [email, state],
  );

  /**
   * When the visitor reaches for the chat: starts loading the sender (once) and asking for the
   * visitor cookie the first message needs (once per page), side by side, so a send waits for neither.
   */
  const prepare = useCallback(() => {
    void loadSender().catch(() => undefined);
    void ensureVisitor();
  }, []);

  return { state, send, continueWithContact, skipContact, reset, setEmploymentType, sendResume, uploadDeck, prepare };
}
