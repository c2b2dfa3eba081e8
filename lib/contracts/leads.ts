import * as z from "zod/mini";
import { count } from "./schema";

// The admin's leads API: what the server answers (the admin's Leads tab decodes it), as zod/mini
// schemas (the types are inferred from them); what the admin sends is in admin-requests.ts. A lead
// is one person who left contact details, keyed by email. Browser-safe: only zod.

/** Where a lead left their details: the chat, the contact page, a résumé, the careers path. */
export const LEAD_SOURCES = ["chat", "contact-form", "resume", "employment"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Which path a lead came by: a client (the chat, the contact page) or an applicant (only a résumé
 * or the careers path). Staff keep the two apart.
 */
export const LEAD_PATHS = ["client", "applicant"] as const;
export type LeadPath = (typeof LEAD_PATHS)[number];

/** The sources of an applicant: a lead who came only by these is one. */
const APPLICANT_SOURCES: readonly LeadSource[] = ["resume", "employment"];

/** A lead's path from its sources: an applicant when every source is a résumé or the careers path. */
export function leadPathOf(sources: readonly LeadSource[]): LeadPath {
  return sources.length > 0 && sources.every((source) => APPLICANT_SOURCES.includes(source)) ? "applicant" : "client";
}

/** Where staff are with a lead. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What staff are told about: a new lead, or a PDF from a lead already known. */
export const NOTIFICATION_KINDS = ["new-lead", "lead-pdf"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How: email (SMTP), a webhook (Slack, Teams), or none configured (recorded as skipped). */
export const NOTIFICATION_CHANNELS = ["email", "webhook", "none"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATUSES = ["pending", "held", "sent", "failed", "skipped"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,252}\.[^\s@.]{2,63}$/;

/** The key of a lead: the address trimmed and lowercased, or null when it is no email address. */
export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? "";
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) ? email : null;
}

export const LEAD_NOTE_MAX_CHARS = 5000;

const isoDate = z.string();
const optional = z.nullable(z.string());
const leadSource = z.enum(LEAD_SOURCES);
const leadStatus = z.enum(LEAD_STATUSES);

// ---- qualification ----------------------------------------------------------------------------

/** Where a fact was read: a chat message, the contact form's message, or a contact PDF. */
const factSourceSchema = z.object({ kind: z.enum(["message", "contact-form", "pdf"]), id: z.string() });

const factFields = { value: z.string(), sentence: z.string(), source: factSourceSchema };

/** One thing the lead said, with the exact sentence it was read from. */
const factSchema = z.object(factFields);
export type Fact = z.infer<typeof factSchema>;

const serviceFactSchema = z.object({ ...factFields, slug: z.string() });
const budgetFactSchema = z.object({
  ...factFields,
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  period: z.enum(["project", "month", "year"]),
});
export type BudgetFact = z.infer<typeof budgetFactSchema>;

export const qualificationSchema = z.object({
  services: z.array(serviceFactSchema),
  budget: z.nullable(budgetFactSchema),
  timeline: z.nullable(factSchema),
  industry: z.nullable(factSchema),
  deliverables: z.array(factSchema),
  location: z.nullable(factSchema),
});
export type Qualification = z.infer<typeof qualificationSchema>;

// ---- leads ------------------------------------------------------------------------------------

const leadSummaryFields = {
  id: z.string(),
  email: z.string(),
  name: optional,
  company: optional,
  /** A phone number the person typed in the chat. */
  phone: optional,
  sources: z.array(leadSource),
  /** A client or an applicant (from the sources). */
  path: z.enum(LEAD_PATHS),
  status: leadStatus,
  note: z.string(),
  firstContactAt: isoDate,
  lastContactAt: isoDate,
  counts: z.object({ conversations: count, messages: count, attachments: count, resumes: count }),
  qualification: z.nullable(qualificationSchema),
};

const leadSummarySchema = z.object(leadSummaryFields);
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** GET /api/admin/leads: a page, latest contact first; `nextCursor` is null on the last. */
export const leadListResponseSchema = z.object({ leads: z.array(leadSummarySchema), nextCursor: optional });
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** PATCH /api/admin/leads/{id}: the lead as saved. */
export const leadUpdateResponseSchema = z.object({ lead: leadSummarySchema });

const leadMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Sent by another visitor than the one who first gave the lead's address. */
  otherVisitor: z.boolean(),
  source: leadSource,
  message: z.string(),
  reply: optional,
  intent: z.string(),
  timestamp: isoDate,
});

/** A contact PDF or a résumé, with the admin routes that serve it. */
const leadAttachmentSchema = z.object({
  kind: z.enum(["contact-pdf", "resume"]),
  id: z.string(),
  name: z.string(),
  size: count,
  mimeType: z.string(),
  uploadedAt: isoDate,
  /** A contact PDF's message, or a résumé's candidate name. */
  detail: optional,
  viewUrl: z.string(),
  downloadUrl: z.string(),
  /** A résumé's record in the Resumes tab's API. */
  resumeUrl: optional,
  /** The conversation it was sent in (the chat or careers path), or null. */
  conversationId: optional,
  /** Sent by another visitor than the one who first gave the lead's address (not counted in the lead's files). */
  otherVisitor: z.boolean(),
});
export type LeadAttachment = z.infer<typeof leadAttachmentSchema>;

const notificationFields = {
  id: z.string(),
  leadId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: count,
  nextAttemptAt: isoDate,
  lastError: optional,
  sentAt: z.nullable(isoDate),
  createdAt: isoDate,
  uploadId: optional,
  /** About a contact from another visitor than the one who first gave the lead's address. */
  otherVisitor: z.boolean(),
};

const notificationSchema = z.object(notificationFields);
export type LeadNotification = z.infer<typeof notificationSchema>;

/** What a later contact from another visitor gave with the lead's address: staff may accept it. */
const alsoGivenSchema = z.object({ at: isoDate, source: leadSource, name: optional, company: optional, times: count });
export type AlsoGivenEntry = z.infer<typeof alsoGivenSchema>;

const leadDetailSchema = z.object({
  ...leadSummaryFields,
  alsoGiven: z.array(alsoGivenSchema),
  conversations: z.array(z.object({ id: z.string(), source: leadSource, createdAt: isoDate, lastActivity: isoDate, otherVisitor: z.boolean() })),
  messages: z.array(leadMessageSchema),
  attachments: z.array(leadAttachmentSchema),
  notifications: z.array(notificationSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** GET /api/admin/leads/{id}. */
export const leadDetailResponseSchema = z.object({ lead: leadDetailSchema });

// ---- notifications ----------------------------------------------------------------------------

/** What is configured, without a secret: the SMTP host but not its credentials, the webhook's host but not its path. */
const notificationSettingsSchema = z.object({
  email: z.object({ configured: z.boolean(), to: z.array(z.string()), from: optional, server: optional }),
  webhook: z.object({ configured: z.boolean(), host: optional }),
  /** Conversations without contact details are deleted after this many days; null: kept. */
  retentionDays: z.nullable(count),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const outboxEntrySchema = z.object({ ...notificationFields, leadEmail: z.string(), leadName: optional });
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/**
 * Per channel, the notifications not delivered yet (pending, held or failed): how many, since when
 * (the oldest's creation), whether a send has failed, and the latest reason, redacted.
 */
const undeliveredSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  count,
  oldestAt: isoDate,
  failed: z.boolean(),
  lastError: optional,
});
export type Undelivered = z.infer<typeof undeliveredSchema>;

/** GET /api/admin/leads/notifications: the settings, the count per status, what is undelivered, and a page of the outbox. */
export const notificationsResponseSchema = z.object({
  settings: notificationSettingsSchema,
  counts: z.record(z.enum(NOTIFICATION_STATUSES), count),
  undelivered: z.array(undeliveredSchema),
  notifications: z.array(outboxEntrySchema),
  nextCursor: optional,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// ---- a person's data --------------------------------------------------------------------------

const deletionCountsSchema = z.object({
  leads: count,
  conversations: count,
  messages: count,
  resumes: count,
  uploads: count,
  files: count,
  notifications: count,
  /** Other people's texts that quoted the address, kept with it replaced. */
  redacted: count,
});
export type DeletionCounts = z.infer<typeof deletionCountsSchema>;

/** The rows of someone else's that can name an address: a chat message, a conversation's contact details, a contact upload, a résumé, another lead, a notification, a knowledge entry. */
const MENTION_KINDS = ["message", "conversation", "upload", "resume", "lead", "notification", "knowledge"] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** Someone else's stored file whose text named an erased address (its name as stored, the address replaced). */
const erasedFileSchema = z.object({ kind: z.enum(["upload", "resume"]), id: z.string(), name: z.string() });
export type ErasedFile = z.infer<typeof erasedFileSchema>;

/** POST /api/admin/privacy/find: what is stored about an address, counted and listed without its content. */
export const personFindResponseSchema = z.object({
  email: z.string(),
  counts: deletionCountsSchema,
  leads: z.array(z.object({ id: z.string(), name: optional, status: leadStatus })),
  conversations: z.array(z.object({ id: z.string(), createdAt: isoDate, messages: count })),
  resumes: z.array(z.object({ id: z.string(), originalName: z.string(), uploadDate: isoDate })),
  uploads: z.array(z.object({ id: z.string(), originalName: z.string(), createdAt: isoDate })),
  /**
   * Someone else's texts that name the address (the first of them; counts.redacted says how many),
   * each as its first line naming it, for staff to review: they are not this person's data.
   */
  mentions: z.array(z.object({ kind: z.enum(MENTION_KINDS), id: z.string(), conversationId: optional, excerpt: z.string() })),
});
export type PersonFindResponse = z.infer<typeof personFindResponseSchema>;

/** POST /api/admin/privacy/erase: what was deleted, and the log entry saying so. */
export const eraseResponseSchema = z.object({
  erased: deletionCountsSchema,
  logId: z.string(),
  /** Other people's stored files whose text named the address: kept until staff delete them (POST /api/admin/privacy/files). */
  files: z.array(erasedFileSchema),
});

/** POST /api/admin/privacy/files: the listed files deleted, and the log entry saying so. */
export const deleteNamedFilesResponseSchema = z.object({ deleted: deletionCountsSchema, logId: z.string() });

/** GET /api/admin/privacy/log: erasures and retention deletions, newest first, with counts only. */
export const deletionLogResponseSchema = z.object({
  entries: z.array(z.object({ id: z.string(), at: isoDate, actor: z.string(), reason: z.enum(["request", "retention"]), counts: deletionCountsSchema })),
});
