import { sqlTransaction } from "@/lib/db/sql";
import type { PrismaClient } from "@/lib/db/prisma";
import { countHits, RATE_WINDOW_MS } from "@/lib/http/rate-limit";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";
import { startMockOpenAi, type MockOpenAi } from "../helpers/mock-openai";

let prisma: PrismaClient;
let openai: MockOpenAi;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  openai = await startMockOpenAi();
});
afterAll(async () => {
  await openai.close();
  await prisma.$disconnect();
});

const limitedEnv = { RATE_LIMIT_CHAT_PER_MINUTE: "3", CLIENT_IP_HEADER: "x-real-ip", OPENAI_API_KEY: undefined };

describe("countHits (sliding window counter in the database)", () => {
  const hit = (key: string, limit: number, now: number) => sqlTransaction((sql) => countHits(sql, [key], limit, now));

  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const start = 1_000 * RATE_WINDOW_MS;
    for (let i = 0; i < 5; i += 1) expect((await hit("unit:a", 5, start + i)).allowed).toBe(true);
    const refused = await hit("unit:a", 5, start + 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(50_000);
  });

  it("weights the previous window by how much of it still overlaps", async () => {
    const start = 2_000 * RATE_WINDOW_MS;
    for (let i = 0; i < 4; i += 1) await hit("unit:b", 100, start + i);
    // Halfway through the next window: 4 * 0.5 + this hit = 3, within a limit of 3.
    expect((await hit("unit:b", 3, start + RATE_WINDOW_MS * 1.5)).allowed).toBe(true);
    // 4 * 0.5 + 2 = 4 > 3.
    expect((await hit("unit:b", 3, start + RATE_WINDOW_MS * 1.5 + 1)).allowed).toBe(false);
    // Two windows later the old hits no longer count.
    expect((await hit("unit:b", 3, start + RATE_WINDOW_MS * 2.5)).allowed).toBe(true);
  });

  it("checks every key and refuses when any is over", async () => {
    const now = 3_000 * RATE_WINDOW_MS;
    for (let i = 0; i < 3; i += 1) await sqlTransaction((sql) => countHits(sql, ["unit:ip", `unit:session-${i}`], 3, now));
    const result = await sqlTransaction((sql) => countHits(sql, ["unit:ip", "unit:session-new"], 3, now));
    expect(result.allowed).toBe(false);
  });

  it("counts a key listed twice in one call twice (one statement on either engine)", async () => {
    const now = 4_000 * RATE_WINDOW_MS;
    expect(await sqlTransaction((sql) => countHits(sql, ["unit:twice", "unit:twice"], 3, now))).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
    expect((await hit("unit:twice", 3, now)).allowed).toBe(true);
    expect((await hit("unit:twice", 3, now)).allowed).toBe(false);
  });
});

describe("POST /api/conversations/message rate limits", () => {
  it("answers 429 with Retry-After and a JSON error once a visitor is over the limit, and logs nothing", async () => {
    const POST = await loadMessageHandler(limitedEnv);
    const cookie = await newVisitorCookie();
    const send = () => POST(messageRequest({ message: "hello", sessionId: "busy-session" }, { cookie }), context);
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    const before = await prisma.conversationMessage.count();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "You're sending messages quickly. Please wait a moment and try again.",
        requestId: refused.headers.get("x-request-id"),
      },
    });
    expect(await prisma.conversationMessage.count()).toBe(before);
  });

  it("limits per client IP across sessions, at five times a visitor's allowance (an office NAT is not one visitor)", async () => {
    const POST = await loadMessageHandler(limitedEnv);
    const send = (sessionId: string) => POST(messageRequest({ message: "hi", sessionId }, { "x-real-ip": "192.0.2.44" }), context);
    for (let i = 0; i < 15; i += 1) expect((await send(`ip-${i}`)).status).toBe(200);
    expect((await send("ip-last")).status).toBe(429);
    // Another visitor is unaffected.
    const other = await POST(messageRequest({ message: "hi", sessionId: "ip-5" }, { "x-real-ip": "192.0.2.45" }), context);
    expect(other.status).toBe(200);
  });

  it("counts a known visitor behind a known IP in both buckets", async () => {
    const POST = await loadMessageHandler(limitedEnv);
    const cookie = await newVisitorCookie();
    const send = () => POST(messageRequest({ message: "hi" }, { cookie, "x-real-ip": "192.0.2.46" }), context);
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    // The same office, another visitor: the IP's backstop still has room.
    const colleague = await POST(messageRequest({ message: "hi" }, { cookie: await newVisitorCookie(), "x-real-ip": "192.0.2.46" }), context);
    expect(colleague.status).toBe(200);
  });

  it("holds across server instances that share the database", async () => {
    const instanceA = await loadMessageHandler(limitedEnv);
    const instanceB = await loadMessageHandler(limitedEnv);
    const cookie = await newVisitorCookie();
    const send = (handler: typeof instanceA) => handler(messageRequest({ message: "hi", sessionId: "shared-session" }, { cookie }), context);
    expect((await send(instanceA)).status).toBe(200);
    expect((await send(instanceB)).status).toBe(200);
    expect((await send(instanceA)).status).toBe(200);
    expect((await send(instanceB)).status).toBe(429);
  });

  it("makes no LLM call for a refused request", async () => {
    const POST = await loadMessageHandler({ ...limitedEnv, OPENAI_API_KEY: "key", OPENAI_BASE_URL: openai.baseURL });
    openai.script(Array.from({ length: 3 }, () => ({ kind: "text" as const, text: "Hello!" })));
    const cookie = await newVisitorCookie();
    const send = () => POST(messageRequest({ message: "hi there", sessionId: "llm-limited" }, { cookie }), context);
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    expect(openai.requests).toHaveLength(3);
    expect((await send()).status).toBe(429);
    expect(openai.requests).toHaveLength(3);
  });
});
