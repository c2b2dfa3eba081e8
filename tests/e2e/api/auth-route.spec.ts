import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";

// /api/auth/* through `next start`: input next-auth alone would answer with a 500 gets a 4xx in the
// API's error envelope, with the security headers every response carries; Logout ends the session on
// the server, so a copied cookie dies with it; /admin is rendered for the session the server sees.

test.describe("next-auth's route refuses bad input with a 4xx", () => {
  const cases: { label: string; method: "GET" | "POST"; path: string; contentType?: string; body?: string; status: number }[] = [
    { label: "a javascript: callbackUrl on the sign-in page", method: "GET", path: "/api/auth/signin?callbackUrl=javascript:alert(1)", status: 404 },
    { label: "a javascript: callbackUrl on the session", method: "GET", path: "/api/auth/session?callbackUrl=javascript:alert(1)", status: 400 },
    { label: "GET on the token exchange", method: "GET", path: "/api/auth/callback/admin-token", status: 405 },
    {
      label: "a JSON content type with a body that is not JSON",
      method: "POST",
      path: "/api/auth/callback/admin-token",
      contentType: "application/json",
      body: "{bad",
      status: 400,
    },
    {
      label: "a javascript: callbackUrl in the login body",
      method: "POST",
      path: "/api/auth/callback/admin-token",
      contentType: "application/x-www-form-urlencoded",
      body: "token=x&csrfToken=y&json=true&callbackUrl=javascript:alert(1)",
      status: 400,
    },
    {
      label: "a body that is neither a form nor JSON",
      method: "POST",
      path: "/api/auth/callback/admin-token",
      contentType: "text/plain",
      body: "x",
      status: 415,
    },
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

test("Logout ends the session on the server: a copied cookie, and the one re-issued since, get 401", async ({ request, playwright, baseURL }) => {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const login = await request.post("/api/auth/callback/admin-token", { form: { token: E2E_ADMIN_TOKEN, csrfToken, json: "true" } });
  expect(login.status()).toBe(200);
  const sessionCookie = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === "admin-session")?.value;
  const saved = await sessionCookie();
  expect(saved).toBeTruthy();
  // Reading the session re-issues the cookie (a new JWT for the same session).
  expect(await (await request.get("/api/auth/session")).json()).toMatchObject({ user: { name: "Admin" } });
  const reissued = await sessionCookie();
  expect(reissued).not.toBe(saved);

  // Someone else holding copies of the cookies, with no cookie jar of their own.
  const outsider = await playwright.request.newContext({ baseURL });
  const replay = (value: string | undefined) => outsider.get("/api/admin/conversations?limit=1", { headers: { cookie: `admin-session=${value}` } });
  expect((await replay(saved)).status()).toBe(200);
  expect((await replay(reissued)).status()).toBe(200);

  const logout = await request.post("/api/auth/signout", { form: { csrfToken, json: "true" }, headers: { origin: baseURL! } });
  expect(logout.status()).toBe(200);
  expect(await sessionCookie()).toBeUndefined();

  for (const value of [saved, reissued]) {
    const response = await replay(value);
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
    // next-auth no longer sees a session in it either (and does not re-issue it).
    const session = await outsider.get("/api/auth/session", { headers: { cookie: `admin-session=${value}` } });
    expect(await session.json()).toEqual({});
  }
  await outsider.dispose();
});

test("/admin's HTML is the dashboard for a live session, and the login screen without one or after Logout", async ({ request, playwright, baseURL }) => {
  const page = async (cookie?: string) => {
    const context = await playwright.request.newContext({ baseURL });
    const response = await context.get("/admin", { headers: cookie ? { cookie: `admin-session=${cookie}` } : {} });
    expect(response.status()).toBe(200);
    const html = await response.text();
    await context.dispose();
    return { dashboard: html.includes("Admin Dashboard") && html.includes(">Logout<"), login: html.includes("Admin Access") };
  };
  expect(await page()).toEqual({ dashboard: false, login: true });
  expect(await page("not-a-session")).toEqual({ dashboard: false, login: true });

  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect((await request.post("/api/auth/callback/admin-token", { form: { token: E2E_ADMIN_TOKEN, csrfToken, json: "true" } })).status()).toBe(200);
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === "admin-session")?.value;
  expect(await page(cookie)).toEqual({ dashboard: true, login: false });

  expect((await request.post("/api/auth/signout", { form: { csrfToken, json: "true" }, headers: { origin: baseURL! } })).status()).toBe(200);
  // The cookie still decodes, but its session is revoked: the login screen.
  expect(await page(cookie)).toEqual({ dashboard: false, login: true });
});
