import "server-only";
import { sourceOfConversation, type CsvValue } from "../leads";
import { prisma, type Prisma } from "../db/client";
import { eachLeadPage } from "../leads/store";
import type { LeadFilters } from "../contracts/admin-requests";

// The admin's CSV exports, read a page at a time (a stream never holds a whole table).

export const LEAD_CSV_HEADER = [
  "email",
  "name",
  "company",
  "status",
  "sources",
  "path",
  "first_contact",
  "last_contact",
  "conversations",
  "messages",
  "attachments",
  "services",
  "budget",
  "timeline",
  "industry",
  "deliverables",
  "location",
  "note",
];

export async function* leadCsvRows(filters: LeadFilters): AsyncGenerator<CsvValue[][]> {
  for await (const leads of eachLeadPage(filters)) {
    yield leads.map((lead) => {
      const q = lead.qualification;
      return [
        lead.email,
        lead.name,
        lead.company,
        lead.status,
        lead.sources.join(" "),
        lead.path,
        lead.firstContactAt,
        lead.lastContactAt,
        lead.counts.conversations,
        lead.counts.messages,
        lead.counts.attachments,
        q?.services.map((fact) => fact.value).join("; "),
        q?.budget?.value,
        q?.timeline?.value,
        q?.industry?.value,
        q?.deliverables.map((fact) => fact.value).join("; "),
        q?.location?.value,
        lead.note,
      ];
    });
  }
}

export const CONVERSATION_CSV_HEADER = [
  "conversation_id",
  "started",
  "source",
  "client_name",
  "client_email",
  "company",
  "subject",
  "lead_id",
  "message_id",
  "message_time",
  "intent",
  "message",
  "reply",
];

/** Every logged message with its conversation's contact, oldest first, `size` at a time. */
export async function* conversationCsvRows(size = 500): AsyncGenerator<CsvValue[][]> {
  let after: { timestamp: Date; id: string } | null = null;
  for (;;) {
    const where: Prisma.ConversationMessageWhereInput = after
      ? { OR: [{ timestamp: { gt: after.timestamp } }, { timestamp: after.timestamp, id: { gt: after.id } }] }
      : {};
    const rows = await prisma.conversationMessage.findMany({
      where,
      orderBy: [{ timestamp: "asc" }, { id: "asc" }],
      take: size,
      include: {
        conversation: {
          select: { createdAt: true, sessionId: true, employmentType: true, clientName: true, clientEmail: true, company: true, subject: true, leadId: true },
        },
      },
    });
    if (rows.length === 0) return;
    yield rows.map(({ conversation, ...message }) => [
      message.conversationId,
      conversation.createdAt.toISOString(),
      sourceOfConversation(conversation),
      conversation.clientName,
      conversation.clientEmail,
      conversation.company,
      conversation.subject,
      conversation.leadId,
      message.id,
      message.timestamp.toISOString(),
      message.intent,
      message.message,
      message.reply,
    ]);
    const last = rows[rows.length - 1];
    after = { timestamp: last.timestamp, id: last.id };
    if (rows.length < size) return;
  }
}
