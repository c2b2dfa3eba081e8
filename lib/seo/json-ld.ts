import { formattedAddress, siteConfig } from "../content/site";
import type { CaseStudy } from "../content/types";
import { absoluteUrl } from "./metadata";

// schema.org structured data. serializeJsonLd escapes "<", ">", "&" and line separators so no
// content can close the <script> tag it is embedded in.

export type JsonLd = Record<string, unknown>;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(): JsonLd {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "AdvertisingAgency",
    "@id": `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteConfig.url,
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-default.jpg"),
    description: siteConfig.description,
    slogan: siteConfig.tagline,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: siteConfig.geo.latitude, longitude: siteConfig.geo.longitude },
    areaServed: "United States",
    award: siteConfig.awards.map((award) => `${award} Award`),
    sameAs: siteConfig.social.map((link) => link.href),
    hasMap: `https://maps.google.com/?q=${encodeURIComponent(formattedAddress)}`,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function caseStudyJsonLd(study: CaseStudy): JsonLd {
  const images = [study.images.hero, study.images.thumbnail, ...study.images.gallery].filter(Boolean).map(absoluteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": absoluteUrl(`/case-studies/${study.id}#work`),
    name: study.title,
    headline: `${study.client}: ${study.title}`,
    url: absoluteUrl(`/case-studies/${study.id}`),
    abstract: study.challenge,
    description: study.strategy ?? study.challenge,
    image: images,
    genre: study.industry,
    keywords: study.tags.join(", "),
    about: { "@type": "Organization", name: study.client },
    sourceOrganization: { "@type": "Organization", name: study.client },
    creator: { "@type": "AdvertisingAgency", "@id": `${siteConfig.url}/#organization`, name: siteConfig.name, url: siteConfig.url },
    ...(study.quote ? { review: { "@type": "Review", reviewBody: study.quote.text, author: { "@type": "Person", name: study.quote.attribution } } } : {}),
  };
}
