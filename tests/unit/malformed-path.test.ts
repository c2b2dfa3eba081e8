import { NextRequest } from "next/server";
import { isMalformedPath, MALFORMED_PATH_MESSAGE, refuseMalformedPath } from "@/lib/http/malformed-path";
import { FILE_CSP, NON_PAGE_CSP } from "@/lib/http/security-headers";

describe("malformed paths", () => {
  it.each(["/%ZZ", "/%", "/services/%E0%A4%A", "/api/services/%C0%AF", "/uploads/%ZZ", "/a%2"])("%s does not decode", (path) => {
    expect(isMalformedPath(path)).toBe(true);
  });

  it.each(["/", "/services/brand-strategy", "/api/services/caf%C3%A9", "/a%20b", "/%2F"])("%s decodes", (path) => {
    expect(isMalformedPath(path)).toBe(false);
  });

  it("answers /api paths with a 400 in the error envelope and lets good paths through", async () => {
    const refused = refuseMalformedPath(new NextRequest("http://localhost/api/services/%C0%AF"));
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toEqual({ error: { code: "bad_request", message: MALFORMED_PATH_MESSAGE, requestId: refused?.headers.get("x-request-id") } });
    expect(refuseMalformedPath(new NextRequest("http://localhost/api/services/brand-strategy"))).toBeNull();
  });

  it("sends its path's own policy: the proxy's headers win over next.config.ts's rules", () => {
    expect(refuseMalformedPath(new NextRequest("http://localhost/api/services/%C0%AF"))?.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
    expect(refuseMalformedPath(new NextRequest("http://localhost/api/admin/resume/%ZZ/view"))?.headers.get("content-security-policy")).toBe(FILE_CSP);
  });

  it("renders pages' not-found page for malformed page paths", () => {
    const refused = refuseMalformedPath(new NextRequest("http://localhost/case-studies/%C0%AF"));
    expect(refused?.headers.get("x-middleware-rewrite")).toBe("http://localhost/_malformed-path");
    const head = refuseMalformedPath(new NextRequest("http://localhost/%ZZ", { method: "HEAD" }));
    expect(head?.headers.get("x-middleware-rewrite")).toBe("http://localhost/_malformed-path");
  });

  it("refuses a malformed page path asked with another method with a 400, not a rewrite", async () => {
    // Bound to 127.0.0.1, `next start` sends a rewrite to itself as a new request, which the proxy
    // would refuse as a page asked with OPTIONS: 405 in place of an answer about the path.
    for (const method of ["OPTIONS", "POST", "DELETE", "PROPFIND"]) {
      const refused = refuseMalformedPath(new NextRequest("http://localhost/zz-%ED%A0%80", { method }));
      expect(refused?.status).toBe(400);
      expect(refused?.headers.get("x-middleware-rewrite")).toBeNull();
      expect(refused?.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
      expect(((await refused?.json()) as { error: { message: string } }).error.message).toBe(MALFORMED_PATH_MESSAGE);
    }
  });
});
