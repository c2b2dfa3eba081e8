import { slugify } from "../slug";
import { inFilter } from "./filter-match";
import type { CaseStudy, CaseStudyVideoItem } from "../content/types";

// Derived views of a case study shared by the page, the index and the portfolio modal.

/** The hero video: the object shape's hero, else videoUrl, else none. */
export function heroVideo(study: CaseStudy): string | null {
  if (study.videos && !Array.isArray(study.videos) && study.videos.hero) return study.videos.hero;
  return study.videoUrl || null;
}

/** Gallery videos in one shape, whichever shape `videos` uses (the hero is not repeated). */
export function galleryVideos(study: CaseStudy): CaseStudyVideoItem[] {
  if (!study.videos) return [];
  if (Array.isArray(study.videos)) return study.videos.filter((video) => video.url !== heroVideo(study));
  return study.videos.gallery.map((url, index) => ({ title: `${study.client} film ${index + 1}`, url, format: "horizontal" }));
}

/** One titled part of a case study's story: a paragraph, or a list of points. */
export type StoryPart = { title: string } & ({ text: string; items?: never } | { items: string[]; text?: never });

/**
 * The written parts of a case study, in the order its page and the portfolio's detail view tell
 * them; a part with nothing to say is left out (the challenge is always there).
 */
export function storyParts(study: CaseStudy): StoryPart[] {
  const parts: StoryPart[] = [{ title: "The Challenge", text: study.challenge }];
  if (study.strategy) parts.push({ title: "Our Strategy", text: study.strategy });
  if (study.execution.length) parts.push({ title: "Execution", items: study.execution });
  if (study.results.length) parts.push({ title: "Results", items: study.results });
  return parts;
}

/** The filter slugs a case study belongs to: its services and its industry. */
function filterSlugs(study: CaseStudy): string[] {
  return [...study.services.map(slugify), slugify(study.industry)];
}

export function matchesFilter(study: CaseStudy, filter: string): boolean {
  return inFilter(filterSlugs(study), filter);
}

/** What a case study's card shows: a full CaseStudy is one. */
export type CaseStudyCardFace = Pick<CaseStudy, "title" | "client" | "industry"> & {
  images: Pick<CaseStudy["images"], "thumbnail">;
  metrics: Pick<CaseStudy["metrics"], "primary">;
};

/**
 * What the case-study index's client component needs of a study besides its card, which the server
 * renders: its link and the filters it belongs to. Every field passed to a client component is
 * written into the page's HTML a second time (its RSC payload), so only these.
 */
export type CaseStudyIndexEntry = { id: string; filters: string[] };

export function indexEntry(study: CaseStudy): CaseStudyIndexEntry {
  return { id: study.id, filters: filterSlugs(study) };
}
