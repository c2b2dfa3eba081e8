import type { CardCategory } from "../contracts/enums";

/** How a reply names each card group ("Here are a few web design projects"). */
export const cardCategoryLabels: Record<CardCategory, string> = {
  "social-media": "social media",
  "web-design": "web design",
  branding: "branding",
  "video-production": "video production",
};
