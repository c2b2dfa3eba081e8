import { CARD_CATEGORIES, type CardCategory } from "../contracts/enums";
import type { Card } from "../content/types";

// Which built-in cards a reply's triggerCards show: food brands map to social media, video
// portfolio to video production, media campaigns to branding, otherwise social media. The work
// of the clients a question is about (a food brand's: the food clients') comes first.

export const MAX_DECK_CARDS = 6;

type TriggerCard = { type: string } | { id: string };

const normalize = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");

/** The card group a trigger type names; a type naming none falls back to social media. */
export function categoryFor(type: string): CardCategory {
  const key = normalize(type);
  const direct = CARD_CATEGORIES.find((category) => category === key);
  if (direct) return direct;
  if (/food|restaurant|beverage|social/.test(key)) return "social-media";
  if (/video|film|reel|production/.test(key)) return "video-production";
  if (/media-campaign|brand/.test(key)) return "branding";
  if (/web|site|digital/.test(key)) return "web-design";
  return "social-media";
}

/** The cards to show for a reply: named cards and whole groups, in order, without repeats, at most 6. */
export function cardsForTriggers(triggers: TriggerCard[], cards: Card[]): Card[] {
  const picked: Card[] = [];
  const add = (card: Card | undefined) => {
    if (card && !picked.some((existing) => existing.id === card.id) && picked.length < MAX_DECK_CARDS) picked.push(card);
  };
  for (const trigger of triggers) {
    if ("id" in trigger) add(cards.find((card) => card.id === trigger.id));
    else for (const card of cards.filter((candidate) => candidate.category === categoryFor(trigger.type))) add(card);
  }
  return picked;
}

/**
 * The trigger cards of a reply that shows a card group: the cards of the clients the question is
 * about (by their titles, "Client: …"), then the group itself, so "we're a food brand" sees food
 * work first and the deck still fills from the group.
 */
export function triggerCardsFor(category: CardCategory, clients: string[], cards: Pick<Card, "id" | "category" | "title">[]): TriggerCard[] {
  const named = cards.filter((card) => clients.some((client) => card.title.startsWith(`${client}:`) || card.title.startsWith(`${client} `)));
  // The group's own cards of those clients first, then theirs in other groups.
  const ordered = [...named.filter((card) => card.category === category), ...named.filter((card) => card.category !== category)];
  return [...ordered.slice(0, MAX_DECK_CARDS).map((card) => ({ id: card.id })), { type: category }];
}
