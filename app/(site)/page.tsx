import { PortfolioLauncher } from "@/components/portfolio/portfolio-launcher";
import { buttonStyles } from "@/components/ui/button";
import { siteConfig } from "@/lib/content/site";

// Placeholder home: the reel with the agency's promise on top. Issue 6 replaces it with the
// chat concierge; the poster paints first and is the LCP element.
export default function HomePage() {
  return (
    <main className="relative isolate flex min-h-dvh items-end overflow-hidden">
      <video
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        src="/media/reel.mp4"
        poster="/media/reel-poster.webp"
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/55 to-ink/20"
      />
      <header className="absolute inset-x-0 top-0 flex items-center justify-between px-6 py-6 md:px-10">
        <span className="font-display text-2xl tracking-tight">{siteConfig.name}</span>
        <span className="text-xs uppercase tracking-[0.3em] text-muted">Los Angeles</span>
      </header>
      <section className="mx-auto w-full max-w-7xl px-6 pb-20 md:px-10 md:pb-28">
        <p className="mb-6 text-xs uppercase tracking-[0.35em] text-accent">Creative agency · Est. {siteConfig.foundedYear}</p>
        <h1 className="max-w-5xl font-display text-display">{siteConfig.tagline}</h1>
        <p className="mt-8 max-w-xl text-lg leading-relaxed text-fg/80">
          Campaigns, films and brands made in Downtown Los Angeles for companies that would rather be remembered
          than merely seen.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <a className={buttonStyles("primary")} href={`mailto:${siteConfig.email}`}>
            Start a project
          </a>
          <PortfolioLauncher label="See our work" contactHref="/contact" />
        </div>
      </section>
    </main>
  );
}
