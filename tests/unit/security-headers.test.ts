import { pathToRegexp } from "next/dist/compiled/path-to-regexp";
import { FILE_CSP, NON_PAGE_CSP, PDF_VIEW_CSP, securityHeaderRules, securityHeaders } from "@/lib/http/security-headers";
import { fileCsp } from "@/lib/uploads/serve";
import nextConfig from "@/next.config";

const asMap = (production: boolean) => Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key.toLowerCase(), value]));

describe("securityHeaders", () => {
  it("sends the baseline headers everywhere", () => {
    const headers = asMap(false);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toBe(NON_PAGE_CSP);
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("adds HSTS in production only", () => {
    expect(asMap(false)["strict-transport-security"]).toBeUndefined();
    expect(asMap(true)["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});

describe("securityHeaderRules", () => {
  // The same compilation next.config.ts header sources get (next/dist/lib/build-custom-route),
  // case-sensitive as the config asks.
  const sensitive = nextConfig.experimental?.caseSensitiveRoutes === true;
  const rules = securityHeaderRules({ production: true }).map((rule) => ({
    ...rule,
    regex: pathToRegexp(rule.source, [], { strict: true, sensitive, delimiter: "/" }),
  }));

  it("matches paths case-sensitively, as the routes are", () => {
    expect(sensitive).toBe(true);
  });
  const policiesFor = (path: string) =>
    rules
      .filter((rule) => rule.regex.test(path))
      .flatMap((rule) => rule.headers.filter((header) => header.key === "Content-Security-Policy").map((header) => header.value));

  it.each(["/api/admin/resume/abc/download", "/api/admin/uploads/abc/download", "/uploads/case-studies/2026/11/x.png"])(
    "gives the stored file %s only the sandbox policy",
    (path) => {
      expect(policiesFor(path)).toEqual([FILE_CSP]);
      expect(FILE_CSP).toContain("sandbox");
      expect(FILE_CSP).toContain("default-src 'none'");
    },
  );

  it.each([
    "/api",
    "/api/health",
    "/api/admin/resumes",
    "/api/admin/uploads",
    "/api/admin/conversations/x",
    "/media/reel.mp4",
    "/robots.txt",
    "/sitemap.xml",
    "/manifest.webmanifest",
    "/case-studies-bundle.json",
    "/opengraph-image-12o0cb",
    "/services/brand-strategy/opengraph-image-gr01m2",
    "/_next/static/chunks/x.js",
  ])("gives %s, which is not a page, only the policy that allows nothing", (path) => {
    expect(policiesFor(path)).toEqual([NON_PAGE_CSP]);
    expect(NON_PAGE_CSP).toContain("default-src 'none'");
    expect(NON_PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  // A page's policy comes with the page (the page cache or the proxy): a second one from
  // next.config.ts would be enforced too, and block the page's own scripts.
  // "/API/cards" is no API route (routes are case-sensitive): Next answers it with its not-found
  // page, whose policy a case-insensitive rule doubled with the API's.
  it.each([
    "/",
    "/admin",
    "/about",
    "/services/brand-strategy",
    "/case-studies/imax",
    "/no-such-page",
    "/api-docs",
    "/uploads",
    "/uploads-archive",
    "/API/cards",
    "/Api",
  ])("leaves the policy of the page %s to the page", (path) => {
    expect(policiesFor(path)).toEqual([]);
    const others = rules.filter((rule) => rule.regex.test(path)).flatMap((rule) => rule.headers.map((header) => header.key));
    expect(others).toEqual(expect.arrayContaining(["X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"]));
  });

  it("leaves the inline views' policy (résumés, contact PDFs) to their handler, which picks it by type", () => {
    expect(policiesFor("/api/admin/resume/abc/view")).toEqual([]);
    expect(policiesFor("/api/admin/uploads/abc/view")).toEqual([]);
    expect(fileCsp("text/plain; charset=utf-8", "inline")).toBe(FILE_CSP);
    expect(fileCsp("application/pdf", "attachment")).toBe(FILE_CSP);
    expect(fileCsp("application/pdf", "inline")).toBe(PDF_VIEW_CSP);
    expect(PDF_VIEW_CSP).not.toContain("sandbox");
    expect(PDF_VIEW_CSP).toContain("default-src 'none'");
  });

  it.each(["/uploads/", "/UPLOADS/x.png", "/api/admin/resume", "/api/admin/resumes/x", "/api/%ZZ", "/uploads/%ZZ"])("gives %s exactly one policy", (path) => {
    expect(policiesFor(path)).toHaveLength(1);
  });

  it("keeps every other security header on file paths", () => {
    const keys = (index: number) => rules[index].headers.map((header) => header.key).sort();
    expect(keys(2)).toEqual([...keys(0), "Content-Security-Policy"].sort());
    expect(keys(3)).toEqual(keys(0));
  });
});
