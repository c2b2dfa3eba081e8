import "server-only";
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  leadPathOf,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  qualificationSchema,
  type LeadAttachment,
  type LeadDetail,
  type LeadListResponse,
  type LeadNotification,
  type LeadSource,
  type LeadSummary,
  type NotificationsResponse,
  type Qualification,
  type Undelivered,
} from "../contracts/leads";
import type { LeadFilters, LeadListQuery, LeadUpdate } from "../contracts/admin-requests";
import { isOneOf } from "../contracts/enums";
import type { Lead as LeadRow, LeadNotification as NotificationRow } from "../generated/prisma/client";
import { ApiError } from "../contracts/errors";
import type { NotificationSubject } from "./notify";
import { parseAlsoGiven, sourceOfConversation, type AlsoGiven } from "./lead-rows";
import { changesNothing, isSamePerson } from "./same-person";
import { qualify, type QualifyText } from "./qualify";
import { Prisma, prisma } from "../db/client";
import { containsAnyCase } from "../db/dialect";
import { leadIdsContaining, needsLiteralSearch } from "../db/search";
import { listServices } from "../db/content";
import { cursorOf, parseCursor } from "../db/paging";

// Leads for staff: the list (filters, search, pages), one lead with everything it sent, the
// status and note staff keep, and the notification outbox. Qualification is computed from the
// lead's own words when it is out of date (new contact since, or a PDF read since) and stored.
// Every statement is Prisma's API: reads and writes of rows with their relations, counts grouped
// by an indexed column (docs/architecture.md, Data).

const sourcesOf = (text: string): LeadSource[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((value): value is LeadSource => isOneOf(LEAD_SOURCES, value)) : [];
  } catch {
    return [];
  }
};

const qualificationOf = (text: string | null): Qualification | null => {
  if (!text) return null;
  try {
    const parsed = qualificationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const isStale = (row: Pick<LeadRow, "qualifiedAt" | "lastContactAt">) => !row.qualifiedAt || row.qualifiedAt < row.lastContactAt;

/** Messages read for qualification per lead (the newest). */
const QUALIFY_MESSAGES = 200;

/**
 * The conversations that are the lead's own: all of them, but those of another visitor than the
 * one who first gave the address (that contact is a claim, shown to staff but never read as theirs).
 */
const ownConversations = (leadId: string, visitorId: string | null): Prisma.ConversationWhereInput =>
  visitorId ? { leadId, OR: [{ visitorId }, { visitorId: null }] } : { leadId, visitorId: null };

/** What the lead wrote, oldest first: chat and contact-form messages (not the careers path's), contact PDFs' messages and text. */
async function qualifyTexts(leadId: string, visitorId: string | null): Promise<QualifyText[]> {
  const [messages, uploads] = await Promise.all([
    prisma.conversationMessage.findMany({
      where: { conversation: ownConversations(leadId, visitorId), intent: { not: "employment" } },
      orderBy: [{ timestamp: "desc" }, { id: "desc" }],
      take: QUALIFY_MESSAGES,
      select: { id: true, message: true, timestamp: true, conversation: { select: { sessionId: true } } },
    }),
    prisma.uploadedFile.findMany({
      where: { leadId, OR: [{ conversationId: null }, { conversation: ownConversations(leadId, visitorId) }] },
      orderBy: { createdAt: "asc" },
      select: { id: true, message: true, extractedText: true, createdAt: true },
    }),
  ]);
  const texts: (QualifyText & { at: Date })[] = [
    ...messages.map((row) => ({
      kind: sourceOfConversation(row.conversation) === "contact-form" ? ("contact-form" as const) : ("message" as const),
      id: row.id,
      text: row.message,
      at: row.timestamp,
    })),
    ...uploads.flatMap((row) => [
      ...(row.message ? [{ kind: "contact-form" as const, id: row.id, text: row.message, at: row.createdAt }] : []),
      ...(row.extractedText ? [{ kind: "pdf" as const, id: row.id, text: row.extractedText, at: row.createdAt }] : []),
    ]),
  ];
  return texts.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ kind, id, text }) => ({ kind, id, text }));
}

/** Recomputes and stores a lead's qualification; returns it (null for an unknown lead). */
export async function refreshQualification(leadId: string): Promise<Qualification | null> {
  const started = new Date();
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { visitorId: true } });
  if (!lead) return null;
  const [texts, services] = await Promise.all([qualifyTexts(leadId, lead.visitorId), listServices()]);
  const qualification = qualify(texts, services);
  // Stamped with the time reading began: contact that arrives meanwhile leaves it out of date.
  const updated = await prisma.lead.updateMany({ where: { id: leadId }, data: { qualification: JSON.stringify(qualification), qualifiedAt: started } });
  return updated.count > 0 ? qualification : null;
}

/** Marks a lead's qualification out of date (a PDF of theirs was read). */
export async function invalidateQualification(leadId: string): Promise<void> {
  await prisma.lead.updateMany({ where: { id: leadId }, data: { qualifiedAt: null } });
}

/** At most this many out-of-date leads are re-read per list page (the rest on their turn). */
const REFRESH_PER_PAGE = 10;

/** Per lead: its conversations and the messages in them. */
type Activity = { conversations: number; messages: number };

/**
 * The conversations and messages of each lead: its conversations by their leadId index, and their
 * messages counted per conversation by theirs, so the cost is the leads' own rows. Prisma's relation
 * `_count` is not used: it counts every row of the table (a join on a GROUP BY of the whole table).
 */
async function activityOf(ids: string[]): Promise<Map<string, Activity>> {
  const result = new Map(ids.map((id) => [id, { conversations: 0, messages: 0 }]));
  if (ids.length === 0) return result;
  const [conversations, messages] = await Promise.all([
    prisma.conversation.findMany({ where: { leadId: { in: ids } }, select: { id: true, leadId: true } }),
    prisma.conversationMessage.groupBy({ by: ["conversationId"], where: { conversation: { leadId: { in: ids } } }, _count: true }),
  ]);
  const leadOf = new Map(conversations.map((row) => [row.id, row.leadId]));
  for (const row of conversations) {
    const entry = row.leadId ? result.get(row.leadId) : undefined;
    if (entry) entry.conversations += 1;
  }
  for (const row of messages) {
    const leadId = leadOf.get(row.conversationId);
    const entry = leadId ? result.get(leadId) : undefined;
    if (entry) entry.messages += row._count;
  }
  return result;
}

type Sender = { visitorId: string | null; clientEmail: string | null; clientName: string | null };

/**
 * True when a contact came from another visitor than the one who first gave the lead's address,
 * unless it gave the lead's own address and name (the same person from another browser).
 */
const isOtherVisitorOf = (lead: Pick<LeadRow, "visitorId" | "email" | "name">) => (sender: Sender) =>
  sender.visitorId !== null && sender.visitorId !== lead.visitorId && !isSamePerson({ email: sender.clientEmail, name: sender.clientName }, lead);

const senderSelect = { visitorId: true, clientEmail: true, clientName: true } as const;

/**
 * The lead's files that are its own: a file has no visitor of its own, so its sender is the
 * visitor of the conversation it came with (a contact PDF always has one; a résumé from the
 * chat's careers path too), or, for a PDF, the notification telling staff it came from another
 * visitor. Per lead: the ids of the files another visitor sent, and how many files and résumés are its own.
 */
async function attachmentOwners(leads: Pick<LeadRow, "id" | "visitorId" | "email" | "name">[]) {
  const ids = leads.map((lead) => lead.id);
  const [uploads, resumes, flagged] = await Promise.all([
    prisma.uploadedFile.findMany({ where: { leadId: { in: ids } }, select: { id: true, leadId: true, conversation: { select: senderSelect } } }),
    prisma.resume.findMany({ where: { leadId: { in: ids } }, select: { id: true, leadId: true, conversationId: true } }),
    prisma.leadNotification.findMany({ where: { leadId: { in: ids }, otherVisitor: true, uploadId: { not: null } }, select: { uploadId: true, leadId: true } }),
  ]);
  // Résumés keep a conversation id without the relation: their conversations are read here.
  const resumeConversations = new Map(
    (
      await prisma.conversation.findMany({
        where: { id: { in: resumes.flatMap((row) => (row.conversationId ? [row.conversationId] : [])) } },
        select: { id: true, ...senderSelect },
      })
    ).map((row) => [row.id, row]),
  );
  const flaggedUploads = new Set(flagged.map((row) => `${row.leadId}:${row.uploadId}`));
  const result = new Map(leads.map((lead) => [lead.id, { others: new Set<string>(), files: 0, resumes: 0 }]));
  for (const lead of leads) {
    const other = isOtherVisitorOf(lead);
    const entry = result.get(lead.id)!;
    for (const row of uploads.filter((upload) => upload.leadId === lead.id)) {
      // A flagged PDF from the same person in another browser is theirs, as the outbox shows it (withSamePersonShown).
      const fromOther = row.conversation ? other(row.conversation) : flaggedUploads.has(`${lead.id}:${row.id}`);
      if (fromOther) entry.others.add(`contact-pdf:${row.id}`);
      else entry.files += 1;
    }
    for (const row of resumes.filter((resume) => resume.leadId === lead.id)) {
      const conversation = row.conversationId ? resumeConversations.get(row.conversationId) : undefined;
      if (conversation && other(conversation)) entry.others.add(`resume:${row.id}`);
      else {
        entry.files += 1;
        entry.resumes += 1;
      }
    }
  }
  return result;
}

type OwnFiles = { files: number; resumes: number };

function toSummary(row: LeadRow, activity: Activity, own: OwnFiles, qualification = qualificationOf(row.qualification)): LeadSummary {
  const sources = sourcesOf(row.sources);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    phone: row.phone,
    sources,
    path: leadPathOf(sources),
    status: isOneOf(LEAD_STATUSES, row.status) ? row.status : "new",
    note: row.note,
    firstContactAt: row.firstContactAt.toISOString(),
    lastContactAt: row.lastContactAt.toISOString(),
    // Files another visitor sent with the lead's address are listed (badged), not counted.
    counts: { conversations: activity.conversations, messages: activity.messages, attachments: own.files, resumes: own.resumes },
    qualification,
  };
}

/** A client came by the chat or the contact page (or by no recorded source); an applicant only with a résumé or through careers. */
const CLIENT_SOURCES = ["chat", "contact-form"] as const satisfies LeadSource[];
const pathWhere = (path: NonNullable<LeadFilters["path"]>): Prisma.LeadWhereInput => {
  const client: Prisma.LeadWhereInput[] = [...CLIENT_SOURCES.map((source) => ({ sources: { contains: JSON.stringify(source) } })), { sources: "[]" }];
  return path === "client" ? { OR: client } : { NOT: { OR: client } };
};

/** The filters of the list and the CSV export as a Prisma condition (`and`: more conditions, such as the page's cursor). */
async function leadWhere({ status, source, path, q }: LeadFilters, and: Prisma.LeadWhereInput[] = []): Promise<Prisma.LeadWhereInput> {
  const where: Prisma.LeadWhereInput = {};
  if (status) where.status = status;
  if (source) where.sources = { contains: JSON.stringify(source) };
  // What was typed, character for character, in any case (lib/db/search.ts).
  if (q && needsLiteralSearch(q)) where.id = { in: await leadIdsContaining(q) };
  else if (q) where.OR = [{ name: containsAnyCase(q) }, { email: containsAnyCase(q.toLowerCase()) }, { company: containsAnyCase(q) }];
  const all = [...(path ? [pathWhere(path)] : []), ...and];
  if (all.length) where.AND = all;
  return where;
}

/**
 * Leads matching the filters, latest contact first, a page at a time. `refresh`: re-read the
 * qualification of up to REFRESH_PER_PAGE out-of-date leads on the page first.
 */
export async function listLeads(query: LeadListQuery, { refresh = true } = {}): Promise<LeadListResponse> {
  const after = query.cursor ? parseCursor(query.cursor) : null;
  const where = await leadWhere(
    query,
    after ? [{ OR: [{ lastContactAt: { lt: after.updatedAt } }, { lastContactAt: after.updatedAt, id: { lt: after.id } }] }] : [],
  );
  const rows = await prisma.lead.findMany({ where, orderBy: [{ lastContactAt: "desc" }, { id: "desc" }], take: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const [activity, owners] = await Promise.all([activityOf(page.map((row) => row.id)), attachmentOwners(page)]);
  const refreshed = new Map<string, Qualification | null>();
  if (refresh) for (const row of page.filter(isStale).slice(0, REFRESH_PER_PAGE)) refreshed.set(row.id, await refreshQualification(row.id));
  const last = page[page.length - 1];
  return {
    leads: page.map((row) => toSummary(row, activity.get(row.id)!, owners.get(row.id)!, refreshed.has(row.id) ? refreshed.get(row.id) : undefined)),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.lastContactAt, last.id) : null,
  };
}

/** Every lead matching the filters, a page of `limit` at a time (the CSV export: stored qualifications, no re-reading). */
export async function* eachLeadPage(filters: LeadFilters, limit = 500): AsyncGenerator<LeadSummary[]> {
  let cursor: string | undefined;
  do {
    const page = await listLeads({ ...filters, limit, cursor }, { refresh: false });
    yield page.leads;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The notifications as staff read them: a PDF from another visitor who gave the lead's own address
 * and name (the person coming back from another browser) is not marked as another visitor's.
 */
async function withSamePersonShown<T extends { otherVisitor: boolean; uploadId: string | null }>(
  rows: T[],
  leads: Map<string, { email: string; name: string | null }>,
  leadOf: (row: T) => string,
): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.otherVisitor && row.uploadId ? [row.uploadId] : [])))];
  if (ids.length === 0) return rows;
  const uploads = new Map(
    (await prisma.uploadedFile.findMany({ where: { id: { in: ids } }, select: { id: true, clientName: true, clientEmail: true } })).map((row) => [
      row.id,
      { email: row.clientEmail, name: row.clientName },
    ]),
  );
  return rows.map((row) => {
    const upload = row.uploadId ? uploads.get(row.uploadId) : undefined;
    const lead = leads.get(leadOf(row));
    return row.otherVisitor && upload && lead && isSamePerson(upload, lead) ? { ...row, otherVisitor: false } : row;
  });
}

const toNotification = (row: NotificationRow): LeadNotification => ({
  id: row.id,
  leadId: row.leadId,
  kind: isOneOf(NOTIFICATION_KINDS, row.kind) ? row.kind : "new-lead",
  channel: isOneOf(NOTIFICATION_CHANNELS, row.channel) ? row.channel : "none",
  status: isOneOf(NOTIFICATION_STATUSES, row.status) ? row.status : "pending",
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  uploadId: row.uploadId,
  otherVisitor: row.otherVisitor,
});

/** Messages shown per lead (the newest). */
const DETAIL_MESSAGES = 500;

/** One lead with its conversations, messages, attachments, notifications and an up-to-date qualification. */
export async function getLeadDetail(id: string): Promise<LeadDetail | null> {
  const lead = await prisma.lead.findUnique({ where: { id } });
  if (!lead) return null;
  const qualification = isStale(lead) ? await refreshQualification(id) : qualificationOf(lead.qualification);
  // Another visitor's contact is marked, unless it gave the lead's own address and name: the same
  // person from another browser (it changed nothing of the lead either way).
  const isOtherVisitor = isOtherVisitorOf(lead);
  const [conversations, messages, uploads, resumes, notifications, activity, owners] = await Promise.all([
    prisma.conversation.findMany({
      where: { leadId: id },
      orderBy: { createdAt: "asc" },
      select: { id: true, sessionId: true, employmentType: true, visitorId: true, clientEmail: true, clientName: true, createdAt: true, updatedAt: true },
    }),
    prisma.conversationMessage.findMany({
      where: { conversation: { leadId: id } },
      orderBy: [{ timestamp: "desc" }, { id: "desc" }],
      take: DETAIL_MESSAGES,
      select: {
        id: true,
        conversationId: true,
        message: true,
        reply: true,
        intent: true,
        timestamp: true,
        conversation: { select: { sessionId: true, employmentType: true, visitorId: true, clientEmail: true, clientName: true } },
      },
    }),
    prisma.uploadedFile.findMany({ where: { leadId: id }, orderBy: { createdAt: "asc" }, omit: { storageKey: true, extractedText: true } }),
    prisma.resume.findMany({
      where: { leadId: id },
      orderBy: { uploadDate: "asc" },
      select: { id: true, originalName: true, fileSize: true, mimeType: true, uploadDate: true, candidateName: true, conversationId: true },
    }),
    prisma.leadNotification.findMany({ where: { leadId: id }, orderBy: { createdAt: "desc" } }),
    activityOf([id]),
    attachmentOwners([lead]),
  ]);
  const own = owners.get(id)!;
  const attachments: LeadAttachment[] = [
    ...uploads.map((row) => ({
      kind: "contact-pdf" as const,
      id: row.id,
      name: row.originalName,
      size: row.size,
      mimeType: row.mimeType,
      uploadedAt: row.createdAt.toISOString(),
      detail: row.message || null,
      viewUrl: `/api/admin/uploads/${row.id}/view`,
      downloadUrl: `/api/admin/uploads/${row.id}/download`,
      resumeUrl: null,
      conversationId: row.conversationId,
      otherVisitor: own.others.has(`contact-pdf:${row.id}`),
    })),
    ...resumes.map((row) => ({
      kind: "resume" as const,
      id: row.id,
      name: row.originalName,
      size: row.fileSize,
      mimeType: row.mimeType,
      uploadedAt: row.uploadDate.toISOString(),
      detail: row.candidateName,
      viewUrl: `/api/admin/resume/${row.id}/view`,
      downloadUrl: `/api/admin/resume/${row.id}/download`,
      resumeUrl: `/api/admin/resumes/${row.id}`,
      conversationId: row.conversationId,
      otherVisitor: own.others.has(`resume:${row.id}`),
    })),
  ];
  return {
    ...toSummary(lead, activity.get(id)!, own, qualification),
    // What would change nothing if accepted (the lead's own name, coming back from another browser) is left out.
    alsoGiven: parseAlsoGiven(lead.alsoGiven)
      .filter((entry) => !changesNothing(entry, lead))
      .reverse(),
    conversations: conversations.map((row) => ({
      id: row.id,
      source: sourceOfConversation(row),
      createdAt: row.createdAt.toISOString(),
      lastActivity: row.updatedAt.toISOString(),
      otherVisitor: isOtherVisitor(row),
    })),
    messages: messages.reverse().map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      otherVisitor: isOtherVisitor(row.conversation),
      source: row.intent === "employment" ? "employment" : sourceOfConversation(row.conversation),
      message: row.message,
      reply: row.reply,
      intent: row.intent,
      timestamp: row.timestamp.toISOString(),
    })),
    attachments,
    notifications: (await withSamePersonShown(notifications, new Map([[lead.id, lead]]), (row) => row.leadId)).map(toNotification),
  };
}

/**
 * Saves a lead's status and/or note, and accepts an "also given" entry (its name and company
 * become the lead's, and every entry giving the same leaves the list); 404 for an unknown lead,
 * 409 for an entry the lead does not have.
 */
export async function updateLead(id: string, update: LeadUpdate): Promise<LeadSummary> {
  const data: Prisma.LeadUpdateManyMutationInput = {
    ...(update.status ? { status: update.status } : {}),
    ...(update.note !== undefined ? { note: update.note } : {}),
  };
  const { accept } = update;
  if (accept) {
    const lead = await prisma.lead.findUnique({ where: { id }, select: { alsoGiven: true } });
    if (!lead) throw new ApiError("not_found", "Lead not found");
    const entries = parseAlsoGiven(lead.alsoGiven);
    const same = (entry: AlsoGiven) => entry.name === accept.name && entry.company === accept.company;
    if (!entries.some(same)) throw new ApiError("conflict", "That entry is no longer on the lead: reload it");
    Object.assign(data, {
      ...(accept.name ? { name: accept.name } : {}),
      ...(accept.company ? { company: accept.company } : {}),
      alsoGiven: JSON.stringify(entries.filter((entry) => !same(entry))),
    });
    // Only over the list as it was read: a contact (or another accept) meanwhile is a 409, not lost.
    const changed = await prisma.lead.updateMany({ where: { id, alsoGiven: lead.alsoGiven }, data });
    if (changed.count === 0) throw new ApiError("conflict", "The lead changed meanwhile: reload it and accept again");
    return summaryOf(id);
  }
  const changed = await prisma.lead.updateMany({ where: { id }, data });
  if (changed.count === 0) throw new ApiError("not_found", "Lead not found");
  return summaryOf(id);
}

/** One lead's summary as saved. */
async function summaryOf(id: string): Promise<LeadSummary> {
  const row = await prisma.lead.findUniqueOrThrow({ where: { id } });
  const [activity, owners] = await Promise.all([activityOf([id]), attachmentOwners([row])]);
  return toSummary(row, activity.get(id)!, owners.get(id)!);
}

/** The outbox, newest first, with each notification's lead. */
export async function listNotifications({ status, limit, cursor }: { status?: LeadNotification["status"]; limit: number; cursor?: string }) {
  const after = cursor ? parseCursor(cursor) : null;
  const where: Prisma.LeadNotificationWhereInput = status ? { status } : {};
  if (after) where.OR = [{ createdAt: { lt: after.updatedAt } }, { createdAt: after.updatedAt, id: { lt: after.id } }];
  const [rows, grouped, undelivered] = await Promise.all([
    prisma.leadNotification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
      include: { lead: { select: { email: true, name: true } } },
    }),
    prisma.leadNotification.groupBy({ by: ["status"], _count: true }),
    undeliveredByChannel(),
  ]);
  const page = await withSamePersonShown(rows.slice(0, limit), new Map(rows.map((row) => [row.leadId, row.lead])), (row) => row.leadId);
  const last = page[page.length - 1];
  const counts = Object.fromEntries(
    NOTIFICATION_STATUSES.map((value) => [value, grouped.find((group) => group.status === value)?._count ?? 0]),
  ) as NotificationsResponse["counts"];
  return {
    counts,
    undelivered,
    notifications: page.map((row) => ({ ...toNotification(row), leadEmail: row.lead.email, leadName: row.lead.name })),
    nextCursor: rows.length > limit && last ? cursorOf(last.createdAt, last.id) : null,
  };
}

/** Statuses of a notification not delivered yet. */
const UNDELIVERED = ["pending", "held", "failed"];

/** The channels that send (the third, none, is recorded as skipped). */
const SENDING_CHANNELS = ["email", "webhook"] as const;

/**
 * Per channel that sends, what has not been delivered since its last delivery (older failures are
 * history once a later notification went out): how many, the oldest's creation, whether a send has
 * failed, and the latest failure's reason (redacted when it was written).
 */
async function undeliveredByChannel(): Promise<Undelivered[]> {
  const delivered = await prisma.leadNotification.groupBy({ by: ["channel"], where: { status: "sent" }, _max: { sentAt: true } });
  const channels = await Promise.all(
    SENDING_CHANNELS.map(async (channel): Promise<Undelivered | null> => {
      const since = delivered.find((group) => group.channel === channel)?._max.sentAt;
      const where: Prisma.LeadNotificationWhereInput = { channel, status: { in: UNDELIVERED }, ...(since ? { createdAt: { gt: since } } : {}) };
      const [summary, failure] = await Promise.all([
        prisma.leadNotification.aggregate({ where, _count: true, _min: { createdAt: true } }),
        prisma.leadNotification.findFirst({
          where: { ...where, lastError: { not: null } },
          orderBy: [{ nextAttemptAt: "desc" }, { id: "desc" }],
          select: { lastError: true },
        }),
      ]);
      const oldest = summary._min.createdAt;
      if (!summary._count || !oldest) return null;
      return { channel, count: summary._count, oldestAt: oldest.toISOString(), failed: failure !== null, lastError: failure?.lastError ?? null };
    }),
  );
  return channels.filter((channel) => channel !== null);
}

/** Messages quoted in a notification (the newest). */
const NOTIFY_MESSAGES = 3;

/** What a notification about a lead says, read when it is sent (null when the lead is gone). */
export async function notificationSubject(row: {
  leadId: string;
  kind: string;
  uploadId: string | null;
  otherVisitor?: boolean;
}): Promise<NotificationSubject | null> {
  const lead = await prisma.lead.findUnique({ where: { id: row.leadId } });
  if (!lead) return null;
  const qualification = isStale(lead) ? await refreshQualification(lead.id) : qualificationOf(lead.qualification);
  const [messages, uploads, resumes] = await Promise.all([
    prisma.conversationMessage.findMany({
      where: { conversation: ownConversations(lead.id, lead.visitorId) },
      orderBy: [{ timestamp: "desc" }, { id: "desc" }],
      take: NOTIFY_MESSAGES,
      select: { message: true },
    }),
    prisma.uploadedFile.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: "asc" },
      select: { id: true, originalName: true, size: true, message: true },
    }),
    prisma.resume.findMany({ where: { leadId: lead.id }, orderBy: { uploadDate: "asc" }, select: { originalName: true, fileSize: true } }),
  ]);
  const upload = row.kind === "lead-pdf" ? uploads.find((file) => file.id === row.uploadId) : undefined;
  return {
    kind: isOneOf(NOTIFICATION_KINDS, row.kind) ? row.kind : "new-lead",
    otherVisitor: row.otherVisitor ?? false,
    lead: {
      id: lead.id,
      email: lead.email,
      name: lead.name,
      company: lead.company,
      sources: sourcesOf(lead.sources),
      firstContactAt: lead.firstContactAt,
      lastContactAt: lead.lastContactAt,
    },
    qualification,
    messages: messages.reverse().map((message) => message.message),
    attachments: [
      ...uploads.map((file) => ({ name: file.originalName, size: file.size })),
      ...resumes.map((file) => ({ name: file.originalName, size: file.fileSize })),
    ],
    upload: upload ? { name: upload.originalName, size: upload.size, message: upload.message } : null,
  };
}
