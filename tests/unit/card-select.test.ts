import { cardsForTriggers, categoryFor, MAX_DECK_CARDS, triggerCardsFor } from "@/lib/cards/select";
import { cards } from "@/lib/content/cards";

describe("categoryFor (trigger type to card group)", () => {
  it("maps the trigger names replies use and the category slugs", () => {
    expect(categoryFor("food brands")).toBe("social-media");
    expect(categoryFor("video portfolio")).toBe("video-production");
    expect(categoryFor("media campaigns")).toBe("branding");
    expect(categoryFor("web-design")).toBe("web-design");
    expect(categoryFor("Video Production")).toBe("video-production");
    expect(categoryFor("branding")).toBe("branding");
  });

  it("falls back to social media", () => {
    expect(categoryFor("something else")).toBe("social-media");
    expect(categoryFor("")).toBe("social-media");
  });
});

describe("cardsForTriggers", () => {
  it("shows a whole group in seed order", () => {
    const picked = cardsForTriggers([{ type: "branding" }], cards);
    expect(picked.map((card) => card.id)).toEqual(cards.filter((card) => card.category === "branding").map((card) => card.id));
  });

  it("resolves named cards, skips unknown ids and repeats, and caps the deck at 6", () => {
    const first = cards[0];
    const picked = cardsForTriggers([{ id: first.id }, { id: "no-such-card" }, { type: first.category }, { type: "web-design" }], cards);
    expect(picked[0].id).toBe(first.id);
    expect(new Set(picked.map((card) => card.id)).size).toBe(picked.length);
    expect(picked).toHaveLength(MAX_DECK_CARDS);
    expect(cardsForTriggers([], cards)).toEqual([]);
  });
});

describe("triggerCardsFor", () => {
  const deck = [
    { id: "s-solstice", category: "social-media" as const, title: "Solstice Skincare: The Glow Season Challenge" },
    { id: "s-harvest", category: "social-media" as const, title: "Harvest Table: Picked This Week" },
    { id: "b-driftwood", category: "branding" as const, title: "Driftwood Coffee Roasters: The Can" },
    { id: "s-driftwood", category: "social-media" as const, title: "Driftwood Coffee Roasters: Launch Content" },
  ];

  it("puts the named clients' cards first (the group's own, then theirs elsewhere), then the group", () => {
    expect(triggerCardsFor("social-media", ["Harvest Table", "Driftwood Coffee Roasters"], deck)).toEqual([
      { id: "s-harvest" },
      { id: "s-driftwood" },
      { id: "b-driftwood" },
      { type: "social-media" },
    ]);
  });

  it("is the group alone when no card is a named client's", () => {
    expect(triggerCardsFor("branding", ["Nobody Inc"], deck)).toEqual([{ type: "branding" }]);
  });

  it("shows a food brand the food clients' work first in the deck", () => {
    const food = ["Harvest Table", "Driftwood Coffee Roasters"];
    const shown = cardsForTriggers(triggerCardsFor("social-media", food, cards), cards);
    expect(shown.slice(0, 3).every((card) => food.some((client) => card.title.startsWith(client)))).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MAX_DECK_CARDS);
  });
});
