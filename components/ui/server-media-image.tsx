import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { GuardedImage } from "./guarded-image";
import { ImagePlaceholder } from "./image-placeholder";
import type { MediaImageProps } from "./media-image";

/**
 * MediaImage for server components: next/image's attributes (optimized srcset, sizes, lazy loading)
 * computed on the server, so the page ships no image code but the few lines that swap in the
 * placeholder when the image fails to load. `priority` preloads it from the head at high priority.
 */
export function ServerMediaImage({ src, alt, label, sizes, priority = false, className = "" }: MediaImageProps) {
  if (!src) return <ImagePlaceholder alt={alt} label={label} className={className} />;
  const { props } = getImageProps({ src, alt, fill: true, sizes, preload: priority, fetchPriority: priority ? "high" : undefined, className: `object-cover ${className}` });
  if (priority) {
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  return <GuardedImage {...props} label={label} />;
}
