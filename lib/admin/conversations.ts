// Pure helpers for the admin Conversation Monitor (shared by the tab and its tests).

import { contactSummaryFields, type ContactField } from "../contracts/contact";
import { isContactPageConversation } from "../contracts/conversations";
import { INTENTS } from "../contracts/enums";

/** The intents shown as badges in their own order; any other (unknown, or an older stored value) follows. */
const BADGE_INTENTS = INTENTS.filter((intent) => intent !== "unknown");

/** Intent badges in the contract's order, then any other intent (e.g. unknown), each with its count. */
export function intentBadges(intents: Record<string, number>): { intent: string; count: number }[] {
  const known = BADGE_INTENTS.filter((intent) => intents[intent] > 0).map((intent) => ({ intent, count: intents[intent] }));
  const others = Object.entries(intents)
    .filter(([intent, count]) => !(BADGE_INTENTS as readonly string[]).includes(intent) && count > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([intent, count]) => ({ intent, count }));
  return [...known, ...others];
}

/** The token usage column as an object, or null when it is none (or not JSON). */
function usageOf(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const usage: unknown = JSON.parse(raw);
    return usage && typeof usage === "object" && !Array.isArray(usage) ? (usage as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token usage column as stored, for the technical reader: `total_tokens: n` (LLM) or `faq_match: …` (built-in answers, flagged when unanswered). */
export function describeTokenUsage(raw: string | null): string | null {
  const record = usageOf(raw);
  if (!record) return null;
  if (typeof record.total_tokens === "number") return `total_tokens: ${record.total_tokens}`;
  if ("faq_match" in record) {
    // A question the site could not answer: staff see it, so the content can grow to cover it.
    const unanswered = record.unanswered === true ? " · unanswered" : "";
    return `faq_match: ${record.faq_match === null ? "none" : String(record.faq_match)}${unanswered}`;
  }
  return null;
}

/** The URL of one page of the conversation list. */
export function conversationsUrl({ limit, cursor, q }: { limit: number; cursor?: string | null; q?: string }): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return `/api/admin/conversations?${params}`;
}

// ---- what answered, in plain words ----------------------------------------------------------------

/** The titles an answer's source is named by: case studies by id, services by slug, knowledge entries by id. */
export type AnswerTitles = {
  caseStudies: Record<string, string>;
  services: Record<string, string>;
  /** `staff`: an answer staff wrote in the Knowledge tab (else one of the FAQ the site started with). */
  entries: Record<string, { question: string; staff: boolean }>;
};

export const NO_TITLES: AnswerTitles = { caseStudies: {}, services: {}, entries: {} };

/** The agency's facts the concierge answers from (`fact:<subject>`), as staff read them. */
const FACT_WORDS: Record<string, string> = {
  about: "what the agency is",
  founded: "when the agency was founded",
  tagline: "the agency's tagline",
  "social-links": "the agency's social links",
  "legal-name": "the agency's legal name",
  privacy: "the privacy policy",
  location: "where the agency is",
  contact: "how to reach the team",
  hours: "the office hours",
  awards: "the agency's awards",
  industries: "the industries the agency works in",
  team: "the team",
  services: "the list of services",
  clients: "the list of clients",
  "case-count": "the list of case studies",
};

/** The built-in concierge's source (`faq_match`) as a kind and an id, or null. */
export function answerSource(raw: string | null): { kind: "case-study" | "service" | "faq" | "fact"; id: string } | null {
  const match = usageOf(raw)?.faq_match;
  if (typeof match !== "string") return null;
  const parsed = /^(case-study|service|faq|fact):(.+)$/.exec(match);
  return parsed ? { kind: parsed[1] as "case-study" | "service" | "faq" | "fact", id: parsed[2] } : null;
}

/** A source named as staff read it: "the Solstice Skincare Glow Season case study", "the FAQ: “How much…?”". */
function sourceWords(source: NonNullable<ReturnType<typeof answerSource>>, titles: AnswerTitles): string {
  switch (source.kind) {
    case "case-study": {
      const title = titles.caseStudies[source.id];
      return title ? `the ${title} case study` : "a case study no longer on the site";
    }
    case "service": {
      const title = titles.services[source.id];
      return title ? `the ${title} service` : "a service no longer on the site";
    }
    case "faq": {
      const entry = titles.entries[source.id];
      if (!entry) return "an answer since deleted from the Knowledge tab";
      return entry.staff ? `a staff answer: “${entry.question}”` : `the FAQ: “${entry.question}”`;
    }
    case "fact":
      return `the agency's facts (${FACT_WORDS[source.id] ?? source.id.replace(/-/g, " ")})`;
  }
}

/**
 * Why a knowledge entry answered, as recorded when it did (`entry_match`): "matched refund ~
 * reimbursed" with the phrasing that asked it when that is not the entry's question as staff read
 * it now. Null for a record without one (an older message).
 */
function entryWhy(raw: unknown, question: string | undefined): string | null {
  if (!raw || typeof raw !== "object") return null;
  const { phrasing, why } = raw as { phrasing?: unknown; why?: unknown };
  if (typeof why !== "string" || !why) return null;
  const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  return typeof phrasing === "string" && phrasing && phrasing !== question ? `${clip(why)} (by the phrasing “${clip(phrasing)}”)` : clip(why);
}

/**
 * What answered a message, in plain words: "Answered from: the Solstice Skincare Glow Season case
 * study", "Answered from: the Video Production service", "Answered from: the FAQ: “…”", "Answered
 * from: a staff answer: “…” — matched refund ~ reimbursed (by the phrasing “…”)", "Not answered (offered the team's contact)", "Answered by the AI
 * model (412 tokens)". Null when nothing was recorded.
 */
export function answeredFrom(raw: string | null, titles: AnswerTitles): string | null {
  const usage = usageOf(raw);
  if (!usage) return null;
  if (typeof usage.total_tokens === "number") return `Answered by the AI model (${usage.total_tokens.toLocaleString("en-US")} tokens)`;
  if (!("faq_match" in usage)) return null;
  const source = answerSource(raw);
  const unanswered = usage.unanswered === true;
  if (!source) return unanswered ? "Not answered (offered the team's contact)" : "A general reply (a greeting, thanks or a question back), from no page";
  const words = sourceWords(source, titles);
  if (unanswered) return `Partly answered from: ${words} (the rest offered the team's contact)`;
  const why = source.kind === "faq" ? entryWhy(usage.entry_match, titles.entries[source.id]?.question) : null;
  return why ? `Answered from: ${words} — ${why}` : `Answered from: ${words}`;
}

// ---- the transcript -------------------------------------------------------------------------------

export type { ContactField };

export type TranscriptEntry =
  /** The contact page's form: shown as the submission, without the reply the API logged, which its visitor never saw. */
  | { kind: "contact-form"; fields: ContactField[] }
  /** A line the chat wrote in the visitor's name after an upload: marked as the chat's, with the reply they saw. */
  | { kind: "automatic"; upload: "résumé" | "deck" }
  | { kind: "message" };

/** What the chat writes in the visitor's name after a résumé upload, and after a deck sent before any contact was given. */
const AUTOMATIC_RESUME = /^I just uploaded my resume for (?:a full-time role|an internship|freelance work|a role)\./;
const AUTOMATIC_DECK = /^I've shared .+ with the team\.$/s;

/**
 * How the transcript shows a logged message: a contact-page submission (its session, or a lead's
 * message from the contact form), a line the chat wrote after an upload, or the visitor's own.
 */
export function transcriptEntry(message: { message: string; sessionId?: string | null; source?: string }): TranscriptEntry {
  if (isContactPageConversation(message) || message.source === "contact-form") return { kind: "contact-form", fields: contactSummaryFields(message.message) };
  if (AUTOMATIC_RESUME.test(message.message)) return { kind: "automatic", upload: "résumé" };
  if (AUTOMATIC_DECK.test(message.message)) return { kind: "automatic", upload: "deck" };
  return { kind: "message" };
}
