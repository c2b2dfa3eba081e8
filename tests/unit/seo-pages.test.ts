import { services } from "@/lib/content/services";
import { articleJsonLd, faqPageJsonLd, serializeJsonLd, serviceJsonLd, webPageJsonLd, type JsonLd } from "@/lib/seo/json-ld";
import { DESCRIPTION_LIMIT, TITLE_LIMIT, templateMetadata } from "@/lib/seo/metadata";
import { pageSeo, serviceSeo, serviceSeoFor, type SeoTemplate } from "@/lib/seo/templates";
import { staticRoutes } from "@/lib/seo/routes";

// The SEO templates, the template-driven metadata and the JSON-LD of the content pages.

const SITE = "http://localhost:3000";

describe("SEO templates", () => {
  it("defines the site's pages and service templates", () => {
    expect(Object.keys(pageSeo).sort()).toEqual(["about", "caseStudies", "contact", "home", "services"]);
    expect(Object.keys(serviceSeo).sort()).toEqual(["brand-strategy", "creative-campaigns", "digital", "media-buying", "production"]);
  });

  it("maps every service template to a real service page", () => {
    const slugs = services.map((service) => service.slug);
    for (const template of Object.values(serviceSeo)) expect(slugs).toContain(template.canonicalPath.replace("/services/", ""));
    expect(serviceSeoFor("video-production")).toBe(serviceSeo.production);
    expect(serviceSeoFor("digital-marketing")).toBe(serviceSeo.digital);
    expect(serviceSeoFor("social-media")).toBeNull();
  });

  it("fits every template's title and description within the cuts, so nothing is truncated", () => {
    for (const template of [...Object.values(pageSeo), ...Object.values(serviceSeo)] as SeoTemplate[]) {
      expect(template.title.length).toBeLessThanOrEqual(TITLE_LIMIT);
      expect(template.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
      expect(template.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe("templateMetadata", () => {
  it("builds title, description, keywords, canonical, Open Graph and Twitter fields", () => {
    const metadata = templateMetadata(pageSeo.about);
    expect(metadata.title).toEqual({ absolute: pageSeo.about.title });
    expect(metadata.description).toBe(pageSeo.about.description);
    expect(metadata.keywords).toEqual(pageSeo.about.keywords);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/about`);
    expect(metadata.openGraph).toMatchObject({ title: pageSeo.about.title, url: `${SITE}/about`, type: "website" });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: pageSeo.about.title });
  });

  it("cuts long titles and descriptions, and applies og/twitter overrides with the same cuts", () => {
    const long: SeoTemplate = {
      title: "A".repeat(20) + " " + "B".repeat(30) + " " + "C".repeat(30),
      description: "word ".repeat(60),
      keywords: ["k"],
      canonicalPath: "/x",
      ogTitle: "An Open Graph title that is certainly longer than sixty characters in total",
      twitterDescription: "tweet ".repeat(40),
    };
    const metadata = templateMetadata(long);
    const title = (metadata.title as { absolute: string }).absolute;
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(title.endsWith("…")).toBe(true);
    expect((metadata.description as string).length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect((metadata.openGraph as { title: string }).title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect((metadata.twitter as { description: string }).description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/x`);
  });
});

describe("content-page JSON-LD", () => {
  it("describes a service with its provider, area and offers", () => {
    const service = services[0];
    const data = serviceJsonLd(service);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.title,
      url: `${SITE}/services/${service.slug}`,
      provider: { "@type": "ProfessionalService", "@id": `${SITE}/#organization` },
    });
    const offers = (data.hasOfferCatalog as unknown as { itemListElement: unknown[] }).itemListElement;
    expect(offers).toHaveLength(service.keyServices.length);
  });

  it("builds an FAQPage whose questions carry accepted answers", () => {
    const data = faqPageJsonLd([{ question: "How much?", answer: "Roughly $10K-$100K+." }], "/faq");
    expect(data).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "How much?", acceptedAnswer: { "@type": "Answer", text: "Roughly $10K-$100K+." } }],
    });
  });

  it("builds an Article with the properties search engines require", () => {
    const data = articleJsonLd({ path: "/a", headline: "H".repeat(150), description: "d", image: "/og.jpg", datePublished: "2025-03-18" });
    expect(data).toMatchObject({
      "@type": "Article",
      image: [`${SITE}/og.jpg`],
      datePublished: "2025-03-18",
      dateModified: "2025-03-18",
      author: { name: "Northlight" },
    });
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect((data.publisher as { logo: { url: string } }).logo.url).toBe(`${SITE}/icon-512.png`);
  });

  it("builds web pages, and escapes any content inside them", () => {
    const data = webPageJsonLd({ path: "/about", name: "About </script><script>alert(1)</script>", description: "x", type: "AboutPage" });
    expect(data["@type"]).toBe("AboutPage");
    const serialized = serializeJsonLd(data);
    expect(serialized).not.toContain("</script>");
    expect(JSON.parse(serialized).name).toBe("About </script><script>alert(1)</script>");
  });
});

describe("static routes", () => {
  it("lists every public page once", () => {
    const paths = staticRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/contact",
      "/about",
      "/privacy-policy",
      "/los-angeles-advertising-agency",
      "/password-manager-content-marketing",
      "/services",
      "/case-studies",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain("/admin");
  });
});

describe("Open Graph images", () => {
  it("leaves the images key out when a page has no image, so its opengraph-image file applies", () => {
    const metadata = templateMetadata(pageSeo.services);
    expect(Object.prototype.hasOwnProperty.call(metadata.openGraph, "images")).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(metadata.twitter, "images")).toBe(false);
    const withImage = templateMetadata(pageSeo.services, { image: "/media/x.webp" });
    expect(withImage.openGraph).toMatchObject({ images: [{ url: `${SITE}/media/x.webp` }] });
  });
});

describe("JSON-LD typing", () => {
  it("accepts schema.org nodes and refuses, at compile time, a type or property schema.org does not have", () => {
    const valid: JsonLd = { "@context": "https://schema.org", "@type": "ProfessionalService", name: "Northlight", slogan: "Stories that move" };
    // @ts-expect-error schema.org has no AdvertisingAgency type (the site once used it)
    const wrongType: JsonLd = { "@context": "https://schema.org", "@type": "AdvertisingAgency", name: "Northlight" };
    // @ts-expect-error a Service has no foundingDate
    const wrongProperty: JsonLd = { "@context": "https://schema.org", "@type": "Service", name: "Brand Strategy", foundingDate: "2011" };
    expect(JSON.parse(serializeJsonLd([valid, wrongType, wrongProperty]))).toHaveLength(3);
  });
});
