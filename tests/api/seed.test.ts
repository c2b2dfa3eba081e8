import fs from "node:fs";
import path from "node:path";
import { caseStudies } from "@/lib/content/case-studies";
import { cards } from "@/lib/content/cards";
import { faq } from "@/lib/content/faq";
import { personas } from "@/lib/content/personas";
import { services } from "@/lib/content/services";
import { showcaseVideos } from "@/lib/content/showcase";
import type { PrismaClient } from "@/lib/db/prisma";
import { countContent, isDatabaseEmpty, seedDatabase } from "@/lib/db/seed";
import { caseStudySchema } from "@/lib/contracts/case-studies";
import { serviceSchema } from "@/lib/contracts/content";
import { prepareTestDatabase } from "../helpers/db";

let prisma: PrismaClient;

beforeAll(async () => {
  prisma = await prepareTestDatabase();
});
afterAll(async () => {
  await prisma.$disconnect();
});

describe("seedDatabase", () => {
  it("fills an empty database and is idempotent (run twice, same row counts)", async () => {
    expect(await isDatabaseEmpty(prisma)).toBe(true);
    const first = await seedDatabase(prisma);
    expect(await isDatabaseEmpty(prisma)).toBe(false);
    const second = await seedDatabase(prisma);
    expect(second).toEqual(first);
    expect(first).toEqual({
      services: services.length,
      caseStudies: caseStudies.length,
      portfolioFilters: expect.any(Number),
      personas: personas.length,
      physicsConfigs: personas.length,
      cards: cards.length,
      faq: faq.length,
    });
    expect(await countContent(prisma)).toEqual(first);
  });

  it("never overwrites what an admin changed, and keeps a saved filter order", async () => {
    await prisma.caseStudy.update({ where: { id: "imax" }, data: { title: "IMAX (edited)" } });
    const filters = await prisma.portfolioFilter.findMany({ orderBy: { position: "asc" } });
    await prisma.$transaction(
      [...filters].reverse().map((filter, position) => prisma.portfolioFilter.update({ where: { slug: filter.slug }, data: { position } })),
    );
    await seedDatabase(prisma);
    expect((await prisma.caseStudy.findUniqueOrThrow({ where: { id: "imax" } })).title).toBe("IMAX (edited)");
    const after = await prisma.portfolioFilter.findMany({ orderBy: { position: "asc" } });
    expect(after.map((filter) => filter.slug)).toEqual([...filters].reverse().map((filter) => filter.slug));
  });

  it("stores every field of every case study, both videos shapes intact", async () => {
    const rows = await prisma.caseStudy.findMany({ orderBy: { position: "asc" } });
    expect(rows).toHaveLength(caseStudies.length);
    for (const row of rows) {
      const parsed = caseStudySchema.parse(row);
      const source = caseStudies.find((study) => study.id === row.id)!;
      expect({ ...parsed, title: source.title }).toEqual(source);
    }
  });

  it("stores every service with every field", async () => {
    const rows = await prisma.service.findMany({ orderBy: { position: "asc" } });
    expect(rows.map((row) => row.slug)).toEqual(services.map((service) => service.slug));
    for (const row of rows) expect(serviceSchema.parse(row)).toEqual(services.find((s) => s.slug === row.slug));
  });

  it("derives portfolio filters from services and industries with positions 0..n-1", async () => {
    await prisma.portfolioFilter.deleteMany();
    await seedDatabase(prisma);
    const filters = await prisma.portfolioFilter.findMany({ orderBy: { position: "asc" } });
    expect(filters.map((filter) => filter.position)).toEqual(filters.map((_, index) => index));
    const serviceLabels = new Set(caseStudies.flatMap((study) => study.services));
    const industries = new Set(caseStudies.map((study) => study.industry));
    expect(
      filters
        .filter((f) => f.type === "service")
        .map((f) => f.label)
        .sort(),
    ).toEqual([...serviceLabels].sort());
    expect(
      filters
        .filter((f) => f.type === "industry")
        .map((f) => f.label)
        .sort(),
    ).toEqual([...industries].sort());
    expect(filters.find((f) => f.label === "Food & Beverage")?.slug).toBe("food-beverage");
  });

  it("gives the default persona the default physics", async () => {
    const persona = await prisma.persona.findUniqueOrThrow({ where: { slug: "default" }, include: { physicsConfig: true } });
    expect(persona.isDefault).toBe(true);
    expect(persona.physicsConfig).toHaveLength(1);
    expect(persona.physicsConfig[0]).toMatchObject({ isDefault: true, mass: 1, tension: 170, friction: 26, precision: 0.01 });
  });
});

describe("seed content", () => {
  const publicFile = (url: string) => path.join(process.cwd(), "public", url);

  it("has at least 8 case studies across at least 4 industries, including imax", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(caseStudies.map((study) => study.industry)).size).toBeGreaterThanOrEqual(4);
    expect(caseStudies.map((study) => study.id)).toContain("imax");
  });

  it("fills every case-study field with substance", () => {
    for (const study of caseStudies) {
      expect(caseStudySchema.parse(study)).toEqual(study);
      expect(study.duration).toBeTruthy();
      expect(study.strategy).toBeTruthy();
      expect(study.quote).toBeTruthy();
      expect(study.challenge.length).toBeGreaterThanOrEqual(120);
      expect(study.execution.length).toBeGreaterThanOrEqual(3);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.tags.length).toBeGreaterThanOrEqual(2);
      expect(study.services.length).toBeGreaterThanOrEqual(1);
      expect(study.images.gallery.length).toBeGreaterThanOrEqual(3);
      expect(study.images.thumbnail).toMatch(/^\/media\//);
      expect(study.images.hero).toMatch(/^\/media\//);
      expect(study.metrics.secondary.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(study)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });

  it("uses both videos shapes, with a vertical item in the list shape", () => {
    const objects = caseStudies.filter((study) => study.videos && !Array.isArray(study.videos));
    const lists = caseStudies.filter((study) => Array.isArray(study.videos));
    expect(objects.length).toBeGreaterThan(0);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.flatMap((study) => study.videos as { format: string }[]).some((item) => item.format === "vertical")).toBe(true);
  });

  it("has a service for every slug the pages link to, each filled in", () => {
    const slugs = services.map((service) => service.slug);
    for (const slug of ["brand-strategy", "creative-campaigns", "digital-marketing", "video-production", "media-buying"]) {
      expect(slugs).toContain(slug);
    }
    for (const service of services) {
      expect(serviceSchema.parse(service)).toEqual(service);
      expect(service.approach.length).toBeGreaterThanOrEqual(3);
      expect(service.capabilities.length).toBeGreaterThanOrEqual(3);
      expect(service.clientTypes.length).toBeGreaterThanOrEqual(3);
      expect(service.description.length).toBeLessThanOrEqual(155);
    }
  });

  it("groups the sample cards under the four categories, with valid related cards and one reel", () => {
    const categories = new Set(cards.map((card) => card.category));
    expect([...categories].sort()).toEqual(["branding", "social-media", "video-production", "web-design"]);
    const ids = new Set(cards.map((card) => card.id));
    expect(ids.size).toBe(cards.length);
    for (const card of cards) {
      for (const related of card.relatedCardIds) {
        expect(ids.has(related)).toBe(true);
        expect(related).not.toBe(card.id);
      }
    }
    expect(cards.some((card) => card.relatedCardIds.length > 0)).toBe(true);
    expect(cards.filter((card) => card.isVideoReel)).toHaveLength(1);
  });

  it("quotes the costs in the FAQ", () => {
    const answers = faq.map((entry) => entry.answer).join("\n");
    expect(answers).toContain("$10K-$100K+");
    expect(answers).toContain("$15K a month");
  });

  it("references only media files that exist under public/", () => {
    const urls = [
      ...caseStudies.flatMap((study) => [
        study.images.thumbnail,
        study.images.hero,
        ...study.images.gallery,
        ...(study.videoUrl ? [study.videoUrl] : []),
        ...(Array.isArray(study.videos) ? study.videos.map((video) => video.url) : study.videos ? [study.videos.hero, ...study.videos.gallery] : []),
      ]),
      ...cards.flatMap((card) => [card.videoSrc, card.thumbnail, ...card.images].filter((url): url is string => Boolean(url))),
      ...showcaseVideos.flatMap((video) => [video.videoSrc, video.thumbnail]),
      "/media/reel.mp4",
      "/media/reel-poster.webp",
      "/media/reel-alt.mp4",
      "/media/reel-alt-poster.webp",
      "/og-default.jpg",
      "/favicon.ico",
    ];
    const missing = urls.filter((url) => url.startsWith("/") && !fs.existsSync(publicFile(url)));
    expect(missing).toEqual([]);
  });

  it("keeps the committed media well under 5 MB", () => {
    const sizeOf = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
        const full = path.join(dir, entry.name);
        return total + (entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size);
      }, 0);
    expect(sizeOf(path.join(process.cwd(), "public"))).toBeLessThan(5 * 1024 * 1024);
  });
});
