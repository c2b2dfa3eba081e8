import { composeAnswer, type AnswerContext, type KnowledgeAnswer } from "@/lib/concierge/answer";
import { classifyMessage, type ClassifyOptions } from "@/lib/concierge/classify";
import { gatherEvidence } from "@/lib/concierge/evidence";
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

/** The built-in answer to a message: its evidence gathered and the answer composed, as a chat turn does. */
export function answerFromKnowledge({
  message,
  history,
  ...rest
}: Omit<AnswerContext, "evidence"> & { message: string; history?: string[] }): KnowledgeAnswer {
  return composeAnswer({ ...rest, evidence: gatherEvidence({ message, kb: rest.kb, history }) });
}
