"use client";

import { useImperativeHandle, type Ref } from "react";
import { ChatInput } from "./chat-input";
import { ContactCard } from "./contact-card";
import { MessageLog } from "./message-log";
import type { TriggerHandlers } from "./triggers";
import { useConcierge } from "./use-concierge";

export type ConciergeHandle = {
  /** Sends a message as if typed, asking for contact details first when none are known. */
  sendWithContact: (text: string) => void;
};

type ConciergeProps = {
  ref?: Ref<ConciergeHandle>;
  persist: boolean;
  heading: string;
  intro: string;
  prompts: string[];
  rotationMs: number;
  starters: string[];
  handlers: TriggerHandlers;
  onTooLong: (words: number) => void;
};

/**
 * The conversation: the opening hero while it is empty, then the log, the contact gate and the
 * input. Its state lives in useConcierge; the host remounts it (a new key) to start over.
 */
export function Concierge({ ref, persist, heading, intro, prompts, rotationMs, starters, handlers, onTooLong }: ConciergeProps) {
  const { state, send, continueWithContact, skipContact } = useConcierge(handlers, { persist });
  const empty = state.messages.length === 0;
  const ready = !state.sending && state.held === null;

  useImperativeHandle(ref, () => ({ sendWithContact: (text) => void send(text, { askContact: true }) }), [send]);

  return (
    <div className="mx-auto flex h-full w-full max-w-3xl flex-col px-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-6 md:pb-8">
      <div className={`flex min-h-0 flex-1 flex-col ${empty ? "justify-center" : "justify-end"}`}>
        <div className={empty ? "pb-8" : "sr-only"}>
          <p className="text-[11px] uppercase tracking-[0.35em] text-accent md:text-xs">Los Angeles creative agency</p>
          <h1 className="mt-5 max-w-2xl font-display text-[clamp(2.75rem,9vw,5.75rem)] leading-[0.95] tracking-tight">{heading}</h1>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-fg/80 md:text-lg">{intro}</p>
        </div>
        {empty ? null : (
          <MessageLog messages={state.messages}>
            {state.held !== null ? <ContactCard onContinue={continueWithContact} onSkip={skipContact} /> : null}
          </MessageLog>
        )}
      </div>
      {empty ? (
        <ul
          aria-label="Conversation starters"
          className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {starters.map((starter) => (
            <li key={starter}>
              <button
                type="button"
                onClick={() => send(starter)}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-white/12 bg-ink/45 px-4 text-sm text-fg/85 backdrop-blur-md transition-colors hover:border-accent/40 hover:text-fg"
              >
                {starter}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ChatInput prompts={prompts} rotationMs={rotationMs} ready={ready} onSend={(text) => send(text) !== "busy"} onTooLong={onTooLong} />
    </div>
  );
}
