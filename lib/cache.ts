import "server-only";
import { revalidatePath } from "next/cache";
import { invalidateKnowledgeBase } from "./concierge/knowledge";

// What an admin write makes stale. Pages are prerendered from the database; after a write the
// affected paths are regenerated on their next request (no rebuild), and the concierge's
// knowledge is rebuilt.

function revalidate(paths: string[]) {
  // Outside a Next server (jest, scripts) there is no page cache to invalidate.
  if (!process.env.NEXT_RUNTIME) return;
  for (const path of paths) revalidatePath(path);
}

export function caseStudiesChanged(id?: string): void {
  revalidate([
    ...(id ? [`/case-studies/${id}`] : []),
    "/case-studies",
    "/case-studies-bundle.json",
    "/sitemap.xml",
  ]);
  invalidateKnowledgeBase();
}

export function portfolioFiltersChanged(): void {
  revalidate(["/case-studies"]);
}
