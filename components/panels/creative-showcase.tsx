"use client";

import { showcaseVideos } from "@/lib/content/showcase";

type CreativeShowcaseProps = {
  onPlay: (video: { src: string; title: string; poster: string }) => void;
  onDiscuss: () => void;
};

/** 'Creative Showcase': three video tiles and 'Discuss Your Video Project'. */
export function CreativeShowcase({ onPlay, onDiscuss }: CreativeShowcaseProps) {
  return (
    <section aria-labelledby="showcase-heading" className="ml-11 motion-safe:animate-rise-in" data-testid="creative-showcase">
      <h3 id="showcase-heading" className="mb-3 text-xs uppercase tracking-[0.3em] text-accent">
        Creative Showcase
      </h3>
      <ul className="-mr-4 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 pr-4 [scrollbar-width:none] sm:mr-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:pr-0">
        {showcaseVideos.map((video) => (
          <li key={video.videoSrc} className="w-[72%] shrink-0 snap-start sm:w-auto">
            <button
              type="button"
              onClick={() => onPlay({ src: video.videoSrc, title: video.title, poster: video.thumbnail })}
              className="group block w-full overflow-hidden rounded-card border border-white/12 bg-ink/70 text-left backdrop-blur-xl transition-colors hover:border-accent/40"
            >
              <span className="relative block aspect-video overflow-hidden bg-raised">
                {/* eslint-disable-next-line @next/next/no-img-element -- 5 kB generated stills; next/image would add a round trip */}
                <img
                  src={video.thumbnail}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover transition-transform duration-700 ease-cinematic group-hover:scale-105"
                />
                <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-ink/60 text-fg backdrop-blur-md transition-colors group-hover:bg-accent group-hover:text-ink">
                    <svg viewBox="0 0 24 24" className="ml-0.5 h-4 w-4" fill="currentColor">
                      <path d="M8 5v14l11-7z" />
                    </svg>
                  </span>
                </span>
              </span>
              <span className="block p-3.5">
                <span className="block font-display text-xl leading-tight">{video.title}</span>
                <span className="mt-1 line-clamp-2 block text-xs leading-relaxed text-muted">{video.description}</span>
                <span className="sr-only">Play {video.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDiscuss}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-ink transition-colors hover:bg-accent-strong"
      >
        Discuss Your Video Project
      </button>
    </section>
  );
}
