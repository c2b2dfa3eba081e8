import { DEFAULT_PHYSICS, PHYSICS_JITTER, randomizePhysics, toSpring, type PhysicsConfig } from "@/lib/cards/physics";

const constant = (value: number) => () => value;

describe("DEFAULT_PHYSICS and PHYSICS_JITTER", () => {
  it("are mass 1, tension 170, friction 26, precision 0.01, jittered by mass ±20%, tension ±10%, friction ±15%", () => {
    expect(DEFAULT_PHYSICS).toEqual({ mass: 1, tension: 170, friction: 26, precision: 0.01 });
    expect(PHYSICS_JITTER).toEqual({ mass: 0.2, tension: 0.1, friction: 0.15 });
  });
});

describe("randomizePhysics", () => {
  it("gives the lower bounds when random() is 0", () => {
    const result = randomizePhysics(DEFAULT_PHYSICS, constant(0));
    expect(result.mass).toBeCloseTo(0.8, 10);
    expect(result.tension).toBeCloseTo(153, 10);
    expect(result.friction).toBeCloseTo(22.1, 10);
    expect(result.precision).toBe(0.01);
  });

  it("keeps the values when random() is 0.5", () => {
    expect(randomizePhysics(DEFAULT_PHYSICS, constant(0.5))).toEqual(DEFAULT_PHYSICS);
  });

  it("gives the upper bounds when random() is 1", () => {
    const result = randomizePhysics(DEFAULT_PHYSICS, constant(1));
    expect(result.mass).toBeCloseTo(1.2, 10);
    expect(result.tension).toBeCloseTo(187, 10);
    expect(result.friction).toBeCloseTo(29.9, 10);
    expect(result.precision).toBe(0.01);
  });

  it("draws mass, tension and friction in that order", () => {
    const draws = [0, 1, 0.5];
    const result = randomizePhysics({ mass: 2, tension: 100, friction: 10, precision: 0.5 }, () => draws.shift() ?? Number.NaN);
    expect(result.mass).toBeCloseTo(1.6, 10);
    expect(result.tension).toBeCloseTo(110, 10);
    expect(result.friction).toBeCloseTo(10, 10);
    expect(result.precision).toBe(0.5);
    expect(draws).toHaveLength(0);
  });

  it("stays within the bounds for Math.random and does not mutate the input", () => {
    const input: PhysicsConfig = { ...DEFAULT_PHYSICS };
    for (let i = 0; i < 500; i += 1) {
      const result = randomizePhysics(input);
      expect(result.mass).toBeGreaterThanOrEqual(0.8 - 1e-9);
      expect(result.mass).toBeLessThanOrEqual(1.2 + 1e-9);
      expect(result.tension).toBeGreaterThanOrEqual(153 - 1e-9);
      expect(result.tension).toBeLessThanOrEqual(187 + 1e-9);
      expect(result.friction).toBeGreaterThanOrEqual(22.1 - 1e-9);
      expect(result.friction).toBeLessThanOrEqual(29.9 + 1e-9);
      expect(result.precision).toBe(0.01);
    }
    expect(input).toEqual(DEFAULT_PHYSICS);
  });
});

describe("toSpring", () => {
  it("maps tension, friction and precision onto framer-motion's spring", () => {
    expect(toSpring(DEFAULT_PHYSICS)).toEqual({ type: "spring", mass: 1, stiffness: 170, damping: 26, restDelta: 0.01, restSpeed: 0.1 });
  });

  it("maps a randomized config field by field", () => {
    const config = randomizePhysics({ mass: 1.5, tension: 300, friction: 40, precision: 0.001 }, constant(1));
    const spring = toSpring(config);
    expect(spring.type).toBe("spring");
    expect(spring.mass).toBe(config.mass);
    expect(spring.stiffness).toBe(config.tension);
    expect(spring.damping).toBe(config.friction);
    expect(spring.restDelta).toBe(0.001);
    expect(spring.restSpeed).toBeCloseTo(0.01, 12);
  });
});
