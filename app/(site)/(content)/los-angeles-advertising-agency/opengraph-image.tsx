import { siteConfig } from "@/lib/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name}, Los Angeles advertising agency`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ eyebrow: "Los Angeles", title: "The Los Angeles advertising agency that makes the work in-house" });
}
