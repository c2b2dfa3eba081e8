// Pure helpers for the admin Leads tab (shared by the tab and its tests).

import type {
  DeletionCounts,
  Fact,
  LeadPath,
  LeadSource,
  LeadStatus,
  NotificationChannel,
  NotificationKind,
  NotificationStatus,
  Qualification,
  Undelivered,
} from "../contracts/leads";

export const LEADS_URL = "/api/admin/leads";
export const NOTIFICATIONS_URL = "/api/admin/leads/notifications";
export const PRIVACY_URL = "/api/admin/privacy";
export const CONVERSATIONS_EXPORT_URL = "/api/admin/conversations/export";

export type LeadFilterValues = { status?: LeadStatus; source?: LeadSource; path?: LeadPath; q?: string };

/** `path` with the parameters that have a value, in the order given. */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** One page of the lead list. */
export const leadsUrl = ({ limit, cursor, status, source, path, q }: LeadFilterValues & { limit: number; cursor?: string | null }) =>
  withQuery(LEADS_URL, { limit, status, source, path, q, cursor });

/** The CSV of the leads the list shows (the same filters, every page). */
export const leadsExportUrl = ({ status, source, path, q }: LeadFilterValues) => withQuery(`${LEADS_URL}/export`, { status, source, path, q });

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

/** A lead's path, as its badge and the list's filter say it. */
export const PATH_LABELS: Record<LeadPath, string> = { client: "Client", applicant: "Applicant" };
/** The list's filter: "Clients" or "Applicants". */
export const PATH_FILTER_LABELS: Record<LeadPath, string> = { client: "Clients", applicant: "Applicants" };

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
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: "Pending",
  held: "Held for digest",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
};

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

// ---- notifications in plain words -----------------------------------------------------------------

/** How long something has lasted, in the largest whole unit: "less than a minute", "40 minutes", "2 hours", "3 days". */
export function durationWords(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const unit = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, "hour");
  return unit(Math.floor(hours / 24), "day");
}

/** Until then, a notification waiting without a failed send is just on its way (the outbox drains within seconds, retries within minutes). */
export const UNDELIVERED_GRACE_MS = 5 * 60_000;

type DeliveryBanner = { channel: "email" | "webhook"; text: string; detail: string; error: string | null };

const BANNER_WORDS = {
  email: { what: "Lead emails", check: "check the mail settings", setting: "SMTP_URL and LEAD_NOTIFY_TO" },
  webhook: { what: "Lead webhook posts", check: "check the webhook address", setting: "LEAD_WEBHOOK_URL" },
} as const;

/**
 * The banner per channel whose notifications are not getting through, from the outbox's state: one
 * that has failed a send, or that has waited longer than the grace. "Lead emails have not been
 * delivered for 40 minutes: check the mail settings." The raw reason goes with it, for whoever
 * fixes the settings.
 */
export function deliveryBanners(undelivered: readonly Undelivered[], now: number): DeliveryBanner[] {
  return undelivered.flatMap((entry) => {
    if (entry.channel === "none" || entry.count === 0) return [];
    const waited = now - Date.parse(entry.oldestAt);
    if (!entry.failed && waited < UNDELIVERED_GRACE_MS) return [];
    const words = BANNER_WORDS[entry.channel];
    const reason = entry.lastError ? plainDeliveryError(entry.channel, entry.lastError) : "Nothing has been sent yet.";
    const waiting = entry.count === 1 ? "1 notification is waiting" : `${entry.count} notifications are waiting`;
    return [
      {
        channel: entry.channel,
        text: `${words.what} have not been delivered for ${durationWords(waited)}: ${words.check}.`,
        detail: `${reason} ${waiting}; the outbox keeps retrying on its own. The settings are ${words.setting}.`,
        error: entry.lastError,
      },
    ];
  });
}

/**
 * Why a notification was not sent, in plain words, from the reason the outbox recorded (a socket
 * error code, an SMTP reply, an HTTP status). The recorded reason stays available as it is.
 */
export function plainDeliveryError(channel: NotificationChannel, error: string): string {
  const server = channel === "email" ? "The mail server" : "The webhook's server";
  if (/^not configured/i.test(error))
    return channel === "email"
      ? "Email is not set up."
      : channel === "webhook"
        ? "The webhook is not set up."
        : "Neither email nor a webhook is set up, so nobody was told.";
  if (/the lead was deleted/i.test(error)) return "The lead was deleted before it could be sent.";
  if (/ECONNREFUSED/.test(error)) return `${server} refused the connection: it is down, or the address or port is wrong.`;
  if (/ENOTFOUND|EAI_AGAIN/.test(error)) return `${server}'s name could not be found: the address is probably mistyped.`;
  if (/ETIMEDOUT|timed? ?out|no answer within/i.test(error)) return `${server} did not answer in time.`;
  if (/ECONNRESET|EPIPE|socket (hang up|closed)/i.test(error)) return `${server} closed the connection.`;
  if (/CERT|certificate|TLS|SSL/i.test(error)) return `${server}'s secure connection failed (its certificate or TLS settings).`;
  if (/\b53[05]\b|EAUTH|auth(entication)? (failed|unsuccessful)|invalid login|credentials/i.test(error))
    return "The mail server did not accept the username or password.";
  if (/\b55[0-4]\b|EENVELOPE|recipient|mailbox/i.test(error)) return "The mail server refused the sender or a recipient address.";
  const status = /^HTTP (\d{3})/.exec(error)?.[1];
  if (status)
    return Number(status) >= 500
      ? `The webhook's server failed (HTTP ${status}).`
      : `The webhook refused the post (HTTP ${status}): its address may be wrong or revoked.`;
  return "It could not be sent.";
}
