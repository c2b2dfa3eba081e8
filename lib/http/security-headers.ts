// Security headers sent with every response (next.config.ts applies them to all paths). HTML
// pages get their Content-Security-Policy elsewhere, because it depends on the page's own inline
// scripts: a prerendered page from the page cache (lib/http/csp-cache-handler.mjs), a page
// rendered per request from proxy.ts (a nonce). See lib/http/csp.mjs for the policy itself.

export type HeaderPair = { key: string; value: string };
export type HeaderRule = { source: string; headers: HeaderPair[] };

/**
 * Responses that are not pages (the API's JSON, build assets, media, robots.txt, the sitemap, Open
 * Graph images): a browser that opens one directly runs and loads nothing.
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Stored files (résumés, contact PDFs, uploaded images) are visitors' bytes: opened in a tab they
 * load nothing, run nothing and cannot be framed, whatever their content.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A PDF viewed inline in the admin: the same policy without `sandbox`, because Chrome refuses to
 * open its PDF viewer in a sandboxed document. The bytes were sniffed as a PDF and are sent with
 * nosniff, so the browser never treats them as a page of this origin.
 */
export const PDF_VIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Path prefixes (without the leading slash) under which stored files are served. */
const FILE_PATH_PREFIXES = ["api/admin/resume/", "api/admin/uploads/", "uploads/"] as const;

/**
 * The policy for an answer the app writes itself where next.config.ts's rule does not reach (the
 * proxy's refusals, whose headers win over the rules', and paths whose rule leaves the policy to
 * the handler): the stored-file policy under the file paths, else the one for what is not a page.
 */
export function nonPagePolicyFor(pathname: string): string {
  return FILE_PATH_PREFIXES.some((prefix) => pathname.startsWith(`/${prefix}`)) ? FILE_CSP : NON_PAGE_CSP;
}

/** The security headers; `csp: null` leaves the policy to the route handler. */
export function securityHeaders({ production, csp = NON_PAGE_CSP }: { production: boolean; csp?: string | null }): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(csp === null ? [] : [{ key: "Content-Security-Policy", value: csp }]),
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}

/**
 * A path that is not a page: the API, build assets, a file name with an extension (media,
 * robots.txt, sitemap.xml, the manifest) or an Open Graph image. Everything else that is not a
 * stored file is a page, whose policy is not set here.
 */
const NOT_A_PAGE = "api(?:/.*)?|_next/.*|(?:.*/)?[^/]*\\.[^/]*|(?:.*/)?opengraph-image[^/]*";

/**
 * The header rules for next.config.ts. A later rule's header replaces an earlier one's of the same
 * name, and Next's headers replace the ones a route handler sets, so the file paths are cut out
 * of the site-wide rules (a negative lookahead) and get their own rule: every path that is not a
 * page gets exactly one Content-Security-Policy here, and a page gets its one from the page cache
 * or the proxy (a second policy would be enforced as well, and would block the page's scripts).
 * The inline views of résumés and contact PDFs pick their policy by the file's type (see
 * PDF_VIEW_CSP), so their rule leaves the policy to the handler (downloads get FILE_CSP here).
 */
export function securityHeaderRules({ production }: { production: boolean }): HeaderRule[] {
  const files = FILE_PATH_PREFIXES.map((prefix) => prefix.replace(/\/$/, "")).join("|");
  return [
    { source: `/((?!(?:${files})/).*)`, headers: securityHeaders({ production, csp: null }) },
    { source: `/((?!(?:${files})/)(?:${NOT_A_PAGE}))`, headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CSP }] },
    { source: "/uploads/(.*)", headers: securityHeaders({ production, csp: FILE_CSP }) },
    { source: "/api/admin/(resume|uploads)/(.*)", headers: securityHeaders({ production, csp: null }) },
    { source: "/api/admin/(resume|uploads)/:id/download", headers: [{ key: "Content-Security-Policy", value: FILE_CSP }] },
  ];
}
