import type { CaseStudy, KnowledgeEntry, Service } from "../content/types";
import type { Subject } from "./question";

// The shapes the concierge's knowledge is built from and into, shared by its builders
// (knowledge.ts, facts.ts, entities.ts, passages.ts) so none of them imports another for a type.

/** The site's content as the database holds it: what the concierge knows. */
export type KnowledgeSource = {
  services: Service[];
  caseStudies: CaseStudy[];
  faq: KnowledgeEntry[];
  /** What the reel's card says of the reel (its description and text, markup and all), if there is one. */
  reel?: string;
};

/** A fact about the agency the concierge can state, in English and Spanish. */
export type Fact = { id: string; subject: Subject; text: string; es: string };
