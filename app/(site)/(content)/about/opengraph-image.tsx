import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `About ${siteConfig.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "About", title: "A multi-award-winning creative agency in Downtown Los Angeles" });
}
