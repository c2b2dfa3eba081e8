import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch, type MiddlewareSourceConfig } from "next/experimental/testing/server";
import type { PrismaClient } from "@/lib/db/prisma";
import { FILE_CSP, NON_PAGE_CSP } from "@/lib/http/security-headers";
import { importRoute } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";

// Regressions found by `npm run fuzz` (scripts/fuzz.ts), through the real modules and a real
// SQLite file: answers that were a bare 405/400/404 page instead of the API's error envelope, a
// refusal without its path's Content-Security-Policy, and a 500 for a lone surrogate in JSON.

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Proxy = (request: NextRequest) => Promise<Response>;

const TOKEN = "bad-input-admin-token-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "bad-input-"));
const ENV = { ADMIN_TOKEN: TOKEN, UPLOAD_DIR: uploadDir, BLOB_READ_WRITE_TOKEN: undefined };
const ORIGIN = "http://localhost";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const context = { params: Promise.resolve({}) };

let prisma: PrismaClient;
let proxy: Proxy;

beforeAll(async () => {
  prisma = await prepareTestDatabase();
  proxy = (await importRoute<{ proxy: Proxy }>("@/proxy", ENV)).proxy;
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Every route module under app/ but next-auth's and the API's catch-all (tested below): "@/app/api/cards/route"… */
function routeModules(dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(full);
    return entry.name === "route.ts" ? [`@/${full.replace(/\.ts$/, "")}`] : [];
  });
}
const ROUTES = routeModules().filter(
  (module) => !module.includes("[...nextauth]") && !module.includes("[[...path]]") && !module.includes("case-studies-bundle"),
);

describe("every route answers the methods it does not serve in the error envelope", () => {
  it("finds the routes", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(22);
  });

  it.each(ROUTES)("%s", async (module) => {
    const handlers = await importRoute<Record<string, Handler>>(module, ENV);
    const options = await handlers.OPTIONS(new Request(`${ORIGIN}/x`, { method: "OPTIONS" }), context);
    expect(options.status).toBe(204);
    const allow = options.headers.get("allow") ?? "";
    const allowed = allow.split(", ");
    expect(allowed).toContain("OPTIONS");
    for (const method of METHODS) {
      // Next answers HEAD with the GET handler; every other method must be the module's own,
      // or Next answers a bare 405 with no body.
      if (method === "HEAD" && allowed.includes("GET")) continue;
      expect(typeof handlers[method]).toBe("function");
      if (allowed.includes(method)) continue;
      const body = method === "GET" || method === "HEAD" ? undefined : "{}";
      const response = await handlers[method](new Request(`${ORIGIN}/x`, { method, body, headers: { "content-type": "application/json" } }), context);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      if (method !== "HEAD") expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });

  it("keeps the stored-file policy on the résumé view's refusals (its path's rule leaves the policy to the handler)", async () => {
    const view = await importRoute<Record<string, Handler>>("@/app/api/admin/resume/[id]/view/route", ENV);
    const response = await view.DELETE(new Request(`${ORIGIN}/api/admin/resume/x/view`, { method: "DELETE" }), context);
    expect(response.headers.get("content-security-policy")).toBe(FILE_CSP);
  });
});

describe("/api paths no route serves", () => {
  it.each([...METHODS, "OPTIONS"])("answer %s with a 404 in the error envelope, not the HTML not-found page", async (method) => {
    const catchAll = await importRoute<Record<string, Handler>>("@/app/api/[[...path]]/route", ENV);
    const body = method === "GET" || method === "HEAD" ? undefined : "{}";
    const response = await catchAll[method](new Request(`${ORIGIN}/api/nope`, { method, body }), { params: Promise.resolve({ path: ["nope"] }) });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
    if (method !== "HEAD") expect((await response.json()).error.code).toBe("not_found");
  });

  it("carry the stored-file policy under the file paths", async () => {
    const catchAll = await importRoute<Record<string, Handler>>("@/app/api/[[...path]]/route", ENV);
    const response = await catchAll.GET(new Request(`${ORIGIN}/api/admin/resume/x/other`), {
      params: Promise.resolve({ path: ["admin", "resume", "x", "other"] }),
    });
    expect(response.headers.get("content-security-policy")).toBe(FILE_CSP);
  });
});

describe("the proxy's matcher", () => {
  // (Next resolves "/api/auth/%2e%2e/%2e%2e" to "/" before matching: a form POST to it is one to "/".)
  it.each(["/", "/about", "/case-studies/imax"])(
    "runs the proxy for a body sent to the page %s, so it is refused with the security headers",
    async (pathname) => {
      const { config } = await importRoute<{ config: MiddlewareSourceConfig }>("@/proxy", ENV);
      expect(unstable_doesMiddlewareMatch({ config, url: pathname, headers: { "content-length": "3" } })).toBe(true);
      expect(unstable_doesMiddlewareMatch({ config, url: pathname, headers: { "transfer-encoding": "chunked" } })).toBe(true);
    },
  );

  it.each(["/api/conversations/message", "/api/upload-pdf", "/api/auth/callback/admin-token", "/media/reel.mp4"])(
    "leaves a body sent to %s to its handler, which reads it within its own limits",
    async (pathname) => {
      const { config } = await importRoute<{ config: MiddlewareSourceConfig }>("@/proxy", ENV);
      expect(unstable_doesMiddlewareMatch({ config, url: pathname, headers: { "content-length": "3" } })).toBe(false);
    },
  );
});

describe("the proxy", () => {
  it.each(["/api/cards", "/api/admin/conversations"])(
    "refuses a method Next does not route on %s with 405 in the error envelope (Next: a bare 400)",
    async (pathname) => {
      const response = await proxy(new NextRequest(`${ORIGIN}${pathname}`, { method: "PROPFIND" }));
      expect(response.status).toBe(405);
      expect((await response.json()).error.code).toBe("method_not_allowed");
      expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
    },
  );

  it.each([
    ["PROPFIND", "/about"],
    ["DELETE", "/"],
    ["POST", "/case-studies/imax"],
    ["OPTIONS", "/services"],
  ])("refuses %s on the page %s with 405, Allow and the security policy (Next: a bare 405 or 400 with no headers)", async (method, pathname) => {
    const response = await proxy(new NextRequest(`${ORIGIN}${pathname}`, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await response.json()).error.code).toBe("method_not_allowed");
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
  });

  it.each([
    ["GET", "/about"],
    ["HEAD", "/"],
    ["DELETE", "/robots.txt"],
    ["DELETE", "/uploads/case-studies/x"],
  ])("leaves %s %s to its page or route", async (method, pathname) => {
    const response = await proxy(new NextRequest(`${ORIGIN}${pathname}`, { method }));
    expect(response.status).toBe(200);
  });

  it.each([
    ["/api/admin/resume/x/view", FILE_CSP],
    ["/api/admin/uploads/x/download", FILE_CSP],
    ["/api/admin/conversations", NON_PAGE_CSP],
  ])("refuses %s without credentials with its path's policy (the résumé view's refusal had none)", async (pathname, policy) => {
    const response = await proxy(new NextRequest(`${ORIGIN}${pathname}`));
    expect(response.status).toBe(401);
    expect(response.headers.get("content-security-policy")).toBe(policy);
  });
});

describe("JSON bodies with a lone surrogate escape", () => {
  it("are stored with U+FFFD in its place (the database refused them: a 500)", async () => {
    const create = (await importRoute<Record<string, Handler>>("@/app/api/case-studies/route", ENV)).POST;
    const body = `{"title":"Lone \\ud800 surrogate","client":"c\\udc00","industry":"i","challenge":"c","metrics":{"primary":"1","secondary":["\\ud83d"]}}`;
    const response = await create(
      new Request(`${ORIGIN}/api/case-studies`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body }),
      context,
    );
    expect(response.status).toBe(201);
    const stored = await prisma.caseStudy.findUniqueOrThrow({ where: { id: "lone-surrogate" } });
    expect(stored.title).toBe("Lone \ufffd surrogate");
    expect(stored.client).toBe("c\ufffd");
    expect(stored.metrics).toEqual({ primary: "1", secondary: ["\ufffd"] });
  });
});

describe("POST /api/upload-pdf failures", () => {
  it("carry the API's error envelope beside { success: false, message }", async () => {
    const upload = (await importRoute<Record<string, Handler>>("@/app/api/upload-pdf/route", ENV)).POST;
    const form = new FormData();
    form.append("clientName", "Jane");
    form.append("clientEmail", "jane@example.com");
    form.append("message", "hi");
    form.append("pdf", new File(["not a pdf"], "deck.pdf", { type: "application/pdf" }));
    const response = await upload(new Request(`${ORIGIN}/api/upload-pdf`, { method: "POST", body: form }), context);
    expect(response.status).toBe(415);
    const message = "Only PDF files can be attached. Please select a PDF file.";
    expect(await response.json()).toEqual({ success: false, message, error: { code: "unsupported_media_type", message, requestId: expect.any(String) } });
  });
});

describe("/api/auth/* with other methods", () => {
  const call = async (method: string, pathname: string) => {
    const route = await importRoute<Record<string, Handler>>("@/app/api/auth/[...nextauth]/route", ENV);
    const segments = pathname.split("/").slice(3);
    const request = new NextRequest(`${ORIGIN}${pathname}`, {
      method,
      body: method === "OPTIONS" ? undefined : "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    return route[method](request, { params: Promise.resolve({ nextauth: segments }) });
  };

  it.each([
    ["PUT", "/api/auth/csrf", 405, "GET"],
    ["DELETE", "/api/auth/signout", 405, "POST"],
    ["OPTIONS", "/api/auth/session", 405, "GET"],
    ["PATCH", "/api/auth/signin", 404, null],
  ])("%s %s answers %i in the error envelope (Next: a bare 405)", async (method, pathname, status, allow) => {
    const response = await call(method, pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get("allow")).toBe(allow);
    expect((await response.json()).error.code).toBe(status === 405 ? "method_not_allowed" : "not_found");
  });
});
