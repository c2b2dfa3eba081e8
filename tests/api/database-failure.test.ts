import pg from "pg";
import { engineOf } from "@/lib/db/adapter";
import type { PrismaClient } from "@/lib/db/prisma";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// The database dropping the app's connections while visitors chat (a PostgreSQL restart or
// failover): a visitor whose message failed gets the error envelope and can send again, a message
// that was acknowledged is stored exactly once with its reply, and none that failed is stored twice.
// `npm test` runs this file on PostgreSQL (TEST_DB_ENGINE=postgres); on the SQLite file there are no
// connections to drop, and the same chat runs without the disruption as the control.

let prisma: PrismaClient;
let POST: Awaited<ReturnType<typeof loadMessageHandler>>;
const url = process.env.DATABASE_URL as string;
const postgres = engineOf(url) === "postgres";

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  POST = await loadMessageHandler({ OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
}, 120_000);
afterAll(async () => {
  await prisma.$disconnect();
});

/** Ends every other connection to the test database, as a server restart would. */
async function dropConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

it(`keeps every acknowledged message exactly once while connections are dropped (${postgres ? "PostgreSQL" : "SQLite control"})`, async () => {
  const visitors = await Promise.all(Array.from({ length: 8 }, () => newVisitorCookie()));
  const conversations = new Map<string, string>();
  const acknowledged: { conversationId: string; message: string; reply: string }[] = [];
  const failed: string[] = [];
  let dropped = 0;
  let dropping = postgres;
  const disruption = (async () => {
    while (dropping) {
      dropped += await dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  })();
  for (let round = 0; round < 6; round += 1) {
    await Promise.all(
      visitors.map(async (cookie, index) => {
        const message = `Round ${round} from visitor ${index}: what services do you offer?`;
        const conversationId = conversations.get(cookie);
        const response = await POST(messageRequest({ message, ...(conversationId ? { conversationId } : {}) }, { cookie }), context);
        if (response.status === 200) {
          const body = (await response.json()) as { conversationId: string; reply: string };
          conversations.set(cookie, body.conversationId);
          acknowledged.push({ conversationId: body.conversationId, message, reply: body.reply });
        } else {
          // The visitor is told, in the product's error envelope, and nothing crashed.
          expect(response.status).toBe(500);
          expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe("internal_error");
          failed.push(message);
        }
      }),
    );
  }
  dropping = false;
  await disruption;
  if (postgres) expect(dropped).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThan(0);

  const stored = await prisma.conversationMessage.findMany({ select: { conversationId: true, message: true, reply: true } });
  for (const ack of acknowledged) {
    const copies = stored.filter((row) => row.message === ack.message);
    expect(copies).toEqual([{ conversationId: ack.conversationId, message: ack.message, reply: ack.reply }]);
  }
  for (const message of failed) expect(stored.filter((row) => row.message === message).length).toBeLessThanOrEqual(1);
  // Every stored message has its reply: no write was left half done.
  expect(stored.filter((row) => row.reply === null)).toEqual([]);

  // Once the connections are back, every visitor is answered again.
  for (const cookie of visitors) {
    const response = await POST(messageRequest({ message: "And your awards?", conversationId: conversations.get(cookie) }, { cookie }), context);
    expect(response.status).toBe(200);
  }
  console.log(`database-failure: ${dropped} connections dropped; ${acknowledged.length} acknowledged, ${failed.length} refused with the error envelope`);
}, 120_000);
