import "server-only";
import { env } from "../env";
import { clientIp } from "../http/client-ip";
import { enforceRateLimit } from "../http/rate-limit";

// Uploads per client IP per minute (RATE_LIMIT_UPLOAD_PER_MINUTE). Without a trusted IP header
// every visitor shares one bucket, ten times larger, as a backstop against floods.
export async function enforceUploadLimit(request: Request): Promise<string | null> {
  const ip = clientIp(request.headers);
  const limit = env.RATE_LIMIT_UPLOAD_PER_MINUTE;
  await enforceRateLimit([ip ? `upload:ip:${ip}` : "upload:anonymous"], ip ? limit : limit * 10, "Too many uploads. Please wait a minute and try again.");
  return ip;
}

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** Text kept from a résumé (and parsed): far more than any real résumé holds. */
export const RESUME_TEXT_MAX_CHARS = 50_000;
/** Text echoed back to the visitor after an upload. */
export const RESUME_PREVIEW_CHARS = 2_000;
export { IMAGE_MAX_BYTES } from "./image-limits";
