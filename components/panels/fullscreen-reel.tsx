"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { CloseButton, OVERLAY_CONTROL } from "@/components/ui/close-button";

// The full-screen reel fades in by steps of 0.05 every 30 ms, and returns home when it ends.
const REEL_FADE_STEP = 0.05;
const REEL_FADE_INTERVAL_MS = 30;

type FullscreenReelProps = {
  src: string;
  poster?: string;
  title: string;
  onClose: () => void;
};

/** Plays a reel over everything. Close, Escape or the video's end return to the home screen. */
export function FullscreenReel({ src, poster, title, onClose }: FullscreenReelProps) {
  const [opacity, setOpacity] = useState(0);
  const [muted, setMuted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setInterval(
      () =>
        setOpacity((value) => {
          const next = reduced ? 1 : Math.min(1, Math.round((value + REEL_FADE_STEP) * 100) / 100);
          if (next >= 1) window.clearInterval(timer);
          return next;
        }),
      REEL_FADE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  // Play with sound when the browser allows it (the visitor has interacted); muted otherwise.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    element.play().catch(() => {
      element.muted = true;
      setMuted(true);
      element.play().catch(() => console.warn("The reel could not play", src));
    });
  }, [src]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="fullscreen-reel"
          data-opacity={opacity}
          style={{ opacity }}
          className="fixed inset-0 z-[60] bg-black outline-none"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <video
            ref={video}
            src={src}
            poster={poster}
            playsInline
            preload="auto"
            onEnded={onClose}
            onError={() => console.warn("The reel failed to load", src)}
            className="h-full w-full object-contain"
          />
          <div className="absolute right-4 top-4 flex gap-2 md:right-8 md:top-6">
            <button
              type="button"
              aria-label={muted ? "Unmute" : "Mute"}
              title={muted ? "Unmute" : "Mute"}
              onClick={() => {
                const element = video.current;
                if (!element) return;
                element.muted = !element.muted;
                setMuted(element.muted);
              }}
              className={`inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none ${OVERLAY_CONTROL}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M4 9v6h4l5 4V5L8 9H4z" strokeLinejoin="round" />
                {muted ? <path d="M17 9l4 6M21 9l-4 6" /> : <path d="M17 8.5a5 5 0 010 7M19.5 6a8.5 8.5 0 010 12" />}
              </svg>
            </button>
            <Dialog.Close asChild>
              <CloseButton label="Close reel" tone="overlay" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
