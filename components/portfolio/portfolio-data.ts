"use client";

import { useEffect, useState } from "react";
import { fallbackFilters } from "@/lib/case-studies/filters";
import type { CaseStudy, PortfolioFilter } from "@/lib/content/types";
import { apiRequest } from "@/lib/http/client";

// The portfolio's data, fetched only while the modal is open, once per page: no retries, no
// refetch on focus, no polling. A failed load can be retried by hand.

export type PortfolioData = { studies: CaseStudy[]; filters: PortfolioFilter[] };

let cached: Promise<PortfolioData> | null = null;

async function load(): Promise<PortfolioData> {
  const [studiesResponse, filtersResponse] = await Promise.all([
    apiRequest("GET", "/api/case-studies"),
    apiRequest("GET", "/api/portfolio-filters"),
  ]);
  const { caseStudies } = (await studiesResponse.json()) as { caseStudies: Record<string, CaseStudy> };
  const { filters } = (await filtersResponse.json()) as { filters: PortfolioFilter[] };
  const studies = Object.values(caseStudies);
  return { studies, filters: filters.length ? filters : fallbackFilters(studies) };
}

export function usePortfolioData(open: boolean) {
  const [state, setState] = useState<{ data: PortfolioData | null; error: string | null }>({ data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    cached ??= load();
    cached.then(
      (data) => live && setState({ data, error: null }),
      (error: unknown) => {
        cached = null;
        if (live) setState({ data: null, error: error instanceof Error ? error.message : "Could not load the portfolio" });
      },
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);

  return { ...state, retry: () => setAttempt((value) => value + 1) };
}

let bundle: Promise<Record<string, CaseStudy>> | null = null;

/**
 * Finds one case study: the static bundle first; the API list only when the slug is absent
 * from it.
 */
export async function lookupCaseStudy(slug: string): Promise<CaseStudy | null> {
  bundle ??= fetch("/case-studies-bundle.json", { credentials: "include" })
    .then((response) => (response.ok ? response.json() : { caseStudies: {} }))
    .then((body: { caseStudies: Record<string, CaseStudy> }) => body.caseStudies)
    .catch(() => ({}));
  const fromBundle = (await bundle)[slug];
  if (fromBundle) return fromBundle;
  const response = await apiRequest("GET", "/api/case-studies");
  const { case_studies } = (await response.json()) as { case_studies: CaseStudy[] };
  return case_studies.find((study) => study.id === slug) ?? null;
}
