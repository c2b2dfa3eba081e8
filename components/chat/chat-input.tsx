"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { useHydrated } from "@/components/ui/use-hydrated";
import { countWords, WORD_LIMIT } from "@/lib/contracts/words";
import { cn } from "@/components/ui/cn";
import { COMPOSER_ID, EARLY_SEND, LIVE_ATTRIBUTE } from "./composer-ids";

type EarlyWindow = Window & { [EARLY_SEND]?: number };

type ChatInputProps = {
  prompts: string[];
  rotationMs: number;
  ready: boolean;
  onSend: (text: string) => boolean;
  onTooLong: (words: number) => void;
  /** Extra controls beside the send button (the PDF upload, in employment or deck talk). */
  accessory?: React.ReactNode;
  /** Why Send waits (the contact form is open), shown in place of the word count. */
  hint?: string;
};

export function ChatInput({ prompts, rotationMs, ready, onSend, onTooLong, accessory, hint }: ChatInputProps) {
  const [value, setValue] = useState("");
  const [focused, setFocused] = useState(false);
  const [promptIndex, setPromptIndex] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const sendWhenReady = useRef(false);
  const hydrated = useHydrated();
  const words = countWords(value);
  const rotating = value === "" && !focused;

  // Example prompts rotate only while the field is empty and unfocused.
  useEffect(() => {
    if (!rotating || prompts.length < 2) return;
    const timer = window.setInterval(() => setPromptIndex((index) => (index + 1) % prompts.length), rotationMs);
    return () => window.clearInterval(timer);
  }, [rotating, prompts.length, rotationMs]);

  // The field grows with its text, up to a few lines.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    // Empty, its height comes from CSS, sized for the longest example prompt, so rotating
    // prompts never move the layout.
    element.style.height = "";
    if (value === "") return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [value]);

  const submit = () => {
    if (!ready || !value.trim()) return;
    if (countWords(value) > WORD_LIMIT) {
      onTooLong(countWords(value));
      return;
    }
    if (onSend(value)) setValue("");
  };

  // What a visitor typed before the page's scripts arrived is in the field, not in this state:
  // take it over, and send it once the chat is ready if they already pressed Enter
  // (early-composer.tsx kept that for us). From here on the inline script stands down: a layout
  // effect, so it does before the browser can dispatch another event to either of them.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.setAttribute(LIVE_ATTRIBUTE, "");
    const early = window as EarlyWindow;
    sendWhenReady.current = Boolean(early[EARLY_SEND]) && element.value.trim() !== "";
    delete early[EARLY_SEND];
    if (element.value !== "") setValue(element.value);
  }, []);

  useEffect(() => {
    if (!sendWhenReady.current || !ready || value.trim() === "") return;
    sendWhenReady.current = false;
    submit();
  });

  return (
    <form
      // The field draws no outline of its own: the whole composer shows its focus, in the site's
      // focus style (2 px of accent, 3 px out).
      className="group/composer rounded-[1.75rem] border border-white/12 bg-ink/70 p-2 shadow-[0_20px_80px_-20px_rgb(0_0_0/0.8)] backdrop-blur-xl transition-[border-color] has-[textarea:focus-visible]:border-accent/40 has-[textarea:focus-visible]:outline-2 has-[textarea:focus-visible]:outline-offset-3 has-[textarea:focus-visible]:outline-accent"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={COMPOSER_ID} className="sr-only">
        Message the Northlight concierge
      </label>
      <textarea
        id={COMPOSER_ID}
        ref={field}
        rows={1}
        value={value}
        placeholder={prompts[promptIndex] ?? "Tell us about your project"}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        className="block max-h-40 min-h-12 w-full resize-none placeholder-shown:h-[4.75rem] sm:placeholder-shown:h-12 bg-transparent px-4 pb-1 pt-3 text-base leading-relaxed text-fg placeholder:text-muted focus:outline-none"
        aria-describedby="concierge-word-count"
      />
      <div className="flex items-center justify-between gap-3 pl-4">
        {hint ? (
          <span id="concierge-word-count" className="text-xs text-fg/80" aria-live="polite" data-testid="composer-hint">
            {hint}
          </span>
        ) : (
          <span id="concierge-word-count" className={cn("text-xs tabular-nums", words > WORD_LIMIT ? "text-danger" : "text-subtle")} aria-live="polite">
            {words}/{WORD_LIMIT} words
          </span>
        )}
        <div className="flex items-center gap-1">
          {accessory}
          <Tooltip label="Send message">
            <button
              type="submit"
              // Before the page's scripts arrive the button stays enabled, so a tap submits the form
              // and the early script keeps the message (early-composer.tsx); an empty field still
              // draws it as disabled (the same look, from the stylesheet alone).
              disabled={hydrated && (!ready || value.trim() === "")}
              aria-label="Send message"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-accent text-ink transition-[background-color,opacity] duration-300 hover:bg-accent-strong disabled:bg-white/10 disabled:text-subtle group-has-[textarea:placeholder-shown]/composer:bg-white/10 group-has-[textarea:placeholder-shown]/composer:text-subtle"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 12h13M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </Tooltip>
        </div>
      </div>
    </form>
  );
}
