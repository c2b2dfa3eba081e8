import "server-only";
import type { PhysicsConfigResponse } from "../contracts/content";
import { prisma } from "./client";

/** The persona `slug` names, or the default persona for an unknown slug; with its physics configs. */
export async function personaFor(slug: string) {
  return (
    (await prisma.persona.findUnique({ where: { slug }, include: { physicsConfig: true } })) ??
    (await prisma.persona.findFirst({ where: { isDefault: true }, include: { physicsConfig: true } }))
  );
}

/** The persona's default physics config; an unknown persona gets the default persona's. */
export async function physicsConfigFor(slug: string): Promise<PhysicsConfigResponse | null> {
  const persona = await personaFor(slug);
  if (!persona) return null;
  const config = persona.physicsConfig.find((candidate) => candidate.isDefault) ?? persona.physicsConfig[0];
  if (!config) return null;
  const { id, personaId, name, isDefault, mass, tension, friction, precision } = config;
  return { id, personaId, personaSlug: persona.slug, name, isDefault, mass, tension, friction, precision };
}
