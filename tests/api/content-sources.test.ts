import type { PrismaClient } from "@/lib/db/prisma";
import { context, importModules, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// One source for content: the pages and the concierge read the database (lib/db), so what an
// admin writes is what visitors see and what the concierge knows, with no code change.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOKEN = "content-sources-admin-token-0123456789";
let prisma: PrismaClient;
let chat: Handler;
let createStudy: Handler;
let updateStudy: Handler;
let db: typeof import("@/lib/db/content") & typeof import("@/lib/db/case-studies") & typeof import("@/lib/knowledge/store");
let siteKnowledge: typeof import("@/lib/concierge/turn").siteKnowledge;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  // The chat and the admin's writes share one copy of the app, as they share a server process.
  const app = await importModules<{
    chat: { POST: Handler };
    list: { POST: Handler };
    item: { PUT: Handler };
    turn: typeof import("@/lib/concierge/turn");
    content: typeof import("@/lib/db/content");
    caseStudies: typeof import("@/lib/db/case-studies");
    knowledge: typeof import("@/lib/knowledge/store");
  }>(
    {
      chat: "@/app/api/conversations/message/route",
      list: "@/app/api/case-studies/route",
      item: "@/app/api/case-studies/[id]/route",
      turn: () => import("@/lib/concierge/turn"),
      content: () => import("@/lib/db/content"),
      caseStudies: () => import("@/lib/db/case-studies"),
      knowledge: () => import("@/lib/knowledge/store"),
    },
    { ADMIN_TOKEN: TOKEN, OPENAI_API_KEY: undefined },
  );
  chat = app.chat.POST;
  createStudy = app.list.POST;
  updateStudy = app.item.PUT;
  siteKnowledge = app.turn.siteKnowledge;
  db = { ...app.content, ...app.caseStudies, ...app.knowledge };
});
afterAll(async () => {
  await prisma.$disconnect();
});

const admin = (method: string, url: string, body: unknown) =>
  new Request(url, { method, headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });

type ChatAnswer = { reply: string; messageType: string; caseStudyId: string | null };
let sessions = 0;
async function ask(message: string): Promise<ChatAnswer> {
  const response = await chat(messageRequest({ message, sessionId: `content-sources-${++sessions}` }, { cookie: await newVisitorCookie() }), context);
  expect(response.status).toBe(200);
  return (await response.json()) as ChatAnswer;
}

const zephyr = {
  title: "Zephyr Cola Fizz Season",
  client: "Zephyr Cola",
  industry: "Soft Drinks",
  duration: "6 weeks",
  challenge: "A regional soda wanted shelf space in Los Angeles grocery chains against the national colas.",
  strategy: "Make the fizz the hero.",
  execution: ["A vertical film series about bottling day"],
  results: ["41% more grocery doors in a quarter"],
  tags: ["Beverage launch"],
  services: ["Social Media"],
  images: { thumbnail: "", hero: "", gallery: [] },
  videos: null,
  metrics: { primary: "41% more grocery doors", secondary: [] },
  quote: null,
  videoUrl: null,
};

describe("the readers", () => {
  it("serve what the database holds, not the seed arrays", async () => {
    await prisma.service.update({ where: { slug: "media-buying" }, data: { title: "Media Planning & Buying" } });
    await prisma.caseStudy.update({ where: { id: "keyward-password-manager" }, data: { client: "Keyward Security" } });
    try {
      expect((await db.listServices()).map((service) => service.title)).toContain("Media Planning & Buying");
      expect((await db.listCaseStudies()).find((study) => study.id === "keyward-password-manager")?.client).toBe("Keyward Security");
      expect((await db.getCaseStudy("keyward-password-manager"))?.client).toBe("Keyward Security");
    } finally {
      await prisma.service.update({ where: { slug: "media-buying" }, data: { title: "Media Buying" } });
      await prisma.caseStudy.update({ where: { id: "keyward-password-manager" }, data: { client: "Keyward" } });
    }
  });

  it("give every knowledge entry, and the ones the Los Angeles page shows, in the table's order", async () => {
    const ids = (await db.listKnowledgeEntries()).map((entry) => entry.id);
    for (const id of ["how-much-does-a-project-cost", "where-are-you-based", "do-you-produce-video-in-house", "have-you-won-awards"]) expect(ids).toContain(id);
    const onPage = await db.listPageFaq();
    expect(onPage.every((entry) => entry.onPage)).toBe(true);
    expect(onPage.map((entry) => entry.id)).toEqual(ids.filter((id) => onPage.some((entry) => entry.id === id)));
    expect(onPage.map((entry) => entry.id).sort()).toEqual(
      [
        "how-much-does-a-project-cost",
        "where-are-you-based",
        "do-you-produce-video-in-house",
        "how-long-does-a-project-take",
        "what-happens-in-a-first-meeting",
      ].sort(),
    );
  });
});

describe("the concierge", () => {
  it("learns a new client, its name and its industry, from a case study an admin creates", async () => {
    const before = await ask("What did you do for Zephyr Cola?");
    expect(before.messageType).not.toBe("portfolio-request");
    expect(before.reply).not.toContain("Zephyr Cola");
    expect((await siteKnowledge()).clients().named.some((pattern) => new RegExp(pattern.source).test("zephyr cola"))).toBe(false);

    const created = await createStudy(admin("POST", "http://localhost/api/case-studies", zephyr), context);
    expect(created.status).toBe(201);
    const { caseStudy } = (await created.json()) as { caseStudy: { id: string } };

    const named = await ask("What did you do for Zephyr Cola?");
    expect(named).toMatchObject({ messageType: "portfolio-request", caseStudyId: caseStudy.id });
    expect(named.reply).toContain("Zephyr Cola");
    expect(named.reply).toContain("41% more grocery doors");
    // By its first word, as visitors shorten it.
    expect(await ask("Can you walk me through the Zephyr case study?")).toMatchObject({ messageType: "portfolio-request", caseStudyId: caseStudy.id });
    expect((await ask("Who have you worked with?")).reply).toContain("Zephyr Cola");
    expect((await ask("Have you done any work for soft drinks brands?")).reply).toContain("Zephyr Cola");
  });

  it("learns a client's new name from an admin's edit", async () => {
    const id = "velo-electric-ride-the-city";
    expect((await ask("What did you do for Aurora Bikes?")).caseStudyId).toBeNull();
    const updated = await updateStudy(admin("PUT", `http://localhost/api/case-studies/${id}`, { client: "Aurora Bikes" }), { params: Promise.resolve({ id }) });
    expect(updated.status).toBe(200);
    const renamed = await ask("What did you do for Aurora Bikes?");
    expect(renamed).toMatchObject({ messageType: "portfolio-request", caseStudyId: id });
    expect(renamed.reply).toContain("Aurora Bikes");
  });
});
