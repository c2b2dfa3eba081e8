import { normalizeEmail } from "../contracts/leads";
import { database, type Db } from "../db/kysely";
import { linkToLead, sourceOfConversation, upsertLead, type LeadSql } from "./lead-rows";

// Makes leads of what was stored before leads existed: conversations with an email, contact PDFs
// and résumés (by their email, or their conversation's lead). A migration of data: the database
// set-up script runs it once and records it (SetupStep), so a later start never turns a contact a
// ceiling refused into a lead, nor lets a stored claim rename a lead (the backfill names no
// visitor, which counts as the owner). Old contacts are not notified. Each row is its own
// transaction with the same statements as a live capture. Those statements are the typed query
// layer's (lib/leads/lead-rows.ts: an upsert on the normalized address, JSON array appends), so the
// pages read and the set-up step are too: one API, on the database given (the set-up script's URL).

const PAGE = 500;

/** Runs `work` in one write transaction of the typed query layer (lib/db/kysely.ts). */
const transaction = <T>(db: Db, work: (sql: LeadSql) => Promise<T>): Promise<T> => db.transaction().execute(work);

const countLeads = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom("Lead")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Pages of rows not linked to a lead, by id. */
async function eachUnlinked<T extends { id: string }>(page: (after: string) => Promise<T[]>, handle: (row: T) => Promise<boolean>): Promise<number> {
  let after = "";
  let linked = 0;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) if (await handle(row)) linked += 1;
    if (rows.length < PAGE) return linked;
    after = rows[rows.length - 1].id;
  }
}

export async function backfillLeads(db: Db = database()): Promise<{ conversations: number; uploads: number; resumes: number; leads: number }> {
  const before = await countLeads(db);
  const conversations = await eachUnlinked(
    (after) =>
      db
        .selectFrom("Conversation")
        .select(["id", "sessionId", "employmentType", "clientEmail", "clientName", "company", "visitorId", "createdAt", "updatedAt"])
        .where("leadId", "is", null)
        .where("clientEmail", "is not", null)
        .where("id", ">", after)
        .orderBy("id", "asc")
        .limit(PAGE)
        .execute(),
    (row) =>
      transaction(db, async (sql) => {
        const source = sourceOfConversation(row);
        const lead = await upsertLead(sql, {
          email: row.clientEmail,
          name: row.clientName,
          company: row.company,
          source,
          at: row.createdAt,
          visitorId: row.visitorId ?? undefined,
        });
        if (!lead) return false;
        await upsertLead(sql, { email: row.clientEmail, source, at: row.updatedAt });
        await linkToLead(sql, "Conversation", row.id, lead.id);
        return true;
      }),
  );
  const fileLead = async (sql: LeadSql, email: string | null, conversationId: string | null, capture: () => Promise<{ id: string } | null>) => {
    if (normalizeEmail(email)) return capture();
    if (!conversationId) return null;
    const conversation = await sql.selectFrom("Conversation").select("leadId").where("id", "=", conversationId).executeTakeFirst();
    return conversation?.leadId ? { id: conversation.leadId } : null;
  };
  const uploads = await eachUnlinked(
    (after) =>
      db
        .selectFrom("UploadedFile")
        .select(["id", "clientEmail", "clientName", "conversationId", "createdAt"])
        .where("leadId", "is", null)
        .where("id", ">", after)
        .orderBy("id", "asc")
        .limit(PAGE)
        .execute(),
    (row) =>
      transaction(db, async (sql) => {
        const lead = await fileLead(sql, row.clientEmail, row.conversationId, () =>
          upsertLead(sql, { email: row.clientEmail, name: row.clientName, source: "contact-form", at: row.createdAt }),
        );
        if (lead) await linkToLead(sql, "UploadedFile", row.id, lead.id);
        return lead !== null;
      }),
  );
  const resumes = await eachUnlinked(
    (after) =>
      db
        .selectFrom("Resume")
        .select(["id", "email", "candidateName", "conversationId", "uploadDate"])
        .where("leadId", "is", null)
        .where("id", ">", after)
        .orderBy("id", "asc")
        .limit(PAGE)
        .execute(),
    (row) =>
      transaction(db, async (sql) => {
        const lead = await fileLead(sql, row.email, row.conversationId, () =>
          upsertLead(sql, { email: row.email, name: row.candidateName, source: "resume", fillOnly: true, at: row.uploadDate }),
        );
        if (lead) await linkToLead(sql, "Resume", row.id, lead.id);
        return lead !== null;
      }),
  );
  return { conversations, uploads, resumes, leads: (await countLeads(db)) - before };
}

/** The name under which the set-up script records that the backfill has run. */
const BACKFILL_STEP = "backfill-leads";

/** The backfill, run once per database: null when it already has (nothing is read or written). */
export async function backfillLeadsOnce(db: Db = database()): Promise<Awaited<ReturnType<typeof backfillLeads>> | null> {
  if (await db.selectFrom("SetupStep").select("name").where("name", "=", BACKFILL_STEP).executeTakeFirst()) return null;
  const result = await backfillLeads(db);
  await db
    .insertInto("SetupStep")
    .values({ name: BACKFILL_STEP, doneAt: new Date() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  return result;
}
