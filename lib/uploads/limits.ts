import "server-only";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { enforceRateLimit, requesterLimits } from "../http/rate-limit";
import type { Visitor } from "../http/visitor";

// Uploads per visitor per minute (RATE_LIMIT_UPLOAD_PER_MINUTE), and per client IP when a trusted
// proxy names it; requests with neither a visitor cookie nor an IP share one bucket. A newcomer's
// fresh id keys nothing (anyone can arrive without a cookie each time).
export async function enforceUploadLimit(request: Request, visitor: Visitor | null): Promise<string | null> {
  const ip = clientIp(request.headers);
  const visitorId = visitor?.known ? visitor.id : null;
  await enforceRateLimit(
    requesterLimits("upload", { visitorId, ip }, env.RATE_LIMIT_UPLOAD_PER_MINUTE),
    "Too many uploads. Please wait a minute and try again.",
  );
  return ip;
}

export { RESUME_MAX_BYTES } from "../contracts/upload-limits";
/** Text kept from a résumé (and parsed): far more than any real résumé holds. */
export const RESUME_TEXT_MAX_CHARS = 50_000;
/** Text echoed back to the visitor after an upload. */
export const RESUME_PREVIEW_CHARS = 2_000;
export { IMAGE_MAX_BYTES } from "./image-limits";
