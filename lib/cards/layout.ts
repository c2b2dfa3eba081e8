// How the result-card deck lays out its cards: a grid (the default: one to three columns by the
// deck's own width, through container queries), a sideways-scrolling row, or one column. A host
// may fix one, or let the deck choose by its width (deckLayoutFor), re-choosing on resize at most
// once per RESIZE_BLOCK_MS.

export type DeckLayout = "grid" | "horizontal" | "vertical";

export const DEFAULT_DECK_LAYOUT: DeckLayout = "grid";

/** After a resize re-lays out the deck, further resizes are held off this long (the last one then counts). */
export const RESIZE_BLOCK_MS = 250;

/** Below this deck width a grid would be a single column. */
export const NARROW_DECK_PX = 640;

/**
 * The layout for a deck `width` pixels wide showing `count` cards: a grid when there is room for
 * columns; on a narrow screen several cards scroll sideways in a row (they would otherwise push the
 * conversation far down), and a single card stands in one column.
 */
export function deckLayoutFor(width: number, count: number): DeckLayout {
  if (width >= NARROW_DECK_PX) return "grid";
  return count > 1 ? "horizontal" : "vertical";
}
