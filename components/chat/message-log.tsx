"use client";

import { useEffect, useRef } from "react";
import type { ChatMessage } from "./use-concierge";

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-1 py-1" aria-label="The concierge is typing">
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

export function MessageLog({ messages, children }: { messages: ChatMessage[]; children?: React.ReactNode }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Keep the newest line in view as replies stream in.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [messages.length, last?.text, children]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation with the concierge"
      className="flex max-h-full flex-col gap-4 overflow-y-auto overscroll-contain px-1 pb-2 [mask-image:linear-gradient(to_bottom,transparent,black_32px)] [scrollbar-width:thin]"
    >
      <div className="h-6 shrink-0" aria-hidden="true" />
      {messages.map((message) =>
        message.role === "user" ? (
          <div key={message.id} className="flex justify-end">
            <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-br-md bg-white/12 px-4 py-2.5 text-[15px] leading-relaxed text-fg backdrop-blur-md">
              <span className="sr-only">You: </span>
              {message.text}
            </p>
          </div>
        ) : (
          <div key={message.id} className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg text-ink">
              N
            </span>
            <div
              className={`max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-tl-md px-4 py-2.5 text-[15px] leading-relaxed backdrop-blur-md ${
                message.status === "error" ? "bg-danger/10 text-fg" : "bg-ink/55 text-fg/95"
              }`}
              data-status={message.status}
            >
              <span className="sr-only">Concierge: </span>
              {message.text === "" && message.status === "streaming" ? <TypingIndicator /> : message.text}
            </div>
          </div>
        ),
      )}
      {children}
      <div ref={end} />
    </div>
  );
}
