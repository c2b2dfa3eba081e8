"use client";

import { useReducedMotion } from "framer-motion";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type JSX, type RefObject } from "react";
import { DEFAULT_DECK_LAYOUT, deckLayoutFor, RESIZE_BLOCK_MS, type DeckLayout } from "@/lib/cards/layout";
import { DEFAULT_PHYSICS, randomizePhysics, toSpring, type PhysicsConfig } from "@/lib/cards/physics";
import { seededRandom } from "@/lib/cards/random";
import { MAX_DECK_CARDS } from "@/lib/cards/select";
import type { Card } from "@/lib/content/types";
import { DeckCard } from "./deck-card";
import { ExpandedCard } from "./expanded-card";

/** How long a dismissed card animates out, and the deck fades, before the change lands. */
const DECK_TRANSITION_MS = 500;

export type CardDeckProps = {
  cards: Card[];
  /** Every known card, to resolve relatedCardIds (unknown ids are ignored). */
  allCards: Card[];
  /** null/undefined: DEFAULT_PHYSICS (the placeholder until the persona's config loads). */
  physics?: PhysicsConfig | null;
  /** Called with the selected card, or null when the selection is cleared. Video reels only call this. */
  onSelect?: (card: Card | null) => void;
  /** A fixed layout (default "grid"), or "auto": chosen by the deck's width (deckLayoutFor). */
  layout?: DeckLayout | "auto";
};

const LIST_CLASS: Record<DeckLayout, string> = {
  grid: "grid grid-cols-1 gap-4 @lg:grid-cols-2 @3xl:grid-cols-3",
  horizontal: "flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth pb-3 motion-reduce:scroll-auto [scrollbar-width:thin]",
  vertical: "flex flex-col gap-4",
};

/**
 * The deck's width, measured now and on resize: a resize is taken at once, then further ones are
 * held off for RESIZE_BLOCK_MS (the last one counts when the block ends), so dragging a window
 * edge re-lays out the deck a few times, not on every frame. Null until measured (and when off).
 */
function useBlockedWidth(ref: React.RefObject<HTMLElement | null>, on: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!on || !root) return;
    let blockedUntil = 0;
    let trailing: number | undefined;
    const measure = () => {
      trailing = undefined;
      blockedUntil = Date.now() + RESIZE_BLOCK_MS;
      setWidth(Math.round(root.getBoundingClientRect().width));
    };
    const onResize = () => {
      const wait = blockedUntil - Date.now();
      if (wait <= 0) measure();
      else trailing ??= window.setTimeout(measure, wait);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      window.clearTimeout(trailing);
    };
  }, [ref, on]);
  return width;
}

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

const mainSelector = (id: string) => `li[data-card-id="${CSS.escape(id)}"] [data-card-main]`;

/** Every card by id: the deck's own cards win over the rest. */
function cardsById(allCards: Card[], cards: Card[]): Map<string, Card> {
  const byId = new Map<string, Card>();
  for (const card of allCards) byId.set(card.id, card);
  for (const card of cards) byId.set(card.id, card);
  return byId;
}

/**
 * The deck's state: the stack of card sets (Back pops it), the selected and expanded cards, the
 * cards animating out, and whether the deck is fading between sets. A new set of cards from the
 * host starts it over (compared by ids, not array identity).
 */
function useDeckState(cards: Card[]) {
  const baseIds = unique(cards.map((card) => card.id)).slice(0, MAX_DECK_CARDS);
  const sourceKey = baseIds.join("\n");

  const [source, setSource] = useState(sourceKey);
  const [stack, setStack] = useState<Level[]>(() => [{ key: `base:${sourceKey}`, ids: baseIds, dismissed: [] }]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string[]>([]);
  const [fading, setFading] = useState(false);

  if (source !== sourceKey) {
    setSource(sourceKey);
    setStack([{ key: `base:${sourceKey}`, ids: baseIds, dismissed: [] }]);
    setSelectedId(null);
    setExpandedId(null);
    setLeaving([]);
    setFading(false);
  }

  const level = stack[stack.length - 1];
  return { stack, setStack, level, selectedId, setSelectedId, expandedId, setExpandedId, leaving, setLeaving, fading, setFading };
}

type DeckState = ReturnType<typeof useDeckState>;

/**
 * Each card's spring, jittered by its own stream (page seed, deck id, card id): it keeps its
 * spring across re-renders and Back, and render stays pure. No id: the persona's spring as it is.
 */
function useCardSprings(physics: PhysicsConfig | null | undefined) {
  const seed = useSeed();
  const deckId = useId();
  const base = physics ?? DEFAULT_PHYSICS;
  return (id?: string) => (id === undefined ? toSpring(base) : toSpring(randomizePhysics(base, seededRandom(seed, `${deckId}:${id}`))));
}

/** Runs a change DECK_TRANSITION_MS from now; the timers die with the deck. */
function useDeckTimers() {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return (run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, DECK_TRANSITION_MS);
    timers.current.add(timer);
  };
}

/**
 * Focus for after a commit that removes the focused card: `refocus` names where it goes (a card's
 * main button, or the first one), and the next commit puts it there.
 */
function useRefocus(rootRef: RefObject<HTMLElement | null>) {
  const pendingFocus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    const root = rootRef.current;
    if (!target || !root) return;
    pendingFocus.current = null;
    const next = target.cardId
      ? root.querySelector<HTMLElement>(mainSelector(target.cardId))
      : root.querySelector<HTMLElement>("li:not([hidden]) [data-card-main]");
    (next ?? root).focus({ preventScroll: true });
  });
  return (target: FocusTarget) => {
    pendingFocus.current = target;
  };
}

/** The known cards a card opens, as the deck's next set. */
const relatedIds = (card: Card, byId: Map<string, Card>) =>
  unique(card.relatedCardIds)
    .filter((id) => byId.has(id))
    .slice(0, MAX_DECK_CARDS);

/** The card that takes focus when `card` goes: the next one still staying, else the one before. */
function neighbourOf(card: Card, visible: Card[], leaving: string[]): Card | undefined {
  const index = visible.findIndex((item) => item.id === card.id);
  return [...visible.slice(index + 1), ...visible.slice(0, index).reverse()].find((item) => !leaving.includes(item.id));
}

type DeckActionsContext = {
  deck: DeckState;
  byId: Map<string, Card>;
  visible: Card[];
  rootRef: RefObject<HTMLElement | null>;
  onSelect?: (card: Card | null) => void;
};

/** What the deck's buttons do: select (and open a card's related set), Back, dismiss, expand, close. */
function useDeckActions({ deck, byId, visible, rootRef, onSelect }: DeckActionsContext) {
  const { stack, setStack, level, selectedId, setSelectedId, expandedId, setExpandedId, leaving, setLeaving, fading, setFading } = deck;
  const later = useDeckTimers();
  const refocus = useRefocus(rootRef);

  const focusInDeck = () => {
    const root = rootRef.current;
    return !!root && root.contains(document.activeElement);
  };

  /** Fade the deck out, then change the set on top of the stack (if it is still `from`). */
  const swap = (from: string, change: (stack: Level[]) => Level[]) => {
    setFading(true);
    later(() => {
      if (focusInDeck()) refocus({ cardId: null });
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
    const related = relatedIds(card, byId);
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
    const neighbour = neighbourOf(card, visible, leaving);
    const from = level.key;
    later(() => {
      const item = rootRef.current?.querySelector(`li[data-card-id="${CSS.escape(card.id)}"]`);
      if (item?.contains(document.activeElement)) refocus({ cardId: neighbour?.id ?? null });
      setStack((current) =>
        current.map((entry) => (entry.key === from && !entry.dismissed.includes(card.id) ? { ...entry, dismissed: [...entry.dismissed, card.id] } : entry)),
      );
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

  return { select, back, dismiss, expand, close };
}

/** Back to the set the current one was opened from. */
function BackButton({ onClick, fading }: { onClick: () => void; fading: boolean }) {
  return (
    <div className="mb-3 flex items-center">
      <button
        type="button"
        onClick={onClick}
        aria-disabled={fading || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/12 bg-ink/70 px-4 text-sm text-muted backdrop-blur-xl transition-colors duration-300 ease-cinematic hover:border-white/25 hover:text-fg aria-disabled:opacity-50"
      >
        <span aria-hidden="true">←</span> Back
      </button>
    </div>
  );
}

/**
 * The result-card deck: up to six cards in a grid (one to three columns by the deck's own width,
 * through container queries), a sideways-scrolling row or one column (lib/cards/layout.ts).
 * Clicking selects (or deselects) a card; a card with related cards fades the deck and swaps in
 * the related set after DECK_TRANSITION_MS; video reels only report the click.
 */
export function CardDeck({ cards, allCards, physics, onSelect, layout: wanted = DEFAULT_DECK_LAYOUT }: CardDeckProps): JSX.Element {
  const reduced = useReducedMotion() ?? false;
  const deck = useDeckState(cards);
  const { stack, level, selectedId, expandedId, leaving, fading } = deck;
  const springFor = useCardSprings(physics);
  const rootRef = useRef<HTMLElement>(null);

  const byId = cardsById(allCards, cards);
  const visible = level.ids.filter((id) => !level.dismissed.includes(id)).flatMap((id) => byId.get(id) ?? []);
  const width = useBlockedWidth(rootRef, wanted === "auto");
  const layout: DeckLayout = wanted !== "auto" ? wanted : width === null ? DEFAULT_DECK_LAYOUT : deckLayoutFor(width, visible.length);
  const expanded = expandedId ? (visible.find((card) => card.id === expandedId) ?? null) : null;
  const { select, back, dismiss, expand, close } = useDeckActions({ deck, byId, visible, rootRef, onSelect });

  return (
    <section
      ref={rootRef}
      aria-label="Related work"
      data-state={fading ? "transitioning" : "idle"}
      data-depth={stack.length - 1}
      data-layout={layout}
      tabIndex={-1}
      className="@container w-full outline-none"
    >
      {stack.length > 1 ? <BackButton onClick={back} fading={fading} /> : null}
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
      <ExpandedCard card={expanded} spring={springFor(expanded?.id)} reduced={reduced} onClose={close} />
    </section>
  );
}
