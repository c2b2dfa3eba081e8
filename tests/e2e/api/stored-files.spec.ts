import fs from "node:fs";
import { expect, test, type APIResponse } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { expectBaselineHeaders } from "../support/headers";

// Stored files reach the browser with the sandbox policy (and only it), whatever next.config.ts
// sends site-wide, and download under a name the server builds from the sniffed type.

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

function policies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .map(({ value }) => value);
}

test.describe("stored files", () => {
  test("a text résumé named .html is viewed and downloaded sandboxed, as .txt", async ({ request }) => {
    const upload = await request.post("/api/upload-resume", {
      multipart: {
        resume: { name: "cv\u202Elmth.html", mimeType: "text/html", buffer: Buffer.from("Sam Rivera\nsam@example.com\n<script>alert(1)</script>\n") },
      },
    });
    expect(upload.status()).toBe(200);
    const { resumeData } = (await upload.json()) as { resumeData: { id: string } };

    for (const mode of ["view", "download"] as const) {
      const response = await request.get(`/api/admin/resume/${resumeData.id}/${mode}`, { headers: admin });
      expect(response.status()).toBe(200);
      const csp = policies(response);
      expect(csp).toHaveLength(1);
      expect(csp[0]).toContain("sandbox");
      expect(csp[0]).toContain("default-src 'none'");
      expectBaselineHeaders(response);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.headers()["content-disposition"]).toBe(
        `${mode === "view" ? "inline" : "attachment"}; filename="cvlmth.txt"; filename*=UTF-8''cvlmth.txt`,
      );
    }
  });

  test("a PDF résumé is viewed without sandbox (Chrome's PDF viewer refuses it) but still loads nothing", async ({ request }) => {
    const upload = await request.post("/api/upload-resume", {
      multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: fs.readFileSync("tests/fixtures/resumes/01-maya-chen.pdf") } },
    });
    expect(upload.status()).toBe(200);
    const { resumeData } = (await upload.json()) as { resumeData: { id: string } };

    const view = await request.get(`/api/admin/resume/${resumeData.id}/view`, { headers: admin });
    expect(view.headers()["content-type"]).toBe("application/pdf");
    expect(policies(view)).toEqual(["default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"]);
    expectBaselineHeaders(view);

    const download = await request.get(`/api/admin/resume/${resumeData.id}/download`, { headers: admin });
    expect(policies(download)).toHaveLength(1);
    expect(policies(download)[0]).toContain("sandbox");
    expect(download.headers()["content-disposition"]).toContain('filename="cv.pdf"');
  });

  test("a contact PDF is viewed like a PDF résumé (one policy, no sandbox) and downloaded sandboxed", async ({ request }) => {
    const upload = await request.post("/api/upload-pdf", {
      multipart: {
        pdf: { name: "brief.pdf", mimeType: "application/pdf", buffer: fs.readFileSync("tests/fixtures/resumes/01-maya-chen.pdf") },
        clientName: "Stored Files",
        clientEmail: "stored-files@example.com",
        message: "Brief attached",
      },
    });
    expect(upload.status()).toBe(200);
    const { uploadId } = (await upload.json()) as { uploadId: string };

    const view = await request.get(`/api/admin/uploads/${uploadId}/view`, { headers: admin });
    expect(view.status()).toBe(200);
    expect(view.headers()["content-type"]).toBe("application/pdf");
    expect(view.headers()["content-disposition"]).toMatch(/^inline; filename="brief.pdf"/);
    expect(policies(view)).toEqual(["default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"]);
    expectBaselineHeaders(view);

    const download = await request.get(`/api/admin/uploads/${uploadId}/download`, { headers: admin });
    expect(policies(download)).toHaveLength(1);
    expect(policies(download)[0]).toContain("sandbox");
  });

  test("an unknown résumé's view answers 404 with the sandbox policy", async ({ request }) => {
    const response = await request.get("/api/admin/resume/no-such-resume/view", { headers: admin });
    expect(response.status()).toBe(404);
    const csp = policies(response);
    expect(csp).toHaveLength(1);
    expect(csp[0]).toContain("sandbox");
    expectBaselineHeaders(response);
  });

  for (const path of [
    "/api/admin/uploads/no-such-upload/download",
    "/api/admin/uploads/no-such-upload/view",
    "/uploads/case-studies/2026/01/00000000-0000-0000-0000-000000000000.png",
  ]) {
    test(`${path} answers with the sandbox policy only`, async ({ request }) => {
      const response = await request.get(path, { headers: admin });
      expect(response.status()).toBe(404);
      const csp = policies(response);
      expect(csp).toHaveLength(1);
      expect(csp[0]).toContain("sandbox");
      expectBaselineHeaders(response);
    });
  }

  test("other paths keep the site-wide policy only", async ({ request }) => {
    for (const path of ["/", "/api/admin/resumes"]) {
      const response = await request.get(path, { headers: admin });
      const csp = policies(response);
      expect(csp).toHaveLength(1);
      expect(csp[0]).toContain("frame-ancestors 'none'");
      expect(csp[0]).not.toContain("sandbox");
    }
  });
});
