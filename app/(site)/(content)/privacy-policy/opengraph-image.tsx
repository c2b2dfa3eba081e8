import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name} privacy policy`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "Privacy", title: "Privacy Policy" });
}
