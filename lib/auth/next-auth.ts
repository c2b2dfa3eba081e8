import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { isValidAdminToken } from "./admin-token";
import { recordLoginFailure } from "./login-throttle";
import { env } from "../env";
import { usesSecureCookies } from "../http/cookies";
import { SESSION_MAX_AGE_SECONDS, sessionClaims, sessionCookieName, sessionSecret } from "./session";

// next-auth (v4, Credentials provider) turns a valid admin token into a JWT session cookie.
// Options are built per request: the Secure flag and cookie name follow the request's scheme.

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
        async authorize(credentials, req) {
          if (isValidAdminToken(credentials?.token)) return { id: "admin", name: "Admin" };
          await recordLoginFailure(new Headers(req.headers as Record<string, string>));
          return null;
        },
      }),
    ],
    callbacks: {
      jwt: ({ token, user }) => (user ? { ...token, ...sessionClaims() } : token),
      session: ({ session }) => ({ ...session, user: { name: "Admin" } }),
    },
  };
}
