import type { PrismaClient } from "@/lib/db/prisma";
import {
  dismissResponseSchema,
  olderCountResponseSchema,
  knowledgeEntriesResponseSchema,
  knowledgeEntryListSchema,
  knowledgeEntryResponseSchema,
  knowledgeStatsResponseSchema,
  lowConfidenceResponseSchema,
  unansweredGroupsResponseSchema,
} from "@/lib/contracts/knowledge";
import { context, importModules } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";

// The admin's Knowledge API against a real SQLite file: auth and the error envelope on every route,
// unanswered questions grouped (rephrasings together) and paged, dismissing, the low-confidence
// list, the chart's figures by Los Angeles day, and the entries' create, edit, reorder and delete
// with their rules (plain-text answers linking only to this site, existing links, six on the page).

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Route = Record<string, Handler>;

const TOKEN = "knowledge-admin-token-0123456789";
const SITE_URL = "https://northlight.example";
let prisma: PrismaClient;
let routes: Record<string, Route>;
let knowledge: typeof import("@/lib/knowledge/store");
let content: typeof import("@/lib/db/content");
let sql: typeof import("@/lib/db/sql");

const ROUTE_FILES = {
  groups: "@/app/api/admin/knowledge/groups/route",
  dismiss: "@/app/api/admin/knowledge/groups/dismiss/route",
  dismissOlder: "@/app/api/admin/knowledge/groups/dismiss-older/route",
  lowConfidence: "@/app/api/admin/knowledge/low-confidence/route",
  lowConfidenceDismiss: "@/app/api/admin/knowledge/low-confidence/[id]/dismiss/route",
  stats: "@/app/api/admin/knowledge/stats/route",
  entries: "@/app/api/admin/knowledge/entries/route",
  entry: "@/app/api/admin/knowledge/entries/[id]/route",
  reorder: "@/app/api/admin/knowledge/entries/reorder/route",
} as const;

type Message = {
  key: string | null;
  text: string;
  at: string;
  unanswered?: boolean;
  lowConfidence?: boolean;
  reviewed?: boolean;
  sessionId?: string;
  reply?: string;
  lang?: string;
  ip?: string;
};
let messageCount = 0;

/** Logs messages as the chat turn does (one conversation each), straight into the database. */
async function logMessages(messages: Message[]): Promise<string[]> {
  const ids: string[] = [];
  for (const message of messages) {
    const n = ++messageCount;
    await prisma.conversation.create({ data: { id: `k-conv-${n}`, sessionId: message.sessionId ?? `k-session-${n}` } });
    const row = await prisma.conversationMessage.create({
      data: {
        id: `k-msg-${String(n).padStart(4, "0")}`,
        conversationId: `k-conv-${n}`,
        message: message.text,
        reply: message.reply ?? "I don't know that yet.",
        timestamp: new Date(message.at),
        sessionId: message.sessionId ?? `k-session-${n}`,
        questionKey: message.key,
        unanswered: message.unanswered ?? true,
        lowConfidence: message.lowConfidence ?? false,
        reviewedAt: message.reviewed ? new Date() : null,
        lang: message.lang ?? "en",
        userIp: message.ip ?? null,
      },
    });
    ids.push(row.id);
  }
  return ids;
}

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  const app = await importModules<Record<keyof typeof ROUTE_FILES, Route> & { knowledge: typeof knowledge; content: typeof content; sql: typeof sql }>(
    {
      ...ROUTE_FILES,
      knowledge: () => import("@/lib/knowledge/store"),
      content: () => import("@/lib/db/content"),
      sql: () => import("@/lib/db/sql"),
    },
    // Wrong tokens here test the refusal, not the login throttle: raise its limit.
    { ADMIN_TOKEN: TOKEN, SITE_URL, RATE_LIMIT_LOGIN_PER_MINUTE: "1000" },
  );
  ({ knowledge, content, sql } = app);
  routes = Object.fromEntries(Object.keys(ROUTE_FILES).map((name) => [name, app[name as keyof typeof ROUTE_FILES]]));
});
afterAll(async () => {
  await prisma.$disconnect();
});

const admin = { authorization: `Bearer ${TOKEN}` };
function call(
  route: keyof typeof ROUTE_FILES,
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {},
) {
  const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  return routes[route][method](
    new Request(`http://localhost${url}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...admin, ...init.headers },
      body,
    }),
    { params: Promise.resolve(init.params ?? {}) },
  );
}
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("every Knowledge route", () => {
  const cases: [keyof typeof ROUTE_FILES, string, unknown][] = [
    ["groups", "GET", undefined],
    ["dismiss", "POST", { keys: ["podcast"] }],
    ["dismissOlder", "GET", undefined],
    ["dismissOlder", "POST", { before: "2020-01-01T00:00:00Z" }],
    ["lowConfidence", "GET", undefined],
    ["lowConfidenceDismiss", "POST", undefined],
    ["stats", "GET", undefined],
    ["entries", "GET", undefined],
    ["entries", "POST", { question: "Q?", answer: "A." }],
    ["entry", "PUT", { answer: "A." }],
    ["entry", "DELETE", undefined],
    ["reorder", "PUT", { ids: ["x"] }],
  ];

  it.each(cases)("%s %s refuses without credentials, in the envelope", async (route, method, body) => {
    for (const authorization of ["", "Bearer wrong-token-wrong-token"]) {
      const response = await call(route, method, "/api/admin/knowledge/x", {
        headers: { authorization },
        body,
        params: { id: "how-much-does-a-project-cost" },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Admin authentication required", requestId: expect.any(String) } });
    }
    expect(await prisma.knowledgeEntry.count({ where: { id: "how-much-does-a-project-cost" } })).toBe(1);
  });

  it.each([
    ["groups", "POST", "GET, HEAD, OPTIONS"],
    ["dismiss", "GET", "OPTIONS, POST"],
    ["dismissOlder", "PUT", "GET, HEAD, OPTIONS, POST"],
    ["entries", "DELETE", "GET, HEAD, OPTIONS, POST"],
    ["entry", "GET", "DELETE, OPTIONS, PUT"],
    ["reorder", "POST", "OPTIONS, PUT"],
  ] as const)("%s answers %s with 405 in the envelope and Allow", async (route, method, allow) => {
    const response = await routes[route][method](new Request("http://localhost/x", { method }), context);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect((await errorOf(response)).code).toBe("method_not_allowed");
  });
});

describe("unanswered questions", () => {
  const ids: Record<string, string[]> = {};
  beforeAll(async () => {
    ids.podcast = await logMessages([
      { key: "podcast", text: "Do you make podcasts?", at: "2026-11-20T10:00:00Z" },
      { key: "podcast", text: "do you make  PODCASTS?", at: "2026-11-21T10:00:00Z" },
      { key: "podcast", text: "Podcasts?", at: "2026-11-22T10:00:00Z" },
      { key: "cost podcast", text: "What does a podcast cost?", at: "2026-11-23T10:00:00Z" },
      { key: "cost podcast", text: "Podcast cost?", at: "2026-11-24T10:00:00Z" },
      { key: "podcast produce", text: "Can you produce our podcast?", at: "2026-11-25T10:00:00.123Z" },
    ]);
    ids.cannabis = await logMessages([
      { key: "brand cannabis", text: "Do you brand cannabis companies?", at: "2026-11-10T10:00:00Z" },
      { key: "brand cannabis", text: "Cannabis branding?", at: "2026-11-11T10:00:00Z" },
      { key: "cannabis", text: "Cannabis?", at: "2026-11-26T09:00:00Z" },
    ]);
    // Logged before messages had keys: keyed by their text, the same text in another case together.
    ids.older = await logMessages([
      { key: null, text: "Do you do VR?", at: "2026-11-01T10:00:00Z" },
      { key: null, text: "do you  do vr?", at: "2026-11-02T10:00:00Z" },
    ]);
    ids.internship = await logMessages([{ key: "internship paid", text: "Are internships paid?", at: "2026-11-05T10:00:00Z" }]);
    // Not listed: reviewed already, or answered.
    await logMessages([
      { key: "podcast", text: "Podcast?", at: "2026-11-26T10:00:00Z", reviewed: true },
      { key: "podcast", text: "Do you do podcasts?", at: "2026-11-26T11:00:00Z", unanswered: false },
    ]);
  });

  it("groups rephrasings, asked by the most visitors first, with a phrasing per key (its key, visitors and messages), the headline and the newest examples", async () => {
    const response = await call("groups", "GET", "/api/admin/knowledge/groups");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await answer(response, unansweredGroupsResponseSchema);
    expect(body).toMatchObject({ page: 1, limit: 20, totalGroups: 5, totalMessages: 12, truncated: false });
    const [podcast, cannabis, older, produce, internship] = body.groups;
    expect(podcast).toMatchObject({
      id: "podcast",
      question: "Do you make podcasts?",
      count: 5,
      firstSeen: "2026-11-20T10:00:00.000Z",
      lastSeen: "2026-11-24T10:00:00.000Z",
    });
    // "cost podcast" and "podcast produce" each ask one thing more of podcasts, not the same thing
    // as each other: one joins "podcast" (the most asked first), the other is a group of its own.
    expect([...podcast.keys].sort()).toEqual(["cost podcast", "podcast"]);
    // One phrasing per key, the most visitors first; the same text in another case or spacing counted once.
    expect(podcast.phrasings).toEqual([
      { key: "podcast", text: "Do you make podcasts?", count: 3, visitors: 3, sameAsHeadline: true },
      { key: "cost podcast", text: "Podcast cost?", count: 2, visitors: 2, sameAsHeadline: true },
    ]);
    expect(podcast.visitors).toBe(5);
    expect(podcast.examples.map((example) => example.message)).toEqual([
      "Podcast cost?",
      "What does a podcast cost?",
      "Podcasts?",
      "do you make  PODCASTS?",
      "Do you make podcasts?",
    ]);
    expect(produce).toMatchObject({
      id: "podcast produce",
      keys: ["podcast produce"],
      question: "Can you produce our podcast?",
      count: 1,
      visitors: 1,
      lastSeen: "2026-11-25T10:00:00.123Z",
    });
    expect(produce.phrasings).toEqual([{ key: "podcast produce", text: "Can you produce our podcast?", count: 1, visitors: 1, sameAsHeadline: true }]);
    expect(produce.examples[0]).toEqual({
      id: ids.podcast[5],
      message: "Can you produce our podcast?",
      conversationId: expect.stringMatching(/^k-conv-/),
      timestamp: "2026-11-25T10:00:00.123Z",
    });
    expect(cannabis).toMatchObject({ count: 3, lastSeen: "2026-11-26T09:00:00.000Z" });
    expect([...cannabis.keys].sort()).toEqual(["brand cannabis", "cannabis"]);
    expect(older).toMatchObject({ count: 2, keys: ["text:do you do vr?"] });
    expect(internship).toMatchObject({
      count: 1,
      question: "Are internships paid?",
      phrasings: [{ key: "internship paid", text: "Are internships paid?", count: 1, visitors: 1, sameAsHeadline: true }],
    });
    // The older messages now carry their key.
    expect(await prisma.conversationMessage.count({ where: { id: { in: ids.older }, questionKey: "text:do you do vr?" } })).toBe(2);
  });

  it("pages the groups, and refuses bad paging with 400", async () => {
    const second = await answer(await call("groups", "GET", "/api/admin/knowledge/groups?page=2&limit=2"), unansweredGroupsResponseSchema);
    expect(second).toMatchObject({ page: 2, limit: 2, totalGroups: 5 });
    expect(second.groups.map((group) => group.count)).toEqual([2, 1]);
    expect((await answer(await call("groups", "GET", "/api/admin/knowledge/groups?page=9"), unansweredGroupsResponseSchema)).groups).toEqual([]);
    for (const query of ["page=0", "page=-1", "page=abc", "limit=0", "limit=101", "limit=1.5", "page=1e9", "limit="]) {
      const response = await call("groups", "GET", `/api/admin/knowledge/groups?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect((await errorOf(response)).code).toBe("bad_request");
    }
  });

  it("dismisses a group by its keys: its messages are marked reviewed and it leaves the list", async () => {
    const response = await call("dismiss", "POST", "/api/admin/knowledge/groups/dismiss", { body: { keys: ["brand cannabis", "cannabis"] } });
    expect(await answer(response, dismissResponseSchema)).toEqual({ dismissed: 3 });
    expect(await prisma.conversationMessage.count({ where: { id: { in: ids.cannabis }, reviewedAt: { not: null } } })).toBe(3);
    const after = await answer(await call("groups", "GET", "/api/admin/knowledge/groups"), unansweredGroupsResponseSchema);
    expect(after.groups.map((group) => group.id)).toEqual(["podcast", "text:do you do vr?", "podcast produce", "internship paid"]);
    // Again: nothing left to dismiss.
    expect(await answer(await call("dismiss", "POST", "/api/admin/knowledge/groups/dismiss", { body: { keys: ["cannabis"] } }), dismissResponseSchema)).toEqual(
      { dismissed: 0 },
    );
  });

  it.each([
    ["no keys", { keys: [] }],
    ["2,001 keys", { keys: Array.from({ length: 2001 }, (_, index) => `k${index}`) }],
    ["a key over 200 characters", { keys: ["x".repeat(201)] }],
    ["a key that is no string", { keys: [7] }],
    ["another field", { keys: ["podcast"], all: true }],
    ["no JSON", "{keys:"],
  ])("dismiss refuses %s with 400", async (_label, body) => {
    const response = await call("dismiss", "POST", "/api/admin/knowledge/groups/dismiss", { body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("bad_request");
  });
});

describe("replies from weak evidence", () => {
  let ids: string[];
  beforeAll(async () => {
    ids = await logMessages([
      {
        key: "austin office",
        text: "Do you have an Austin office?",
        at: "2026-11-20T10:00:00Z",
        unanswered: false,
        lowConfidence: true,
        reply: "We're in Downtown LA.",
      },
      {
        key: "oficina",
        text: "¿Tienen oficina en Austin?",
        at: "2026-11-21T10:00:00Z",
        unanswered: false,
        lowConfidence: true,
        lang: "es",
        reply: "Estamos en Los Ángeles.",
      },
      { key: "rates", text: "Rates?", at: "2026-11-22T10:00:00Z", unanswered: false, lowConfidence: true },
      { key: "rates", text: "Rates??", at: "2026-11-23T10:00:00Z", unanswered: false, lowConfidence: true, reviewed: true },
    ]);
  });

  it("lists them newest first, a page at a time, and refuses a bad cursor or limit with 400", async () => {
    const first = await answer(await call("lowConfidence", "GET", "/api/admin/knowledge/low-confidence?limit=2"), lowConfidenceResponseSchema);
    expect(first.messages.map((message) => message.id)).toEqual([ids[2], ids[1]]);
    expect(first.messages[1]).toMatchObject({
      message: "¿Tienen oficina en Austin?",
      reply: "Estamos en Los Ángeles.",
      lang: "es",
      timestamp: "2026-11-21T10:00:00.000Z",
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await answer(
      await call("lowConfidence", "GET", `/api/admin/knowledge/low-confidence?limit=2&cursor=${first.nextCursor}`),
      lowConfidenceResponseSchema,
    );
    expect(second).toEqual({ messages: [expect.objectContaining({ id: ids[0], lang: "en" })], nextCursor: null });
    for (const query of ["cursor=nonsense", `cursor=${"x".repeat(201)}`, "limit=0", "limit=abc"]) {
      const response = await call("lowConfidence", "GET", `/api/admin/knowledge/low-confidence?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
    }
  });

  it("'Looks right' dismisses one; an unknown id or a message that is no low-confidence reply is 404", async () => {
    const dismiss = (id: string) => call("lowConfidenceDismiss", "POST", `/api/admin/knowledge/low-confidence/${id}/dismiss`, { params: { id } });
    expect(await answer(await dismiss(ids[2]), dismissResponseSchema)).toEqual({ dismissed: 1 });
    expect(await answer(await dismiss(ids[2]), dismissResponseSchema)).toEqual({ dismissed: 0 });
    const list = await answer(await call("lowConfidence", "GET", "/api/admin/knowledge/low-confidence"), lowConfidenceResponseSchema);
    expect(list.messages.map((message) => message.id)).toEqual([ids[1], ids[0]]);
    for (const id of ["k-msg-none", "k-msg-0001"]) {
      const response = await dismiss(id);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
  });

  it("pages replies sent at the same instant by id, none repeated or skipped", async () => {
    const same = await logMessages(
      ["a", "b", "c"].map((letter) => ({
        key: `same ${letter}`,
        text: `Same instant ${letter}?`,
        at: "2026-11-24T10:00:00Z",
        unanswered: false,
        lowConfidence: true,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const query: string = cursor ? `limit=1&cursor=${cursor}` : "limit=1";
      const body = await answer(await call("lowConfidence", "GET", `/api/admin/knowledge/low-confidence?${query}`), lowConfidenceResponseSchema);
      seen.push(...body.messages.map((message) => message.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    const whole = await answer(await call("lowConfidence", "GET", "/api/admin/knowledge/low-confidence"), lowConfidenceResponseSchema);
    expect(seen.slice(0, 3)).toEqual([...same].reverse());
    expect(seen).toEqual(whole.messages.map((message) => message.id));
  });
});

describe("the chart's figures", () => {
  beforeAll(async () => {
    // Around the start of daylight saving time in Los Angeles (2026-03-08, 2 am: UTC-8 to UTC-7).
    await logMessages([
      { key: "a", text: "one", at: "2026-03-08T07:30:00Z", unanswered: false }, // Mar 7, 23:30 PST
      { key: "a", text: "two", at: "2026-03-08T08:30:00Z", unanswered: true }, // Mar 8, 00:30 PST
      { key: "a", text: "three", at: "2026-03-09T06:30:00Z", unanswered: false }, // Mar 8, 23:30 PDT
      { key: "a", text: "four", at: "2026-03-09T07:30:00Z", unanswered: true }, // Mar 9, 00:30 PDT
      { key: null, text: "Contact form", at: "2026-03-08T12:00:00Z", unanswered: false, sessionId: "contact-form" },
      { key: "a", text: "too old", at: "2026-01-01T12:00:00Z", unanswered: true },
    ]);
  });

  it("counts messages per Los Angeles day over 30 days, answered and not, without the contact form's", async () => {
    const stats = await knowledge.knowledgeStats(new Date("2026-03-10T20:00:00Z"));
    expect(knowledgeStatsResponseSchema.parse(stats)).toEqual(stats);
    expect(stats.timeZone).toBe("America/Los_Angeles");
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0].date).toBe("2026-02-09");
    expect(stats.days[29].date).toBe("2026-03-10");
    const day = (date: string) => stats.days.find((entry) => entry.date === date);
    expect(day("2026-03-07")).toEqual({ date: "2026-03-07", total: 1, answered: 1, unanswered: 0 });
    expect(day("2026-03-08")).toEqual({ date: "2026-03-08", total: 2, answered: 1, unanswered: 1 });
    expect(day("2026-03-09")).toEqual({ date: "2026-03-09", total: 1, answered: 0, unanswered: 1 });
    expect(stats.totals).toEqual({ total: 4, answered: 2, unanswered: 2 });
    expect(stats.unansweredShare).toBe(0.5);
  });

  it("answers today's 30 days over HTTP", async () => {
    const stats = await answer(await call("stats", "GET", "/api/admin/knowledge/stats"), knowledgeStatsResponseSchema);
    expect(stats.days).toHaveLength(30);
    expect(stats.totals.total).toBe(stats.days.reduce((sum, day) => sum + day.total, 0));
    expect(await knowledge.knowledgeStats(new Date("2025-01-01T00:00:00Z"))).toMatchObject({
      totals: { total: 0, answered: 0, unanswered: 0 },
      unansweredShare: null,
    });
  });
});

describe("entries", () => {
  const entriesNow = async () => answer(await call("entries", "GET", "/api/admin/knowledge/entries"), knowledgeEntriesResponseSchema);
  const create = (body: unknown) => call("entries", "POST", "/api/admin/knowledge/entries", { body });
  const update = (id: string, body: unknown) => call("entry", "PUT", `/api/admin/knowledge/entries/${id}`, { body, params: { id } });
  const remove = (id: string) => call("entry", "DELETE", `/api/admin/knowledge/entries/${id}`, { params: { id } });
  const reorder = (ids: unknown) => call("reorder", "PUT", "/api/admin/knowledge/entries/reorder", { body: { ids } });

  it("lists the seeded FAQ by position with what an entry may link to and the site's host", async () => {
    const body = await entriesNow();
    expect(body.entries.length).toBeGreaterThanOrEqual(16);
    expect(body.entries.map((entry) => entry.position)).toEqual(body.entries.map((_, index) => index));
    expect(body.entries.filter((entry) => entry.onPage)).toHaveLength(5);
    expect(body.entries[0]).toMatchObject({ id: "how-much-does-a-project-cost", variants: [], answeredCount: 0, lastAnsweredAt: null });
    expect(body.links.services).toContainEqual({ slug: "video-production", title: expect.any(String) });
    expect(body.links.caseStudies).toContainEqual({ id: "imax", title: expect.any(String) });
    expect(body.siteHost).toBe("northlight.example");
  });

  it("creates an entry from a group: the id is the question's slug, the group's messages are reviewed, and the concierge's signature moves", async () => {
    const signature = await content.contentSignature();
    const groups = await answer(await call("groups", "GET", "/api/admin/knowledge/groups"), unansweredGroupsResponseSchema);
    const podcast = groups.groups.find((group) => group.id === "podcast")!;
    const response = await create({
      question: podcast.question,
      variants: [...podcast.phrasings.slice(1).map((phrasing) => phrasing.text), "DO YOU MAKE PODCASTS?", "Podcasts?"],
      answer: "Yes: our video team produces podcasts, video and audio. See /services/video-production or https://northlight.example/case-studies/imax.",
      answerEs: "Sí, producimos pódcasts.",
      serviceSlug: "video-production",
      caseStudyId: "imax",
      onPage: false,
      fromKeys: podcast.keys,
    });
    expect(response.status).toBe(201);
    const { entry } = await answer(response, knowledgeEntryResponseSchema);
    expect(entry).toMatchObject({
      id: "do-you-make-podcasts",
      question: "Do you make podcasts?",
      answerEs: "Sí, producimos pódcasts.",
      serviceSlug: "video-production",
      caseStudyId: "imax",
      topic: "general",
      answeredCount: 0,
    });
    // Variants each once, none repeating the question.
    expect(entry.variants).toEqual(["Podcast cost?", "Podcasts?"]);
    expect(entry.position).toBe((await entriesNow()).entries.length - 1);
    const after = await answer(await call("groups", "GET", "/api/admin/knowledge/groups"), unansweredGroupsResponseSchema);
    expect(after.groups.map((group) => group.id)).not.toContain("podcast");
    expect(await content.contentSignature()).not.toBe(signature);
    expect((await knowledge.listKnowledgeEntries()).map((item) => item.id)).toContain("do-you-make-podcasts");

    // The same question again gets a short suffix.
    const again = await answer(await create({ question: "Do you make podcasts?", answer: "Yes." }), knowledgeEntryResponseSchema);
    expect(again.entry.id).toMatch(/^do-you-make-podcasts-[0-9a-f]{6}$/);
    expect((await remove(again.entry.id)).status).toBe(200);
  });

  it.each([
    ["HTML in the answer", { answer: "Yes. <b>Really</b>" }, "answer: must be plain text: HTML tags are not allowed"],
    ["a script tag in the Spanish answer", { answerEs: "Sí <script>alert(1)</script>" }, "answerEs: must be plain text"],
    ["a javascript: link", { answer: "Click javascript:alert(1)" }, "answer: must not contain javascript: or data: links"],
    ["a data: link", { answer: "See data:text/html,hi" }, "answer: must not contain javascript: or data: links"],
    ["another site's URL", { answer: "See https://evil.example/x" }, "answer: may link only to this site (northlight.example)"],
    ["a protocol-relative URL", { answer: "See //evil.example/x" }, "answer: may link only to this site"],
    ["a www. address elsewhere", { answer: "See www.evil.example" }, "answer: may link only to this site"],
    ["an empty answer", { answer: "   " }, "answer:"],
    ["an answer over 2000 characters", { answer: "a".repeat(2001) }, "answer:"],
    ["a question over 300 characters", { question: "q".repeat(301) }, "question:"],
    ["21 variants", { variants: Array.from({ length: 21 }, (_, index) => `v${index}`) }, "variants:"],
    ["a variant over 300 characters", { variants: ["v".repeat(301)] }, "variants.0:"],
    ["an unknown field", { answer: "Yes.", id: "mine" }, "Unrecognized key"],
  ])("refuses %s with 400, naming the field", async (_label, fields, message) => {
    const response = await create({ question: "Do you shoot drone footage?", answer: "Yes.", ...fields });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "bad_request", message: expect.stringContaining(message), requestId: expect.any(String) });
    expect(await prisma.knowledgeEntry.count({ where: { question: "Do you shoot drone footage?" } })).toBe(0);
  });

  it("refuses links to a service or case study that does not exist with 422", async () => {
    for (const [fields, message] of [
      [{ serviceSlug: "time-travel" }, 'serviceSlug: no service has the slug "time-travel"'],
      [{ caseStudyId: "nope" }, 'caseStudyId: no case study has the id "nope"'],
    ] as const) {
      const response = await create({ question: "Do you shoot drone footage?", answer: "Yes.", ...fields });
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toEqual({ code: "unprocessable_entity", message, requestId: expect.any(String) });
    }
  });

  it("keeps at most six entries on the Los Angeles page (422 past it), and the page lists them by position", async () => {
    const sixth = await answer(
      await create({ question: "Do you shoot drone footage?", answer: "Yes, with licensed pilots.", onPage: true }),
      knowledgeEntryResponseSchema,
    );
    const seventh = await create({ question: "Do you work weekends?", answer: "When a shoot needs it.", onPage: true });
    expect(seventh.status).toBe(422);
    expect((await errorOf(seventh)).message).toBe("onPage: the Los Angeles page shows at most 6 questions, and 6 are on it; take one off the page first");
    const offPage = (await entriesNow()).entries.find((entry) => !entry.onPage)!;
    expect((await update(offPage.id, { onPage: true })).status).toBe(422);
    // Saving an entry already on the page is no new one.
    expect((await update(sixth.entry.id, { onPage: true, answer: "Yes, with FAA-licensed pilots." })).status).toBe(200);
    const page = await knowledge.listPageFaq();
    expect(page).toHaveLength(6);
    expect(page.at(-1)).toMatchObject({ id: sixth.entry.id, answer: "Yes, with FAA-licensed pilots." });
    expect((await update(sixth.entry.id, { onPage: false })).status).toBe(200);
    expect(await knowledge.listPageFaq()).toHaveLength(5);
  });

  it("edits an entry's fields; an unknown id is 404, an empty or broken body 400", async () => {
    const signature = await content.contentSignature();
    const response = await update("where-are-you-based", {
      answer: "Downtown Los Angeles, at /contact.",
      variants: ["Where's your office?", "where's your office?", "Where are you based? Do you only work with LA companies?"],
    });
    const { entry } = await answer(response, knowledgeEntryResponseSchema);
    expect(entry).toMatchObject({ id: "where-are-you-based", answer: "Downtown Los Angeles, at /contact.", variants: ["Where's your office?"], onPage: true });
    expect(await content.contentSignature()).not.toBe(signature);
    expect((await knowledge.listPageFaq()).find((item) => item.id === "where-are-you-based")?.answer).toBe("Downtown Los Angeles, at /contact.");

    const unknown = await update("no-such-entry", { answer: "x" });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: "not_found", message: 'No knowledge entry with the id "no-such-entry"', requestId: expect.any(String) });
    for (const body of [{}, "{", { answer: "<i>x</i>" }, { onPage: "yes" }, { serviceSlug: "" }])
      expect((await update("where-are-you-based", body)).status).toBe(400);
  });

  it("reorders every entry in one go (positions 0..n-1), refusing an incomplete, repeated or unknown list", async () => {
    const signature = await content.contentSignature();
    const ids = (await entriesNow()).entries.map((entry) => entry.id);
    const reversed = [...ids].reverse();
    const { entries } = await answer(await reorder(reversed), knowledgeEntryListSchema);
    expect(entries.map((entry) => entry.id)).toEqual(reversed);
    expect(entries.map((entry) => entry.position)).toEqual(reversed.map((_, index) => index));
    expect(await content.contentSignature()).not.toBe(signature);
    const page = (await knowledge.listPageFaq()).map((entry) => entry.id);
    expect(page).toEqual(reversed.filter((id) => page.includes(id)));

    expect((await reorder(reversed.slice(1))).status).toBe(422);
    expect((await reorder([...reversed, "ghost"])).status).toBe(422);
    expect((await reorder([reversed[0], ...reversed])).status).toBe(400);
    expect((await reorder([])).status).toBe(400);
    expect((await answer(await reorder(ids), knowledgeEntryListSchema)).entries.map((entry) => entry.id)).toEqual(ids);
  });

  it("stores an entry as Prisma's client reads it, and an edit changes only the fields given (and updatedAt)", async () => {
    const created = await answer(
      await create({
        question: "Do you film in studios?",
        variants: ["Studio shoots?"],
        answer: "Yes.",
        answerEs: "Sí.",
        serviceSlug: "video-production",
        caseStudyId: "imax",
      }),
      knowledgeEntryResponseSchema,
    );
    const stored = await prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: created.entry.id } });
    expect(stored).toMatchObject({
      variants: ["Studio shoots?"],
      onPage: false,
      topic: "general",
      answeredCount: 0,
      lastAnsweredAt: null,
      position: created.entry.position,
    });
    expect([stored.createdAt.toISOString(), stored.updatedAt.toISOString()]).toEqual([created.entry.createdAt, created.entry.updatedAt]);

    // The question becomes its variant: the variant goes; the other fields stay as they were.
    const { entry } = await answer(await update(created.entry.id, { question: "Studio shoots?" }), knowledgeEntryResponseSchema);
    expect(entry).toEqual({ ...created.entry, question: "Studio shoots?", variants: [], updatedAt: expect.any(String) });
    expect(Date.parse(entry.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.entry.updatedAt));
    expect((await prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: entry.id } })).updatedAt.toISOString()).toBe(entry.updatedAt);
    expect((await remove(entry.id)).status).toBe(200);
  });

  it("deletes an entry and answers the entries left; deleting it again is 404", async () => {
    const { entry } = await answer(await create({ question: "Is parking validated?", answer: "Yes, in the building's garage." }), knowledgeEntryResponseSchema);
    const signature = await content.contentSignature();
    const { entries } = await answer(await remove(entry.id), knowledgeEntryListSchema);
    expect(entries.map((item) => item.id)).not.toContain(entry.id);
    expect(await content.contentSignature()).not.toBe(signature);
    expect((await remove(entry.id)).status).toBe(404);
  });

  it("counts the concierge's answers in the chat turn's transaction, without moving the content's signature", async () => {
    const signature = await content.contentSignature();
    const now = new Date("2026-11-27T10:00:00.000Z");
    await sql.sqlTransaction((transaction) => knowledge.recordEntryAnswered(transaction, "how-much-does-a-project-cost", now));
    await sql.sqlTransaction((transaction) => knowledge.recordEntryAnswered(transaction, "how-much-does-a-project-cost", now));
    const entry = (await entriesNow()).entries.find((item) => item.id === "how-much-does-a-project-cost");
    expect(entry).toMatchObject({ answeredCount: 2, lastAnsweredAt: "2026-11-27T10:00:00.000Z" });
    expect(await content.contentSignature()).toBe(signature);
  });
});

describe("what staff choose: phrasings kept, bounded and ranked by visitors", () => {
  const groupsNow = async (limit = 100) => answer(await call("groups", "GET", `/api/admin/knowledge/groups?limit=${limit}`), unansweredGroupsResponseSchema);
  const create = (body: unknown) => call("entries", "POST", "/api/admin/knowledge/entries", { body });
  const ids: Record<string, string[]> = {};

  beforeAll(async () => {
    // Four visitors ask for a refund, three for a drone price; one visitor sends a message holding
    // both subjects ten times (more messages than either).
    ids.refund = await logMessages(
      Array.from({ length: 4 }, (_, n) => ({ key: "refund", text: "Can I get a refund?", at: `2026-10-0${n + 1}T10:00:00Z`, ip: `203.0.113.${n + 1}` })),
    );
    ids.drone = await logMessages(
      Array.from({ length: 3 }, (_, n) => ({
        key: "drone filming price",
        text: "What is the price of drone filming?",
        at: `2026-10-0${n + 1}T11:00:00Z`,
        ip: `198.51.100.${n + 1}`,
      })),
    );
    ids.steer = await logMessages(
      Array.from({ length: 10 }, (_, n) => ({
        key: "drone filming price refund",
        text: "refund drone filming price",
        at: `2026-10-0${(n % 9) + 1}T12:00:00Z`,
        ip: "192.0.2.66",
      })),
    );
  });

  it("heads the group with the phrasing the most visitors sent, not the one sent most, and lists every phrasing with its key", async () => {
    const { groups } = await groupsNow();
    // The message holding both subjects joins one of them at most (the grouping's complete linkage), never both.
    const refund = groups.find((item) => item.keys.includes("refund"))!;
    expect(refund.keys).toEqual(["refund"]);
    const drone = groups.find((item) => item.keys.includes("drone filming price"))!;
    expect([...drone.keys].sort()).toEqual(["drone filming price", "drone filming price refund"]);
    // Sent ten times by one visitor, it has the most messages, but three visitors asked the headline.
    expect(drone.question).toBe("What is the price of drone filming?");
    expect(drone.phrasings).toEqual([
      { key: "drone filming price", text: "What is the price of drone filming?", count: 3, visitors: 3, sameAsHeadline: true },
      { key: "drone filming price refund", text: "refund drone filming price", count: 10, visitors: 1, sameAsHeadline: true },
    ]);
  });

  it("saving an answer marks reviewed only the phrasings kept; the others stay listed", async () => {
    const response = await create({
      question: "Can I get a refund?",
      answer: "Deposits are refundable until production starts; see /contact.",
      fromKeys: ["refund"],
    });
    expect(response.status).toBe(201);
    expect(await prisma.conversationMessage.count({ where: { id: { in: ids.refund }, reviewedAt: { not: null } } })).toBe(4);
    expect(await prisma.conversationMessage.count({ where: { id: { in: [...ids.drone, ...ids.steer] }, reviewedAt: null } })).toBe(13);
    const left = (await groupsNow()).groups.find((item) => item.keys.includes("drone filming price"))!;
    expect([...left.keys].sort()).toEqual(["drone filming price", "drone filming price refund"]);
    expect(left.question).toBe("What is the price of drone filming?");
  });

  it("refuses fromKeys with no waiting message (422, nothing saved) and too many keys (400)", async () => {
    const before = await prisma.knowledgeEntry.count();
    const gone = await create({ question: "Refunds again?", answer: "Yes.", fromKeys: ["refund", "drone filming price"] });
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).message).toMatch(/^fromKeys: no unanswered message waits with the key \("refund"\)/);
    const unknown = await create({ question: "Anything?", answer: "Yes.", fromKeys: ["no such key"] });
    expect(unknown.status).toBe(422);
    expect(await prisma.conversationMessage.count({ where: { id: { in: ids.drone }, reviewedAt: null } })).toBe(3);
    const many = await create({ question: "Anything?", answer: "Yes.", fromKeys: Array.from({ length: 201 }, (_, index) => `k${index}`) });
    expect(many.status).toBe(400);
    expect(await prisma.conversationMessage.count({ where: { id: { in: ids.drone }, reviewedAt: null } })).toBe(3);
    expect(await prisma.knowledgeEntry.count()).toBe(before);
  });

  it("ranks a question several visitors asked above junk one address sent many times from rotating cookies", async () => {
    await logMessages(
      Array.from({ length: 30 }, (_, n) => ({ key: "zzjunk spam", text: `zzjunk spam ${"x".repeat(n)}`, at: "2026-10-05T10:00:00Z", ip: "192.0.2.99" })),
    );
    await logMessages(
      Array.from({ length: 2 }, (_, n) => ({ key: "hologram", text: "Do you build holograms?", at: "2026-10-05T10:00:00Z", ip: `203.0.113.${50 + n}` })),
    );
    const order = (await groupsNow()).groups.map((group) => group.id);
    expect(order.indexOf("hologram")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("hologram")).toBeLessThan(order.indexOf("zzjunk spam"));
  });

  it("caps each visitor text on the page, with an ellipsis, and at most 20 phrasings and 5 examples a group", async () => {
    const long = `Tell me about ${"overlong ".repeat(300)}`;
    await logMessages(Array.from({ length: 6 }, (_, n) => ({ key: "overlong", text: `${long}${n}`, at: `2026-10-06T10:0${n}:00Z` })));
    // 25 keys of the same words in other orders: one group (they ask the same), 25 phrasings.
    const orders = (words: string[]): string[][] =>
      words.length <= 1
        ? [words]
        : words.flatMap((word, index) => orders([...words.slice(0, index), ...words.slice(index + 1)]).map((rest) => [word, ...rest]));
    const wideKeys = orders(["wide", "tall", "deep", "long"])
      .slice(0, 25)
      .map((words) => words.join(" "));
    wideKeys.push("wide tall deep long long");
    await logMessages(wideKeys.map((key, n) => ({ key, text: `Wide question ${n}?`, at: "2026-10-06T11:00:00Z" })));
    const { groups } = await groupsNow();
    const overlong = groups.find((group) => group.id === "overlong")!;
    expect(overlong.examples).toHaveLength(5);
    for (const text of [overlong.question, ...overlong.phrasings.map((phrasing) => phrasing.text), ...overlong.examples.map((example) => example.message)]) {
      expect(Array.from(text).length).toBeLessThanOrEqual(300);
      expect(text.endsWith("…")).toBe(true);
    }
    const wide = groups.find((group) => group.keys.includes(wideKeys[0]))!;
    expect(wide.keys.length).toBe(25);
    expect(wide.phrasings).toHaveLength(20);
  });

  it("dismisses everything older than a time: counts first, then one statement; refuses a bad time with 400", async () => {
    await logMessages([
      { key: "ancient", text: "Old question?", at: "2025-01-01T10:00:00Z" },
      { key: "ancient", text: "Old question?", at: "2025-02-01T10:00:00Z" },
      { key: "ancient", text: "Old question?", at: "2025-02-01T10:00:00Z", reviewed: true },
    ]);
    const before = "2025-06-01T00:00:00-07:00";
    const waitingBefore = { unanswered: true, reviewedAt: null, timestamp: { lt: new Date(before) } };
    const expected = await prisma.conversationMessage.count({ where: waitingBefore });
    expect(expected).toBeGreaterThanOrEqual(2);
    const counted = await answer(
      await call("dismissOlder", "GET", `/api/admin/knowledge/groups/dismiss-older?before=${encodeURIComponent(before)}`),
      olderCountResponseSchema,
    );
    expect(counted).toEqual({ before, messages: expected });
    const later = await prisma.conversationMessage.count({ where: { unanswered: true, reviewedAt: null, timestamp: { gte: new Date(before) } } });
    expect(await answer(await call("dismissOlder", "POST", "/api/admin/knowledge/groups/dismiss-older", { body: { before } }), dismissResponseSchema)).toEqual({
      dismissed: expected,
    });
    expect(await prisma.conversationMessage.count({ where: waitingBefore })).toBe(0);
    expect(await prisma.conversationMessage.count({ where: { unanswered: true, reviewedAt: null, timestamp: { gte: new Date(before) } } })).toBe(later);
    for (const body of [{ before: "2025-06-01" }, { before: "yesterday" }, {}, { before, keys: ["x"] }]) {
      const response = await call("dismissOlder", "POST", "/api/admin/knowledge/groups/dismiss-older", { body });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await call("dismissOlder", "GET", "/api/admin/knowledge/groups/dismiss-older?before=soon")).status).toBe(400);
  });

  it("dismisses several groups in one request (at most 2,000 keys)", async () => {
    const keys = ["hologram", "zzjunk spam", ...Array.from({ length: 1998 }, (_, index) => `none ${index}`)];
    expect(await answer(await call("dismiss", "POST", "/api/admin/knowledge/groups/dismiss", { body: { keys } }), dismissResponseSchema)).toEqual({
      dismissed: 32,
    });
  });
});
