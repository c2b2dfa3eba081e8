"use client";

import { motion } from "framer-motion";
import { cardCategoryTitle } from "@/lib/cards/labels";
import type { SpringTransition } from "@/lib/cards/physics";
import type { Card } from "@/lib/content/types";
import { CloseButton, OVERLAY_CONTROL } from "@/components/ui/close-button";
import type { DeckLayout } from "@/lib/cards/layout";
import { cn } from "@/components/ui/cn";

// One card of the result deck: thumbnail, group, title (the main button, stretched over the whole
// card), description, and its Expand and Dismiss buttons. The deck owns every state it shows.

function ExpandIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-[18px] w-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
    </svg>
  );
}

/**
 * aria-disabled, not disabled: a disabled button drops focus, and the deck moves focus on to a
 * neighbour itself once the card is gone. The handlers ignore clicks meanwhile.
 */
const GONE = "aria-disabled:opacity-50";

/** Expand: the overlay tone of its neighbour, the card's close button. */
function ExpandButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      aria-disabled={disabled || undefined}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none",
        OVERLAY_CONTROL,
        GONE,
      )}
    >
      <ExpandIcon />
    </button>
  );
}

export type DeckCardProps = {
  card: Card;
  /** A row's cards keep a width of their own and snap into place as it scrolls. */
  layout: DeckLayout;
  spring: SpringTransition;
  reduced: boolean;
  selected: boolean;
  leaving: boolean;
  fading: boolean;
  hidden: boolean;
  onSelect: () => void;
  onExpand: () => void;
  onDismiss: () => void;
};

export function DeckCard({ card, layout, spring, reduced, selected, leaving, fading, hidden, onSelect, onExpand, onDismiss }: DeckCardProps) {
  const titleId = `card-${card.id}-title`;
  const descriptionId = `card-${card.id}-description`;
  const gone = leaving || fading;
  const state = leaving ? "leaving" : selected ? "selected" : "idle";

  return (
    <motion.li
      data-card-id={card.id}
      data-state={state}
      data-video-reel={card.isVideoReel ? "true" : undefined}
      data-spring={JSON.stringify({ mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping })}
      hidden={hidden}
      layout={!reduced}
      initial={reduced ? false : { opacity: 0, y: 24, scale: 0.96 }}
      animate={gone ? { opacity: 0, y: reduced ? 0 : 16, scale: reduced ? 1 : 0.94 } : { opacity: 1, y: 0, scale: selected && !reduced ? 1.02 : 1 }}
      whileHover={reduced || gone ? undefined : { y: -4 }}
      transition={reduced ? { duration: 0 } : spring}
      className={cn("relative", gone && "pointer-events-none", layout === "horizontal" && "w-[min(18rem,80vw)] shrink-0 snap-start")}
    >
      <article
        className={cn(
          "group relative flex h-full flex-col overflow-hidden rounded-card border bg-ink/70 backdrop-blur-xl transition-[border-color,box-shadow] duration-500 ease-cinematic has-[[data-card-main]:focus-visible]:outline-2 has-[[data-card-main]:focus-visible]:outline-offset-3 has-[[data-card-main]:focus-visible]:outline-accent",
          selected
            ? "border-accent/70 shadow-[0_0_0_1px_rgb(255_181_71/0.35),0_24px_60px_-24px_rgb(255_181_71/0.45)]"
            : "border-white/12 hover:border-white/25",
        )}
      >
        <div className="relative aspect-[16/10] overflow-hidden bg-raised">
          {card.thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- small static thumbnails from card data; a plain lazy <img> avoids configuring next/image for every source.
            <img
              src={card.thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
              className="absolute inset-0 h-full w-full object-cover object-bottom transition-transform duration-700 ease-cinematic group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            />
          ) : null}
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/10 to-transparent" />
          {card.isVideoReel ? (
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full border border-white/25 bg-ink/55 text-fg shadow-lg backdrop-blur-md transition-colors duration-300 group-hover:border-accent/70 group-hover:text-accent">
                <svg viewBox="0 0 24 24" className="ml-0.5 h-6 w-6" fill="currentColor">
                  <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.5-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5z" />
                </svg>
              </span>
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-4 pt-3.5">
          <p className="text-[11px] uppercase tracking-[0.24em] text-accent">{cardCategoryTitle(card.category)}</p>
          <h3 id={titleId} className="mt-1.5 font-display text-2xl leading-tight text-fg">
            {/* The main button; its ::after stretches over the whole card, so all of it is the target. */}
            <button
              type="button"
              data-card-main=""
              aria-pressed={selected}
              aria-describedby={descriptionId}
              onClick={onSelect}
              className="text-left after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none"
            >
              {card.title}
            </button>
          </h3>
          <p id={descriptionId} className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted">
            {card.isVideoReel ? <span className="sr-only">Video reel, plays full screen. </span> : null}
            {card.description}
          </p>
        </div>
        <div className="absolute right-2 top-2 z-10 flex gap-1.5">
          <ExpandButton label={`Expand ${card.title}`} onClick={onExpand} disabled={gone} />
          <CloseButton label={`Dismiss ${card.title}`} tone="overlay" onClick={onDismiss} aria-disabled={gone || undefined} className={GONE} />
        </div>
      </article>
    </motion.li>
  );
}
