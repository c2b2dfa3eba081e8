import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with one more check on every browser test: the page must not report a
 * Content-Security-Policy violation, whatever the test does (pages, panels, dialogs, admin tabs).
 * The policy is enforced, so a violation is something that did not run or load for a visitor.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
