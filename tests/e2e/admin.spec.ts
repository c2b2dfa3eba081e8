import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { openAdminTab, signInAsAdmin } from "./support/admin";

// The admin area as staff use it: the login and its errors, the session cookie, the Conversations
// and Resumes tabs, logout, and what crawlers and visitors never get.

const LONG_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}:\d{2}$/;
const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/;

async function typeToken(page: Page, token: string) {
  await page.getByLabel("Admin token").fill(token);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The requests the page itself makes (page.request's calls are the test's, not the page's). */
function pageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

test.describe("admin login", () => {
  test("the server decides: a visitor's /admin is the login screen as sent, and the browser asks no one who it is", async ({ page }) => {
    const requested = pageRequests(page);
    const response = await page.goto("/admin");
    const html = await response!.text();
    expect(html).toContain("Admin Access");
    expect(html).not.toContain("Admin Dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expect(page.getByLabel("Admin token")).toHaveAttribute("type", "password");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => path.startsWith("/api/"))).toEqual([]);
  });

  test("a signed-in admin's /admin is the dashboard as sent, with no session request after load", async ({ page }) => {
    const requested = pageRequests(page);
    await signInAsAdmin(page);
    // The dashboard's one read is its data (the first page of conversations), not who it is.
    await expect(page.getByTestId("conversation-row").first().or(page.getByText("No conversations found"))).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => path.startsWith("/api/"))).toEqual(["/api/admin/conversations"]);
  });

  test("the login errors have the product's exact wording", async ({ page }) => {
    await page.goto("/admin");
    const alert = page.getByRole("main").getByRole("alert");

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText("Admin token is required");

    await typeToken(page, "not-the-admin-token-000000");
    await expect(alert).toHaveText("Invalid admin token");

    await page.route("**/api/admin/conversations?limit=1", (route) => route.fulfill({ status: 403, body: "" }));
    await typeToken(page, E2E_ADMIN_TOKEN);
    await expect(alert).toHaveText("Invalid admin token");

    await page.unroute("**/api/admin/conversations?limit=1");
    await page.route("**/api/admin/conversations?limit=1", (route) => route.fulfill({ status: 500, body: "boom" }));
    await typeToken(page, E2E_ADMIN_TOKEN);
    await expect(alert).toHaveText("Authentication failed");

    await page.unroute("**/api/admin/conversations?limit=1");
    await page.route("**/api/admin/conversations?limit=1", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "42" }, json: { error: { code: "rate_limited", message: "Too many" } } }),
    );
    await typeToken(page, E2E_ADMIN_TOKEN);
    await expect(alert).toContainText("Authentication failed");
    await expect(alert).toContainText("Too many failed attempts. Try again in 42 seconds.");

    await page.unroute("**/api/admin/conversations?limit=1");
    await page.route("**/api/admin/conversations?limit=1", (route) => route.abort("internetdisconnected"));
    await typeToken(page, E2E_ADMIN_TOKEN);
    await expect(alert).toHaveText("Network error occurred");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  test("a valid token opens the dashboard with an HttpOnly session that survives a reload; Logout ends it, on the server too", async ({
    page,
    context,
    request,
  }) => {
    await page.goto("/admin");
    await typeToken(page, E2E_ADMIN_TOKEN);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Monitor conversations and manage content")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Conversations", selected: true })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === "admin-session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // What someone who copied the cookie would hold (`request` has a cookie jar of its own).
    const withSavedCookie = () => request.get("/api/admin/conversations?limit=1", { headers: { cookie: `admin-session=${cookie!.value}` } });
    expect((await withSavedCookie()).status()).toBe(200);
    // Nothing a script can read holds the token or the session.
    const readable = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join(" "));
    expect(readable).not.toContain(E2E_ADMIN_TOKEN);
    expect(readable).not.toContain("admin-session");

    await openAdminTab(page, "Resumes");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // The open tab survives the reload too (it is in the URL's hash).
    await expect(page.getByRole("tab", { name: "Resumes", selected: true })).toBeVisible();
    expect(new URL(page.url()).hash).toBe("#resumes");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "admin-session")).toBeUndefined();
    expect((await page.request.get("/api/admin/conversations?limit=1")).status()).toBe(401);
    // The copied cookie is dead too: Logout revoked its session on the server.
    const replayed = await withSavedCookie();
    expect(replayed.status()).toBe(401);
    expect((await replayed.json()).error.code).toBe("unauthorized");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });

  test("the dashboard tabs are real tabs: arrows, Home and End move between them", async ({ page }) => {
    await signInAsAdmin(page);
    const tabs = page.getByRole("tablist", { name: "Admin sections" });
    // The product's four, in their order and Conversations first and chosen, then Leads and Knowledge.
    await expect(tabs.getByRole("tab")).toHaveText(["Conversations", "Resumes", "Case Studies", "Portfolio Filters", "Leads", "Knowledge"]);
    await tabs.getByRole("tab", { name: "Conversations" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Resumes", selected: true })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Resume Management" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Knowledge", selected: true })).toBeFocused();
    await expect(page.getByRole("heading", { level: 2, name: "Knowledge" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Conversations", selected: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Knowledge", selected: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Leads", selected: true })).toBeFocused();
    await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Portfolio Filters", selected: true })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Conversations", selected: true })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Conversation Monitor" })).toBeVisible();
  });

  test("a lost session shows 'No admin token available' and leads back to the login", async ({ page, context }) => {
    await signInAsAdmin(page);
    await context.clearCookies();
    await openAdminTab(page, "Resumes");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("No admin token available");
    await page.getByRole("button", { name: "Sign in again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });
});

test.describe("Conversation Monitor", () => {
  // @viewport: below 768 px a conversation row stacks its columns.
  test(
    "lists a visitor's conversation with contact, count, time and intents, and shows it in Detailed View",
    { tag: "@viewport" },
    async ({ page }, testInfo) => {
      const name = `Avery Stone ${testInfo.project.name} ${Date.now()}`;
      const conversationId = `e2e-admin-${testInfo.project.name}-${Date.now()}`;
      // The visitor views a page first (its cookie keys its rate limit and owns the conversation).
      await page.goto("/contact");
      for (const message of ["We need a launch campaign for our coffee brand", "Are you hiring freelance editors?"]) {
        const response = await page.request.post("/api/conversations/message", {
          data: { message, sessionId: `s-${conversationId}`, conversationId, clientName: name, clientEmail: "avery@stone.example" },
        });
        expect(response.ok()).toBe(true);
      }

      await signInAsAdmin(page);
      await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
      await page.getByPlaceholder("Search by name, email, subject or message").fill(name);
      const row = page.getByTestId("conversation-row").filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId("conversation-row")).toHaveCount(1);
      await expect(row).toContainText("avery@stone.example");
      await expect(row).toContainText("2 messages");
      await expect(row.locator("time")).toHaveText(SHORT_DATE);
      await expect(row.getByText("service-inquiry")).toBeVisible();
      await expect(row.getByText("employment")).toBeVisible();

      await row.getByRole("button", { name: /View conversation/ }).click();
      await expect(page.getByRole("tab", { name: "Detailed View", selected: true })).toBeVisible();
      const messages = page.getByTestId("conversation-message");
      await expect(messages).toHaveCount(2);
      await expect(messages.nth(0)).toContainText("We need a launch campaign for our coffee brand");
      await expect(messages.nth(1)).toContainText("Are you hiring freelance editors?");
      await expect(messages.nth(0).locator("time")).toHaveText(LONG_DATE);
      // What answered it, in plain words; the stored value is folded away under Technical details.
      await expect(messages.nth(0).getByTestId("answered-from")).toHaveText(/^(Answered from: |Partly answered from: |Not answered \(|A general reply )/);
      await expect(messages.nth(0).getByText(/^faq_match: /)).toBeHidden();
      await expect(messages.nth(1).getByText("employment", { exact: true })).toBeVisible();
    },
  );

  test("empty: 'No conversations found'", async ({ page }) => {
    await page.route("**/api/admin/conversations?limit=20", (route) => route.fulfill({ json: { conversations: [], nextCursor: null } }));
    await signInAsAdmin(page);
    await expect(page.getByText("No conversations found")).toBeVisible();
  });

  test("pages through the log instead of loading it all", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/conversations?")) requested.push(new URL(request.url()).search);
    });
    await signInAsAdmin(page);
    await expect(page.getByTestId("conversation-row").first()).toBeVisible();
    expect(requested.some((search) => search.includes("limit=20"))).toBe(true);
    const more = page.getByRole("button", { name: "Load more conversations" });
    if ((await page.getByTestId("conversation-row").count()) === 20) {
      await more.click();
      await expect.poll(() => requested.some((search) => search.includes("cursor="))).toBe(true);
    } else {
      await expect(more).toHaveCount(0);
    }
  });
});

test.describe("Resume Management", () => {
  // @viewport: the résumé rows and details change columns at 640, 768 and 1024 px.
  test("lists an uploaded résumé, shows its details, and serves the file inline and as a download", { tag: "@viewport" }, async ({ page }) => {
    const upload = await page.request.post("/api/upload-resume", {
      multipart: {
        resume: {
          name: "01-maya-chen.pdf",
          mimeType: "application/pdf",
          buffer: await import("node:fs/promises").then((fs) => fs.readFile(path.join(process.cwd(), "tests/fixtures/resumes/01-maya-chen.pdf"))),
        },
      },
    });
    expect(upload.ok()).toBe(true);

    await signInAsAdmin(page);
    const list = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/resumes");
    await openAdminTab(page, "Resumes");
    // The list carries summaries only, with what a client needs to page.
    const listBody = await (await list).json();
    expect(listBody).toMatchObject({ offset: 0, limit: expect.any(Number), total: expect.any(Number) });
    expect(listBody.resumes[0].extractedText).toBeUndefined();
    await expect(page.getByRole("tab", { name: "Resume List", selected: true })).toBeVisible();
    const row = page.getByTestId("resume-row").filter({ hasText: "Maya Chen" }).first();
    await expect(row).toContainText("maya@mayachen.design");
    await expect(row.locator("time")).toHaveText(SHORT_DATE);
    await expect(row).toContainText(/\d+ KB/);
    const skills = row.getByRole("list", { name: "Skills" }).getByRole("listitem");
    await expect(skills).toHaveCount(6);
    await expect(skills.last()).toHaveText(/^\+\d+ more$/);

    await row.getByRole("button", { name: "Details for Maya Chen" }).click();
    await expect(page.getByRole("tab", { name: "Resume Details", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Maya Chen" })).toBeVisible();
    await expect(page.locator("dd", { hasText: "(213) 555-0198" })).toBeVisible();
    await expect(page.getByRole("link", { name: "https://mayachen.design" })).toBeVisible();
    await expect(page.getByText("Extracted text")).toBeVisible();
    // The full text comes from the résumé's own endpoint.
    await expect(page.getByTestId("resume-text")).toContainText("Senior art director");

    const view = page.getByRole("link", { name: "View", exact: true });
    const viewResponse = await page.request.get((await view.getAttribute("href")) as string);
    expect(viewResponse.headers()["content-type"]).toBe("application/pdf");
    expect(viewResponse.headers()["content-disposition"]).toMatch(/^inline/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), view.click()]);
    expect(popup.url()).toContain("/view");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe("01-maya-chen.pdf");
  });

  test("empty: 'No resumes uploaded yet.'; failure: 'Failed to fetch resumes: {status}'", async ({ page }) => {
    let fail = false;
    await page.route("**/api/admin/resumes?**", (route) =>
      fail ? route.fulfill({ status: 503, body: "" }) : route.fulfill({ json: { resumes: [], total: 0, limit: 25, offset: 0, nextOffset: null } }),
    );
    await signInAsAdmin(page);
    await openAdminTab(page, "Resumes");
    await expect(page.getByText("No resumes uploaded yet.")).toBeVisible();
    fail = true;
    await page.getByRole("button", { name: "Logout" }).click();
    // Wait for the sign-out to finish, or its cookie-clearing answer can land after the new sign-in.
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await signInAsAdmin(page);
    await openAdminTab(page, "Resumes");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Failed to fetch resumes: 503/);
  });
});

test.describe("Resume Details text", () => {
  test("loads while the details show, and says so when the text cannot be fetched", async ({ page }) => {
    const summary = {
      id: "r-detail-test",
      originalName: "sam.pdf",
      candidateName: "Sam Rivera",
      email: "sam@rivera.studio",
      phone: null,
      linkedin: null,
      portfolio: null,
      fileSize: 2048,
      mimeType: "application/pdf",
      uploadDate: new Date().toISOString(),
      experience: "5 years",
      skills: ["Figma"],
      conversationId: null,
      leadId: null,
    };
    await page.route("**/api/admin/resumes?**", (route) => route.fulfill({ json: { resumes: [summary], total: 1, limit: 25, offset: 0, nextOffset: null } }));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/resumes/r-detail-test", async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong" } } });
    });
    await signInAsAdmin(page);
    await openAdminTab(page, "Resumes");
    await page.getByRole("button", { name: "Details for Sam Rivera" }).click();
    await expect(page.getByRole("heading", { name: "Sam Rivera" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Loading" })).toBeVisible();
    release();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Something went wrong");
    await expect(page.getByRole("heading", { name: "Sam Rivera" })).toBeVisible();
  });
});

test.describe("Leads", () => {
  const LEADS_LIST = "**/api/admin/leads?**";

  test("loading rows, then 'No leads yet'; a failed read shows its status and the server's words, and Retry reads again", async ({ page }) => {
    let answer: "hold" | "empty" | "fail" = "hold";
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LEADS_LIST, async (route) => {
      if (answer === "hold") await held;
      if (answer === "fail") return route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "The database is busy" } } });
      return route.fulfill({ json: { leads: [], nextCursor: null } });
    });
    await signInAsAdmin(page);
    await openAdminTab(page, "Leads");
    await expect(page.getByRole("tab", { name: "Lead List", selected: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Loading" })).toBeVisible();
    answer = "empty";
    release();
    await expect(page.getByText("No leads yet.", { exact: false })).toBeVisible();

    answer = "fail";
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("503");
    await expect(alert).toContainText("The database is busy");
    answer = "empty";
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
  });

  test("a lead's résumé opens in the Resumes tab", async ({ page }, testInfo) => {
    const email = `casey.lin+${testInfo.project.name}-${Date.now()}@example.com`;
    const upload = await page.request.post("/api/upload-resume", {
      multipart: {
        resume: {
          name: "casey-lin.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(
            `Casey Lin\nLos Angeles, CA · ${email} · (323) 555-0144\n\nEditor with 6 years of experience.\nSkills: Premiere Pro, DaVinci Resolve\n`,
          ),
        },
      },
    });
    expect(upload.ok()).toBe(true);

    await signInAsAdmin(page);
    await openAdminTab(page, "Leads");
    await page.getByLabel("Search", { exact: true }).fill(email);
    const row = page.getByTestId("lead-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("list", { name: "Sources" })).toContainText("Résumé");
    await row.getByRole("button", { name: "Open lead Casey Lin" }).click();
    const attachment = page.getByTestId("lead-attachment").filter({ hasText: "casey-lin.txt" });
    await expect(attachment).toContainText("Résumé");
    await attachment.getByRole("button", { name: "Open in Resumes →" }).click();
    await expect(page.getByRole("tab", { name: "Resumes", selected: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Resume Details", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Casey Lin" })).toBeVisible();
    await expect(page.getByTestId("resume-text")).toContainText("Editor with 6 years of experience.");
  });
});

test.describe("what crawlers and visitors never get", () => {
  test("/admin is noindex (meta and header)", async ({ page, request }) => {
    const response = await request.get("/admin");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("no public page loads the admin bundle, and a visitor's /admin not the dashboard's", async ({ page, request }) => {
    const scriptsOf = async (url: string) => {
      const loaded: string[] = [];
      const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
        if (response.request().resourceType() === "script") loaded.push(response.url());
      };
      page.on("response", listener);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      page.off("response", listener);
      return loaded;
    };
    // The login screen, the dashboard, and the dashboard's data library (@tanstack/react-query).
    const markers = ["Enter your admin token to open the dashboard.", "Monitor conversations and manage content", "No QueryClient set"];
    const bodies = async (urls: string[]) => Promise.all(urls.map(async (url) => (await request.get(url)).text()));
    const found = (scripts: string[]) => markers.filter((marker) => scripts.some((body) => body.includes(marker)));

    // A visitor's /admin loads the login screen only; a signed-in admin's, the dashboard and its
    // data library too (so this test can fail)...
    expect(found(await bodies(await scriptsOf("/admin")))).toEqual(markers.slice(0, 1));
    await signInAsAdmin(page);
    expect(found(await bodies(await scriptsOf("/admin")))).toEqual(expect.arrayContaining(markers.slice(1)));
    // ...and no public page loads any of it.
    for (const url of ["/", "/contact", "/case-studies", "/about"]) {
      const scripts = await bodies(await scriptsOf(url));
      expect(scripts.length).toBeGreaterThan(0);
      expect(found(scripts)).toEqual([]);
      expect(scripts.filter((body) => body.includes("next-auth"))).toHaveLength(0);
    }
  });
});
