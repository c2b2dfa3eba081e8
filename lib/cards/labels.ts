import type { CardCategory } from "../contracts/enums";

/** How a reply names each card group ("Here are a few web design projects"). */
export const cardCategoryLabels: Record<CardCategory, string> = {
  "social-media": "social media",
  "web-design": "web design",
  branding: "branding",
  "video-production": "video production",
};

/** The group's name as a card shows it, above its title ("Social media"). */
export function cardCategoryTitle(category: CardCategory): string {
  const label = cardCategoryLabels[category];
  return label.charAt(0).toUpperCase() + label.slice(1);
}
