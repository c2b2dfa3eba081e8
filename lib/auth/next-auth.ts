import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { isValidAdminToken } from "./admin-token";
import { env } from "../env";
import { usesSecureCookies } from "../http/cookies";
import { safeRedirectUrl } from "./auth-request";
import { isLiveSession, SESSION_MAX_AGE_SECONDS, sessionClaims, sessionCookieName, sessionSecret } from "./session";

// next-auth (v4, Credentials provider) turns a valid admin token into a JWT session cookie.
// Options are built per request: the Secure flag and cookie name follow the request's scheme.
// The route (app/api/auth/[...nextauth]/route.ts) checks requests before next-auth sees them,
// including the token of a login, so wrong tokens are counted by the login throttle there.

// next-auth builds its callback URLs from NEXTAUTH_URL; the site's own URL is the right default.
process.env.NEXTAUTH_URL ??= env.SITE_URL;

export function adminAuthOptions(request: Request): AuthOptions {
  const secure = usesSecureCookies(request);
  return {
    secret: sessionSecret() ?? undefined,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    pages: { signIn: "/admin", error: "/admin" },
    providers: [
      CredentialsProvider({
        id: "admin-token",
        name: "Admin token",
        credentials: { token: { label: "Admin token", type: "password" } },
        authorize: (credentials) => (isValidAdminToken(credentials?.token) ? { id: "admin", name: "Admin" } : null),
      }),
    ],
    callbacks: {
      // At login: the admin claims and a new session id. When /api/auth/session re-issues the
      // cookie: only for a live session, so a logged-out cookie is cleared, never refreshed.
      jwt: async ({ token, user }) => {
        if (user) return { ...token, ...sessionClaims() };
        if (!(await isLiveSession(token))) throw new Error("The admin session has ended");
        return token;
      },
      session: ({ session }) => ({ ...session, user: { name: "Admin" } }),
      redirect: ({ url, baseUrl }) => safeRedirectUrl(url, baseUrl),
    },
  };
}
