import "server-only";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { enforceRateLimit, requesterLimits } from "../http/rate-limit";
import type { Visitor } from "../http/visitor";

const UPLOADS_LIMITED = "Too many uploads. Please wait a minute and try again.";

// Uploads per visitor per minute (RATE_LIMIT_UPLOAD_PER_MINUTE), and per client IP when a trusted
// proxy names it; requests with neither a visitor cookie nor an IP share one bucket. A newcomer's
// fresh id keys nothing (anyone can arrive without a cookie each time).
export async function enforceUploadLimit(request: Request, visitor: Visitor | null): Promise<string | null> {
  const ip = clientIp(request.headers);
  const visitorId = visitor?.known ? visitor.id : null;
  await enforceRateLimit(requesterLimits("upload", { visitorId, ip }, env.RATE_LIMIT_UPLOAD_PER_MINUTE), UPLOADS_LIMITED);
  return ip;
}

/** An admin's allowance of case-study images per minute, as a multiple of a visitor's uploads. */
export const ADMIN_UPLOAD_FACTOR = 6;

// Staff uploads count against their own credential (`actor`: the session, or the bearer token's
// fingerprint), never against a visitor's bucket: the page that sends them mints no visitor
// cookie, and the bucket shared by cookieless clients is the one a flood fills first.
export async function enforceAdminUploadLimit(actor: string): Promise<void> {
  await enforceRateLimit([{ key: `upload:admin:${actor}`, limit: env.RATE_LIMIT_UPLOAD_PER_MINUTE * ADMIN_UPLOAD_FACTOR }], UPLOADS_LIMITED);
}

export { RESUME_MAX_BYTES } from "../contracts/upload-limits";
/** Text kept from a résumé (and parsed): far more than any real résumé holds. */
export const RESUME_TEXT_MAX_CHARS = 50_000;
/** Text echoed back to the visitor after an upload. */
export const RESUME_PREVIEW_CHARS = 2_000;
export { IMAGE_MAX_BYTES } from "./image-limits";
