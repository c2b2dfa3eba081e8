"use client";

import { motion, useReducedMotion } from "framer-motion";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type JSX } from "react";
import { DEFAULT_PHYSICS, randomizePhysics, toSpring, type PhysicsConfig, type SpringTransition } from "@/lib/cards/physics";
import type { Card } from "@/lib/content/types";
import { CARD_CATEGORY_LABELS, ExpandedCard } from "./expanded-card";
import { CloseIcon } from "@/components/ui/close-icon";

export type DeckLayout = "grid" | "horizontal" | "vertical";
export const MAX_CARDS = 6;
/** How long a dismissed card animates out, and the deck fades, before the change lands. */
export const DECK_TRANSITION_MS = 500;
export const RESIZE_THROTTLE_MS = 250;

export type CardDeckProps = {
  cards: Card[];
  /** Every known card, to resolve relatedCardIds (unknown ids are ignored). */
  allCards: Card[];
  layout?: DeckLayout;
  /** null/undefined: DEFAULT_PHYSICS (the placeholder until the persona's config loads). */
  physics?: PhysicsConfig | null;
  /** Called with the selected card, or null when the selection is cleared. Video reels only call this. */
  onSelect?: (card: Card | null) => void;
};

/** One set of cards on screen; `key` names the set so late timers can tell it is gone. */
type Level = { key: string; ids: string[]; dismissed: string[] };

/** Where focus goes after the card holding it disappears: a card's main button, or the first one. */
type FocusTarget = { cardId: string | null };

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The page's random seed: drawn once in the browser. The server (and hydration) use a fixed one,
 * so prerendered markup (data-spring) matches; the client re-renders with its own seed after.
 */
const SERVER_SEED = 0.5;
const browserSeed = typeof window === "undefined" ? SERVER_SEED : Math.random();
const noSubscription = () => () => undefined;
const useSeed = () =>
  useSyncExternalStore(
    noSubscription,
    () => browserSeed,
    () => SERVER_SEED,
  );

/**
 * A deterministic random() per card: each card's stream comes from the page seed, the deck's id
 * and the card's id, so a card keeps its randomized spring across re-renders (and across Back)
 * while randomization stays pure during render.
 */
function cardRandom(seed: number, key: string): () => number {
  let hash = Math.floor(seed * 0x100000000) ^ 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  let state = hash >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

const LIST_CLASS: Record<DeckLayout, string> = {
  grid: "grid grid-cols-1 gap-4 @lg:grid-cols-2 @3xl:grid-cols-3",
  horizontal: "flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth pb-3 motion-reduce:scroll-auto [scrollbar-width:thin]",
  vertical: "flex flex-col gap-4",
};

const ITEM_CLASS: Record<DeckLayout, string> = {
  grid: "",
  horizontal: "w-[min(18rem,80vw)] shrink-0 snap-start",
  vertical: "",
};

const mainSelector = (id: string) => `li[data-card-id="${CSS.escape(id)}"] [data-card-main]`;

function ExpandIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-[18px] w-[18px]" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
    </svg>
  );
}


function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: JSX.Element }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      // aria-disabled, not disabled: a disabled button drops focus, and the deck moves focus on
      // to a neighbour itself once the card is gone. The handlers ignore clicks meanwhile.
      aria-disabled={disabled || undefined}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/15 bg-ink/60 text-fg/80 backdrop-blur-md transition-colors duration-300 ease-cinematic hover:bg-white/12 hover:text-fg aria-disabled:opacity-50"
    >
      {children}
    </button>
  );
}

type DeckCardProps = {
  card: Card;
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

function DeckCard({ card, layout, spring, reduced, selected, leaving, fading, hidden, onSelect, onExpand, onDismiss }: DeckCardProps) {
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
      className={["relative", gone ? "pointer-events-none" : "", ITEM_CLASS[layout]].filter(Boolean).join(" ")}
    >
      <article
        className={`group relative flex h-full flex-col overflow-hidden rounded-card border bg-ink/70 backdrop-blur-xl transition-[border-color,box-shadow] duration-500 ease-cinematic has-[[data-card-main]:focus-visible]:outline-2 has-[[data-card-main]:focus-visible]:outline-offset-3 has-[[data-card-main]:focus-visible]:outline-accent ${
          selected ? "border-accent/70 shadow-[0_0_0_1px_rgb(255_181_71/0.35),0_24px_60px_-24px_rgb(255_181_71/0.45)]" : "border-white/12 hover:border-white/25"
        }`}
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
          <p className="text-[11px] uppercase tracking-[0.24em] text-accent">{CARD_CATEGORY_LABELS[card.category] ?? card.category}</p>
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
          <IconButton label={`Expand ${card.title}`} onClick={onExpand} disabled={gone}>
            <ExpandIcon />
          </IconButton>
          <IconButton label={`Dismiss ${card.title}`} onClick={onDismiss} disabled={gone}>
            <CloseIcon className="h-[18px] w-[18px]" />
          </IconButton>
        </div>
      </article>
    </motion.li>
  );
}

/**
 * The result-card deck: up to six cards in a grid, a horizontal scroller or a
 * column. Clicking selects (or deselects) a card; a card with related cards fades the deck and
 * swaps in the related set after DECK_TRANSITION_MS; video reels only report the click.
 */
export function CardDeck({ cards, allCards, layout = "grid", physics, onSelect }: CardDeckProps): JSX.Element {
  const reduced = useReducedMotion() ?? false;
  const baseIds = unique(cards.map((card) => card.id)).slice(0, MAX_CARDS);
  const sourceKey = baseIds.join("\n");

  const [source, setSource] = useState(sourceKey);
  const [stack, setStack] = useState<Level[]>(() => [{ key: `base:${sourceKey}`, ids: baseIds, dismissed: [] }]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string[]>([]);
  const [fading, setFading] = useState(false);
  const seed = useSeed();
  const deckId = useId();

  // A new set of cards from the host starts the deck over (compared by ids, not array identity).
  if (source !== sourceKey) {
    setSource(sourceKey);
    setStack([{ key: `base:${sourceKey}`, ids: baseIds, dismissed: [] }]);
    setSelectedId(null);
    setExpandedId(null);
    setLeaving([]);
    setFading(false);
  }

  const rootRef = useRef<HTMLElement>(null);
  const timers = useRef(new Set<number>());
  const pendingFocus = useRef<FocusTarget | null>(null);

  const byId = new Map<string, Card>();
  for (const card of allCards) byId.set(card.id, card);
  for (const card of cards) byId.set(card.id, card);

  const level = stack[stack.length - 1];
  const visible = level.ids.filter((id) => !level.dismissed.includes(id)).flatMap((id) => byId.get(id) ?? []);
  const expanded = expandedId ? (visible.find((card) => card.id === expandedId) ?? null) : null;

  const base = physics ?? DEFAULT_PHYSICS;
  const springFor = (id: string) => toSpring(randomizePhysics(base, cardRandom(seed, `${deckId}:${id}`)));

  // Timers die with the deck.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // After a commit that removed the focused card, put focus somewhere sensible.
  useEffect(() => {
    const target = pendingFocus.current;
    const root = rootRef.current;
    if (!target || !root) return;
    pendingFocus.current = null;
    const next = target.cardId ? root.querySelector<HTMLElement>(mainSelector(target.cardId)) : root.querySelector<HTMLElement>("li:not([hidden]) [data-card-main]");
    (next ?? root).focus({ preventScroll: true });
  });

  // Resize work is throttled to once per RESIZE_THROTTLE_MS (leading and trailing edge). Columns
  // come from CSS container queries; this records the deck's width for styling hooks and tests.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let last = 0;
    let trailing: number | undefined;
    const measure = () => {
      last = Date.now();
      trailing = undefined;
      root.dataset.width = String(Math.round(root.getBoundingClientRect().width));
    };
    const onResize = () => {
      const wait = RESIZE_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) {
        window.clearTimeout(trailing);
        measure();
      } else if (trailing === undefined) {
        trailing = window.setTimeout(measure, wait);
      }
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      window.clearTimeout(trailing);
    };
  }, []);

  const later = (run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, DECK_TRANSITION_MS);
    timers.current.add(timer);
  };

  const focusInDeck = () => {
    const root = rootRef.current;
    return !!root && root.contains(document.activeElement);
  };

  /** Fade the deck out, then change the set on top of the stack (if it is still `from`). */
  const swap = (from: string, change: (stack: Level[]) => Level[]) => {
    setFading(true);
    later(() => {
      if (focusInDeck()) pendingFocus.current = { cardId: null };
      setStack((current) => (current[current.length - 1].key === from ? change(current) : current));
      setSelectedId(null);
      setLeaving([]);
      setFading(false);
    });
  };

  const select = (card: Card) => {
    if (fading || expandedId !== null || leaving.includes(card.id)) return;
    if (card.isVideoReel) {
      onSelect?.(card);
      return;
    }
    if (selectedId === card.id) {
      setSelectedId(null);
      onSelect?.(null);
      return;
    }
    setSelectedId(card.id);
    onSelect?.(card);
    const related = unique(card.relatedCardIds)
      .filter((id) => byId.has(id))
      .slice(0, MAX_CARDS);
    if (related.length) swap(level.key, (current) => [...current, { key: `${level.key}>${card.id}`, ids: related, dismissed: [] }]);
  };

  const back = () => {
    if (fading || stack.length < 2) return;
    swap(level.key, (current) => current.slice(0, -1));
  };

  const dismiss = (card: Card) => {
    if (fading || leaving.includes(card.id)) return;
    setLeaving((current) => [...current, card.id]);
    if (selectedId === card.id) {
      setSelectedId(null);
      onSelect?.(null);
    }
    const index = visible.findIndex((item) => item.id === card.id);
    const neighbour = [...visible.slice(index + 1), ...visible.slice(0, index).reverse()].find((item) => !leaving.includes(item.id));
    const from = level.key;
    later(() => {
      const item = rootRef.current?.querySelector(`li[data-card-id="${CSS.escape(card.id)}"]`);
      if (item?.contains(document.activeElement)) pendingFocus.current = { cardId: neighbour?.id ?? null };
      setStack((current) => current.map((entry) => (entry.key === from && !entry.dismissed.includes(card.id) ? { ...entry, dismissed: [...entry.dismissed, card.id] } : entry)));
      setLeaving((current) => current.filter((id) => id !== card.id));
    });
  };

  const expand = (card: Card) => {
    if (fading || leaving.includes(card.id)) return;
    setExpandedId(card.id);
    // Expanding selects the card; a video reel's selection means "play it", so it is not reported.
    if (!card.isVideoReel && selectedId !== card.id) {
      setSelectedId(card.id);
      onSelect?.(card);
    }
  };

  const close = () => {
    setExpandedId(null);
    setSelectedId(null);
    onSelect?.(null);
  };

  return (
    <section
      ref={rootRef}
      aria-label="Related work"
      data-layout={layout}
      data-state={fading ? "transitioning" : "idle"}
      data-depth={stack.length - 1}
      tabIndex={-1}
      className="@container w-full outline-none"
    >
      {stack.length > 1 ? (
        <div className="mb-3 flex items-center">
          <button
            type="button"
            onClick={back}
            aria-disabled={fading || undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/12 bg-ink/70 px-4 text-sm text-muted backdrop-blur-xl transition-colors duration-300 ease-cinematic hover:border-white/25 hover:text-fg aria-disabled:opacity-50"
          >
            <span aria-hidden="true">←</span> Back
          </button>
        </div>
      ) : null}
      {visible.length === 0 ? (
        <p className="rounded-card border border-white/12 bg-ink/70 px-5 py-8 text-center text-sm text-muted backdrop-blur-xl">No cards to display.</p>
      ) : (
        <ul className={LIST_CLASS[layout]} aria-busy={fading || undefined}>
          {visible.map((card) => (
            <DeckCard
              key={card.id}
              card={card}
              layout={layout}
              spring={springFor(card.id)}
              reduced={reduced}
              selected={selectedId === card.id}
              leaving={leaving.includes(card.id)}
              fading={fading}
              hidden={expandedId !== null && expandedId !== card.id}
              onSelect={() => select(card)}
              onExpand={() => expand(card)}
              onDismiss={() => dismiss(card)}
            />
          ))}
        </ul>
      )}
      <ExpandedCard card={expanded} spring={expanded ? springFor(expanded.id) : toSpring(base)} reduced={reduced} onClose={close} />
    </section>
  );
}
