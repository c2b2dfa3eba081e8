import "server-only";
import type { ConversationView } from "../contracts/conversations";
import { getConversation } from "../conversations/store";
import { prisma } from "../db/client";
import { answeredFrom, answerSource, type AnswerTitles } from "./conversations";

// One conversation as staff read it: the stored record, each message with what answered it named
// by its title (read now, so a renamed case study reads as it is called today), and the files sent
// in it (a résumé, a contact PDF) with the admin routes that serve them.

/** Knowledge entries staff write get this topic; the FAQ the site started with has its own topics. */
const STAFF_TOPIC = "general";

/** The titles of the case studies, services and knowledge entries these messages were answered from. */
async function titlesFor(tokenUsages: (string | null)[]): Promise<AnswerTitles> {
  const ids = { "case-study": new Set<string>(), service: new Set<string>(), faq: new Set<string>() };
  for (const raw of tokenUsages) {
    const source = answerSource(raw);
    if (source && source.kind !== "fact") ids[source.kind].add(source.id);
  }
  const [caseStudies, services, entries] = await Promise.all([
    ids["case-study"].size ? prisma.caseStudy.findMany({ where: { id: { in: [...ids["case-study"]] } }, select: { id: true, title: true } }) : [],
    ids.service.size ? prisma.service.findMany({ where: { slug: { in: [...ids.service] } }, select: { slug: true, title: true } }) : [],
    ids.faq.size ? prisma.knowledgeEntry.findMany({ where: { id: { in: [...ids.faq] } }, select: { id: true, question: true, topic: true } }) : [],
  ]);
  return {
    caseStudies: Object.fromEntries(caseStudies.map((row) => [row.id, row.title])),
    services: Object.fromEntries(services.map((row) => [row.slug, row.title])),
    entries: Object.fromEntries(entries.map((row) => [row.id, { question: row.question, staff: row.topic === STAFF_TOPIC }])),
  };
}

/** The conversation with what answered each message and the files sent in it, or null. */
export async function conversationView(id: string): Promise<ConversationView | null> {
  const detail = await getConversation(id);
  if (!detail) return null;
  const [titles, resumes, uploads] = await Promise.all([
    titlesFor(detail.messages.map((message) => message.tokenUsage)),
    prisma.resume.findMany({
      where: { conversationId: id },
      orderBy: { uploadDate: "asc" },
      select: { id: true, originalName: true, fileSize: true, uploadDate: true, leadId: true },
    }),
    prisma.uploadedFile.findMany({
      where: { conversationId: id },
      orderBy: { createdAt: "asc" },
      select: { id: true, originalName: true, size: true, createdAt: true, leadId: true },
    }),
  ]);
  return {
    conversation: detail.conversation,
    messages: detail.messages.map((message) => ({ ...message, answeredFrom: answeredFrom(message.tokenUsage, titles) })),
    attachments: [
      ...resumes.map((row) => ({
        kind: "resume" as const,
        id: row.id,
        name: row.originalName,
        size: row.fileSize,
        uploadedAt: row.uploadDate.toISOString(),
        viewUrl: `/api/admin/resume/${row.id}/view`,
        downloadUrl: `/api/admin/resume/${row.id}/download`,
        leadId: row.leadId,
      })),
      ...uploads.map((row) => ({
        kind: "contact-pdf" as const,
        id: row.id,
        name: row.originalName,
        size: row.size,
        uploadedAt: row.createdAt.toISOString(),
        viewUrl: `/api/admin/uploads/${row.id}/view`,
        downloadUrl: `/api/admin/uploads/${row.id}/download`,
        leadId: row.leadId,
      })),
    ],
  };
}
