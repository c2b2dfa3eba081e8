import { createHash } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import { env } from "../env";
import { readCookies } from "../http/cookies";
import { configuredAdminTokens } from "./admin-token";

// The admin session: after a token login (lib/auth/next-auth.ts), the browser holds a next-auth
// JWT (encrypted, A256GCM) in an HttpOnly, SameSite=Lax cookie, Secure over HTTPS in production.
// The raw admin token never reaches anything a script can read.
//
// The JWT carries a fingerprint of the configured token set: changing ADMIN_TOKEN ends every
// session. Without NEXTAUTH_SECRET the signing secret is derived from the tokens themselves, so
// sessions work out of the box; with no admin token configured there are no sessions at all.

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
export const SESSION_COOKIE = "admin-session";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
export const SESSION_SUBJECT = "admin";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** A short fingerprint of the configured admin tokens (never the tokens themselves). */
export function tokenSetFingerprint(tokens: string[] = configuredAdminTokens()): string {
  return sha256(`token-set:${[...tokens].sort().join("\n")}`).slice(0, 24);
}

/** The secret that encrypts session JWTs, or null when admin access is disabled. */
export function sessionSecret(tokens: string[] = configuredAdminTokens()): string | null {
  if (tokens.length === 0) return null;
  return env.NEXTAUTH_SECRET ?? sha256(`admin-session-secret:${[...tokens].sort().join("\n")}`);
}

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session cookie's value from a Cookie header (the __Secure- name first). */
export function readSessionCookie(headers: Headers): string | null {
  const cookies = readCookies(headers);
  return cookies.get(SECURE_SESSION_COOKIE) ?? cookies.get(SESSION_COOKIE) ?? null;
}

/** The claims an admin session JWT carries. */
export function sessionClaims(tokens: string[] = configuredAdminTokens()): JWT {
  return { sub: SESSION_SUBJECT, name: "Admin", adm: tokenSetFingerprint(tokens) };
}

/** True when `claims` belong to a live admin session for the current token set. */
export function isAdminClaims(claims: JWT | null, tokens: string[] = configuredAdminTokens()): boolean {
  if (!claims || claims.sub !== SESSION_SUBJECT || claims.adm !== tokenSetFingerprint(tokens)) return false;
  const exp = typeof claims.exp === "number" ? claims.exp : 0;
  return exp * 1000 > Date.now();
}

/** Decodes and checks a session JWT; any failure (tampered, expired, old secret) is "no session". */
export async function verifySessionToken(jwt: string | null, tokens: string[] = configuredAdminTokens()): Promise<boolean> {
  const secret = sessionSecret(tokens);
  if (!jwt || !secret) return false;
  try {
    return isAdminClaims(await decode({ token: jwt, secret }), tokens);
  } catch {
    return false;
  }
}

/** Issues a session JWT (tests and scripts; logins get theirs from next-auth). */
export async function createSessionToken(tokens: string[] = configuredAdminTokens(), maxAge = SESSION_MAX_AGE_SECONDS): Promise<string> {
  const secret = sessionSecret(tokens);
  if (!secret) throw new Error("Admin access is disabled: no ADMIN_TOKEN configured");
  return encode({ token: sessionClaims(tokens), secret, maxAge });
}
