import { env } from "../env";

// Site configuration (no table): the agency's identity, one typed object every page, the seed and
// the concierge read. SITE_NAME, SITE_URL and CONTACT_EMAIL override the defaults.

type SocialLink = { label: string; href: string };

export type SiteConfig = {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  url: string;
  email: string;
  phone: string;
  phoneHref: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  foundedYear: number;
  copyrightYear: number;
  awards: string[];
  social: SocialLink[];
};

const name = env.SITE_NAME ?? "Northlight";

export const siteConfig: SiteConfig = {
  name,
  legalName: `${name} Creative, LLC`,
  tagline: "Work that finds the light.",
  description:
    `${name} is an award-winning Los Angeles creative agency. We make campaigns, films and brands ` +
    "for companies that would rather be remembered than merely seen: strategy, creative, production " +
    "and media under one roof in Downtown LA.",
  url: env.SITE_URL,
  email: env.CONTACT_EMAIL ?? "studio@northlight.la",
  phone: "(323) 555-0142",
  phoneHref: "tel:+13235550142",
  address: {
    street: "725 S. Spring Street, Suite 900",
    locality: "Los Angeles",
    region: "CA",
    postalCode: "90014",
    country: "US",
  },
  geo: { latitude: 34.0442, longitude: -118.2519 },
  foundedYear: 2011,
  copyrightYear: 2025,
  awards: ["Clio", "Telly", "Shorty"],
  social: [
    { label: "Instagram", href: "https://www.instagram.com/northlight.la" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/northlight-la" },
    { label: "Vimeo", href: "https://vimeo.com/northlightla" },
    { label: "YouTube", href: "https://www.youtube.com/@northlightla" },
  ],
};

export const formattedAddress = (() => {
  const { street, locality, region, postalCode } = siteConfig.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
})();

/** The address the seeded copy names. */
const SEEDED_EMAIL = "studio@northlight.la";

/** Seeded copy as this deployment says it: the seeded address replaced by CONTACT_EMAIL's. */
export const localizeEmail = (text: string) => (siteConfig.email === SEEDED_EMAIL ? text : text.replaceAll(SEEDED_EMAIL, siteConfig.email));
