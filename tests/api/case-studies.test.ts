import { NextRequest } from "next/server";
import { caseStudies as seeded } from "@/lib/content/case-studies";
import { caseStudyBundleSchema, caseStudyListResponseSchema, caseStudyWriteResponseSchema, portfolioFiltersResponseSchema } from "@/lib/contracts/case-studies";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import type { PrismaClient } from "@/lib/db/prisma";
import { importRoute } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = {
  list: { GET: Handler; POST: Handler };
  item: { PUT: Handler };
  filters: { GET: Handler };
  reorder: { PUT: Handler };
  bundle: { GET: () => Promise<Response> };
  proxy: { proxy: (request: NextRequest) => Response };
};

const TOKEN = "case-study-admin-token-0123456789";
let prisma: PrismaClient;
let routes: Routes;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  const env = { ADMIN_TOKEN: TOKEN };
  routes = {
    list: await importRoute("@/app/api/case-studies/route", env),
    item: await importRoute("@/app/api/case-studies/[id]/route", env),
    filters: await importRoute("@/app/api/portfolio-filters/route", env),
    reorder: await importRoute("@/app/api/admin/portfolio-filters/reorder/route", env),
    bundle: await importRoute("@/app/case-studies-bundle.json/route", env),
    proxy: await importRoute("@/proxy", env),
  };
});
afterAll(async () => {
  await prisma.$disconnect();
});

const params = (value: Record<string, string> = {}) => ({ params: Promise.resolve(value) });
const json = (method: string, url: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  new Request(url, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

const newStudy = (title: string) => ({
  title,
  client: "Moonrise Hotels",
  industry: "Hospitality",
  duration: "8 weeks",
  challenge: "Moonrise needed off-season bookings from Angelenos who think of it as a summer place only.",
  strategy: "Sell the quiet months as the point.",
  execution: ["A six-part film series", "Out-of-home on the 10"],
  results: ["31% more winter bookings"],
  tags: ["Hospitality", "Film"],
  services: ["Video Production"],
  images: { thumbnail: "/media/case-studies/imax/thumbnail.webp", hero: "/media/case-studies/imax/hero.webp", gallery: [] },
  videos: [{ title: "Vertical teaser", url: "https://youtu.be/dQw4w9WgXcQ", format: "vertical" }],
  metrics: { primary: "31% more winter bookings", secondary: ["2.4M views"] },
  quote: { text: "They made winter our season.", attribution: "Lena Ortiz, CMO, Moonrise Hotels" },
  videoUrl: null,
});

describe("GET /api/case-studies", () => {
  it("answers the map by slug and the list, every field, both videos shapes", async () => {
    const response = await routes.list.GET(new Request("http://localhost/api/case-studies"), params());
    expect(response.status).toBe(200);
    const body = await answer(response, caseStudyListResponseSchema);
    expect(Object.keys(body)).toEqual(["caseStudies", "case_studies"]);
    expect(body.case_studies.map((study) => study.id)).toEqual(seeded.map((study) => study.id));
    expect(body.caseStudies.imax).toEqual(seeded.find((study) => study.id === "imax"));
    expect(body.caseStudies.imax.videos).toEqual({ hero: expect.any(String), gallery: expect.any(Array) });
    expect(Array.isArray(body.caseStudies["harvest-table-summer-menu"].videos)).toBe(true);
  });
});

describe("POST /api/case-studies", () => {
  it("refuses without a valid token, including with a forged x-middleware-subrequest header", async () => {
    const url = "http://localhost/api/case-studies";
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token" },
      { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    ];
    for (const headers of attempts) {
      const response = await routes.list.POST(json("POST", url, newStudy("Nope"), headers), params());
      expect(response.status).toBe(401);
    }
    expect(await prisma.caseStudy.count({ where: { id: "nope" } })).toBe(0);
  });

  it("creates a case study whose id is the slug of its title", async () => {
    const response = await routes.list.POST(json("POST", "http://localhost/api/case-studies", newStudy("Moonrise Hotels: Winter, Reframed")), params());
    expect(response.status).toBe(201);
    const { caseStudy } = await answer(response, caseStudyWriteResponseSchema);
    expect(caseStudy.id).toBe("moonrise-hotels-winter-reframed");
    expect(caseStudy.videos).toEqual([{ title: "Vertical teaser", url: "https://youtu.be/dQw4w9WgXcQ", format: "vertical" }]);
    const list = await answer(await routes.list.GET(new Request("http://localhost/api/case-studies"), params()), caseStudyListResponseSchema);
    expect(list.caseStudies["moonrise-hotels-winter-reframed"].client).toBe("Moonrise Hotels");
  });

  it("answers 409 when the slug is taken", async () => {
    const response = await routes.list.POST(json("POST", "http://localhost/api/case-studies", newStudy("IMAX")), params());
    expect(response.status).toBe(409);
    expect((await answer(response, errorEnvelopeSchema)).error).toEqual({
      code: "conflict",
      message: 'A case study with the id "imax" already exists',
      requestId: expect.any(String),
    });
  });

  it("validates the body", async () => {
    const missing = await routes.list.POST(json("POST", "http://localhost/api/case-studies", { ...newStudy("X"), title: undefined }), params());
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/^title:/);
    const badUrl = await routes.list.POST(
      json("POST", "http://localhost/api/case-studies", { ...newStudy("Bad Url"), videoUrl: "javascript:alert(1)" }),
      params(),
    );
    expect(badUrl.status).toBe(400);
    expect((await badUrl.json()).error.message).toMatch(/^videoUrl:/);
  });

  it("strips markup from text on write", async () => {
    const dirty = {
      ...newStudy("<b>Sanitized</b> Story"),
      challenge: 'A real challenge <script>alert("x")</script><img src=x onerror=alert(1)> with <em>emphasis</em> & more.',
      execution: ["<a href='javascript:alert(1)'>Click</a> here"],
    };
    const { caseStudy } = await (await routes.list.POST(json("POST", "http://localhost/api/case-studies", dirty), params())).json();
    expect(caseStudy.id).toBe("sanitized-story"); // the slug of the cleaned title
    expect(caseStudy.title).toBe("Sanitized Story");
    expect(caseStudy.challenge).toBe("A real challenge with emphasis & more.");
    expect(caseStudy.execution).toEqual(["Click here"]);
  });
});

describe("PUT /api/case-studies/{id}", () => {
  it("updates fields and keeps the id, even when the title changes", async () => {
    const response = await routes.item.PUT(
      json("PUT", "http://localhost/api/case-studies/imax", { title: "IMAX: The Biggest Screen in LA", challenge: "A new challenge statement for IMAX." }),
      params({ id: "imax" }),
    );
    expect(response.status).toBe(200);
    const { caseStudy } = await answer(response, caseStudyWriteResponseSchema);
    expect(caseStudy).toMatchObject({ id: "imax", title: "IMAX: The Biggest Screen in LA", challenge: "A new challenge statement for IMAX." });
    expect(caseStudy.client).toBe("IMAX"); // untouched fields stay
    const seededImax = seeded.find((study) => study.id === "imax")!;
    expect(caseStudy.execution).toEqual(seededImax.execution);
    expect(caseStudy.images).toEqual(seededImax.images);
    const bundle = await (await routes.bundle.GET()).json();
    expect(bundle.caseStudies.imax.title).toBe("IMAX: The Biggest Screen in LA");
  });

  it("answers 404 for an unknown id, 400 for an empty update, 401 without a token", async () => {
    expect((await routes.item.PUT(json("PUT", "http://localhost/api/case-studies/nope", { title: "x" }), params({ id: "nope" }))).status).toBe(404);
    expect((await routes.item.PUT(json("PUT", "http://localhost/api/case-studies/imax", {}), params({ id: "imax" }))).status).toBe(400);
    expect((await routes.item.PUT(json("PUT", "http://localhost/api/case-studies/imax", { title: "x" }, {}), params({ id: "imax" }))).status).toBe(401);
  });

  it("can clear optional fields", async () => {
    const { caseStudy } = await (
      await routes.item.PUT(
        json("PUT", "http://localhost/api/case-studies/keyward-password-manager", { videos: null, quote: null }),
        params({ id: "keyward-password-manager" }),
      )
    ).json();
    expect(caseStudy.videos).toBeNull();
    expect(caseStudy.quote).toBeNull();
  });
});

describe("the static bundle", () => {
  it("is the case studies keyed by slug, as the database has them", async () => {
    const bundle = await answer(await routes.bundle.GET(), caseStudyBundleSchema);
    expect(Object.keys(bundle)).toEqual(["caseStudies"]);
    const ids = (await prisma.caseStudy.findMany({ select: { id: true } })).map((row) => row.id).sort();
    expect(Object.keys(bundle.caseStudies).sort()).toEqual(ids);
    expect(bundle.caseStudies["moonrise-hotels-winter-reframed"].title).toBe("Moonrise Hotels: Winter, Reframed");
  });
});

describe("portfolio filters", () => {
  const getFilters = async () =>
    (await answer(await routes.filters.GET(new Request("http://localhost/api/portfolio-filters"), params()), portfolioFiltersResponseSchema)).filters;
  const reorder = (filters: unknown, headers?: Record<string, string>) =>
    routes.reorder.PUT(json("PUT", "http://localhost/api/admin/portfolio-filters/reorder", { filters }, headers), params());

  it("are listed in position order with slug, label, type and position", async () => {
    const filters = await getFilters();
    expect(filters.length).toBeGreaterThan(4);
    expect(filters.map((f) => f.position)).toEqual(filters.map((_, index) => index));
    expect(filters[0]).toEqual({ slug: expect.any(String), label: expect.any(String), type: "service", position: 0 });
  });

  it("reorder reassigns positions 0..n-1 by list order", async () => {
    const filters = await getFilters();
    const reversed = [...filters].reverse();
    const response = await reorder(reversed);
    expect(response.status).toBe(200);
    const after = await getFilters();
    expect((await answer(response, portfolioFiltersResponseSchema)).filters).toEqual(after);
    expect(after.map((f) => f.slug)).toEqual(reversed.map((f) => f.slug));
    expect(after.map((f) => f.position)).toEqual(after.map((_, index) => index));
  });

  it("refuses unknown slugs, duplicates, an incomplete list and a missing token", async () => {
    const filters = await getFilters();
    const unknown = await reorder([...filters, { slug: "not-a-filter" }]);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain("not-a-filter");
    expect((await reorder([...filters, filters[0]])).status).toBe(400);
    expect((await reorder(filters.slice(1))).status).toBe(422);
    expect((await reorder(filters, {})).status).toBe(401);
    expect(await getFilters()).toEqual(filters); // nothing changed
  });
});

describe("proxy.ts on case-study routes", () => {
  const at = (method: string, path: string, headers: Record<string, string> = {}) =>
    routes.proxy.proxy(new NextRequest(`http://localhost${path}`, { method, headers }));

  it("lets reads through and gates writes", async () => {
    expect((await at("GET", "/api/case-studies")).headers.get("x-middleware-next")).toBe("1");
    expect((await at("POST", "/api/case-studies")).status).toBe(401);
    expect((await at("PUT", "/api/case-studies/imax")).status).toBe(401);
    expect((await at("PUT", "/api/case-studies/imax", { authorization: `Bearer ${TOKEN}` })).headers.get("x-middleware-next")).toBe("1");
    expect((await at("GET", "/api/admin/portfolio-filters/reorder")).status).toBe(401);
  });
});
