import type { Metadata } from "next";
import { siteConfig } from "../content/site";
import type { SeoTemplate } from "./templates";

// Page metadata: titles cut at 60 characters, descriptions at 155, a canonical URL from SITE_URL,
// and Open Graph and Twitter fields from the same values.

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 155;

/** Cuts text to at most `limit` characters, at a word boundary when one is close, with an ellipsis. */
export function cut(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const space = room.lastIndexOf(" ");
  const base = space >= limit * 0.6 ? room.slice(0, space) : room;
  return `${base.replace(/[\s,.;:–-]+$/, "")}…`;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteConfig.url}${path.startsWith("/") ? path : `/${path}`}`;
}

export type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  keywords?: string[];
  noIndex?: boolean;
};

export function pageMetadata({ title, description, path, image, imageAlt, type = "website", keywords, noIndex }: PageMetadataInput): Metadata {
  const fullTitle = cut(title, TITLE_LIMIT);
  const fullDescription = cut(description, DESCRIPTION_LIMIT);
  const url = absoluteUrl(path);
  const images = image ? [{ url: absoluteUrl(image), alt: imageAlt ?? fullTitle }] : undefined;
  // No `images` key at all when there is no image: Next only adds a page's opengraph-image file
  // when its metadata leaves that key out.
  return {
    title: { absolute: fullTitle },
    description: fullDescription,
    keywords,
    alternates: { canonical: url },
    openGraph: { title: fullTitle, description: fullDescription, url, type, siteName: siteConfig.name, ...(images ? { images } : {}) },
    twitter: { card: "summary_large_image", title: fullTitle, description: fullDescription, ...(images ? { images: images.map((i) => i.url) } : {}) },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

/** Metadata from one of the SEO templates (lib/seo/templates.ts). */
export function templateMetadata(template: SeoTemplate, extra: Pick<PageMetadataInput, "image" | "imageAlt" | "type"> = {}): Metadata {
  const base = pageMetadata({
    title: template.title,
    description: template.description,
    path: template.canonicalPath,
    keywords: template.keywords,
    image: extra.image ?? template.ogImage,
    imageAlt: extra.imageAlt,
    type: extra.type,
  });
  const ogTitle = template.ogTitle ? cut(template.ogTitle, TITLE_LIMIT) : undefined;
  const ogDescription = template.ogDescription ? cut(template.ogDescription, DESCRIPTION_LIMIT) : undefined;
  return {
    ...base,
    openGraph: { ...base.openGraph, ...(ogTitle ? { title: ogTitle } : {}), ...(ogDescription ? { description: ogDescription } : {}) },
    twitter: {
      ...base.twitter,
      ...(template.twitterTitle ? { title: cut(template.twitterTitle, TITLE_LIMIT) } : {}),
      ...(template.twitterDescription ? { description: cut(template.twitterDescription, DESCRIPTION_LIMIT) } : {}),
    },
  };
}
