import { expect, test } from "@playwright/test";

// /api/auth/* through `next start`: what next-auth used to answer with a 500 is a 4xx in the API's
// error envelope, with the security headers every response carries.

test.describe("next-auth's route refuses bad input with a 4xx", () => {
  const cases: { label: string; method: "GET" | "POST"; path: string; contentType?: string; body?: string; status: number }[] = [
    { label: "a javascript: callbackUrl on the sign-in page", method: "GET", path: "/api/auth/signin?callbackUrl=javascript:alert(1)", status: 404 },
    { label: "a javascript: callbackUrl on the session", method: "GET", path: "/api/auth/session?callbackUrl=javascript:alert(1)", status: 400 },
    { label: "GET on the token exchange", method: "GET", path: "/api/auth/callback/admin-token", status: 405 },
    { label: "a JSON content type with a body that is not JSON", method: "POST", path: "/api/auth/callback/admin-token", contentType: "application/json", body: "{bad", status: 400 },
    {
      label: "a javascript: callbackUrl in the login body",
      method: "POST",
      path: "/api/auth/callback/admin-token",
      contentType: "application/x-www-form-urlencoded",
      body: "token=x&csrfToken=y&json=true&callbackUrl=javascript:alert(1)",
      status: 400,
    },
    { label: "a body that is neither a form nor JSON", method: "POST", path: "/api/auth/callback/admin-token", contentType: "text/plain", body: "x", status: 415 },
  ];

  for (const { label, method, path, contentType, body, status } of cases) {
    test(label, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        headers: contentType ? { "content-type": contentType } : {},
        data: body,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(status);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(Object.keys(json)).toEqual(["error"]);
      expect(typeof json.error.message).toBe("string");
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    });
  }
});
