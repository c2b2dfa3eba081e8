"use client";

import { useRef } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/components/ui/cn";

/** The upload button stays highlighted this long after talk of a deck. */
export const PDF_HIGHLIGHT_MS = 5000;

/** The paperclip beside the input: a deck or brief goes to the team from the chat. */
export function DeckUploadButton({ highlighted, busy, onFile }: { highlighted: boolean; busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="deck-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Tooltip label="Attach a PDF deck or brief">
        <button
          type="button"
          aria-label="Attach a PDF deck or brief"
          disabled={busy}
          data-highlighted={highlighted}
          onClick={() => input.current?.click()}
          className={cn(
            "inline-flex h-11 w-11 items-center justify-center rounded-full transition-[color,background-color,box-shadow] duration-500 disabled:opacity-40",
            highlighted
              ? "bg-accent/15 text-accent shadow-[0_0_0_2px_var(--color-accent)] motion-safe:animate-pulse"
              : "text-muted hover:bg-white/10 hover:text-fg",
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M20.5 11.5l-8.3 8.3a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 114.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4l7.8-7.8" />
          </svg>
        </button>
      </Tooltip>
    </>
  );
}
