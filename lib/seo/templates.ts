import { siteConfig } from "../content/site";

// The site's SEO metadata: one typed record per defined page and per service template. Pages feed
// these to pageMetadata(); the cuts to 60/155 characters happen there.

export type SeoTemplate = {
  title: string;
  description: string;
  keywords: string[];
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  /** Path of the canonical URL, made absolute from SITE_URL. */
  canonicalPath: string;
};

const name = siteConfig.name;

export const pageSeo = {
  home: {
    title: `${name} | Los Angeles Creative Advertising Agency`,
    description: "Award-winning Los Angeles creative agency: campaigns, films and brands, with strategy, production and media under one roof in Downtown LA.",
    keywords: ["Los Angeles advertising agency", "creative agency Los Angeles", "video production", "brand campaigns", "commercial production"],
    canonicalPath: "/",
  },
  about: {
    title: `About ${name} | Award-Winning LA Creative Agency`,
    description: `${name} is a multi-award-winning, full-service creative agency in Downtown LA: strategy, campaigns, production and media under one roof since ${siteConfig.foundedYear}.`,
    keywords: ["about Northlight", "award-winning creative agency", "Los Angeles advertising agency", "full-service agency", "Clio award agency"],
    canonicalPath: "/about",
  },
  services: {
    title: `Services | ${name} Los Angeles Creative Agency`,
    description:
      "Brand strategy, creative campaigns, digital marketing, video production, media buying and social media, planned and made in one Downtown LA studio.",
    keywords: ["advertising services", "creative agency services", "video production Los Angeles", "media buying", "brand strategy"],
    canonicalPath: "/services",
  },
  contact: {
    title: `Contact ${name} | Los Angeles Creative Agency`,
    description: `Tell us what you're launching. Send a brief or a deck and a strategist from ${name}'s Downtown LA studio will get back to you.`,
    keywords: ["contact advertising agency", "hire creative agency Los Angeles", "request a proposal"],
    canonicalPath: "/contact",
  },
  caseStudies: {
    title: `Case Studies | ${name} Creative Agency Work`,
    description: "Campaigns, films and brands with the results to show for them: sell-through, sign-ups and share of voice for clients from IMAX to Keyward.",
    keywords: ["advertising case studies", "creative agency portfolio", "campaign results", "video production portfolio"],
    canonicalPath: "/case-studies",
  },
} satisfies Record<string, SeoTemplate>;

/** Service templates under their own names, keyed to the service slug each one describes. */
export const serviceSeo = {
  "brand-strategy": {
    title: `Brand Strategy Agency in Los Angeles | ${name}`,
    description: "Positioning, naming and brand platforms built on real customer research, so every campaign after starts from a sharper idea.",
    keywords: ["brand strategy agency", "brand positioning", "naming agency Los Angeles", "brand platform"],
    canonicalPath: "/services/brand-strategy",
  },
  "creative-campaigns": {
    title: `Creative Campaigns | Integrated Advertising | ${name}`,
    description: "Integrated campaigns from one idea: film, social, out-of-home and retail, concepted and produced in-house in Los Angeles.",
    keywords: ["creative campaigns", "integrated advertising agency", "campaign concepting", "out-of-home advertising"],
    canonicalPath: "/services/creative-campaigns",
  },
  "media-buying": {
    title: `Media Buying and Planning | ${name} Los Angeles`,
    description: "Planning and buying across streaming TV, social, search and out-of-home, measured against sales, not impressions.",
    keywords: ["media buying agency", "media planning", "CTV advertising", "paid social"],
    canonicalPath: "/services/media-buying",
  },
  production: {
    title: `Video Production Company in Los Angeles | ${name}`,
    description: "Commercials, brand films and social video, shot by our own crew in LA: development, production and post under one roof.",
    keywords: ["video production Los Angeles", "commercial production company", "brand films", "social video production"],
    canonicalPath: "/services/video-production",
  },
  digital: {
    title: `Digital Marketing Agency in Los Angeles | ${name}`,
    description: "Search, content, CRM and paid social built to compound: audits, plans and launches measured against revenue.",
    keywords: ["digital marketing agency Los Angeles", "content marketing", "SEO agency", "performance marketing"],
    canonicalPath: "/services/digital-marketing",
  },
} satisfies Record<string, SeoTemplate>;

const SERVICE_TEMPLATE_BY_SLUG: Record<string, keyof typeof serviceSeo> = {
  "brand-strategy": "brand-strategy",
  "creative-campaigns": "creative-campaigns",
  "media-buying": "media-buying",
  "video-production": "production",
  "digital-marketing": "digital",
};

/** The SEO template for a service slug, if it has one. */
export function serviceSeoFor(slug: string): SeoTemplate | null {
  const key = SERVICE_TEMPLATE_BY_SLUG[slug];
  return key ? serviceSeo[key] : null;
}
