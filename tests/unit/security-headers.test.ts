import { securityHeaders } from "@/lib/http/security-headers";

const asMap = (production: boolean) =>
  Object.fromEntries(securityHeaders({ production }).map(({ key, value }) => [key.toLowerCase(), value]));

describe("securityHeaders", () => {
  it("sends the baseline headers everywhere", () => {
    const headers = asMap(false);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("adds HSTS in production only", () => {
    expect(asMap(false)["strict-transport-security"]).toBeUndefined();
    expect(asMap(true)["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});
