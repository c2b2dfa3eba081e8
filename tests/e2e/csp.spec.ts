import { expect, test } from "./support/test";
import { test as plainTest } from "@playwright/test";
import { expectStrictPagePolicy, parsePolicy } from "./support/csp";
import { caseStudies } from "../../lib/content/case-studies";
import { services } from "../../lib/content/services";
import { staticRoutes } from "../../lib/seo/routes";

// The Content-Security-Policy allows no inline script but the page's own (by hash on prerendered
// pages, by nonce on the admin), and the SEO pages stay prerendered. Every browser spec also fails
// on any violation the page reports (support/test.ts), so the panels and dialogs are covered there.

const publicPages = [
  ...staticRoutes.map((route) => route.path),
  ...services.map((service) => `/services/${service.slug}`),
  ...caseStudies.map((study) => `/case-studies/${study.id}`),
];

test.describe("Content-Security-Policy", () => {
  for (const path of publicPages) {
    test(`${path} is prerendered with a strict policy that hashes its inline scripts`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Served from the page cache: the policy did not make the page render per request.
      expect(response.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
      const policy = await expectStrictPagePolicy(response);
      const frames = policy.get("frame-src");
      if (path === "/" || path.startsWith("/case-studies/")) {
        expect(frames).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
      } else {
        expect(frames).toEqual(["'none'"]);
      }
    });
  }

  test("the 404 page has the strict policy", async ({ request }) => {
    const response = await request.get("/no-such-page-here");
    expect(response.status()).toBe(404);
    await expectStrictPagePolicy(response);
  });

  test("the admin is rendered per request with a fresh nonce on every script", async ({ request, page }) => {
    const first = parsePolicy((await request.get("/admin")).headers()["content-security-policy"]);
    const response = await request.get("/admin");
    const policy = await expectStrictPagePolicy(response);
    const nonce = policy.get("script-src")![1];
    expect(nonce).not.toBe(first.get("script-src")![1]);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
    expect(scripts.length).toBeGreaterThan(0);
    const value = nonce.slice("'nonce-".length, -1);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${value}"`);
    // And the sign-in screen works under it (no violation: see support/test.ts).
    await page.goto("/admin");
    await expect(page.getByLabel("Admin token")).toBeVisible();
  });

  test("API responses and files get the policy that allows nothing", async ({ request }) => {
    for (const path of ["/api/health", "/robots.txt", "/sitemap.xml", "/media/reel-poster.webp", "/case-studies-bundle.json"]) {
      const response = await request.get(path);
      expect(response.headers()["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });
});

// This one expects a violation, so it runs without the fixture that fails on one.
plainTest("an injected inline script does not run and is reported", async ({ page }) => {
  await page.goto("/about");
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive: string }>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          resolve({ ran: Boolean((window as unknown as { injected?: boolean }).injected), directive: event.effectiveDirective });
        });
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, directive: "script-src-elem" });
});
