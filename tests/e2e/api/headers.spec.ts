import { expect, test } from "@playwright/test";

test.describe("headers and admin gate", () => {
  for (const path of ["/", "/this-page-does-not-exist", "/api/health", "/media/reel-poster.webp"]) {
    test(`security headers on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("/admin is never cached by shared caches", async ({ request }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()["cache-control"];
    expect(cacheControl).toContain("private");
    expect(cacheControl).toContain("no-store");
    expect(cacheControl).not.toContain("s-maxage");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("the admin API refuses a request without a valid bearer token", async ({ request }) => {
    for (const authorization of [undefined, "Bearer wrong-token-wrong-token", "Basic abc"]) {
      const response = await request.get("/api/admin/conversations", {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status()).toBe(401);
      // The answer names its request id, as its X-Request-Id header does.
      expect(await response.json()).toEqual({
        error: { code: "unauthorized", message: "Admin authentication required", requestId: response.headers()["x-request-id"] },
      });
    }
  });
});
