"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";

// The loading screen gives the video this long before it steps aside.
const VIDEO_LOAD_TIMEOUT_MS = 3000;
const VIDEO_LOAD_TIMEOUT_MOBILE_MS = 1000;
const MOBILE_QUERY = "(max-width: 767px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export type ReelSource = { src: string; poster: string };

type Phase = "loading" | "ready";

/**
 * The full-screen looping reel behind the concierge. The poster is a plain high-priority image,
 * so it paints first and is the page's LCP; the video element gets its source only after the
 * page has loaded, and a loading screen covers it until it can play or the timeout passes.
 * Under prefers-reduced-motion the reel stays a still.
 */
export function BackgroundReel({ reel }: { reel: ReelSource }) {
  const [phase, setPhase] = useState<Phase>("loading");
  const [attached, setAttached] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // Attach the video once the page is loaded; end the loading screen at the timeout.
  useEffect(() => {
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    const timeout = window.matchMedia(MOBILE_QUERY).matches ? VIDEO_LOAD_TIMEOUT_MOBILE_MS : VIDEO_LOAD_TIMEOUT_MS;
    const timer = window.setTimeout(() => setPhase("ready"), reduced ? 0 : timeout);
    if (reduced) return () => window.clearTimeout(timer);
    const attach = () => setAttached(true);
    if (document.readyState === "complete") queueMicrotask(attach);
    else window.addEventListener("load", attach, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", attach);
    };
  }, []);

  // A new reel (employment mode swaps it) fades in again from the poster.
  const [shown, setShown] = useState(reel.src);
  if (shown !== reel.src) {
    setShown(reel.src);
    setPlaying(false);
  }

  return (
    <div className="absolute inset-0 -z-10 overflow-hidden bg-ink" aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny preloaded poster; next/image would add a round trip */}
      <img src={reel.poster} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 h-full w-full object-cover" data-testid="reel-poster" />
      {attached ? (
        <video
          key={reel.src}
          ref={video}
          className={cn("absolute inset-0 h-full w-full object-cover transition-opacity duration-1000", playing ? "opacity-100" : "opacity-0")}
          src={reel.src}
          poster={reel.poster}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          data-testid="reel-video"
          onCanPlay={() => setPhase("ready")}
          onPlaying={() => setPlaying(true)}
          onError={() => {
            // A reel that fails to load is only logged, not shown to the visitor; the poster stays.
            console.warn("Background reel failed to load", reel.src);
            setPhase("ready");
          }}
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/60 to-ink/25" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_40%,rgb(7_7_10/0.65))]" />
      <div
        data-testid="reel-loading"
        data-state={phase}
        className={cn(
          "absolute inset-0 flex items-end justify-center bg-ink/60 pb-[18vh] transition-opacity duration-700",
          phase === "loading" ? "opacity-100" : "pointer-events-none opacity-0",
        )}
      >
        {phase === "loading" ? (
          <span className="h-px w-32 overflow-hidden bg-white/10">
            <span className="block h-full w-1/3 bg-accent/80 motion-safe:animate-[loading-bar_1.4s_ease-in-out_infinite]" />
          </span>
        ) : null}
      </div>
    </div>
  );
}
