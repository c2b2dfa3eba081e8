import { env, type Env } from "../env";

// The visitor's IP, read only from a header a trusted proxy sets (CLIENT_IP_HEADER), never blindly
// from X-Forwarded-For: a client can send any X-Forwarded-For it likes. For x-forwarded-for the
// entry TRUSTED_PROXY_COUNT from the right is used (the address your outermost proxy saw).
// On Vercel, x-real-ip is set by the platform. With nothing configured the IP is unknown (null).

type IpConfig = Pick<Env, "CLIENT_IP_HEADER" | "TRUSTED_PROXY_COUNT" | "VERCEL">;

const IP_PATTERN = /^[0-9a-f.:]{2,45}$/i;

export function clientIp(headers: Headers, config: IpConfig = env): string | null {
  const header = config.CLIENT_IP_HEADER ?? (config.VERCEL ? "x-real-ip" : undefined);
  if (!header) return null;
  const raw = headers.get(header);
  if (!raw) return null;
  const entries = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = header === "x-forwarded-for" ? entries[entries.length - config.TRUSTED_PROXY_COUNT] : entries[0];
  return candidate && IP_PATTERN.test(candidate) ? candidate : null;
}
