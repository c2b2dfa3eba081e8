import * as z from "zod/mini";
import { LANGUAGES } from "./enums";
import { count } from "./schema";

// The admin's Knowledge tab: what visitors asked that the site could not answer (grouped), the
// replies given from weak evidence, the chart's figures, and the knowledge entries staff write (the
// FAQ is the same kind of entry). What the server answers, as zod/mini schemas; what the admin
// sends is in admin-requests.ts, which checks answers with answerTextProblem() below (so the
// editor can run the same check before it sends). Browser-safe: only zod.

/** The bounds of an entry and of the requests about groups. */
export const KNOWLEDGE_LIMITS = {
  question: 300,
  variants: 20,
  answer: 2000,
  /** Entries shown on the Los Angeles page (its HTML must stay small). */
  onPage: 6,
  /** Keys per group, and per answer's `fromKeys` (a group never holds more). */
  keys: 200,
  keyChars: 200,
  /** Keys one "Dismiss selected" may send: a page of groups (20) of at most `keys` each would be 4,000; one request dismisses at most this many. */
  dismissKeys: 2000,
  /** Phrasings listed per group (each with its key: staff tick the ones an answer covers). */
  phrasings: 20,
  /** Latest messages shown per group. */
  examples: 5,
  /** Characters of a visitor's text the groups page carries (a question, a phrasing, an example), an ellipsis after. */
  shownChars: 300,
} as const;

// ---- plain text with links only to this site ----------------------------------------------

const TAG = /<[a-z/!]/i;
const SCRIPT_SCHEME = /\b(?:java\s*script|vb\s*script)\s*:|\bdata:(?=\S)/i;
/** Absolute links: a scheme, protocol-relative (after a space or a bracket) or www.; the host after them. */
const ABSOLUTE_LINK = /\bhttps?:\/\/([^\s/\\?#<>"']*)|(?:^|[\s(["'])\/\/([^\s/\\?#<>"']+)|(?:^|[^\w.@/-])(www\.[^\s/\\?#<>"']+)/gi;

/** A host as compared: lowercased, without a leading www. and trailing dots or punctuation. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^[^@]*@/, "")
    .replace(/[.,;:!?)\]}'"]+$/, "")
    .replace(/^www\./, "");

/**
 * Why a staff answer is not plain text with links only to this site, or null when it is: an HTML
 * tag (`<` then a letter, `/` or `!`), a `javascript:` or `data:` link, or an absolute URL (http,
 * https, protocol-relative, www.) to any host but `siteHost` (SITE_URL's host; www. aside). Paths
 * of this site (`/services/video-production`) are fine.
 */
export function answerTextProblem(text: string, siteHost: string): string | null {
  const tag = TAG.exec(text);
  if (tag) return `must be plain text: HTML tags are not allowed (found "${/<[/!]?[a-z0-9-]*/i.exec(text.slice(tag.index))?.[0]}")`;
  if (SCRIPT_SCHEME.test(text)) return "must not contain javascript: or data: links";
  const own = bareHost(siteHost);
  for (const match of text.matchAll(ABSOLUTE_LINK)) {
    const host = bareHost(match[1] ?? match[2] ?? match[3] ?? "");
    if (host !== own) return `may link only to this site (${siteHost}): "${match[0].trim()}" points elsewhere; use a path such as /services/video-production`;
  }
  return null;
}

// ---- answers ------------------------------------------------------------------------------

const isoDate = z.string();
const optional = z.nullable(z.string());

const knowledgeEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Other phrasings of the question. */
  variants: z.array(z.string()),
  answer: z.string(),
  answerEs: optional,
  topic: z.string(),
  serviceSlug: optional,
  caseStudyId: optional,
  /** Shown in the Los Angeles page's FAQ (and its structured data), in position order. */
  onPage: z.boolean(),
  position: count,
  /** How often the concierge answered with it, and when last. */
  answeredCount: count,
  lastAnsweredAt: z.nullable(isoDate),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminKnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

/** What an entry may link to: the services and case studies that exist. */
const linkOptionsSchema = z.object({
  services: z.array(z.object({ slug: z.string(), title: z.string() })),
  caseStudies: z.array(z.object({ id: z.string(), title: z.string() })),
});

/** GET /api/admin/knowledge/entries: every entry by position, what they may link to, and the rules the editor checks. */
export const knowledgeEntriesResponseSchema = z.object({
  entries: z.array(knowledgeEntrySchema),
  links: linkOptionsSchema,
  /** SITE_URL's host: the only host an answer may link to. */
  siteHost: z.string(),
});
export type KnowledgeEntriesResponse = z.infer<typeof knowledgeEntriesResponseSchema>;

/** POST /api/admin/knowledge/entries (201), PUT /api/admin/knowledge/entries/{id}: the entry as saved. */
export const knowledgeEntryResponseSchema = z.object({ entry: knowledgeEntrySchema });

/** PUT /api/admin/knowledge/entries/reorder, DELETE /api/admin/knowledge/entries/{id}: the entries left, by position. */
export const knowledgeEntryListSchema = z.object({ entries: z.array(knowledgeEntrySchema) });

const exampleSchema = z.object({ id: z.string(), message: z.string(), conversationId: z.string(), timestamp: isoDate });
export type UnansweredExample = z.infer<typeof exampleSchema>;

/**
 * One phrasing of a group: a question key and the text visitors most often sent with it (at most
 * KNOWLEDGE_LIMITS.shownChars characters, an ellipsis after), how many messages and distinct
 * visitors (their address, else their conversation) sent it. Staff tick the phrasings an answer
 * covers: saving marks reviewed only the messages of those keys.
 */
const phrasingSchema = z.object({
  key: z.string(),
  text: z.string(),
  count,
  visitors: count,
  /** Whether it asks the same as the group's headline (the grouping's own test, with synonyms): the editor ticks it in advance only then. */
  sameAsHeadline: z.boolean(),
});
export type UnansweredPhrasing = z.infer<typeof phrasingSchema>;

/** Rephrasings of one question that the site could not answer, still to be reviewed. */
const unansweredGroupSchema = z.object({
  /** Stable while the group lasts: its most frequent key. */
  id: z.string(),
  /** The headline: the phrasing sent by the most distinct visitors (not the most messages). */
  question: z.string(),
  /** Its phrasings, one per key, the most visitors first (at most KNOWLEDGE_LIMITS.phrasings); the headline's among them. */
  phrasings: z.array(phrasingSchema),
  /** The question keys it holds (what dismissing it marks reviewed; at most KNOWLEDGE_LIMITS.keys). */
  keys: z.array(z.string()),
  count,
  /** Distinct visitors per key, added up over its keys (one visitor asking two phrasings counts twice): what ranks the groups. */
  visitors: count,
  firstSeen: isoDate,
  lastSeen: isoDate,
  /** Up to five messages, newest first. */
  examples: z.array(exampleSchema),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

/** GET /api/admin/knowledge/groups: a page of groups, asked by the most visitors first (then the most messages). */
export const unansweredGroupsResponseSchema = z.object({
  groups: z.array(unansweredGroupSchema),
  page: count,
  limit: count,
  totalGroups: count,
  /** Unanswered messages in all the groups. */
  totalMessages: count,
  /** More distinct questions than the grouping reads were waiting: the rarest were left out. */
  truncated: z.boolean(),
});
export type UnansweredGroupsResponse = z.infer<typeof unansweredGroupsResponseSchema>;

const lowConfidenceMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  reply: optional,
  lang: z.enum(LANGUAGES),
  conversationId: z.string(),
  timestamp: isoDate,
});
export type LowConfidenceMessage = z.infer<typeof lowConfidenceMessageSchema>;

/** GET /api/admin/knowledge/low-confidence: newest first, `nextCursor` null on the last page. */
export const lowConfidenceResponseSchema = z.object({ messages: z.array(lowConfidenceMessageSchema), nextCursor: optional });

/** POST …/groups/dismiss, POST …/groups/dismiss-older, POST …/low-confidence/{id}/dismiss: how many messages left the list. */
export const dismissResponseSchema = z.object({ dismissed: count });

/** GET /api/admin/knowledge/groups/dismiss-older?before=: how many waiting unanswered messages came before that time (what a dismiss would take). */
export const olderCountResponseSchema = z.object({ before: isoDate, messages: count });

const statsDaySchema = z.object({ date: z.string(), total: count, answered: count, unanswered: count });

/** GET /api/admin/knowledge/stats: the last 30 days (Los Angeles days, oldest first) of chat messages. */
export const knowledgeStatsResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(statsDaySchema),
  totals: z.object({ total: count, answered: count, unanswered: count }),
  /** Unanswered over all messages of the 30 days (0..1); null without messages. */
  unansweredShare: z.nullable(z.number()),
});
export type KnowledgeStats = z.infer<typeof knowledgeStatsResponseSchema>;
