import { NextRequest } from "next/server";

// Count timingSafeEqual calls to prove every configured token is compared (no early exit).
jest.mock("node:crypto", () => {
  const actual = jest.requireActual("node:crypto");
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

import { timingSafeEqual } from "node:crypto";
import {
  DEV_ADMIN_TOKEN,
  configuredAdminTokens,
  constantTimeEqual,
  isValidAdminToken,
  readBearerToken,
} from "@/lib/auth/admin-token";
import { withAdmin } from "@/lib/auth/with-admin";
import { proxy, config as proxyConfig } from "@/proxy";

const compare = timingSafeEqual as unknown as jest.Mock;
const TOKENS = ["first-admin-token-0123", "second-admin-token-4567", "third-admin-token-89ab"];

beforeEach(() => compare.mockClear());

describe("constantTimeEqual", () => {
  it("is true only for identical strings", () => {
    expect(constantTimeEqual("same-token-value", "same-token-value")).toBe(true);
    expect(constantTimeEqual("same-token-value", "same-token-valuE")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });

  it("handles different lengths without throwing (both sides are hashed to 32 bytes)", () => {
    expect(constantTimeEqual("short", "a-much-longer-candidate-token")).toBe(false);
    const [a, b] = compare.mock.calls[0] as [Buffer, Buffer];
    expect(a.length).toBe(32);
    expect(b.length).toBe(32);
  });
});

describe("isValidAdminToken", () => {
  it("accepts any configured token and rejects others", () => {
    for (const token of TOKENS) expect(isValidAdminToken(token, TOKENS)).toBe(true);
    expect(isValidAdminToken("first-admin-token-012", TOKENS)).toBe(false);
    expect(isValidAdminToken("", TOKENS)).toBe(false);
    expect(isValidAdminToken(null, TOKENS)).toBe(false);
    expect(isValidAdminToken("anything-at-all-here", [])).toBe(false);
  });

  it("compares against every token even when the first one matches", () => {
    expect(isValidAdminToken(TOKENS[0], TOKENS)).toBe(true);
    expect(compare).toHaveBeenCalledTimes(TOKENS.length);
  });

  it("uses the constant-time comparison, never ===", () => {
    isValidAdminToken("not-a-token-at-all-xx", TOKENS);
    expect(compare).toHaveBeenCalledTimes(TOKENS.length);
  });
});

describe("configuredAdminTokens", () => {
  it("uses ADMIN_TOKEN when set", () => {
    expect(configuredAdminTokens({ ADMIN_TOKEN: TOKENS, NODE_ENV: "production" })).toEqual(TOKENS);
  });

  it("falls back to the local token in development only", () => {
    expect(configuredAdminTokens({ ADMIN_TOKEN: undefined, NODE_ENV: "development" })).toEqual([DEV_ADMIN_TOKEN]);
    expect(configuredAdminTokens({ ADMIN_TOKEN: undefined, NODE_ENV: "production" })).toEqual([]);
    expect(configuredAdminTokens({ ADMIN_TOKEN: undefined, NODE_ENV: "test" })).toEqual([]);
  });
});

describe("readBearerToken", () => {
  it.each([
    ["Bearer abc.def-123", "abc.def-123"],
    ["bearer lower-case-scheme", "lower-case-scheme"],
    ["Basic dXNlcjpwYXNz", null],
    ["Bearer", null],
    ["Bearer two words", null],
  ])("%s -> %s", (header, expected) => {
    expect(readBearerToken(new Headers({ authorization: header }))).toBe(expected);
  });

  it("is null without the header", () => {
    expect(readBearerToken(new Headers())).toBeNull();
  });
});

// The test environment has no ADMIN_TOKEN and is not development: no token is valid...
describe("withAdmin and the proxy with no configured token", () => {
  it("refuse even a plausible token", async () => {
    const handler = jest.fn(async () => Response.json({ ok: true }));
    const wrapped = withAdmin(handler);
    const response = await wrapped(
      new Request("http://localhost/api/admin/x", { headers: { authorization: `Bearer ${DEV_ADMIN_TOKEN}` } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });
});

// ...so these tests configure one through the module registry.
describe("withAdmin and the proxy with ADMIN_TOKEN set", () => {
  const token = "configured-admin-token-xyz";
  let mod: { withAdmin: typeof withAdmin; proxy: typeof proxy };

  beforeAll(async () => {
    process.env.ADMIN_TOKEN = token;
    await jest.isolateModulesAsync(async () => {
      mod = { withAdmin: (await import("@/lib/auth/with-admin")).withAdmin, proxy: (await import("@/proxy")).proxy };
    });
  });
  afterAll(() => {
    delete process.env.ADMIN_TOKEN;
  });

  const call = async (headers: Record<string, string>) => {
    const handler = jest.fn(async () => Response.json({ ok: true }));
    const response = await mod.withAdmin(handler)(new Request("http://localhost/api/admin/x", { headers }), {
      params: Promise.resolve({}),
    });
    return { response, handler };
  };

  it("withAdmin runs the handler for a valid bearer token", async () => {
    const { response, handler } = await call({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{}],
    [{ authorization: "Bearer wrong-token-wrong-token" }],
    [{ authorization: `Basic ${token}` }],
    [{ "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }],
    [{ "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", authorization: "Bearer nope-nope-nope-nope" }],
  ])("withAdmin answers 401 with the envelope for %o, without running the handler", async (headers) => {
    const { response, handler } = await call(headers as Record<string, string>);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Admin authentication required" } });
    expect(handler).not.toHaveBeenCalled();
  });

  it("the proxy lets a valid token through and stops the rest with 401", async () => {
    const ok = await mod.proxy(new NextRequest("http://localhost/api/admin/conversations", { headers: { authorization: `Bearer ${token}` } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-middleware-next")).toBe("1");

    const refused = await mod.proxy(new NextRequest("http://localhost/api/admin/conversations"));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "unauthorized", message: "Admin authentication required" } });
  });

  it("the proxy guards only the admin API (upload bodies must not be buffered by it)", () => {
    expect(proxyConfig.matcher).toEqual(["/api/admin/:path*", "/api/case-studies", "/api/case-studies/:path*", "/api/upload-case-study-image"]);
  });
});
