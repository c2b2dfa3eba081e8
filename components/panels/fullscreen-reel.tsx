"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CloseButton, OVERLAY_CONTROL } from "@/components/ui/close-button";
import { useReturnFocus, type FocusFallback } from "@/components/ui/return-focus";

// The full-screen reel fades in by steps of 0.05 every 30 ms, and returns home when it ends.
const REEL_FADE_STEP = 0.05;
const REEL_FADE_INTERVAL_MS = 30;

const CONTROL = `inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none ${OVERLAY_CONTROL}`;

type FullscreenReelProps = {
  src: string;
  poster?: string;
  title: string;
  onClose: () => void;
  /** Where focus goes on close when what opened the reel is gone (a reply opened it). */
  returnFocusTo?: FocusFallback;
};

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Starts a video with sound where the browser allows it (the visitor has interacted with the
 * page), muted where it refuses sound (autoplay policies); the mute button shows which.
 */
function playWithSound(element: HTMLVideoElement, src: string, isLive: () => boolean) {
  element.muted = false;
  element.play().catch((error: unknown) => {
    // Only a refusal falls back to muted; an aborted play (the element went, or a pause came
    // first) is nothing to retry.
    if (!isLive() || (error instanceof DOMException && error.name !== "NotAllowedError")) return;
    element.muted = true;
    element.play().catch(() => isLive() && console.warn("The reel could not play", src));
  });
}

/**
 * Plays a reel over everything, at once: with sound where the browser allows it, muted otherwise.
 * Play/pause (its button, Space or a click on the film), mute, and Close, Escape or the film's
 * end return to the home screen.
 */
export function FullscreenReel({ src, poster, title, onClose, returnFocusTo }: FullscreenReelProps) {
  // Reduced motion: no fade, the reel is there at once.
  const [opacity, setOpacity] = useState(() => (prefersReducedMotion() ? 1 : 0));
  const [muted, setMuted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement | null>(null);
  const returnFocus = useReturnFocus(returnFocusTo);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(
      () =>
        setOpacity((value) => {
          const next = Math.min(1, Math.round((value + REEL_FADE_STEP) * 100) / 100);
          if (next >= 1) window.clearInterval(timer);
          return next;
        }),
      REEL_FADE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  // The video starts the moment it is in the page. Not in an effect: the dialog's portal mounts its
  // content one render after this component's own effects have run, so an effect finds no video.
  const attachVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (!element) return;
      let live = true;
      playWithSound(element, src, () => live);
      return () => {
        live = false;
        video.current = null;
      };
    },
    // A new film on the same element starts the same way.
    [src],
  );

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => console.warn("The reel could not play", src));
    else element.pause();
  };

  // Space plays and pauses wherever focus is in the player, except on a button, which Space presses.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " " || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    togglePlay();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="fullscreen-reel"
          data-opacity={opacity}
          style={{ opacity }}
          className="fixed inset-0 z-[60] bg-black outline-none"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          {...returnFocus}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <video
            ref={attachVideo}
            src={src}
            poster={poster}
            playsInline
            preload="auto"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onClick={togglePlay}
            onEnded={onClose}
            onError={() => console.warn("The reel failed to load", src)}
            className="h-full w-full cursor-pointer object-contain"
          />
          {/* First in the tab order: the dialog opens with focus on play/pause, so Space and Enter work at once. */}
          <div className="absolute bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 flex gap-2 md:bottom-8 md:left-8">
            <button type="button" aria-label={playing ? "Pause reel" : "Play reel"} title={playing ? "Pause" : "Play"} onClick={togglePlay} className={CONTROL}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                {playing ? (
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
                ) : (
                  <path d="M8 5.5v13a.5.5 0 00.77.42l10-6.5a.5.5 0 000-.84l-10-6.5A.5.5 0 008 5.5z" />
                )}
              </svg>
            </button>
            <button
              type="button"
              aria-label={muted ? "Unmute" : "Mute"}
              title={muted ? "Unmute" : "Mute"}
              onClick={() => {
                const element = video.current;
                if (element) element.muted = !element.muted;
              }}
              className={CONTROL}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M4 9v6h4l5 4V5L8 9H4z" strokeLinejoin="round" />
                {muted ? <path d="M17 9l4 6M21 9l-4 6" /> : <path d="M17 8.5a5 5 0 010 7M19.5 6a8.5 8.5 0 010 12" />}
              </svg>
            </button>
          </div>
          <div className="absolute right-4 top-4 md:right-8 md:top-6">
            <Dialog.Close asChild>
              <CloseButton label="Close reel" tone="overlay" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
