import { z } from "zod";
import "./schema";
import { caseStudyMetricsSchema, caseStudyQuoteSchema, caseStudyVideosSchema, mediaUrl } from "./case-studies";
import { answerTextProblem, KNOWLEDGE_LIMITS } from "./knowledge";
import { EMAIL_MAX_LENGTH, LEAD_NOTE_MAX_CHARS, LEAD_PATHS, LEAD_SOURCES, LEAD_STATUSES, NOTIFICATION_STATUSES, normalizeEmail } from "./leads";

// What the admin sends: case-study writes, the filter order, the list pages' queries, a lead's
// status and note, a person's data requests, the Knowledge tab's entries and reviews. Their
// answers are in case-studies.ts, conversations.ts, resume.ts, leads.ts and knowledge.ts.

const text = z.string().trim().min(1);

/** The largest time a Date holds (ms from the epoch, either way). */
/**
 * The times both engines store and read back as a Date: the years 1 to 9999 (UTC). A cursor with
 * a time outside them (a JavaScript Date reaches ±275,760) is refused, never sent to a query.
 */
const EARLIEST_MS = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
const LATEST_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/**
 * A list's page cursor as the lists hand it out: base64url of "<epoch ms>:<row id>" (the sort key
 * and id of the last row shown). Null for anything else, an out-of-range time included.
 */
export function decodePageCursor(cursor: string): { at: Date; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let decoded: string;
  try {
    decoded = atob(
      cursor
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(cursor.length / 4) * 4, "="),
    );
  } catch {
    return null;
  }
  const match = /^(-?\d{1,16}):([A-Za-z0-9_.:-]{1,128})$/.exec(decoded);
  const ms = match ? Number(match[1]) : NaN;
  return match && ms >= EARLIEST_MS && ms <= LATEST_MS ? { at: new Date(ms), id: match[2] } : null;
}

/** The list's page cursor (decodePageCursor): anything else is a 400, never a query. */
const pageCursor = z
  .string()
  .refine((value) => decodePageCursor(value) !== null, "must be the cursor a previous page gave")
  .optional();

// ---- POST /api/case-studies, PUT/PATCH /api/case-studies/{id} ------------------------------------

const listOfText = z.array(text.max(600)).max(40);
const optionalText = (max: number) => text.max(max).nullable();

/** The writable fields, without defaults (an update must never reset what it does not send). */
const caseStudyFields = z.object({
  title: text.max(140),
  client: text.max(140),
  industry: text.max(80),
  duration: optionalText(60),
  challenge: text.max(4000),
  strategy: optionalText(4000),
  execution: listOfText,
  results: listOfText,
  tags: z.array(text.max(60)).max(30),
  services: z.array(text.max(80)).max(20),
  images: z.object({
    thumbnail: z.union([mediaUrl, z.literal("")]),
    hero: z.union([mediaUrl, z.literal("")]),
    gallery: z.array(mediaUrl).max(30),
  }),
  videos: z.nullable(caseStudyVideosSchema),
  metrics: caseStudyMetricsSchema,
  quote: z.nullable(caseStudyQuoteSchema),
  videoUrl: z.nullable(mediaUrl),
  // false: kept for staff, hidden from every public page, the bundle, the sitemap and the concierge.
  published: z.boolean(),
});

/** A case study as an admin creates it: the id is derived from the title, never sent. */
export const caseStudyCreateSchema = caseStudyFields.extend({
  duration: caseStudyFields.shape.duration.default(null),
  strategy: caseStudyFields.shape.strategy.default(null),
  execution: listOfText.default([]),
  results: listOfText.default([]),
  tags: caseStudyFields.shape.tags.default([]),
  services: caseStudyFields.shape.services.default([]),
  images: caseStudyFields.shape.images.default({ thumbnail: "", hero: "", gallery: [] }),
  videos: caseStudyFields.shape.videos.default(null),
  quote: caseStudyFields.shape.quote.default(null),
  videoUrl: caseStudyFields.shape.videoUrl.default(null),
  // Absent: published (the column's default).
  published: caseStudyFields.shape.published.optional(),
});

/** An update: any subset of the fields; the id never changes (not even with the title). */
export const caseStudyUpdateSchema = caseStudyFields.partial().refine((value) => Object.keys(value).length > 0, { message: "no fields to update" });

export type CaseStudyCreate = z.infer<typeof caseStudyCreateSchema>;
export type CaseStudyUpdate = z.infer<typeof caseStudyUpdateSchema>;

// ---- PUT /api/admin/portfolio-filters/reorder ----------------------------------------------

/** The full filter list in its new order (only the slugs count); positions become 0..n-1. */
export const filterReorderSchema = z.object({
  filters: z
    .array(z.object({ slug: z.string().trim().min(1).max(120) }).loose())
    .min(1)
    .max(500),
});
export type FilterReorder = z.input<typeof filterReorderSchema>;

// ---- GET /api/admin/conversations, GET /api/admin/resumes ----------------------------------

/** A page of conversations, latest activity first: ?limit, ?cursor (from the last page), ?q. */
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: pageCursor,
  q: z.string().trim().max(100).optional(),
});

/** A page of résumés, newest first: ?limit, ?offset. */
export const resumeListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

// ---- leads: GET /api/admin/leads (and its CSV), PATCH /api/admin/leads/{id}, the outbox ----

const leadFilters = {
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  /** Clients or applicants (leads who came only with a résumé or through careers). */
  path: z.enum(LEAD_PATHS).optional(),
  /** Matches name, email or company. */
  q: z.string().trim().max(100).optional(),
};

export const leadListQuerySchema = z.object({
  ...leadFilters,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: pageCursor,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The CSV export takes the list's filters, without paging. */
export const leadExportQuerySchema = z.object(leadFilters);
export type LeadFilters = z.infer<typeof leadExportQuerySchema>;

/**
 * PATCH /api/admin/leads/{id}: a new status, a new note, and/or `accept`: the name and company of
 * one of the lead's "also given" entries, which become the lead's own.
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    note: z.string().max(LEAD_NOTE_MAX_CHARS).optional(),
    accept: z
      .object({ name: z.string().max(120).nullable(), company: z.string().max(160).nullable() })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (update) => update.status !== undefined || update.note !== undefined || update.accept !== undefined,
    "send a status, a note, an entry to accept, or more",
  );
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const notificationsQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: pageCursor,
});

// ---- a person's data: POST /api/admin/privacy/find, /export, /erase -----------------------

const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .transform((value, context) => {
    const email = normalizeEmail(value);
    if (!email) context.addIssue({ code: "custom", message: "must be an email address" });
    return email ?? "";
  });

/** Everything stored about one email address (find, export). */
export const personRequestSchema = z.object({ email: emailField }).strict();

/** Erase: the address twice and an explicit confirmation. */
export const eraseRequestSchema = z
  .object({ email: emailField, confirmEmail: emailField, confirm: z.literal(true, { error: "must be true to erase" }) })
  .strict()
  .refine((body) => body.email === body.confirmEmail, { path: ["confirmEmail"], message: "must repeat the email address" });

/** POST /api/admin/privacy/files: other people's stored files an erasure listed, deleted on staff's confirmation. */
export const deleteNamedFilesRequestSchema = z
  .object({
    files: z
      .array(z.object({ kind: z.enum(["upload", "resume"]), id: z.string().min(1).max(64) }).strict())
      .min(1)
      .max(200),
    confirm: z.literal(true, { error: "must be true to delete" }),
  })
  .strict();

// ---- the Knowledge tab: /api/admin/knowledge/* ----------------------------------------------

const pageNumber = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** GET /api/admin/knowledge/groups: ?page (from 1), ?limit groups per page. */
export const unansweredGroupsQuerySchema = z.object({ page: pageNumber(1000, 1), limit: pageNumber(100, 20) });
export type UnansweredGroupsQuery = z.infer<typeof unansweredGroupsQuerySchema>;

/** GET /api/admin/knowledge/low-confidence: ?limit, ?cursor (from the last page). */
export const lowConfidenceQuerySchema = z.object({ limit: pageNumber(100, 20), cursor: pageCursor });

const questionKey = z.string().max(KNOWLEDGE_LIMITS.keyChars);
const questionKeys = z.array(questionKey).max(KNOWLEDGE_LIMITS.keys);

/** POST /api/admin/knowledge/groups/dismiss: the keys of the groups selected (one or several); their messages leave the list. */
export const dismissGroupSchema = z.object({ keys: z.array(questionKey).min(1).max(KNOWLEDGE_LIMITS.dismissKeys) }).strict();

/** GET and POST /api/admin/knowledge/groups/dismiss-older: an instant (ISO 8601 with its offset); the waiting messages sent before it. */
export const dismissOlderSchema = z.object({ before: z.iso.datetime({ offset: true }) }).strict();

/** PUT /api/admin/knowledge/entries/reorder: every entry's id in the new order; positions become 0..n-1. */
export const entryReorderSchema = z.object({ ids: z.array(z.string().trim().min(1).max(200)).min(1).max(1000) }).strict();

/** An answer: plain text (no HTML), linking only to this site (answerTextProblem). */
const answerText = (siteHost: string, min: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(KNOWLEDGE_LIMITS.answer)
    .superRefine((value, context) => {
      const problem = answerTextProblem(value, siteHost);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/**
 * An entry as the admin writes it. The answers may link only to `siteHost` (SITE_URL's host: the
 * server passes its own, the editor the one the entries' answer names).
 */
export function knowledgeEntrySchemas(siteHost: string) {
  const fields = z.object({
    question: text.max(KNOWLEDGE_LIMITS.question),
    variants: z.array(text.max(KNOWLEDGE_LIMITS.question)).max(KNOWLEDGE_LIMITS.variants),
    answer: answerText(siteHost, 1),
    /** Empty: no Spanish answer (the concierge translates nothing itself). */
    answerEs: answerText(siteHost, 0)
      .transform((value) => value || null)
      .nullable(),
    serviceSlug: z.string().trim().min(1).max(120).nullable(),
    caseStudyId: z.string().trim().min(1).max(200).nullable(),
    onPage: z.boolean(),
  });
  return {
    /** POST: `fromKeys`, the keys of the group it answers, are marked reviewed with it. */
    create: fields
      .extend({
        variants: fields.shape.variants.default([]),
        answerEs: fields.shape.answerEs.default(null),
        serviceSlug: fields.shape.serviceSlug.default(null),
        caseStudyId: fields.shape.caseStudyId.default(null),
        onPage: fields.shape.onPage.default(false),
        fromKeys: questionKeys.default([]),
      })
      .strict(),
    /** PUT: any subset of the fields. */
    update: fields
      .partial()
      .strict()
      .refine((value) => Object.keys(value).length > 0, { message: "no fields to update" }),
  };
}

type EntrySchemas = ReturnType<typeof knowledgeEntrySchemas>;
export type KnowledgeEntryCreate = z.infer<EntrySchemas["create"]>;
export type KnowledgeEntryUpdate = z.infer<EntrySchemas["update"]>;
