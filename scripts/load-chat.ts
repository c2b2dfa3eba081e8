// The chat visitors and the admin API audit that the load gates share (load.ts for one `next start`,
// load-cluster.ts for several behind a proxy): each visitor keeps its own cookie and conversation
// and asks for JSON or the SSE stream; the audit reads every logged message through the admin API
// only and checks it against what the visitors were told.
import { Client } from "./harness";

/** Records a failure of the gate (printed at once, counted in its summary). */
export type Fail = (message: string) => void;

/** Requests in flight at once when reading the admin API. */
const ADMIN_CONCURRENCY = 8;
/** Small admin pages, so every audit follows the pagination across several of them. */
const CONVERSATIONS_PAGE = 25;

// ---- messages ---------------------------------------------------------------------------------

/** What visitors ask, across the concierge's intents (services, hiring, vendors, facts, small talk). */
export const QUESTIONS = [
  "We're launching a fintech app this fall and need a brand identity plus a launch film. What would that involve?",
  "Do you do social media management for consumer brands?",
  "I'm a motion designer with six years in After Effects. Are you hiring freelancers?",
  "Can you show me some of your work for tech companies?",
  "What awards has the agency won?",
  "Where is your studio in Los Angeles?",
  "How much does a website redesign usually cost?",
  "We run a camera rental house and would love to be a vendor on your shoots.",
  "Tell me about the IMAX project.",
  "Can I watch your reel?",
  "How long does a typical branding project take?",
  "Looking for an internship in video production this summer, any openings?",
  "We're a DTC skincare brand, could you help with paid social creative?",
  "Who are some of your clients?",
  "what's your process for a new campaign",
  "Do you handle web design and development in house?",
  "I'd like to talk to someone about a documentary series for our nonprofit.",
  "How much did that campaign move the numbers?",
  "hi",
  "Can you send me your capabilities deck?",
];

/** A unique, realistic message: a question plus the reference the checks find it by. */
export const messageText = (ref: string, index: number) => `${QUESTIONS[index % QUESTIONS.length]} (ref ${ref})`;
const REF = /\(ref ([A-Za-z0-9-]+)\)$/;

export type Sent = { ref: string; client: string; stream: boolean };
export type Acked = Sent & { reply: string; conversationId: string; latencyMs: number; ackedAt: number };
/** `servedBy`: the instance that answered, as a proxy in front of several names it (X-Served-By). */
export type Outcome = { ok: true; acked: Acked; servedBy: string | null } | { ok: false; status: number; error: string; servedBy: string | null };
/** Fields sent with a message besides its text (the contact details a visitor leaves: clientName, clientEmail). */
export type MessageFields = Record<string, string>;

/** One chat visitor: its own cookie, its own conversation, JSON or SSE. */
export class ChatVisitor {
  readonly client: Client;
  conversationId: string | undefined;
  constructor(
    base: string,
    readonly label: string,
    readonly stream: boolean,
  ) {
    this.client = new Client(base, label);
  }

  /** A page view, then the visitor cookie the page asks for before its first message (GET /api/visitor). */
  async arrive(): Promise<boolean> {
    const page = await this.client.fetch("/");
    await page.arrayBuffer();
    const visitor = await this.client.fetch("/api/visitor");
    await visitor.arrayBuffer();
    return page.ok && visitor.status === 204 && Boolean(this.client.cookie("nl_vid"));
  }

  private post(text: string, fields: MessageFields): Promise<Response> {
    return this.client.postJson(
      "/api/conversations/message",
      { message: text, ...(this.conversationId ? { conversationId: this.conversationId } : {}), ...fields },
      this.stream ? { accept: "text/event-stream" } : {},
    );
  }

  /**
   * Sends one message. With `retry`, a request whose connection failed before any response is
   * sent once more, as browsers do when a reused keep-alive connection closes under a request
   * (the server closes idle ones after 5 s; on a loaded machine a client can pick one up just
   * then). It cannot hide a fault: had the first attempt been logged, the audit counts a copy.
   */
  async send(ref: string, text: string, { retry = false, fields = {} }: { retry?: boolean; fields?: MessageFields } = {}): Promise<Outcome> {
    const started = performance.now();
    let response: Response;
    try {
      response = await this.post(text, fields);
    } catch (error) {
      if (!retry) return { ok: false, status: 0, error: describeError(error), servedBy: null };
      retried.push(describeError(error));
      try {
        response = await this.post(text, fields);
      } catch (again) {
        return { ok: false, status: 0, error: `${describeError(again)}, after a retry`, servedBy: null };
      }
    }
    const servedBy = response.headers.get("x-served-by");
    try {
      if (response.status !== 200) {
        await response.arrayBuffer().catch(() => undefined);
        return { ok: false, status: response.status, error: `HTTP ${response.status}`, servedBy };
      }
      const reply = this.stream ? await readCompleteStream(response) : ((await response.json()) as ReplyFields);
      if (!reply.reply || !reply.conversationId) return { ok: false, status: 200, error: "no reply or conversationId", servedBy };
      this.conversationId = reply.conversationId;
      const latencyMs = performance.now() - started;
      return {
        ok: true,
        acked: {
          ref,
          client: this.label,
          stream: this.stream,
          reply: reply.reply,
          conversationId: reply.conversationId,
          latencyMs,
          ackedAt: performance.now(),
        },
        servedBy,
      };
    } catch (error) {
      return { ok: false, status: 200, error: describeError(error), servedBy };
    }
  }
}

/** Why each retried request failed the first time. */
export const retried: string[] = [];

export const tally = (items: string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, count]) => `${count}× ${item}`).join("; ");
};

type ReplyFields = { reply?: string; conversationId?: string };

/** An error with its cause (fetch says only "fetch failed"; the socket error is its cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message} (${[cause.code, cause.message].filter(Boolean).join(": ")})` : error.message;
}

/**
 * Reads the AI SDK UI message stream the chat sends for `Accept: text/event-stream` (SSE events
 * `data: <json>`, then `data: [DONE]`). Throws unless it completed: the `data-concierge` part with
 * the reply, `finish`, `[DONE]`, and the text deltas adding up to that reply.
 */
async function readCompleteStream(response: Response): Promise<ReplyFields> {
  const raw = await response.text();
  let fields: ReplyFields | null = null;
  let finished = false;
  let done = false;
  let text = "";
  for (const event of raw.split("\n\n")) {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data) continue;
    if (data === "[DONE]") {
      done = true;
      continue;
    }
    const chunk = JSON.parse(data) as { type: string; delta?: string; data?: ReplyFields; errorText?: string };
    if (chunk.type === "text-delta") text += chunk.delta ?? "";
    else if (chunk.type === "data-concierge") fields = chunk.data ?? null;
    else if (chunk.type === "finish") finished = true;
    else if (chunk.type === "error") throw new Error(`stream error: ${chunk.errorText}`);
  }
  if (!fields || !finished || !done) throw new Error("the stream ended before its final data");
  if (text !== fields.reply) throw new Error("the streamed text differs from the reply");
  return fields;
}

/** Creates `count` visitors (alternately JSON and SSE), each after its own page view. */
export async function arriveAll(base: string, prefix: string, count: number, fail: Fail): Promise<ChatVisitor[]> {
  const visitors = Array.from({ length: count }, (_, index) => new ChatVisitor(base, `${prefix}${String(index).padStart(3, "0")}`, index % 2 === 1));
  const arrived = await Promise.all(visitors.map((visitor) => visitor.arrive()));
  const without = arrived.filter((ok) => !ok).length;
  if (without) fail(`${without} of ${count} page views gave no visitor cookie`);
  const distinct = new Set(visitors.map((visitor) => visitor.client.cookie("nl_vid"))).size;
  if (distinct !== count) fail(`${count} page views gave only ${distinct} distinct visitor cookies`);
  return visitors;
}

// ---- the admin API ----------------------------------------------------------------------------

/** Runs `work` over `items` with at most `limit` at once. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

export type StoredMessage = { id: string; conversationId: string; message: string; reply: string | null };

export type Audit = {
  lost: string[];
  duplicated: string[];
  wrongReply: string[];
  halfWritten: string[];
  inFlightFound: number;
  /** How many times each of our messages is logged. */
  copies: (ref: string) => number;
  conversations: number;
  pages: number;
  total: number;
};

/** The admin API, as staff's browser calls it (a bearer token), and the audit of the chat log through it. */
export class AdminApi {
  constructor(
    /** The site's address (a function: a server may be created after this object). */
    private readonly base: () => string,
    private readonly token: string,
    private readonly fail: Fail,
  ) {}

  /** A request with the admin's token. */
  fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${this.token}`);
    return fetch(`${this.base()}${pathname}`, { ...init, headers });
  }

  async get<T>(pathname: string): Promise<T> {
    const response = await this.fetch(pathname);
    if (!response.ok) throw new Error(`GET ${pathname}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async bytes(pathname: string): Promise<Buffer | null> {
    const response = await this.fetch(pathname);
    if (!response.ok) {
      await response.arrayBuffer();
      return null;
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /** Every logged message, read as staff read it: the conversation list page by page, then each conversation. */
  async loggedMessages(): Promise<{ byRef: Map<string, StoredMessage[]>; conversations: number; listedTwice: number; pages: number; total: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/admin/conversations?limit=${CONVERSATIONS_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { conversations: { id: string }[]; nextCursor: string | null } = await this.get(query);
      ids.push(...page.conversations.map((conversation) => conversation.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const unique = [...new Set(ids)];
    const details = await pool(unique, ADMIN_CONCURRENCY, (id) =>
      this.get<{ messages: StoredMessage[] }>(`/api/admin/conversations/${encodeURIComponent(id)}`),
    );
    const byRef = new Map<string, StoredMessage[]>();
    let total = 0;
    for (const detail of details) {
      for (const message of detail.messages) {
        total += 1;
        const ref = REF.exec(message.message)?.[1];
        if (!ref) continue;
        byRef.set(ref, [...(byRef.get(ref) ?? []), message]);
      }
    }
    return { byRef, conversations: unique.length, listedTwice: ids.length - unique.length, pages, total };
  }

  /**
   * Checks the log against what clients saw: every acknowledged message exactly once, in the
   * conversation it was answered in, with the same reply; a message in flight at most once; no
   * message of ours without its reply.
   */
  async audit(acked: Acked[], inFlight: Sent[] = []): Promise<Audit> {
    const log = await this.loggedMessages();
    if (log.listedTwice) this.fail(`${log.listedTwice} conversations listed twice across pages`);
    const result: Audit = {
      lost: [],
      duplicated: [],
      wrongReply: [],
      halfWritten: [],
      inFlightFound: 0,
      copies: (ref) => log.byRef.get(ref)?.length ?? 0,
      conversations: log.conversations,
      pages: log.pages,
      total: log.total,
    };
    for (const message of acked) {
      const stored = log.byRef.get(message.ref) ?? [];
      if (stored.length === 0) result.lost.push(message.ref);
      if (stored.length > 1) result.duplicated.push(message.ref);
      if (stored.some((row) => row.reply !== message.reply || row.conversationId !== message.conversationId)) result.wrongReply.push(message.ref);
    }
    for (const message of inFlight) {
      const stored = log.byRef.get(message.ref) ?? [];
      if (stored.length > 0) result.inFlightFound += 1;
      if (stored.length > 1) result.duplicated.push(message.ref);
    }
    for (const rows of log.byRef.values()) for (const row of rows) if (!row.reply) result.halfWritten.push(REF.exec(row.message)?.[1] ?? row.id);
    return result;
  }

  reportAudit(label: string, result: Audit) {
    const figures = `lost ${result.lost.length}, duplicated ${result.duplicated.length}, wrong reply ${result.wrongReply.length}, without reply ${result.halfWritten.length}`;
    console.log(`${label}: ${result.total} messages in ${result.conversations} conversations (${result.pages} list pages); ${figures}`);
    const examples = (refs: string[]) => refs.slice(0, 5).join(", ");
    if (result.lost.length) this.fail(`${label}: ${result.lost.length} acknowledged messages lost (${examples(result.lost)})`);
    if (result.duplicated.length) this.fail(`${label}: ${result.duplicated.length} messages logged more than once (${examples(result.duplicated)})`);
    if (result.wrongReply.length)
      this.fail(`${label}: ${result.wrongReply.length} messages logged with another reply or conversation (${examples(result.wrongReply)})`);
    if (result.halfWritten.length) this.fail(`${label}: ${result.halfWritten.length} messages logged without their reply (${examples(result.halfWritten)})`);
  }
}

export const percentile = (values: number[], share: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
export const ms = (value: number) => `${Math.round(value)} ms`;
