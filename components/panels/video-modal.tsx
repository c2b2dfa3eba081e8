"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { CloseButton } from "@/components/ui/close-button";
import { useReturnFocus, type FocusFallback } from "@/components/ui/return-focus";

type VideoModalProps = { src: string; title: string; poster?: string; onClose: () => void; returnFocusTo?: FocusFallback };

/** A video in a modal with a close button (showcase tiles, card videos). Closing gives focus back to the tile. */
export function VideoModal({ src, title, poster, onClose, returnFocusTo }: VideoModalProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/85 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(94vw,64rem)] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-card border border-line bg-black shadow-2xl outline-none motion-safe:animate-rise-in"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line bg-surface px-5 py-2">
            <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton label="Close video" />
            </Dialog.Close>
          </div>
          <video
            src={src}
            poster={poster}
            controls
            autoPlay
            playsInline
            className="aspect-video w-full bg-black"
            onError={() => console.warn("Video failed to load", src)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
