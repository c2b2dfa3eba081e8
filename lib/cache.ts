import "server-only";
import { revalidatePath } from "next/cache";
import { invalidateKnowledgeBase } from "./concierge/knowledge";

// What a write to the site's content makes stale. Pages are prerendered from the database (never
// from the seed arrays in lib/content); after a write every route that shows what changed is
// regenerated on its next request (no rebuild), and the concierge's knowledge is rebuilt.

/** The database content that prerendered routes show. */
export type ContentKind = "caseStudies" | "portfolioFilters" | "services" | "faq";

export type ContentRoute = {
  /**
   * As revalidatePath() takes it: a URL path, or a route's folder path (route groups included)
   * with its dynamic segment.
   */
  path: string;
  /** "layout": the layout at `path` and everything under it; "page": every page `path` matches. */
  type?: "layout" | "page";
  /**
   * For a `[slug]` route: each page shows only its own item, so a write to an item regenerates
   * that item's page (its URL: the path without route groups, the id for the slug).
   */
  each?: boolean;
  shows: readonly ContentKind[];
};

/**
 * The one dependency map: every prerendered route that reads content from the database, and what
 * it reads. tests/unit/content-routes.test.ts reads the routes' files and fails when a route reads
 * content that is not listed here, or a listing no longer matches its route.
 */
export const CONTENT_ROUTES: readonly ContentRoute[] = [
  // The root layout's footer lists the services on every page.
  { path: "/", type: "layout", shows: ["services"] },
  { path: "/about", shows: ["caseStudies", "services"] },
  { path: "/los-angeles-advertising-agency", shows: ["caseStudies", "services", "faq"] },
  { path: "/services", shows: ["services"] },
  // The service pages and their Open Graph images.
  { path: "/(site)/(content)/services/[slug]", type: "layout", shows: ["services"] },
  { path: "/case-studies", shows: ["caseStudies", "portfolioFilters"] },
  { path: "/(site)/(content)/case-studies/[slug]", type: "page", each: true, shows: ["caseStudies"] },
  { path: "/case-studies-bundle.json", shows: ["caseStudies"] },
  { path: "/sitemap.xml", shows: ["caseStudies", "services"] },
];

/** revalidatePath()'s arguments for every route that shows this content (`id`: the item written). */
export function stalePaths(kind: ContentKind, id?: string): [path: string, type?: "layout" | "page"][] {
  return CONTENT_ROUTES.filter((route) => route.shows.includes(kind)).map((route) => {
    if (route.each && id) return [route.path.replace(/\/\([^/]*\)/g, "").replace("[slug]", id)];
    return route.type ? [route.path, route.type] : [route.path];
  });
}

/** What the concierge answers from (lib/concierge/knowledge.ts). */
const KNOWN_TO_THE_CONCIERGE: readonly ContentKind[] = ["caseStudies", "services", "faq"];

function contentChanged(kind: ContentKind, id?: string): void {
  // Outside a Next server (jest, scripts) there is no page cache to invalidate.
  if (process.env.NEXT_RUNTIME) for (const [path, type] of stalePaths(kind, id)) revalidatePath(path, type);
  if (KNOWN_TO_THE_CONCIERGE.includes(kind)) invalidateKnowledgeBase();
}

/** After a case study is created or changed (its text or its images). */
export function caseStudiesChanged(id: string): void {
  contentChanged("caseStudies", id);
}

/** After the portfolio filters are reordered. */
export function portfolioFiltersChanged(): void {
  contentChanged("portfolioFilters");
}

/**
 * After a knowledge entry is created, changed, deleted or reordered: the Los Angeles page's FAQ
 * (its onPage entries and their structured data) and the concierge's knowledge.
 */
export function knowledgeChanged(): void {
  contentChanged("faq");
}
