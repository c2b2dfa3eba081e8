"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";

/** The poster as an `<img>` shows it before the film is asked for: a size chosen for the screen. */
export type PosterImage = { src: string; srcSet?: string; sizes?: string };

type NativeFilmProps = {
  src: string;
  type: string;
  title: string;
  /** The poster file, which the player shows once the film is asked for. */
  poster?: string;
  posterImage?: PosterImage;
  /** The page's hero: its poster is the largest paint (fetched at once, high priority; see VideoPlayer). */
  priority?: boolean;
};

/**
 * A film on this site: its poster and a play button until the visitor asks for it, then the native
 * player, playing. Until then there is no video element at all: a player's native controls are a
 * large layout on the main thread while the page loads, and browsers fetch a video's poster as soon
 * as the element exists, wherever it is on the page (below the hero the poster is a lazy image).
 * The button is a link to the film, so without JavaScript the browser opens the film itself.
 */
export function NativeFilm({ src, type, title, poster, posterImage, priority = false }: NativeFilmProps) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // The visitor asked for the film: keyboard focus follows to the player, whose controls take over.
  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the file in a new tab or window, as any link would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setPlaying(true);
  };

  if (playing) {
    return (
      <video ref={video} className="absolute inset-0 h-full w-full object-cover" controls autoPlay playsInline poster={poster} aria-label={title}>
        <source src={src} type={type} />
      </video>
    );
  }

  return (
    <a
      href={src}
      onClick={play}
      className="group absolute inset-0 flex items-end justify-end p-4 md:p-6 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-accent"
      aria-label={`Play ${title}`}
    >
      {posterImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's sizes, computed where the film is rendered (on the server on a case-study page), without its client code
        <img
          src={posterImage.src}
          srcSet={posterImage.srcSet}
          sizes={posterImage.sizes}
          alt=""
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          data-hero={priority ? "" : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {/* Bottom right: the posters carry their titles in the middle and bottom left. */}
      <span
        aria-hidden="true"
        className="relative flex h-14 w-14 items-center justify-center rounded-full border border-white/25 bg-ink/60 backdrop-blur-sm transition-transform duration-300 ease-cinematic group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none"
      >
        <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6 fill-fg" focusable="false">
          <path d="M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5Z" />
        </svg>
      </span>
    </a>
  );
}
