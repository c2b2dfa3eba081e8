import { caseStudies } from "../content/case-studies";
import { cards } from "../content/cards";
import { faq } from "../content/faq";
import { personas } from "../content/personas";
import { deriveFilters } from "../case-studies/filters";
import { services } from "../content/services";
import type { PrismaClient } from "./prisma";

// Seeds the site's content. Idempotent: rows are created when missing and never overwritten,
// so running it again (or on a database an admin has edited) changes nothing that exists.

export type SeedCounts = {
  services: number;
  caseStudies: number;
  portfolioFilters: number;
  personas: number;
  physicsConfigs: number;
  cards: number;
  faq: number;
};

export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  const [servicesCount, caseStudiesCount, personasCount] = await Promise.all([prisma.service.count(), prisma.caseStudy.count(), prisma.persona.count()]);
  return servicesCount + caseStudiesCount + personasCount === 0;
}

export async function countContent(prisma: PrismaClient): Promise<SeedCounts> {
  const [s, c, f, p, pc, cd, q] = await Promise.all([
    prisma.service.count(),
    prisma.caseStudy.count(),
    prisma.portfolioFilter.count(),
    prisma.persona.count(),
    prisma.physicsConfig.count(),
    prisma.card.count(),
    prisma.knowledgeEntry.count(),
  ]);
  return { services: s, caseStudies: c, portfolioFilters: f, personas: p, physicsConfigs: pc, cards: cd, faq: q };
}

/**
 * Each row of the seed is its own statement, so its transaction lasts a round trip per row: on a
 * database across a network, or on a busy machine, that can pass Prisma's default 5 s for an
 * interactive transaction. It runs once, at set-up, so it may take its time.
 */
const SEED_TRANSACTION = { maxWait: 60_000, timeout: 180_000 };

export async function seedDatabase(prisma: PrismaClient): Promise<SeedCounts> {
  await prisma.$transaction(async (tx) => {
    for (const [position, service] of services.entries()) {
      await tx.service.upsert({ where: { slug: service.slug }, update: {}, create: { ...service, position } });
    }

    for (const [position, study] of caseStudies.entries()) {
      const { videos, quote, ...rest } = study;
      await tx.caseStudy.upsert({
        where: { id: study.id },
        update: {},
        create: { ...rest, videos: videos ?? undefined, quote: quote ?? undefined, position },
      });
    }

    // Filters are seeded only when none exist: an admin's saved order must survive a re-seed.
    if ((await tx.portfolioFilter.count()) === 0) {
      await tx.portfolioFilter.createMany({ data: deriveFilters(caseStudies, services) });
    }

    for (const persona of personas) {
      const { physics, ...fields } = persona;
      const saved = await tx.persona.upsert({ where: { slug: persona.slug }, update: {}, create: fields });
      if ((await tx.physicsConfig.count({ where: { personaId: saved.id } })) === 0) {
        await tx.physicsConfig.create({ data: { ...physics, personaId: saved.id, isDefault: true } });
      }
    }

    for (const [position, card] of cards.entries()) {
      await tx.card.upsert({ where: { id: card.id }, update: {}, create: { ...card, position } });
    }

    for (const [position, entry] of faq.entries()) {
      await tx.knowledgeEntry.upsert({ where: { id: entry.id }, update: {}, create: { ...entry, position } });
    }
  }, SEED_TRANSACTION);
  return countContent(prisma);
}
