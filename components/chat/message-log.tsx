"use client";

import { Fragment, useEffect, useRef } from "react";
import type { ChatMessage } from "./chat-state";
import { linkifyReply } from "./reply-links";
import { cn } from "@/components/ui/cn";

function TypingIndicator() {
  return (
    <span role="img" className="inline-flex items-center gap-1 py-1" aria-label="The concierge is typing">
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          className="h-1.5 w-1.5 animate-[typing_1.2s_ease-in-out_infinite] rounded-full bg-fg/70 motion-reduce:animate-none"
          style={{ animationDelay: `${dot * 160}ms` }}
        />
      ))}
    </span>
  );
}

const LINK = "underline decoration-accent/60 underline-offset-4 hover:decoration-accent focus-visible:outline-2 focus-visible:outline-accent";

/** A reply's text with its site paths, email addresses and phone numbers as links (reply-links.ts); the rest is plain text. */
function ReplyText({ text }: { text: string }) {
  return (
    <>
      {linkifyReply(text).map((piece, index) =>
        typeof piece === "string" ? (
          piece
        ) : (
          // A phone number's groups stay on one line. (The pieces never move: their index is their key.)
          <a key={index} href={piece.href} className={piece.kind === "phone" ? `${LINK} whitespace-nowrap` : LINK}>
            {piece.text}
          </a>
        ),
      )}
    </>
  );
}

type MessageLogProps = {
  messages: ChatMessage[];
  /** Panels a message opened, shown right under it. */
  renderAfter?: (message: ChatMessage) => React.ReactNode;
  children?: React.ReactNode;
};

export function MessageLog({ messages, renderAfter, children }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const count = messages.length;

  // A new message always brings the end into view.
  useEffect(() => {
    pinned.current = true;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  // While the visitor is at the end, stay there as replies stream and panels open below them;
  // once they scroll up to read, leave them be.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation with the concierge"
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 96;
      }}
      className="max-h-full overflow-y-auto overscroll-contain px-1 pb-2 [mask-image:linear-gradient(to_bottom,transparent,black_32px)] [scrollbar-width:thin]"
    >
      <div ref={content} className="flex flex-col gap-4">
        <div className="h-6 shrink-0" aria-hidden="true" />
        {messages.map((message) => (
          <Fragment key={message.id}>
            {message.kind === "note" ? (
              <p className="ml-11 flex items-start gap-2 text-sm leading-relaxed text-fg/85" data-kind="note">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>
                  <span className="sr-only">Concierge: </span>
                  {message.text}
                </span>
              </p>
            ) : message.role === "user" ? (
              <div className="flex justify-end">
                <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-br-md bg-white/12 px-4 py-2.5 text-[15px] leading-relaxed text-fg backdrop-blur-md">
                  <span className="sr-only">You: </span>
                  {message.text}
                </p>
              </div>
            ) : (
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg text-ink"
                >
                  N
                </span>
                <div
                  lang={message.lang}
                  className={cn(
                    "max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-tl-md px-4 py-2.5 text-[15px] leading-relaxed backdrop-blur-md",
                    message.status === "error" ? "bg-danger/10 text-fg" : "bg-ink/55 text-fg/95",
                  )}
                  data-status={message.status}
                >
                  <span className="sr-only">Concierge: </span>
                  {message.text === "" && message.status === "streaming" ? <TypingIndicator /> : <ReplyText text={message.text} />}
                </div>
              </div>
            )}
            {renderAfter?.(message)}
          </Fragment>
        ))}
        {children}
      </div>
    </div>
  );
}
