import { z } from "zod";

// Every environment variable the app reads, validated once. Importing this module with a bad
// value throws an EnvError naming the variable, which stops `npm run dev` / `npm start`.

// Wrong tokens are counted but never block the right one (a shared throttle would let anyone lock
// the admin out), so guessing is held off by the token's entropy alone: refuse short tokens and
// ones built from a handful of characters ("aaaa…", "abcabc…"), which a guesser tries first.
const MIN_ADMIN_TOKEN_LENGTH = 16;
const MIN_ADMIN_TOKEN_DISTINCT_CHARS = 8;

const adminTokens = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((token) => token.trim())
      .filter(Boolean),
  )
  .refine((tokens) => tokens.length > 0, "must hold at least one token")
  .refine(
    (tokens) => tokens.every((token) => token.length >= MIN_ADMIN_TOKEN_LENGTH),
    `each comma-separated token must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`,
  )
  .refine(
    (tokens) => tokens.every((token) => new Set(token).size >= MIN_ADMIN_TOKEN_DISTINCT_CHARS),
    `each comma-separated token must use at least ${MIN_ADMIN_TOKEN_DISTINCT_CHARS} different characters: use a random one (openssl rand -base64 32)`,
  );

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:|postgres(ql)?:\/\/)/,
      "must start with file: (an SQLite file) or postgres:// (a PostgreSQL server); libsql:// and Turso are not supported, use PostgreSQL",
    )
    .default("file:./data/app.db"),
  // A direct (unpooled) connection to the same PostgreSQL database, for migrations and set-up, when
  // DATABASE_URL goes through a transaction pooler (lib/db/urls.ts). Vercel's Neon integration names
  // it DATABASE_URL_UNPOOLED; DIRECT_URL (Prisma's, Supabase's docs) and POSTGRES_URL_NON_POOLING
  // (Vercel Postgres) are read too, and used only when they are PostgreSQL URLs.
  DATABASE_URL_UNPOOLED: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL: the direct (unpooled) connection string of DATABASE_URL's database")
    .optional(),
  DIRECT_URL: z.string().optional(),
  POSTGRES_URL_NON_POOLING: z.string().optional(),
  // Connections each instance keeps to PostgreSQL (a serverless function wants few: 1-3).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SITE_NAME: z.string().trim().min(1).max(80).optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://example.com" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  CONTACT_EMAIL: z.email({ error: "must be an email address" }).optional(),
  ADMIN_TOKEN: adminTokens.optional(),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  // Several instances: Redis shares page-cache invalidation between them (lib/http/shared-cache-tags.mjs).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  BLOB_READ_WRITE_TOKEN: z.string().min(1).optional(),
  UPLOAD_DIR: z.string().min(1).default("./data/uploads"),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_UPLOAD_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_CONTACT_PER_MINUTE: positiveInt(5),
  LLM_CALLS_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(10),
  LEADS_PER_VISITOR_PER_MINUTE: positiveInt(3),
  LEADS_PER_IP_PER_MINUTE: positiveInt(10),
  LEADS_NEW_VISITORS_PER_MINUTE: positiveInt(8),
  NEW_VISITOR_SECONDS: positiveInt(60),
  NOTIFICATIONS_PER_MINUTE: positiveInt(10),
  CLIENT_IP_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, "must be a header name such as x-real-ip")
    .optional(),
  PDF_EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(8000),
  PDF_EXTRACT_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
  PDF_EXTRACT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(1).max(10).default(1),
  /** The reverse proxy sets X-Forwarded-Host (and overwrites the client's): admin writes may name that host. */
  TRUST_FORWARDED_HOST: z
    .enum(["0", "1", "false", "true"], { error: "must be 1 or 0" })
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  ANALYTICS: z.enum(["auto", "on", "off"]).default("auto"),
  VERCEL: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL such as smtp://user:pass@smtp.example.com:587" }).optional(),
  LEAD_NOTIFY_TO: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "must be comma-separated email addresses" })).min(1, "must hold at least one email address"))
    .optional(),
  LEAD_NOTIFY_FROM: z.email({ error: "must be an email address" }).optional(),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL (a Slack or Teams incoming webhook)" }).optional(),
  RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
  CRON_SECRET: z.string().min(16, "must be at least 16 characters (openssl rand -base64 32)").optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = "EnvError";
  }
}

/** Parses an environment (process.env by default). Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const known = Object.keys(envSchema.shape);
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value.trim() !== "") input[key] = value;
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue.path[0] ?? "environment");
    throw new EnvError(variable, issue.message);
  }
  if (result.data.SMTP_URL && !result.data.LEAD_NOTIFY_TO) throw new EnvError("LEAD_NOTIFY_TO", "is required when SMTP_URL is set (who gets the lead emails)");
  return result.data;
}

export const env: Env = parseEnv();

/** The LLM is optional: it is on only when a key is configured. */

/**
 * True when a reverse proxy we trust sits in front of the app (CLIENT_IP_HEADER set, or Vercel):
 * only then do its forwarding headers (X-Forwarded-Host, the client IP) mean anything. Without
 * one, any client can send them.
 */
export const trustedProxyConfigured = (config: Pick<Env, "CLIENT_IP_HEADER" | "VERCEL"> = env) => Boolean(config.CLIENT_IP_HEADER || config.VERCEL);

/** Vercel Analytics: on when deployed on Vercel (or forced on), off on plain hosts by default. */
export const analyticsEnabled = env.ANALYTICS === "on" || (env.ANALYTICS === "auto" && Boolean(env.VERCEL));
