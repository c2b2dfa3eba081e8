import "server-only";
import { inList } from "../db/dialect";
import { sqlTransaction } from "../db/sql";
import { logDeletion } from "../db/deletion-log";

// RETENTION_DAYS: conversations that left no contact details (no email, no lead, no contact PDF
// or résumé from them) are deleted once they have been quiet that many days, with their messages.
// Run daily by the sweep (sweep.ts); each batch is its own short transaction, so the chat never
// waits long behind it. Logged with counts only.

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

export type RetentionResult = { conversations: number; messages: number };

export async function deleteStaleConversations({ days, now = Date.now() }: { days: number; now?: number }): Promise<RetentionResult> {
  const result: RetentionResult = { conversations: 0, messages: 0 };
  if (days <= 0) return result;
  const cutoff = new Date(now - days * DAY_MS);
  for (;;) {
    const batch = await sqlTransaction(async ({ db }) => {
      const stale = await db
        .selectFrom("Conversation as c")
        .select("c.id")
        .where("c.updatedAt", "<", cutoff)
        .where("c.clientEmail", "is", null)
        .where("c.leadId", "is", null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom("UploadedFile as u").select("u.id").whereRef("u.conversationId", "=", "c.id"))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom("Resume as r").select("r.id").whereRef("r.conversationId", "=", "c.id"))))
        .limit(BATCH)
        .execute();
      const ids = stale.map((row) => row.id);
      if (ids.length === 0) return { conversations: 0, messages: 0 };
      const messages = await db
        .deleteFrom("ConversationMessage")
        .where((eb) => inList(eb.ref("conversationId"), ids))
        .executeTakeFirst();
      const conversations = await db
        .deleteFrom("Conversation")
        .where((eb) => inList(eb.ref("id"), ids))
        .executeTakeFirst();
      return { conversations: Number(conversations.numDeletedRows), messages: Number(messages.numDeletedRows) };
    });
    result.conversations += batch.conversations;
    result.messages += batch.messages;
    if (batch.conversations < BATCH) break;
  }
  if (result.conversations > 0) await sqlTransaction((sql) => logDeletion(sql, { actor: "retention", reason: "retention", counts: result }));
  return result;
}
