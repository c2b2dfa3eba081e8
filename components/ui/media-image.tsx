import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { GuardedImage } from "./guarded-image";
import { ImagePlaceholder } from "./image-placeholder";
import { cn } from "./cn";

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
 * A cover image that falls back to a placeholder graphic with a label (the client's name). next/image's
 * attributes (optimized srcset, sizes, lazy loading) come from `getImageProps`, without its client
 * component: in a server component they are computed on the server and the page ships only the few
 * lines that swap in the placeholder when the image fails (./guarded-image.tsx); in a client
 * component (the portfolio) getImageProps costs a fraction of next/image's client component. `priority`
 * preloads the image from the head at high priority.
 */
export function MediaImage({ src, alt, label, sizes, priority = false, className = "" }: MediaImageProps) {
  if (!src) return <ImagePlaceholder alt={alt} label={label} className={className} />;
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes,
    preload: priority,
    fetchPriority: priority ? "high" : undefined,
    className: cn("object-cover", className),
  });
  if (priority) preloadImage(props);
  return <GuardedImage {...props} label={label} data-hero={priority ? "" : undefined} />;
}

/** Preloads a page's largest image from the head, at high priority, with the srcset and sizes it is shown at. */
export function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) {
  preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
}
