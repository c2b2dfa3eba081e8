import { z } from "zod";
import "./schema";

// The admin's leads API: what the browser sends and what the server answers, as zod schemas (the
// types are inferred from them). A lead is one person who left contact details, keyed by email.
// Browser-safe: only zod. Only the admin loads it, so it uses zod's full API like the admin's
// other requests (admin-requests.ts); the public pages' answers stay on zod/mini.

/** Where a lead left their details: the chat, the contact page, a résumé, the careers path. */
export const LEAD_SOURCES = ["chat", "contact-form", "resume", "employment"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Where staff are with a lead. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What staff are told about: a new lead, or a PDF from a lead already known. */
export const NOTIFICATION_KINDS = ["new-lead", "lead-pdf"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How: email (SMTP), a webhook (Slack, Teams), or none configured (recorded as skipped). */
export const NOTIFICATION_CHANNELS = ["email", "webhook", "none"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,252}\.[^\s@.]{2,63}$/;

/** The key of a lead: the address trimmed and lowercased, or null when it is no email address. */
export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? "";
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) ? email : null;
}

const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .transform((value, context) => {
    const email = normalizeEmail(value);
    if (!email) context.addIssue({ code: "custom", message: "must be an email address" });
    return email ?? "";
  });

const isoDate = z.string();

// ---- the list ---------------------------------------------------------------------------------

const leadFilters = {
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  /** Matches name, email or company. */
  q: z.string().trim().max(100).optional(),
};

export const leadListQuerySchema = z.object({
  ...leadFilters,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The CSV export takes the list's filters, without paging. */
export const leadExportQuerySchema = z.object(leadFilters);
export type LeadFilters = z.infer<typeof leadExportQuerySchema>;

// ---- qualification ----------------------------------------------------------------------------

/** Where a fact was read: a chat message, the contact form's message, or a contact PDF. */
export const factSourceSchema = z.object({ kind: z.enum(["message", "contact-form", "pdf"]), id: z.string() });

/** One thing the lead said, with the exact sentence it was read from. */
export const factSchema = z.object({ value: z.string(), sentence: z.string(), source: factSourceSchema });
export type Fact = z.infer<typeof factSchema>;

export const serviceFactSchema = factSchema.extend({ slug: z.string() });
export const budgetFactSchema = factSchema.extend({
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(["project", "month", "year"]),
});
export type BudgetFact = z.infer<typeof budgetFactSchema>;

export const qualificationSchema = z.object({
  services: z.array(serviceFactSchema),
  budget: budgetFactSchema.nullable(),
  timeline: factSchema.nullable(),
  industry: factSchema.nullable(),
  deliverables: z.array(factSchema),
  location: factSchema.nullable(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

// ---- leads ------------------------------------------------------------------------------------

export const leadSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  sources: z.array(z.enum(LEAD_SOURCES)),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  firstContactAt: isoDate,
  lastContactAt: isoDate,
  counts: z.object({ conversations: z.number(), messages: z.number(), attachments: z.number(), resumes: z.number() }),
  qualification: qualificationSchema.nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadListResponseSchema = z.object({ leads: z.array(leadSummarySchema), nextCursor: z.string().nullable() });
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  source: z.enum(LEAD_SOURCES),
  message: z.string(),
  reply: z.string().nullable(),
  intent: z.string(),
  timestamp: isoDate,
});

/** A contact PDF or a résumé, with the admin routes that serve it. */
export const leadAttachmentSchema = z.object({
  kind: z.enum(["contact-pdf", "resume"]),
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  uploadedAt: isoDate,
  /** A contact PDF's message, or a résumé's candidate name. */
  detail: z.string().nullable(),
  viewUrl: z.string(),
  downloadUrl: z.string(),
  /** A résumé's record in the Resumes tab's API. */
  resumeUrl: z.string().nullable(),
});
export type LeadAttachment = z.infer<typeof leadAttachmentSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number(),
  nextAttemptAt: isoDate,
  lastError: z.string().nullable(),
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
  uploadId: z.string().nullable(),
});
export type LeadNotification = z.infer<typeof notificationSchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  conversations: z.array(z.object({ id: z.string(), source: z.enum(LEAD_SOURCES), createdAt: isoDate, lastActivity: isoDate })),
  messages: z.array(leadMessageSchema),
  attachments: z.array(leadAttachmentSchema),
  notifications: z.array(notificationSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export const leadDetailResponseSchema = z.object({ lead: leadDetailSchema });

export const LEAD_NOTE_MAX_CHARS = 5000;

/** PATCH /api/admin/leads/{id}: a new status, a new note, or both. */
export const leadUpdateSchema = z
  .object({ status: z.enum(LEAD_STATUSES).optional(), note: z.string().max(LEAD_NOTE_MAX_CHARS).optional() })
  .strict()
  .refine((update) => update.status !== undefined || update.note !== undefined, "send a status, a note, or both");
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

// ---- notifications ----------------------------------------------------------------------------

export const notificationsQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

/** What is configured, without a secret: the SMTP host but not its credentials, the webhook's host but not its path. */
export const notificationSettingsSchema = z.object({
  email: z.object({ configured: z.boolean(), to: z.array(z.string()), from: z.string().nullable(), server: z.string().nullable() }),
  webhook: z.object({ configured: z.boolean(), host: z.string().nullable() }),
  /** Conversations without contact details are deleted after this many days; null: kept. */
  retentionDays: z.number().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationsResponseSchema = z.object({
  settings: notificationSettingsSchema,
  counts: z.record(z.enum(NOTIFICATION_STATUSES), z.number()),
  notifications: z.array(notificationSchema.extend({ leadEmail: z.string(), leadName: z.string().nullable() })),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// ---- a person's data --------------------------------------------------------------------------

/** POST /api/admin/privacy/find and /export: everything stored about one email address. */
export const personRequestSchema = z.object({ email: emailField }).strict();

/** POST /api/admin/privacy/erase: the address twice and an explicit confirmation. */
export const eraseRequestSchema = z
  .object({ email: emailField, confirmEmail: emailField, confirm: z.literal(true, { error: "must be true to erase" }) })
  .strict()
  .refine((body) => body.email === body.confirmEmail, { path: ["confirmEmail"], message: "must repeat the email address" });

export const deletionCountsSchema = z.object({
  leads: z.number(),
  conversations: z.number(),
  messages: z.number(),
  resumes: z.number(),
  uploads: z.number(),
  files: z.number(),
  notifications: z.number(),
});
export type DeletionCounts = z.infer<typeof deletionCountsSchema>;

export const personFindResponseSchema = z.object({
  email: z.string(),
  counts: deletionCountsSchema,
  leads: z.array(z.object({ id: z.string(), name: z.string().nullable(), status: z.enum(LEAD_STATUSES) })),
  conversations: z.array(z.object({ id: z.string(), createdAt: isoDate, messages: z.number() })),
  resumes: z.array(z.object({ id: z.string(), originalName: z.string(), uploadDate: isoDate })),
  uploads: z.array(z.object({ id: z.string(), originalName: z.string(), createdAt: isoDate })),
});
export type PersonFindResponse = z.infer<typeof personFindResponseSchema>;

export const eraseResponseSchema = z.object({ erased: deletionCountsSchema, logId: z.string() });
export type EraseResponse = z.infer<typeof eraseResponseSchema>;

export const deletionLogResponseSchema = z.object({
  entries: z.array(z.object({ id: z.string(), at: isoDate, actor: z.string(), reason: z.enum(["request", "retention"]), counts: deletionCountsSchema })),
});
export type DeletionLogResponse = z.infer<typeof deletionLogResponseSchema>;
