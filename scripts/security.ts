// Attacks a production build the way an anonymous visitor could, in the default configuration
// (no CLIENT_IP_HEADER, no LLM), and prints a figure for each defence. Exits 1 on any regression.
//   npm run security            (builds first when there is no build)
// It starts its own `next start` on SECURITY_PORT (default 3950) with a fresh database and upload
// folder in a temp directory, and only ever talks to 127.0.0.1.
import http from "node:http";
import { strFromU8, unzipSync } from "fflate";
import { AppServer, Client, HOST, randomAdminToken, sleep, uploadForm } from "./harness";
import { adversarialTexts, pdfBomb, tallPagePdf } from "./hostile-inputs";

const PORT = Number(process.env.SECURITY_PORT ?? 3950);
/** A webhook receiver on loopback: lead notifications go there, so a flood's messages can be counted. */
const WEBHOOK_PORT = PORT + 1;
const ADMIN_TOKEN = randomAdminToken("security");
const app = new AppServer({
  port: PORT,
  name: "security",
  adminToken: ADMIN_TOKEN,
  verboseVariable: "SECURITY_VERBOSE",
  env: { LEAD_WEBHOOK_URL: `http://${HOST}:${WEBHOOK_PORT}/hooks/security` },
});
const BASE = app.base;

// ---- results --------------------------------------------------------------------------------

type Check = { name: string; figure: string; ok: boolean };
const checks: Check[] = [];

function record(name: string, ok: boolean, figure: string) {
  checks.push({ name, figure, ok });
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${figure}`);
}

const chat = (client: Client, body: Record<string, unknown>) => client.postJson("/api/conversations/message", body);

const smallPdf = () =>
  new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );

// ---- the server ------------------------------------------------------------------------------

const serverRssMb = () => app.rssMb();

/** Polls GET /api/health every 100 ms while `work` runs; returns the worst latency seen. */
async function whileWatchingHealth<T>(work: () => Promise<T>): Promise<{ result: T; worstMs: number; peakRssMb: number }> {
  let running = true;
  let worstMs = 0;
  let peakRssMb = serverRssMb();
  const watcher = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(30_000) });
      } catch {}
      worstMs = Math.max(worstMs, performance.now() - started);
      peakRssMb = Math.max(peakRssMb, serverRssMb());
      await sleep(100);
    }
  })();
  try {
    const result = await work();
    return { result, worstMs: Math.round(worstMs), peakRssMb };
  } finally {
    running = false;
    await watcher;
  }
}

async function settledRssMb(): Promise<number> {
  // Give the server a moment to finish work and collect garbage, then take the lowest reading.
  let lowest = Infinity;
  for (let index = 0; index < 10; index += 1) {
    await sleep(500);
    lowest = Math.min(lowest, serverRssMb());
  }
  return lowest;
}

// ---- the attacks ----------------------------------------------------------------------------

/** A visitor as a browser is: it loads a page, then the page asks for its visitor cookie. */
async function visitor(label: string, page = "/"): Promise<Client> {
  const client = new Client(BASE, label);
  await (await client.fetch(page)).arrayBuffer();
  // The page's script asks for the visitor cookie before its first message (pages never set it).
  await (await client.fetch("/api/visitor")).arrayBuffer();
  return client;
}

async function hostileUploads() {
  // A new visitor per upload: these measure the parser, not the upload limit.

  // The baseline, measured in this run: the worst health check while the same server reads ten
  // ordinary 1 MB text résumés. A hostile input fails when it stalls the server past three times
  // that, or 1 s, whichever is more: the defects this catches (a backtracking pass over visitor
  // text, a PDF read on the main thread) stall every route for many seconds, and a machine busy
  // with other work slows both runs alike.
  const ordinary = "Senior producer with ten years of campaign work across film, social and print. ".repeat(13_000).slice(0, 1024 * 1024);
  const baseline = await whileWatchingHealth(async () => {
    for (let index = 0; index < 10; index += 1) {
      const response = await (
        await visitor("baseline")
      ).fetch("/api/upload-resume", {
        method: "POST",
        body: uploadForm("resume", new TextEncoder().encode(ordinary), `ordinary-${index}.txt`, "text/plain"),
      });
      await response.arrayBuffer();
    }
  });
  const stallLimitMs = Math.max(1000, 3 * baseline.worstMs);
  console.log(`baseline: worst health check ${baseline.worstMs} ms while ten ordinary 1 MB résumés were read; stall limit ${stallLimitMs} ms`);
  // Memory is compared with the server after that ordinary work, not with the fresh process: its
  // first uploads load the upload route and the résumé readers (about 90 MB of a fresh server's
  // growth), which no hostile input causes and which never returns.
  const rssBefore = await settledRssMb();
  console.log(`RSS after the ordinary résumés: ${rssBefore} MB`);

  const texts = adversarialTexts(1024 * 1024);
  let slowestTextMs = 0;
  let slowestName = "";
  const textStatuses: number[] = [];
  const textRun = await whileWatchingHealth(async () => {
    for (const { name, text } of texts) {
      const started = performance.now();
      const response = await (
        await visitor("uploader")
      ).fetch("/api/upload-resume", {
        method: "POST",
        body: uploadForm("resume", new TextEncoder().encode(text), `${name}.txt`, "text/plain"),
      });
      await response.arrayBuffer();
      textStatuses.push(response.status);
      const elapsed = performance.now() - started;
      if (elapsed > slowestTextMs) [slowestTextMs, slowestName] = [elapsed, name];
    }
  });
  record(
    `${texts.length} adversarial 1 MB text résumés`,
    textRun.worstMs < stallLimitMs && textStatuses.every((status) => status < 500),
    `slowest upload ${Math.round(slowestTextMs)} ms (${slowestName}), statuses ${[...new Set(textStatuses)].join("/")}, worst health check ${textRun.worstMs} ms (limit ${stallLimitMs})`,
  );

  for (const [label, bytes] of [
    ["PDF bomb (1 GB inflated)", await pdfBomb(1024 * 1024 * 1024)],
    ["tall-page PDF (110k lines)", tallPagePdf(110_000)],
  ] as const) {
    const before = await settledRssMb();
    const started = performance.now();
    const run = await whileWatchingHealth(async () => {
      const response = await (
        await visitor("uploader")
      ).fetch("/api/upload-resume", {
        method: "POST",
        body: uploadForm("resume", bytes, "resume.pdf", "application/pdf"),
      });
      const body = (await response.json().catch(() => null)) as { message?: string; error?: { message?: string } } | null;
      return { status: response.status, message: body?.message ?? body?.error?.message ?? "" };
    });
    const elapsed = Math.round(performance.now() - started);
    const after = await settledRssMb();
    record(
      label,
      run.worstMs < stallLimitMs && run.result.status < 500 && after - before < 300,
      `${(bytes.byteLength / 1024).toFixed(0)} KB upload answered ${run.result.status} in ${elapsed} ms ("${run.result.message.slice(0, 80)}"); worst health check ${run.worstMs} ms (limit ${stallLimitMs}); RSS ${before} → peak ${run.peakRssMb} → ${after} MB`,
    );
  }
  const rssAfter = await settledRssMb();
  record("memory returns after hostile uploads", rssAfter - rssBefore < 300, `RSS ${rssBefore} MB before, ${rssAfter} MB after`);
}

async function lockout() {
  const attacker = new Client(BASE, "login-attacker");
  const statuses: Record<number, number> = {};
  for (let index = 0; index < 40; index += 1) {
    const response = await attacker.fetch("/api/admin/conversations?limit=1", { headers: { authorization: `Bearer wrong-token-${index}-xxxxxxxxxxxx` } });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await response.arrayBuffer();
  }
  const admin = new Client(BASE, "admin");
  const bearer = await admin.fetch("/api/admin/conversations?limit=1", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  await bearer.arrayBuffer();
  const session = await signIn(admin);
  const throttled = statuses[429] ?? 0;
  record(
    "admin lockout: 40 wrong tokens from anywhere, then the right one",
    bearer.status === 200 && session && throttled > 0,
    `wrong tokens got ${Object.entries(statuses)
      .map(([status, count]) => `${count}×${status}`)
      .join(", ")}; right bearer token ${bearer.status}; login form ${session ? "signed in" : "refused"}`,
  );
  return admin;
}

async function signIn(client: Client): Promise<boolean> {
  const csrf = await client.fetch("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const exchange = await client.fetch("/api/auth/callback/admin-token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: ADMIN_TOKEN, csrfToken, json: "true" }),
  });
  await exchange.arrayBuffer();
  const session = await client.fetch("/api/auth/session");
  const body = (await session.json().catch(() => null)) as { user?: unknown } | null;
  return exchange.ok && Boolean(body?.user);
}

async function logoutRevokes() {
  const admin = new Client(BASE, "admin-logout");
  if (!(await signIn(admin))) return record("logout ends the session", false, "could not sign in");
  const saved = admin.cookieHeader();
  const before = await admin.fetch("/api/admin/conversations?limit=1");
  await before.arrayBuffer();
  const csrf = (await (await admin.fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  const out = await admin.fetch("/api/auth/signout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }),
  });
  await out.arrayBuffer();
  const replay = await fetch(`${BASE}/api/admin/conversations?limit=1`, { headers: { cookie: saved } });
  await replay.arrayBuffer();
  record(
    "logout ends the session on the server",
    before.status === 200 && replay.status === 401,
    `before logout ${before.status}; the saved cookie after logout ${replay.status}`,
  );
}

/** Runs `count` requests with at most `concurrency` in flight; returns the status counts. */
async function flood(count: number, concurrency: number, send: (index: number) => Promise<Response>): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        try {
          const response = await send(index);
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        } catch {
          statuses[0] = (statuses[0] ?? 0) + 1;
        }
      }
    }),
  );
  return statuses;
}

const show = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(", ");

async function floods() {
  // Chat: a client without cookies and a new sessionId per message.
  const real = await visitor("chat-visitor");
  const started = performance.now();
  const realStatuses: number[] = [];
  const cookieless = await Promise.all([
    flood(400, 16, (index) =>
      new Client(BASE, "flooder").postJson("/api/conversations/message", { message: `hello ${index}`, sessionId: `flood-${index}` }, { cookie: "" }),
    ),
    (async () => {
      for (let index = 0; index < 5; index += 1) {
        const response = await chat(real, { message: "What services do you offer?", sessionId: "real-visitor" });
        realStatuses.push(response.status);
        await response.arrayBuffer();
      }
    })(),
  ]).then(([statuses]) => statuses);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  record(
    "chat flood without cookies (400 messages, new sessionId each)",
    (cookieless[429] ?? 0) > 0 && realStatuses.every((status) => status === 200),
    `flood got ${show(cookieless)} in ${seconds} s; a real visitor's 5 messages during it: ${realStatuses.join(", ")}`,
  );

  // Chat: one client minting a new visitor cookie per burst still cannot touch a real visitor.
  const minted = await flood(100, 8, async (index) => {
    const client = index % 20 === 0 ? await visitor("minter") : new Client(BASE, "minter");
    return chat(client, { message: `hi ${index}` });
  });
  const afterMint = await chat(real, { message: "Do you do video production?" });
  await afterMint.arrayBuffer();
  record("chat flood with cookies", afterMint.status === 200, `flood got ${show(minted)}; real visitor then ${afterMint.status}`);

  // Contact form: a bucket per visitor, so a flood from others (with or without cookies) leaves a
  // real visitor's lead through.
  const contactAttacker = await visitor("contact-attacker", "/contact");
  const contactFlood = await flood(40, 8, (index) =>
    (index % 2 ? contactAttacker : new Client(BASE, "contact-anon")).postJson("/api/conversations/message", {
      message: `Name: Spam ${index}\nEmail: spam@example.com\nCompany: Not provided\nMessage: spam\nPDF: No PDF attached`,
      sessionId: "contact-form",
      personaSlug: "default",
      clientName: "Spam",
      clientEmail: "spam@example.com",
    }),
  );
  const lead = await visitor("lead", "/contact");
  const longMessage = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
  const leadResponse = await lead.postJson("/api/conversations/message", {
    message: `Name: Real Lead\nEmail: lead@example.com\nCompany: Acme\nMessage: ${longMessage}\nPDF: No PDF attached`,
    sessionId: "contact-form",
    personaSlug: "default",
    clientName: "Real Lead",
    clientEmail: "lead@example.com",
  });
  await leadResponse.arrayBuffer();
  const anonymousLong = await new Client(BASE, "anon-long").postJson(
    "/api/conversations/message",
    { message: longMessage, sessionId: "contact-form" },
    { cookie: "" },
  );
  await anonymousLong.arrayBuffer();
  record(
    "contact form flood (40 posts) then a real 400-word lead",
    leadResponse.status === 200 && anonymousLong.status === 400,
    `flood got ${show(contactFlood)}; the real lead ${leadResponse.status}; 400 words without a visitor cookie ${anonymousLong.status}`,
  );

  // Uploads: one visitor's flood never spends another's allowance.
  const uploadAttacker = await visitor("upload-attacker", "/contact");
  const uploadFlood = await flood(40, 8, () =>
    uploadAttacker.fetch("/api/upload-pdf", {
      method: "POST",
      body: uploadForm("pdf", smallPdf(), "deck.pdf", "application/pdf", { clientName: "Spam", clientEmail: "spam@example.com", message: "spam" }),
    }),
  );
  const anonymousUploads = await flood(40, 8, () =>
    new Client(BASE, "upload-anon").fetch("/api/upload-pdf", {
      method: "POST",
      headers: { cookie: "" },
      body: uploadForm("pdf", smallPdf(), "deck.pdf", "application/pdf", { clientName: "Spam", clientEmail: "spam@example.com", message: "spam" }),
    }),
  );
  const uploader = await visitor("real-uploader", "/contact");
  const realUpload = await uploader.fetch("/api/upload-pdf", {
    method: "POST",
    body: uploadForm("pdf", smallPdf(), "brief.pdf", "application/pdf", { clientName: "Real", clientEmail: "real@example.com", message: "our brief" }),
  });
  await realUpload.arrayBuffer();
  // Staff's page mints no visitor cookie: their image upload must not land in the cookieless bucket.
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]);
  const staffUpload = await new Client(BASE, "staff-images").fetch("/api/upload-case-study-image", {
    method: "POST",
    headers: { cookie: "", authorization: `Bearer ${ADMIN_TOKEN}` },
    body: uploadForm("file", png, "gallery.png", "image/png", { caseStudyId: "imax", imageType: "gallery" }),
  });
  await staffUpload.arrayBuffer();
  record(
    "upload flood (40 from one visitor, 40 without cookies) then a real upload and a staff image",
    realUpload.status === 200 && staffUpload.status === 201 && ((uploadFlood[429] ?? 0) > 0 || (anonymousUploads[429] ?? 0) > 0),
    `visitor flood ${show(uploadFlood)}; cookieless flood ${show(anonymousUploads)}; real upload ${realUpload.status}; staff image ${staffUpload.status}`,
  );
}

async function conversationOwnership(admin: Client) {
  const victim = await visitor("victim");
  const first = await chat(victim, { message: "We need a brand film", clientName: "Victoria Victim", clientEmail: "victim@example.com" });
  const { conversationId } = (await first.json()) as { conversationId: string };
  const attacker = await visitor("hijacker");
  const hijack = await chat(attacker, { message: "What did I say before?", conversationId, clientName: "Mallory", clientEmail: "mallory@example.com" });
  const hijackBody = (await hijack.json()) as { conversationId?: string };
  const stored = await admin.fetch(`/api/admin/conversations/${conversationId}`);
  const detail = (await stored.json()) as { conversation?: { clientName: string | null; clientEmail: string | null }; messages?: unknown[] };
  record(
    "another visitor's conversationId",
    hijackBody.conversationId !== conversationId && detail.conversation?.clientEmail === "victim@example.com" && detail.messages?.length === 1,
    `attacker was answered in ${hijackBody.conversationId === conversationId ? "the victim's" : "a new"} conversation (${hijack.status}); victim's stored email ${detail.conversation?.clientEmail}, ${detail.messages?.length} message(s)`,
  );
}

async function resumeCosts(admin: Client) {
  const candidate = await visitor("candidate");
  const tenMb = new TextEncoder().encode(
    `Jane Doe\njane@example.com\n${"Senior motion designer. After Effects. ".repeat(260_000)}`.slice(0, 10 * 1024 * 1024 - 1024),
  );
  const upload = await candidate.fetch("/api/upload-resume", { method: "POST", body: uploadForm("resume", tenMb, "cv.html", "text/html") });
  const uploadBytes = (await upload.arrayBuffer()).byteLength;
  const list = await admin.fetch("/api/admin/resumes");
  const listBytes = (await list.arrayBuffer()).byteLength;
  record(
    "résumé costs (a 10 MB text résumé)",
    upload.status === 200 && uploadBytes < 64 * 1024 && listBytes < 256 * 1024,
    `upload ${upload.status}, response ${(uploadBytes / 1024).toFixed(1)} KB; GET /api/admin/resumes ${(listBytes / 1024).toFixed(1)} KB`,
  );
}

async function downloads(admin: Client) {
  const candidate = await visitor("html-candidate");
  const upload = await candidate.fetch("/api/upload-resume", {
    method: "POST",
    body: uploadForm("resume", new TextEncoder().encode("Jane Doe\njane@example.com\n<script>alert(1)</script>"), "cv\u202Egnp.html", "text/html"),
  });
  const { resumeData } = (await upload.json()) as { resumeData: { id: string } };
  const problems: string[] = [];
  for (const kind of ["view", "download"]) {
    const response = await admin.fetch(`/api/admin/resume/${resumeData.id}/${kind}`);
    await response.arrayBuffer();
    const csp = response.headers.get("content-security-policy") ?? "";
    const disposition = response.headers.get("content-disposition") ?? "";
    if (!/\bsandbox\b/.test(csp) || csp.includes(",")) problems.push(`${kind} CSP "${csp}"`);
    if (!/filename="[^"]*\.txt"/.test(disposition) || /[\u202a-\u202e]|%E2%80%AE/i.test(disposition)) problems.push(`${kind} name "${disposition}"`);
  }
  record(
    "stored files download safely",
    problems.length === 0,
    problems.join("; ") || "sandbox CSP reaches the browser; an uploaded cv‮gnp.html downloads as .txt, bidi removed",
  );
}

async function malformed() {
  const paths = [
    "/api/services/%C0%AF",
    "/case-studies/%C0%AF",
    "/services/%E0%A4%A",
    "/uploads/%ZZ",
    "/api/admin/conversations/%ZZ",
    "/%ZZ",
    "/api/auth/signin?callbackUrl=javascript:alert(1)",
    "/api/auth/callback/admin-token",
  ];
  const bad: string[] = [];
  for (const pathname of paths) {
    const response = await rawRequest("GET", pathname);
    if (response.status < 400 || response.status >= 500 || !response.headers["x-content-type-options"]) bad.push(`${pathname} → ${response.status}`);
  }
  // A malformed page path is the not-found page for a page view and a 400 for another method, on
  // this server bound to 127.0.0.1 as well, where Next sends the proxy's rewrite to itself.
  for (const [method, pathname, expected] of [
    ["GET", "/%ZZ", 404],
    ["HEAD", "/case-studies/%C0%AF", 404],
    ["OPTIONS", "/zz-%ED%A0%80", 400],
    ["DELETE", "/%ZZ", 400],
  ] as const) {
    const response = await rawRequest(method, pathname);
    if (response.status !== expected || !response.headers["x-content-type-options"])
      bad.push(`${method} ${pathname} → ${response.status}, expected ${expected}`);
  }
  const jsonBody = await fetch(`${BASE}/api/auth/callback/admin-token`, { method: "POST", headers: { "content-type": "application/json" }, body: "{bad" });
  await jsonBody.arrayBuffer();
  if (jsonBody.status < 400 || jsonBody.status >= 500 || !jsonBody.headers.get("x-content-type-options"))
    bad.push(`POST non-JSON auth body → ${jsonBody.status}`);
  // A POST with a body and a `next-action` header naming no action (a stale deployment's, or forged,
  // with a newline and a fake log line in it): Next answers 404 and logs a warning, as JSON.
  const forged = 'deadbeef"\n{"level":"error","msg":"forged"}';
  for (const pathname of ["/", "/admin"]) {
    const response = await rawRequest(
      "POST",
      pathname,
      { "next-action": encodeURIComponent(forged).slice(0, 200), "content-type": "text/plain;charset=UTF-8" },
      '["x"]',
    );
    if (response.status < 400 || response.status >= 500) bad.push(`POST ${pathname} with an unknown next-action → ${response.status}`);
  }
  record(
    "malformed input never gets a 500",
    bad.length === 0,
    bad.join("; ") || `${paths.length + 7} malformed requests, every one a 4xx with the security headers`,
  );
}

/** Every line the server wrote once ready (through every attack above) is a JSON log line. */
function everyLineJson() {
  record(
    "every line the server writes is JSON",
    app.plainLines.length === 0,
    app.plainLines.slice(0, 3).join(" | ") || "no plain-text line on stdout or stderr",
  );
}

/** A request whose path is sent byte for byte (fetch would normalise malformed escapes). */
function rawRequest(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: HOST, port: PORT, method, path: pathname, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Streams up to 200 MB anonymously to an admin upload route; returns the bytes sent before the answer. */
function unauthenticatedBigUpload(): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: HOST,
      port: PORT,
      method: "POST",
      path: "/api/upload-case-study-image",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(total) },
    });
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      request.destroy();
      resolve({ status, sentMb: Math.round((sent / 1024 / 1024) * 10) / 10 });
    };
    request.on("response", (response) => finish(response.statusCode ?? 0));
    request.on("error", () => finish(0));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

async function writesAndHeaders(admin: Client) {
  // The server answers 401 and closes the connection while the body is still coming; on a busy
  // machine the client's next write can meet the reset before it has read the answer (status 0).
  // Every try must be cut off early, and one must read the 401 (at most three tries).
  const tries: { status: number; sentMb: number }[] = [];
  while (tries.length < 3 && !tries.some((attempt) => attempt.status === 401)) tries.push(await unauthenticatedBigUpload());
  record(
    "anonymous 200 MB admin upload",
    tries.some((attempt) => attempt.status === 401) && tries.every((attempt) => attempt.sentMb < 50),
    tries.map((attempt) => `answered ${attempt.status || "nothing (connection reset)"} after ${attempt.sentMb} MB of 200 MB were sent`).join("; then "),
  );

  // What navigator.sendBeacon or a no-cors form post from another site can send: no JSON type.
  const message = JSON.stringify({ message: "hello" });
  const length = String(Buffer.byteLength(message));
  const noType = await rawRequest("POST", "/api/conversations/message", { "content-length": length }, message);
  const plain = await rawRequest("POST", "/api/conversations/message", { "content-type": "text/plain", "content-length": length }, message);
  record(
    "JSON endpoints require a JSON content type",
    noType.status === 415 && plain.status === 415,
    `chat message without Content-Type: ${noType.status}; as text/plain: ${plain.status}`,
  );

  const adminPage = await fetch(`${BASE}/admin`);
  await adminPage.arrayBuffer();
  const cacheControl = adminPage.headers.get("cache-control") ?? "";
  record("/admin is never cached by shared caches", /private/.test(cacheControl) && /no-store/.test(cacheControl), `Cache-Control: ${cacheControl}`);

  const forwarded = await admin.fetch("/api/admin/portfolio-filters/reorder", {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://evil.example", "x-forwarded-host": "evil.example" },
    body: JSON.stringify({ filters: [{ slug: "all" }] }),
  });
  await forwarded.arrayBuffer();
  record(
    "session writes ignore X-Forwarded-Host without a trusted proxy",
    forwarded.status === 403,
    `cross-origin write claiming X-Forwarded-Host: ${forwarded.status}`,
  );

  const markup = "&lt;img src=x onerror=alert(1)&gt;Title";
  const created = await fetch(`${BASE}/api/case-studies`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({
      title: `Entity test ${Date.now()}`,
      client: markup,
      industry: "Test",
      challenge: "A challenge long enough to be a challenge.",
      execution: ["&lt;script&gt;alert(1)&lt;/script&gt;step"],
      results: ["done"],
      images: { thumbnail: "", hero: "", gallery: [] },
      metrics: { primary: "1", secondary: [] },
    }),
  });
  const body = (await created.json().catch(() => null)) as { caseStudy?: { client: string; execution: string[] } } | null;
  const stored = JSON.stringify(body?.caseStudy ?? {});
  record(
    "plain-text fields never turn back into markup",
    created.status === 201 && !/<(img|script)/i.test(stored),
    `created ${created.status}; stored client "${body?.caseStudy?.client}", execution ${JSON.stringify(body?.caseStudy?.execution)}`,
  );
}

// ---- run ------------------------------------------------------------------------------------

// ---- leads and privacy ------------------------------------------------------------------------

/** Webhook POSTs received (the lead notifications staff would get). */
const webhookTexts: string[] = [];
function startWebhookReceiver(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        webhookTexts.push(String((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { text?: unknown }).text ?? ""));
      } catch {
        webhookTexts.push("");
      }
      response.writeHead(200).end("ok");
    });
  });
  return new Promise((resolve) => server.listen(WEBHOOK_PORT, HOST, () => resolve(server)));
}

const staff = { authorization: `Bearer ${ADMIN_TOKEN}` };
const staffClient = () => new Client(BASE, "staff");
async function staffJson<T>(pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  const client = staffClient();
  const response = body === undefined ? await client.fetch(pathname, { headers: staff }) : await client.postJson(pathname, body, staff);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed as T };
}

type LeadRow = { id: string; email: string; name: string | null; company: string | null; sources: string[]; lastContactAt: string; qualification: unknown };

async function leadByEmail(email: string): Promise<LeadRow | null> {
  const { body } = await staffJson<{ leads: LeadRow[] }>(`/api/admin/leads?q=${encodeURIComponent(email)}`);
  return body?.leads.find((lead) => lead.email === email) ?? null;
}

async function chatDone(client: Client, body: Record<string, unknown>): Promise<number> {
  const response = await chat(client, body);
  await response.arrayBuffer();
  return response.status;
}

/**
 * The visitor whose lead another visitor claims: it wrote first at the start of the run, so by the
 * time it gives its address it is no longer new (NEW_VISITOR_SECONDS, default 60) and its lead is
 * made whatever the run's floods spent of the newcomers' allowance.
 */
let leadOwner: { client: Client; since: number } | null = null;
async function startLeadOwner() {
  const client = await visitor("lead-owner");
  const status = await chatDone(client, { message: "Hello, just looking around." });
  if (status !== 200) throw new Error(`the lead owner's first message got ${status}`);
  leadOwner = { client, since: Date.now() };
}

async function leadsAndPrivacy() {
  // A second visitor naming a known address changes none of the lead's fields.
  if (!leadOwner) throw new Error("startLeadOwner() did not run");
  const waitMs = leadOwner.since + 61_000 - Date.now();
  if (waitMs > 0) await sleep(waitMs);
  const owner = leadOwner.client;
  await chatDone(owner, {
    message: "We need a launch film, budget $40k.",
    clientName: "Olive Owner",
    clientEmail: "olive@claims.example",
    company: "Olive Co",
  });
  type Detail = { lead: LeadRow & { alsoGiven: unknown[] } };
  const detailOf = async (email: string) => {
    const row = await leadByEmail(email);
    return row ? ((await staffJson<Detail>(`/api/admin/leads/${row.id}`)).body?.lead ?? null) : null;
  };
  const before = await detailOf("olive@claims.example");
  const claimer = await visitor("lead-claimer");
  await chatDone(claimer, {
    message: "Our budget is $1k, we need it tomorrow.",
    clientName: "Mallory",
    clientEmail: "OLIVE@claims.example",
    company: "Evil Corp",
  });
  const after = await detailOf("olive@claims.example");
  const fields = ["name", "company", "sources", "lastContactAt", "qualification"] as const;
  const changed = before && after ? fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])) : [...fields];
  record(
    "a second visitor names a known address",
    changed.length === 0 && (after?.alsoGiven.length ?? 0) === 1,
    `${changed.length} of ${fields.length} lead fields changed${changed.length ? ` (${changed.map((field) => `${field}: ${JSON.stringify(before?.[field]).slice(0, 200)} → ${JSON.stringify(after?.[field]).slice(0, 200)}`).join(", ")})` : ""}; their details listed as "also given": ${after?.alsoGiven.length ?? 0}`,
  );

  // Their PDF naming the lead's address is listed under the lead's attachments as theirs, not the lead's.
  const claimPdf = await claimer.fetch("/api/upload-pdf", {
    method: "POST",
    body: uploadForm("pdf", smallPdf(), "mallory.pdf", "application/pdf", { clientName: "Mallory", clientEmail: "olive@claims.example", message: "my deck" }),
  });
  await claimPdf.arrayBuffer();
  type Attached = { lead: { counts: { attachments: number }; attachments: { name: string; otherVisitor?: boolean }[] } };
  const oliveRow = await leadByEmail("olive@claims.example");
  const olive = oliveRow ? (await staffJson<Attached>(`/api/admin/leads/${oliveRow.id}`)).body?.lead : undefined;
  const theirPdf = olive?.attachments.find((file) => file.name === "mallory.pdf");
  record(
    "another visitor's PDF among a lead's attachments",
    claimPdf.status === 200 && theirPdf?.otherVisitor === true && olive?.counts.attachments === 0,
    `upload ${claimPdf.status}; listed under the lead ${theirPdf ? (theirPdf.otherVisitor ? "badged 'From another visitor'" : "as the lead's own") : "not at all"}; the lead's Files: ${olive?.counts.attachments}`,
  );

  // One visitor creating leads: at most LEADS_PER_VISITOR_PER_MINUTE (default 3).
  const flooder = await visitor("lead-flooder");
  for (let index = 0; index < 20; index += 1) await chatDone(flooder, { message: "hello", clientName: "Flood", clientEmail: `flood${index}@leads.example` });
  const { body: oneVisitor } = await staffJson<{ leads: LeadRow[] }>("/api/admin/leads?q=%40leads.example&limit=100");
  // A new cookie for every message (no trusted IP here): newcomers share one site-wide allowance of
  // new leads (LEADS_NEW_VISITORS_PER_MINUTE, default 8), and staff's channel gets at most
  // NOTIFICATIONS_PER_MINUTE (default 10) messages and one digest a minute. A real newcomer's
  // contact during the flood is kept in its conversation, and becomes a lead with their next
  // message once they are no longer new (checked at the end, realNewcomerLater).
  const heardBefore = webhookTexts.length;
  const minted = await flood(40, 4, async (index) =>
    chat(await visitor("lead-minter"), { message: "hi", clientName: "Minted", clientEmail: `minted${index}@leads.example` }),
  );
  const real = await visitor("real-lead");
  const realFirst = await chat(real, { message: "We'd like a quote for a brand film", clientName: "Real Person", clientEmail: "real.person@leads.example" });
  const realStatus = realFirst.status;
  realNewcomer = { client: real, conversationId: ((await realFirst.json()) as { conversationId?: string }).conversationId ?? "", at: Date.now() };
  // Notifications go out after each answer: wait until the channel has been quiet for 2 s.
  for (let last = -1; last !== webhookTexts.length;) {
    last = webhookTexts.length;
    await sleep(2000);
  }
  const outbox = (await staffJson<{ counts: Record<string, number> }>("/api/admin/leads/notifications")).body?.counts;
  const heard = webhookTexts.slice(heardBefore);
  const singles = heard.filter((text) => text.startsWith("New lead:")).length;
  const digests = heard.filter((text) => / in one digest/.test(text)).length;
  const realLead = await leadByEmail("real.person@leads.example");
  const realKept =
    (await staffJson<{ counts: { conversations: number } }>("/api/admin/privacy/find", { email: "real.person@leads.example" })).body?.counts.conversations ?? 0;
  const flooded = oneVisitor?.leads.filter((lead) => lead.email.startsWith("flood")).length ?? -1;
  const { body: mintedLeads } = await staffJson<{ leads: LeadRow[] }>("/api/admin/leads?q=minted&limit=100");
  const mintedMade = mintedLeads?.leads.filter((lead) => lead.email.startsWith("minted")).length ?? -1;
  record(
    "lead and notification flood",
    flooded <= 3 && singles <= 10 && digests <= 1 && realStatus === 200 && (realLead !== null || realKept === 1),
    `one visitor's 20 addresses made ${flooded} leads; 40 addresses from fresh cookies (${show(minted)}) sent staff ${singles} messages and ${digests} digest (outbox ${JSON.stringify(outbox)}; ${webhookTexts.length} webhook posts in all); a real newcomer's contact during it: ${realLead ? "a lead" : realKept === 1 ? "kept in its conversation" : "missing"}`,
  );

  record(
    "a fresh visitor cookie for every new lead (no trusted IP)",
    mintedMade >= 0 && mintedMade <= 8,
    `40 addresses, each from a cookie minted for it, made ${mintedMade} leads (the newcomers' allowance: 8 a minute, shared); the rest kept in their conversations`,
  );

  // A person's data: an address inside a longer one is someone else's.
  await chatDone(await visitor("al"), { message: "Hi, Al here", clientName: "Al", clientEmail: "al@exact.example" });
  await chatDone(await visitor("x-al"), { message: "Call me on 555-0100, I live at 1 Secret Lane.", clientName: "X Al", clientEmail: "x.al@exact.example" });
  // 300 planted mentions of Pat's address, each inside a long line of filler, from 20 visitors.
  const filler = "lorem-ipsum-".repeat(250);
  const planters = await Promise.all(Array.from({ length: 20 }, (_, index) => visitor(`planter-${index}`)));
  await flood(300, 8, (index) => chat(planters[index % 20], { message: `${filler}\nplanted ${index} for pat@exact.example\n${filler}` }));
  const exportData = async (email: string) => {
    const response = await staffClient().postJson("/api/admin/privacy/export", { email }, staff);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    return strFromU8(zip["data.json"] ?? new Uint8Array());
  };
  const alExport = await exportData("al@exact.example");
  const patExport = await exportData("pat@exact.example");
  const patMentions = (JSON.parse(patExport) as { mentions: { lines: string[] }[] }).mentions;
  const onlyLines = patMentions.every((mention) => mention.lines.every((line) => /^planted \d+ for pat@exact\.example$/.test(line)));
  record(
    "a person's export",
    !alExport.includes("x.al@exact.example") && !alExport.includes("Secret Lane") && onlyLines && !patExport.includes("lorem"),
    `al@'s export holds ${alExport.includes("Secret Lane") ? "x.al@'s message" : "nothing of x.al@"}; ${patMentions.length} planted mentions add ${(patExport.length / 1024).toFixed(0)} KB, their matching lines only: ${onlyLines}`,
  );
  const erased = await staffJson<{ erased: { redacted: number } }>("/api/admin/privacy/erase", {
    email: "al@exact.example",
    confirmEmail: "al@exact.example",
    confirm: true,
  });
  const xal = await staffJson<{ counts: { messages: number } }>("/api/admin/privacy/find", { email: "x.al@exact.example" });
  const xalExport = await exportData("x.al@exact.example");
  record(
    "erasing an address inside a longer one",
    erased.status === 200 && xal.body?.counts.messages === 1 && xalExport.includes("1 Secret Lane"),
    `erase ${erased.status}; x.al@'s messages after: ${xal.body?.counts.messages}, text intact: ${xalExport.includes("1 Secret Lane")}`,
  );

  // An erasure leaves the address nowhere: another visitor names it in every punctuation context,
  // in their name, company and subject (and so their lead's cached qualification), and a résumé
  // names it; after the erasure none of what staff can read holds it, and the résumé (its stored
  // file still does) is listed for staff, who delete it.
  const target = "sam@erase.example";
  await chatDone(await visitor("sam"), { message: "Hi, Sam here", clientName: "Sam", clientEmail: target });
  const contexts = [
    `"${target}"`,
    `'${target}'`,
    `*${target}*`,
    `_${target}_`,
    `\`${target}\``,
    `email=${target}`,
    `https://mail.example/${target}`,
    `{${target}}`,
    `#${target}`,
    `+${target}`,
    `|${target}|`,
    `~${target}`,
  ];
  const quoter = await visitor("quoter");
  const quoterDetails = {
    clientName: `Quinn ${contexts[0]}`,
    company: `{${target}} Studio`,
    subject: `re: ${contexts[4]}`,
    clientEmail: "quinn@erase.example",
  };
  const first = await chat(quoter, { message: `Our budget is $30k, copy ${target} please.`, ...quoterDetails });
  const quoterConversation = ((await first.json()) as { conversationId: string }).conversationId;
  for (const text of contexts) await chatDone(quoter, { message: `Loop in ${text} too.`, conversationId: quoterConversation, ...quoterDetails });
  const referee = await visitor("referee");
  const cv = await referee.fetch("/api/upload-resume", {
    method: "POST",
    body: uploadForm("resume", new TextEncoder().encode(`Rae Ref\nrae@erase.example\nReferee: *${target}*`), "cv.txt", "text/plain"),
  });
  const cvId = ((await cv.json()) as { resumeData?: { id: string } }).resumeData?.id ?? "";
  const readable = async () => {
    const quinn = await leadByEmail("quinn@erase.example");
    const texts = await Promise.all([
      staffJson<unknown>(`/api/admin/conversations/${quoterConversation}`),
      quinn ? staffJson<unknown>(`/api/admin/leads/${quinn.id}`) : Promise.resolve({ body: "no lead" }),
      staffJson<unknown>(`/api/admin/resumes/${cvId}`),
    ]);
    return (
      JSON.stringify(texts.map((text) => text.body))
        .toLowerCase()
        .split(target).length - 1
    );
  };
  const plantedSeen = await readable();
  const erasedSam = await staffJson<{ files: { kind: "upload" | "resume"; id: string }[] }>("/api/admin/privacy/erase", {
    email: target,
    confirmEmail: target,
    confirm: true,
  });
  const leftSeen = await readable();
  const listed = erasedSam.body?.files ?? [];
  const removed = await staffJson<unknown>("/api/admin/privacy/files", { files: listed.map(({ kind, id }) => ({ kind, id })), confirm: true });
  const cvAfter = (await staffClient().fetch(`/api/admin/resumes/${cvId}`, { headers: staff })).status;
  record(
    "an erasure leaves the address nowhere",
    plantedSeen >= contexts.length && leftSeen === 0 && listed.some((file) => file.id === cvId) && removed.status === 200 && cvAfter === 404,
    `planted ${plantedSeen} times where staff read (${contexts.length} punctuation contexts, name, company, subject, qualification, a résumé); after the erasure ${leftSeen}; files naming it listed for staff: ${listed.length}, deleted: ${removed.status}, the résumé then ${cvAfter}`,
  );

  // What staff see is what is stored: no control character reaches storage.
  const nul = await visitor("nul");
  const nulResponse = await chat(nul, { message: "visible\u0000hidden after NUL", clientName: "Nu\u0000ll \u202Eevil", clientEmail: "nul@exact.example" });
  const { conversationId } = (await nulResponse.json()) as { conversationId: string };
  const stored = (await staffJson<{ conversation: { clientName: string }; messages: { message: string }[] }>(`/api/admin/conversations/${conversationId}`))
    .body;
  const shown = stored?.messages[0]?.message ?? "";
  record(
    "control characters",
    shown === "visiblehidden after NUL" && stored?.conversation.clientName === "Null \u202Eevil",
    `a message with a NUL is stored and shown as ${JSON.stringify(shown)}; a name's bidi override is kept (and isolated where shown)`,
  );

  // Paging: a malformed or out-of-range cursor or offset is a 400, never a 500.
  const lists = ["/api/admin/leads", "/api/admin/leads/notifications", "/api/admin/conversations", "/api/admin/knowledge/low-confidence"];
  const cursors = ["%%%", Buffer.from("99999999999999999999:x").toString("base64url"), Buffer.from("1e400:abc").toString("base64url"), "A".repeat(500)];
  const statuses: number[] = [];
  for (const list of lists)
    for (const cursor of cursors) statuses.push((await staffClient().fetch(`${list}?cursor=${encodeURIComponent(cursor)}`, { headers: staff })).status);
  for (const offset of ["-1", "1e30", "99999999999"])
    statuses.push((await staffClient().fetch(`/api/admin/resumes?offset=${offset}`, { headers: staff })).status);
  record(
    "bad paging cursors and offsets",
    statuses.every((status) => status === 400),
    `${statuses.length} requests: ${show(statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))}`,
  );
}

/** The real newcomer of the lead flood: their conversation, and when they gave their address. */
let realNewcomer: { client: Client; conversationId: string; at: number } | null = null;

/** Once the real newcomer is no longer new (NEW_VISITOR_SECONDS, default 60), their next message makes their lead. */
async function realNewcomerLater() {
  if (!realNewcomer) return record("a real newcomer's contact during a fresh-cookie flood", false, "the flood check did not run");
  const waitMs = realNewcomer.at + 61_000 - Date.now();
  if (waitMs > 0) await sleep(waitMs);
  const status = await chatDone(realNewcomer.client, { message: "Any news on that quote?", conversationId: realNewcomer.conversationId });
  const lead = await leadByEmail("real.person@leads.example");
  record(
    "a real newcomer's contact during a fresh-cookie flood",
    status === 200 && lead !== null,
    `their next message a minute on: ${status}; their lead: ${lead ? "stored" : "missing"}`,
  );
}

async function main() {
  const started = Date.now();
  const webhook = await startWebhookReceiver();
  await app.start();
  console.log(`server on ${BASE}, RSS ${serverRssMb()} MB\n`);
  await startLeadOwner();
  await hostileUploads();
  const admin = await lockout();
  await logoutRevokes();
  await floods();
  await conversationOwnership(admin);
  await resumeCosts(admin);
  await downloads(admin);
  await malformed();
  await writesAndHeaders(admin);
  await leadsAndPrivacy();
  await realNewcomerLater();
  everyLineJson();
  webhook.close();

  const failed = checks.filter((check) => !check.ok);
  console.log(`\nsecurity checks took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`security: ${checks.length - failed.length} passed, ${failed.length} failed`);
  app.stop();
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  app.stop();
  process.exit(1);
});
