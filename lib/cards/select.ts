import { CARD_CATEGORIES, type CardCategory } from "../contracts/enums";
import type { Card } from "../content/types";

// Which built-in cards a reply's triggerCards show: food brands map to social media, video
// portfolio to video production, media campaigns to branding, otherwise social media.

export const MAX_DECK_CARDS = 6;

type TriggerCard = { type: string } | { id: string };

const normalize = (value: string) => value.trim().toLowerCase().replace(/[\s_]+/g, "-");

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
