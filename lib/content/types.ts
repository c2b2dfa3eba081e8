// Shapes of the site's content, shared by the browser and the server. Seed data in lib/content is
// typed by these, and lib/db maps database rows back into them; importing a type loads no data.
// What the API serves is defined by its contract in lib/contracts.

export type { CaseStudy, CaseStudyImages, CaseStudyVideoItem, PortfolioFilter } from "../contracts/case-studies";
export type { Card, Service } from "../contracts/content";

type PhysicsSettings = {
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

/**
 * What the concierge answers with staff's own words: a FAQ entry (seeded) or an answer staff wrote
 * in the admin's Knowledge tab. A visitor's message close to the question or a variant gets it.
 */
export type KnowledgeEntry = {
  id: string;
  topic: "pricing" | "process" | "services" | "company" | "careers" | "partners" | "general" | (string & {});
  question: string;
  /** Other phrasings of the question. */
  variants: string[];
  answer: string;
  /** The answer in Spanish, when staff wrote one. */
  answerEs: string | null;
  /** Optional links given with the answer. */
  serviceSlug: string | null;
  caseStudyId: string | null;
  /** Shown in the FAQ of the Los Angeles page (and its structured data). */
  onPage: boolean;
};

export type ShowcaseVideo = {
  title: string;
  description: string;
  videoSrc: string;
  thumbnail: string;
};
