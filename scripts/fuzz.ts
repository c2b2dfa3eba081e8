// A property-based bad-input gate for every HTTP endpoint. fast-check generates requests per
// endpoint (scripts/fuzz-inputs.ts): valid ones mirroring the zod schemas, the limits' edges and
// hostile input. Every answer must hold, whatever was sent:
//   - no 5xx, and no connection dropped without an answer (a refusal that closes the connection
//     must still have sent its 4xx);
//   - every 4xx under /api is JSON { error: { code, message } }, the code matching the status,
//     and a 429 says when to retry;
//   - every response carries the site's security headers (lib/http/security-headers.ts), with
//     exactly one Content-Security-Policy, the one for its path;
//   - the status is the one the input calls for, where the generator knows it (the schemas judge);
//   - nothing is stored from a refused request: after each batch, the database rows and the upload
//     folder's files grew by exactly what the accepted (2xx) requests stored.
// A failure is shrunk to a small counterexample and printed; the script then exits 1.
//   npm run fuzz                    300 requests per endpoint (CI): ~100 s on an idle 2-core machine
//   npm run fuzz -- --runs 10000    the full version
//   options: --runs N, --seed S, --concurrency C (requests in flight), --only name,name
// It starts its own `next start` (FUZZ_PORT, default 3970) from the production build, building
// first when there is none, with a fresh database and upload folder, and only talks to 127.0.0.1.
// Rate limits are raised so validation, not the limiter, answers; a short phase then restarts the
// server with the default limits to check the 429s.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { database as openDatabase, type Db as Database } from "../lib/db/kysely";
import { errorStatus } from "../lib/http/errors";
import { isMalformedPath } from "../lib/http/malformed-path";
import { FILE_CSP, NON_PAGE_CSP, PDF_VIEW_CSP, securityHeaders } from "../lib/http/security-headers";
import { bodySize, send, type FuzzRequest, type FuzzResponse } from "./fuzz-http";
import { endpoints, RATE_LIMITED, type Endpoint, type World } from "./fuzz-inputs";
import { AppServer, randomAdminToken } from "./harness";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "300" },
    seed: { type: "string" },
    concurrency: { type: "string", default: "12" },
    only: { type: "string" },
  },
});
const RUNS = Number(args.runs);
const SEED = args.seed === undefined ? Date.now() % 2 ** 31 : Number(args.seed);
const CONCURRENCY = Number(args.concurrency);
const ONLY = args.only?.split(",").map((name) => name.trim());
const PORT = Number(process.env.FUZZ_PORT ?? 3970);
/** Requests per endpoint in the default-limits phase: enough to run into every limit. */
const LIMITED_RUNS = 96;
const ADMIN_TOKEN = randomAdminToken("fuzz");
const RAISED = "100000";

// ---- the world: what the generators draw on ---------------------------------------------------

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]);
}

async function signIn(base: string, csrf: World["csrf"]): Promise<string> {
  const response = await fetch(`${base}/api/auth/callback/admin-token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrf.cookie },
    body: new URLSearchParams({ token: ADMIN_TOKEN, csrfToken: csrf.token, json: "true" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const session = cookiesOf(response).find((cookie) => cookie.startsWith("admin-session="));
  if (!session) throw new Error(`could not sign in (${response.status})`);
  return session;
}

async function prepareWorld(server: AppServer, database: Database): Promise<World> {
  const base = server.base;
  const visitors: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const page = await fetch(`${base}/api/visitor`);
    await page.arrayBuffer();
    const cookie = cookiesOf(page).find((value) => value.startsWith("nl_vid="));
    if (!cookie) throw new Error("GET /api/visitor gave no visitor cookie");
    visitors.push(cookie);
  }
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrf = { token: csrfToken, cookie: cookiesOf(csrfResponse).join("; ") };
  const session = await signIn(base, csrf);
  const revokedSession = await signIn(base, csrf);
  const out = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: `${csrf.cookie}; ${revokedSession}` },
    body: new URLSearchParams({ csrfToken: csrf.token, json: "true" }),
  });
  await out.arrayBuffer();

  const conversations: string[] = [];
  for (const visitor of visitors.slice(0, 2)) {
    const response = await fetch(`${base}/api/conversations/message`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: visitor },
      body: JSON.stringify({ message: "We need a brand film", clientName: "Setup Visitor", clientEmail: "setup@example.com" }),
    });
    conversations.push(((await response.json()) as { conversationId: string }).conversationId);
  }
  const upload = async (pathname: string, form: FormData, headers: Record<string, string>) => {
    const response = await fetch(`${base}${pathname}`, { method: "POST", body: form, headers });
    if (!response.ok) throw new Error(`setup upload to ${pathname} failed: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const form = (fields: Record<string, string | Blob>, file?: [string, Blob, string]) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    if (file) data.append(file[0], file[1], file[2]);
    return data;
  };
  const pdf = new Blob(["%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"], { type: "application/pdf" });
  const resumeIds = [
    (
      (await upload("/api/upload-resume", form({}, ["resume", new Blob(["Jane Doe\njane@example.com\nMotion designer."]), "cv.txt"]), {
        cookie: visitors[0],
      })) as { resumeData: { id: string } }
    ).resumeData.id,
    ((await upload("/api/upload-resume", form({}, ["resume", pdf, "cv.pdf"]), { cookie: visitors[0] })) as { resumeData: { id: string } }).resumeData.id,
  ];
  const uploadIds = [
    (
      (await upload("/api/upload-pdf", form({ clientName: "Setup", clientEmail: "setup@example.com", message: "brief" }, ["pdf", pdf, "brief.pdf"]), {
        cookie: visitors[1],
      })) as { uploadId: string }
    ).uploadId,
  ];
  const caseStudyIds = (await database.selectFrom("CaseStudy").select("id").orderBy("position").execute()).map((row) => row.id);
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: "image/png" });
  const image = (await upload("/api/upload-case-study-image", form({ imageType: "gallery", caseStudyId: caseStudyIds[0] }, ["file", png, "x.png"]), {
    authorization: `Bearer ${ADMIN_TOKEN}`,
  })) as { path: string };
  return {
    base,
    adminToken: ADMIN_TOKEN,
    visitors,
    session,
    revokedSession,
    csrf,
    conversations,
    resumeIds,
    uploadIds,
    leadIds: (await database.selectFrom("Lead").select("id").execute()).map((row) => row.id),
    caseStudyIds,
    filterSlugs: (await database.selectFrom("PortfolioFilter").select("slug").orderBy("position").execute()).map((row) => row.slug),
    serviceSlugs: (await database.selectFrom("Service").select("slug").orderBy("position").execute()).map((row) => row.slug),
    personaSlugs: (await database.selectFrom("Persona").select("slug").execute()).map((row) => row.slug),
    publicKeys: [image.path.replace(/^\/uploads\//, "")],
    privateKeys: [
      ...(await database.selectFrom("Resume").select("storageKey").execute()).map((row) => row.storageKey),
      ...(await database.selectFrom("UploadedFile").select("storageKey").execute()).map((row) => row.storageKey),
    ],
  };
}

// ---- what is stored ---------------------------------------------------------------------------

const TABLES = ["Conversation", "ConversationMessage", "Resume", "UploadedFile", "CaseStudy", "PortfolioFilter", "RevokedSession"] as const;
type Table = (typeof TABLES)[number];
const ID_COLUMN: Record<Table, string> = {
  Conversation: "id",
  ConversationMessage: "conversationId",
  Resume: "id",
  UploadedFile: "id",
  CaseStudy: "id",
  PortfolioFilter: "slug",
  RevokedSession: "sid",
};
const FOLDERS = ["resumes", "contact", "case-studies"] as const;

const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Columns holding what a visitor typed or uploaded, checked for control characters. */
const VISITOR_TEXT: Partial<Record<(typeof TABLES)[number], string[]>> = {
  Conversation: ["clientName", "clientEmail", "subject", "company"],
  ConversationMessage: ["message"],
  UploadedFile: ["clientName", "message", "originalName"],
  Resume: ["originalName", "extractedText"],
};
type Folder = (typeof FOLDERS)[number];
/** Contents whose change without an accepted write would be a write from a refused request. */
type Digest = "conversations" | "caseStudies" | "filters";

type Snapshot = {
  counts: Record<Table, number>;
  maxRowid: Record<Table, number>;
  digests: Record<Digest, string>;
  files: Record<Folder, number>;
};

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

// The fuzz server runs on an SQLite file of its own (no databaseUrl to AppServer): new rows are found by SQLite's rowid.
const rowid = (database: Database) => database.dynamic.ref<"rowid">("rowid");

async function snapshot(database: Database, uploadDir: string): Promise<Snapshot> {
  const row = await database
    .selectNoFrom((eb) => [
      ...TABLES.flatMap((table) => [
        eb
          .selectFrom(table)
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .as(`count_${table}`),
        eb
          .selectFrom(table)
          .select((inner) => inner.fn.coalesce(inner.fn.max<number>(rowid(database)), inner.lit(0)).as("n"))
          .as(`rowid_${table}`),
      ]),
      eb
        .selectFrom("Conversation")
        .select((inner) => inner.fn.max("updatedAt").as("n"))
        .as("conversations"),
      eb
        .selectFrom("CaseStudy")
        .select((inner) => inner.fn.max("updatedAt").as("n"))
        .as("caseStudies"),
    ])
    .executeTakeFirstOrThrow();
  const filters = await database.selectFrom("PortfolioFilter").select(["slug", "position"]).orderBy("slug").execute();
  const value = row as Record<string, unknown>;
  return {
    counts: Object.fromEntries(TABLES.map((table) => [table, Number(value[`count_${table}`])])) as Record<Table, number>,
    maxRowid: Object.fromEntries(TABLES.map((table) => [table, Number(value[`rowid_${table}`])])) as Record<Table, number>,
    digests: {
      conversations: String(value.conversations ?? ""),
      caseStudies: String(value.caseStudies ?? ""),
      filters: filters.map((filter) => `${filter.slug}=${filter.position}`).join(","),
    },
    files: Object.fromEntries(FOLDERS.map((folder) => [folder, countFiles(path.join(uploadDir, folder))])) as Record<Folder, number>,
  };
}

type Result = { request: FuzzRequest; response: FuzzResponse };

/** What the accepted requests of a batch may store: exact row and file counts, and the ids they named. */
type Stores = {
  rows: Partial<Record<Table, { count?: number; ids?: Set<string> }>>;
  files: Partial<Record<Folder, number>>;
  changes: Set<Digest>;
};

function json(response: FuzzResponse): Record<string, unknown> | null {
  try {
    return JSON.parse(response.body.toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The chat's conversationId, from a JSON answer or the `data-concierge` part of a streamed one. */
function chatConversationId(response: FuzzResponse): string | null {
  const body = json(response);
  if (typeof body?.conversationId === "string") return body.conversationId;
  for (const line of response.body.toString("utf8").split("\n")) {
    if (!line.startsWith("data: ")) continue;
    try {
      const part = JSON.parse(line.slice(6)) as { type?: string; data?: { conversationId?: string } };
      if (part.type === "data-concierge" && part.data?.conversationId) return part.data.conversationId;
    } catch {}
  }
  return null;
}

const ok = (result: Result) => result.response.status >= 200 && result.response.status < 300;
/** An accepted write: a 2xx to a method that writes (an OPTIONS answered 204 stores nothing). */
const wrote = (result: Result) => ok(result) && !["GET", "HEAD", "OPTIONS"].includes(result.request.method);

function expectedStores(endpoint: string, results: Result[], base: string): Stores {
  const accepted = results.filter(wrote);
  const ids = (pick: (body: Record<string, unknown>) => unknown) =>
    new Set(accepted.map((result) => pick(json(result.response) ?? {})).filter((id): id is string => typeof id === "string"));
  const stores: Stores = { rows: {}, files: {}, changes: new Set() };
  switch (endpoint) {
    case "chat":
      stores.rows.ConversationMessage = { count: accepted.length };
      stores.rows.Conversation = { ids: new Set(accepted.map((result) => chatConversationId(result.response)).filter((id): id is string => id !== null)) };
      if (accepted.length) stores.changes.add("conversations");
      break;
    case "upload-resume":
      stores.rows.Resume = { count: accepted.length, ids: ids((body) => (body.resumeData as { id?: string } | undefined)?.id) };
      stores.files.resumes = accepted.length;
      break;
    case "upload-pdf":
      stores.rows.UploadedFile = { count: accepted.length, ids: ids((body) => body.uploadId) };
      stores.rows.Conversation = { ids: ids((body) => body.conversationId) };
      stores.files.contact = accepted.length;
      if (accepted.length) stores.changes.add("conversations");
      break;
    case "case-study-create":
      stores.rows.CaseStudy = { count: accepted.length, ids: ids((body) => (body.caseStudy as { id?: string } | undefined)?.id) };
      if (accepted.length) stores.changes.add("caseStudies");
      break;
    case "case-study-update":
      if (accepted.length) stores.changes.add("caseStudies");
      break;
    case "case-study-image":
      stores.files["case-studies"] = accepted.length;
      if (accepted.length) stores.changes.add("caseStudies");
      break;
    case "filters-reorder":
      if (accepted.length) stores.changes.add("filters");
      break;
    case "auth-signout": {
      // A Logout from this site with a live session ends it on the server (one revocation row).
      const sameOrigin = (request: FuzzRequest) => request.headers.origin === base || request.headers["sec-fetch-site"] === "same-origin";
      stores.rows.RevokedSession = { count: accepted.filter((result) => result.request.freshSession && sameOrigin(result.request)).length };
      break;
    }
  }
  return stores;
}

async function storageViolations(database: Database, endpoint: string, results: Result[], before: Snapshot, after: Snapshot, base: string): Promise<string[]> {
  const stores = expectedStores(endpoint, results, base);
  const accepted = results.filter(wrote).length;
  const problems: string[] = [];
  for (const table of TABLES) {
    const expected = stores.rows[table];
    const grown = after.counts[table] - before.counts[table];
    if (after.maxRowid[table] === before.maxRowid[table] && grown === 0) continue;
    const fresh = (
      await database.selectFrom(table).select(database.dynamic.ref(ID_COLUMN[table])).where(rowid(database), ">", before.maxRowid[table]).execute()
    ).map((row) => String((row as Record<string, unknown>)[ID_COLUMN[table]]));
    if (!expected) {
      problems.push(
        `${table}: ${grown >= 0 ? "+" : ""}${grown} rows (new: ${fresh.slice(0, 3).join(", ")}) though no accepted request of this endpoint stores any`,
      );
      continue;
    }
    if (expected.count !== undefined && grown !== expected.count)
      problems.push(`${table}: ${grown >= 0 ? "+" : ""}${grown} rows for ${expected.count} accepted writes`);
    const claimed = table === "ConversationMessage" ? stores.rows.Conversation?.ids : expected.ids;
    if (claimed) {
      const unclaimed = fresh.filter((id) => !claimed.has(id));
      if (unclaimed.length) problems.push(`${table}: new rows no accepted answer names: ${unclaimed.slice(0, 3).join(", ")}`);
    }
  }
  // What visitors send is stored without control characters (but newline and tab).
  for (const [table, columns] of Object.entries(VISITOR_TEXT)) {
    const rows = await database
      .selectFrom(table as Table)
      .select(columns.map((column) => database.dynamic.ref(column)))
      .where(rowid(database), ">", before.maxRowid[table as Table])
      .execute();
    const held = rows.filter((row) => columns.some((column) => CONTROL.test(String((row as Record<string, unknown>)[column] ?? "")))).length;
    if (held > 0) problems.push(`${table}: ${held} new rows hold a control character`);
  }
  for (const folder of FOLDERS) {
    const grown = after.files[folder] - before.files[folder];
    const expected = stores.files[folder] ?? 0;
    if (grown !== expected) problems.push(`uploads/${folder}: ${grown >= 0 ? "+" : ""}${grown} files for ${expected} accepted uploads`);
  }
  for (const digest of ["conversations", "caseStudies", "filters"] as const) {
    if (after.digests[digest] !== before.digests[digest] && !stores.changes.has(digest)) {
      problems.push(`${digest} changed though ${accepted ? "no accepted request of this endpoint changes them" : "every request was refused"}`);
    }
  }
  return problems;
}

// ---- the properties of every answer -----------------------------------------------------------

const REQUIRED_HEADERS = securityHeaders({ production: true, csp: null });
const CODES = errorStatus as Record<string, number>;

const pathnameOf = (request: FuzzRequest, base: string) => {
  try {
    return new URL(request.path, base).pathname;
  } catch {
    return request.path;
  }
};

/** The policies a path may be sent with (see lib/http/security-headers.ts's rules). */
function allowedPolicies(pathname: string): string[] | "page" {
  if (pathname.startsWith("/uploads/")) return [FILE_CSP];
  if (/^\/api\/admin\/(resume|uploads)\/[^/]*\/download$/.test(pathname)) return [FILE_CSP];
  if (/^\/api\/admin\/(resume|uploads)\//.test(pathname)) return [FILE_CSP, PDF_VIEW_CSP];
  if (pathname === "/api" || pathname.startsWith("/api/") || /\.[^/]*$/.test(pathname)) return [NON_PAGE_CSP];
  return "page";
}

/**
 * Next's own redirect of a path it normalises (a trailing slash, left by a dot segment too): it
 * drops the headers of next.config.ts from every redirect, before any app code runs.
 */
function isNormalisingRedirect(request: FuzzRequest, response: FuzzResponse, base: string): boolean {
  if (response.status !== 308 || typeof response.headers.location !== "string") return false;
  const target = new URL(request.path, base);
  if (!target.pathname.endsWith("/") || target.pathname === "/") return false;
  return new URL(response.headers.location, base).pathname === target.pathname.replace(/\/+$/, "");
}

/**
 * Next's own 405 for a write with a body to a page (a dot segment led the path out of /api): the
 * proxy, which refuses such methods on pages with the security headers, never sees a request with
 * a body (it would have to read all of it first), and Next answers before any app code runs.
 */
function isNextPageRefusal(request: FuzzRequest, response: FuzzResponse, base: string): boolean {
  const pathname = pathnameOf(request, base);
  const page = !/^\/(api|_next|uploads)(\/|$)/.test(pathname) && !/\.[^/]*$/.test(pathname);
  return page && bodySize(request.body) > 0 && response.status === 405 && !/json/.test(String(response.headers["content-type"] ?? ""));
}

function answerViolations({ request, response }: Result, base: string, limited: boolean): string[] {
  if (response.status === 0) return [`no answer: the connection ended (${response.error})`];
  // Answered by Next before the request reached the app: nothing of the app's to judge.
  if (isNormalisingRedirect(request, response, base) || isNextPageRefusal(request, response, base)) return [];
  const problems: string[] = [];
  if (response.error) problems.push(`the answer was cut off (${response.error})`);
  if (response.status >= 500) problems.push(`status ${response.status}: ${response.body.toString("utf8").slice(0, 200)}`);
  const pathname = pathnameOf(request, base);
  const api = pathname === "/api" || pathname.startsWith("/api/");
  // A path that does not decode (once dot segments are resolved, as Next does first) is refused
  // before any route: the not-found page for a page view (GET or HEAD outside /api), a 400 for
  // anything else (lib/http/malformed-path.ts).
  const malformed = isMalformedPath(pathname);
  const malformedView = malformed && !api && (request.method === "GET" || request.method === "HEAD");
  // A dot segment that leads elsewhere ("/uploads/x/../../app.db") takes the request to another
  // route than the generator's: only the properties of every answer apply.
  const elsewhere = pathname !== request.path.split("?")[0];
  const judged = malformed ? (malformedView ? [404] : [400]) : elsewhere ? undefined : request.expect;
  const expected = judged && limited && !request.neverLimited ? [...judged, 429] : judged;
  if (expected && !expected.includes(response.status)) {
    problems.push(`status ${response.status}, expected ${expected.join(" or ")}: ${response.body.toString("utf8").slice(0, 160)}`);
  }
  if (response.status >= 400 && response.status < 500 && api && request.method !== "HEAD") {
    const body = json(response) as { error?: { code?: unknown; message?: unknown } } | null;
    const code = body?.error?.code;
    if (!/^application\/json/.test(String(response.headers["content-type"] ?? ""))) {
      problems.push(
        `a ${response.status} from the API as ${response.headers["content-type"] ?? "no content type"}: ${JSON.stringify(response.body.toString("utf8").slice(0, 80))}`,
      );
    } else if (typeof code !== "string" || typeof body?.error?.message !== "string" || !body.error.message) {
      problems.push(`a ${response.status} without the error envelope: ${response.body.toString("utf8").slice(0, 120)}`);
    } else if (CODES[code] !== response.status) {
      problems.push(`error code "${code}" with status ${response.status}`);
    }
  }
  if (response.status === 429 && !/^\d+$/.test(String(response.headers["retry-after"] ?? ""))) problems.push("a 429 without Retry-After");
  for (const { key, value } of REQUIRED_HEADERS) {
    const actual = response.headers[key.toLowerCase()];
    if (actual !== value) problems.push(`${key}: ${actual === undefined ? "missing" : JSON.stringify(actual)}`);
  }
  const policies = response.rawHeaders.filter((_, index) => index % 2 === 1 && response.rawHeaders[index - 1].toLowerCase() === "content-security-policy");
  const isPagePolicy = (policy: string) =>
    /^default-src 'none'.*frame-ancestors 'none'/.test(policy) && ![NON_PAGE_CSP, FILE_CSP, PDF_VIEW_CSP].includes(policy);
  // A malformed page view is answered with the not-found page, and its page policy.
  // A page path refused before its page (a method other than GET or HEAD) answers JSON, with the non-page policy.
  const pagePolicy = malformedView ? "page" : allowedPolicies(pathname);
  const allowed = pagePolicy === "page" && /json/.test(String(response.headers["content-type"] ?? "")) ? [NON_PAGE_CSP] : pagePolicy;
  // The not-found page for a path with a file extension ("/x.php", "/uploads/../app.db"): the page
  // brings its own policy and the rule for what is not a page adds the API's, which is stricter
  // (the page then runs no script). Known, and left: see docs/security.md.
  const notFoundFile =
    response.status === 404 && !api && !malformed && /^text\/html/.test(String(response.headers["content-type"])) && /\.[^/]*$/.test(pathname);
  if (notFoundFile) {
    if (!(policies.length === 2 && policies.some(isPagePolicy) && policies.includes(NON_PAGE_CSP)))
      problems.push(`not-found page with policies ${JSON.stringify(policies)}`);
  } else if (policies.length !== 1) problems.push(`${policies.length} Content-Security-Policy headers`);
  else if (allowed === "page" ? !isPagePolicy(policies[0]) : !allowed.includes(policies[0])) {
    problems.push(`Content-Security-Policy "${policies[0].slice(0, 90)}" for ${pathname}`);
  }
  return problems;
}

// ---- running ----------------------------------------------------------------------------------

/** A request as a line or two: what it was, headers, and the start of its body. */
function describe(request: FuzzRequest): string {
  const size = bodySize(request.body);
  const start =
    request.body.kind === "bytes"
      ? Buffer.from(request.body.bytes.subarray(0, 240))
      : request.body.kind === "filler"
        ? Buffer.from(request.body.head.subarray(0, 240))
        : null;
  const shown = start ? JSON.stringify(start.toString("latin1")) : "";
  const headers = Object.entries(request.headers).map(([key, value]) => `${key}: ${value.length > 100 ? `${value.slice(0, 100)}…` : value}`);
  return [
    `${request.method} ${request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path}  [${request.label}]${request.freshSession ? " (signed in first)" : ""}`,
    headers.length ? `    headers: ${headers.join(" | ")}` : "",
    size ? `    body (${size} bytes, ${request.framing === "chunked" ? "chunked" : "Content-Length"}): ${shown}${size > 240 ? "…" : ""}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

type Tally = { requests: number; statuses: Map<number, number>; dropped: number; ms: number; stored: Map<string, number>; edges: number };

type Phase = { server: AppServer; database: Database; agent: http.Agent; world: World; limited: boolean };

async function sendOne(phase: Phase, request: FuzzRequest): Promise<Result> {
  let prepared = request;
  if (request.freshSession) {
    const session = await signIn(phase.world.base, phase.world.csrf);
    prepared = { ...request, headers: { ...request.headers, cookie: request.headers.cookie ? `${request.headers.cookie}; ${session}` : session } };
  }
  return { request: prepared, response: await send(phase.server.port, prepared, phase.agent) };
}

async function runBatch(phase: Phase, endpoint: Endpoint, batch: FuzzRequest[], tally: Tally): Promise<string[]> {
  const before = await snapshot(phase.database, phase.server.uploadDir);
  const results = await Promise.all(batch.map((request) => sendOne(phase, request)));
  const after = await snapshot(phase.database, phase.server.uploadDir);
  const problems: string[] = [];
  for (const result of results) {
    tally.requests += 1;
    tally.statuses.set(result.response.status, (tally.statuses.get(result.response.status) ?? 0) + 1);
    if (result.response.status === 0) tally.dropped += 1;
    const found = answerViolations(result, phase.world.base, phase.limited);
    const problem = `${describe(result.request)}\n  → ${result.response.status}: ${found.join("; ")}`;
    // A shrunk batch repeats its one failing request: show each once.
    if (found.length && !problems.includes(problem)) problems.push(problem);
  }
  const stored = await storageViolations(phase.database, endpoint.name, results, before, after, phase.world.base);
  if (stored.length)
    problems.push(
      `after this batch of ${results.length} (${results.filter(wrote).length} accepted writes):\n${results.map((result) => `${describe(result.request)}\n  → ${result.response.status}`).join("\n")}\n  stored: ${stored.join("; ")}`,
    );
  for (const table of TABLES) {
    const grown = after.counts[table] - before.counts[table];
    if (grown) tally.stored.set(table, (tally.stored.get(table) ?? 0) + grown);
  }
  for (const folder of FOLDERS) {
    const grown = after.files[folder] - before.files[folder];
    if (grown) tally.stored.set(`${folder} files`, (tally.stored.get(`${folder} files`) ?? 0) + grown);
  }
  return problems;
}

const statusSummary = (statuses: Map<number, number>, from: number, to: number) =>
  [...statuses]
    .filter(([status]) => status >= from && status < to)
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ") || "0";

async function fuzzEndpoint(phase: Phase, endpoint: Endpoint, runs: number): Promise<{ ok: boolean; tally: Tally }> {
  const tally: Tally = { requests: 0, statuses: new Map(), dropped: 0, ms: 0, stored: new Map(), edges: endpoint.edges.length };
  const started = performance.now();
  const arbitrary = phase.limited && endpoint.flood ? endpoint.flood : endpoint.arbitrary;
  const batch = fc.array(arbitrary, { minLength: CONCURRENCY, maxLength: CONCURRENCY });
  const property = fc.asyncProperty(batch, async (requests) => {
    const problems = await runBatch(phase, endpoint, requests, tally);
    if (problems.length) throw new Error(problems.join("\n"));
  });
  const details = await fc.check(property, {
    // The edges below count as runs too.
    numRuns: Math.ceil(runs / CONCURRENCY) + (phase.limited ? 0 : endpoint.edges.length),
    seed: SEED,
    // The limits' exact edges, once each: large bodies stay out of the random runs.
    examples: phase.limited ? [] : endpoint.edges.map((edge) => [[edge]]),
  });
  tally.ms = performance.now() - started;
  const accepted = statusSummary(tally.statuses, 200, 300);
  const growth = [...tally.stored].map(([what, count]) => `${what} +${count}`).join(", ") || "nothing";
  const fiveHundreds = [...tally.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const limitedOk = !phase.limited || (tally.statuses.get(429) ?? 0) > 0;
  const passed = !details.failed && limitedOk;
  console.log(
    `${passed ? "PASS" : "FAIL"}  ${endpoint.name.padEnd(22)} ${endpoint.route}\n` +
      `      ${tally.requests} requests${phase.limited ? "" : ` (${tally.edges} at the limits' edges)`}; 2xx ${accepted}; 3xx ${statusSummary(tally.statuses, 300, 400)}; ` +
      `4xx ${statusSummary(tally.statuses, 400, 500)}; 5xx ${fiveHundreds}; dropped ${tally.dropped}; stored: ${growth}${details.failed ? "" : " (= what the accepted requests store)"}; ${(tally.ms / 1000).toFixed(1)} s`,
  );
  if (!limitedOk) console.log("      no 429 in the default-limits phase: the limiter never answered");
  if (details.failed) {
    console.log(
      `      counterexample after ${details.numRuns} runs and ${details.numShrinks} shrinks (seed ${details.seed}, path "${details.counterexamplePath}"):`,
    );
    const message = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    console.log(
      message
        .split("\n")
        .map((line) => `      ${line}`)
        .join("\n"),
    );
  }
  return { ok: passed, tally };
}

async function runPhase(phase: Phase, list: Endpoint[], runs: number) {
  const results: { ok: boolean; tally: Tally }[] = [];
  for (const endpoint of list) results.push(await fuzzEndpoint(phase, endpoint, runs));
  return results;
}

/** The fuzzer's environment: raised rate limits (validation answers, not the limiter), or the defaults. */
function phaseEnv(limited: boolean): Record<string, string> {
  const raised: Record<string, string> = limited
    ? {}
    : {
        RATE_LIMIT_CHAT_PER_MINUTE: RAISED,
        RATE_LIMIT_UPLOAD_PER_MINUTE: RAISED,
        RATE_LIMIT_CONTACT_PER_MINUTE: RAISED,
        RATE_LIMIT_LOGIN_PER_MINUTE: RAISED,
      };
  // The default limits: the RATE_LIMIT_* variables of this shell are not passed on.
  const unset = Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => /^(RATE_LIMIT_|LLM_|OPENAI_)/.test(key))
      .map((key) => [key, ""]),
  );
  return { ...unset, ...raised };
}

async function main() {
  const started = performance.now();
  const server = new AppServer({ port: PORT, name: "fuzz", adminToken: ADMIN_TOKEN, verboseVariable: "FUZZ_VERBOSE", env: phaseEnv(false) });
  await server.start();
  const database = openDatabase(`file:${server.databaseFile}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const world = await prepareWorld(server, database);
  const all = endpoints(world);
  const unknown = (ONLY ?? []).filter((name) => !all.some((endpoint) => endpoint.name === name));
  if (unknown.length) throw new Error(`unknown endpoint(s): ${unknown.join(", ")}; known: ${all.map((endpoint) => endpoint.name).join(", ")}`);
  const chosen = ONLY ? all.filter((endpoint) => ONLY.includes(endpoint.name)) : all;
  console.log(`fuzzing ${chosen.length} endpoints on ${server.base}: ${RUNS} requests each, ${CONCURRENCY} in flight, seed ${SEED}\n`);
  const results = await runPhase({ server, database, agent, world, limited: false }, chosen, RUNS);

  const limitedList = chosen.filter((endpoint) => RATE_LIMITED.includes(endpoint.name));
  if (limitedList.length) {
    await server.kill();
    await server.start({ migrate: false, env: phaseEnv(true) });
    console.log(`\ndefault rate limits (restarted): ${LIMITED_RUNS} requests each, every 429 must be a JSON error with Retry-After\n`);
    results.push(...(await runPhase({ server, database, agent, world, limited: true }, limitedList, LIMITED_RUNS)));
  }

  const failed = results.filter((result) => !result.ok).length;
  const total = results.reduce((sum, { tally }) => sum + tally.requests, 0);
  const statuses = new Map<number, number>();
  for (const { tally } of results) for (const [status, count] of tally.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  console.log(
    `\nfuzz: ${results.length - failed} passed, ${failed} failed; ${total} requests in ${((performance.now() - started) / 1000).toFixed(0)} s ` +
      `(2xx ${statusSummary(statuses, 200, 300)}; 3xx ${statusSummary(statuses, 300, 400)}; 4xx ${statusSummary(statuses, 400, 500)}; 5xx ${statusSummary(statuses, 500, 600)}); seed ${SEED}`,
  );
  agent.destroy();
  server.stop();
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
