import * as z from "zod/mini";
import type { PortfolioFilterType } from "./enums";
import { count, text } from "./schema";

// Case studies and the portfolio's filters as the API answers them: GET /api/case-studies, the
// static /case-studies-bundle.json, the admin's writes (POST /api/case-studies, PUT
// /api/case-studies/{id}: their requests are in admin-requests.ts), an image upload, GET
// /api/portfolio-filters and the reorder. The database's rows are read with caseStudySchema too,
// so what is stored, served and decoded has one shape.

/** A site path ("/media/...") or an absolute http(s) URL. */
export const mediaUrl = z.string().check(
  z.trim(),
  z.refine((value) => value.startsWith("/") || /^https?:\/\//i.test(value), "must be a site path or an http(s) URL"),
);

const optionalImage = z._default(z.union([mediaUrl, z.literal("")]), "");

/** Images may be empty while an admin has not uploaded them yet (the pages show a placeholder). */
const caseStudyImagesSchema = z.object({
  thumbnail: optionalImage,
  hero: optionalImage,
  gallery: z._default(z.array(mediaUrl), []),
});

/** A video in the list shape of `videos`; `format` is "vertical" or another format name. */
const caseStudyVideoItemSchema = z.object({
  title: text,
  url: mediaUrl,
  format: text,
});

/** `videos` comes in two shapes: an object with a hero and a gallery, or a list of items. */
export const caseStudyVideosSchema = z.union([z.object({ hero: mediaUrl, gallery: z.array(mediaUrl) }), z.array(caseStudyVideoItemSchema)]);

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
  duration: z.nullable(text),
  challenge: text,
  strategy: z.nullable(text),
  execution: z.array(text),
  results: z.array(text),
  tags: z.array(text),
  services: z.array(text),
  images: caseStudyImagesSchema,
  videos: z.nullable(caseStudyVideosSchema),
  metrics: caseStudyMetricsSchema,
  quote: z.nullable(caseStudyQuoteSchema),
  videoUrl: z.nullable(mediaUrl),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
export type CaseStudyImages = CaseStudy["images"];
export type CaseStudyVideoItem = z.infer<typeof caseStudyVideoItemSchema>;

const caseStudyMapSchema = z.record(z.string(), caseStudySchema);

/** GET /api/case-studies: a map by slug (the modal, the admin) and a list in order (the pages). */
export const caseStudyListResponseSchema = z.object({
  caseStudies: caseStudyMapSchema,
  case_studies: z.array(caseStudySchema),
});
export type CaseStudyListResponse = z.infer<typeof caseStudyListResponseSchema>;

/** A case study as staff see it: with whether visitors see it. */
const adminCaseStudySchema = z.extend(caseStudySchema, { published: z.boolean() });
export type AdminCaseStudy = z.infer<typeof adminCaseStudySchema>;

/** GET /api/admin/case-studies: every case study in order, the unpublished ones too. */
export const adminCaseStudyListResponseSchema = z.object({ case_studies: z.array(adminCaseStudySchema) });
export type AdminCaseStudyListResponse = z.infer<typeof adminCaseStudyListResponseSchema>;

/** DELETE /api/case-studies/{id}: the id deleted, and how many of its uploaded images were removed. */
export const caseStudyDeleteResponseSchema = z.object({ deleted: z.string(), imagesRemoved: count });
export type CaseStudyDeleteResponse = z.infer<typeof caseStudyDeleteResponseSchema>;

/** GET /case-studies-bundle.json: the map by slug, checked before the API. */
export const caseStudyBundleSchema = z.object({ caseStudies: caseStudyMapSchema });
export type CaseStudyBundle = z.infer<typeof caseStudyBundleSchema>;

/** POST /api/case-studies (201) and PUT/PATCH /api/case-studies/{id}: the case study as saved. */
export const caseStudyWriteResponseSchema = z.object({ caseStudy: adminCaseStudySchema });
export type CaseStudyWriteResponse = z.infer<typeof caseStudyWriteResponseSchema>;

/** POST /api/upload-case-study-image (201): where the image is served from; it is already attached. */
export const caseStudyImageResponseSchema = z.object({ path: z.string().check(z.minLength(1)) });
export type CaseStudyImageResponse = z.infer<typeof caseStudyImageResponseSchema>;

/** A portfolio filter button; `type` is "service", "industry" or another kind, shown as it is. */
const portfolioFilterSchema = z.object({
  slug: text,
  label: text,
  type: z.custom<PortfolioFilterType>((value) => typeof value === "string"),
  position: count,
});
export type PortfolioFilter = z.infer<typeof portfolioFilterSchema>;

/** GET /api/portfolio-filters and PUT /api/admin/portfolio-filters/reorder: the filters in saved order. */
export const portfolioFiltersResponseSchema = z.object({ filters: z.array(portfolioFilterSchema) });
export type PortfolioFiltersResponse = z.infer<typeof portfolioFiltersResponseSchema>;
