// Count timingSafeEqual calls to prove every configured token is compared (no early exit).
jest.mock("node:crypto", () => {
  const actual = jest.requireActual("node:crypto");
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

import { timingSafeEqual } from "node:crypto";
import { DEV_ADMIN_TOKEN, configuredAdminTokens, constantTimeEqual, isValidAdminToken, readBearerToken } from "@/lib/auth/admin-token";

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

// withAdmin() and proxy.ts count failed attempts in the database: tests/api/admin-auth.test.ts.
