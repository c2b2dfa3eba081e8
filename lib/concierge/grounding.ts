import type { CaseStudy, KnowledgeEntry, Service } from "../content/types";
import type { Evidence } from "./evidence";
import type { KnowledgeBase } from "./knowledge";

// The LLM's grounding: the same evidence the built-in concierge answers from, written out as
// labelled passages, strongest first, then the agency's standing facts, within a size budget.

function caseStudyPassage(study: CaseStudy): string {
  return [
    `${study.client} (${study.industry}${study.duration ? `, ${study.duration}` : ""}).`,
    `Challenge: ${study.challenge}`,
    `Results: ${study.results.join("; ")}.`,
    `Key result: ${study.metrics.primary}; also ${study.metrics.secondary.join("; ")}.`,
    `Services: ${study.services.join(", ")}.`,
  ].join(" ");
}

function servicePassage(service: Service): string {
  const steps = service.approach.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`).join(" ");
  return `${service.title}: ${service.description} Includes: ${service.keyServices.join("; ")}. Approach: ${steps} Results: ${service.results}`;
}

const faqPassage = (entry: KnowledgeEntry) => `Q: ${entry.question} A: ${entry.answer}`;

/** The passages an LLM may answer from, for one message. */
export function groundingContext(evidence: Evidence, kb: KnowledgeBase, maxChars = 6000): string {
  const blocks: { id: string; why: string; text: string }[] = [];
  const add = (id: string, why: string, text: string) => {
    if (!blocks.some((block) => block.id === id)) blocks.push({ id, why, text });
  };
  for (const hit of evidence.facts) add(hit.item.id, hit.reason, hit.item.text);
  const ranked = [
    ...evidence.caseStudies.map((hit) => ({ score: hit.score, id: `case-study:${hit.item.id}`, why: hit.reason, text: caseStudyPassage(hit.item) })),
    ...evidence.services.map((hit) => ({ score: hit.score, id: `service:${hit.item.slug}`, why: hit.reason, text: servicePassage(hit.item) })),
    ...evidence.faq.map((hit) => ({ score: hit.score, id: `faq:${hit.item.id}`, why: hit.reason, text: faqPassage(hit.item) })),
  ].sort((a, b) => b.score - a.score);
  for (const block of ranked) add(block.id, block.why, block.text);
  // The standing facts, so "where are you?" in a long message still has its answer at hand.
  for (const fact of kb.facts) add(fact.id, "standing fact", fact.text);

  let out = "";
  for (const block of blocks) {
    const text = `[${block.id}] (${block.why})\n${block.text}\n\n`;
    if (out.length + text.length > maxChars) continue;
    out += text;
  }
  return out.trim();
}
