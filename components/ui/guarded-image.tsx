"use client";

import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { ImagePlaceholder } from "./image-placeholder";

type GuardedImageProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; label: string };

/**
 * An <img> with next/image's attributes (MediaImage) that turns into the placeholder if it fails to
 * load. A failure before hydration fires no React event, so on mount a finished image without
 * pixels counts as failed too.
 */
export function GuardedImage({ label, alt, ...image }: GuardedImageProps) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <ImagePlaceholder alt={alt} label={label} className={image.className} />;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, computed on the server by getImageProps
  return <img ref={element} alt={alt} {...image} onError={() => setFailed(true)} />;
}
