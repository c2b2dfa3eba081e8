import * as z from "zod/mini";
import { CARD_CATEGORIES } from "./enums";
import { text } from "./schema";

// The public reads besides case studies: the result cards, a persona's card physics, a service,
// and the health checks. The database's service rows are read with serviceSchema too.

/** A result card; `expandedContent` is HTML, sanitized by the server before it is sent. */
const cardSchema = z.object({
  id: z.string(),
  category: z.enum(CARD_CATEGORIES),
  title: z.string(),
  description: z.string(),
  expandedContent: z.string(),
  videoSrc: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  /** The expanded overlay's three-image banner. */
  images: z.array(z.string()),
  isVideoReel: z.boolean(),
  relatedCardIds: z.array(z.string()),
});
export type Card = z.infer<typeof cardSchema>;

/** GET /api/cards. */
export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) });
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

const springValue = z.number().check(z.positive());

/** GET /api/physics-config/{personaSlug}: the persona's default spring settings (all four positive). */
export const physicsConfigResponseSchema = z.object({
  id: z.string(),
  personaId: z.string(),
  personaSlug: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  mass: springValue,
  tension: springValue,
  friction: springValue,
  precision: springValue,
});
export type PhysicsConfigResponse = z.infer<typeof physicsConfigResponseSchema>;

const approachStepSchema = z.object({
  title: text,
  description: text,
});

const nonEmptyList = <T extends z.core.SomeType>(item: T) => z.array(item).check(z.minLength(1));

/** GET /api/services/{slug}: every field of one service. */
export const serviceSchema = z.object({
  slug: text,
  title: text,
  description: text,
  overview: text,
  keyServices: nonEmptyList(text),
  capabilities: nonEmptyList(text),
  approach: nonEmptyList(approachStepSchema),
  results: text,
  clientTypes: nonEmptyList(text),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /api/health: the server answers. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: the database answers too. */
export const readinessResponseSchema = z.object({ status: z.literal("ready") });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
