"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "@/components/ui/return-focus";
import { WORD_LIMIT } from "@/lib/contracts/words";

/** The word-limit warning, in the product's exact wording. Loaded only when needed; closing it gives focus back to the composer (or Send). */
export function WordLimitModal({ words, onClose }: { words: number; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line bg-surface p-7 text-center shadow-2xl outline-none motion-safe:animate-fade-in"
        >
          <Dialog.Title className="font-display text-3xl">Whoa there! 📝</Dialog.Title>
          <Dialog.Description className="mt-3 leading-relaxed text-fg/85">
            {"We have a 150-word limit to keep things focused and effective. Let's trim that down!"}
          </Dialog.Description>
          <p className="mt-4 text-sm text-muted">
            Your message has <strong className="text-danger">{words}</strong> words (limit {WORD_LIMIT}).
          </p>
          <Dialog.Close className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-medium text-ink hover:bg-accent-strong">
            Got it!
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
