import { expect, test } from "./support/test";
import { caseStudies } from "../../lib/content/case-studies";

test.describe("case study pages", () => {
  test("a case study renders every section in the server HTML", async ({ page, request }) => {
    const html = await (await request.get("/case-studies/imax")).text();
    for (const text of [
      "The Challenge",
      "Our Strategy",
      "Execution",
      "Results",
      "Gallery",
      "Key Results",
      "Services Provided",
      "Tags",
      "Ready for Similar Results?",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('"@type":"CreativeWork"');
    expect(html).toContain('"@type":"BreadcrumbList"');

    await page.goto("/case-studies/imax");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IMAX");
    await expect(page.getByText("Entertainment", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("10 weeks")).toBeVisible();
    await expect(page.getByText("Client: IMAX")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Play .*film$/ }).first()).toBeVisible(); // the hero film, not yet loaded
    await expect(page.getByRole("heading", { name: "Key Results" })).toBeVisible();
    await expect(page.locator("figure blockquote")).toContainText("couch");
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("metadata: title within 60, description from the challenge, canonical, Open Graph", async ({ page }) => {
    await page.goto("/case-studies/harbor-hill-credit-union");
    const title = await page.title();
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toBe("Harbor & Hill Credit Union Case Study | Northlight");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeLessThanOrEqual(120);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/case-studies\/harbor-hill-credit-union$/);
    expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toContain("/media/case-studies/harbor-hill-credit-union/hero.webp");
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  });

  test("the index preloads only the first card's image, at high priority; the others are lazy", async ({ request }) => {
    const html = await (await request.get("/case-studies")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain("url=%2Fmedia%2Fcase-studies%2Fimax%2Fthumbnail.webp");
    expect(preloads[0]).toContain('fetchPriority="high"');
    const cards = html.match(/<img alt="[^"]*"[^>]*srcSet="\/_next\/image[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]).toContain('alt="IMAX: IMAX"');
    expect(cards[0]).not.toContain('loading="lazy"');
    for (const card of cards.slice(1)) expect(card).toContain('loading="lazy"');
  });

  test("an unknown case study is a real 404", async ({ page }) => {
    const response = await page.goto("/case-studies/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Case Study Not Found" })).toBeVisible();
    await expect(page.getByText("The case study you're looking for doesn't exist or may have been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("a case study's hero poster is fetched first from the head, and no film is fetched until it is played", async ({ page, request }) => {
    const html = await (await request.get("/case-studies/imax")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // At a size for the screen: next/image's srcset of the poster file, and the frame's sizes.
    const poster = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? "";
    expect(poster).toContain('imageSrcSet="/_next/image?url=%2Fmedia%2Fcase-studies%2Fimax%2Fhero.webp&amp;w=640&amp;q=75 640w,');
    expect(poster).toContain('imageSizes="(min-width: 1280px) 1216px, calc(-3rem + 100vw)"');
    expect(poster).toContain('fetchPriority="high"');
    const films: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "media" || /\.(mp4|webm|mov)(\?|$)/.test(sent.url())) films.push(new URL(sent.url()).pathname);
    });
    await page.goto("/case-studies/imax");
    await page.waitForLoadState("networkidle");
    // Until asked for, a film is its poster and a link to the file: no player, nothing of the film fetched.
    expect(films).toEqual([]);
    await expect(page.locator("main video")).toHaveCount(0);
    const hero = page.getByRole("link", { name: /^Play .*film$/ }).first();
    await expect(hero).toHaveAttribute("href", "/media/showcase/brand-film.mp4");
    // The poster at the size the screen needs, through next/image's optimizer.
    await expect.poll(() => hero.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await hero.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/_next\/image\?url=%2Fmedia%2Fcase-studies%2Fimax%2Fhero\.webp&w=\d+&q=75$/,
    );
    await hero.click();
    const player = page.locator("main video").first();
    await expect(player).toHaveAttribute("controls", "");
    await expect(player).toBeFocused();
    await expect.poll(() => films).toContain("/media/showcase/brand-film.mp4");
  });

  test("the gallery's film posters are fetched only once the gallery comes near the screen", async ({ page }) => {
    const posters: string[] = [];
    page.on("request", (sent) => {
      // A poster comes through next/image's optimizer: /_next/image?url=<the file>&w=…
      const url = new URL(sent.url());
      const file = url.pathname === "/_next/image" ? (url.searchParams.get("url") ?? "") : url.pathname;
      if (/^\/media\/showcase\/[^/]+\.webp$/.test(file)) posters.push(file);
    });
    await page.goto("/case-studies/imax");
    await page.waitForLoadState("networkidle");
    expect(posters).toEqual([]);
    const galleryFilm = page.getByRole("link", { name: /^Play / }).nth(1);
    await galleryFilm.scrollIntoViewIfNeeded();
    const poster = galleryFilm.locator("img");
    await expect(poster).toHaveAttribute("src", /^\/_next\/image\?url=%2Fmedia%2Fshowcase%2F.+\.webp&w=\d+&q=75$/);
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(posters.length).toBeGreaterThan(0);
  });

  test("a film that fails to load is logged, and nothing else changes", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(/\.(mp4|webm|mov)(\?|$)/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/case-studies/imax");
    // The film fetches nothing until played; play it once the page has hydrated (its logger is mounted).
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("link", { name: /^Play .*film$/ })
      .first()
      .click();
    await expect(page.locator("main video")).toHaveCount(1);
    await expect.poll(() => warnings.find((text) => text.startsWith("Video failed to load"))).toMatch(/Video failed to load .*\.(mp4|webm|mov)/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  // @viewport: below 768 px the filters are a row that scrolls sideways.
  test("the index lists every case study and filters them", { tag: "@viewport" }, async ({ page }) => {
    await page.goto("/case-studies");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(9);
    await page.getByRole("button", { name: "Food & Beverage" }).click();
    await expect(cards).toHaveCount(2);
    await expect(page).toHaveURL(/filter=food-beverage/);
    await page.getByRole("button", { name: "All Work" }).click();
    await expect(cards).toHaveCount(9);
  });

  test("the index's HTML carries what its cards show, not every study's full text", async ({ request }) => {
    const html = (await (await request.get("/case-studies")).text()).replaceAll("&amp;", "&");
    for (const study of caseStudies) {
      expect(html).toContain(study.title);
      // The challenge is on the study's own page; in the index it would only fatten the RSC payload.
      const opening = study.challenge.split(" ").slice(0, 6).join(" ");
      expect(html).not.toContain(opening);
    }
  });

  test("a crash in a content page shows the site's error screen under the header, and Try again brings the page back", async ({ page }) => {
    // Every script asked for after the index has loaded fails: the case study's own code, loaded when
    // the visitor opens it, then throws while rendering, which the content pages' boundary catches.
    let failLateScripts = false;
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => (failLateScripts ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
    await page.goto("/case-studies");
    await page.waitForLoadState("networkidle");
    failLateScripts = true;
    await page.getByRole("link", { name: /IMAX/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page).toHaveURL(/\/case-studies\/imax$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact" })).toBeVisible(); // the header stays
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    failLateScripts = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IMAX");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

    // Leaving the page clears the error screen, as a route's error.tsx would.
    await page.goto("/case-studies");
    await page.waitForLoadState("networkidle");
    failLateScripts = true;
    await page.getByRole("link", { name: /IMAX/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    failLateScripts = false;
    await page.getByRole("banner").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a case study's images that fail to load show the placeholder, with no image code in the page's scripts", async ({ page }) => {
    // The hero image (a study without a hero film) is preloaded from the head and fails before the
    // page has hydrated; a gallery image is lazy and fails once scrolled to, after hydration.
    await page.route("**/_next/image?url=%2Fmedia%2Fcase-studies%2Fkeyward-password-manager%2Fhero.webp*", (route) => route.abort());
    await page.route("**/_next/image?url=%2Fmedia%2Fcase-studies%2Fkeyward-password-manager%2Fgallery-2.webp*", (route) => route.abort());
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto("/case-studies/keyward-password-manager");
    const hero = page.getByRole("img", { name: "Keyward: Keyward Password Manager", exact: true });
    await expect(hero).toHaveText("Keyward");
    await expect(page.locator("img[alt='Keyward: Keyward Password Manager']")).toHaveCount(0);

    const gallery = page.getByRole("img", { name: "Keyward: Keyward Password Manager, image 2" });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveText("Keyward");
    // The other gallery images load as usual, at a size from next/image's srcset.
    const first = page.locator("img[alt='Keyward: Keyward Password Manager, image 1']");
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      "/_next/image?url=%2Fmedia%2Fcase-studies%2Fkeyward-password-manager%2Fgallery-1.webp&w=",
    );
    // next/image's client component (it marks itself with __NEXT_IMAGE_IMPORTED) is not among the page's scripts.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("__NEXT_IMAGE_IMPORTED"))).toEqual([]);
  });

  test("an image that fails to load shows a placeholder with the client's name", async ({ page }) => {
    await page.route("**/_next/image?url=%2Fmedia%2Fcase-studies%2Fimax%2Fthumbnail.webp*", (route) => route.abort());
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto("/case-studies");
    const placeholder = page.getByRole("img", { name: "IMAX: IMAX" });
    await expect(placeholder).toHaveText("IMAX");
    await expect(placeholder).toHaveAttribute("role", "img");
    // The index's cards are rendered on the server: no script it loads carries next/image's code,
    // neither its client component nor getImageProps.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("__NEXT_IMAGE_IMPORTED") || source.includes("getImageProps"))).toEqual([]);
  });
});
