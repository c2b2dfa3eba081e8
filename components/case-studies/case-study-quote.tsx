import type { CaseStudy } from "@/lib/content/types";

/** The client's words about the work, in typographic quotes, with who said them: larger on the case study's page. */
export function CaseStudyQuote({ quote, large = false }: { quote: NonNullable<CaseStudy["quote"]>; large?: boolean }) {
  return (
    <figure
      className={
        large ? "rounded-card border border-line bg-gradient-to-br from-raised to-surface p-8 md:p-10" : "rounded-card border border-line bg-raised p-6"
      }
    >
      <blockquote className={large ? "font-display text-2xl leading-snug md:text-3xl" : "font-display text-2xl leading-snug"}>“{quote.text}”</blockquote>
      <figcaption className={large ? "mt-6 text-sm text-muted" : "mt-4 text-sm text-muted"}>{quote.attribution}</figcaption>
    </figure>
  );
}
