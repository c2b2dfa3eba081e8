import "server-only";
import { database } from "../db/kysely";
import { sqlTransaction } from "../db/sql";

// Logout ends a session on the server, not only in the browser: its id goes into RevokedSession,
// which every session check reads (one primary-key lookup). A session's cookie is re-issued with a
// new expiry each time /api/auth/session is read, so the id (not the cookie's jti) is
// what every copy shares. Once revoked, no copy is re-issued, so none outlives `now + maxAge`: the
// row is kept that long, and expired rows are pruned by later logouts.

/** Revokes the session `sid` for `maxAgeSeconds` (the longest any of its cookies can still live). */
export async function revokeSession(sid: string, maxAgeSeconds: number, now = Date.now()): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  await sqlTransaction(async ({ db }) => {
    await db
      .insertInto("RevokedSession")
      .values({ sid, expiresAt: nowSeconds + maxAgeSeconds })
      .onConflict((oc) => oc.column("sid").doUpdateSet((eb) => ({ expiresAt: eb.ref("excluded.expiresAt") })))
      .execute();
    await db.deleteFrom("RevokedSession").where("expiresAt", "<", nowSeconds).execute();
  });
}

/** True when the session `sid` was ended by a logout. */
export async function isSessionRevoked(sid: string): Promise<boolean> {
  const row = await database().selectFrom("RevokedSession").select("sid").where("sid", "=", sid).executeTakeFirst();
  return row !== undefined;
}
