import { DEFAULT_DECK_LAYOUT, deckLayoutFor, NARROW_DECK_PX, RESIZE_BLOCK_MS } from "@/lib/cards/layout";

describe("the card deck's layout", () => {
  it("defaults to the grid, and blocks re-layout for 250 ms after a resize", () => {
    expect(DEFAULT_DECK_LAYOUT).toBe("grid");
    expect(RESIZE_BLOCK_MS).toBe(250);
  });

  it("is a grid with room for columns, a sideways row of several cards on a phone, one column for one card", () => {
    expect(deckLayoutFor(1200, 6)).toBe("grid");
    expect(deckLayoutFor(NARROW_DECK_PX, 1)).toBe("grid");
    expect(deckLayoutFor(NARROW_DECK_PX - 1, 6)).toBe("horizontal");
    expect(deckLayoutFor(340, 2)).toBe("horizontal");
    expect(deckLayoutFor(340, 1)).toBe("vertical");
  });
});
