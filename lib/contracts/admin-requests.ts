import { z } from "zod";
import "./schema";
import { caseStudyMetricsSchema, caseStudyQuoteSchema, caseStudyVideosSchema, mediaUrl } from "./case-studies";

// What the admin sends: case-study writes, the filter order, the list pages' queries. Their
// answers are in case-studies.ts, conversations.ts and resume.ts.

const text = z.string().trim().min(1);

// ---- POST /api/case-studies, PUT /api/case-studies/{id} ------------------------------------

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
});

/** An update: any subset of the fields; the id never changes (not even with the title). */
export const caseStudyUpdateSchema = caseStudyFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "no fields to update" });

export type CaseStudyCreate = z.infer<typeof caseStudyCreateSchema>;
export type CaseStudyUpdate = z.infer<typeof caseStudyUpdateSchema>;

// ---- PUT /api/admin/portfolio-filters/reorder ----------------------------------------------

/** The full filter list in its new order (only the slugs count); positions become 0..n-1. */
export const filterReorderSchema = z.object({
  filters: z.array(z.object({ slug: z.string().trim().min(1).max(120) }).loose()).min(1).max(500),
});
export type FilterReorder = z.input<typeof filterReorderSchema>;

// ---- GET /api/admin/conversations, GET /api/admin/resumes ----------------------------------

/** A page of conversations, latest activity first: ?limit, ?cursor (from the last page), ?q. */
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(100).optional(),
});

/** A page of résumés, newest first: ?limit, ?offset. */
export const resumeListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
