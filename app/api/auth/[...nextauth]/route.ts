import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { prepareAuthRequest } from "@/lib/auth/auth-request";
import { adminAuthOptions } from "@/lib/auth/next-auth";
import { toErrorResponse } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handleAuth(request: NextRequest, context: Context): Promise<Response> {
  try {
    const checked = await prepareAuthRequest(request, (await context.params).nextauth);
    return await NextAuth(checked, context, adminAuthOptions(checked));
  } catch (error) {
    return toErrorResponse(error);
  }
}

// GET /api/auth/csrf, /api/auth/session — next-auth: the CSRF token, the session (anything else 404/405).
export const GET = handleAuth;

// POST /api/auth/callback/admin-token, /api/auth/signout — next-auth: exchange an admin token for a session, log out.
export const POST = handleAuth;
