import { z } from "zod";

// zod schemas for case studies. Stored Json columns are parsed with these on read, and admin writes
// validate their bodies with them.

// The admin's case-study editor runs these schemas in the browser, under a policy without
// 'unsafe-eval'. zod probes for eval with `new Function("")` before it compiles a fast path, and
// the blocked probe is reported as a Content-Security-Policy violation even though zod catches
// it; jitless skips the probe (nothing can be compiled there anyway). The server keeps the JIT.
if (typeof window !== "undefined") z.config({ jitless: true });

const text = z.string().trim().min(1);
/** A site path ("/media/...") or an absolute http(s) URL. */
export const mediaUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("/") || /^https?:\/\//i.test(value), "must be a site path or an http(s) URL");

/** Images may be empty while an admin has not uploaded them yet (the pages show a placeholder). */
export const caseStudyImagesSchema = z.object({
  thumbnail: mediaUrl.or(z.literal("")).default(""),
  hero: mediaUrl.or(z.literal("")).default(""),
  gallery: z.array(mediaUrl).default([]),
});

export const caseStudyVideoItemSchema = z.object({
  title: text,
  url: mediaUrl,
  format: text,
});

export const caseStudyVideosSchema = z.union([
  z.object({ hero: mediaUrl, gallery: z.array(mediaUrl) }),
  z.array(caseStudyVideoItemSchema),
]);

export const caseStudyMetricsSchema = z.object({
  primary: text,
  secondary: z.array(text),
});

export const caseStudyQuoteSchema = z.object({
  text: text,
  attribution: text,
});

export const caseStudySchema = z.object({
  id: text,
  title: text,
  client: text,
  industry: text,
  duration: text.nullable(),
  challenge: text,
  strategy: text.nullable(),
  execution: z.array(text),
  results: z.array(text),
  tags: z.array(text),
  services: z.array(text),
  images: caseStudyImagesSchema,
  videos: caseStudyVideosSchema.nullable(),
  metrics: caseStudyMetricsSchema,
  quote: caseStudyQuoteSchema.nullable(),
  videoUrl: mediaUrl.nullable(),
});

// ---- admin writes (POST /api/case-studies, PUT /api/case-studies/{id}) ---------------------

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
    thumbnail: mediaUrl.or(z.literal("")),
    hero: mediaUrl.or(z.literal("")),
    gallery: z.array(mediaUrl).max(30),
  }),
  videos: caseStudyVideosSchema.nullable(),
  metrics: caseStudyMetricsSchema,
  quote: caseStudyQuoteSchema.nullable(),
  videoUrl: mediaUrl.nullable(),
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
