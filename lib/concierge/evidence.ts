import type { CaseStudy, FaqEntry, Service } from "../content/types";
import type { Fact } from "./facts";
import { matchEntities, NAMED, type Hit } from "./entities";
import type { SearchHit } from "./bm25";
import type { KnowledgeBase, KnowledgeDoc } from "./knowledge";
import { readQuestion, type Question, type Subject } from "./question";
import { normalize } from "./text";

// Retrieval, the first half of every answer: everything the site knows that bears on a message
// (structured facts, services, case studies, FAQ entries), each with a score and the reason it
// matched. The built-in concierge composes its reply from this; an LLM is grounded on it.

export type { Hit };

export type Evidence = {
  message: string;
  question: Question;
  /** Case studies the message points at: a client or an industry named, or the text matched. */
  caseStudies: Hit<CaseStudy>[];
  services: Hit<Service>[];
  faq: Hit<FaqEntry>[];
  /** The structured facts for the message's subjects. */
  facts: Hit<Fact>[];
  /** True when the services and case studies come from the visitor's earlier messages. */
  fromHistory: boolean;
};

/** The FAQ entry that answers each subject, by id. */
const SUBJECT_FAQ: Partial<Record<Subject, string>> = {
  pricing: "how-much-does-a-project-cost",
  timeline: "how-long-does-a-project-take",
  "first-meeting": "what-happens-in-a-first-meeting",
  "getting-started": "how-do-we-get-started",
  location: "where-are-you-based",
  services: "what-services-do-you-offer",
  industries: "which-industries-do-you-work-in",
  awards: "have-you-won-awards",
  startups: "do-you-work-with-startups",
  "media-buying": "do-you-handle-media-buying",
  ownership: "who-owns-the-work",
  partners: "do-you-partner-with-other-agencies",
};

/** Subjects that can be about an earlier message ("how much would that cost?"). */
const FOLLOW_UP_SUBJECTS = new Set<Subject>(["pricing", "timeline", "examples", "process", "results", "included"]);

export type GatherInput = {
  message: string;
  kb: KnowledgeBase;
  /** The visitor's earlier messages in this conversation, oldest first. */
  history?: string[];
};

/** Adds a tie-breaking share of each text score to the entity hits, and strong text-only hits below them. */
function withTextMatches<T>(
  hits: Hit<T>[],
  search: SearchHit<KnowledgeDoc>[],
  itemOf: (doc: KnowledgeDoc) => T | null,
  minimum: number,
  key: (item: T) => string,
): Hit<T>[] {
  const merged = hits.map((hit) => ({ ...hit }));
  for (const { doc, score } of search) {
    const item = itemOf(doc);
    if (!item) continue;
    const known = merged.find((hit) => key(hit.item) === key(item));
    if (known) known.score += Math.min(score / 2, 5);
    else if (score >= minimum) merged.push({ item, score, reason: `text match ${score.toFixed(1)}` });
  }
  return merged.sort((a, b) => b.score - a.score);
}

/** Gathers the evidence for a message: one retrieval step, before any answer is composed. */
export function gatherEvidence({ message, kb, history = [] }: GatherInput): Evidence {
  const question = readQuestion(message);
  const text = normalize(message);
  const matchers = kb.matchers();

  let caseStudies = matchEntities(text, matchers.caseStudies);
  let services = matchEntities(text, matchers.services);
  let fromHistory = false;

  // A follow-up names no project of its own: take the one from the visitor's latest message that had one.
  const followUp = question.subjects.some((subject) => FOLLOW_UP_SUBJECTS.has(subject)) || question.refersBack;
  if (caseStudies.length === 0 && services.length === 0 && followUp) {
    // The project can span several messages ("we sell a clean sunscreen" … "our influencer posts don't sell"): latest first.
    for (const earlier of [...history].reverse()) {
      const earlierText = normalize(earlier);
      for (const hit of matchEntities(earlierText, matchers.caseStudies)) if (!caseStudies.some((known) => known.item.id === hit.item.id)) caseStudies.push(hit);
      for (const hit of matchEntities(earlierText, matchers.services)) if (!services.some((known) => known.item.slug === hit.item.slug)) services.push(hit);
    }
    fromHistory = caseStudies.length > 0 || services.length > 0;
  }

  // Text matches fill in what no name or word table caught, ranked below them, and break ties
  // between named matches ("vertical videos" is closer to Video Production than to Social Media).
  // One ranking of every document, split by kind.
  const ranked = kb.search(message, { limit: kb.docs.length });
  const top = (kind: KnowledgeDoc["kind"], limit: number) => ranked.filter((hit) => hit.doc.kind === kind).slice(0, limit);
  caseStudies = withTextMatches(caseStudies, top("case-study", 4), (doc) => (doc.kind === "case-study" ? doc.caseStudy : null), 4, (study) => study.id);
  services = withTextMatches(services, top("service", 6), (doc) => (doc.kind === "service" ? doc.service : null), 3, (service) => service.slug);

  const faq: Hit<FaqEntry>[] = [];
  for (const subject of question.subjects) {
    const entry = SUBJECT_FAQ[subject] ? kb.faq(SUBJECT_FAQ[subject]) : undefined;
    if (entry && !faq.some((hit) => hit.item.id === entry.id)) faq.push({ item: entry, score: NAMED, reason: `subject: ${subject}` });
  }
  for (const { doc, score } of top("faq", 3)) {
    if (doc.kind !== "faq" || faq.some((known) => known.item.id === doc.faq.id)) continue;
    faq.push({ item: doc.faq, score, reason: `text match ${score.toFixed(1)}` });
  }

  const facts = question.subjects.flatMap((subject) =>
    kb.facts.filter((fact) => fact.subject === subject).map((fact) => ({ item: fact, score: NAMED, reason: `subject: ${subject}` })),
  );

  return { message, question, caseStudies, services, faq, facts, fromHistory };
}

/** The strongest evidence, as ids with their reasons: what a logged reply rests on. */
export function evidenceSummary(evidence: Evidence, limit = 4): string[] {
  return [
    ...evidence.caseStudies.map((hit) => ({ id: `case-study:${hit.item.id}`, hit })),
    ...evidence.services.map((hit) => ({ id: `service:${hit.item.slug}`, hit })),
    ...evidence.faq.map((hit) => ({ id: `faq:${hit.item.id}`, hit })),
    ...evidence.facts.map((hit) => ({ id: hit.item.id, hit })),
  ]
    .sort((a, b) => b.hit.score - a.hit.score)
    .slice(0, limit)
    .map(({ id, hit }) => `${id} (${hit.reason})`);
}
