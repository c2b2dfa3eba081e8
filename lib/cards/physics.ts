import type { PhysicsConfigResponse } from "../contracts/content";

// Spring physics for the result cards. Pure: no React, no framer import; the deck turns these plain
// objects into framer-motion transitions.

/** react-spring style settings, as stored per persona and served by /api/physics-config. */
export type PhysicsConfig = Pick<PhysicsConfigResponse, "mass" | "tension" | "friction" | "precision">;

/** The default physics, also the placeholder until the persona's config has loaded. */
export const DEFAULT_PHYSICS: PhysicsConfig = { mass: 1, tension: 170, friction: 26, precision: 0.01 };

/** Per-card randomization: mass ±20%, tension ±10%, friction ±15%. */
export const PHYSICS_JITTER = { mass: 0.2, tension: 0.1, friction: 0.15 } as const;

const jitter = (value: number, amount: number, random: () => number) => value * (1 + (random() * 2 - 1) * amount);

/**
 * One card's physics: mass, tension and friction (random() is called in that order) are each
 * scaled by 1 + (random() * 2 - 1) * jitter, so random() = 0 gives the lower bound, 0.5 the
 * value itself and 1 the upper bound. Precision is kept as is.
 */
export function randomizePhysics(config: PhysicsConfig, random: () => number = Math.random): PhysicsConfig {
  return {
    mass: jitter(config.mass, PHYSICS_JITTER.mass, random),
    tension: jitter(config.tension, PHYSICS_JITTER.tension, random),
    friction: jitter(config.friction, PHYSICS_JITTER.friction, random),
    precision: config.precision,
  };
}

export type SpringTransition = { type: "spring"; mass: number; stiffness: number; damping: number; restDelta: number; restSpeed: number };

/**
 * The framer-motion spring for a config: stiffness = tension, damping = friction, mass = mass.
 * react-spring's single `precision` (how close to the target counts as at rest) becomes
 * framer's `restDelta`; framer also needs a rest velocity (units per second), which we set to
 * precision * 10 so a spring settles once it is both that close and that slow.
 */
export function toSpring(config: PhysicsConfig): SpringTransition {
  return {
    type: "spring",
    mass: config.mass,
    stiffness: config.tension,
    damping: config.friction,
    restDelta: config.precision,
    restSpeed: config.precision * 10,
  };
}
