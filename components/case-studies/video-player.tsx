import { preload } from "react-dom";
import { posterFor, videoSource } from "@/lib/media";

type VideoPlayerProps = {
  url: string;
  title: string;
  poster?: string;
  vertical?: boolean;
  className?: string;
  /** The page's hero: its poster is the largest paint, so it is fetched first, from the head. */
  priority?: boolean;
};

/**
 * Plays a case-study video: YouTube and Vimeo embedded, this site's mp4/mov/webm native, any other
 * link as a link out (see lib/media.ts).
 * A native video shows its poster and fetches nothing of the film until it is played (preload="none"):
 * fetching metadata for the hero and every gallery film cost each visitor the requests and the
 * decoding while the page loaded, for films most never start.
 */
export function VideoPlayer({ url, title, poster, vertical = false, className = "", priority = false }: VideoPlayerProps) {
  const source = videoSource(url);
  if (!source) return null;
  const posterUrl = source.kind === "native" ? (poster ?? posterFor(source.src)) : undefined;
  if (priority && posterUrl) preload(posterUrl, { as: "image", fetchPriority: "high" });
  const frame = `relative w-full overflow-hidden rounded-card bg-black ${vertical ? "aspect-[9/16] max-w-sm" : "aspect-video"} ${className}`;
  if (source.kind === "native") {
    return (
      <div className={frame}>
        <video
          className="absolute inset-0 h-full w-full object-cover"
          controls
          playsInline
          preload="none"
          poster={posterUrl}
          aria-label={title}
        >
          <source src={source.src} type={source.type} />
        </video>
      </div>
    );
  }
  if (source.kind === "link") {
    return (
      <div className={`${frame} flex items-center justify-center p-6`}>
        <a
          href={source.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-line px-5 py-3 text-sm text-fg transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Watch {title} on {source.host}
        </a>
      </div>
    );
  }
  return (
    <div className={frame}>
      <iframe
        className="absolute inset-0 h-full w-full"
        src={source.embedUrl}
        title={title}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
