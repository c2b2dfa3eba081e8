import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackButton } from "@/components/case-studies/back-button";
import { CaseStudyDetail } from "@/components/case-studies/case-study-detail";
import { ButtonLink } from "@/components/ui/button";
import { JsonLdScript } from "@/components/ui/json-ld";
import { siteConfig } from "@/lib/content/site";
import { getCaseStudy } from "@/lib/db/case-studies";
import { listCaseStudies } from "@/lib/db/content";
import { breadcrumbJsonLd, caseStudyJsonLd } from "@/lib/seo/json-ld";
import { cut, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

// Prerendered for every case study at build; new ones render on first request. Admin writes
// revalidate the path (lib/cache.ts).
export async function generateStaticParams() {
  return (await listCaseStudies()).map((study) => ({ slug: study.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await getCaseStudy((await params).slug);
  if (!study) return { title: "Case Study Not Found", robots: { index: false } };
  return pageMetadata({
    // Titles already carry the client ("Pacific Crest Go Further"); end with the agency like every page.
    title: `${study.title} Case Study | ${siteConfig.name}`,
    description: cut(study.challenge, 120),
    path: `/case-studies/${study.id}`,
    image: study.images.hero || study.images.thumbnail || null,
    imageAlt: `${study.client}: ${study.title}`,
    type: "article",
    keywords: [...study.tags, ...study.services, study.industry],
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await getCaseStudy((await params).slug);
  if (!study) notFound();

  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-8 md:px-10">
      <JsonLdScript
        data={[
          caseStudyJsonLd(study),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Case Studies", path: "/case-studies" },
            { name: study.title, path: `/case-studies/${study.id}` },
          ]),
        ]}
      />
      <CaseStudyDetail
        study={study}
        variant="page"
        titleLevel={1}
        nav={
          <nav aria-label="Case study" className="flex flex-wrap items-center gap-2">
            <BackButton fallbackHref="/case-studies" />
            <ButtonLink href="/" variant="ghost">
              Return to Home
            </ButtonLink>
          </nav>
        }
        showServicesAndTags
        summaryEnd={
          <section className="rounded-card border border-accent/30 bg-accent/10 p-6 md:p-8">
            <h2 className="font-display text-2xl">Ready for Similar Results?</h2>
            <p className="mt-3 text-sm leading-relaxed text-fg/80">Tell us what you&apos;re launching and we&apos;ll show you how we&apos;d approach it.</p>
            <ButtonLink href="/contact" className="mt-6 w-full">
              Start Your Project
            </ButtonLink>
          </section>
        }
      />
    </main>
  );
}
