// Pure helpers for the admin Conversation Monitor (shared by the tab and its tests).

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

/** The token usage column: `total_tokens: n` (LLM) or `faq_match: …` (built-in answers, flagged when unanswered). */
export function describeTokenUsage(raw: string | null): string | null {
  if (!raw) return null;
  let usage: unknown;
  try {
    usage = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!usage || typeof usage !== "object") return null;
  const record = usage as Record<string, unknown>;
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
