"use client";

import { useEffect, useState } from "react";
import { fallbackFilters } from "@/lib/case-studies/filters";
import {
  caseStudyBundleSchema,
  caseStudyListResponseSchema,
  portfolioFiltersResponseSchema,
  type CaseStudy,
  type PortfolioFilter,
} from "@/lib/contracts/case-studies";
import { apiJson, HttpError } from "@/lib/api-client/client";

// The portfolio's data, fetched only while the modal is open, once per page: no retries, no
// refetch on focus, no polling. A failed load can be retried by hand.

export type PortfolioData = { studies: CaseStudy[]; filters: PortfolioFilter[] };

let cached: Promise<PortfolioData> | null = null;

const listCaseStudies = () => apiJson("GET", "/api/case-studies", caseStudyListResponseSchema);

async function load(): Promise<PortfolioData> {
  const [{ caseStudies }, { filters }] = await Promise.all([listCaseStudies(), apiJson("GET", "/api/portfolio-filters", portfolioFiltersResponseSchema)]);
  const studies = Object.values(caseStudies);
  return { studies, filters: filters.length ? filters : fallbackFilters(studies) };
}

/** What the modal says went wrong: the server's words, or the status. */
function failure(error: unknown): string {
  if (error instanceof HttpError) return error.detail ?? error.statusLine;
  return error instanceof Error ? error.message : "Could not load the portfolio";
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
        if (live) setState({ data: null, error: failure(error) });
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
  bundle ??= apiJson("GET", "/case-studies-bundle.json", caseStudyBundleSchema).then(
    (body) => body.caseStudies,
    () => ({}),
  );
  const fromBundle = (await bundle)[slug];
  if (fromBundle) return fromBundle;
  const { case_studies } = await listCaseStudies();
  return case_studies.find((study) => study.id === slug) ?? null;
}
