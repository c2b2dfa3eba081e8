import type { Metadata } from "next";
import { CaseStudyCardContent } from "@/components/case-studies/case-study-card";
import { CaseStudyIndex } from "@/components/case-studies/case-study-index";
import { indexEntry } from "@/lib/case-studies/views";
import { JsonLdScript } from "@/components/ui/json-ld";
import { fallbackFilters } from "@/lib/case-studies/filters";
import { listPortfolioFilters } from "@/lib/db/case-studies";
import { listCaseStudies } from "@/lib/db/content";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { templateMetadata } from "@/lib/seo/metadata";
import { pageSeo } from "@/lib/seo/templates";

export const metadata: Metadata = templateMetadata(pageSeo.caseStudies);

export default async function CaseStudiesPage() {
  const [studies, saved] = await Promise.all([listCaseStudies(), listPortfolioFilters()]);
  const filters = saved.length ? saved : fallbackFilters(studies);
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-16 md:px-10">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
        ])}
      />
      <header className="mb-12 max-w-3xl">
        <p className="text-xs uppercase tracking-[0.35em] text-accent">Our work</p>
        <h1 className="mt-4 font-display text-headline">Case Studies</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">The challenge, what we made and what it did for the business, told by the teams who made it.</p>
      </header>
      <CaseStudyIndex
        filters={filters}
        studies={studies.map((study, index) => ({
          ...indexEntry(study),
          // The first card's image is the page's largest paint (alone in the first row on a phone):
          // preloaded at high priority. The others load as they near the screen, so they do not
          // share a phone's first connections with it.
          card: <CaseStudyCardContent study={study} priority={index === 0} />,
        }))}
      />
    </main>
  );
}
