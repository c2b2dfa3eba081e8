"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * Asks before something staff wrote is deleted, naming it (Radix: focus trap; "Keep it" has
 * focus, and Escape or the overlay keeps it). One dialog for every delete in the admin.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel = "Keep it",
  pendingLabel = "Deleting...",
  pending,
  onKeep,
  onDelete,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: ReactNode;
  /** What deleting it does, read as the dialog's description. */
  children: ReactNode;
  confirmLabel: string;
  /** "Keep it" and "Deleting..." unless told otherwise. */
  keepLabel?: string;
  pendingLabel?: string;
  pending: boolean;
  onKeep: () => void;
  onDelete: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-7 shadow-2xl outline-none motion-safe:animate-rise-in"
        >
          <Dialog.Title className="font-display text-3xl">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-muted">{children}</Dialog.Description>
          <div className="mt-7 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onKeep} autoFocus>
              {keepLabel}
            </Button>
            <Button onClick={onDelete} disabled={pending} className="bg-danger text-ink hover:bg-danger/85">
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
