import { createHash, timingSafeEqual } from "node:crypto";
import { env, type Env } from "../env";

// Admin bearer tokens from ADMIN_TOKEN (comma-separated). In development only, with no token
// configured, a fixed local token lets `npm run dev` reach the admin area out of the box;
// in production an unset ADMIN_TOKEN disables admin access entirely.

export const DEV_ADMIN_TOKEN = "local-dev-admin-token";

export function configuredAdminTokens(source: Pick<Env, "ADMIN_TOKEN" | "NODE_ENV"> = env): string[] {
  if (source.ADMIN_TOKEN && source.ADMIN_TOKEN.length > 0) return source.ADMIN_TOKEN;
  return source.NODE_ENV === "development" ? [DEV_ADMIN_TOKEN] : [];
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares two strings in time independent of where they differ and of their lengths:
 * both sides are hashed to 32 bytes first, then compared with timingSafeEqual.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** True when `candidate` matches any configured token; every token is compared, no early exit. */
export function isValidAdminToken(candidate: string | null | undefined, tokens: string[] = configuredAdminTokens()): boolean {
  if (!candidate) return false;
  let match = false;
  for (const token of tokens) {
    if (constantTimeEqual(candidate, token)) match = true;
  }
  return match;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(headers: Headers): string | null {
  const header = headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
