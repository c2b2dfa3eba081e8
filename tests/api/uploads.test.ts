import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { caseStudyImageResponseSchema } from "@/lib/contracts/case-studies";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import { resumeDetailSchema, resumePageSchema, resumeUploadResponseSchema } from "@/lib/contracts/resume";
import { contactUploadsResponseSchema, uploadPdfFailureSchema, uploadPdfResponseSchema } from "@/lib/contracts/uploads";
import type { PrismaClient } from "@/lib/db/prisma";
import { createLocalStorage } from "@/lib/storage/local";
import { pdfBomb } from "@/scripts/hostile-inputs";
import { importRoute } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { pdfFile } from "../helpers/pdf";
import { newVisitorCookie } from "../helpers/visitor";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const TOKEN = "uploads-admin-token-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-test-"));
let prisma: PrismaClient;
let routes: {
  pdf: Handler;
  resume: Handler;
  image: Handler;
  resumes: Handler;
  resumeDetail: Handler;
  download: Handler;
  view: Handler;
  contactUploads: Handler;
  contactDownload: Handler;
  publicFile: Handler;
};

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  // The extraction worker's 8 s default is a bound on hostile PDFs; on a machine busy with a build
  // beside the tests, starting a worker and pdf.js alone can take longer. These tests are about
  // what is read, so they give it a minute (the limits themselves are tested in pdf-extract.test.ts).
  const env = { UPLOAD_DIR: uploadDir, ADMIN_TOKEN: TOKEN, BLOB_READ_WRITE_TOKEN: undefined, PDF_EXTRACT_MEMORY_MB: "128", PDF_EXTRACT_TIMEOUT_MS: "50000" };
  const load = async (modulePath: string, method: "GET" | "POST") => (await importRoute<Record<string, Handler>>(modulePath, env))[method];
  routes = {
    pdf: await load("@/app/api/upload-pdf/route", "POST"),
    resume: await load("@/app/api/upload-resume/route", "POST"),
    image: await load("@/app/api/upload-case-study-image/route", "POST"),
    resumes: await load("@/app/api/admin/resumes/route", "GET"),
    resumeDetail: await load("@/app/api/admin/resumes/[id]/route", "GET"),
    download: await load("@/app/api/admin/resume/[id]/download/route", "GET"),
    view: await load("@/app/api/admin/resume/[id]/view/route", "GET"),
    contactUploads: await load("@/app/api/admin/uploads/route", "GET"),
    contactDownload: await load("@/app/api/admin/uploads/[id]/download/route", "GET"),
    publicFile: await load("@/app/uploads/[...key]/route", "GET"),
  };
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

// Each test is its own visitor (a page view gave it the visitor cookie), with its own upload allowance.
let visitor = "";
beforeEach(async () => {
  visitor = await newVisitorCookie();
});

const context = (params: Record<string, string | string[]> = {}) => ({ params: Promise.resolve(params) });
const multipart = (url: string, fields: Record<string, string | File>, headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form, headers: { cookie: visitor, ...headers } });
};
const storedFiles = () => (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir, { recursive: true }).filter((entry) => String(entry).includes(".")) : []);

/** A body that counts how much of it was pulled, to prove a refusal did not read it all. */
function countedBody(totalBytes: number, headers: Record<string, string>) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 }, // nothing is pulled until someone reads
  );
  const request = new Request("http://localhost/api/upload-pdf", { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("POST /api/upload-pdf", () => {
  it("stores a real PDF privately with the sender and their message", async () => {
    const response = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", {
        pdf: await pdfFile(["Brief: spring launch"]),
        clientName: "Ana Ruiz",
        clientEmail: "Ana@Ruiz.co",
        message: "Our spring launch brief is attached.",
      }),
      context(),
    );
    expect(response.status).toBe(200);
    const body = await answer(response, uploadPdfResponseSchema);
    expect(body).toMatchObject({ success: true, message: "deck.pdf uploaded", conversationId: expect.any(String) });
    const row = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: body.uploadId } });
    expect(row).toMatchObject({
      clientName: "Ana Ruiz",
      clientEmail: "ana@ruiz.co",
      message: "Our spring launch brief is attached.",
      originalName: "deck.pdf",
    });
    expect(row.storageKey).toMatch(/^contact\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(row.storageKey).not.toContain("deck");
    expect(fs.existsSync(path.join(uploadDir, row.storageKey))).toBe(true);
    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: body.conversationId } });
    expect(conversation).toMatchObject({ sessionId: "contact-form", clientName: "Ana Ruiz" });

    const list = await answer(
      await routes.contactUploads(new Request("http://localhost/api/admin/uploads", { headers: { authorization: `Bearer ${TOKEN}` } }), context()),
      contactUploadsResponseSchema,
    );
    expect(list.uploads[0]).toMatchObject({ id: body.uploadId, originalName: "deck.pdf" });
    expect(list.uploads[0]).not.toHaveProperty("storageKey");
    const download = await routes.contactDownload(
      new Request(`http://localhost/api/admin/uploads/${body.uploadId}/download`, { headers: { authorization: `Bearer ${TOKEN}` } }),
      context({ id: body.uploadId }),
    );
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("joins a chat's conversation when one is named, with the contact optional", async () => {
    const conversationId = "3f1c2b7a-9d4e-4f6a-8b2c-1d2e3f4a5b6c";
    const anonymous = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", {
        pdf: await pdfFile(["Deck"]),
        conversationId,
        sessionId: "chat-session-1",
        clientName: "",
        clientEmail: "",
        message: "Deck shared in the home chat",
      }),
      context(),
    );
    expect(anonymous.status).toBe(200);
    const first = await anonymous.json();
    expect(first).toMatchObject({ success: true, conversationId });
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      sessionId: "chat-session-1",
      clientName: null,
      clientEmail: null,
    });

    // A second deck from the same visitor, now with their contact: it fills the conversation in.
    const named = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", {
        pdf: await pdfFile(["Deck v2"]),
        conversationId,
        clientName: "Ana Ruiz",
        clientEmail: "ana@ruiz.co",
        message: "Deck shared in the home chat",
      }),
      context(),
    );
    expect((await named.json()).conversationId).toBe(conversationId);
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      clientName: "Ana Ruiz",
      clientEmail: "ana@ruiz.co",
    });
    expect(await prisma.uploadedFile.count({ where: { conversationId } })).toBe(2);

    const badId = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", { pdf: await pdfFile(["x"]), conversationId: "../etc", clientName: "", clientEmail: "", message: "" }),
      context(),
    );
    expect(badId.status).toBe(400);
    expect((await badId.json()).success).toBe(false);
  });

  it("refuses a file that only claims to be a PDF (checked by its bytes)", async () => {
    const fake = new File(["<html>not a pdf</html>"], "deck.pdf", { type: "application/pdf" });
    const response = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", { pdf: fake, clientName: "A", clientEmail: "a@b.co", message: "" }),
      context(),
    );
    expect(response.status).toBe(415);
    const message = "Only PDF files can be attached. Please select a PDF file.";
    expect(await answer(response, uploadPdfFailureSchema)).toEqual({
      success: false,
      message,
      error: { code: "unsupported_media_type", message, requestId: expect.any(String) },
    });
  });

  it("refuses a declared body over 20 MB with 413 before reading it", async () => {
    const { request, pulled } = countedBody(25 * 1024 * 1024, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(25 * 1024 * 1024),
    });
    const response = await routes.pdf(request, context());
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
    expect(pulled()).toBe(0);
  });

  it("cuts off a chunked body as soon as it passes the limit", async () => {
    const { request, pulled } = countedBody(40 * 1024 * 1024, { "content-type": "multipart/form-data; boundary=x" });
    const response = await routes.pdf(request, context());
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(21 * 1024 * 1024);
  });

  it("answers success: false with a clear message for missing fields", async () => {
    const noFile = await routes.pdf(multipart("http://localhost/api/upload-pdf", { clientName: "A", clientEmail: "a@b.co", message: "hi" }), context());
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({
      success: false,
      message: "Please attach a PDF file",
      error: { code: "bad_request", message: "Please attach a PDF file", requestId: expect.any(String) },
    });
    const badEmail = await routes.pdf(
      multipart("http://localhost/api/upload-pdf", { pdf: await pdfFile(["x"]), clientName: "A", clientEmail: "nope", message: "" }),
      context(),
    );
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).message).toMatch(/^clientEmail: A valid email address is required/);
    const notMultipart = await routes.pdf(
      new Request("http://localhost/api/upload-pdf", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
      context(),
    );
    expect(notMultipart.status).toBe(415);
  });
});

describe("POST /api/upload-resume", () => {
  it("reads a text résumé into a candidate", async () => {
    const text = [
      "JORDAN REYES",
      "Motion Designer",
      "jordan@reyes.studio | (323) 555-0184 | linkedin.com/in/jordanreyes | reyes.studio/work",
      "Experience",
      "Senior Motion Designer, Lumen Co — 2019 - Present",
      "Motion Designer, Field Day — 2016 - 2019",
      "Skills: After Effects, Cinema 4D, Figma, Storyboarding",
    ].join("\n");
    const response = await routes.resume(
      multipart("http://localhost/api/upload-resume", { resume: new File([text], "jordan.txt", { type: "text/plain" }) }),
      context(),
    );
    expect(response.status).toBe(200);
    const body = await answer(response, resumeUploadResponseSchema);
    expect(body.extractedContact).toEqual({
      name: "Jordan Reyes",
      email: "jordan@reyes.studio",
      portfolio: "https://reyes.studio/work",
      linkedin: "https://www.linkedin.com/in/jordanreyes",
    });
    expect(body.resumeData).toMatchObject({
      originalName: "jordan.txt",
      candidateName: "Jordan Reyes",
      phone: "(323) 555-0184",
      experience: "10 years",
      skills: ["Adobe After Effects", "Cinema 4D", "Figma", "Storyboarding"],
      extractedText: text,
    });
    expect(body.readable).toBe(true);
  });

  it("reads a PDF résumé", async () => {
    const file = await pdfFile(
      ["MAYA CHEN", "Art Director", "maya@chen.design  |  +44 20 7946 0958", "8+ years of brand work", "Figma, Adobe Illustrator, Art Direction"],
      "maya.pdf",
    );
    const body = await (await routes.resume(multipart("http://localhost/api/upload-resume", { resume: file }), context())).json();
    expect(body.extractedContact).toMatchObject({ name: "Maya Chen", email: "maya@chen.design" });
    expect(body.resumeData).toMatchObject({ phone: "+44 20 7946 0958", experience: "8 years", skills: ["Figma", "Adobe Illustrator", "Art Direction"] });
  });

  it("reads PDFs that arrive while the reader is busy after answering them, so every candidate's details reach staff", async () => {
    // One PDF is read at a time and four wait; the rest of twelve at once are answered unread.
    const names = ["Ada", "Ben", "Cleo", "Dev", "Esme", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai", "Lena"].map((first) => `${first} Novak`);
    const bodies = await Promise.all(
      names.map(async (name) => {
        const email = `${name.split(" ")[0].toLowerCase()}@novak.studio`;
        const file = await pdfFile([name.toUpperCase(), "Motion Designer", email, "Figma, Cinema 4D"], "cv.pdf");
        const request = multipart("http://localhost/api/upload-resume", { resume: file }, { cookie: await newVisitorCookie() });
        const response = await routes.resume(request, context());
        expect(response.status).toBe(200);
        return (await response.json()) as { readable: boolean; message: string; resumeData: { id: string } };
      }),
    );
    const later = bodies.filter((body) => !body.readable);
    expect(later.length).toBeGreaterThan(0);
    for (const body of later) expect(body.message).toMatch(/we're reading it now/);
    const ids = bodies.map((body) => body.resumeData.id);
    let named: string[] = [];
    for (let waited = 0; waited < 50_000; waited += 250) {
      named = (await prisma.resume.findMany({ where: { id: { in: ids } }, select: { candidateName: true } })).map((row) => row.candidateName ?? "");
      if (named.every(Boolean)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(named.sort()).toEqual([...names].sort());
    // Each candidate is a lead too, the ones read later included, linked to their résumé.
    const linked = await prisma.resume.findMany({ where: { id: { in: ids } }, select: { email: true, lead: { select: { email: true, sources: true } } } });
    expect(linked.map((row) => row.lead)).toEqual(linked.map((row) => ({ email: row.email, sources: '["resume"]' })));
  });

  it("stores a scanned PDF with no text, and says nothing could be read", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).drawRectangle({ x: 40, y: 40, width: 500, height: 700 });
    const scanned = new File([(await doc.save()) as BlobPart], "scan.pdf", { type: "application/pdf" });
    const body = await (await routes.resume(multipart("http://localhost/api/upload-resume", { resume: scanned }), context())).json();
    expect(body.readable).toBe(false);
    expect(body.message).toMatch(/couldn't read any text/);
    expect(await prisma.resume.count({ where: { id: body.resumeData.id } })).toBe(1);
  });

  it("keeps 50,000 characters of a huge text résumé and echoes a 2,000-character preview", async () => {
    const text = `Casey Morgan\ncasey@morgan.studio\n${"a".repeat(3 * 1024 * 1024)}`;
    const response = await routes.resume(
      multipart("http://localhost/api/upload-resume", { resume: new File([text], "huge.txt", { type: "text/plain" }) }),
      context(),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.extractedContact).toMatchObject({ name: "Casey Morgan", email: "casey@morgan.studio" });
    expect(body.resumeData.extractedText).toBe(text.slice(0, 2000));
    expect(body.resumeData.extractedTextTruncated).toBe(true);
    expect(JSON.stringify(body).length).toBeLessThan(10_000);
    const stored = await prisma.resume.findUniqueOrThrow({ where: { id: body.resumeData.id } });
    expect(stored.extractedText).toBe(text.slice(0, 50_000));
    expect(stored.fileSize).toBe(text.length);
  });

  it("stores a PDF decompression bomb without reading it, and says its text could not be read", async () => {
    const bomb = new File([(await pdfBomb(400 * 1024 * 1024)) as BlobPart], "bomb.pdf", { type: "application/pdf" });
    const response = await routes.resume(multipart("http://localhost/api/upload-resume", { resume: bomb }), context());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.readable).toBe(false);
    expect(body.message).toMatch(/couldn't read any text/);
    expect(await prisma.resume.count({ where: { id: body.resumeData.id } })).toBe(1);
  }, 60_000);

  it("refuses anything but PDF or text, by content, with 415", async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], "resume.pdf", { type: "application/pdf" });
    const response = await routes.resume(multipart("http://localhost/api/upload-resume", { resume: png }), context());
    expect(response.status).toBe(415);
    expect((await answer(response, errorEnvelopeSchema)).error.message).toBe("Please upload a PDF or text file");
  });
});

describe("admin résumé reads", () => {
  const admin = (url: string, handler: Handler, params: Record<string, string> = {}, token: string | null = TOKEN) =>
    handler(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }), context(params));

  it("lists résumés newest first, never exposing storage keys", async () => {
    const response = await admin("http://localhost/api/admin/resumes", routes.resumes);
    expect(response.status).toBe(200);
    const { resumes, total } = await answer(response, resumePageSchema);
    expect(total).toBe(resumes.length);
    expect(resumes.length).toBeGreaterThanOrEqual(3);
    const dates = resumes.map((resume) => Date.parse(resume.uploadDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(resumes[0]).not.toHaveProperty("storageKey");
  });

  it("downloads the original bytes as an attachment and views them inline with the right type", async () => {
    const { resumes } = await (await admin("http://localhost/api/admin/resumes", routes.resumes)).json();
    const textResume = resumes.find((resume: { originalName: string }) => resume.originalName === "jordan.txt");
    const download = await admin(`http://localhost/api/admin/resume/${textResume.id}/download`, routes.download, { id: textResume.id });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="jordan.txt"/);
    expect(await download.text()).toContain("JORDAN REYES");
    const view = await admin(`http://localhost/api/admin/resume/${textResume.id}/view`, routes.view, { id: textResume.id });
    expect(view.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(view.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(view.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("lists summaries without the text, a page at a time", async () => {
    const first = await answer(await admin("http://localhost/api/admin/resumes?limit=2", routes.resumes), resumePageSchema);
    expect(first).toMatchObject({ limit: 2, offset: 0, nextOffset: 2 });
    expect(first.resumes).toHaveLength(2);
    for (const resume of first.resumes) expect(resume).not.toHaveProperty("extractedText");
    const last = await answer(await admin(`http://localhost/api/admin/resumes?limit=2&offset=${first.total - 1}`, routes.resumes), resumePageSchema);
    expect(last.resumes).toHaveLength(1);
    expect(last.nextOffset).toBeNull();
  });

  it("returns one résumé with its full stored text, never cached", async () => {
    const { resumes } = await (await admin("http://localhost/api/admin/resumes", routes.resumes)).json();
    const huge = resumes.find((resume: { originalName: string }) => resume.originalName === "huge.txt");
    const response = await admin(`http://localhost/api/admin/resumes/${huge.id}`, routes.resumeDetail, { id: huge.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const detail = await answer(response, resumeDetailSchema);
    expect(detail).toMatchObject({ id: huge.id, candidateName: "Casey Morgan", originalName: "huge.txt" });
    expect(detail.extractedText).toHaveLength(50_000);
    expect(detail).not.toHaveProperty("storageKey");
    expect((await admin("http://localhost/api/admin/resumes/nope", routes.resumeDetail, { id: "nope" })).status).toBe(404);
    expect((await admin(`http://localhost/api/admin/resumes/${huge.id}`, routes.resumeDetail, { id: huge.id }, null)).status).toBe(401);
  });

  it("refuses without a token and answers 404 for an unknown résumé", async () => {
    expect((await admin("http://localhost/api/admin/resumes", routes.resumes, {}, null)).status).toBe(401);
    expect((await admin("http://localhost/api/admin/resume/x/download", routes.download, { id: "x" }, null)).status).toBe(401);
    expect((await admin("http://localhost/api/admin/resume/nope/view", routes.view, { id: "nope" })).status).toBe(404);
  });
});

describe("POST /api/upload-case-study-image", () => {
  const png = () => {
    const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    return new File([new Uint8Array([...header, ...new Array(64).fill(7)])], "hero.png", { type: "image/png" });
  };
  const upload = (fields: Record<string, string | File>, token: string | null = TOKEN) =>
    routes.image(multipart("http://localhost/api/upload-case-study-image", fields, token ? { authorization: `Bearer ${token}` } : {}), context());

  it("is admin only", async () => {
    expect((await upload({ file: png(), caseStudyId: "imax", imageType: "hero" }, null)).status).toBe(401);
  });

  it("stores a public image, attaches it, and serves it with long cache headers", async () => {
    const response = await upload({ file: png(), caseStudyId: "imax", imageType: "hero" });
    expect(response.status).toBe(201);
    const { path: url } = await answer(response, caseStudyImageResponseSchema);
    expect(url).toMatch(/^\/uploads\/case-studies\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const study = await prisma.caseStudy.findUniqueOrThrow({ where: { id: "imax" } });
    expect((study.images as { hero: string }).hero).toBe(url);

    const gallery = await (await upload({ file: png(), caseStudyId: "imax", imageType: "gallery" })).json();
    const after = await prisma.caseStudy.findUniqueOrThrow({ where: { id: "imax" } });
    expect((after.images as { gallery: string[] }).gallery.at(-1)).toBe(gallery.path);
    expect((after.images as { gallery: string[] }).gallery).toHaveLength(4);

    const key = url.replace("/uploads/", "").split("/");
    const served = await routes.publicFile(new Request(`http://localhost${url}`), context({ key }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("accepts only JPEG, PNG, GIF and WebP by content, and known case studies and image types", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.png", { type: "image/png" });
    expect((await upload({ file: svg, caseStudyId: "imax", imageType: "hero" })).status).toBe(415);
    expect((await upload({ file: png(), caseStudyId: "nope", imageType: "hero" })).status).toBe(404);
    expect((await upload({ file: png(), caseStudyId: "imax", imageType: "banner" })).status).toBe(400);
  });

  it("never serves private folders from /uploads", async () => {
    const [resumeKey] = storedFiles()
      .map(String)
      .filter((entry) => entry.startsWith("resumes/"));
    expect(resumeKey).toBeDefined();
    const response = await routes.publicFile(new Request(`http://localhost/uploads/${resumeKey}`), context({ key: resumeKey.split("/") }));
    expect(response.status).toBe(404);
  });
});

describe("upload rate limit", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_UPLOAD_PER_MINUTE per client IP", async () => {
    const limited = (
      await importRoute<Record<string, Handler>>("@/app/api/upload-resume/route", {
        UPLOAD_DIR: uploadDir,
        RATE_LIMIT_UPLOAD_PER_MINUTE: "2",
        CLIENT_IP_HEADER: "x-real-ip",
      })
    ).POST;
    const send = () =>
      limited(
        multipart("http://localhost/api/upload-resume", { resume: new File(["Sam Lee\nsam@lee.dev"], "sam.txt") }, { "x-real-ip": "198.51.100.23" }),
        context(),
      );
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.message).toBe("Too many uploads. Please wait a minute and try again.");
  });
});

describe("admin image uploads' own allowance", () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(9)])], "g.png", { type: "image/png" });

  it("are counted per admin, never in the cookieless visitors' shared bucket, with a ceiling of their own", async () => {
    // A token of its own: the admin allowance is per credential, and other tests upload with TOKEN.
    const token = "allowance-admin-token-0123456789";
    const env = { UPLOAD_DIR: uploadDir, ADMIN_TOKEN: token, RATE_LIMIT_UPLOAD_PER_MINUTE: "2" };
    const resume = (await importRoute<Record<string, Handler>>("@/app/api/upload-resume/route", env)).POST;
    const image = (await importRoute<Record<string, Handler>>("@/app/api/upload-case-study-image/route", env)).POST;
    const { ADMIN_UPLOAD_FACTOR } = await import("@/lib/uploads/limits");
    const cookieless = (url: string, fields: Record<string, string | File>, headers: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return new Request(url, { method: "POST", body: form, headers });
    };
    // Clients without a cookie (a script, a flood) use up the bucket they share.
    const anonymous = () => resume(cookieless("http://localhost/api/upload-resume", { resume: new File(["Sam Lee\nsam@lee.dev"], "sam.txt") }), context());
    let last = await anonymous();
    while (last.status === 200) last = await anonymous();
    expect(last.status).toBe(429);

    // Staff uploading gallery images are not held up by them, up to their own ceiling.
    const staff = (bearer: string) =>
      image(
        cookieless(
          "http://localhost/api/upload-case-study-image",
          { file: png(), caseStudyId: "imax", imageType: "gallery" },
          { authorization: `Bearer ${bearer}` },
        ),
        context(),
      );
    expect((await staff(token)).status).toBe(201);
    expect(ADMIN_UPLOAD_FACTOR).toBeGreaterThan(1);
    for (let sent = 1; sent < 2 * ADMIN_UPLOAD_FACTOR; sent += 1) expect((await staff(token)).status).toBe(201);
    const refused = await staff(token);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe("Too many uploads. Please wait a minute and try again.");
    // A wrong token is still a 401, not a count against the admin.
    expect((await staff("not-the-admin-token-at-all-000")).status).toBe(401);
  });
});

describe("local storage", () => {
  it("writes, reads and deletes under its root with generated keys, and rejects other keys", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
    const storage = createLocalStorage(root);
    const stored = await storage.put({ folder: "resumes", extension: "pdf", bytes: new TextEncoder().encode("%PDF-1.4"), contentType: "application/pdf" });
    expect(stored.url).toBeNull();
    const body = await storage.get(stored.key);
    expect(await new Response(body!.stream).text()).toBe("%PDF-1.4");
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.delete("resumes/../../x")).rejects.toThrow(/Invalid storage key/);
    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
    const image = await storage.put({ folder: "case-studies", extension: "png", bytes: new Uint8Array([1]), contentType: "image/png" });
    expect(image.url).toBe(`/uploads/${image.key}`);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
