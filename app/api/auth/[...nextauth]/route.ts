import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { prepareAuthRequest } from "@/lib/auth/auth-request";
import { adminAuthOptions } from "@/lib/auth/next-auth";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const handleAuth = route<{ nextauth: string[] }, NextRequest>(async (request, { params }) => {
  const checked = await prepareAuthRequest(request, params.nextauth);
  return NextAuth(checked, { params }, adminAuthOptions(checked));
});

// GET /api/auth/csrf, /api/auth/session — next-auth: the CSRF token, the session (anything else 404/405).
export const GET = handleAuth;

// POST /api/auth/callback/admin-token, /api/auth/signout — next-auth: exchange an admin token for a session, log out.
export const POST = handleAuth;

// Any other method: the gate answers 405 (with the endpoint's method in Allow) or 404, in the error
// envelope, where Next would send a bare 405 or an OPTIONS listing methods no endpoint takes.
export const PUT = handleAuth;
export const PATCH = handleAuth;
export const DELETE = handleAuth;
export const OPTIONS = handleAuth;
