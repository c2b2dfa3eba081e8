import { siteConfig } from "@/lib/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name}, a creative agency in Los Angeles`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ eyebrow: "Creative agency · Los Angeles", title: "Work that finds the light." });
}
