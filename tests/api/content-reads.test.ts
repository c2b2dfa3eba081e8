import type { PrismaClient } from "@/lib/db/prisma";
import { cards as seededCards } from "@/lib/content/cards";
import { services } from "@/lib/content/services";
import { cardsResponseSchema, healthResponseSchema, readinessResponseSchema, serviceSchema } from "@/lib/contracts/content";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import { context, importRoute } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let prisma: PrismaClient;
let GET: Handler;
let service: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  GET = (await importRoute<{ GET: Handler }>("@/app/api/cards/route")).GET;
  service = (await importRoute<{ GET: Handler }>("@/app/api/services/[slug]/route")).GET;
});
afterAll(async () => {
  await prisma.$disconnect();
});

describe("GET /api/cards", () => {
  it("returns every seeded card with the Card fields, grouped by category in seed order", async () => {
    const response = await GET(new Request("http://localhost/api/cards"), context);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age=");
    const { cards } = await answer(response, cardsResponseSchema);
    expect(cards).toHaveLength(seededCards.length);
    expect(Object.keys(cards[0]).sort()).toEqual(
      ["category", "description", "expandedContent", "id", "images", "isVideoReel", "relatedCardIds", "thumbnail", "title", "videoSrc"].sort(),
    );
    const social = cards.filter((card) => card.category === "social-media").map((card) => card.id);
    expect(social).toEqual(seededCards.filter((card) => card.category === "social-media").map((card) => card.id));
    expect(cards.some((card) => card.isVideoReel === true)).toBe(true);
    for (const card of cards) expect(card.images.length).toBe(3);
  });

  it("sanitizes the rich content on the way out, whatever is stored", async () => {
    const id = seededCards[0].id;
    await prisma.card.update({
      where: { id },
      data: { expandedContent: '<h3 onclick="steal()">Hi</h3><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><strong>ok</strong></p>' },
    });
    const { cards } = (await (await GET(new Request("http://localhost/api/cards"), context)).json()) as {
      cards: Array<{ id: string; expandedContent: string }>;
    };
    const html = cards.find((card) => card.id === id)!.expandedContent;
    expect(html).toContain("<h3>Hi</h3>");
    expect(html).toContain("<strong>ok</strong>");
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it("leaves out a stored card whose category is none the browser knows (it belongs to no group)", async () => {
    const [first, second] = seededCards;
    await prisma.card.update({ where: { id: first.id }, data: { category: "holograms" } });
    try {
      const { cards } = (await (await GET(new Request("http://localhost/api/cards"), context)).json()) as { cards: Array<{ id: string; category: string }> };
      expect(cards.map((card) => card.id)).not.toContain(first.id);
      expect(cards.find((card) => card.id === second.id)?.category).toBe(second.category);
      expect(cards).toHaveLength(seededCards.length - 1);
    } finally {
      await prisma.card.update({ where: { id: first.id }, data: { category: first.category } });
    }
  });
});

describe("GET /api/services/{slug}", () => {
  const get = (slug: string) => service(new Request(`http://localhost/api/services/${slug}`), { params: Promise.resolve({ slug }) });

  it("answers every field of a Service", async () => {
    for (const expected of services) {
      const response = await get(expected.slug);
      expect(response.status).toBe(200);
      const body = await answer(response, serviceSchema);
      expect(body).toEqual(expected);
      for (const field of ["title", "description", "overview", "keyServices", "capabilities", "approach", "results", "clientTypes"])
        expect(body).toHaveProperty(field);
    }
  });

  it("answers 404 with the error envelope for an unknown service", async () => {
    const response = await get("underwater-basket-weaving");
    expect(response.status).toBe(404);
    expect(await answer(response, errorEnvelopeSchema)).toEqual({ error: { code: "not_found", message: "Service not found", requestId: expect.any(String) } });
  });
});

describe("GET /api/health and /api/health/ready", () => {
  it("answer their contracts: the server is up, and the database answers", async () => {
    const health = await importRoute<{ GET: () => Response }>("@/app/api/health/route");
    const ready = await importRoute<{ GET: Handler }>("@/app/api/health/ready/route");
    expect(await answer(health.GET(), healthResponseSchema)).toEqual({ status: "ok" });
    expect(await answer(await ready.GET(new Request("http://localhost/api/health/ready"), context), readinessResponseSchema)).toEqual({ status: "ready" });
  });
});
