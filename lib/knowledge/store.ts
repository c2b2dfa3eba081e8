import "server-only";
import { randomBytes } from "node:crypto";
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";
import { groupQuestionKeys, rankPhrasings, sameQuestion, textQuestionKey, type KeyStat, type Phrasing } from "./groups";
import { loadKeyMeanings } from "./meanings";
import type { KnowledgeEntryCreate, KnowledgeEntryUpdate, UnansweredGroupsQuery } from "../contracts/admin-requests";
import { isOneOf, LANGUAGES } from "../contracts/enums";
import {
  KNOWLEDGE_LIMITS,
  type AdminKnowledgeEntry,
  type KnowledgeEntriesResponse,
  type KnowledgeStats,
  type LowConfidenceMessage,
  type UnansweredExample,
  type UnansweredGroupsResponse,
} from "../contracts/knowledge";
import { AGENCY_TIME_ZONE } from "../content/dates";
import { localizeEmail } from "../content/site";
import type { KnowledgeEntry } from "../content/types";
import { env } from "../env";
import { ApiError } from "../contracts/errors";
import { slugify } from "../slug";
import { CONTACT_PAGE_SESSION } from "../contracts/conversations";
import { cursorOf, parseCursor } from "../db/paging";
import { stringList } from "../db/content";
import { bytewise, inList, normalized, utcHour } from "../db/dialect";
import { database, type DB, type Db } from "../db/kysely";
import { sqlTransaction } from "../db/sql";

// The knowledge base staff keep: entries (the FAQ and the answers staff write in the admin's
// Knowledge tab), read by the concierge and the Los Angeles page; and what visitors asked that the
// concierge could not answer (grouped by question key), or answered from weak evidence, for staff
// to review; and the chart's daily figures.
//
// One query API: the typed query layer (Kysely, lib/db/kysely.ts) for every statement, reads and
// writes alike. The unanswered groups need window functions and per-engine fragments Prisma's API
// cannot express, so the entries' CRUD is written with it too: one transaction type (sqlTransaction)
// spans an entry and the messages it answers. Every write of an entry sets `updatedAt` (Prisma's
// @updatedAt did it by itself): contentSignature reads the latest one to rebuild the concierge's
// knowledge.

type EntryRow = Selectable<DB["KnowledgeEntry"]>;

// ---- entries: reads for the concierge and the pages ---------------------------------------

// The seeded copy names the default address; a deployment with its own CONTACT_EMAIL quotes that.
const localize = localizeEmail;

function toKnowledgeEntry(row: EntryRow): KnowledgeEntry {
  return {
    id: row.id,
    topic: row.topic,
    question: row.question,
    variants: stringList(row.variants),
    answer: localize(row.answer),
    answerEs: row.answerEs === null ? null : localize(row.answerEs),
    serviceSlug: row.serviceSlug,
    caseStudyId: row.caseStudyId,
    onPage: row.onPage,
  };
}

/** Every entry, by position (then the oldest first, then by id). */
const entriesByPosition = (db: Db) => db.selectFrom("KnowledgeEntry").selectAll().orderBy("position", "asc").orderBy("createdAt", "asc").orderBy("id", "asc");

/** Every entry, by position, as the concierge reads them (the seeded address replaced by CONTACT_EMAIL). */
export async function listKnowledgeEntries(): Promise<KnowledgeEntry[]> {
  return (await entriesByPosition(database()).execute()).map(toKnowledgeEntry);
}

/** The entries the Los Angeles page shows (its FAQ and FAQPage structured data), by position. */
export async function listPageFaq(): Promise<KnowledgeEntry[]> {
  return (await entriesByPosition(database()).where("onPage", "=", true).execute()).map(toKnowledgeEntry);
}

// Counting the answers an entry gave is part of logging a chat message.
export { recordEntryAnswered } from "../conversations/store";

// ---- entries: the admin's writes -----------------------------------------------------------

/** SITE_URL's host: the only host an answer may link to. */
export const siteHost = () => new URL(env.SITE_URL).host;

function toAdminEntry(row: EntryRow): AdminKnowledgeEntry {
  return {
    id: row.id,
    question: row.question,
    variants: stringList(row.variants),
    answer: row.answer,
    answerEs: row.answerEs,
    topic: row.topic,
    serviceSlug: row.serviceSlug,
    caseStudyId: row.caseStudyId,
    onPage: row.onPage,
    position: row.position,
    answeredCount: row.answeredCount,
    lastAnsweredAt: row.lastAnsweredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function adminEntries(db: Db = database()): Promise<AdminKnowledgeEntry[]> {
  return (await entriesByPosition(db).execute()).map(toAdminEntry);
}

/** Every entry by position, what an entry may link to, and SITE_URL's host (the editor checks answers against it). */
export async function listAdminEntries(): Promise<KnowledgeEntriesResponse> {
  const [entries, services, caseStudies] = await Promise.all([
    adminEntries(),
    database().selectFrom("Service").select(["slug", "title"]).orderBy("position", "asc").execute(),
    database().selectFrom("CaseStudy").select(["id", "title"]).orderBy("position", "asc").orderBy("createdAt", "asc").execute(),
  ]);
  return { entries, links: { services, caseStudies }, siteHost: siteHost() };
}

/** The variants kept: trimmed, each once (any case), none equal to the question. */
function cleanVariants(variants: string[], question: string): string[] {
  const seen = new Set([question.trim().toLowerCase()]);
  return variants.filter((variant) => {
    const key = variant.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 422 unless the links name an existing service and case study, and at most KNOWLEDGE_LIMITS.onPage entries stay on the page. */
async function checkEntry(tx: Db, data: Pick<Partial<KnowledgeEntryCreate>, "serviceSlug" | "caseStudyId" | "onPage">, id?: string): Promise<void> {
  if (data.serviceSlug && !(await tx.selectFrom("Service").select("slug").where("slug", "=", data.serviceSlug).executeTakeFirst())) {
    throw new ApiError("unprocessable_entity", `serviceSlug: no service has the slug "${data.serviceSlug}"`);
  }
  if (data.caseStudyId && !(await tx.selectFrom("CaseStudy").select("id").where("id", "=", data.caseStudyId).executeTakeFirst())) {
    throw new ApiError("unprocessable_entity", `caseStudyId: no case study has the id "${data.caseStudyId}"`);
  }
  if (data.onPage) {
    let onPage = tx
      .selectFrom("KnowledgeEntry")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("onPage", "=", true);
    if (id) onPage = onPage.where("id", "<>", id);
    const others = Number((await onPage.executeTakeFirstOrThrow()).count);
    if (others >= KNOWLEDGE_LIMITS.onPage) {
      throw new ApiError(
        "unprocessable_entity",
        `onPage: the Los Angeles page shows at most ${KNOWLEDGE_LIMITS.onPage} questions, and ${others} are on it; take one off the page first`,
      );
    }
  }
}

/** The id of a new entry: the slug of its question (80 characters at most), with a short suffix when taken. */
async function newEntryId(tx: Db, question: string): Promise<string> {
  const base = slugify(question).slice(0, 80).replace(/-+$/, "") || "entry";
  let id = base;
  while (await tx.selectFrom("KnowledgeEntry").select("id").where("id", "=", id).executeTakeFirst()) id = `${base}-${randomBytes(3).toString("hex")}`;
  return id;
}

/**
 * Marks the unanswered messages with these keys reviewed, in one statement (the keys are one bound
 * parameter: inList); returns how many. Runs in the caller's transaction (createEntry's, dismissKeys').
 */
async function markKeysReviewed(tx: Db, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const { numUpdatedRows } = await tx
    .updateTable("ConversationMessage")
    .set({ reviewedAt: now })
    .where(waiting)
    .where((eb) => inList(eb.ref("questionKey"), keys))
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/**
 * 422 unless every key of `fromKeys` still has waiting unanswered messages: an answer marks reviewed
 * only the phrasings staff kept, and only those the list showed them.
 */
async function checkFromKeys(tx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const found = await tx
    .selectFrom("ConversationMessage")
    .select("questionKey")
    .distinct()
    .where(waiting)
    .where((eb) => inList(eb.ref("questionKey"), keys))
    .execute();
  const waitingKeys = new Set(found.map((row) => row.questionKey));
  const missing = keys.filter((key) => !waitingKeys.has(key));
  if (missing.length) {
    const named = missing
      .slice(0, 5)
      .map((key) => JSON.stringify(key.slice(0, 80)))
      .join(", ");
    throw new ApiError(
      "unprocessable_entity",
      `fromKeys: no unanswered message waits with ${missing.length === 1 ? "the key" : `${missing.length} of these keys`} (${named}${missing.length > 5 ? ", …" : ""}); reload the list`,
    );
  }
}

/**
 * Creates an entry at the end of the list; the unanswered messages of `fromKeys` (the phrasings
 * staff kept: ticked in the editor) are marked reviewed in the same transaction, and only those:
 * the group's other phrasings stay listed (and regroup). 422 when a key has no waiting message.
 */
export async function createEntry({ fromKeys, ...input }: KnowledgeEntryCreate): Promise<AdminKnowledgeEntry> {
  const keys = [...new Set(fromKeys)];
  return sqlTransaction(async ({ db: tx }) => {
    await checkEntry(tx, input);
    await checkFromKeys(tx, keys);
    const id = await newEntryId(tx, input.question);
    const last =
      (
        await tx
          .selectFrom("KnowledgeEntry")
          .select((eb) => eb.fn.max("position").as("last"))
          .executeTakeFirst()
      )?.last ?? null;
    const now = new Date();
    await tx
      .insertInto("KnowledgeEntry")
      .values({
        id,
        question: input.question,
        variants: JSON.stringify(cleanVariants(input.variants, input.question)),
        answer: input.answer,
        answerEs: input.answerEs,
        topic: "general",
        serviceSlug: input.serviceSlug,
        caseStudyId: input.caseStudyId,
        onPage: input.onPage,
        position: last === null ? 0 : Number(last) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await markKeysReviewed(tx, keys, now);
    return toAdminEntry(await entryRow(tx, id));
  });
}

/** The entry's row as stored (read back after a write: the drivers type its columns on a read). */
async function entryRow(tx: Db, id: string): Promise<EntryRow> {
  return tx.selectFrom("KnowledgeEntry").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const notFound = (id: string) => new ApiError("not_found", `No knowledge entry with the id "${id}"`);

/** Saves the given fields of an entry; 404 for an unknown id. */
export async function updateEntry(id: string, input: KnowledgeEntryUpdate): Promise<AdminKnowledgeEntry> {
  return sqlTransaction(async ({ db: tx }) => {
    const current = await tx.selectFrom("KnowledgeEntry").select(["question", "variants"]).where("id", "=", id).executeTakeFirst();
    if (!current) throw notFound(id);
    await checkEntry(tx, input, id);
    const question = input.question ?? current.question;
    const variants = input.variants ?? (input.question !== undefined ? stringList(current.variants) : undefined);
    // Only the fields given (Kysely leaves a column whose value is undefined out); `updatedAt` always.
    await tx
      .updateTable("KnowledgeEntry")
      .set({
        question: input.question,
        variants: variants === undefined ? undefined : JSON.stringify(cleanVariants(variants, question)),
        answer: input.answer,
        answerEs: input.answerEs,
        serviceSlug: input.serviceSlug,
        caseStudyId: input.caseStudyId,
        onPage: input.onPage,
        updatedAt: new Date(),
      })
      .where("id", "=", id)
      .execute();
    return toAdminEntry(await entryRow(tx, id));
  });
}

/** Deletes an entry; returns the entries left. 404 for an unknown id. */
export async function deleteEntry(id: string): Promise<AdminKnowledgeEntry[]> {
  const { numDeletedRows } = await database().deleteFrom("KnowledgeEntry").where("id", "=", id).executeTakeFirst();
  if (numDeletedRows === BigInt(0)) throw notFound(id);
  return adminEntries();
}

/** Saves a new order: every entry's id, each once; positions become 0..n-1 in one transaction. */
export async function reorderEntries(ids: string[]): Promise<AdminKnowledgeEntry[]> {
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length) throw new ApiError("bad_request", `ids: listed twice: ${[...new Set(duplicates)].join(", ")}`);
  return sqlTransaction(async ({ db: tx }) => {
    const existing = new Set((await tx.selectFrom("KnowledgeEntry").select("id").execute()).map((row) => row.id));
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length) throw new ApiError("unprocessable_entity", `ids: no such entries: ${unknown.join(", ")}`);
    const missing = [...existing].filter((id) => !ids.includes(id));
    if (missing.length) throw new ApiError("unprocessable_entity", `ids: the list must name every entry; missing: ${missing.join(", ")}`);
    // Every entry's updatedAt moves (as each was saved): the content's signature changes with the order.
    const now = new Date();
    for (const [position, id] of ids.entries()) await tx.updateTable("KnowledgeEntry").set({ position, updatedAt: now }).where("id", "=", id).execute();
    return adminEntries(tx);
  });
}

// ---- unanswered questions, grouped ---------------------------------------------------------

/** Distinct keys read per request (the most asked); the rarest beyond are left for later. */
const KEY_BOUND = 2000;
/** Messages without a key (logged before keys existed) keyed per request, at most. */
const TEXT_KEY_BATCH = 2000;
const EXAMPLES_PER_GROUP = KNOWLEDGE_LIMITS.examples;

/**
 * A visitor's text as the groups page carries it: at most KNOWLEDGE_LIMITS.shownChars characters,
 * cut with an ellipsis (a page of 20 groups stays small however long the messages).
 */
function clipShown(text: string, max: number = KNOWLEDGE_LIMITS.shownChars): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** A timestamp as read: a Date for a column, ISO text on SQLite for an aggregate (MIN, MAX) of one. */
const toIso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Unanswered and not yet reviewed: what the Knowledge tab lists. */
const waiting = (eb: ExpressionBuilder<DB, "ConversationMessage">): Expression<SqlBool> => eb.and([eb("unanswered", "=", true), eb("reviewedAt", "is", null)]);

/**
 * Gives a key to waiting unanswered messages that have none (logged before keys existed): their
 * normalized text (textQuestionKey), so nothing is lost. The set only shrinks: new messages carry
 * their key from the chat turn.
 */
async function keyOlderMessages(): Promise<void> {
  const rows = await database()
    .selectFrom("ConversationMessage")
    .select(["id", "message"])
    .where(waiting)
    .where("questionKey", "is", null)
    .limit(TEXT_KEY_BATCH)
    .execute();
  if (rows.length === 0) return;
  await sqlTransaction(async (sql) => {
    for (const row of rows) {
      await sql.db
        .updateTable("ConversationMessage")
        .set({ questionKey: textQuestionKey(row.message) })
        .where("id", "=", row.id)
        .where("questionKey", "is", null)
        .execute();
    }
  });
}

type RankedKeyStat = KeyStat & { visitors: number };

/**
 * The waiting unanswered messages counted per key, with their distinct visitors (the address they
 * came from, else their conversation: a visitor rotating cookies is still one address), the keys
 * asked by the most visitors first, then by the most messages (at most `bound` keys), from the
 * (unanswered, reviewedAt, questionKey, timestamp, userIp, conversationId) index alone. Ranking by
 * visitors keeps questions several people asked ahead of junk one sender sent many times.
 */
async function keyStats(bound: number): Promise<RankedKeyStat[]> {
  const rows = await database()
    .selectFrom("ConversationMessage")
    .select((eb) => [
      eb.ref("questionKey").$notNull().as("key"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.count<number>(eb.fn.coalesce("userIp", "conversationId")).distinct().as("visitors"),
      eb.fn.min("timestamp").as("firstSeen"),
      eb.fn.max("timestamp").as("lastSeen"),
    ])
    .where(waiting)
    .where("questionKey", "is not", null)
    .groupBy("questionKey")
    .orderBy("visitors", "desc")
    .orderBy("count", "desc")
    .orderBy("lastSeen", "desc")
    .limit(bound)
    .execute();
  return rows.map((row) => ({
    key: row.key,
    count: Number(row.count),
    visitors: Number(row.visitors),
    firstSeen: toIso(row.firstSeen),
    lastSeen: toIso(row.lastSeen),
  }));
}

/**
 * The waiting messages of these keys numbered newest first per key (ROW_NUMBER per key), read from
 * the (unanswered, reviewedAt, questionKey, timestamp) index; the rows are read for the few kept.
 */
const newestPerKey = (keys: string[]) =>
  database()
    .selectFrom("ConversationMessage")
    .select((eb) => [
      "id",
      eb.fn
        .agg<number>("row_number")
        .over((over) => over.partitionBy("questionKey").orderBy("timestamp", "desc").orderBy("id", "desc"))
        .as("n"),
    ])
    .where(waiting)
    .where((eb) => inList(eb.ref("questionKey"), keys));

/** The newest messages of these keys, at most `count` per key, joined to their rows. */
const newestMessages = (keys: string[], count: number) =>
  database().selectFrom(newestPerKey(keys).as("w")).innerJoin("ConversationMessage as m", "m.id", "w.id").where("w.n", "<=", count);

/** The newest messages of each key (one query). */
async function examplesOf(keys: string[]): Promise<Map<string, UnansweredExample[]>> {
  const rows = await newestMessages(keys, EXAMPLES_PER_GROUP)
    .select((eb) => [eb.ref("m.questionKey").$notNull().as("key"), "m.id", "m.message", "m.conversationId", "m.timestamp"])
    .execute();
  const byKey = new Map<string, UnansweredExample[]>();
  for (const { key, ...example } of rows) {
    const list = byKey.get(key) ?? [];
    list.push({ id: example.id, message: clipShown(example.message), conversationId: example.conversationId, timestamp: toIso(example.timestamp) });
    byKey.set(key, list);
  }
  return byKey;
}

/** Messages per key read for its phrasings: the newest (a sample that stays small however often a question was asked). */
const PHRASING_SAMPLE = 200;

/** Texts read per key among its newest messages: the most frequent is the key's phrasing. */
const TEXTS_PER_KEY = 3;

/** Each key's phrasings among its newest messages (the same text in another case counted once), the most frequent first. */
async function phrasingsOf(keys: string[]): Promise<Map<string, Phrasing[]>> {
  const phrasings = newestMessages(keys, PHRASING_SAMPLE)
    .select((eb) => [
      eb.ref("m.questionKey").$notNull().as("key"),
      eb.fn
        .min(bytewise(eb.ref("m.message")))
        .$notNull()
        .as("text"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.max("m.timestamp").as("lastSeen"),
      eb.fn
        .agg<number>("row_number")
        .over((over) => over.partitionBy("m.questionKey").orderBy(eb.fn.countAll(), "desc").orderBy(eb.fn.max("m.timestamp"), "desc"))
        .as("n"),
    ])
    .groupBy((eb) => ["m.questionKey", normalized(eb.ref("m.message"))]);
  const rows = await database().selectFrom(phrasings.as("p")).select(["p.key", "p.text", "p.count", "p.lastSeen"]).where("p.n", "<=", TEXTS_PER_KEY).execute();
  const byKey = new Map<string, Phrasing[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), { text: row.text, count: Number(row.count), lastSeen: toIso(row.lastSeen) }]);
  return byKey;
}

/**
 * A page of the unanswered questions still to review, rephrasings grouped: the groups asked by the
 * most distinct visitors first, then the most messages (junk sent from rotating cookies of one
 * address, or many times by one visitor, ranks below questions several visitors asked). Each group
 * lists its phrasings (one per key, the most visitors first, at most KNOWLEDGE_LIMITS.phrasings),
 * its headline (the phrasing sent by the most visitors) and its newest examples; every visitor
 * text clipped to KNOWLEDGE_LIMITS.shownChars.
 */
export async function listUnansweredGroups({ page, limit }: UnansweredGroupsQuery): Promise<UnansweredGroupsResponse> {
  await keyOlderMessages();
  const stats = await keyStats(KEY_BOUND + 1);
  const truncated = stats.length > KEY_BOUND;
  const byKey = new Map(stats.map((stat) => [stat.key, stat]));
  const visitorsOf = (key: string) => byKey.get(key)?.visitors ?? 0;
  const meanings = await loadKeyMeanings();
  const groups = groupQuestionKeys(stats.slice(0, KEY_BOUND), { maxGroupKeys: KNOWLEDGE_LIMITS.keys, meanings })
    .map((group) => ({ ...group, visitors: group.keys.reduce((sum, key) => sum + visitorsOf(key), 0) }))
    .sort((a, b) => b.visitors - a.visitors || b.count - a.count || b.lastSeen.localeCompare(a.lastSeen) || a.keys[0].localeCompare(b.keys[0]));
  const shown = groups.slice((page - 1) * limit, page * limit).map((group) => ({
    ...group,
    // The keys listed as phrasings: the most visitors first, then the most messages.
    phrasingKeys: [...group.keys]
      .sort((a, b) => visitorsOf(b) - visitorsOf(a) || (byKey.get(b)?.count ?? 0) - (byKey.get(a)?.count ?? 0) || a.localeCompare(b))
      .slice(0, KNOWLEDGE_LIMITS.phrasings),
  }));
  const keys = shown.flatMap((group) => group.keys);
  const listed = shown.flatMap((group) => group.phrasingKeys);
  const [examples, phrasings] = keys.length ? await Promise.all([examplesOf(keys), phrasingsOf(listed)]) : [new Map(), new Map()];
  return {
    groups: shown.map((group) => {
      // The headline's key is the first (the most visitors); the grouping's test says which others ask the same.
      const headline = group.phrasingKeys[0];
      const listedPhrasings = group.phrasingKeys.map((key) => ({
        key,
        text: clipShown(rankPhrasings(phrasings.get(key) ?? [], 1)[0] ?? key),
        count: byKey.get(key)?.count ?? 0,
        visitors: visitorsOf(key),
        sameAsHeadline: sameQuestion(headline, key, meanings),
      }));
      return {
        id: group.keys[0],
        question: listedPhrasings[0]?.text ?? clipShown(group.keys[0]),
        phrasings: listedPhrasings,
        keys: group.keys,
        count: group.count,
        visitors: group.visitors,
        firstSeen: group.firstSeen,
        lastSeen: group.lastSeen,
        examples: group.keys
          .flatMap((key) => examples.get(key) ?? [])
          .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id))
          .slice(0, EXAMPLES_PER_GROUP),
      };
    }),
    page,
    limit,
    totalGroups: groups.length,
    totalMessages: groups.reduce((sum, group) => sum + group.count, 0),
    truncated,
  };
}

/** Dismisses groups: the waiting unanswered messages of these keys are marked reviewed; returns how many. */
export async function dismissKeys(keys: string[]): Promise<number> {
  const now = new Date();
  return sqlTransaction(({ db }) => markKeysReviewed(db, [...new Set(keys)], now));
}

/** How many waiting unanswered messages were sent before `before` (what dismissOlder would take). */
export async function countOlder(before: Date): Promise<number> {
  const row = await database()
    .selectFrom("ConversationMessage")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(waiting)
    .where("timestamp", "<", before)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Dismisses every waiting unanswered message sent before `before`, in one statement; returns how many. */
export async function dismissOlder(before: Date): Promise<number> {
  const { numUpdatedRows } = await database()
    .updateTable("ConversationMessage")
    .set({ reviewedAt: new Date() })
    .where(waiting)
    .where("timestamp", "<", before)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

// ---- answered from weak evidence -----------------------------------------------------------

/** Replies given from weak evidence, still to check, newest first, a page at a time. */
export async function listLowConfidence({
  limit,
  cursor,
}: {
  limit: number;
  cursor?: string;
}): Promise<{ messages: LowConfidenceMessage[]; nextCursor: string | null }> {
  const after = cursor ? parseCursor(cursor) : null;
  if (cursor && (!after || Number.isNaN(after.updatedAt.getTime()))) throw new ApiError("bad_request", "cursor: not a cursor this list gave");
  let query = database()
    .selectFrom("ConversationMessage")
    .select(["id", "message", "reply", "lang", "conversationId", "timestamp"])
    .where("lowConfidence", "=", true)
    .where("reviewedAt", "is", null);
  if (after) {
    query = query.where((eb) => eb.or([eb("timestamp", "<", after.updatedAt), eb.and([eb("timestamp", "=", after.updatedAt), eb("id", "<", after.id)])]));
  }
  const rows = await query
    .orderBy("timestamp", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    messages: page.map((row) => ({ ...row, lang: isOneOf(LANGUAGES, row.lang) ? row.lang : "en", timestamp: row.timestamp.toISOString() })),
    nextCursor: rows.length > limit && last ? cursorOf(last.timestamp, last.id) : null,
  };
}

/** Marks one low-confidence reply as checked ("Looks right"); 404 unless it is one. */
export async function dismissLowConfidence(id: string): Promise<number> {
  const { numUpdatedRows } = await database()
    .updateTable("ConversationMessage")
    .set({ reviewedAt: new Date() })
    .where("id", "=", id)
    .where("lowConfidence", "=", true)
    .where("reviewedAt", "is", null)
    .executeTakeFirst();
  const count = Number(numUpdatedRows);
  if (
    count === 0 &&
    !(await database().selectFrom("ConversationMessage").select("id").where("id", "=", id).where("lowConfidence", "=", true).executeTakeFirst())
  ) {
    throw new ApiError("not_found", `No low-confidence message with the id "${id}"`);
  }
  return count;
}

// ---- the chart -----------------------------------------------------------------------------

const STATS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const laDay = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
function daysEnding(last: string, count: number): string[] {
  const [year, month, day] = last.split("-").map(Number);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10));
}

/**
 * Chat messages per Los Angeles day over the last 30 days (today included), answered and not,
 * without the contact form's. SQL counts per UTC hour (utcHour); the hours are put into Los Angeles
 * days here (its offsets are whole hours, so no hour straddles two days).
 */
export async function knowledgeStats(now = new Date()): Promise<KnowledgeStats> {
  const days = daysEnding(laDay.format(now), STATS_DAYS);
  // 31 days back covers the first day's midnight in Los Angeles whatever the offset.
  const since = new Date(now.getTime() - (STATS_DAYS + 1) * DAY_MS);
  const rows = await database()
    .selectFrom("ConversationMessage")
    .select((eb) => [
      utcHour(eb.ref("timestamp")).as("hour"),
      eb.fn.countAll<number>().as("total"),
      eb.fn.countAll<number>().filterWhere("unanswered", "=", true).as("unanswered"),
    ])
    .where("timestamp", ">=", since)
    .where((eb) => eb.or([eb("sessionId", "is", null), eb("sessionId", "<>", CONTACT_PAGE_SESSION)]))
    .groupBy((eb) => utcHour(eb.ref("timestamp")))
    .execute();
  const perDay = new Map(days.map((date) => [date, { date, total: 0, answered: 0, unanswered: 0 }]));
  for (const row of rows) {
    const day = perDay.get(laDay.format(new Date(`${row.hour}:00:00Z`)));
    if (!day) continue;
    day.total += Number(row.total);
    day.unanswered += Number(row.unanswered);
    day.answered = day.total - day.unanswered;
  }
  const list = [...perDay.values()];
  const totals = list.reduce(
    (sum, day) => ({ total: sum.total + day.total, answered: sum.answered + day.answered, unanswered: sum.unanswered + day.unanswered }),
    { total: 0, answered: 0, unanswered: 0 },
  );
  return { timeZone: AGENCY_TIME_ZONE, days: list, totals, unansweredShare: totals.total ? totals.unanswered / totals.total : null };
}
