import "server-only";
import type { CaseStudy as CaseStudyRow, Service as ServiceRow } from "../generated/prisma/client";
import { CARD_CATEGORIES, isOneOf } from "../contracts/enums";
import type { Card, CaseStudy, Service } from "../content/types";
import { sanitizeRichHtml } from "../sanitize";
import { caseStudySchema } from "../contracts/case-studies";
import { serviceSchema } from "../contracts/content";
import { prisma } from "./client";

// Reads of the site's content, mapped from rows (Json columns validated) to lib/content/types.
// Every page and the concierge read content through these (and lib/db/case-studies.ts); the
// arrays in lib/content only seed the database.

export function toCaseStudy(row: CaseStudyRow): CaseStudy {
  return caseStudySchema.parse(row) as CaseStudy;
}

function toService(row: ServiceRow): Service {
  return serviceSchema.parse(row);
}

/**
 * The published case studies, in order: what visitors see (pages, portfolio, bundle, static
 * params) and what the concierge knows. Staff's list, with the unpublished ones, is
 * listAdminCaseStudies in case-studies.ts.
 */
export async function listCaseStudies(): Promise<CaseStudy[]> {
  const rows = await prisma.caseStudy.findMany({ where: { published: true }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  return rows.map(toCaseStudy);
}

export async function listServices(): Promise<Service[]> {
  const rows = await prisma.service.findMany({ orderBy: { position: "asc" } });
  return rows.map(toService);
}

/** A JSON column that holds a list of strings (anything else in it is left out). */
export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The result cards' ids, groups and titles, in order: what a reply needs to pick a client's cards. */
export async function listCardTitles(): Promise<Pick<Card, "id" | "category" | "title">[]> {
  const rows = await prisma.card.findMany({ orderBy: [{ category: "asc" }, { position: "asc" }], select: { id: true, category: true, title: true } });
  return rows.flatMap(({ category, ...row }) => (isOneOf(CARD_CATEGORIES, category) ? [{ ...row, category }] : []));
}

/** What the reel's card says of the reel (its description and rich text), or undefined when no card is the reel. */
export async function reelCardText(): Promise<string | undefined> {
  const reel = await prisma.card.findFirst({
    where: { isVideoReel: true },
    orderBy: [{ category: "asc" }, { position: "asc" }],
    select: { description: true, expandedContent: true },
  });
  return reel ? `${reel.description} ${reel.expandedContent}` : undefined;
}

/** The result cards, in order, with their rich content sanitized for the browser (a card of no known group is left out). */
export async function listCards(): Promise<Card[]> {
  const rows = await prisma.card.findMany({ orderBy: [{ category: "asc" }, { position: "asc" }] });
  return rows.flatMap(({ category, ...row }) => {
    if (!isOneOf(CARD_CATEGORIES, category)) return [];
    return [
      {
        id: row.id,
        category,
        title: row.title,
        description: row.description,
        expandedContent: sanitizeRichHtml(row.expandedContent),
        videoSrc: row.videoSrc,
        thumbnail: row.thumbnail,
        images: stringList(row.images),
        isVideoReel: row.isVideoReel,
        relatedCardIds: stringList(row.relatedCardIds),
      },
    ];
  });
}

export async function getService(slug: string): Promise<Service | null> {
  const row = await prisma.service.findUnique({ where: { slug } });
  return row ? toService(row) : null;
}

/** When each published case study last changed, for the sitemap. */
export async function caseStudyDates(): Promise<Map<string, Date>> {
  const rows = await prisma.caseStudy.findMany({
    where: { published: true },
    select: { id: true, updatedAt: true },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}

/** When each service last changed, for the sitemap. */
export async function serviceDates(): Promise<Map<string, Date>> {
  const rows = await prisma.service.findMany({ select: { slug: true, updatedAt: true } });
  return new Map(rows.map((row) => [row.slug, row.updatedAt]));
}

/** A cheap fingerprint of the content the concierge knows: it changes whenever an admin writes. */
export async function contentSignature(): Promise<string> {
  const [studies, services, entries] = await Promise.all([
    // Over every row, published or not: publishing and unpublishing move updatedAt, a delete the count.
    prisma.caseStudy.aggregate({ _max: { updatedAt: true }, _count: true }),
    prisma.service.aggregate({ _max: { updatedAt: true }, _count: true }),
    // Every create, edit, delete and reorder moves the count or the latest updatedAt (answers
    // counted by the chat do not: recordEntryAnswered leaves updatedAt alone).
    prisma.knowledgeEntry.aggregate({ _max: { updatedAt: true }, _count: true }),
  ]);
  return [
    studies._count,
    studies._max.updatedAt?.getTime() ?? 0,
    services._count,
    services._max.updatedAt?.getTime() ?? 0,
    entries._count,
    entries._max.updatedAt?.getTime() ?? 0,
  ].join(":");
}
