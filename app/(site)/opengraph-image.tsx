import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name}, a creative agency in Los Angeles`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "Creative agency · Los Angeles", title: "Work that finds the light." });
}
