import { NextRequest } from "next/server";
import { pathToRegexp } from "next/dist/compiled/path-to-regexp";
import type { PrismaClient } from "@/lib/db/prisma";
import { importRoute } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";

// Admin authentication end to end through the real modules and a real SQLite file: every admin
// endpoint refuses missing, wrong and spoofed credentials and cross-origin session requests; a
// session cookie works like the token; failed logins are throttled per IP but never keep the right
// token out.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Proxy = (request: NextRequest) => Promise<Response>;
type ProxyMatcher = { source: string; missing?: { type: string; key: string }[] };
type SessionModule = typeof import("@/lib/auth/session");
type NextAuthModule = typeof import("@/lib/auth/next-auth");

const TOKEN = "admin-token-for-auth-tests-0123456789";
const ENV = { ADMIN_TOKEN: TOKEN, CLIENT_IP_HEADER: "x-real-ip", RATE_LIMIT_LOGIN_PER_MINUTE: "3", SITE_URL: "https://agency.example" };
const ORIGIN = "http://localhost";

let prisma: PrismaClient;
let proxy: Proxy;
let proxyMatcher: { regex: RegExp; missingHeaders: string[] }[];
let session: SessionModule;
let nextAuth: NextAuthModule;
let sessionCookie: string;

let ipCounter = 0;
/** A fresh client IP, so tests do not share a failed-login bucket. */
const nextIp = () => `203.0.113.${++ipCounter}`;

// outsideProxy: a write carries a body, and the proxy's matcher leaves out every request with a
// body (Next reads the whole body of a request the proxy matches before it answers), so the
// handler is the only gate.
const ENDPOINTS: { name: string; module: string; method: "GET" | "POST" | "PUT"; path: string; params?: Record<string, string>; outsideProxy?: true }[] = [
  { name: "conversation list", module: "@/app/api/admin/conversations/route", method: "GET", path: "/api/admin/conversations?limit=1" },
  { name: "conversation", module: "@/app/api/admin/conversations/[id]/route", method: "GET", path: "/api/admin/conversations/x", params: { id: "x" } },
  { name: "resume list", module: "@/app/api/admin/resumes/route", method: "GET", path: "/api/admin/resumes" },
  { name: "resume view", module: "@/app/api/admin/resume/[id]/view/route", method: "GET", path: "/api/admin/resume/x/view", params: { id: "x" } },
  { name: "resume download", module: "@/app/api/admin/resume/[id]/download/route", method: "GET", path: "/api/admin/resume/x/download", params: { id: "x" } },
  { name: "contact uploads", module: "@/app/api/admin/uploads/route", method: "GET", path: "/api/admin/uploads" },
  {
    name: "contact upload download",
    module: "@/app/api/admin/uploads/[id]/download/route",
    method: "GET",
    path: "/api/admin/uploads/x/download",
    params: { id: "x" },
  },
  {
    name: "filter reorder",
    module: "@/app/api/admin/portfolio-filters/reorder/route",
    method: "PUT",
    path: "/api/admin/portfolio-filters/reorder",
    outsideProxy: true,
  },
  { name: "case study create", module: "@/app/api/case-studies/route", method: "POST", path: "/api/case-studies", outsideProxy: true },
  {
    name: "case study update",
    module: "@/app/api/case-studies/[id]/route",
    method: "PUT",
    path: "/api/case-studies/imax",
    params: { id: "imax" },
    outsideProxy: true,
  },
  { name: "case study image", module: "@/app/api/upload-case-study-image/route", method: "POST", path: "/api/upload-case-study-image", outsideProxy: true },
];
const handlers = new Map<string, Handler>();

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  const proxyModule = await importRoute<{ proxy: Proxy; config: { matcher: ProxyMatcher[] } }>("@/proxy", ENV);
  proxy = proxyModule.proxy;
  proxyMatcher = proxyModule.config.matcher.map((matcher) => ({
    regex: pathToRegexp(matcher.source, [], { strict: true, sensitive: false, delimiter: "/" }),
    missingHeaders: (matcher.missing ?? []).filter((condition) => condition.type === "header").map((condition) => condition.key.toLowerCase()),
  }));
  session = await importRoute<SessionModule>(() => import("@/lib/auth/session"), ENV);
  nextAuth = await importRoute<NextAuthModule>(() => import("@/lib/auth/next-auth"), ENV);
  for (const endpoint of ENDPOINTS) {
    const mod = await importRoute<Record<string, Handler>>(endpoint.module, ENV);
    handlers.set(endpoint.name, mod[endpoint.method]);
  }
  sessionCookie = `admin-session=${await session.createSessionToken([TOKEN])}`;
}, 60_000);
afterAll(async () => {
  await prisma.$disconnect();
});

function request(method: string, path: string, headers: Record<string, string> = {}): NextRequest {
  const init: RequestInit = { method, headers: { "x-real-ip": nextIp(), host: "localhost", ...headers } };
  if (method !== "GET") {
    init.body = JSON.stringify({ filters: [] });
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  }
  return new NextRequest(`${ORIGIN}${path}`, init as ConstructorParameters<typeof NextRequest>[1]);
}

const call = (endpoint: (typeof ENDPOINTS)[number], headers: Record<string, string>) =>
  handlers.get(endpoint.name)!(request(endpoint.method, endpoint.path, headers), { params: Promise.resolve(endpoint.params ?? {}) });

describe.each(ENDPOINTS)("$method $path ($name)", (endpoint) => {
  it(endpoint.outsideProxy ? "stays outside the proxy" : "passes through the proxy", () => {
    const path = endpoint.path.split("?")[0];
    // What the handlers receive: a write carries a body (Content-Length or chunked), a read none.
    const headers = endpoint.method === "GET" ? [] : ["content-length", "transfer-encoding"];
    const matched = proxyMatcher.some(({ regex, missingHeaders }) => regex.test(path) && !missingHeaders.some((header) => headers.includes(header)));
    expect(matched).toBe(!endpoint.outsideProxy);
  });

  const refusals: [string, Record<string, string>, number][] = [
    ["no credentials", {}, 401],
    ["a wrong token", { authorization: "Bearer wrong-token-wrong-token-0000" }, 401],
    ["a Basic header", { authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString("base64")}` }, 401],
    ["the x-middleware-subrequest header", { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" }, 401],
    [
      "x-middleware-subrequest and a wrong token",
      { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", authorization: "Bearer nope-nope-nope-nope" },
      401,
    ],
    ["a forged session cookie", { cookie: "admin-session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged" }, 401],
  ];

  it.each(refusals)("the handler refuses %s (%#)", async (_label, headers, status) => {
    const response = await call(endpoint, headers);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  // Requests the proxy never sees (see outsideProxy) are refused by the handler alone, above.
  if (!endpoint.outsideProxy) {
    it.each(refusals)("the proxy refuses %s (%#)", async (_label, headers, status) => {
      const response = await proxy(request(endpoint.method, endpoint.path, headers));
      expect(response.status).toBe(status);
      expect(response.headers.get("x-middleware-next")).toBeNull();
    });
  }

  it("a valid session cookie from another origin is refused with 403 by the handler and the proxy", async () => {
    const headers = { cookie: sessionCookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const response = await call(endpoint, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "forbidden", message: "Cross-origin admin writes are not allowed", requestId: expect.any(String) },
    });
    if (!endpoint.outsideProxy) expect((await proxy(request(endpoint.method, endpoint.path, headers))).status).toBe(403);
  });

  it("the token and a same-origin session both get past the auth check", async () => {
    const credentials: Record<string, string>[] = [{ authorization: `Bearer ${TOKEN}` }, { cookie: sessionCookie, origin: ORIGIN }];
    for (const headers of credentials) {
      if (!endpoint.outsideProxy) {
        const gate = await proxy(request(endpoint.method, endpoint.path, headers));
        expect(gate.headers.get("x-middleware-next")).toBe("1");
      }
      const response = await call(endpoint, headers);
      expect([200, 400, 404, 415]).toContain(response.status);
    }
  });
});

describe("session cookies", () => {
  const list = () => ENDPOINTS[0];

  it("reads work with the session cookie, as does the __Secure- name", async () => {
    const jwt = sessionCookie.split("=")[1];
    expect((await call(list(), { cookie: sessionCookie })).status).toBe(200);
    expect((await call(list(), { cookie: `other=1; __Secure-admin-session=${jwt}` })).status).toBe(200);
  });

  it("a session write needs proof of origin: an Origin naming this host or SITE_URL, or Sec-Fetch-Site same-origin", async () => {
    const reorder = ENDPOINTS.find((endpoint) => endpoint.name === "filter reorder")!;
    expect((await call(reorder, { cookie: sessionCookie })).status).toBe(403);
    expect((await call(reorder, { cookie: sessionCookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await call(reorder, { cookie: sessionCookie, origin: "http://localhost.evil.example" })).status).toBe(403);
    expect((await call(reorder, { cookie: sessionCookie, origin: "null" })).status).toBe(403);
    // Past the auth check, the empty filter list is a validation error.
    expect((await call(reorder, { cookie: sessionCookie, origin: ORIGIN })).status).toBe(400);
    expect((await call(reorder, { cookie: sessionCookie, origin: "https://agency.example" })).status).toBe(400);
    expect((await call(reorder, { cookie: sessionCookie, "sec-fetch-site": "same-origin" })).status).toBe(400);
    // Scripts with the bearer token are not browsers: no origin needed.
    expect((await call(reorder, { authorization: `Bearer ${TOKEN}`, origin: "https://evil.example" })).status).toBe(400);
  });

  it("an expired session, or one issued for another token set, is no session", async () => {
    const expired = await session.createSessionToken([TOKEN], -60);
    expect((await call(list(), { cookie: `admin-session=${expired}` })).status).toBe(401);
    const otherSet = await session.createSessionToken(["some-other-admin-token-000000"]);
    expect((await call(list(), { cookie: `admin-session=${otherSet}` })).status).toBe(401);
  });

  it("the claims are bound to the token set: rotating ADMIN_TOKEN ends every session", () => {
    expect(session.isAdminClaims({ ...session.sessionClaims([TOKEN]), exp: Date.now() / 1000 + 60 }, [TOKEN])).toBe(true);
    expect(session.isAdminClaims({ ...session.sessionClaims([TOKEN]), exp: Date.now() / 1000 + 60 }, ["rotated-token-0000000000"])).toBe(false);
    expect(session.isAdminClaims({ sub: "someone", adm: session.tokenSetFingerprint([TOKEN]), exp: Date.now() / 1000 + 60 }, [TOKEN])).toBe(false);
    expect(session.sessionSecret([])).toBeNull();
  });
});

describe("failed logins are throttled per IP, and never lock the right token out", () => {
  const list = () => ENDPOINTS[0];
  const attempt = (ip: string, token: string) => call(list(), { "x-real-ip": ip, authorization: `Bearer ${token}` });

  it("after 3 failures (RATE_LIMIT_LOGIN_PER_MINUTE) a wrong token gets 429 with Retry-After; the right one still gets in", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await attempt(ip, `wrong-token-attempt-${i}-000000`)).status).toBe(401);
    const blocked = await attempt(ip, "wrong-token-attempt-4-000000");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error.message).toMatch(/Too many failed sign-in attempts/);
    const wrongViaProxy = await proxy(request("GET", "/api/admin/conversations", { "x-real-ip": ip, authorization: "Bearer wrong-token-attempt-5-000000" }));
    expect(wrongViaProxy.status).toBe(429);

    expect((await attempt(ip, TOKEN)).status).toBe(200);
    const rightViaProxy = await proxy(request("GET", "/api/admin/conversations", { "x-real-ip": ip, authorization: `Bearer ${TOKEN}` }));
    expect(rightViaProxy.headers.get("x-middleware-next")).toBe("1");
    expect((await call(list(), { "x-real-ip": ip, cookie: sessionCookie })).status).toBe(200);
    // Another address is unaffected, even for wrong tokens.
    expect((await attempt(nextIp(), "wrong-token-elsewhere-000000")).status).toBe(401);
  });

  it("successful logins and session requests do not count", async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) expect((await attempt(ip, TOKEN)).status).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await call(list(), { "x-real-ip": ip, cookie: sessionCookie })).status).toBe(200);
    expect((await attempt(ip, "wrong-token-after-successes-0000")).status).toBe(401);
  });

  it("the login form's token exchange counts wrong tokens per IP and lets the right one through", async () => {
    const { prepareAuthRequest } = await importRoute<typeof import("@/lib/auth/auth-request")>(() => import("@/lib/auth/auth-request"), ENV);
    const ip = nextIp();
    const exchange = (token: string) =>
      new NextRequest(`${ORIGIN}/api/auth/callback/admin-token`, {
        method: "POST",
        headers: { "x-real-ip": ip, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, csrfToken: "x", json: "true" }).toString(),
      });
    const refusal = (token: string) =>
      prepareAuthRequest(exchange(token), ["callback", "admin-token"]).then(
        () => null,
        (error) => error,
      );
    for (let i = 0; i < 2; i += 1) expect(await refusal(`wrong-token-attempt-${i}-000000`)).toMatchObject({ status: 401 });
    await attempt(ip, "wrong-bearer-counts-too-00000");
    const blocked = await refusal("wrong-token-attempt-3-000000");
    expect(blocked).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(blocked.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await refusal(TOKEN)).toBeNull();
  });
});

describe("the next-auth options", () => {
  const optionsFor = (url: string, headers: Record<string, string> = {}) => nextAuth.adminAuthOptions(new Request(url, { headers }));

  it("keep the session in an HttpOnly, SameSite=Lax cookie, not Secure outside production", () => {
    const options = optionsFor("http://localhost/api/auth/session");
    expect(options.session).toMatchObject({ strategy: "jwt" });
    expect(options.cookies?.sessionToken).toEqual({ name: "admin-session", options: { httpOnly: true, sameSite: "lax", path: "/", secure: false } });
  });

  it("the token provider accepts the configured token only", async () => {
    const provider = optionsFor("http://localhost/api/auth/callback/admin-token").providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    expect(await provider.options.authorize({ token: TOKEN }, { headers: {} })).toEqual({ id: "admin", name: "Admin" });
    expect(await provider.options.authorize({ token: "wrong-wrong-wrong-wrong" }, { headers: {} })).toBeNull();
  });

  it("the JWT it issues carries the admin claims that proxy.ts and withAdmin() accept", async () => {
    const options = optionsFor("http://localhost/api/auth/callback/admin-token");
    const token = await options.callbacks!.jwt!({ token: { sub: "admin" }, user: { id: "admin", name: "Admin" } } as never);
    expect(session.isAdminClaims({ ...token, exp: Date.now() / 1000 + 60 }, [TOKEN])).toBe(true);
  });
});

describe("Secure cookies in production", () => {
  it("use the __Secure- name and the Secure flag over HTTPS (directly or behind a proxy)", async () => {
    const production = await importRoute<NextAuthModule>(() => import("@/lib/auth/next-auth"), { ...ENV, NODE_ENV: "production" });
    const viaProxy = production.adminAuthOptions(new Request("http://internal:3000/api/auth/session", { headers: { "x-forwarded-proto": "https" } }));
    expect(viaProxy.cookies?.sessionToken).toEqual({ name: "__Secure-admin-session", options: { httpOnly: true, sameSite: "lax", path: "/", secure: true } });
    expect(viaProxy.useSecureCookies).toBe(true);
    const direct = production.adminAuthOptions(new Request("https://agency.example/api/auth/session"));
    expect(direct.cookies?.sessionToken?.options.secure).toBe(true);
  });
});
