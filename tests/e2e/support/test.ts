import { expect, test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root layout marks <html>): a prerendered page is
 * shown before its scripts start (lib/http/first-paint-boot.mjs), and `load` can come first.
 */
export async function untilHydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * Playwright's `test`, with one more check on every browser test: the page must not report a
 * Content-Security-Policy violation, whatever the test does (pages, panels, dialogs, admin tabs).
 * The policy is enforced, so a violation is something that did not run or load for a visitor.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // A prerendered page is shown before its scripts start (lib/http/first-paint-boot.mjs), and
  // `load` can come first: after going to a page, wait until React has hydrated it (the root
  // layout marks <html>), as a visitor would see the page respond. A page that never hydrates (no
  // JavaScript, an API response) is returned after the wait; with scripts off there is no wait.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = /text\/html/.test(response?.headers()["content-type"] ?? "");
      if (html && javaScriptEnabled !== false && options?.waitUntil !== "commit") {
        await untilHydrated(page).catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
          const blocked = event.blockedURI || "inline";
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${blocked}${event.sample ? ` (${event.sample})` : ""}`);
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations reported by the page").toEqual([]);
    },
    { auto: true },
  ],
});
