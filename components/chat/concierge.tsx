"use client";

import dynamic from "next/dynamic";
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import type { Card } from "@/lib/content/types";
import type { Attachment } from "./attachments";
import { ChatInput } from "./chat-input";
import { COMPOSER_ID, STARTER_ATTRIBUTE } from "./composer-ids";
import { DeckUploadButton, PDF_HIGHLIGHT_MS } from "./deck-upload-button";
import { MessageLog } from "./message-log";
import type { TriggerHandlers } from "./triggers";
import { inEmploymentMode, type ChatMessage } from "./chat-state";
import { useConcierge } from "./use-concierge";
import { cn } from "@/components/ui/cn";

// Panels inside the conversation load only when a reply first opens one.
const ResultCards = dynamic(() => import("@/components/panels/result-cards").then((module) => module.ResultCards), { ssr: false });
const EmploymentPanel = dynamic(() => import("@/components/panels/employment-panel").then((module) => module.EmploymentPanel), { ssr: false });
// The contact gate's form too: most visitors never see it before their second message.
const ContactCard = dynamic(() => import("./contact-card").then((module) => module.ContactCard), { ssr: false });
const CreativeShowcase = dynamic(() => import("@/components/panels/creative-showcase").then((module) => module.CreativeShowcase), { ssr: false });

export type ConciergeHandle = {
  /** Sends a message as if typed, asking for contact details first when none are known. */
  sendWithContact: (text: string) => void;
  /** Whether there is a conversation to lose (starting over asks first when there is). */
  hasConversation: () => boolean;
};

/** What the conversation's panels ask of the page around them. */
export type PanelActions = {
  playReel: (video: { src: string; title: string; poster?: string }) => void;
  playVideo: (video: { src: string; title: string; poster?: string }) => void;
  /** Employment mode started or ended (the page swaps the background reel). */
  employmentMode: (active: boolean) => void;
};

type ConciergeProps = {
  ref?: Ref<ConciergeHandle>;
  persist: boolean;
  email: string;
  heading: string;
  intro: string;
  prompts: string[];
  rotationMs: number;
  starters: string[];
  handlers: TriggerHandlers;
  actions: PanelActions;
  onTooLong: (words: number) => void;
};

/** The user-timing mark set once the chat is interactive (scripts/perf.mjs reads it by this name). */
const CONCIERGE_READY_MARK = "concierge:ready";

const VIDEO_PROJECT_MESSAGE = "I'd like to discuss a video project.";

/** What the composer says while the contact form holds the message back (Send waits for it). */
const COMPOSER_HINT = "Fill in or skip the form above to send";

/**
 * The message showing each kind of panel: the newest one, except that the employment options
 * stay with the reply the visitor chose from (so its résumé card keeps its state).
 */
function latestAttachments(messages: ChatMessage[], employmentAnchor: string | null): Map<string, Attachment> {
  const latest = new Map<string, Attachment>();
  for (const message of messages) {
    for (const attachment of message.attachments ?? []) latest.set(attachment.kind, attachment);
  }
  const anchored = messages.find((message) => message.id === employmentAnchor)?.attachments?.find((attachment) => attachment.kind === "employment");
  if (anchored) latest.set("employment", anchored);
  const byMessage = new Map<string, Attachment>();
  for (const message of messages) {
    for (const attachment of message.attachments ?? []) {
      if (latest.get(attachment.kind) === attachment) byMessage.set(`${message.id}:${attachment.kind}`, attachment);
    }
  }
  return byMessage;
}

/**
 * The conversation: the opening hero while it is empty, then the log with its panels, the
 * contact gate and the input. Its state lives in useConcierge; the host remounts it (a new
 * key) to start over.
 */
export function Concierge({ ref, persist, email, heading, intro, prompts, rotationMs, starters, handlers, actions, onTooLong }: ConciergeProps) {
  const [highlightDeck, setHighlightDeck] = useState(false);
  const highlightTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  // Talk of a document or deck lights the upload button up for five seconds.
  const merged = useMemo<TriggerHandlers>(
    () => ({
      ...handlers,
      document: () => {
        handlers.document?.();
        window.clearTimeout(highlightTimer.current);
        setHighlightDeck(true);
        highlightTimer.current = window.setTimeout(() => setHighlightDeck(false), PDF_HIGHLIGHT_MS);
      },
    }),
    [handlers],
  );

  // The moment the chat answers input (hydrated, handlers attached): a user-timing mark that
  // scripts/perf.mjs measures against first contentful paint, and that any RUM tool can read.
  useEffect(() => {
    performance.mark(CONCIERGE_READY_MARK);
  }, []);

  const { state, send, continueWithContact, skipContact, setEmploymentType, sendResume, uploadDeck, prepare } = useConcierge(merged, { persist, email });

  // A visitor who reached for the chat before the page's scripts arrived (the composer takes text
  // and Enter from the first paint) sent React no focus or pointer event: prepare now.
  useEffect(() => {
    const composer = document.getElementById(COMPOSER_ID);
    if (composer instanceof HTMLTextAreaElement && (composer.value !== "" || document.activeElement === composer)) prepare();
  }, [prepare]);
  const empty = state.messages.length === 0;
  // Ready once the tab's saved conversation is in place (persist), and while no reply or form holds the composer.
  const ready = persist && !state.sending && state.held === null;
  const shown = latestAttachments(state.messages, state.employmentAnchor);

  useImperativeHandle(ref, () => ({ sendWithContact: (text) => void send(text, { askContact: true }), hasConversation: () => !empty }), [send, empty]);

  const { employmentMode } = actions;
  const employment = inEmploymentMode(state);
  useEffect(() => {
    employmentMode(employment);
  }, [employmentMode, employment]);

  const renderAttachments = (message: ChatMessage) =>
    (message.attachments ?? []).map((attachment) => {
      if (shown.get(`${message.id}:${attachment.kind}`) !== attachment) return null;
      const key = `${message.id}-${attachment.kind}`;
      switch (attachment.kind) {
        case "cards":
          return (
            <ResultCards
              key={key}
              triggers={attachment.cards}
              onVideoReel={(card: Card) => card.videoSrc && actions.playReel({ src: card.videoSrc, title: card.title, poster: card.thumbnail ?? undefined })}
            />
          );
        case "employment":
          return (
            <EmploymentPanel
              key={key}
              suggested={attachment.suggested}
              chosen={state.employmentType}
              onChoose={(type) => setEmploymentType(type, message.id)}
              onResume={sendResume}
              conversationId={state.conversationId}
            />
          );
        case "showcase":
          // Like the menu's Get in Touch, the visitor's own ask: the form comes even after a Skip.
          return <CreativeShowcase key={key} onPlay={actions.playVideo} onDiscuss={() => send(VIDEO_PROJECT_MESSAGE, { askContact: true })} />;
      }
    });

  return (
    // Focus or a press anywhere in the chat (the input, a starter) starts loading the sender.
    <div
      onFocusCapture={prepare}
      onPointerDownCapture={prepare}
      className="mx-auto flex h-full w-full max-w-3xl flex-col px-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-6 md:pb-8"
    >
      <div className={cn("flex min-h-0 flex-1 flex-col", empty ? "justify-center" : "justify-end")}>
        <div className={empty ? "pb-8" : "sr-only"}>
          <p className="text-[11px] uppercase tracking-[0.35em] text-accent md:text-xs">Los Angeles creative agency</p>
          <h1 className="mt-5 max-w-2xl font-display text-[clamp(2.75rem,9vw,5.75rem)] leading-[0.95] tracking-tight">{heading}</h1>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-fg/80 md:text-lg">{intro}</p>
        </div>
        {empty ? null : (
          <MessageLog messages={state.messages} renderAfter={renderAttachments}>
            {state.held !== null ? (
              <ContactCard onContinue={continueWithContact} onSkip={skipContact} busy={state.sending} refusal={state.contactRefusal} />
            ) : null}
          </MessageLog>
        )}
      </div>
      {empty ? (
        <ul
          aria-label="Conversation starters"
          className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:[mask-image:none]"
        >
          {starters.map((starter) => (
            <li key={starter}>
              <button
                type="button"
                {...{ [STARTER_ATTRIBUTE]: "" }}
                onClick={() => send(starter)}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-white/12 bg-ink/45 px-4 text-sm text-fg/85 backdrop-blur-md transition-colors hover:border-accent/40 hover:text-fg"
              >
                {starter}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state.upload ? (
        <div className="mb-2 px-2" role="status" aria-live="polite">
          <div className="mb-1 flex justify-between text-xs text-muted">
            <span className="truncate">Uploading {state.upload.name}</span>
            <span className="tabular-nums">{Math.round(state.upload.progress * 100)}%</span>
          </div>
          <div
            className="h-1 overflow-hidden rounded-full bg-white/10"
            role="progressbar"
            aria-label={`Uploading ${state.upload.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.upload.progress * 100)}
          >
            <div className="h-full bg-accent transition-[width] duration-200" style={{ width: `${state.upload.progress * 100}%` }} />
          </div>
        </div>
      ) : null}
      <ChatInput
        prompts={prompts}
        rotationMs={rotationMs}
        ready={ready}
        hint={state.held !== null ? COMPOSER_HINT : undefined}
        onSend={(text) => send(text) !== "busy"}
        onTooLong={onTooLong}
        accessory={<DeckUploadButton highlighted={highlightDeck} busy={state.upload !== null} onFile={uploadDeck} />}
      />
    </div>
  );
}
