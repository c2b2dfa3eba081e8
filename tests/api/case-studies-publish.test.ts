import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  adminCaseStudyListResponseSchema,
  caseStudyBundleSchema,
  caseStudyDeleteResponseSchema,
  caseStudyListResponseSchema,
  caseStudyWriteResponseSchema,
} from "@/lib/contracts/case-studies";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, importModules, messageRequest } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// Unpublish (kept, hidden everywhere a visitor or the concierge reads) and delete (the row, its
// uploaded images, and the knowledge entries' links to it), by staff only.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOKEN = "case-study-publish-admin-token-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "case-studies-publish-"));
let prisma: PrismaClient;
let app: {
  chat: { POST: Handler };
  list: { GET: Handler; POST: Handler };
  item: { PUT: Handler; PATCH: Handler; DELETE: Handler };
  adminList: { GET: Handler };
  bundle: { GET: () => Promise<Response> };
  turn: typeof import("@/lib/concierge/turn");
  knowledge: typeof import("@/lib/concierge/knowledge");
  content: typeof import("@/lib/db/content");
  caseStudies: typeof import("@/lib/db/case-studies");
  images: typeof import("@/lib/uploads/case-study-image");
};

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  // The chat, the pages' readers and the admin's writes share one copy of the app, as one server process.
  app = await importModules<typeof app>(
    {
      chat: "@/app/api/conversations/message/route",
      list: "@/app/api/case-studies/route",
      item: "@/app/api/case-studies/[id]/route",
      adminList: "@/app/api/admin/case-studies/route",
      bundle: "@/app/case-studies-bundle.json/route",
      turn: () => import("@/lib/concierge/turn"),
      knowledge: () => import("@/lib/concierge/knowledge"),
      content: () => import("@/lib/db/content"),
      caseStudies: () => import("@/lib/db/case-studies"),
      images: () => import("@/lib/uploads/case-study-image"),
    },
    { ADMIN_TOKEN: TOKEN, OPENAI_API_KEY: undefined, UPLOAD_DIR: uploadDir, BLOB_READ_WRITE_TOKEN: undefined },
  );
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const params = (value: Record<string, string> = {}) => ({ params: Promise.resolve(value) });
const AUTH: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = AUTH) =>
  new Request(url, { method, headers: { "content-type": "application/json", ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const study = (client: string, title: string) => ({
  title,
  client,
  industry: "Loose-leaf Tea",
  challenge: `${client} wanted Los Angeles cafés to stock its loose-leaf tea beside the coffee.`,
  execution: ["A tasting tour of forty cafés"],
  results: ["Stocked in 62 cafés"],
  metrics: { primary: "Stocked in 62 cafés", secondary: [] },
  images: { thumbnail: "", hero: "", gallery: [] },
  videos: null,
  quote: null,
  videoUrl: null,
});

async function create(body: unknown): Promise<string> {
  const response = await app.list.POST(send("POST", "http://localhost/api/case-studies", body), params());
  expect(response.status).toBe(201);
  return (await answer(response, caseStudyWriteResponseSchema)).caseStudy.id;
}
const setPublished = (id: string, published: boolean, method: "PATCH" | "PUT" = "PATCH", headers = AUTH) =>
  app.item[method](send(method, `http://localhost/api/case-studies/${id}`, { published }, headers), params({ id }));
const remove = (id: string, headers = AUTH) => app.item.DELETE(send("DELETE", `http://localhost/api/case-studies/${id}`, undefined, headers), params({ id }));

/** Where a visitor (and the concierge) can find a case study. */
async function publicly(id: string) {
  const list = await answer(await app.list.GET(new Request("http://localhost/api/case-studies"), params()), caseStudyListResponseSchema);
  const bundle = await answer(await app.bundle.GET(), caseStudyBundleSchema);
  return {
    list: list.case_studies.some((item) => item.id === id),
    map: id in list.caseStudies,
    bundle: id in bundle.caseStudies,
    page: (await app.caseStudies.getCaseStudy(id)) !== null,
    portfolio: (await app.content.listCaseStudies()).some((item) => item.id === id),
    sitemap: (await app.content.caseStudyDates()).has(id),
    concierge: (await app.turn.siteKnowledge()).docs.some((doc) => doc.kind === "case-study" && doc.caseStudy.id === id),
  };
}
const everywhere = { list: true, map: true, bundle: true, page: true, portfolio: true, sitemap: true, concierge: true };
const nowhere = { list: false, map: false, bundle: false, page: false, portfolio: false, sitemap: false, concierge: false };

async function adminList() {
  const response = await app.adminList.GET(new Request("http://localhost/api/admin/case-studies", { headers: AUTH }), params());
  expect(response.status).toBe(200);
  return (await answer(response, adminCaseStudyListResponseSchema)).case_studies;
}

let sessions = 0;
async function ask(message: string): Promise<{ reply: string; caseStudyId: string | null }> {
  const response = await app.chat.POST(
    messageRequest({ message, sessionId: `case-studies-publish-${++sessions}` }, { cookie: await newVisitorCookie() }),
    context,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { reply: string; caseStudyId: string | null };
}

describe("staff only", () => {
  it("refuses the admin list, publishing and deleting without a valid token, and changes nothing", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-token-wrong-token" }];
    for (const headers of attempts) {
      expect((await app.adminList.GET(new Request("http://localhost/api/admin/case-studies", { headers }), params())).status).toBe(401);
      expect((await setPublished("imax", false, "PATCH", headers)).status).toBe(401);
      expect((await remove("imax", headers)).status).toBe(401);
    }
    expect(await prisma.caseStudy.findUnique({ where: { id: "imax" }, select: { published: true } })).toEqual({ published: true });
  });

  it("answers 404 for an unknown id and 400 for a published that is not a boolean", async () => {
    expect((await setPublished("no-such-study", false)).status).toBe(404);
    expect((await remove("no-such-study")).status).toBe(404);
    const bad = await app.item.PATCH(send("PATCH", "http://localhost/api/case-studies/imax", { published: "no" }), params({ id: "imax" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^published:/);
  });
});

describe("unpublish and publish", () => {
  it("hides a case study from every public read and the concierge, keeps it for staff, and brings it back", async () => {
    const id = await create(study("Quillmoor Tea", "Quillmoor Tea: Cafés Beside the Coffee"));
    expect(await publicly(id)).toEqual(everywhere);
    const named = await ask("What did you do for Quillmoor Tea?");
    expect(named.caseStudyId).toBe(id);
    expect(named.reply).toContain("Quillmoor");

    await prisma.knowledgeEntry.create({
      data: { id: "quillmoor-link", question: "Do you work with tea brands?", answer: "Yes.", caseStudyId: id, position: 998 },
    });
    // Written past the API: the concierge is told, as an admin's write tells it.
    app.knowledge.invalidateKnowledgeBase();
    const entryLink = async () => (await app.turn.siteKnowledge()).source.faq.find((entry) => entry.id === "quillmoor-link")?.caseStudyId;
    expect(await entryLink()).toBe(id);

    const signature = await app.content.contentSignature();
    const hidden = await setPublished(id, false);
    expect(hidden.status).toBe(200);
    expect((await answer(hidden, caseStudyWriteResponseSchema)).caseStudy).toMatchObject({ id, published: false, client: "Quillmoor Tea" });
    expect(await app.content.contentSignature()).not.toBe(signature);
    expect(await publicly(id)).toEqual(nowhere);
    expect((await app.turn.siteKnowledge()).clients().named.some((pattern) => new RegExp(pattern.source).test("quillmoor tea"))).toBe(false);
    const unnamed = await ask("What did you do for Quillmoor Tea?");
    expect(unnamed.caseStudyId).toBeNull();
    expect(unnamed.reply).not.toContain("Quillmoor");
    // A knowledge entry linked to it answers without the link; the link itself is kept for staff.
    expect(await entryLink()).toBeNull();
    expect((await prisma.knowledgeEntry.findUnique({ where: { id: "quillmoor-link" } }))?.caseStudyId).toBe(id);
    // Kept: staff see it, badged by its flag, and its row is whole.
    expect((await adminList()).find((item) => item.id === id)).toMatchObject({ published: false, title: "Quillmoor Tea: Cafés Beside the Coffee" });
    expect((await adminList()).find((item) => item.id === "imax")).toMatchObject({ published: true });

    // PUT takes the same field.
    const shown = await setPublished(id, true, "PUT");
    expect(shown.status).toBe(200);
    expect((await answer(shown, caseStudyWriteResponseSchema)).caseStudy.published).toBe(true);
    expect(await publicly(id)).toEqual(everywhere);
    expect((await ask("What did you do for Quillmoor Tea?")).caseStudyId).toBe(id);
    expect(await entryLink()).toBe(id);
    await prisma.knowledgeEntry.delete({ where: { id: "quillmoor-link" } });
    app.knowledge.invalidateKnowledgeBase();
  });

  it("creates a case study unpublished when asked to, published otherwise", async () => {
    const draft = await create({ ...study("Brisbane Kettle", "Brisbane Kettle Draft"), published: false });
    expect(await publicly(draft)).toEqual(nowhere);
    expect((await adminList()).find((item) => item.id === draft)?.published).toBe(false);
    const shown = await create(study("Larkspur Chai", "Larkspur Chai Launch"));
    expect((await adminList()).find((item) => item.id === shown)?.published).toBe(true);
  });
});

describe("delete", () => {
  it("removes the row, its uploaded images (not another's, not the site's media), the knowledge entries' links, and what the concierge knows", async () => {
    const id = await create(study("Ferncastle Matcha", "Ferncastle Matcha in Every Café"));
    const keep = await create(study("Ironbark Oolong", "Ironbark Oolong Tastings"));
    const upload = (name: string) => {
      const key = `case-studies/2026/11/${randomUUID()}.png`;
      fs.mkdirSync(path.join(uploadDir, path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(uploadDir, key), name);
      return key;
    };
    const [own, gallery, shared] = [upload("own"), upload("gallery"), upload("shared")];
    await prisma.caseStudy.update({
      where: { id },
      data: { images: { thumbnail: `/uploads/${own}`, hero: "/media/case-studies/imax/hero.webp", gallery: [`/uploads/${gallery}`, `/uploads/${shared}`] } },
    });
    await prisma.caseStudy.update({ where: { id: keep }, data: { images: { thumbnail: `/uploads/${shared}`, hero: "", gallery: [] } } });
    await prisma.knowledgeEntry.create({
      data: { id: "ferncastle-link", question: "Do you work with tea brands?", answer: "Yes.", caseStudyId: id, position: 999 },
    });
    expect((await ask("What did you do for Ferncastle Matcha?")).caseStudyId).toBe(id);

    const signature = await app.content.contentSignature();
    const response = await remove(id);
    expect(response.status).toBe(200);
    expect(await answer(response, caseStudyDeleteResponseSchema)).toEqual({ deleted: id, imagesRemoved: 2 });
    expect(await prisma.caseStudy.count({ where: { id } })).toBe(0);
    expect(await app.content.contentSignature()).not.toBe(signature);
    expect(await publicly(id)).toEqual(nowhere);
    expect((await adminList()).some((item) => item.id === id)).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, own))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, gallery))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, shared))).toBe(true);
    expect(fs.existsSync(path.join(process.cwd(), "public/media/case-studies/imax/hero.webp"))).toBe(true);
    expect(await prisma.knowledgeEntry.findUnique({ where: { id: "ferncastle-link" }, select: { caseStudyId: true } })).toEqual({ caseStudyId: null });
    const unnamed = await ask("What did you do for Ferncastle Matcha?");
    expect(unnamed.caseStudyId).toBeNull();
    expect(unnamed.reply).not.toContain("Ferncastle");
    expect(await publicly(keep)).toEqual(everywhere);

    expect((await remove(id)).status).toBe(404);
  });

  it("deletes an unpublished case study too, and the signature moves even when nothing else changed", async () => {
    const id = await create({ ...study("Marrowgate Rooibos", "Marrowgate Rooibos Draft"), published: false });
    const signature = await app.content.contentSignature();
    expect((await remove(id)).status).toBe(200);
    expect(await app.content.contentSignature()).not.toBe(signature);
  });
});

describe("which images are ours to delete", () => {
  it("takes the keys of uploads on local disk or Vercel Blob, never the site's media or another host", () => {
    const key = `case-studies/2026/11/${randomUUID()}.webp`;
    const images = (thumbnail: string, hero = "", gallery: string[] = []) => ({ images: { thumbnail, hero, gallery } });
    expect(app.images.uploadedImageKeys(images(`/uploads/${key}`, `/uploads/${key}`, ["/media/case-studies/imax/hero.webp"]), "local")).toEqual([key]);
    const blob = `https://abc123.public.blob.vercel-storage.com/${key}`;
    expect(app.images.uploadedImageKeys(images(blob), "blob")).toEqual([key]);
    expect(app.images.uploadedImageKeys(images(blob), "local")).toEqual([]);
    expect(app.images.uploadedImageKeys(images(`https://example.com/${key}`, "/uploads/resumes/2026/11/x.pdf", ["/uploads/../etc/passwd"]), "blob")).toEqual(
      [],
    );
  });
});
