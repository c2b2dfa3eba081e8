// The closed sets of values (and the fixed names) the browser and the server exchange, each defined
// once. Route handlers, schemas, the concierge and the client components import them from here; the
// types are derived from the lists, so adding a value is one edit and every switch over it is
// checked. Nothing here imports anything: pages use it in their first load without a schema library.

// The values the chat's first load reads live in chat-values.ts: the bundler keeps a module whole,
// so the home page would otherwise carry every list below.
export { CONCIERGE_DATA_PART, EMPLOYMENT_TYPES, isOneOf, LANGUAGES, type EmploymentType, type Language } from "./chat-values";

/** The result-card groups a reply can show (triggerCards { type }). */
export const CARD_CATEGORIES = ["social-media", "web-design", "branding", "video-production"] as const;
export type CardCategory = (typeof CARD_CATEGORIES)[number];

/** What the classifier makes of a conversation; stored on it and counted in the admin. */
export const INTENTS = ["employment", "service-inquiry", "webchat", "vendor", "unknown"] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * A reply's messageType. The server sends every one but "reel-display", which the product names
 * as a second way to open the full-screen reel: the client honours it for any backend that sends it.
 */
export const MESSAGE_TYPES = [
  "portfolio-request",
  "reel-request",
  "reel-display",
  "awards-response",
  "cards-response",
  "employment-inquiry",
  "document-request",
  "vendor-inquiry",
  "service-inquiry",
  "clarification",
  "webchat",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Portfolio filter kinds: those derived from the case studies' services and industries; stored filters may carry others, shown as they are. */
export type PortfolioFilterType = "service" | "industry" | (string & {});

/** Case-study image formats the upload accepts (by content, not by name). */
export const IMAGE_FORMATS = ["jpeg", "png", "gif", "webp"] as const;

/** Where an uploaded case-study image goes (the upload's imageType): one image each, or one more in the gallery. */
export const CASE_STUDY_IMAGE_TYPES = ["thumbnail", "hero", "gallery"] as const;
export type CaseStudyImageType = (typeof CASE_STUDY_IMAGE_TYPES)[number];

/** Case-study film formats the editor offers; stored films may carry others, kept as they are. */
export const VIDEO_FORMATS = ["horizontal", "vertical", "square"] as const;
