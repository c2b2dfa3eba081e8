import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { adminAuthOptions } from "@/lib/auth/next-auth";
import { assertLoginAllowed } from "@/lib/auth/login-throttle";
import { sessionSecret } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { toErrorResponse } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

// GET /api/auth/* — next-auth: the session, the CSRF token.
export async function GET(request: NextRequest, context: Context) {
  return NextAuth(request, context, adminAuthOptions(request));
}

// POST /api/auth/* — next-auth: exchange an admin token for a session (callback/admin-token), sign out.
export async function POST(request: NextRequest, context: Context) {
  const [action] = (await context.params).nextauth;
  if (action === "callback") {
    try {
      if (!sessionSecret()) throw new ApiError("unauthorized", "Admin access is disabled: no ADMIN_TOKEN is configured");
      await assertLoginAllowed(request.headers);
    } catch (error) {
      return toErrorResponse(error);
    }
  }
  return NextAuth(request, context, adminAuthOptions(request));
}
