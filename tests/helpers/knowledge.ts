import { classifyMessage, type ClassifyOptions } from "@/lib/concierge/classify";
import { KnowledgeBase } from "@/lib/concierge/knowledge";
import { caseStudies } from "@/lib/content/case-studies";
import { faq } from "@/lib/content/faq";
import { services } from "@/lib/content/services";

// The concierge's knowledge as a freshly seeded database holds it, for tests of the pure concierge
// code (the database-backed path is tested in tests/api).

export const seedKnowledge = new KnowledgeBase({ services, caseStudies, faq });

/** classifyMessage() with the seeded clients, as the chat route calls it on a fresh database. */
export const classify = (message: string, options: Omit<ClassifyOptions, "clients"> = {}) =>
  classifyMessage(message, { clients: seedKnowledge.clients(), ...options });
