import type { z } from "zod";
import type { CaseStudy, CaseStudyImages } from "@/lib/content/types";
import { caseStudyCreateSchema, caseStudyUpdateSchema, type CaseStudyCreate } from "@/lib/contracts/admin-requests";
import { caseStudyVideosSchema } from "@/lib/contracts/case-studies";

// The admin case-study form's state and its conversion to and from the API's JSON (pure, so it
// is unit tested). Every input is a string; list rows left blank are dropped on save, so an
// admin can add a row and leave it empty without an error.

export type VideosMode = "none" | "object" | "list";
export type VideoItemValues = { title: string; url: string; format: string };

export type CaseStudyFormValues = {
  title: string;
  client: string;
  industry: string;
  duration: string;
  challenge: string;
  strategy: string;
  execution: string[];
  results: string[];
  tags: string[];
  services: string[];
  metricsPrimary: string;
  metricsSecondary: string[];
  quoteText: string;
  quoteAttribution: string;
  videoUrl: string;
  videosMode: VideosMode;
  videoHero: string;
  videoGallery: string[];
  videoItems: VideoItemValues[];
  images: CaseStudyImages;
};

/** The form's list fields, each an add/remove list of text rows. */
export type TextListField = "execution" | "results" | "tags" | "services" | "metricsSecondary" | "videoGallery";

/** Field errors keyed by form path: "title", "execution.2", "videoItems.0.url", "quote"… */
export type FormErrors = Record<string, string>;

const CHALLENGE_PREVIEW_LENGTH = 150;

/** The list's challenge preview: its first 150 characters, "…" when cut. */
export function challengePreview(challenge: string, length = CHALLENGE_PREVIEW_LENGTH): string {
  return challenge.length > length ? `${challenge.slice(0, length).trimEnd()}…` : challenge;
}

export function emptyCaseStudyForm(): CaseStudyFormValues {
  return {
    title: "",
    client: "",
    industry: "",
    duration: "",
    challenge: "",
    strategy: "",
    execution: [],
    results: [],
    tags: [],
    services: [],
    metricsPrimary: "",
    metricsSecondary: [],
    quoteText: "",
    quoteAttribution: "",
    videoUrl: "",
    videosMode: "none",
    videoHero: "",
    videoGallery: [],
    videoItems: [],
    images: { thumbnail: "", hero: "", gallery: [] },
  };
}

export function caseStudyToForm(study: CaseStudy): CaseStudyFormValues {
  const videos = study.videos;
  return {
    title: study.title,
    client: study.client,
    industry: study.industry,
    duration: study.duration ?? "",
    challenge: study.challenge,
    strategy: study.strategy ?? "",
    execution: [...study.execution],
    results: [...study.results],
    tags: [...study.tags],
    services: [...study.services],
    metricsPrimary: study.metrics.primary,
    metricsSecondary: [...study.metrics.secondary],
    quoteText: study.quote?.text ?? "",
    quoteAttribution: study.quote?.attribution ?? "",
    videoUrl: study.videoUrl ?? "",
    videosMode: videos === null ? "none" : Array.isArray(videos) ? "list" : "object",
    videoHero: videos && !Array.isArray(videos) ? videos.hero : "",
    videoGallery: videos && !Array.isArray(videos) ? [...videos.gallery] : [],
    videoItems: Array.isArray(videos) ? videos.map((item) => ({ title: item.title, url: item.url, format: item.format })) : [],
    images: { thumbnail: study.images.thumbnail, hero: study.images.hero, gallery: [...study.images.gallery] },
  };
}

type Row<T> = { value: T; index: number };

/** Non-blank rows, trimmed, each with its index in the form (to point errors at the right row). */
function keep(rows: string[]): Row<string>[] {
  return rows.map((row, index) => ({ value: row.trim(), index })).filter((row) => row.value !== "");
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * The form as API JSON (the same for create and update: every field, so nothing goes stale), and
 * where each sent list row sits in the form.
 */
function toPayload(values: CaseStudyFormValues) {
  const rows = {
    execution: keep(values.execution),
    results: keep(values.results),
    tags: keep(values.tags),
    services: keep(values.services),
    metricsSecondary: keep(values.metricsSecondary),
    videoGallery: keep(values.videoGallery),
    videoItems: values.videoItems
      .map((item, index) => ({ value: { title: item.title.trim(), url: item.url.trim(), format: item.format.trim() }, index }))
      .filter((row) => row.value.title !== "" || row.value.url !== ""),
  };
  const quoteText = values.quoteText.trim();
  const quoteAttribution = values.quoteAttribution.trim();
  const videos =
    values.videosMode === "object"
      ? { hero: values.videoHero.trim(), gallery: rows.videoGallery.map((row) => row.value) }
      : values.videosMode === "list"
        ? rows.videoItems.map((row) => row.value)
        : null;
  const payload = {
    title: values.title.trim(),
    client: values.client.trim(),
    industry: values.industry.trim(),
    duration: orNull(values.duration),
    challenge: values.challenge.trim(),
    strategy: orNull(values.strategy),
    execution: rows.execution.map((row) => row.value),
    results: rows.results.map((row) => row.value),
    tags: rows.tags.map((row) => row.value),
    services: rows.services.map((row) => row.value),
    images: { thumbnail: values.images.thumbnail, hero: values.images.hero, gallery: [...values.images.gallery] },
    videos,
    metrics: { primary: values.metricsPrimary.trim(), secondary: rows.metricsSecondary.map((row) => row.value) },
    // The quote is optional as a whole: both parts empty means no quote.
    quote: quoteText === "" && quoteAttribution === "" ? null : { text: quoteText, attribution: quoteAttribution },
    videoUrl: orNull(values.videoUrl),
  };
  return { payload, rows };
}

/** A short, human message for one schema issue. */
function messageFor(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_small" && issue.origin === "string") return "Required";
  if (issue.code === "too_big" && issue.origin === "string") return `Must be ${issue.maximum} characters or fewer`;
  if (issue.code === "too_big" && issue.origin === "array") return `At most ${issue.maximum} items`;
  if (issue.code === "custom" && issue.message.startsWith("must be a site path")) return "Must be a site path (/…) or an http(s) URL";
  return issue.message;
}

/** The form path for an API path: list indexes go back to the form's rows, the quote splits in two. */
function formPath(path: PropertyKey[], rows: ReturnType<typeof toPayload>["rows"], mode: VideosMode): string {
  const [head, ...rest] = path.map(String);
  const row = (list: keyof typeof rows, at: string | undefined, tail: string[]) =>
    at === undefined ? list : [list, String(rows[list][Number(at)]?.index ?? at), ...tail].join(".");
  switch (head) {
    case "execution":
    case "results":
    case "tags":
    case "services":
      return row(head, rest[0], rest.slice(1));
    case "metrics":
      return rest[0] === "secondary" ? row("metricsSecondary", rest[1], []) : "metricsPrimary";
    case "quote":
      return rest[0] === "attribution" ? "quoteAttribution" : "quoteText";
    case "videos":
      if (mode === "list") return row("videoItems", rest[0], rest.slice(1));
      return rest[0] === "gallery" ? row("videoGallery", rest[1], []) : "videoHero";
    default:
      return [head, ...rest].join(".");
  }
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined), value);
}

export type ValidationResult = { ok: true; payload: CaseStudyCreate } | { ok: false; errors: FormErrors };

/**
 * The form as the JSON to send, checked with the API's own schema (create or update); when it
 * fails, what is wrong per field (the first message per field wins).
 */
export function validateCaseStudyForm(values: CaseStudyFormValues, mode: "create" | "edit"): ValidationResult {
  const { payload, rows } = toPayload(values);
  const schema = mode === "create" ? caseStudyCreateSchema : caseStudyUpdateSchema;
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, payload: payload as CaseStudyCreate };

  const issues: z.core.$ZodIssue[] = [];
  for (const issue of result.error.issues) {
    // A union failure says only "invalid input"; the shape the admin chose says which field is wrong.
    if (issue.code === "invalid_union" && issue.path[0] === "videos" && payload.videos) {
      const branch = caseStudyVideosSchema.def.options[values.videosMode === "list" ? 1 : 0];
      const detail = branch.safeParse(payload.videos);
      if (!detail.success) {
        issues.push(...detail.error.issues.map((inner) => ({ ...inner, path: ["videos", ...inner.path] })));
        continue;
      }
    }
    issues.push(issue);
  }
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = formPath(issue.path, rows, values.videosMode);
    errors[key] ??= valueAt(payload, issue.path) === "" ? "Required" : messageFor(issue);
  }
  return { ok: false, errors };
}

/** The form after an image upload (the server has already attached it to the case study). */
export function withUploadedImage(values: CaseStudyFormValues, imageType: keyof CaseStudyImages, path: string): CaseStudyFormValues {
  const images = imageType === "gallery" ? { ...values.images, gallery: [...values.images.gallery, path] } : { ...values.images, [imageType]: path };
  return { ...values, images };
}
