import "server-only";
import type { CaseStudy, PortfolioFilter } from "../content/types";
import type { AdminCaseStudy } from "../contracts/case-studies";
import { ApiError } from "../contracts/errors";
import { sanitizePlainText } from "../sanitize";
import { slugify } from "../slug";
import type { CaseStudyCreate, CaseStudyUpdate } from "../contracts/admin-requests";
import type { CaseStudy as CaseStudyRow } from "../generated/prisma/client";
import { Prisma, prisma, prismaErrorCode } from "./client";
import { toCaseStudy } from "./content";

// Case studies and portfolio filters: reads for the pages and the modal, admin writes. An
// unpublished case study is kept for staff and hidden from every public read.

/** A published case study (what its page, the Los Angeles page and the modal show), or null. */
export async function getCaseStudy(id: string): Promise<CaseStudy | null> {
  const row = await prisma.caseStudy.findUnique({ where: { id } });
  return row?.published ? toCaseStudy(row) : null;
}

const toAdminCaseStudy = (row: CaseStudyRow): AdminCaseStudy => ({ ...toCaseStudy(row), published: row.published });

/** Any case study, published or not, for staff's writes (an image upload). */
export async function getAdminCaseStudy(id: string): Promise<AdminCaseStudy | null> {
  const row = await prisma.caseStudy.findUnique({ where: { id } });
  return row ? toAdminCaseStudy(row) : null;
}

/** Every case study in order, the unpublished ones too: the admin's list. */
export async function listAdminCaseStudies(): Promise<AdminCaseStudy[]> {
  const rows = await prisma.caseStudy.findMany({ orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  return rows.map(toAdminCaseStudy);
}

/** Every text field is stripped of markup on write; URLs were validated by the schema. */
function cleanText<T extends Partial<CaseStudyCreate>>(input: T): T {
  const text = (value: string) => sanitizePlainText(value);
  const out: Partial<CaseStudyCreate> = { ...input };
  for (const key of ["title", "client", "industry", "challenge"] as const) {
    if (typeof out[key] === "string") out[key] = text(out[key]);
  }
  for (const key of ["duration", "strategy"] as const) {
    if (typeof out[key] === "string") out[key] = text(out[key]);
  }
  for (const key of ["execution", "results", "tags", "services"] as const) {
    if (Array.isArray(out[key])) out[key] = out[key].map(text).filter(Boolean);
  }
  if (out.metrics) out.metrics = { primary: text(out.metrics.primary), secondary: out.metrics.secondary.map(text).filter(Boolean) };
  if (out.quote) out.quote = { text: text(out.quote.text), attribution: text(out.quote.attribution) };
  if (Array.isArray(out.videos)) out.videos = out.videos.map((video) => ({ ...video, title: text(video.title), format: text(video.format) }));
  return out as T;
}

const json = (value: unknown) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));

/** Creates a case study whose id is the slug of its title; a clash is a 409. */
export async function createCaseStudy(input: CaseStudyCreate): Promise<AdminCaseStudy> {
  const data = cleanText(input);
  const id = slugify(data.title);
  if (!id) throw new ApiError("unprocessable_entity", "title must contain letters or digits");
  const position = (await prisma.caseStudy.aggregate({ _max: { position: true } }))._max.position ?? -1;
  try {
    const row = await prisma.caseStudy.create({
      data: { ...data, id, videos: json(data.videos), quote: json(data.quote), position: position + 1 },
    });
    return toAdminCaseStudy(row);
  } catch (error) {
    if (prismaErrorCode(error) === "P2002") {
      throw new ApiError("conflict", `A case study with the id "${id}" already exists`);
    }
    throw error;
  }
}

/**
 * Updates the given fields (`published` among them: unpublish keeps the row and hides it); the id
 * stays what it was, even when the title changes.
 */
export async function updateCaseStudy(id: string, input: CaseStudyUpdate): Promise<AdminCaseStudy> {
  const data = cleanText(input);
  const { videos, quote, ...rest } = data;
  try {
    const row = await prisma.caseStudy.update({
      where: { id },
      data: {
        ...rest,
        ...(videos !== undefined ? { videos: json(videos) } : {}),
        ...(quote !== undefined ? { quote: json(quote) } : {}),
      },
    });
    return toAdminCaseStudy(row);
  } catch (error) {
    if (prismaErrorCode(error) === "P2025") {
      throw new ApiError("not_found", `No case study with the id "${id}"`);
    }
    throw error;
  }
}

/**
 * Deletes a case study (404 when there is none) and unlinks the knowledge entries that pointed at
 * it, in one transaction; returns it, so the caller can remove its uploaded images after.
 */
export async function deleteCaseStudy(id: string): Promise<AdminCaseStudy> {
  try {
    const [row] = await prisma.$transaction([
      prisma.caseStudy.delete({ where: { id } }),
      prisma.knowledgeEntry.updateMany({ where: { caseStudyId: id }, data: { caseStudyId: null } }),
    ]);
    return toAdminCaseStudy(row);
  } catch (error) {
    if (prismaErrorCode(error) === "P2025") {
      throw new ApiError("not_found", `No case study with the id "${id}"`);
    }
    throw error;
  }
}

/** The static bundle's shape: case studies keyed by slug. */
export function caseStudyMap(studies: CaseStudy[]): Record<string, CaseStudy> {
  return Object.fromEntries(studies.map((study) => [study.id, study]));
}

export async function listPortfolioFilters(): Promise<PortfolioFilter[]> {
  const rows = await prisma.portfolioFilter.findMany({ orderBy: [{ position: "asc" }, { label: "asc" }] });
  return rows.map(({ slug, label, type, position }) => ({ slug, label, type, position }));
}

/**
 * Saves a new filter order: the full list of existing slugs, each once. Positions become 0..n-1
 * in list order, in one transaction.
 */
export async function reorderPortfolioFilters(slugs: string[]): Promise<PortfolioFilter[]> {
  const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicates.length) throw new ApiError("bad_request", `Duplicate filter slugs: ${[...new Set(duplicates)].join(", ")}`);
  const existing = new Set((await prisma.portfolioFilter.findMany({ select: { slug: true } })).map((row) => row.slug));
  const unknown = slugs.filter((slug) => !existing.has(slug));
  if (unknown.length) throw new ApiError("bad_request", `Unknown filter slugs: ${unknown.join(", ")}`);
  const missing = [...existing].filter((slug) => !slugs.includes(slug));
  if (missing.length) throw new ApiError("unprocessable_entity", `The list must include every filter; missing: ${missing.join(", ")}`);

  await prisma.$transaction(slugs.map((slug, position) => prisma.portfolioFilter.update({ where: { slug }, data: { position } })));
  return listPortfolioFilters();
}
