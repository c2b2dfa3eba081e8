import { preload } from "react-dom";
import { posterFor, videoSource } from "@/lib/media";
import { NativeFilm } from "./native-film";

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
 * A native film is its poster and a play button until it is asked for (./native-film.tsx): no film
 * bytes, no player and, below the hero, no poster are fetched or laid out while the page loads, for
 * films most visitors never start.
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
        <NativeFilm src={source.src} type={source.type} title={title} poster={posterUrl} priority={priority} />
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
