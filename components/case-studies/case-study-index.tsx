"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import { inFilter } from "@/lib/case-studies/filter-match";
import type { CaseStudyIndexEntry } from "@/lib/case-studies/views";
import type { PortfolioFilter } from "@/lib/content/types";
import { FilterBar } from "./filter-bar";
import { PendingLink } from "@/components/content/pending-link";

/**
 * Every case study is in the server HTML; the filters only hide cards. The chosen filter is kept
 * in ?filter= so a filtered view can be shared. The cards themselves are rendered on the server
 * (`card`), so their images' attributes are computed there and this component ships no image code.
 */
const subscribeToHistory = (notify: () => void) => {
  window.addEventListener("popstate", notify);
  return () => window.removeEventListener("popstate", notify);
};

export type CaseStudyIndexItem = CaseStudyIndexEntry & { card: ReactNode };

export function CaseStudyIndex({ studies, filters }: { studies: CaseStudyIndexItem[]; filters: PortfolioFilter[] }) {
  // The server renders "all"; in the browser a ?filter= in the URL takes over.
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => "",
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const fromUrl = new URLSearchParams(search).get("filter");
  const active = chosen ?? (fromUrl && filters.some((filter) => filter.slug === fromUrl) ? fromUrl : "all");

  const choose = (slug: string) => {
    setChosen(slug);
    const url = new URL(window.location.href);
    if (slug === "all") url.searchParams.delete("filter");
    else url.searchParams.set("filter", slug);
    window.history.replaceState(null, "", url);
  };

  const visible = studies.filter((study) => inFilter(study.filters, active));
  return (
    <>
      {/* The cards' titles are h3s (as in the portfolio modal, under its h2): this keeps the outline in order. */}
      <h2 className="sr-only">All case studies</h2>
      <FilterBar filters={filters} active={active} onChange={choose} />
      <p className="sr-only" aria-live="polite">
        {visible.length} case studies shown
      </p>
      {visible.length === 0 ? (
        <p className="mt-16 text-center text-muted">No case studies found in this category</p>
      ) : (
        <ul className="mt-10 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((study) => (
            <li key={study.id}>
              <PendingLink pendingView="case-study" href={`/case-studies/${study.id}`} className="group block rounded-card focus-visible:outline-offset-8">
                {study.card}
              </PendingLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
