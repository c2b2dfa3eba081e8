import { randomizePhysics, DEFAULT_PHYSICS } from "@/lib/cards/physics";
import { seededRandom } from "@/lib/cards/random";

const draw = (random: () => number, count: number) => Array.from({ length: count }, random);

describe("seededRandom (the card deck's per-card streams)", () => {
  it("gives the same stream for the same seed and key", () => {
    expect(draw(seededRandom(0.25, "deck:card-a"), 5)).toEqual(draw(seededRandom(0.25, "deck:card-a"), 5));
  });

  it("gives different streams for another key or another seed", () => {
    const base = draw(seededRandom(0.25, "deck:card-a"), 3);
    expect(draw(seededRandom(0.25, "deck:card-b"), 3)).not.toEqual(base);
    expect(draw(seededRandom(0.75, "deck:card-a"), 3)).not.toEqual(base);
  });

  it("stays in [0, 1) and spreads over it", () => {
    const values = draw(seededRandom(0.5, "spread"), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    const low = values.filter((value) => value < 0.1).length;
    expect(low).toBeGreaterThan(800);
    expect(low).toBeLessThan(1200);
  });

  it("drives randomizePhysics within the jitter bounds", () => {
    const physics = randomizePhysics(DEFAULT_PHYSICS, seededRandom(0.5, "deck:card"));
    expect(physics.mass).toBeGreaterThanOrEqual(0.8);
    expect(physics.mass).toBeLessThanOrEqual(1.2);
  });
});
