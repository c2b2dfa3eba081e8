import "server-only";
import nodemailer from "nodemailer";
import { siteConfig } from "../content/site";
import type { LeadSource, NotificationKind, NotificationSettings, Qualification } from "../contracts/leads";
import { env, type Env } from "../env";
import { formatFileSize } from "../file-size";

// How staff are told about a lead: an email through any SMTP server (SMTP_URL, LEAD_NOTIFY_TO)
// and/or a JSON POST to an incoming webhook (LEAD_WEBHOOK_URL) whose `{ "text": … }` body Slack and
// Teams both accept. Each send has a time limit; the outbox (outbox.ts) retries. Error reasons are
// kept for the admin with the SMTP credentials and the webhook's path (its secret) taken out.

export type NotifyConfig = {
  smtpUrl: string | null;
  to: string[];
  from: string;
  webhookUrl: string | null;
  siteUrl: string;
  siteName: string;
  /** Each send's time limit. */
  timeoutMs: number;
};

const SEND_TIMEOUT_MS = 15_000;

export function notifyConfig(source: Env = env): NotifyConfig {
  return {
    smtpUrl: source.SMTP_URL && source.LEAD_NOTIFY_TO ? source.SMTP_URL : null,
    to: source.LEAD_NOTIFY_TO ?? [],
    from: source.LEAD_NOTIFY_FROM ?? source.CONTACT_EMAIL ?? siteConfig.email,
    webhookUrl: source.LEAD_WEBHOOK_URL ?? null,
    siteUrl: source.SITE_URL,
    siteName: siteConfig.name,
    timeoutMs: SEND_TIMEOUT_MS,
  };
}

export type SendChannel = "email" | "webhook";

/** The channels a new notification goes out on. */
export function configuredChannels(config: NotifyConfig = notifyConfig()): SendChannel[] {
  return [...(config.smtpUrl ? (["email"] as const) : []), ...(config.webhookUrl ? (["webhook"] as const) : [])];
}

/** What the admin may see of the configuration: no credentials, no webhook path. */
export function notificationSettings(config: NotifyConfig = notifyConfig(), retentionDays = env.RETENTION_DAYS): NotificationSettings {
  const smtp = config.smtpUrl ? new URL(config.smtpUrl) : null;
  return {
    email: { configured: smtp !== null, to: config.to, from: smtp ? config.from : null, server: smtp ? `${smtp.protocol}//${smtp.host}` : null },
    webhook: { configured: config.webhookUrl !== null, host: config.webhookUrl ? new URL(config.webhookUrl).host : null },
    retentionDays: retentionDays > 0 ? retentionDays : null,
  };
}

// ---- the message ------------------------------------------------------------------------------

export type NotificationSubject = {
  kind: NotificationKind;
  /** The contact came from another visitor than the one who first gave the lead's address. */
  otherVisitor?: boolean;
  lead: {
    id: string;
    email: string;
    name: string | null;
    company: string | null;
    sources: LeadSource[];
    firstContactAt: Date;
    lastContactAt: Date;
  };
  qualification: Qualification | null;
  /** The lead's latest messages, newest last. */
  messages: string[];
  attachments: { name: string; size: number }[];
  /** The PDF a lead-pdf notification is about. */
  upload: { name: string; size: number; message: string } | null;
};

const SOURCE_LABELS: Record<LeadSource, string> = {
  chat: "the chat",
  "contact-form": "the contact form",
  resume: "a résumé",
  employment: "the careers path",
};

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
/**
 * A visitor's words inside our own line, isolated (FSI … PDI) when they hold a bidirectional
 * control: a right-to-left override in a name never reorders the address beside it. (An address
 * is validated and holds no such character.)
 */
const isolate = (text: string) => (/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(text) ? `\u2068${text}\u2069` : text);

function qualificationLines(qualification: Qualification | null): string[] {
  if (!qualification) return [];
  const fact = (label: string, value: string | undefined, sentence: string | undefined) =>
    value ? [`${label}: ${value}${sentence ? ` ("${oneLine(sentence, 160)}")` : ""}`] : [];
  return [
    ...fact("Services", qualification.services.map((item) => item.value).join(", ") || undefined, qualification.services[0]?.sentence),
    ...fact("Budget", qualification.budget?.value, qualification.budget?.sentence),
    ...fact("Timeline", qualification.timeline?.value, qualification.timeline?.sentence),
    ...fact("Industry", qualification.industry?.value, qualification.industry?.sentence),
    ...fact("Deliverables", qualification.deliverables.map((item) => item.value).join(", ") || undefined, qualification.deliverables[0]?.sentence),
    ...fact("Location", qualification.location?.value, qualification.location?.sentence),
  ];
}

/** The notification's subject line and plain-text body (the webhook posts the same text). */
export function composeNotification(subject: NotificationSubject, config: Pick<NotifyConfig, "siteUrl" | "siteName">): { subject: string; text: string } {
  const { lead } = subject;
  const who = lead.name ? `${isolate(oneLine(lead.name, 120))} <${lead.email}>` : lead.email;
  const via = lead.sources.map((source) => SOURCE_LABELS[source]).join(", ") || "the site";
  const title =
    subject.kind === "lead-pdf" && subject.upload
      ? subject.otherVisitor
        ? `New PDF naming ${who}, from another visitor: ${isolate(oneLine(subject.upload.name, 120))}`
        : `New PDF from ${who}: ${isolate(oneLine(subject.upload.name, 120))}`
      : `New lead: ${who}${lead.company ? ` (${isolate(oneLine(lead.company, 80))})` : ""} via ${via}`;
  const lines = [
    title,
    ...(subject.otherVisitor
      ? [
          "",
          "Sent by another visitor than the one who first gave this address: anyone can type an address, so this may not be them. Their name and company are not the lead's; check before you reply.",
        ]
      : []),
    "",
    `Name: ${lead.name ? isolate(oneLine(lead.name, 120)) : "not given"}`,
    `Email: ${lead.email}`,
    ...(lead.company ? [`Company: ${isolate(oneLine(lead.company, 160))}`] : []),
    `Source: ${via}`,
    `First contact: ${lead.firstContactAt.toISOString()}`,
    `Last contact: ${lead.lastContactAt.toISOString()}`,
    ...(subject.upload
      ? [
          "",
          `PDF: ${oneLine(subject.upload.name, 200)} (${formatFileSize(subject.upload.size)})`,
          ...(subject.upload.message ? [`With: ${oneLine(subject.upload.message, 500)}`] : []),
        ]
      : []),
    ...(qualificationLines(subject.qualification).length ? ["", "What they told us:", ...qualificationLines(subject.qualification)] : []),
    ...(subject.messages.length ? ["", "Latest messages:", ...subject.messages.map((message) => `> ${oneLine(message, 400)}`)] : []),
    ...(subject.attachments.length ? ["", `Attachments: ${subject.attachments.map((file) => oneLine(file.name, 120)).join(", ")}`] : []),
    "",
    `Open the admin: ${config.siteUrl}/admin`,
    `— ${config.siteName}`,
  ];
  return { subject: oneLine(title, 240), text: lines.join("\n") };
}

/** One line of a digest: a held notification and its lead. */
export type DigestEntry = { kind: NotificationKind; otherVisitor: boolean; createdAt: Date; lead: { email: string; name: string | null } | null };

/** Leads listed in one digest; the rest are counted. */
const DIGEST_LINES = 50;

/** The digest sent for notifications held past the site-wide ceiling: one message for all of them. */
export function composeDigest(entries: DigestEntry[], config: Pick<NotifyConfig, "siteUrl" | "siteName">, ceiling: number): { subject: string; text: string } {
  const title = `${entries.length} lead notification${entries.length === 1 ? "" : "s"} in one digest`;
  const line = (entry: DigestEntry) => {
    const who = entry.lead ? (entry.lead.name ? `${isolate(oneLine(entry.lead.name, 80))} <${entry.lead.email}>` : entry.lead.email) : "(a lead since deleted)";
    const what = entry.kind === "lead-pdf" ? "New PDF" : "New lead";
    return `- ${entry.createdAt.toISOString()} ${what}: ${who}${entry.otherVisitor ? " (from another visitor than the address's first)" : ""}`;
  };
  const lines = [
    title,
    "",
    `More than ${ceiling} notifications a minute arrived (NOTIFICATIONS_PER_MINUTE), so they come together:`,
    "",
    ...entries.slice(0, DIGEST_LINES).map(line),
    ...(entries.length > DIGEST_LINES ? [`… and ${entries.length - DIGEST_LINES} more`] : []),
    "",
    `Open the admin: ${config.siteUrl}/admin`,
    `— ${config.siteName}`,
  ];
  return { subject: title, text: lines.join("\n") };
}

// ---- sending ----------------------------------------------------------------------------------

class SendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SendError";
  }
}

/** An error's message without the secrets of the configuration, cut to a length the admin can show. */
export function redactError(error: unknown, config: Pick<NotifyConfig, "smtpUrl" | "webhookUrl">): string {
  let message = typeof (error as { message?: unknown })?.message === "string" ? (error as { message: string }).message : String(error);
  const secrets: string[] = [];
  if (config.smtpUrl) {
    const smtp = new URL(config.smtpUrl);
    secrets.push(config.smtpUrl, decodeURIComponent(smtp.password), smtp.password, decodeURIComponent(smtp.username), smtp.username);
  }
  if (config.webhookUrl) {
    const webhook = new URL(config.webhookUrl);
    secrets.push(config.webhookUrl, webhook.pathname + webhook.search, webhook.search);
  }
  for (const secret of secrets.filter((value) => value.length >= 3).sort((a, b) => b.length - a.length)) message = message.split(secret).join("***");
  return oneLine(message, 500) || "unknown error";
}

export async function sendEmail(config: NotifyConfig, message: { subject: string; text: string }): Promise<void> {
  if (!config.smtpUrl || config.to.length === 0) throw new SendError("not configured: set SMTP_URL and LEAD_NOTIFY_TO");
  // Parsed here (WHATWG URL): nodemailer's own `url` option goes through the deprecated url.parse().
  const smtp = new URL(config.smtpUrl);
  const secure = smtp.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: smtp.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: smtp.port ? Number(smtp.port) : secure ? 465 : 587,
    secure,
    auth: smtp.username ? { user: decodeURIComponent(smtp.username), pass: decodeURIComponent(smtp.password) } : undefined,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    dnsTimeout: config.timeoutMs,
  });
  try {
    await transport.sendMail({ from: config.from, to: config.to, subject: message.subject, text: message.text });
  } finally {
    transport.close();
  }
}

/** Slack's text escaping: its mrkdwn reads <…> as links and mentions, which a visitor's words must not become. */
const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The webhook's JSON body: `{ "text": … }`, which Slack and Teams incoming webhooks accept. */
function webhookBody(message: { text: string }): string {
  return JSON.stringify({ text: slackEscape(message.text) });
}

export async function postWebhook(config: NotifyConfig, message: { text: string }): Promise<void> {
  if (!config.webhookUrl) throw new SendError("not configured: set LEAD_WEBHOOK_URL");
  const response = await fetch(config.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: webhookBody(message),
    redirect: "manual",
    signal: AbortSignal.timeout(config.timeoutMs),
  }).catch((error: unknown) => {
    // Duck-typed: a fetch failure may come from another realm (a DOMException, undici's TypeError).
    const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const timedOut = name === "TimeoutError" || name === "AbortError";
    throw new SendError(timedOut ? `no answer within ${config.timeoutMs} ms` : (cause?.code ?? cause?.message ?? message ?? String(error)));
  });
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new SendError(`HTTP ${response.status}${body ? `: ${oneLine(body, 200)}` : ""}`);
  }
  await response.body?.cancel().catch(() => undefined);
}
