import type { ReactNode } from "react";
import { CaseStudyQuote } from "@/components/case-studies/case-study-quote";
import { VideoErrorLog } from "@/components/case-studies/video-error-log";
import { VideoPlayer } from "@/components/case-studies/video-player";
import { MediaImage } from "@/components/ui/media-image";
import { galleryVideos, heroVideo, storyParts } from "@/lib/case-studies/views";
import type { CaseStudy } from "@/lib/content/types";
import { cn } from "@/components/ui/cn";

// A case study's detail, written once for its own page (a server component: the whole story is in
// the page's HTML for crawlers) and for the portfolio modal's detail view (inside the client dialog).
// What differs is the skin (boxed parts and a sticky summary on the page, open parts in the modal),
// the heading levels (the page's h1, or under the dialog's h2), and what the caller puts around it:
// its wrapper, its navigation and the end of its summary.

/**
 * The page's hero width: the page's column, inside its 1.5rem side padding on a phone. The vw term
 * comes after a space because next/image leaves the widths under the smallest vw share out of the
 * srcset only when it finds one that way ("calc(100vw" would give every width down to 32 px).
 */
const PAGE_HERO_SIZES = "(min-width: 1280px) 1216px, calc(-3rem + 100vw)";

/** A titled part: boxed as a card on the page, open in the modal. */
const PAGE_CARD = "rounded-card border border-line bg-surface p-6 md:p-8";
const LABEL = "text-xs uppercase tracking-[0.3em] text-accent";

const skins = {
  page: {
    header: "mt-10 max-w-4xl",
    industry: "font-medium",
    title: "mt-6 font-display text-headline",
    client: "mt-4 text-lg text-muted",
    clientName: "text-fg",
    hero: "mt-10",
    heroSizes: PAGE_HERO_SIZES,
    // The page's largest paint: its poster or image is preloaded from the head.
    heroPriority: true,
    columns: "mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]",
    story: "space-y-6",
    part: PAGE_CARD,
    partHeading: `mb-4 font-medium ${LABEL}`,
    text: "text-lg leading-relaxed text-fg/90",
    list: "space-y-3 text-base leading-relaxed text-fg/85",
    item: "flex gap-3",
    dots: true,
    // Below the fold on every screen: content-visibility skips its layout until the gallery comes
    // near the viewport.
    gallery: `${PAGE_CARD} [contain-intrinsic-height:auto_40rem] [content-visibility:auto]`,
    galleryGrid: "grid gap-4 sm:grid-cols-2",
    verticalFilm: "flex justify-center sm:row-span-2",
    gallerySizes: "(min-width: 1024px) 420px, 100vw",
    largeQuote: true,
    aside: "space-y-6 lg:sticky lg:top-24 lg:self-start",
    asideLabel: "Project summary",
    summary: PAGE_CARD,
    primary: "font-display text-3xl leading-tight text-fg",
    secondary: "mt-5 space-y-2 border-t border-line pt-5 text-sm text-fg/80",
  },
  modal: {
    header: "mt-4",
    industry: undefined,
    title: "mt-4 font-display text-4xl leading-tight md:text-5xl",
    client: "mt-2 text-muted",
    clientName: undefined,
    hero: "mt-8",
    heroSizes: "(min-width: 1152px) 1088px, 100vw",
    heroPriority: false,
    columns: "mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_280px]",
    story: "space-y-8 text-fg/85",
    part: undefined,
    partHeading: LABEL,
    text: "mt-3 leading-relaxed",
    list: "mt-3 list-disc space-y-2 pl-5 marker:text-accent",
    item: undefined,
    dots: false,
    gallery: undefined,
    galleryGrid: "mt-4 grid gap-4 sm:grid-cols-2",
    verticalFilm: undefined,
    gallerySizes: "(min-width: 768px) 400px, 100vw",
    largeQuote: false,
    aside: "space-y-6",
    asideLabel: undefined,
    summary: "rounded-card border border-line bg-raised p-5",
    primary: "mt-3 font-display text-2xl leading-tight",
    secondary: "mt-4 space-y-1.5 text-sm text-fg/75",
  },
} as const;

type Skin = (typeof skins)[keyof typeof skins];

/** The title's level; the parts' headings are one below it. */
type TitleLevel = 1 | 3;

export type CaseStudyDetailProps = {
  study: CaseStudy;
  /** "page": the case study's own page; "modal": the portfolio's detail view. */
  variant: keyof typeof skins;
  /** 1 on the page; 3 in the portfolio, under the dialog's title. */
  titleLevel: TitleLevel;
  /** The title's id, for a wrapper labelled by it (the portfolio's `<article>`). */
  titleId?: string;
  /** Above the title: the page's Back and Return to Home, the portfolio's Back to Portfolio. */
  nav: ReactNode;
  /** The services and tags, as parts of the summary (the page shows them; the portfolio's cards and filters do). */
  showServicesAndTags?: boolean;
  /** The summary's last item: the page's call to action, the portfolio's link to the full page. */
  summaryEnd: ReactNode;
  /** Gallery images become buttons that enlarge the image (the portfolio's lightbox). */
  onZoom?: (src: string) => void;
};

function Part({ skin, level, title, className, children }: { skin: Skin; level: 2 | 4; title: string; className?: string; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <section className={className}>
      <Heading className={skin.partHeading}>{title}</Heading>
      {children}
    </section>
  );
}

function Pills({ items, className }: { items: readonly string[]; className: string }) {
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

export function CaseStudyDetail({ study, variant, titleLevel, titleId, nav, showServicesAndTags = false, summaryEnd, onZoom }: CaseStudyDetailProps) {
  const skin: Skin = skins[variant];
  const Title = titleLevel === 1 ? "h1" : "h3";
  const partLevel = titleLevel === 1 ? 2 : 4;
  const hero = heroVideo(study);
  const videos = galleryVideos(study);
  const label = `${study.client}: ${study.title}`;

  return (
    <>
      <VideoErrorLog />
      {nav}

      <header className={skin.header}>
        <div className="flex flex-wrap gap-2">
          <span className={cn("rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs text-accent", skin.industry)}>{study.industry}</span>
          {study.duration ? <span className="rounded-full border border-line px-3 py-1 text-xs text-muted">{study.duration}</span> : null}
        </div>
        <Title id={titleId} className={skin.title}>
          {study.title}
        </Title>
        <p className={skin.client}>
          Client: <span className={skin.clientName}>{study.client}</span>
        </p>
      </header>

      <div className={skin.hero}>
        {hero ? (
          <VideoPlayer url={hero} title={`${label}, film`} poster={study.images.hero || undefined} sizes={skin.heroSizes} priority={skin.heroPriority} />
        ) : study.images.hero ? (
          <div className="relative aspect-video overflow-hidden rounded-card">
            <MediaImage src={study.images.hero} alt={label} label={study.client} sizes={skin.heroSizes} priority={skin.heroPriority} />
          </div>
        ) : (
          <div className="flex aspect-video items-center justify-center rounded-card border border-dashed border-line text-muted">No hero media available</div>
        )}
      </div>

      <div className={skin.columns}>
        <div className={skin.story}>
          {storyParts(study).map((part) => (
            <Part key={part.title} skin={skin} level={partLevel} title={part.title} className={skin.part}>
              {part.items ? (
                <ul className={skin.list}>
                  {part.items.map((item) => (
                    <li key={item} className={skin.item}>
                      {skin.dots ? (
                        <>
                          <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                          <span>{item}</span>
                        </>
                      ) : (
                        item
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={skin.text}>{part.text}</p>
              )}
            </Part>
          ))}
          {videos.length || study.images.gallery.length ? (
            <Part skin={skin} level={partLevel} title="Gallery" className={skin.gallery}>
              <div className={skin.galleryGrid}>
                {videos.map((video) => {
                  const vertical = video.format === "vertical";
                  return (
                    <div key={video.url} className={vertical ? skin.verticalFilm : undefined}>
                      <VideoPlayer url={video.url} title={video.title} vertical={vertical} sizes={vertical ? "384px" : skin.gallerySizes} />
                    </div>
                  );
                })}
                {study.images.gallery.map((image, index) => {
                  const picture = <MediaImage src={image} alt={`${label}, image ${index + 1}`} label={study.client} sizes={skin.gallerySizes} />;
                  return onZoom ? (
                    <button
                      key={image}
                      type="button"
                      onClick={() => onZoom(image)}
                      aria-label={`Enlarge image ${index + 1} of ${study.client}`}
                      className="group relative aspect-[3/2] overflow-hidden rounded-card"
                    >
                      {picture}
                    </button>
                  ) : (
                    <div key={image} className="relative aspect-[3/2] overflow-hidden rounded-card">
                      {picture}
                    </div>
                  );
                })}
              </div>
            </Part>
          ) : null}
          {study.quote ? <CaseStudyQuote quote={study.quote} large={skin.largeQuote} /> : null}
        </div>

        <aside className={skin.aside} aria-label={skin.asideLabel}>
          <Part skin={skin} level={partLevel} title="Key Results" className={skin.summary}>
            <p className={skin.primary}>{study.metrics.primary}</p>
            {study.metrics.secondary.length ? (
              <ul className={skin.secondary}>
                {study.metrics.secondary.map((metric) => (
                  <li key={metric}>{metric}</li>
                ))}
              </ul>
            ) : null}
          </Part>
          {showServicesAndTags && study.services.length ? (
            <Part skin={skin} level={partLevel} title="Services Provided" className={skin.summary}>
              <Pills items={study.services} className="rounded-full bg-white/5 px-3 py-1.5 text-sm text-fg/85" />
            </Part>
          ) : null}
          {showServicesAndTags && study.tags.length ? (
            <Part skin={skin} level={partLevel} title="Tags" className={skin.summary}>
              <Pills items={study.tags} className="rounded-full border border-line px-3 py-1 text-xs text-muted" />
            </Part>
          ) : null}
          {summaryEnd}
        </aside>
      </div>
    </>
  );
}
