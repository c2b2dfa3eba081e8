// Shapes of the Spanish versions of the seeded content. Each file in this folder mirrors one seed
// file of lib/content field by field (same ids, same list lengths and order). The concierge pairs
// each English text with its Spanish version by exact text, so a text an admin has since edited
// has no Spanish version and is quoted as written.

export type CaseStudyEs = {
  title: string;
  industry: string;
  duration?: string;
  challenge: string;
  strategy?: string;
  execution: string[];
  results: string[];
  tags: string[];
  metrics: { primary: string; secondary: string[] };
};

export type ServiceEs = {
  title: string;
  description: string;
  overview: string;
  keyServices: string[];
  capabilities: string[];
  approach: { title: string; description: string }[];
  results: string;
  clientTypes: string[];
};

export type FaqEs = { question: string; answer: string };
