import { expect, type APIResponse } from "@playwright/test";

/** The security headers every response carries, whatever its Content-Security-Policy. */
export function expectBaselineHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
}
