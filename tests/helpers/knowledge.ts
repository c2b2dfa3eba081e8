import { composeAnswer, type KnowledgeAnswer } from "@/lib/concierge/answer";
import { classifyMessage, type ClassifyOptions } from "@/lib/concierge/classify";
import { KnowledgeBase } from "@/lib/concierge/knowledge";
import type { Reader } from "@/lib/concierge/reader";
import { groundingContext } from "@/lib/concierge/grounding";
import { understand, type UnderstandInput } from "@/lib/concierge/understand";
import { cards } from "@/lib/content/cards";
import { caseStudies } from "@/lib/content/case-studies";
import { faq } from "@/lib/content/faq";
import { services } from "@/lib/content/services";
import { inventedCaseStudies, inventedFaq, inventedServices } from "../fixtures/content-pack/invented";
import { invented2CaseStudies, invented2Faq, invented2Services } from "../fixtures/content-pack/invented-2";
import { invented3CaseStudies, invented3Faq, invented3Services } from "../fixtures/content-pack/invented-3";
import { invented4CaseStudies, invented4Faq, invented4Services } from "../fixtures/content-pack/invented-4";
import { invented5CaseStudies, invented5Faq, invented5Services } from "../fixtures/content-pack/invented-5";
import { tuningCaseStudies, tuningFaq, tuningServices } from "../fixtures/content-pack/tuning";
import { tuning2CaseStudies, tuning2Faq, tuning2Services } from "../fixtures/content-pack/tuning-2";
import { tuning3CaseStudies, tuning3Faq, tuning3Services } from "../fixtures/content-pack/tuning-3";

// The concierge's knowledge as a freshly seeded database holds it, for tests of the pure concierge
// code (the database-backed path is tested in tests/api).

/** What the seeded reel card says of the reel, as the chat turn reads it from the database. */
const reelCard = cards.find((card) => card.isVideoReel);
const reel = reelCard ? `${reelCard.description} ${reelCard.expandedContent}` : undefined;

export const seedKnowledge = new KnowledgeBase({ services, caseStudies, faq, reel });

/**
 * The seed content plus an invented pack staff might publish (tests/fixtures/content-pack): four
 * case studies in industries the seed has none of, a practice and FAQ entries, never tuned on.
 */
const packKnowledge = new KnowledgeBase({
  services: [...services, ...inventedServices],
  caseStudies: [...caseStudies, ...inventedCaseStudies],
  faq: [...faq, ...inventedFaq],
  reel,
});

/** The seed content plus invented case studies, a practice and FAQ entries to develop against (the pack above is only scored). */
export const tuningKnowledge = new KnowledgeBase({
  services: [...services, ...tuningServices],
  caseStudies: [...caseStudies, ...tuningCaseStudies],
  faq: [...faq, ...tuningFaq],
  reel,
});

/**
 * The seed content plus a second invented pack (tests/fixtures/content-pack/invented-2.ts), written
 * on 2026-12-01 after the code it is scored on: four more industries, a practice and FAQ entries.
 */
const pack2Knowledge = new KnowledgeBase({
  services: [...services, ...invented2Services],
  caseStudies: [...caseStudies, ...invented2CaseStudies],
  faq: [...faq, ...invented2Faq],
  reel,
});

/**
 * The seed content plus a third invented pack (tests/fixtures/content-pack/invented-3.ts), written
 * on 2026-12-02 after the code it was first scored on: four more industries, a practice and FAQ
 * entries. Only scored, never tuned on.
 */
const pack3Knowledge = new KnowledgeBase({
  services: [...services, ...invented3Services],
  caseStudies: [...caseStudies, ...invented3CaseStudies],
  faq: [...faq, ...invented3Faq],
  reel,
});

/**
 * The seed content plus a fourth invented pack (tests/fixtures/content-pack/invented-4.ts), written
 * on 2026-12-03 after the code it was first scored on: four more industries, a practice and FAQ
 * entries. Only scored, never tuned on.
 */
const pack4Knowledge = new KnowledgeBase({
  services: [...services, ...invented4Services],
  caseStudies: [...caseStudies, ...invented4CaseStudies],
  faq: [...faq, ...invented4Faq],
  reel,
});

/**
 * The seed content plus a fifth invented pack (tests/fixtures/content-pack/invented-5.ts), written
 * on 2026-12-03 after the code it was first scored on: a marina group, an aerospace parts maker, a
 * coworking operator, a real-estate brokerage, a recruitment practice and FAQ entries. Only scored,
 * never tuned on.
 */
const pack5Knowledge = new KnowledgeBase({
  services: [...services, ...invented5Services],
  caseStudies: [...caseStudies, ...invented5CaseStudies],
  faq: [...faq, ...invented5Faq],
  reel,
});

/**
 * The seed content plus a second pack to develop against (tests/fixtures/content-pack/tuning-2.ts),
 * written on 2026-12-02 after the code it was first scored on: five more industries, a practice and
 * FAQ entries.
 */
export const tuning2Knowledge = new KnowledgeBase({
  services: [...services, ...tuning2Services],
  caseStudies: [...caseStudies, ...tuning2CaseStudies],
  faq: [...faq, ...tuning2Faq],
  reel,
});

/**
 * The seed content plus a third pack to develop against (tests/fixtures/content-pack/tuning-3.ts),
 * written on 2026-12-03 after the code it was first scored on: a piano school, a tree care company,
 * a commercial printer, a party rental company, a language services firm, a local search practice
 * and FAQ entries.
 */
export const tuning3Knowledge = new KnowledgeBase({
  services: [...services, ...tuning3Services],
  caseStudies: [...caseStudies, ...tuning3CaseStudies],
  faq: [...faq, ...tuning3Faq],
  reel,
});

/** The knowledge a labelled set is asked of. */
export function knowledgeFor(content: "seed" | "pack" | "pack2" | "pack3" | "pack4" | "pack5" | "tuning" | "tuning2" | "tuning3" = "seed"): KnowledgeBase {
  return {
    seed: seedKnowledge,
    pack: packKnowledge,
    pack2: pack2Knowledge,
    pack3: pack3Knowledge,
    pack4: pack4Knowledge,
    pack5: pack5Knowledge,
    tuning: tuningKnowledge,
    tuning2: tuning2Knowledge,
    tuning3: tuning3Knowledge,
  }[content];
}

/** classifyMessage() with the seeded clients, as the chat route calls it on a fresh database. */
export const classify = (message: string, options: Omit<ClassifyOptions, "clients"> = {}) =>
  classifyMessage(message, { clients: seedKnowledge.clients(), ...options });

type AnswerInput = UnderstandInput & { kb?: KnowledgeBase; hasContact?: boolean };

/** The built-in answer with a reader already loaded: read, classified, evidence gathered and composed, as a chat turn does. */
export function answerWith(reader: Reader, { kb = seedKnowledge, hasContact = false, ...input }: AnswerInput): KnowledgeAnswer {
  const { classification, evidence } = understand(reader, kb, input);
  return composeAnswer({ evidence, classification, kb, hasContact });
}

/** The built-in answer to a message (loads the reader the first time). */
export async function answerFromKnowledge(input: AnswerInput): Promise<KnowledgeAnswer> {
  return answerWith(await (input.kb ?? seedKnowledge).reader(), input);
}

/** The site knowledge an LLM is given for a message (the system prompt's grounding), as a chat turn builds it. */
export async function groundingFor({ kb = seedKnowledge, ...input }: AnswerInput): Promise<string> {
  const { evidence } = understand(await kb.reader(), kb, input);
  return groundingContext(evidence, kb);
}
