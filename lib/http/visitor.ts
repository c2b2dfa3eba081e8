import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { database } from "../db/kysely";
import { env } from "../env";
import { readCookies, usesSecureCookies } from "./cookies";
import { closeAfterRefusal, toErrorResponse } from "./route";

// Who is asking, without an account: a random visitor id in a signed, HttpOnly cookie, minted by
// GET /api/visitor (which the chat, the contact form and the uploads call first) or by the first
// API call that arrives without one; never by a page, so pages stay cacheable for everyone. It keys the
// rate limits (so one visitor's flood never spends another's allowance) and owns conversations.
// Value: `<id>.<HMAC-SHA256(id)>`, both base64url. The key comes from NEXTAUTH_SECRET when set,
// otherwise from a random secret created once in the database, so every instance agrees on it and
// nothing has to be configured. A cookie whose signature does not verify counts as no cookie.

const VISITOR_COOKIE = "nl_vid";
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SECRET_NAME = "visitor-cookie";

let cachedKey: Promise<Buffer> | null = null;

async function loadKey(): Promise<Buffer> {
  if (env.NEXTAUTH_SECRET) return createHmac("sha256", env.NEXTAUTH_SECRET).update(SECRET_NAME).digest();
  // Whoever inserts first wins; everyone else reads the stored value back (one statement).
  const { value } = await database()
    .insertInto("AppSecret")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb.ref("AppSecret.value") })))
    .returning("value")
    .executeTakeFirstOrThrow();
  return Buffer.from(value, "base64url");
}

/** The cookie's signing key, loaded once per process (retried after a failure). */
function visitorKey(): Promise<Buffer> {
  cachedKey ??= loadKey().catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

const mac = (key: Buffer, id: string) => createHmac("sha256", key).update(id).digest();

const signVisitorId = (key: Buffer, id: string) => `${id}.${mac(key, id).toString("base64url")}`;

/** The visitor id a cookie value carries, or null when it is malformed or its signature is wrong. */
function verifyVisitorCookie(key: Buffer, value: string | undefined): string | null {
  if (!value) return null;
  const [id, signature, ...rest] = value.split(".");
  if (rest.length > 0 || !id || !signature || !ID_PATTERN.test(id) || !SIGNATURE_PATTERN.test(signature)) return null;
  return timingSafeEqual(Buffer.from(signature, "base64url"), mac(key, id)) ? id : null;
}

export type Visitor = {
  /** The id the request's own valid cookie carries, else a fresh one (sent back in `setCookie`). */
  id: string;
  /** True when the request presented a valid cookie: only then does the id key rate limits. */
  known: boolean;
  /** The Set-Cookie value for a newcomer, or null. */
  setCookie: string | null;
};

function visitorCookieHeader(request: Request, value: string): string {
  const secure = usesSecureCookies(request) ? "; Secure" : "";
  return `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=${VISITOR_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** The visitor behind a request, minting a new id (and its cookie) when it carries no valid one. */
export async function identifyVisitor(request: Request): Promise<Visitor> {
  const key = await visitorKey();
  const known = verifyVisitorCookie(key, readCookies(request.headers).get(VISITOR_COOKIE));
  if (known) return { id: known, known: true, setCookie: null };
  const id = randomBytes(16).toString("base64url");
  return { id, known: false, setCookie: visitorCookieHeader(request, signVisitorId(key, id)) };
}

/** The id of the request's own valid visitor cookie, or null (minting nothing). */
export async function knownVisitorId(request: Request): Promise<string | null> {
  return verifyVisitorCookie(await visitorKey(), readCookies(request.headers).get(VISITOR_COOKIE));
}

/** Gives a newcomer its cookie on the response, whatever the response is. */
function withVisitorCookie(visitor: Visitor, response: Response): Response {
  if (visitor.setCookie) response.headers.append("Set-Cookie", visitor.setCookie);
  return response;
}

/**
 * Wraps an API handler that needs the visitor: a newcomer gets its cookie on whatever the handler
 * answers, errors included, so an API client has its own buckets from its second request on.
 */
export function withVisitor(handler: (request: Request, visitor: Visitor) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const visitor = await identifyVisitor(request);
    let response: Response;
    try {
      response = await handler(request, visitor);
    } catch (error) {
      response = closeAfterRefusal(request, toErrorResponse(error));
    }
    return withVisitorCookie(visitor, response);
  };
}
