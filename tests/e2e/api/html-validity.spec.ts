import { expect, test } from "@playwright/test";
import { runScript } from "../support/run-script";
import { caseStudies } from "../../../lib/content/case-studies";
import { services } from "../../../lib/content/services";

// The W3C Nu HTML checker over every public page's server HTML (scripts/html-validity.mjs: the
// fixed pages, every page in /sitemap.xml, the 404 page and the admin login screen, in one JVM
// run). Any error fails the test with the checker's messages in the output; warnings are allowed.

const htmlValidity = (baseURL: string) => runScript("scripts/html-validity.mjs", "--base", baseURL);

const REQUIRED_PAGES = [
  "/",
  "/about",
  "/privacy-policy",
  "/los-angeles-advertising-agency",
  "/password-manager-content-marketing",
  "/services",
  ...services.map((service) => `/services/${service.slug}`),
  "/case-studies",
  ...caseStudies.map((study) => `/case-studies/${study.id}`),
  "/contact",
  "/this-page-does-not-exist",
  "/admin",
];

test("every public page, the 404 page and the admin login screen are valid HTML", async ({ baseURL }) => {
  // A JVM start and some 30 pages on a shared 2-core machine.
  test.setTimeout(240_000);
  const { code, output } = await htmlValidity(baseURL!);
  console.log(output);
  const passed = new Set([...output.matchAll(/^PASS (\S+) /gm)].map((match) => match[1]));
  // One block per page (its line, then its messages); anything but a passing page or the total fails.
  const failures = output
    .trim()
    .split(/\n(?=PASS |FAIL |TOTAL |error outside)/)
    .filter((block) => !block.startsWith("PASS ") && !block.startsWith("TOTAL "));
  expect(failures, "the checker's errors, by page").toEqual([]);
  expect(
    REQUIRED_PAGES.filter((path) => !passed.has(path)),
    "pages not checked or not passing",
  ).toEqual([]);
  expect(output).toMatch(/^TOTAL \d+ pages, \d+ passed, 0 failed; 0 errors/m);
  expect(code).toBe(0);
});
