import { expect, test } from "@playwright/test";
import { runScript } from "../support/run-script";

// MDN's HTTP Observatory against this production server (scripts/observatory.mjs prints every
// test's result): over plain HTTP every test but the TLS-bound ones passes with a score of 100 or
// more, and behind the edge proxy (HTTPS, HTTP/2, HTTP redirected to HTTPS) the grade is A+.

const observatory = (baseURL: string, ...flags: string[]) => runScript("scripts/observatory.mjs", "--base", baseURL, ...flags);

const PAGES = "/,/about,/case-studies/imax,/contact,/admin";

test("plain HTTP: every test that does not need TLS passes on home, a content page, a case study, contact and the admin", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { code, output } = await observatory(baseURL!, "--paths", PAGES);
  console.log(output);
  expect(output.match(/^PASS /gm)).toHaveLength(5);
  expect(code).toBe(0);
});

test("behind the edge proxy (TLS): grade A+ on the same pages", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { code, output } = await observatory(baseURL!, "--tls", "--paths", PAGES);
  console.log(output);
  expect(output.match(/^PASS .*grade A\+/gm)).toHaveLength(5);
  expect(code).toBe(0);
});
