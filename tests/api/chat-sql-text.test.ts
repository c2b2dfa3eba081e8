import net from "node:net";
import type { Client, InStatement, Transaction } from "@libsql/client";
import { closeSharedConnections, engineOf, sharedLibsqlClient } from "@/lib/db/adapter";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// A visitor's message reaches the database as a value, never as SQL text: whatever it holds
// (quotes, backslashes, `$1`, dollar quotes, a semicolon and SQL, odd Unicode) it is stored as
// sent, and the SQL the database is asked to run never contains it. On PostgreSQL the app's typed
// layer (every write of a chat message) reaches the server through a TCP proxy that reads the
// frontend protocol: the text of every Query and Parse message is recorded, and the message must
// be in a Bind message's values instead. On the SQLite file the shared client's statements are
// recorded (their SQL text and their arguments).

const onPostgres = engineOf(process.env.DATABASE_URL as string) === "postgres";
const directUrl = process.env.DATABASE_URL as string;

const MARKER = "zq7-visitor-marker";
/** What the visitor types: the JSON body's string, escapes and all. */
const SENT =
  `Quote ' and '' and " then back\\slash \\' \\\\ E'\\x00' $1 $2 $$ dollar $$ $tag$ x $tag$; ` +
  `'); DELETE FROM "Lead"; -- ${MARKER}\ttab é e\u0301 中文 🎬 👩‍👩‍👧 \u202Ebidi\u202C a\u2028b \uFEFF nul:x\u0000y\u0001z`;
/** What is stored: the same text without its control characters (removed at the boundary, tab kept). */
const STORED = SENT.replace("x\u0000y\u0001z", "xyz");

type Recorded = { texts: string[]; values: Buffer[] };

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** A proxy to `target` that records the SQL text (Query, Parse) and the Bind messages clients send. */
async function recordingProxy(target: URL): Promise<{ url: string; recorded: Recorded; close(): Promise<void> }> {
  const recorded: Recorded = { texts: [], values: [] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // Untyped packets (length, then a code) until the startup packet.
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(pending.readInt32BE(0));
          if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break;
        const type = String.fromCharCode(pending[0]);
        const body = pending.subarray(5, 1 + pending.readInt32BE(1));
        if (type === "Q") recorded.texts.push(body.subarray(0, body.indexOf(0)).toString("utf8"));
        if (type === "P") {
          const nameEnd = body.indexOf(0);
          recorded.texts.push(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString("utf8"));
        }
        if (type === "B") recorded.values.push(Buffer.from(body));
        pending = pending.subarray(1 + pending.readInt32BE(1));
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("close", close);
      socket.on("error", close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    recorded,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Records the statements run on the shared SQLite client (directly and in its transactions). */
function recordSqlite(url: string): Recorded {
  const recorded: Recorded = { texts: [], values: [] };
  const note = (statement: InStatement) => {
    if (typeof statement === "string") return recorded.texts.push(statement);
    recorded.texts.push(statement.sql);
    const args = Array.isArray(statement.args) ? statement.args : Object.values(statement.args ?? {});
    for (const value of args) if (typeof value === "string") recorded.values.push(Buffer.from(value));
  };
  const wrap = <T extends Pick<Client, "execute" | "batch" | "executeMultiple">>(target: T) => {
    const { execute, batch, executeMultiple } = target;
    target.execute = ((statement: InStatement, ...rest: unknown[]) => {
      note(statement);
      return (execute as (...args: unknown[]) => unknown).call(target, statement, ...rest);
    }) as T["execute"];
    target.batch = ((statements: InStatement[], ...rest: unknown[]) => {
      statements.forEach(note);
      return (batch as (...args: unknown[]) => unknown).call(target, statements, ...rest);
    }) as T["batch"];
    target.executeMultiple = ((sql: string) => {
      note(sql);
      return executeMultiple.call(target, sql);
    }) as T["executeMultiple"];
  };
  const client = sharedLibsqlClient(url);
  wrap(client);
  const { transaction } = client;
  client.transaction = (async (...args: Parameters<Client["transaction"]>) => {
    const opened: Transaction = await transaction.apply(client, args);
    wrap(opened);
    return opened;
  }) as Client["transaction"];
  return recorded;
}

let prisma: PrismaClient;
let POST: Awaited<ReturnType<typeof loadMessageHandler>>;
let recorded: Recorded;
let proxy: Awaited<ReturnType<typeof recordingProxy>> | null = null;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  if (onPostgres) {
    proxy = await recordingProxy(new URL(directUrl));
    recorded = proxy.recorded;
    POST = await loadMessageHandler({ DATABASE_URL: proxy.url, OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "100000" });
  } else {
    recorded = recordSqlite(directUrl);
    POST = await loadMessageHandler({ OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "100000" });
  }
});

afterAll(async () => {
  await prisma.$disconnect();
  if (proxy) {
    await closeSharedConnections(proxy.url);
    await proxy.close();
  }
});

describe(`a visitor's message on ${onPostgres ? "PostgreSQL" : "the SQLite file"}`, () => {
  it("is stored as sent and travels as a bound value, never in the SQL text", async () => {
    expect(STORED).not.toBe(SENT); // the controls are what the boundary removes
    // Three visitors at once (connections shared by concurrent requests), two messages each
    // (a new conversation, then the same one).
    const conversations = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const cookie = await newVisitorCookie();
        const ids: string[] = [];
        for (let turn = 0; turn < 2; turn += 1) {
          const response = await POST(
            messageRequest({ message: `${SENT} #${index}.${turn}`, sessionId: `sql-text-${index}`, ...(ids[0] ? { conversationId: ids[0] } : {}) }, { cookie }),
            context,
          );
          expect(response.status).toBe(200);
          ids.push(((await response.json()) as { conversationId: string }).conversationId);
        }
        expect(ids[1]).toBe(ids[0]);
        return ids[0];
      }),
    );
    for (const [index, conversationId] of conversations.entries()) {
      const rows = await prisma.conversationMessage.findMany({ where: { conversationId }, orderBy: { timestamp: "asc" }, select: { message: true } });
      expect(rows.map((row) => row.message)).toEqual([`${STORED} #${index}.0`, `${STORED} #${index}.1`]);
    }

    // No SQL text holds any of it ...
    for (const fragment of [MARKER, 'DELETE FROM "Lead"', "back\\slash", "$tag$", "中文", "🎬"]) {
      expect(recorded.texts.filter((text) => text.includes(fragment))).toEqual([]);
    }
    // ... while the statement that logs a message was seen, with the message among its values.
    expect(recorded.texts.some((text) => /insert into "ConversationMessage"/i.test(text))).toBe(true);
    const stored = Buffer.from(`${STORED} #0.0`);
    expect(recorded.values.some((values) => values.includes(stored))).toBe(true);
  });
});
