import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import { currentEngine } from "./kysely";

// The few fragments SQLite and PostgreSQL spell differently, for queries of the typed layer
// (lib/db/kysely.ts). This is the only place outside lib/db/kysely.ts that writes SQL text; each
// fragment compiles for the engine of DATABASE_URL.

const postgres = () => currentEngine() === "postgres";

/**
 * `expression IN (values)` as one bound parameter, however long the list: an empty list matches
 * nothing, and a long one never runs into a limit on the number of parameters.
 */
export function inList(expression: Expression<unknown>, values: readonly string[]): RawBuilder<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  return postgres()
    ? sql<SqlBool>`${expression} = ANY(${[...values]}::text[])`
    : sql<SqlBool>`${expression} IN (SELECT "value" FROM json_each(${JSON.stringify(values)}))`;
}

/** `NOT IN` for inList: every row matches an empty list. */
export function notInList(expression: Expression<unknown>, values: readonly string[]): RawBuilder<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 1`;
  return postgres()
    ? sql<SqlBool>`NOT (${expression} = ANY(${[...values]}::text[]))`
    : sql<SqlBool>`${expression} NOT IN (SELECT "value" FROM json_each(${JSON.stringify(values)}))`;
}

/** True when the text (NULL as '') contains `needle`, compared in lower case (ASCII letters). */
export function containsLower(expression: Expression<string | null>, needle: string): RawBuilder<SqlBool> {
  const lowered = needle.toLowerCase();
  return postgres()
    ? sql<SqlBool>`strpos(lower(coalesce(${expression}, '')), ${lowered}) > 0`
    : sql<SqlBool>`instr(lower(coalesce(${expression}, '')), ${lowered}) > 0`;
}

/** The text trimmed and in lower case (an address as stored, compared with a normalized one). */
export function normalized(expression: Expression<string | null>): RawBuilder<string | null> {
  return sql<string | null>`lower(trim(${expression}))`;
}

/** A JSON array of one string, as a column value. */
export function jsonArrayOf(value: string): RawBuilder<unknown> {
  return postgres() ? sql`jsonb_build_array(${value}::text)` : sql`json_array(${value})`;
}

/** True when a JSON array column holds the string `value`. */
export function jsonArrayHas(column: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  return postgres()
    ? sql<SqlBool>`(${column} @> jsonb_build_array(${value}::text))`
    : sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(${column}) WHERE "value" = ${value})`;
}

/** The JSON array column with the string `value` added at its end. */
export function jsonArrayAppend(column: Expression<unknown>, value: string): RawBuilder<unknown> {
  return postgres() ? sql`(${column} || jsonb_build_array(${value}::text))` : sql`json_insert(${column}, '$[#]', ${value})`;
}

/** The earlier of two timestamps (SQLite's two-argument MIN is PostgreSQL's LEAST). */
export function earlier<T>(a: Expression<T>, b: Expression<T> | T): RawBuilder<T> {
  return postgres() ? sql<T>`LEAST(${a}, ${b})` : sql<T>`MIN(${a}, ${b})`;
}

/** The later of two timestamps (SQLite's two-argument MAX is PostgreSQL's GREATEST). */
export function later<T>(a: Expression<T>, b: Expression<T> | T): RawBuilder<T> {
  return postgres() ? sql<T>`GREATEST(${a}, ${b})` : sql<T>`MAX(${a}, ${b})`;
}

/**
 * A text column holding a JSON array (Lead.sources), as the JSON that jsonArrayHas and
 * jsonArrayAppend take: cast to jsonb on PostgreSQL (its JSON operators refuse text; jsonb written
 * back to the text column is stored as its text), the text itself on SQLite.
 */
export function jsonText(column: Expression<string | null>): RawBuilder<unknown> {
  return postgres() ? sql`(${column})::jsonb` : sql`${column}`;
}

/**
 * The UTC hour of a timestamp column as text, `YYYY-MM-DDTHH` (what a per-hour count groups by):
 * the first 13 characters of SQLite's ISO text, to_char of PostgreSQL's timestamp (stored in UTC).
 */
export function utcHour(column: Expression<Date | string | null>): RawBuilder<string> {
  return postgres() ? sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24')` : sql<string>`substr(${column}, 1, 13)`;
}

/**
 * The text compared byte by byte (code point order), as SQLite compares it by default: for a MIN,
 * MAX or ORDER BY of text that must pick the same value on both engines whatever PostgreSQL's
 * database collation is.
 */
export function bytewise(expression: Expression<string | null>): RawBuilder<string | null> {
  return postgres() ? sql<string | null>`(${expression} COLLATE "C")` : sql<string | null>`${expression}`;
}

/** Refreshes the query planner's statistics of every table (scripts that bulk-load rows). */
export function analyze(): RawBuilder<unknown> {
  return sql`ANALYZE`;
}

/**
 * A Prisma text filter that finds `needle` as written, in any case. On PostgreSQL its `%`, `_` and
 * `\` are escaped with a backslash, LIKE's escape there, so they are characters, not wildcards;
 * SQLite's LIKE has no escape, so a needle holding one is searched by lib/db/search.ts instead.
 * SQLite's LIKE ignores the case of ASCII letters already; PostgreSQL's does not, so its client is
 * asked for ILIKE (`mode`, which the SQLite client the app is typed against does not have).
 */
export function containsAnyCase(needle: string): { contains: string } {
  const literal = needle.replace(/[\\%_]/g, (character) => `\\${character}`);
  return postgres() ? ({ contains: literal, mode: "insensitive" } as { contains: string }) : { contains: literal };
}

/** A column as its text: a jsonb column (KnowledgeEntry.variants, Resume.skills) cast on PostgreSQL; SQLite stores JSON as text already. */
export function asText(expression: Expression<unknown>): RawBuilder<string | null> {
  return postgres() ? sql<string | null>`(${expression})::text` : sql<string | null>`${expression}`;
}
