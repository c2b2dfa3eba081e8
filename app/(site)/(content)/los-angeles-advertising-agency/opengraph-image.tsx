import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name}, Los Angeles advertising agency`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "Los Angeles", title: "The Los Angeles advertising agency that makes the work in-house" });
}
