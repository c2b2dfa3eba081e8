// Pure helpers for the admin Leads tab (shared by the tab and its tests).

import type { DeletionCounts, Fact, LeadSource, LeadStatus, NotificationChannel, NotificationKind, NotificationStatus, Qualification } from "../contracts/leads";

export const LEADS_URL = "/api/admin/leads";
export const NOTIFICATIONS_URL = "/api/admin/leads/notifications";
export const PRIVACY_URL = "/api/admin/privacy";
export const CONVERSATIONS_EXPORT_URL = "/api/admin/conversations/export";

export type LeadFilterValues = { status?: LeadStatus; source?: LeadSource; q?: string };

/** `path` with the parameters that have a value, in the order given. */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** One page of the lead list. */
export const leadsUrl = ({ limit, cursor, status, source, q }: LeadFilterValues & { limit: number; cursor?: string | null }) =>
  withQuery(LEADS_URL, { limit, status, source, q, cursor });

/** The CSV of the leads the list shows (the same filters, every page). */
export const leadsExportUrl = ({ status, source, q }: LeadFilterValues) => withQuery(`${LEADS_URL}/export`, { status, source, q });

export const leadDetailUrl = (id: string) => `${LEADS_URL}/${encodeURIComponent(id)}`;

/** One page of the notification outbox. */
export const notificationsUrl = ({ limit, cursor, status }: { limit: number; cursor?: string | null; status?: NotificationStatus }) =>
  withQuery(NOTIFICATIONS_URL, { limit, status, cursor });

export const SOURCE_LABELS: Record<LeadSource, string> = {
  chat: "Chat",
  "contact-form": "Contact form",
  resume: "Résumé",
  employment: "Careers",
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: "Email", webhook: "Webhook", none: "Not configured" };
export const KIND_LABELS: Record<NotificationKind, string> = { "new-lead": "New lead", "lead-pdf": "New PDF" };
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = { pending: "Pending", held: "Held for digest", sent: "Sent", failed: "Failed", skipped: "Skipped" };

/** Where a qualification fact was read, as staff read it ("From a chat message"). */
export const FACT_SOURCE_LABELS: Record<Fact["source"]["kind"], string> = { message: "a chat message", "contact-form": "the contact form", pdf: "their PDF" };

export type FactGroup = { label: string; facts: Fact[] };

/** The qualification in the order staff read it; a group with no fact is listed empty (not mentioned). */
export function qualificationGroups(qualification: Qualification | null): FactGroup[] {
  const one = (fact: Fact | null | undefined) => (fact ? [fact] : []);
  return [
    { label: "Services of interest", facts: qualification?.services ?? [] },
    { label: "Budget", facts: one(qualification?.budget) },
    { label: "Timeline", facts: one(qualification?.timeline) },
    { label: "Industry", facts: one(qualification?.industry) },
    { label: "Deliverables", facts: qualification?.deliverables ?? [] },
    { label: "Location", facts: one(qualification?.location) },
  ];
}

/** A few words for a list row: the services asked for, then the budget and the timeline. */
export function qualificationHighlights(qualification: Qualification | null, max = 3): string[] {
  if (!qualification) return [];
  return [...qualification.services.map((fact) => fact.value), qualification.budget?.value, qualification.timeline?.value]
    .filter((value): value is string => Boolean(value))
    .slice(0, max);
}

const COUNT_LABELS: [keyof DeletionCounts, string, string][] = [
  ["leads", "lead", "leads"],
  ["conversations", "conversation", "conversations"],
  ["messages", "message", "messages"],
  ["resumes", "résumé", "résumés"],
  ["uploads", "contact PDF", "contact PDFs"],
  ["files", "stored file", "stored files"],
  ["notifications", "notification", "notifications"],
  ["redacted", "mention elsewhere redacted", "mentions elsewhere redacted"],
];

/** Each count with its noun ("1 lead", "3 messages"), in a fixed order. */
export function describeCounts(counts: DeletionCounts): { key: keyof DeletionCounts; count: number; label: string }[] {
  return COUNT_LABELS.map(([key, one, many]) => ({ key, count: counts[key], label: `${counts[key]} ${counts[key] === 1 ? one : many}` }));
}

export const totalOf = (counts: DeletionCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The file name a Content-Disposition header gives, or `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? "")?.[1] ?? fallback;
}

/** The address staff typed to confirm an erasure matches the one found (case and spaces aside). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== "";
