import type { CardCategory, PortfolioFilterType, VideoFormat } from "../contracts/enums";

// Shapes of the site's content, shared by the browser and the server. Seed data in lib/content is
// typed by these, and lib/db maps database rows back into them; importing a type loads no data.

export type CaseStudyImages = {
  thumbnail: string;
  hero: string;
  gallery: string[];
};

/** A video in the list shape of `videos`; `format` is "vertical" or another format name. */
export type CaseStudyVideoItem = {
  title: string;
  url: string;
  format: VideoFormat;
};

/** `videos` comes in two shapes: an object with a hero and a gallery, or a list of items. */
export type CaseStudyVideos = { hero: string; gallery: string[] } | CaseStudyVideoItem[];

export type CaseStudyMetrics = {
  primary: string;
  secondary: string[];
};

export type CaseStudyQuote = {
  text: string;
  attribution: string;
};

export type CaseStudy = {
  id: string;
  title: string;
  client: string;
  industry: string;
  duration: string | null;
  challenge: string;
  strategy: string | null;
  execution: string[];
  results: string[];
  tags: string[];
  services: string[];
  images: CaseStudyImages;
  videos: CaseStudyVideos | null;
  metrics: CaseStudyMetrics;
  quote: CaseStudyQuote | null;
  videoUrl: string | null;
};

export type ApproachStep = {
  title: string;
  description: string;
};

export type Service = {
  slug: string;
  title: string;
  description: string;
  overview: string;
  keyServices: string[];
  capabilities: string[];
  approach: ApproachStep[];
  results: string;
  clientTypes: string[];
};

export type PortfolioFilter = {
  slug: string;
  label: string;
  type: PortfolioFilterType;
  position: number;
};

export type Card = {
  id: string;
  category: CardCategory;
  title: string;
  description: string;
  /** HTML; sanitized before it is rendered. */
  expandedContent: string;
  videoSrc: string | null;
  thumbnail: string | null;
  /** The expanded overlay's three-image banner. */
  images: string[];
  isVideoReel: boolean;
  relatedCardIds: string[];
};

export type PhysicsSettings = {
  mass: number;
  tension: number;
  friction: number;
  precision: number;
};

export type Persona = {
  slug: string;
  name: string;
  description: string;
  systemPrompt: string;
  isDefault: boolean;
  physics: PhysicsSettings & { name: string };
};

export type FaqEntry = {
  id: string;
  topic: "pricing" | "process" | "services" | "company" | "careers" | "partners" | (string & {});
  question: string;
  answer: string;
};

export type ShowcaseVideo = {
  title: string;
  description: string;
  videoSrc: string;
  thumbnail: string;
};
