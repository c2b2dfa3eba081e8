"use client";

import { useEffect } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { AWARDS_DISPLAY_MS, awardBadges, awardsHeading, awardsText } from "@/lib/content/awards";
import { CloseButton } from "@/components/ui/close-button";

/**
 * The awards band: a marquee of text badges shown for 45 s, or until closed. The host remounts it
 * (a new key) to show it again and restart the clock. Under prefers-reduced-motion the badges sit
 * still and wrap.
 */
export function AwardsStrip({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AWARDS_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  const badges = (copy: number) =>
    awardBadges.map((badge, index) => (
      <li
        key={`${copy}-${index}`}
        className="flex shrink-0 items-center gap-2.5 rounded-full border border-accent/30 bg-ink/50 px-5 py-2 text-sm uppercase tracking-[0.18em] text-fg/90"
      >
        <span aria-hidden="true" className="text-accent">
          ✦
        </span>
        {badge}
      </li>
    ));

  return (
    <section
      aria-labelledby="awards-heading"
      data-testid="awards-strip"
      className="pointer-events-auto relative w-full overflow-hidden border-y border-white/10 bg-ink/70 py-5 backdrop-blur-xl motion-safe:animate-rise-in"
    >
      <div className="mx-auto flex max-w-5xl items-start justify-between gap-4 px-5 md:px-8">
        <div>
          <h2 id="awards-heading" className="font-display text-3xl leading-none md:text-4xl">
            {awardsHeading}
          </h2>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted">{awardsText}</p>
        </div>
        <Tooltip label="Close awards" side="left">
          <CloseButton label="Close awards" title={undefined} onClick={onClose} />
        </Tooltip>
      </div>
      <div className="mt-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div className="flex w-max motion-safe:animate-[marquee_38s_linear_infinite] motion-reduce:w-full">
          <ul
            aria-label="Awards"
            className="flex shrink-0 gap-3 pl-3 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-5"
          >
            {badges(0)}
          </ul>
          {/* The second copy makes the loop seamless; screen readers and still layouts skip it. */}
          <ul aria-hidden="true" className="flex shrink-0 gap-3 pl-3 motion-reduce:hidden">
            {badges(1)}
          </ul>
        </div>
      </div>
    </section>
  );
}
