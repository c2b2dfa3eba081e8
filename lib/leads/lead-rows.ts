import { randomUUID } from "node:crypto";
import { normalizeEmail, type LeadSource } from "../contracts/leads";
import { earlier, jsonArrayAppend, jsonArrayHas, jsonArrayOf, jsonText, later } from "../db/dialect";
import type { Db } from "../db/kysely";
import { isContactPageConversation } from "../contracts/conversations";

// The lead rows themselves, built with the typed query layer on a caller's transaction: shared by
// the live capture (capture.ts) and the backfill of rows stored before leads existed (backfill.ts,
// run by the database set-up script, which cannot load the app's server-only modules).

/** The query builder this file runs on: the app's transaction (lib/db/sql.ts `sql.db`) or one of the set-up script's. */
export type LeadSql = Db;

export type LeadCapture = {
  email: string | null | undefined;
  name?: string | null;
  company?: string | null;
  phone?: string | null;
  source: LeadSource;
  /** When the contact happened. */
  at: Date;
  /** Details read from a résumé only fill gaps: what a person typed themselves wins. */
  fillOnly?: boolean;
  /**
   * The visitor (signed visitor cookie, or the id minted for a newcomer) the contact came from:
   * null when there is none, undefined when unknown (rows stored before leads existed, read by the
   * backfill).
   */
  visitorId?: string | null;
  /** Asked before a lead is created; false keeps the contact in its conversation, without a lead. */
  allowNew?: () => Promise<boolean>;
};

/** `otherVisitor`: the address was first given by another visitor than the one this contact came from. */
export type CapturedLead = { id: string; created: boolean; otherVisitor: boolean };

/** What a later contact from another visitor gave: shown to staff as "also given", to accept or leave. */
export type AlsoGiven = { at: string; source: LeadSource; name: string | null; company: string | null; times: number };

/** Entries kept per lead (the latest). */
const ALSO_GIVEN_MAX = 20;

const clean = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

type KnownLead = { id: string; visitorId: string | null; alsoGiven: string };

/** The entries of a lead's alsoGiven column (invalid JSON reads as none). */
export function parseAlsoGiven(text: string): AlsoGiven[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as AlsoGiven[]).filter((entry) => entry && typeof entry.at === "string") : [];
  } catch {
    return [];
  }
}

/** `entries` with this contact's details added (or counted again when the same were given before). */
function withAlsoGiven(entries: AlsoGiven[], contact: Omit<AlsoGiven, "times">): AlsoGiven[] {
  const same = entries.find((entry) => entry.source === contact.source && entry.name === contact.name && entry.company === contact.company);
  const rest = entries.filter((entry) => entry !== same);
  const next = same ? { ...same, at: contact.at > same.at ? contact.at : same.at, times: same.times + 1 } : { ...contact, times: 1 };
  return [...rest, next].slice(-ALSO_GIVEN_MAX);
}

/**
 * Creates the lead for an email address, or records a new contact with a known one. From the
 * visitor who first gave the address (or when the sender is unknown), the lead is brought up to
 * date: last contact, the source, a name or company given. From anyone else, an email address
 * typed is a claim, not an identity: the lead's fields stay as they are and the details given are
 * added to its "also given" list. Returns null for a value that is no email address, and when
 * `allowNew` refuses a new lead.
 */
export async function upsertLead(sql: LeadSql, capture: LeadCapture): Promise<CapturedLead | null> {
  const email = normalizeEmail(capture.email);
  if (!email) return null;
  const name = clean(capture.name, 120);
  const company = clean(capture.company, 160);
  const phone = clean(capture.phone, 40);
  // A copy: a caller still passing the stored text of a timestamp reads as the same instant.
  const at = new Date(capture.at);
  const find = (): Promise<KnownLead | undefined> =>
    sql.selectFrom("Lead").select(["id", "visitorId", "alsoGiven"]).where("email", "=", email).executeTakeFirst();
  let known = await find();
  if (!known) {
    if (capture.allowNew && !(await capture.allowNew())) return null;
    const id = randomUUID();
    const inserted = await sql
      .insertInto("Lead")
      .values({
        id,
        email,
        name,
        company,
        phone,
        visitorId: capture.visitorId ?? null,
        sources: jsonArrayOf(capture.source).$castTo<string>(),
        firstContactAt: at,
        lastContactAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { id, created: true, otherVisitor: false };
    known = await find();
    if (!known) return null;
  }
  // The person is the visitor who first gave the address. A lead stored without one (before
  // visitors were recorded) has no owner to recognise: every later contact counts as another's,
  // but for the set-up script's backfill, which names no visitor (undefined).
  const fromOwner = capture.visitorId === undefined || (known.visitorId !== null && capture.visitorId === known.visitorId);
  if (!fromOwner) {
    await addAlsoGiven(sql, known, { at: at.toISOString(), source: capture.source, name, company });
    return { id: known.id, created: false, otherVisitor: true };
  }
  await sql
    .updateTable("Lead")
    .set((eb) => {
      const keep = (column: "name" | "company" | "phone", value: string | null) =>
        capture.fillOnly ? eb.fn.coalesce(column, eb.val(value)) : eb.fn.coalesce(eb.val(value), column);
      const sources = jsonText(eb.ref("Lead.sources"));
      return {
        name: keep("name", name),
        company: keep("company", company),
        phone: keep("phone", phone),
        sources: eb.case().when(jsonArrayHas(sources, capture.source)).then(sources).else(jsonArrayAppend(sources, capture.source)).end().$castTo<string>(),
        firstContactAt: earlier(eb.ref("firstContactAt"), at),
        lastContactAt: later(eb.ref("lastContactAt"), at),
        updatedAt: at,
      };
    })
    .where("id", "=", known.id)
    .execute();
  return { id: known.id, created: false, otherVisitor: false };
}

/** How often a claim is tried again when other claims (or an Accept) changed the list meanwhile. */
const ALSO_GIVEN_TRIES = 100;

/**
 * Adds a claim to the lead's "also given" list without losing a concurrent one: the list is
 * written only over the value it was computed from (compare and set), and read again when another
 * transaction changed it meanwhile. Under PostgreSQL's read committed, the UPDATE waits for the
 * other writer's commit, then finds the list changed, and the next read sees the new list.
 */
async function addAlsoGiven(sql: LeadSql, known: KnownLead, contact: Omit<AlsoGiven, "times">): Promise<void> {
  let current = known.alsoGiven;
  for (let attempt = 0; attempt < ALSO_GIVEN_TRIES; attempt += 1) {
    const next = JSON.stringify(withAlsoGiven(parseAlsoGiven(current), contact));
    const written = await sql.updateTable("Lead").set({ alsoGiven: next }).where("id", "=", known.id).where("alsoGiven", "=", current).executeTakeFirst();
    if (Number(written.numUpdatedRows ?? 0) > 0) return;
    const fresh = await sql.selectFrom("Lead").select("alsoGiven").where("id", "=", known.id).executeTakeFirst();
    if (!fresh) return;
    current = fresh.alsoGiven;
  }
  throw new Error(`the lead's "also given" list kept changing: ${ALSO_GIVEN_TRIES} tries`);
}

/** Points a row (conversation, contact upload, résumé) at its lead. */
export async function linkToLead(sql: LeadSql, table: "Conversation" | "UploadedFile" | "Resume", rowId: string, leadId: string) {
  await sql
    .updateTable(table as "Conversation") // the three tables' `id` and `leadId` columns are alike
    .set({ leadId })
    .where("id", "=", rowId)
    .where((eb) => eb.or([eb("leadId", "is", null), eb("leadId", "!=", leadId)]))
    .execute();
}

/** The source a conversation's contact counts as: the contact page, the careers path, or the chat. */
export function sourceOfConversation(row: { sessionId?: string | null; employmentType?: string | null }): LeadSource {
  if (isContactPageConversation(row)) return "contact-form";
  return row.employmentType ? "employment" : "chat";
}
