"use client";

import { useEffect } from "react";

/**
 * Logs a case-study film that fails to load (the visitor sees the player's own error state;
 * nothing else is shown). One listener for the page, in the capture phase because media errors do
 * not bubble; a film fetches nothing until it is played, which is always after this has mounted.
 */
export function VideoErrorLog() {
  useEffect(() => {
    const log = (event: Event) => {
      const target = event.target;
      const video = target instanceof HTMLSourceElement ? target.parentElement : target;
      if (!(video instanceof HTMLVideoElement)) return;
      const src = target instanceof HTMLSourceElement ? target.src : video.currentSrc || video.src;
      console.warn("Video failed to load", src);
    };
    document.addEventListener("error", log, true);
    return () => document.removeEventListener("error", log, true);
  }, []);
  return null;
}
