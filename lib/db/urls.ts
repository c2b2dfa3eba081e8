import { env, type Env } from "../env";
import { engineOf } from "./adapter";

// Relative paths only (no "@/"): scripts/db-setup.ts loads this file outside Next.
//
// Hosted PostgreSQL gives two connection strings: a pooled one (PgBouncer or Supavisor in
// transaction mode: each transaction, or each statement outside one, may run on a different server
// connection) for the app, and a direct one for migrations. A session-level advisory lock taken
// through the pooler stays held by an idle server connection inside it, and the unlock can go out on
// another one: the next set-up then waits for a lock nobody will release. So set-up and migrations
// use the direct URL when the deployer gives one; the app always uses DATABASE_URL.

/** The variables a direct connection string may come in, in the order they are read. */
export const DIRECT_URL_VARIABLES = ["DATABASE_URL_UNPOOLED", "DIRECT_URL", "POSTGRES_URL_NON_POOLING"] as const;

export type DirectUrl = { variable: (typeof DIRECT_URL_VARIABLES)[number]; url: string };

const isPostgres = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url));

/** The direct (unpooled) PostgreSQL URL the deployer gave, and the variable it came in; null when none. */
export function directDatabaseUrl(config: Pick<Env, "DATABASE_URL" | (typeof DIRECT_URL_VARIABLES)[number]> = env): DirectUrl | null {
  if (engineOf(config.DATABASE_URL) !== "postgres") return null;
  for (const variable of DIRECT_URL_VARIABLES) {
    const url = config[variable]?.trim();
    if (isPostgres(url)) return { variable, url };
  }
  return null;
}

/**
 * Whether a PostgreSQL URL looks like a provider's pooled connection string: a `-pooler.` host
 * (Neon), port 6543 (Supabase's transaction pooler) or `pgbouncer=true` (what Prisma's docs tell
 * such URLs to carry). A pooler this cannot recognise is still handled safely by the set-up.
 */
export function looksPooled(url: string): boolean {
  if (!isPostgres(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return /-pooler\./i.test(parsed.hostname) || parsed.port === "6543" || parsed.searchParams.get("pgbouncer") === "true";
}

/** The set-up's warning for a pooled-looking DATABASE_URL with no direct URL beside it; null otherwise. */
export function pooledWithoutDirectWarning(config: Pick<Env, "DATABASE_URL" | (typeof DIRECT_URL_VARIABLES)[number]> = env): string | null {
  if (engineOf(config.DATABASE_URL) !== "postgres" || directDatabaseUrl(config) || !looksPooled(config.DATABASE_URL)) return null;
  return (
    "DATABASE_URL looks like a pooled connection string (a -pooler. host, port 6543 or pgbouncer=true) and no direct one is set: " +
    "set DATABASE_URL_UNPOOLED to the provider's direct (unpooled) connection string, for migrations. " +
    "Until then the set-up migrates through the pooler with transaction-scoped locks only."
  );
}
