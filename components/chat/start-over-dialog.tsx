"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { Button } from "@/components/ui/button-base";
import { useReturnFocus } from "@/components/ui/return-focus";

/**
 * Asks before the logo's "start over" wipes a conversation: a small alert dialog under the logo.
 * Focus starts on Cancel (Enter or Escape keeps the conversation) and goes back to the logo when
 * it closes either way. Loaded only when a visitor with a conversation presses the logo.
 */
export function StartOverDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          data-testid="start-over-dialog"
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed right-4 top-[4.25rem] z-50 w-[min(calc(100vw-2rem),22rem)] rounded-3xl border border-line bg-surface p-6 shadow-2xl outline-none motion-safe:animate-rise-in md:right-8 md:top-[5.25rem]"
        >
          <Dialog.Title className="font-display text-3xl leading-tight">Start over?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
            This clears the conversation and everything it opened. It can&apos;t be brought back.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button ref={cancel} variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm}>Start over</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
