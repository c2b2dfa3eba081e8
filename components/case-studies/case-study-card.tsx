import { MediaImage } from "@/components/ui/media-image";
import type { CaseStudyCardFace } from "@/lib/case-studies/views";

/** The face of a case study in a grid (the index page and the portfolio modal). */
export function CaseStudyCardContent({ study, priority = false }: { study: CaseStudyCardFace; priority?: boolean }) {
  return (
    <>
      <div className="relative aspect-[4/3] overflow-hidden rounded-card">
        <MediaImage
          src={study.images.thumbnail}
          alt={`${study.client}: ${study.title}`}
          label={study.client}
          // One column on a phone, inside the page's (or the portfolio's) side padding.
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 3rem)"
          priority={priority}
          className="transition-transform duration-700 ease-cinematic group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="mt-4 space-y-1">
        <p className="text-xs uppercase tracking-[0.25em] text-accent">{study.industry}</p>
        <h3 className="font-display text-2xl leading-tight text-fg">{study.title}</h3>
        <p className="text-sm text-muted">{study.metrics.primary}</p>
      </div>
    </>
  );
}
