import { siteConfig } from "@/lib/content/site";
import { renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name} services`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function Image() {
  return renderOgImage({ eyebrow: "Services", title: "Strategy, creative, production and media under one roof" });
}
