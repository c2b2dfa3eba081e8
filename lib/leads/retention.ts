import "server-only";
import { sqlTimestamp } from "../conversations/store";
import { sqlTransaction } from "../db/sql";
import { logDeletion } from "./person";

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
  const cutoff = sqlTimestamp(new Date(now - days * DAY_MS));
  for (;;) {
    const batch = await sqlTransaction(async (sql) => {
      const stale = `SELECT c."id" FROM "Conversation" c
        WHERE c."updatedAt" < ? AND c."clientEmail" IS NULL AND c."leadId" IS NULL
          AND NOT EXISTS (SELECT 1 FROM "UploadedFile" u WHERE u."conversationId" = c."id")
          AND NOT EXISTS (SELECT 1 FROM "Resume" r WHERE r."conversationId" = c."id")
        LIMIT ${BATCH}`;
      const ids = (await sql.query<{ id: string }>(stale, [cutoff])).map((row) => row.id);
      if (ids.length === 0) return { conversations: 0, messages: 0 };
      const list = JSON.stringify(ids);
      const messages = await sql.execute(`DELETE FROM "ConversationMessage" WHERE "conversationId" IN (SELECT "value" FROM json_each(?))`, [list]);
      const conversations = await sql.execute(`DELETE FROM "Conversation" WHERE "id" IN (SELECT "value" FROM json_each(?))`, [list]);
      return { conversations, messages };
    });
    result.conversations += batch.conversations;
    result.messages += batch.messages;
    if (batch.conversations < BATCH) break;
  }
  if (result.conversations > 0) await sqlTransaction((sql) => logDeletion(sql, { actor: "retention", reason: "retention", counts: result }));
  return result;
}
