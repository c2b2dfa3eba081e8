import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackButton } from "@/components/case-studies/back-button";
import { CaseStudyQuote } from "@/components/case-studies/case-study-quote";
import { VideoErrorLog } from "@/components/case-studies/video-error-log";
import { VideoPlayer } from "@/components/case-studies/video-player";
import { ButtonLink } from "@/components/ui/button";
import { JsonLdScript } from "@/components/ui/json-ld";
import { MediaImage } from "@/components/ui/media-image";
import { galleryVideos, heroVideo, storyParts } from "@/lib/case-studies/views";
import { siteConfig } from "@/lib/content/site";
import { getCaseStudy } from "@/lib/db/case-studies";
import { listCaseStudies } from "@/lib/db/content";
import { breadcrumbJsonLd, caseStudyJsonLd } from "@/lib/seo/json-ld";
import { cut, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * The hero's width: the page's column, inside its 1.5rem side padding on a phone. The vw term comes
 * after a space because next/image leaves the widths under the smallest vw share out of the srcset
 * only when it finds one that way ("calc(100vw" would give every width down to 32 px).
 */
const HERO_SIZES = "(min-width: 1280px) 1216px, calc(-3rem + 100vw)";

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

function Card({ title, children, className = "" }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-line bg-surface p-6 md:p-8 ${className}`}>
      <h2 className="mb-4 text-xs font-medium uppercase tracking-[0.3em] text-accent">{title}</h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3 text-base leading-relaxed text-fg/85">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Pills({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={className}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await getCaseStudy((await params).slug);
  if (!study) notFound();

  const hero = heroVideo(study);
  const videos = galleryVideos(study);
  const label = `${study.client}: ${study.title}`;

  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-8 md:px-10">
      <VideoErrorLog />
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
      <nav aria-label="Case study" className="flex flex-wrap items-center gap-2">
        <BackButton fallbackHref="/case-studies" />
        <ButtonLink href="/" variant="ghost">
          Return to Home
        </ButtonLink>
      </nav>

      <header className="mt-10 max-w-4xl">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-medium text-accent">{study.industry}</span>
          {study.duration ? (
            <span className="rounded-full border border-line px-3 py-1 text-xs text-muted">{study.duration}</span>
          ) : null}
        </div>
        <h1 className="mt-6 font-display text-headline">{study.title}</h1>
        <p className="mt-4 text-lg text-muted">
          Client: <span className="text-fg">{study.client}</span>
        </p>
      </header>

      <div className="mt-10">
        {hero ? (
          <VideoPlayer url={hero} title={`${label}, film`} poster={study.images.hero || undefined} sizes={HERO_SIZES} priority />
        ) : study.images.hero ? (
          <div className="relative aspect-video overflow-hidden rounded-card">
            <MediaImage src={study.images.hero} alt={label} label={study.client} sizes={HERO_SIZES} priority />
          </div>
        ) : (
          <div className="flex aspect-video items-center justify-center rounded-card border border-dashed border-line text-muted">
            No hero media available
          </div>
        )}
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          {storyParts(study).map((part) => (
            <Card key={part.title} title={part.title}>
              {part.items ? <Bullets items={part.items} /> : <p className="text-lg leading-relaxed text-fg/90">{part.text}</p>}
            </Card>
          ))}
          {videos.length || study.images.gallery.length ? (
            // Below the fold on every screen: content-visibility skips its layout until the gallery
            // comes near the viewport.
            <Card title="Gallery" className="[contain-intrinsic-height:auto_40rem] [content-visibility:auto]">
              <div className="grid gap-4 sm:grid-cols-2">
                {videos.map((video) => (
                  <div key={video.url} className={video.format === "vertical" ? "flex justify-center sm:row-span-2" : ""}>
                    <VideoPlayer url={video.url} title={video.title} vertical={video.format === "vertical"} sizes={video.format === "vertical" ? "384px" : "(min-width: 1024px) 420px, 100vw"} />
                  </div>
                ))}
                {study.images.gallery.map((image, index) => (
                  <div key={image} className="relative aspect-[3/2] overflow-hidden rounded-card">
                    <MediaImage src={image} alt={`${label}, image ${index + 1}`} label={study.client} sizes="(min-width: 1024px) 420px, 100vw" />
                  </div>
                ))}
              </div>
            </Card>
          ) : null}
          {study.quote ? <CaseStudyQuote quote={study.quote} large /> : null}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Project summary">
          <Card title="Key Results">
            <p className="font-display text-3xl leading-tight text-fg">{study.metrics.primary}</p>
            {study.metrics.secondary.length ? (
              <ul className="mt-5 space-y-2 border-t border-line pt-5 text-sm text-fg/80">
                {study.metrics.secondary.map((metric) => (
                  <li key={metric}>{metric}</li>
                ))}
              </ul>
            ) : null}
          </Card>
          {study.services.length ? (
            <Card title="Services Provided">
              <Pills items={study.services} className="rounded-full bg-white/5 px-3 py-1.5 text-sm text-fg/85" />
            </Card>
          ) : null}
          {study.tags.length ? (
            <Card title="Tags">
              <Pills items={study.tags} className="rounded-full border border-line px-3 py-1 text-xs text-muted" />
            </Card>
          ) : null}
          <section className="rounded-card border border-accent/30 bg-accent/10 p-6 md:p-8">
            <h2 className="font-display text-2xl">Ready for Similar Results?</h2>
            <p className="mt-3 text-sm leading-relaxed text-fg/80">
              Tell us what you&apos;re launching and we&apos;ll show you how we&apos;d approach it.
            </p>
            <ButtonLink href="/contact" className="mt-6 w-full">
              Start Your Project
            </ButtonLink>
          </section>
        </aside>
      </div>
    </main>
  );
}
