import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `Contact ${siteConfig.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "Contact", title: "Tell us what you're launching" });
}
