"use client";

import Image from "next/image";
import { useState } from "react";
import { ImagePlaceholder } from "./image-placeholder";

export type MediaImageProps = {
  src: string;
  alt: string;
  /** Shown on the placeholder when the image is missing or fails to load. */
  label: string;
  sizes: string;
  /** The page's largest paint: preloaded from the head, at high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * A cover image that falls back to a placeholder graphic with a label (the client's name), for
 * client components. A server component uses ServerMediaImage (the same image and fallback without
 * next/image's client code).
 */
export function MediaImage({ src, alt, label, sizes, priority, className = "" }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ImagePlaceholder alt={alt} label={label} className={className} />;
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? "high" : undefined}
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
