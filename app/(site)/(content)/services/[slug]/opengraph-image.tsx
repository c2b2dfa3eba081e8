import { getService, listServices } from "@/lib/db/content";
import { siteConfig } from "@/lib/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from "@/lib/seo/og-image";

export const alt = `A ${siteConfig.name} service`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const service = await getService((await params).slug);
  return renderOgImage({
    eyebrow: "Services",
    title: service?.title ?? "Services",
    footer: service ? "Los Angeles · strategy, creative, production and media" : undefined,
  });
}

// Drawn at build for every service, like the pages themselves.
export async function generateStaticParams() {
  return (await listServices()).map((service) => ({ slug: service.slug }));
}
