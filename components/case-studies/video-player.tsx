import { posterFor, videoSource } from "@/lib/media";

type VideoPlayerProps = { url: string; title: string; poster?: string; vertical?: boolean; className?: string };

/** Plays a case-study video: YouTube and Vimeo embedded, mp4/mov/webm native, other links as an iframe. */
export function VideoPlayer({ url, title, poster, vertical = false, className = "" }: VideoPlayerProps) {
  const source = videoSource(url);
  if (!source) return null;
  const frame = `relative w-full overflow-hidden rounded-card bg-black ${vertical ? "aspect-[9/16] max-w-sm" : "aspect-video"} ${className}`;
  if (source.kind === "native") {
    return (
      <div className={frame}>
        <video
          className="absolute inset-0 h-full w-full object-cover"
          controls
          playsInline
          preload="metadata"
          poster={poster ?? posterFor(source.src)}
          aria-label={title}
        >
          <source src={source.src} type={source.type} />
        </video>
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
