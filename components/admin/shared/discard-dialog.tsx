"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@/components/ui/button";

/** Asks before unsaved edits are thrown away (Radix: focus trap, Escape keeps editing). */
export function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-7 shadow-2xl outline-none motion-safe:animate-rise-in">
          <Dialog.Title className="font-display text-3xl">Discard your changes?</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-muted">
            The edits you made to this case study have not been saved. Uploaded images are already saved.
          </Dialog.Description>
          <div className="mt-7 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onKeep} autoFocus>
              Keep editing
            </Button>
            <Button onClick={onDiscard} className="bg-danger text-ink hover:bg-danger/85">
              Discard changes
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
