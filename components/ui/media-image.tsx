"use client";

import Image from "next/image";
import { useState } from "react";

type MediaImageProps = {
  src: string;
  alt: string;
  /** Shown on the placeholder when the image is missing or fails to load. */
  label: string;
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** A cover image that falls back to a placeholder graphic with a label (the client's name). */
export function MediaImage({ src, alt, label, sizes, priority, className = "" }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex h-full w-full items-center justify-center bg-[radial-gradient(ellipse_at_30%_20%,rgb(255_181_71/0.18),transparent_60%),linear-gradient(135deg,var(--color-raised),var(--color-ink))] ${className}`}
      >
        <span className="px-4 text-center font-display text-2xl text-fg/70">{label}</span>
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
