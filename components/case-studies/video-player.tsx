import { getImageProps } from "next/image";
import { preloadImage } from "@/components/ui/media-image";
import { posterFor, videoSource } from "@/lib/media";
import { NativeFilm, type PosterImage } from "./native-film";
import { cn } from "@/components/ui/cn";

type VideoPlayerProps = {
  url: string;
  title: string;
  poster?: string;
  vertical?: boolean;
  className?: string;
  /** The page's hero: its poster is the largest paint, so it is fetched first, from the head. */
  priority?: boolean;
  /** The frame's width on the page (an `<img sizes>`), from which the poster's size is chosen. */
  sizes?: string;
};

/**
 * A poster's `<img>` source: next/image's optimized sizes (its optimizer serves this site's files and
 * the hosts in next.config.ts), or the address itself when next/image cannot take it (it throws on a
 * protocol-relative "//host/..." address, which a stored media URL may be).
 */
function posterSource(src: string, sizes: string): PosterImage {
  try {
    const { props } = getImageProps({ src, alt: "", fill: true, sizes });
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  } catch {
    return { src };
  }
}

/**
 * Plays a case-study video: YouTube and Vimeo embedded, this site's mp4/mov/webm native, any other
 * link as a link out (see lib/media.ts).
 * A native film is its poster and a play button until it is asked for (./native-film.tsx): no film
 * bytes, no player and, below the hero, no poster are fetched or laid out while the page loads, for
 * films most visitors never start.
 */
export function VideoPlayer({ url, title, poster, vertical = false, className = "", priority = false, sizes = "100vw" }: VideoPlayerProps) {
  const source = videoSource(url);
  if (!source) return null;
  const posterUrl = source.kind === "native" ? (poster ?? posterFor(source.src)) : undefined;
  const posterImage = posterUrl ? posterSource(posterUrl, sizes) : undefined;
  if (priority && posterImage) preloadImage(posterImage);
  const frame = `relative w-full overflow-hidden rounded-card bg-black ${vertical ? "aspect-[9/16] max-w-sm" : "aspect-video"} ${className}`;
  if (source.kind === "native") {
    return (
      <div className={frame}>
        <NativeFilm src={source.src} type={source.type} title={title} poster={posterUrl} posterImage={posterImage} priority={priority} />
      </div>
    );
  }
  if (source.kind === "link") {
    return (
      <div className={cn(frame, "flex items-center justify-center p-6")}>
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
