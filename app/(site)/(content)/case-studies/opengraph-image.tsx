import { siteConfig } from "@/lib/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";

export const alt = `${siteConfig.name} case studies`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ eyebrow: "Case studies", title: "Campaigns, films and brands, with the results to show for them" });
}
