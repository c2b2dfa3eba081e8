import { slugify } from "../slug";
import type { CaseStudy, PortfolioFilter, Service } from "../content/types";

/**
 * Portfolio filters derived from case studies: their services first (type "service", in the
 * order of the services list, then any others alphabetically), then their industries
 * (type "industry", alphabetically). Positions run 0..n-1.
 */
export function deriveFilters(caseStudies: CaseStudy[], services: Pick<Service, "title">[] = []): PortfolioFilter[] {
  const order = new Map(services.map((service, index) => [service.title, index]));
  const usedServices = [...new Set(caseStudies.flatMap((study) => study.services))].sort((a, b) => {
    const rank = (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity);
    return Number.isNaN(rank) || rank === 0 ? a.localeCompare(b) : rank;
  });
  const industries = [...new Set(caseStudies.map((study) => study.industry))].sort((a, b) => a.localeCompare(b));

  const labelled = [
    ...usedServices.map((label) => ({ label, type: "service" as const })),
    ...industries.map((label) => ({ label, type: "industry" as const })),
  ];
  const seen = new Set<string>();
  const filters: PortfolioFilter[] = [];
  for (const { label, type } of labelled) {
    const slug = slugify(label);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    filters.push({ slug, label, type, position: filters.length });
  }
  return filters;
}

/**
 * When no filters are saved: labels derived from the case studies' services and industries,
 * sorted alphabetically.
 */
export function fallbackFilters(caseStudies: CaseStudy[]): PortfolioFilter[] {
  return deriveFilters(caseStudies)
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((filter, position) => ({ ...filter, position }));
}
