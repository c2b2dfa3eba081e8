// Pure helpers for the admin's Knowledge tab (shared by the tab and its tests): its URLs, the entry
// editor's draft (from a group of unanswered questions, from an entry, or empty) with its checks,
// and the chart's figures.

import { knowledgeEntrySchemas, type KnowledgeEntryCreate } from "../contracts/admin-requests";
import { KNOWLEDGE_LIMITS, type AdminKnowledgeEntry, type KnowledgeStats, type UnansweredGroup, type UnansweredPhrasing } from "../contracts/knowledge";

const KNOWLEDGE_URL = "/api/admin/knowledge";
export const GROUPS_URL = `${KNOWLEDGE_URL}/groups`;
export const LOW_CONFIDENCE_URL = `${KNOWLEDGE_URL}/low-confidence`;
export const STATS_URL = `${KNOWLEDGE_URL}/stats`;
export const ENTRIES_URL = `${KNOWLEDGE_URL}/entries`;

export const groupsUrl = (page: number, limit: number) => `${GROUPS_URL}?page=${page}&limit=${limit}`;
export const DISMISS_URL = `${GROUPS_URL}/dismiss`;
export const DISMISS_OLDER_URL = `${GROUPS_URL}/dismiss-older`;
export const dismissOlderUrl = (before: string) => `${DISMISS_OLDER_URL}?before=${encodeURIComponent(before)}`;
export const lowConfidenceUrl = (limit: number, cursor: string | null) =>
  `${LOW_CONFIDENCE_URL}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
export const lowConfidenceDismissUrl = (id: string) => `${LOW_CONFIDENCE_URL}/${encodeURIComponent(id)}/dismiss`;
export const entryUrl = (id: string) => `${ENTRIES_URL}/${encodeURIComponent(id)}`;

/** A visitor's phrasing in the editor: ticked (`kept`) when the answer covers it. */
export type DraftPhrasing = UnansweredPhrasing & { kept: boolean };

/**
 * What the entry editor holds: every field as the form shows it ("" for no link, no Spanish
 * answer). Written from groups, `phrasings` are the visitors' phrasings with a tick each; the kept
 * ones become the entry's variants (with `variants`, the ones staff type) and only their messages
 * are marked reviewed.
 */
export type EntryDraft = {
  question: string;
  variants: string[];
  answer: string;
  answerEs: string;
  serviceSlug: string;
  caseStudyId: string;
  onPage: boolean;
  phrasings: DraftPhrasing[];
};

export const emptyDraft = (): EntryDraft => ({
  question: "",
  variants: [],
  answer: "",
  answerEs: "",
  serviceSlug: "",
  caseStudyId: "",
  onPage: false,
  phrasings: [],
});

/**
 * "Write the answer" (one group) or "Answer together" (several: merged by hand): the headline is
 * the phrasing the most distinct visitors sent (staff edit it), the phrasings are listed, each
 * ticked only when it asks the same as its group's headline (the server's `sameAsHeadline`, the
 * grouping's own test with synonyms: one place decides it). Groups answered together were merged
 * by hand, so each one's phrasings are ticked as its own are; staff untick what asks something else. No answer yet.
 */
export function draftFromGroups(groups: readonly Pick<UnansweredGroup, "question" | "phrasings">[]): EntryDraft {
  const seen = new Set<string>();
  const phrasings = groups.flatMap((group) => group.phrasings).filter((phrasing) => !seen.has(phrasing.key) && seen.add(phrasing.key));
  const top = [...phrasings].sort((a, b) => b.visitors - a.visitors || b.count - a.count)[0];
  return {
    ...emptyDraft(),
    question: (top?.text ?? groups[0]?.question ?? "").slice(0, KNOWLEDGE_LIMITS.question),
    phrasings: phrasings.map((phrasing) => ({ ...phrasing, kept: phrasing.sameAsHeadline })),
  };
}

/** The keys of the phrasings kept: what saving marks reviewed. */
export const keptKeys = (draft: EntryDraft) => draft.phrasings.filter((phrasing) => phrasing.kept).map((phrasing) => phrasing.key);

/** The entry's variants: the kept phrasings (but the headline), then the ones staff typed; each once, any case. */
function draftVariants(draft: EntryDraft): string[] {
  const seen = new Set([draft.question.trim().toLowerCase()]);
  const kept = draft.phrasings.filter((phrasing) => phrasing.kept).map((phrasing) => phrasing.text);
  return [...kept, ...draft.variants.filter((variant) => variant.trim() !== "")].filter((text) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function draftFromEntry(entry: AdminKnowledgeEntry): EntryDraft {
  return {
    question: entry.question,
    variants: entry.variants,
    answer: entry.answer,
    answerEs: entry.answerEs ?? "",
    serviceSlug: entry.serviceSlug ?? "",
    caseStudyId: entry.caseStudyId ?? "",
    onPage: entry.onPage,
    phrasings: [],
  };
}

/** The request body of a draft (empty variants dropped, the kept phrasings first); `fromKeys` when it answers groups. */
export function draftBody(draft: EntryDraft, fromKeys?: string[]) {
  return {
    question: draft.question,
    variants: draftVariants(draft),
    answer: draft.answer,
    answerEs: draft.answerEs.trim() ? draft.answerEs : null,
    serviceSlug: draft.serviceSlug || null,
    caseStudyId: draft.caseStudyId || null,
    onPage: draft.onPage,
    ...(fromKeys ? { fromKeys } : {}),
  } satisfies Omit<KnowledgeEntryCreate, "fromKeys"> & { fromKeys?: string[] };
}

export type DraftErrors = { question?: string; answer?: string; answerEs?: string; variants: Record<number, string | undefined>; other?: string };

/**
 * The draft checked as the server checks it (the same schema, with the site's host): a message per
 * field, each variant by its row. Empty when it can be saved.
 */
export function draftErrors(draft: EntryDraft, siteHost: string): DraftErrors {
  const body = draftBody(draft);
  const result = knowledgeEntrySchemas(siteHost).create.safeParse(body);
  const errors: DraftErrors = { variants: {} };
  if (result.success) return errors;
  // Rows as the form shows them: the empty rows the body leaves out still count, the kept phrasings come first.
  const typed = new Set(draft.variants.map((variant) => variant.trim().toLowerCase()));
  const rowOf = body.variants.map((variant) =>
    typed.has(variant.trim().toLowerCase()) ? draft.variants.findIndex((row) => row.trim().toLowerCase() === variant.trim().toLowerCase()) : -1,
  );
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const message = issue.code === "too_small" && field !== "variants" ? "Required" : sentence(issue.message);
    if (field === "question" || field === "answer" || field === "answerEs") errors[field] ??= message;
    else if (field === "variants" && typeof index === "number" && rowOf[index] >= 0) errors.variants[rowOf[index]] ??= message;
    else if (field === "variants" && typeof index !== "number")
      errors.other ??= `An entry holds at most ${KNOWLEDGE_LIMITS.variants} other phrasings (ticked and typed): untick or remove some`;
    else errors.other ??= message;
  }
  return errors;
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

export const hasErrors = (errors: DraftErrors) =>
  Boolean(errors.question || errors.answer || errors.answerEs || errors.other || Object.values(errors.variants).some(Boolean));

/** A share as staff read it: "12%", "0.4%" under one percent, "–" with nothing to share. */
export function formatShare(share: number | null): string {
  if (share === null) return "–";
  const percent = share * 100;
  return `${percent > 0 && percent < 1 ? percent.toFixed(1) : Math.round(percent)}%`;
}

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 27" for a calendar day (YYYY-MM-DD). */
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

export type ChartDay = { date: string; label: string; answered: number; unanswered: number; total: number; share: number | null };

/** The chart's rows: each day's answered and unanswered messages and its unanswered share. */
export function chartDays(stats: KnowledgeStats): ChartDay[] {
  return stats.days.map((day) => ({ ...day, label: formatDay(day.date), share: day.total ? day.unanswered / day.total : null }));
}

/** The chart in one sentence, for its caption. */
export function chartSummary(stats: KnowledgeStats): string {
  const first = stats.days[0];
  const last = stats.days[stats.days.length - 1];
  const range = first && last ? `${formatDay(first.date)} to ${formatDay(last.date)}` : "the last 30 days";
  if (!stats.totals.total) return `No chat messages from ${range} (Los Angeles time).`;
  const busiest = stats.days.reduce((top, day) => (day.total > top.total ? day : top));
  return (
    `Chat messages per day, ${range} (Los Angeles time): ${stats.totals.total.toLocaleString("en-US")} in all, ` +
    `${stats.totals.unanswered.toLocaleString("en-US")} unanswered (${formatShare(stats.unansweredShare)}). ` +
    `The busiest day was ${formatDay(busiest.date)} with ${busiest.total.toLocaleString("en-US")}.`
  );
}

/** A long text cut at a word near `max` characters, with an ellipsis. */
export function excerpt(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
