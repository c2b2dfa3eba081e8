import { createHash, randomUUID } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import { env } from "../env";
import { readCookies } from "../http/cookies";
import { configuredAdminTokens } from "./admin-token";
import { isSessionRevoked, revokeSession } from "./revocation";

// The admin session: after a token login (lib/auth/next-auth.ts), the browser holds a next-auth
// JWT (encrypted, A256GCM) in an HttpOnly, SameSite=Lax cookie, Secure over HTTPS in production.
// The raw admin token never reaches anything a script can read.
//
// The JWT carries a fingerprint of the configured token set: changing ADMIN_TOKEN ends every
// session. Without NEXTAUTH_SECRET the signing secret is derived from the tokens themselves, so
// sessions work out of the box; with no admin token configured there are no sessions at all.
// It also carries a session id (sid), fixed at login and kept when next-auth re-issues the cookie:
// Logout revokes that id on the server (lib/auth/revocation.ts).

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
const SESSION_COOKIE = "admin-session";
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
const SESSION_SUBJECT = "admin";

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

/** The claims of a new admin session (a fresh session id each call: one per login). */
export function sessionClaims(tokens: string[] = configuredAdminTokens()): JWT {
  return { sub: SESSION_SUBJECT, name: "Admin", adm: tokenSetFingerprint(tokens), sid: randomUUID() };
}

/** True when `claims` belong to an unexpired admin session for the current token set. */
export function isAdminClaims(claims: JWT | null, tokens: string[] = configuredAdminTokens()): claims is JWT & { sid: string } {
  if (!claims || claims.sub !== SESSION_SUBJECT || claims.adm !== tokenSetFingerprint(tokens)) return false;
  if (typeof claims.sid !== "string" || claims.sid === "") return false;
  const exp = typeof claims.exp === "number" ? claims.exp : 0;
  return exp * 1000 > Date.now();
}

/** True when `claims` are a live admin session: unexpired, for the current token set, not logged out. */
export async function isLiveSession(claims: JWT | null, tokens: string[] = configuredAdminTokens()): Promise<boolean> {
  return isAdminClaims(claims, tokens) && !(await isSessionRevoked(claims.sid));
}

/** The claims of a session JWT, or null for anything that is no session (tampered, expired, old secret, logged out). */
export async function verifySessionToken(jwt: string | null, tokens: string[] = configuredAdminTokens()): Promise<JWT | null> {
  const secret = sessionSecret(tokens);
  if (!jwt || !secret) return null;
  let claims: JWT | null;
  try {
    claims = await decode({ token: jwt, secret });
  } catch {
    return null;
  }
  return (await isLiveSession(claims, tokens)) ? claims : null;
}

/** True when the request's cookie holds a live admin session: the admin page asks before it renders. */
export async function hasLiveSession(headers: Headers): Promise<boolean> {
  return (await verifySessionToken(readSessionCookie(headers))) !== null;
}

/** Ends the session of the request's cookie on the server, if it has a live one. */
export async function endSession(headers: Headers): Promise<void> {
  const claims = await verifySessionToken(readSessionCookie(headers));
  if (isAdminClaims(claims)) await revokeSession(claims.sid, SESSION_MAX_AGE_SECONDS);
}

/** Issues a session JWT (the tests' admin cookie; logins get theirs from next-auth). */
export async function createSessionToken(tokens: string[] = configuredAdminTokens(), maxAge = SESSION_MAX_AGE_SECONDS): Promise<string> {
  const secret = sessionSecret(tokens);
  if (!secret) throw new Error("Admin access is disabled: no ADMIN_TOKEN configured");
  return encode({ token: sessionClaims(tokens), secret, maxAge });
}
