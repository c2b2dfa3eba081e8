import "server-only";
import { containsLower } from "./dialect";
import { currentEngine, database } from "./kysely";

// The admin's searches find what was typed, character for character, in any case. Prisma's
// `contains` is LIKE, whose `%` and `_` are wildcards: on PostgreSQL they are escaped
// (containsAnyCase in dialect.ts); SQLite's LIKE has no escape character, so a search for one of
// them reads the matching ids here, with instr(), which has no wildcards at all. (The conversations'
// list is a typed-layer query: it matches with containsLower itself, on both engines.)

/** The most rows such a search finds (a list shows a page of them). */
const LITERAL_SEARCH_LIMIT = 2000;

/** True when Prisma's `contains` cannot find `needle` literally on this engine. */
export function needsLiteralSearch(needle: string): boolean {
  return currentEngine() !== "postgres" && /[%_\\]/.test(needle);
}

/** The leads whose name, email or company holds `needle` (any case), literally. */
export async function leadIdsContaining(needle: string): Promise<string[]> {
  const rows = await database()
    .selectFrom("Lead")
    .select("id")
    .where((eb) => eb.or([containsLower(eb.ref("name"), needle), containsLower(eb.ref("email"), needle), containsLower(eb.ref("company"), needle)]))
    .limit(LITERAL_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => row.id);
}
