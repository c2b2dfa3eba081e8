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
