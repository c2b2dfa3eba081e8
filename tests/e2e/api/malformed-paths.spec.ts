import { expect, test, type APIResponse } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { expectBaselineHeaders } from "../support/headers";

// Paths whose percent-encoding does not decode are refused with a 4xx that carries the security
// headers, never a bare 500 (Next fails on them before any route code runs).

function expectSecurityHeaders(response: APIResponse) {
  expectBaselineHeaders(response);
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
}

const API_PATHS = ["/api/services/%C0%AF", "/api/admin/conversations/%ZZ", "/api/case-studies/%ZZ", "/api/admin/resume/%E0%A4%A/view", "/api/physics-config/%"];
const PAGE_PATHS = ["/case-studies/%C0%AF", "/services/%E0%A4%A", "/uploads/%ZZ", "/%", "/%ZZ", "/admin/%C0%AF"];
// Upload routes stay outside the proxy (it would buffer their bodies): malformed paths near them.
const UPLOAD_PATHS = ["/api/upload-pdf/%ZZ", "/api/upload-resume%C0%AF", "/api/upload-case-study-image/%E0%A4%A", "/api/upload-resume/%"];

test.describe("malformed percent-encoding", () => {
  for (const path of API_PATHS) {
    test(`${path} is a 400 in the error envelope`, async ({ request }) => {
      for (const headers of [{}, { authorization: `Bearer ${E2E_ADMIN_TOKEN}` }] as Record<string, string>[]) {
        const response = await request.get(path, { headers });
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: "bad_request", message: expect.stringContaining("malformed"), requestId: response.headers()["x-request-id"] },
        });
        expectSecurityHeaders(response);
      }
    });
  }

  for (const path of PAGE_PATHS) {
    test(`${path} is the branded 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      expectSecurityHeaders(response);
    });
  }

  for (const path of UPLOAD_PATHS) {
    test(`${path} is a 4xx with the security headers`, async ({ request }) => {
      for (const method of ["GET", "POST"] as const) {
        const response = await request.fetch(path, { method, data: method === "POST" ? "x" : undefined });
        expect(response.status()).toBeGreaterThanOrEqual(400);
        expect(response.status()).toBeLessThan(500);
        expectSecurityHeaders(response);
      }
    });
  }

  test("writes to malformed paths are refused too", async ({ request }) => {
    const response = await request.put("/api/case-studies/%C0%AF", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { title: "x" },
    });
    expect(response.status()).toBe(400);
    expectSecurityHeaders(response);
  });
});
