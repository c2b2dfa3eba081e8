import { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import type { PrismaClient } from "@/lib/db/prisma";
import { importRoute } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";

// The admin session's edges, through the real modules and a real SQLite file, with no trusted
// client-IP header (the default install): what /api/auth/* lets through to next-auth, Logout ending
// the session on the server, the shared failed-login bucket never locking the admin out, and
// X-Forwarded-Host being ignored without a trusted proxy.

type AuthRoute = typeof import("@/app/api/auth/[...nextauth]/route");
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Proxy = (request: NextRequest) => Promise<Response>;
type Modules = {
  route: AuthRoute;
  list: Handler;
  reorder: Handler;
  proxy: Proxy;
  session: typeof import("@/lib/auth/session");
  nextAuth: typeof import("@/lib/auth/next-auth");
  jwt: typeof import("next-auth/jwt");
};

const TOKEN = "admin-token-for-route-tests-0123456789";
const SITE = "https://agency.example";
const ENV = { ADMIN_TOKEN: TOKEN, CLIENT_IP_HEADER: undefined, VERCEL: undefined, RATE_LIMIT_LOGIN_PER_MINUTE: "3", SITE_URL: SITE };
const ORIGIN = "http://localhost";

let prisma: PrismaClient;
let m: Modules;

async function load(env: Record<string, string | undefined>): Promise<Modules> {
  return {
    route: await importRoute<AuthRoute>("@/app/api/auth/[...nextauth]/route", env),
    list: (await importRoute<{ GET: Handler }>("@/app/api/admin/conversations/route", env)).GET,
    reorder: (await importRoute<{ PUT: Handler }>("@/app/api/admin/portfolio-filters/reorder/route", env)).PUT,
    proxy: (await importRoute<{ proxy: Proxy }>("@/proxy", env)).proxy,
    session: await importRoute<Modules["session"]>(() => import("@/lib/auth/session"), env),
    nextAuth: await importRoute<Modules["nextAuth"]>(() => import("@/lib/auth/next-auth"), env),
    jwt: await import("next-auth/jwt"),
  };
}

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  m = await load(ENV);
}, 60_000);
afterAll(async () => {
  await prisma.$disconnect();
});

const authCall = (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) => {
  const segments = new URL(path, ORIGIN).pathname.split("/").slice(3);
  const request = new NextRequest(`${ORIGIN}${path}`, { method, headers: { host: "localhost", ...init.headers }, body: init.body });
  const handler = method === "POST" ? m.route.POST : m.route.GET;
  return handler(request, { params: Promise.resolve({ nextauth: segments }) });
};

const adminGet = (headers: Record<string, string>) =>
  m.list(new NextRequest(`${ORIGIN}/api/admin/conversations?limit=1`, { headers: { host: "localhost", ...headers } }), { params: Promise.resolve({}) });

const proxyGet = (headers: Record<string, string>) =>
  m.proxy(new NextRequest(`${ORIGIN}/api/admin/conversations?limit=1`, { headers: { host: "localhost", ...headers } }));

describe("/api/auth/* refuses what next-auth would answer with a 500, in the error envelope", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const cases: [string, string, string, { headers?: Record<string, string>; body?: string }, number, string][] = [
    ["a javascript: callbackUrl on the sign-in page", "GET", "/api/auth/signin?callbackUrl=javascript:alert(1)", {}, 404, "not_found"],
    ["a javascript: callbackUrl on the session", "GET", "/api/auth/session?callbackUrl=javascript:alert(1)", {}, 400, "bad_request"],
    ["a foreign callbackUrl on the CSRF token", "GET", "/api/auth/csrf?callbackUrl=https://evil.example/", {}, 400, "bad_request"],
    ["GET on the token exchange", "GET", "/api/auth/callback/admin-token", {}, 405, "method_not_allowed"],
    ["another provider's callback", "POST", "/api/auth/callback/github", { headers: form, body: "token=x" }, 404, "not_found"],
    ["an action the admin does not use", "POST", "/api/auth/_log", { headers: form, body: "code=x" }, 404, "not_found"],
    ["an action named like an Object.prototype member", "GET", "/api/auth/constructor", {}, 404, "not_found"],
    ["an action named __proto__", "POST", "/api/auth/__proto__", { headers: form, body: "a=b" }, 404, "not_found"],
    ["an action named toString", "GET", "/api/auth/toString", {}, 404, "not_found"],
    [
      "a JSON content type with a body that is not JSON",
      "POST",
      "/api/auth/callback/admin-token",
      { headers: { "content-type": "application/json" }, body: "{bad" },
      400,
      "bad_request",
    ],
    [
      "a JSON token that is not a string",
      "POST",
      "/api/auth/callback/admin-token",
      { headers: { "content-type": "application/json" }, body: '{"token":5}' },
      400,
      "bad_request",
    ],
    [
      "a body that is neither a form nor JSON",
      "POST",
      "/api/auth/callback/admin-token",
      { headers: { "content-type": "text/plain" }, body: "token" },
      415,
      "unsupported_media_type",
    ],
    ["a body over 8 KB", "POST", "/api/auth/callback/admin-token", { headers: form, body: `token=${"x".repeat(9000)}` }, 413, "payload_too_large"],
    [
      "a javascript: callbackUrl in the login body",
      "POST",
      "/api/auth/callback/admin-token",
      { headers: form, body: `token=${TOKEN}&csrfToken=x&callbackUrl=javascript:alert(1)` },
      400,
      "bad_request",
    ],
    [
      "a protocol-relative callbackUrl in the login query",
      "POST",
      "/api/auth/callback/admin-token?callbackUrl=//evil.example",
      { headers: form, body: `token=${TOKEN}` },
      400,
      "bad_request",
    ],
    [
      "a javascript: callback-url cookie",
      "POST",
      "/api/auth/callback/admin-token",
      { headers: { ...form, cookie: "next-auth.callback-url=javascript%3Aalert(1)" }, body: `token=${TOKEN}` },
      400,
      "bad_request",
    ],
  ];

  it.each(cases)("%s", async (_label, method, path, init, status, code) => {
    const response = await authCall(method, path, init);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST");
  });

  it("the redirect callback keeps redirects on the site's origin", () => {
    const redirect = m.nextAuth.adminAuthOptions(new Request(`${ORIGIN}/api/auth/session`)).callbacks!.redirect!;
    const to = (url: string) => redirect({ url, baseUrl: SITE });
    expect(to("/admin")).toBe(`${SITE}/admin`);
    expect(to(`${SITE}/admin?x=1`)).toBe(`${SITE}/admin?x=1`);
    for (const url of ["javascript:alert(1)", "https://evil.example/", "//evil.example/x", "/\\evil.example", "http://agency.example/"]) {
      expect(to(url)).toBe(SITE);
    }
  });
});

describe("Logout ends the session on the server", () => {
  // A session cookie as next-auth issues it at login, and as it re-issues it on /api/auth/session.
  async function login(): Promise<{ claims: JWT; cookie: string }> {
    const options = m.nextAuth.adminAuthOptions(new Request(`${ORIGIN}/api/auth/callback/admin-token`));
    const claims = await options.callbacks!.jwt!({ token: { sub: "admin", name: "Admin" }, user: { id: "admin", name: "Admin" } } as never);
    return { claims, cookie: `admin-session=${await m.jwt.encode({ token: claims, secret: options.secret!, maxAge: 60 })}` };
  }
  async function refresh(cookie: string): Promise<string> {
    const options = m.nextAuth.adminAuthOptions(new Request(`${ORIGIN}/api/auth/session`));
    const decoded = await m.jwt.decode({ token: cookie.split("=")[1], secret: options.secret! });
    const claims = await options.callbacks!.jwt!({ token: decoded! } as never);
    return `admin-session=${await m.jwt.encode({ token: claims, secret: options.secret!, maxAge: 60 })}`;
  }
  const logout = (cookie: string, headers: Record<string, string> = { origin: ORIGIN }) =>
    authCall("POST", "/api/auth/signout", {
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
      body: "csrfToken=x&json=true",
    });

  it("every copy of the logged-out session's cookie gets 401 from the handler and the proxy, and is never re-issued", async () => {
    const { cookie: saved } = await login();
    const current = await refresh(saved);
    expect(saved).not.toBe(current);
    for (const cookie of [saved, current]) expect((await adminGet({ cookie })).status).toBe(200);

    // The route ends the session before handing the request to next-auth (which needs Next's
    // request scope, so the answer here is not next-auth's; tests/e2e/admin.spec.ts has it).
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await logout(current);
    spy.mockRestore();

    for (const cookie of [saved, current]) {
      const response = await adminGet({ cookie });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
      expect((await proxyGet({ cookie })).status).toBe(401);
    }
    await expect(refresh(saved)).rejects.toThrow("The admin session has ended");
    expect(await prisma.revokedSession.count()).toBeGreaterThan(0);
  });

  it("another login's session is unaffected, and a cross-origin logout is refused without ending anything", async () => {
    const { cookie: mine } = await login();
    const { cookie: other } = await login();
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await logout(other);
    spy.mockRestore();
    expect((await adminGet({ cookie: mine })).status).toBe(200);

    const refused = await logout(mine, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect((await adminGet({ cookie: mine })).status).toBe(200);
  });

  it("a session without a session id (issued before logout could revoke it) is no session", async () => {
    const options = m.nextAuth.adminAuthOptions(new Request(`${ORIGIN}/api/auth/session`));
    const claims = m.session.sessionClaims([TOKEN]);
    delete claims.sid;
    const cookie = `admin-session=${await m.jwt.encode({ token: claims, secret: options.secret!, maxAge: 60 })}`;
    expect((await adminGet({ cookie })).status).toBe(401);
  });

  it("revocations are pruned once no cookie of theirs can be valid", async () => {
    const { revokeSession, isSessionRevoked } = await importRoute<typeof import("@/lib/auth/revocation")>(() => import("@/lib/auth/revocation"), ENV);
    const hourAgo = Date.now() - 3600_000;
    await revokeSession("old-session", 60, hourAgo);
    expect(await isSessionRevoked("old-session")).toBe(true);
    await revokeSession("new-session", 60);
    expect(await isSessionRevoked("old-session")).toBe(false);
    expect(await isSessionRevoked("new-session")).toBe(true);
  });
});

describe("without a trusted client-IP header every failure shares one bucket, which never locks the admin out", () => {
  it("after a flood of wrong tokens, wrong ones get 429 while the right token, the login form and a session still get in", async () => {
    for (let i = 0; i < 5; i += 1) await adminGet({ authorization: `Bearer wrong-token-from-anywhere-${i}-0000` });
    const wrong = await adminGet({ authorization: "Bearer wrong-token-from-anywhere-9-0000" });
    expect(wrong.status).toBe(429);
    expect((await proxyGet({ authorization: "Bearer wrong-token-from-anywhere-9-0000" })).status).toBe(429);

    expect((await adminGet({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await proxyGet({ authorization: `Bearer ${TOKEN}` })).headers.get("x-middleware-next")).toBe("1");
    const cookie = `admin-session=${await m.session.createSessionToken([TOKEN])}`;
    expect((await adminGet({ cookie })).status).toBe(200);
    expect((await proxyGet({ cookie })).headers.get("x-middleware-next")).toBe("1");

    const { prepareAuthRequest } = await importRoute<typeof import("@/lib/auth/auth-request")>(() => import("@/lib/auth/auth-request"), ENV);
    const exchange = (token: string) =>
      new NextRequest(`${ORIGIN}/api/auth/callback/admin-token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, csrfToken: "x", json: "true" }).toString(),
      });
    const passed = await prepareAuthRequest(exchange(TOKEN), ["callback", "admin-token"]);
    expect(new URLSearchParams(await passed.text()).get("token")).toBe(TOKEN);
    await expect(prepareAuthRequest(exchange("wrong-token-from-anywhere-0000"), ["callback", "admin-token"])).rejects.toMatchObject({ status: 429 });
  });
});

describe("X-Forwarded-Host proves nothing unless the deployment says its proxy sets it", () => {
  const reorder = (modules: Modules, headers: Record<string, string>) =>
    modules.reorder(
      new NextRequest(`${ORIGIN}/api/admin/portfolio-filters/reorder`, {
        method: "PUT",
        headers: { host: "localhost", "content-type": "application/json", ...headers },
        body: JSON.stringify({ filters: [] }),
      }),
      { params: Promise.resolve({}) },
    );

  it("a session write from another origin naming itself in X-Forwarded-Host is 403 unless TRUST_FORWARDED_HOST says the proxy sets it", async () => {
    const cookie = `admin-session=${await m.session.createSessionToken([TOKEN])}`;
    const spoofed = { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    expect((await reorder(m, spoofed)).status).toBe(403);
    // Past the auth check, the empty filter list is a validation error.
    expect((await reorder(m, { cookie, origin: ORIGIN, "x-forwarded-host": "evil.example" })).status).toBe(400);

    // A proxy trusted for the client's IP may pass the client's X-Forwarded-Host on untouched: still 403.
    const ipProxy = await load({ ...ENV, CLIENT_IP_HEADER: "x-real-ip" });
    const ipProxyCookie = `admin-session=${await ipProxy.session.createSessionToken([TOKEN])}`;
    expect((await reorder(ipProxy, { cookie: ipProxyCookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);

    const behindProxy = await load({ ...ENV, CLIENT_IP_HEADER: "x-real-ip", TRUST_FORWARDED_HOST: "1" });
    const proxiedCookie = `admin-session=${await behindProxy.session.createSessionToken([TOKEN])}`;
    const viaProxy = { cookie: proxiedCookie, origin: "https://admin.agency.example", "x-forwarded-host": "admin.agency.example" };
    expect((await reorder(behindProxy, viaProxy)).status).toBe(400);
  });
});
