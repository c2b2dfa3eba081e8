import { z } from "zod";

// zod schemas for case studies (SPEC.md section 3). Stored Json columns are parsed with these on
// read, and admin writes (issue 4) validate their bodies with them.

const text = z.string().trim().min(1);
/** A site path ("/media/...") or an absolute http(s) URL. */
export const mediaUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("/") || /^https?:\/\//i.test(value), "must be a site path or an http(s) URL");

export const caseStudyImagesSchema = z.object({
  thumbnail: mediaUrl,
  hero: mediaUrl,
  gallery: z.array(mediaUrl),
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
