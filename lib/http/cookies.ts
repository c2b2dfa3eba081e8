import { env } from "../env";

// Cookie plumbing shared by the admin session and the visitor cookie.

/** Secure cookies in production when the request arrived over HTTPS (directly or via a proxy). */
export function usesSecureCookies(request: Request): boolean {
  if (env.NODE_ENV !== "production") return false;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}

/** Every cookie in a Cookie header, by name (the first of a repeated name wins). */
export function readCookies(headers: Headers): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    const name = part.slice(0, index).trim();
    if (index > 0 && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}
