import { expect, test, type Page } from "./support/test";
import { caseStudies } from "../../lib/content/case-studies";
import { services } from "../../lib/content/services";
import { practicesHeading } from "../../components/content/practices";
import { staticRoutes } from "../../lib/seo/routes";

// The server-rendered SEO pages: sections, metadata, structured data, Open Graph
// images, the sitemap and robots.txt, and no broken internal links.

const CONTENT_PAGES = [
  "/about",
  "/privacy-policy",
  "/los-angeles-advertising-agency",
  "/password-manager-content-marketing",
  "/services",
  ...services.map((service) => `/services/${service.slug}`),
];

const h2s = (page: Page) => page.locator("main h2");

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]).map((item: { "@type": string }) => item["@type"]);
  });
}

test.describe("content pages", () => {
  test("a service page renders every section and its Service JSON-LD", async ({ page }) => {
    const service = services.find((candidate) => candidate.slug === "video-production")!;
    await page.goto(`/services/${service.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText(service.description).first()).toBeVisible();
    await expect(h2s(page)).toContainText([
      "Overview",
      "Key Services",
      "Capabilities",
      "Our Approach",
      "Results & Impact",
      "Client Types",
      "Ready to Get Started?",
    ]);
    const steps = page.getByRole("region", { name: "Our Approach" }).getByRole("listitem");
    await expect(steps).toHaveCount(service.approach.length);
    await expect(steps.first()).toContainText("01");
    await expect(page.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    await expect(page).toHaveTitle("Video Production Company in Los Angeles | Northlight");
  });

  test("the server HTML of service and case-study pages holds their content, not a loading state", async ({ request }) => {
    const html = await (await request.get("/services/brand-strategy")).text();
    for (const heading of ["Brand Strategy", "Overview", "Key Services", "Capabilities", "Our Approach", "Results &amp; Impact", "Client Types"])
      expect(html).toContain(heading);
    for (const path of ["/services/brand-strategy", `/case-studies/${caseStudies[0].id}`]) {
      const body = await (await request.get(path)).text();
      // No Suspense fallback with the page outlined into a hidden div for a script to swap in.
      expect(body, path).not.toContain('<div hidden id="S:');
      expect(body, path).not.toContain("Loading service details...");
    }
  });

  test("every public page's headings descend one level at a time (no h1 to h3 jump)", async ({ request }) => {
    for (const path of ["/", ...CONTENT_PAGES, "/case-studies", `/case-studies/${caseStudies[0].id}`, "/contact"]) {
      const html = await (await request.get(path)).text();
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      expect(levels[0], `${path} starts with its h1`).toBe(1);
      const jumps = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} -> h${level}`] : []));
      expect(jumps, `${path} heading order`).toEqual([]);
    }
  });

  test("links prefetch on intent, not on sight: /services fetches no other page until a link is hovered", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("_rsc=")) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/services");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Video Production", exact: true }).hover();
    await expect.poll(() => prefetched).toContain("/services/video-production");
  });

  test("while a service page loads on client-side navigation, 'Loading service details...' covers the page", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the router's requests for the service (prefetch and navigation) until the test has looked.
    await page.route(/\/services\/brand-strategy\?_rsc=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/services");
    await page.getByRole("main").getByRole("link", { name: "Brand Strategy", exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: "Loading service details..." });
    await expect(status).toBeVisible();
    await expect(page.getByTestId("pending-page")).toBeInViewport();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Brand Strategy" })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/brand-strategy$/);
    await expect(status).toHaveCount(0);
  });

  test("an unknown service answers 404 with 'Service Not Found' and Go Back", async ({ page }) => {
    const response = await page.goto("/services/underwater-basket-weaving");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the services index links every service", async ({ page }) => {
    await page.goto("/services");
    for (const service of services)
      await expect(page.getByRole("link", { name: service.title, exact: true }).first()).toHaveAttribute("href", `/services/${service.slug}`);
  });

  test("about: the agency, its capabilities, clients, awards and tagline", async ({ page }) => {
    await page.goto("/about");
    await expect(h2s(page)).toContainText(["Our story", "What we do", "Selected clients", "Awards"]);
    await expect(page.getByText("Work that finds the light.").first()).toBeVisible();
    for (const award of ["Clio", "Telly", "Shorty"]) await expect(page.getByRole("main")).toContainText(award);
    // Each program once in the list (the home marquee is the one that repeats Shorty).
    await expect(page.getByRole("list", { name: "Awards and recognition" }).getByRole("listitem")).toHaveText([
      "Telly",
      "Clio",
      "Shorty",
      "AAF",
      "Digiday Video",
      "Smarties",
      "Ad Age",
    ]);
    for (const study of caseStudies) await expect(page.locator(`main a[href="/case-studies/${study.id}"]`).first()).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["AboutPage", "ProfessionalService", "BreadcrumbList"]));
  });

  test("privacy policy: every section and today's date as 'Last updated'", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(h2s(page)).toContainText([
      "Information We Collect",
      "How We Use Information",
      "How We Share Information",
      "Security",
      "Your Rights",
      "Your California Privacy Rights",
      "Cookies and Similar Technologies",
      "Data Retention",
      "Contact Us",
      "Changes to This Policy",
    ]);
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }).format(new Date());
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    // It describes what the site really does.
    for (const fact of ["IP address", "sessionStorage", "Vercel Web Analytics", "résumé"]) await expect(page.getByRole("main")).toContainText(fact);
  });

  test("privacy policy: a page cached before midnight shows the visitor's day once it runs", async ({ page }) => {
    // The HTML is prerendered and regenerated daily; the browser's clock two days on stands for a
    // visit after midnight that is served the HTML cached the day before.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await page.clock.setFixedTime(later);
    await page.goto("/privacy-policy");
    const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }).format(later);
    await expect(page.getByText(`Last updated: ${day}`)).toBeVisible();
  });

  test("Los Angeles landing page: four service cards, the FAQ with costs, client types and calls to action", async ({ page }) => {
    await page.goto("/los-angeles-advertising-agency");
    // The heading says the four cards are some of the practices, counted from the content.
    expect(practicesHeading(4, services.length)).toBe("Four of our six practices");
    const section = page.getByRole("region", { name: practicesHeading(4, services.length) });
    await expect(section.getByRole("link", { name: "See All Six Practices" })).toHaveAttribute("href", "/services");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(4);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/services/creative-campaigns", "/services/digital-marketing", "/services/video-production", "/services/brand-strategy"]);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq).toContainText("$10K-$100K+");
    await expect(faq).toContainText("$15K");
    await expect(page.getByRole("region", { name: "Who we work with" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/case-studies/imax"]').first()).toBeVisible();
    const faqLd = JSON.parse((await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) => text.includes("FAQPage"))!);
    const faqPage = (Array.isArray(faqLd) ? faqLd : [faqLd]).find((item: { "@type": string }) => item["@type"] === "FAQPage");
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(faqPage.mainEntity.length);
  });

  test("the password-manager article: an Article with calls to action to the work and to contact", async ({ page }) => {
    await page.goto("/password-manager-content-marketing");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.locator('main a[href="/case-studies"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    await expect(page.locator("time[datetime]").first()).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  });

  // @viewport: what a phone's width breaks first.
  test("no public page scrolls sideways, before or after its sections render", { tag: "@viewport" }, async ({ page }) => {
    // Fourteen pages, each loaded and walked down frame by frame: slow on a busy machine.
    test.slow();
    const overflow = () =>
      page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
    for (const path of ["/", ...CONTENT_PAGES, "/case-studies", `/case-studies/${caseStudies[0].id}`, "/contact", "/no-such-page"]) {
      await page.goto(path);
      expect(await overflow(), `${path} on load`).toBeLessThanOrEqual(0);
      // Sections skip rendering until they near the viewport: walk down so every one lays out.
      // A frame or 100 ms per step, whichever comes first (a busy machine can hold frames back),
      // and at most 200 steps (100,000 px), so the walk always ends.
      await page.evaluate(async () => {
        for (let y = 0, step = 0; y < document.body.scrollHeight && step < 200; y += 500, step++) {
          window.scrollTo(0, y);
          await new Promise((resolve) => {
            requestAnimationFrame(() => resolve(null));
            setTimeout(() => resolve(null), 100);
          });
        }
      });
      expect(await overflow(), `${path} scrolled through`).toBeLessThanOrEqual(0);
    }
  });

  // @viewport: below 640 px the header hides its wider links.
  test("header and footer navigation are crawlable links to the main pages", { tag: "@viewport" }, async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("navigation", { name: "Main" });
    for (const href of ["/case-studies", "/services", "/contact"]) await expect(header.locator(`a[href="${href}"]`)).toBeVisible();
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const href of [
      "/about",
      "/services",
      "/case-studies",
      "/contact",
      "/privacy-policy",
      "/los-angeles-advertising-agency",
      "/password-manager-content-marketing",
      ...services.map((service) => `/services/${service.slug}`),
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });
});

// What crawlers read: the server's HTML, as a browser with scripts off renders it (no hydration, no
// script fetched), so each of these page loads costs a fraction of a full one.
test.describe("crawlers", () => {
  test.use({ javaScriptEnabled: false });

  test("each page has one h1, a unique cut title and description, a canonical URL, Open Graph and Twitter fields", async ({ page }) => {
    // Loads every content page in turn: give it three minutes on a busy machine.
    test.slow();
    const titles = new Set<string>();
    for (const path of CONTENT_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      const title = await page.title();
      expect(title.length, path).toBeLessThanOrEqual(60);
      expect(titles.has(title), `${path} title is unique`).toBe(false);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      expect(description!.length, path).toBeLessThanOrEqual(155);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new URL(path, page.url()).href);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", new URL(path, page.url()).href);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
      expect(await jsonLdTypes(page), path).toContain("BreadcrumbList");
    }
  });

  test("Open Graph images are generated per page and served as PNG", async ({ page, request }) => {
    for (const path of ["/", "/about", "/services/video-production", "/los-angeles-advertising-agency"]) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      expect(image, path).toContain("opengraph-image");
      await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute("content", "1200");
      const response = await request.get(new URL(image!).pathname + new URL(image!).search);
      expect(response.status(), image!).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).length).toBeGreaterThan(10_000);
    }
  });

  test("every internal link on the public pages resolves", async ({ page, request }) => {
    const pages = [...staticRoutes.map((route) => route.path), `/services/${services[0].slug}`, `/case-studies/${caseStudies[0].id}`];
    const links = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const hrefs = await page.locator("a[href^='/']").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      for (const href of hrefs) links.add(href.split("#")[0] || "/");
    }
    expect(links.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const href of links) {
      const response = await request.get(href);
      if (response.status() !== 200) broken.push(`${href} → ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });

  test("the sitemap lists every public route, service and case study, and robots.txt keeps out /admin and /api", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const expected = [
      ...staticRoutes.map((route) => route.path),
      ...services.map((service) => `/services/${service.slug}`),
      ...caseStudies.map((study) => `/case-studies/${study.id}`),
    ];
    expect(locs.sort()).toEqual(expected.sort());
    expect(sitemap).toContain("<lastmod>");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});
