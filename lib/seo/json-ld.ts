import type {
  AboutPageLeaf,
  ArticleLeaf,
  BreadcrumbListLeaf,
  CreativeWorkLeaf,
  FAQPageLeaf,
  ProfessionalServiceLeaf,
  ServiceLeaf,
  Thing,
  WebPageLeaf,
  WithContext,
} from "schema-dts";
import { formattedAddress, siteConfig } from "../content/site";
import type { CaseStudy, Service } from "../content/types";
import { absoluteUrl } from "./metadata";

// schema.org structured data, typed with schema-dts (a wrong type or property is a compile error).
// serializeJsonLd escapes "<", ">", "&" and line separators so no content can close the <script>
// tag it is embedded in.

/** A top-level node (schema-dts types also allow a bare string, which a page never embeds). */
export type JsonLd = WithContext<Exclude<Thing, string>>;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(): WithContext<ProfessionalServiceLeaf> {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
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

export function breadcrumbJsonLd(items: { name: string; path: string }[]): WithContext<BreadcrumbListLeaf> {
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

export function caseStudyJsonLd(study: CaseStudy): WithContext<CreativeWorkLeaf> {
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
    creator: { "@type": "ProfessionalService", "@id": `${siteConfig.url}/#organization`, name: siteConfig.name, url: siteConfig.url },
    ...(study.quote ? { review: { "@type": "Review", reviewBody: study.quote.text, author: { "@type": "Person", name: study.quote.attribution } } } : {}),
  };
}

/** The agency as a provider, referenced by id from other nodes. */
const provider = (): ProfessionalServiceLeaf => ({
  "@type": "ProfessionalService",
  "@id": `${siteConfig.url}/#organization`,
  name: siteConfig.name,
  url: siteConfig.url,
});

export function serviceJsonLd(service: Pick<Service, "slug" | "title" | "description" | "keyServices" | "clientTypes">): WithContext<ServiceLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": absoluteUrl(`/services/${service.slug}#service`),
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(`/services/${service.slug}`),
    provider: provider(),
    areaServed: [
      { "@type": "City", name: "Los Angeles" },
      { "@type": "Country", name: "United States" },
    ],
    audience: { "@type": "BusinessAudience", audienceType: service.clientTypes.join(", ") },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.title} services`,
      itemListElement: service.keyServices.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
  };
}

/**
 * A page of questions and answers, about the agency: the agency is referenced by id (its full node,
 * with the address, is on the home and about pages), which keeps a long page's HTML in TCP's first
 * round trip.
 */
export function faqPageJsonLd(entries: { question: string; answer: string }[], path: string): WithContext<FAQPageLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(path),
    about: provider(),
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export type ArticleInput = {
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  keywords?: string[];
};

export function articleJsonLd(article: ArticleInput): WithContext<ArticleLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": absoluteUrl(`${article.path}#article`),
    headline: article.headline.slice(0, 110),
    description: article.description,
    image: [absoluteUrl(article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    url: absoluteUrl(article.path),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(article.path) },
    author: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
    publisher: { ...provider(), logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") } },
    ...(article.keywords ? { keywords: article.keywords.join(", ") } : {}),
  };
}

/** A plain page (about, privacy): what it is and who publishes it. */
export function webPageJsonLd({
  path,
  name,
  description,
  type = "WebPage",
}: {
  path: string;
  name: string;
  description: string;
  type?: "WebPage" | "AboutPage";
}): WithContext<WebPageLeaf | AboutPageLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": absoluteUrl(`${path}#webpage`),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", "@id": `${siteConfig.url}/#website`, url: siteConfig.url, name: siteConfig.name },
    publisher: provider(),
  };
}
