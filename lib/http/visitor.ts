import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { database } from "../db/kysely";
import { env } from "../env";
import { readCookies, usesSecureCookies } from "./cookies";

// Who is asking, without an account: a random visitor id in a signed, HttpOnly cookie, minted by
// GET /api/visitor (which the chat, the contact form and the uploads call first) or by the first
// API call that arrives without one; never by a page, so pages stay cacheable for everyone. It keys the
// rate limits (so one visitor's flood never spends another's allowance) and owns conversations.
// Value: `<id>.<HMAC-SHA256(id)>`, both base64url. The key comes from NEXTAUTH_SECRET when set,
// otherwise from a random secret created once in the database, so every instance agrees on it and
// nothing has to be configured. A cookie whose signature does not verify counts as no cookie.
// Handlers never read it: route() (lib/http/route.ts) hands them the visitor when asked to.

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

/** The visitor of the request's own valid cookie, or null (minting nothing). */
async function knownVisitor(request: Request): Promise<Visitor | null> {
  const id = verifyVisitorCookie(await visitorKey(), readCookies(request.headers).get(VISITOR_COOKIE));
  return id ? { id, known: true, setCookie: null } : null;
}

/** The visitor behind a request, minting a new id (and its cookie) when it carries no valid one. */
export async function identifyVisitor(request: Request): Promise<Visitor> {
  const known = await knownVisitor(request);
  if (known) return known;
  const id = randomBytes(16).toString("base64url");
  return { id, known: false, setCookie: visitorCookieHeader(request, signVisitorId(await visitorKey(), id)) };
}
