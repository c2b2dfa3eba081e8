import { closeSharedConnections, engineOf } from "@/lib/db/adapter";
import { database } from "@/lib/db/kysely";
import type { PrismaClient } from "@/lib/db/prisma";
import { sqlTransaction } from "@/lib/db/sql";
import { judgeLimits, limitStatement, overLimit, RATE_WINDOW_MS } from "@/lib/http/rate-limit";
import { startDelayProxy } from "@/scripts/servers/delay-proxy";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// What one chat message costs the database and what a refused one leaves behind. On PostgreSQL the
// turn's statements (the typed layer's pool: every read and write of the turn) reach the server
// through the benchmark's proxy (scripts/servers/delay-proxy.ts, no delay), which counts the app's
// turns: what it sends before it waits for the server, pipelined statements being one. Prisma's
// reads (the knowledge base's signature, checked every few seconds) go straight to the server and
// are not counted here; `npm run bench:db` counts the whole server's.

const onPostgres = engineOf(process.env.DATABASE_URL as string) === "postgres";
const directUrl = process.env.DATABASE_URL as string;
const describeOnPostgres = onPostgres ? describe : describe.skip;

let prisma: PrismaClient;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
});

afterAll(async () => {
  await prisma.$disconnect();
});

type Answer = { conversationId: string; reply: string };

describeOnPostgres("a chat message on PostgreSQL", () => {
  let proxy: Awaited<ReturnType<typeof startDelayProxy>>;
  let proxyUrl: string;

  beforeAll(async () => {
    const target = new URL(directUrl);
    proxy = await startDelayProxy({ targetPort: Number(target.port || 5432), targetHost: target.hostname, delayMs: 0 });
    const url = new URL(directUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    proxyUrl = url.toString();
  });

  afterAll(async () => {
    await closeSharedConnections(proxyUrl);
    await proxy.close();
  });

  const totals = () => {
    const all = Object.values(proxy.stats());
    return { turns: all.reduce((sum, counts) => sum + counts.turns, 0), connections: all.reduce((sum, counts) => sum + counts.connections, 0) };
  };

  /** The response, and the turns its message cost on connections already open. */
  async function measured(send: () => Promise<Response>): Promise<{ response: Response; turns: number }> {
    const before = totals();
    const response = await send();
    await response.clone().text();
    const after = totals();
    expect(after.connections).toBe(before.connections); // no connection's start-up counted in
    return { response, turns: after.turns - before.turns };
  }

  it("costs at most two round trips on the common path: a new conversation, a follow-up, details typed in it", async () => {
    const POST = await loadMessageHandler({ DATABASE_URL: proxyUrl, OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "100000" });
    const cookie = await newVisitorCookie();
    const ask = (body: Record<string, unknown>) => POST(messageRequest({ sessionId: "round-trips", ...body }, { cookie }), context);
    // Opens the pool's connection (its start-up is no message's cost).
    await (await ask({ message: "hello" })).text();

    const first = await measured(() => ask({ message: "What awards have you won?" }));
    expect(first.response.status).toBe(200);
    const { conversationId } = (await first.response.json()) as Answer;
    expect(first.turns).toBeGreaterThan(0);
    expect(first.turns).toBeLessThanOrEqual(2);

    const followUp = await measured(() => ask({ message: "How much would a campaign cost?", conversationId }));
    expect(followUp.response.status).toBe(200);
    expect(followUp.turns).toBeLessThanOrEqual(2);

    const typed = await measured(() => ask({ message: "I'm Maya Chen, 213-555-0142. Do you do TV spots?", conversationId }));
    expect(typed.response.status).toBe(200);
    expect(typed.turns).toBeLessThanOrEqual(2);

    const stored = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId }, include: { messages: true } });
    expect(stored.messages).toHaveLength(3);
    expect(stored.messages.every((message) => message.reply)).toBe(true);
    expect(stored.clientName).toBe("Maya Chen");
    expect(stored.clientPhone).toContain("555");
  });

  it("refuses a message over the limit in at most two round trips", async () => {
    const POST = await loadMessageHandler({ DATABASE_URL: proxyUrl, OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "1" });
    const cookie = await newVisitorCookie();
    const ask = () => POST(messageRequest({ message: "hello", sessionId: "round-trips-429" }, { cookie }), context);
    expect((await measured(ask)).response.status).toBe(200);
    const refused = await measured(ask);
    expect(refused.response.status).toBe(429);
    expect(refused.turns).toBeLessThanOrEqual(2);
  });
});

/** Everything a message could have written. */
async function writes() {
  const [conversations, messages, counters, entries, leads, emails] = await Promise.all([
    prisma.conversation.findMany({ orderBy: { id: "asc" } }),
    prisma.conversationMessage.findMany({ orderBy: { id: "asc" } }),
    prisma.rateLimitCounter.findMany({ orderBy: [{ key: "asc" }, { window: "asc" }] }),
    prisma.knowledgeEntry.findMany({ orderBy: { id: "asc" }, select: { id: true, answeredCount: true, lastAnsweredAt: true } }),
    prisma.lead.findMany({ orderBy: { id: "asc" } }),
    prisma.conversationEmail.findMany({ orderBy: [{ conversationId: "asc" }, { email: "asc" }] }),
  ]);
  return { conversations, messages, counters, entries, leads, emails };
}

describe(`a refused message on ${onPostgres ? "PostgreSQL" : "the SQLite file"}`, () => {
  it("answers 429 with Retry-After and writes nothing: no message, no conversation, no count, no contact detail", async () => {
    const POST = await loadMessageHandler({ OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "2" });
    const cookie = await newVisitorCookie();
    const ask = (body: Record<string, unknown>) => POST(messageRequest({ sessionId: "refused", ...body }, { cookie }), context);
    const first = await ask({ message: "What awards have you won?" });
    expect(first.status).toBe(200);
    const { conversationId } = (await first.json()) as Answer;
    expect((await ask({ message: "And your clients?", conversationId })).status).toBe(200);

    const before = await writes();
    // In the conversation, with a name and a number typed; in a new conversation.
    for (const body of [
      { message: "I'm Maya Chen, 213-555-0142. What do you charge?", conversationId },
      { message: "Hello again", conversationId: "0b0b0b0b-1111-4222-8333-444455556666" },
      { message: "Hello again" },
    ]) {
      const refused = await ask(body);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    }
    expect(await writes()).toEqual(before);
  });
});

describe(`messages at once in one conversation on ${onPostgres ? "PostgreSQL" : "the SQLite file"}`, () => {
  it("are all answered and stored, an address among them (the general path beside the batched one)", async () => {
    const POST = await loadMessageHandler({ OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "100000" });
    const cookie = await newVisitorCookie();
    const ask = (body: Record<string, unknown>) => POST(messageRequest({ sessionId: "at-once", ...body }, { cookie }), context);
    const first = await ask({ message: "Hello" });
    const { conversationId } = (await first.json()) as Answer;
    const bodies = [
      ...["What awards have you won?", "Who are your clients?", "How much does a video cost?", "Do you do social media?", "Where are you based?"].map(
        (message) => ({ message, conversationId }),
      ),
      { message: "I'm Sam Ortiz, sam@ortiz.example, tell me about branding", conversationId },
      { message: "And my number is 213-555-0199", conversationId },
    ];
    const responses = await Promise.all(bodies.map((body) => ask(body)));
    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));
    const answers = (await Promise.all(responses.map((response) => response.json()))) as Answer[];
    expect(answers.every((answered) => answered.conversationId === conversationId && answered.reply.length > 0)).toBe(true);
    const stored = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId }, include: { messages: true } });
    expect(stored.messages.map((message) => message.message).sort()).toEqual(["Hello", ...bodies.map((body) => body.message)].sort());
    expect(stored.messages.every((message) => message.reply)).toBe(true);
    expect(stored.clientEmail).toBe("sam@ortiz.example");
    expect(stored.clientPhone).toContain("555");
    expect(await prisma.lead.count({ where: { email: "sam@ortiz.example" } })).toBe(1);

    // With an address on file, the next messages (none of them brings one) take the general path
    // once the first batch has read it, several at once: each is stored once, with its reply.
    const later = ["Thanks, what happens next?", "Can we talk on Monday?", "Is a brief needed?"];
    const laterResponses = await Promise.all(later.map((message) => ask({ message, conversationId })));
    expect(laterResponses.map((response) => response.status)).toEqual(later.map(() => 200));
    const after = await prisma.conversationMessage.findMany({ where: { conversationId, message: { in: later } } });
    expect(after.map((message) => message.message).sort()).toEqual([...later].sort());
    expect(after.every((message) => message.reply)).toBe(true);
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({ clientEmail: "sam@ortiz.example" });
  });
});

describe("the ceiling's condition in SQL (overLimit)", () => {
  it("judges a count as judgeLimits does, the previous window weighted by its overlap", async () => {
    const db = database();
    const start = Math.floor(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS - 10 * RATE_WINDOW_MS;
    const key = `unit:over:${start}`;
    // Four hits in the previous window; then hits in this one at moments where the weight of the
    // previous window puts the sliding count on either side of the limit.
    for (let i = 0; i < 4; i += 1) await sqlTransaction((tx) => limitStatement(tx.db, [{ key, limit: 100 }], start + i).execute());
    const over: boolean[] = [];
    for (const [at, limit] of [
      [start + RATE_WINDOW_MS * 1.5, 3],
      [start + RATE_WINDOW_MS * 1.5 + 1, 3],
      [start + RATE_WINDOW_MS * 1.75, 4],
      [start + RATE_WINDOW_MS * 1.75 + 7, 4],
      [start + RATE_WINDOW_MS * 1.9, 6],
    ]) {
      const rows = await sqlTransaction((tx) => limitStatement(tx.db, [{ key, limit }], at).execute());
      const judged = judgeLimits(rows, [{ key, limit }], at).get(key);
      // The bucket's own row, found only while the condition holds.
      const held = await db
        .selectFrom("RateLimitCounter")
        .select("key")
        .where("key", "=", key)
        .where(overLimit(key, limit, at))
        .limit(1)
        .execute();
      expect(held.length > 0).toBe(judged?.allowed === false);
      over.push(judged?.allowed === false);
    }
    // 4 × 0.5 + 1 = 3 (allowed at 3), then just past it; 4 × 0.25 + 3 = 4 (allowed at 4), then past; 0.4 + 5 under 6.
    expect(over).toEqual([false, true, false, true, false]);
  });
});
