import {
  confirmsEmail,
  deliveryBanners,
  describeCounts,
  dispositionName,
  durationWords,
  leadDetailUrl,
  leadsExportUrl,
  leadsUrl,
  notificationsUrl,
  PATH_LABELS,
  plainDeliveryError,
  qualificationGroups,
  qualificationHighlights,
  totalOf,
  UNDELIVERED_GRACE_MS,
} from "@/lib/admin/leads";
import { leadPathOf, type Qualification } from "@/lib/contracts/leads";
import { changesNothing, isSamePerson } from "@/lib/leads/same-person";

const fact = (value: string, sentence = `We said ${value}.`) => ({ value, sentence, source: { kind: "message" as const, id: "m1" } });

const qualification: Qualification = {
  services: [
    { ...fact("Video Production"), slug: "video-production" },
    { ...fact("Branding"), slug: "branding" },
  ],
  budget: { ...fact("$50k"), min: 50_000, max: 50_000, period: "project" },
  timeline: fact("by March"),
  industry: null,
  deliverables: [fact("a 30-second spot")],
  location: null,
};

describe("the Leads tab's URLs", () => {
  it("asks for a page with only the filters that are set, and the cursor", () => {
    expect(leadsUrl({ limit: 25 })).toBe("/api/admin/leads?limit=25");
    expect(leadsUrl({ limit: 25, status: "new", source: "contact-form", q: "ruiz & co", cursor: "c1" })).toBe(
      "/api/admin/leads?limit=25&status=new&source=contact-form&q=ruiz+%26+co&cursor=c1",
    );
    expect(leadsUrl({ limit: 25, q: "", cursor: null })).toBe("/api/admin/leads?limit=25");
  });

  it("exports what the list shows, without paging", () => {
    expect(leadsExportUrl({})).toBe("/api/admin/leads/export");
    expect(leadsExportUrl({ status: "won", q: "ana" })).toBe("/api/admin/leads/export?status=won&q=ana");
  });

  it("reads one lead and the outbox", () => {
    expect(leadDetailUrl("a/b")).toBe("/api/admin/leads/a%2Fb");
    expect(notificationsUrl({ limit: 30 })).toBe("/api/admin/leads/notifications?limit=30");
    expect(notificationsUrl({ limit: 30, status: "failed", cursor: "x" })).toBe("/api/admin/leads/notifications?limit=30&status=failed&cursor=x");
  });
});

describe("qualification", () => {
  it("lists every group in reading order, empty ones too", () => {
    const groups = qualificationGroups(qualification);
    expect(groups.map((group) => [group.label, group.facts.map((item) => item.value)])).toEqual([
      ["Services of interest", ["Video Production", "Branding"]],
      ["Budget", ["$50k"]],
      ["Timeline", ["by March"]],
      ["Industry", []],
      ["Deliverables", ["a 30-second spot"]],
      ["Location", []],
    ]);
    expect(qualificationGroups(null).every((group) => group.facts.length === 0)).toBe(true);
  });

  it("sums a lead up in a few words: services, then budget and timeline", () => {
    expect(qualificationHighlights(qualification)).toEqual(["Video Production", "Branding", "$50k"]);
    expect(qualificationHighlights({ ...qualification, services: [] })).toEqual(["$50k", "by March"]);
    expect(qualificationHighlights(null)).toEqual([]);
  });
});

describe("a person's data", () => {
  const counts = { leads: 1, conversations: 2, messages: 5, resumes: 0, uploads: 1, files: 1, notifications: 2, redacted: 1 };

  it("names each count, singular or plural", () => {
    expect(describeCounts(counts).map((item) => item.label)).toEqual([
      "1 lead",
      "2 conversations",
      "5 messages",
      "0 résumés",
      "1 contact PDF",
      "1 stored file",
      "2 notifications",
      "1 mention elsewhere redacted",
    ]);
    expect(totalOf(counts)).toBe(13);
  });

  it("confirms an erasure only with the same address typed again", () => {
    expect(confirmsEmail(" Ana@Ruiz.example ", "ana@ruiz.example")).toBe(true);
    expect(confirmsEmail("ana@ruiz.exampl", "ana@ruiz.example")).toBe(false);
    expect(confirmsEmail("", "")).toBe(false);
  });

  it("names the download as the server does", () => {
    expect(dispositionName('attachment; filename="personal-data.zip"', "x.zip")).toBe("personal-data.zip");
    expect(dispositionName("attachment; filename*=UTF-8''caf%C3%A9.zip", "x.zip")).toBe("café.zip");
    expect(dispositionName("attachment; filename*=UTF-8''%E0%A4%A.zip", "x.zip")).toBe("x.zip");
    expect(dispositionName(null, "x.zip")).toBe("x.zip");
  });
});

describe("a lead's path: clients apart from applicants", () => {
  it("is an applicant only when every source is a résumé or the careers path", () => {
    expect(leadPathOf(["resume"])).toBe("applicant");
    expect(leadPathOf(["employment", "resume"])).toBe("applicant");
    expect(leadPathOf(["chat", "resume"])).toBe("client");
    expect(leadPathOf(["contact-form"])).toBe("client");
    expect(leadPathOf([])).toBe("client");
  });

  it("filters the list and its CSV by path", () => {
    expect(leadsUrl({ limit: 25, path: "applicant" })).toBe("/api/admin/leads?limit=25&path=applicant");
    expect(leadsExportUrl({ path: "client", status: "new" })).toBe("/api/admin/leads/export?status=new&path=client");
    expect(PATH_LABELS).toEqual({ client: "Client", applicant: "Applicant" });
  });
});

describe("the same person from another browser", () => {
  const lead = { email: "dana@brooks.co", name: "Dana Brooks", company: "Brooks & Co" };

  it("is the same address and the same name, case and whitespace aside", () => {
    expect(isSamePerson({ email: " DANA@Brooks.co ", name: "  dana   BROOKS " }, lead)).toBe(true);
    expect(isSamePerson({ email: "dana@brooks.co", name: "Dana Brooks" }, lead)).toBe(true);
  });

  it("is someone else with another name, no name, or another address", () => {
    expect(isSamePerson({ email: "dana@brooks.co", name: "Mallory" }, lead)).toBe(false);
    expect(isSamePerson({ email: "dana@brooks.co", name: null }, lead)).toBe(false);
    expect(isSamePerson({ email: "dana@brooks.co", name: "  " }, { ...lead, name: "" })).toBe(false);
    expect(isSamePerson({ email: "other@brooks.co", name: "Dana Brooks" }, lead)).toBe(false);
    expect(isSamePerson({ email: "not an address", name: "Dana Brooks" }, lead)).toBe(false);
  });

  it("leaves out an 'also given' entry only when accepting it would change nothing", () => {
    expect(changesNothing({ name: "dana brooks", company: null }, lead)).toBe(true);
    expect(changesNothing({ name: "Dana Brooks", company: "brooks & co" }, lead)).toBe(true);
    expect(changesNothing({ name: "Dana Brooks", company: "Evil Corp" }, lead)).toBe(false);
    expect(changesNothing({ name: "Dana Brooks", company: "Brooks & Co" }, { ...lead, company: null })).toBe(false);
    expect(changesNothing({ name: null, company: "Brooks & Co" }, lead)).toBe(false);
  });
});

describe("notifications in plain words", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const email = { channel: "email" as const, count: 3, oldestAt: minutesAgo(40), failed: true, lastError: "connect ECONNREFUSED 127.0.0.1:2526" };

  it("says how long lead emails have not been delivered and what to check, with the raw reason beside it", () => {
    const [banner] = deliveryBanners([email], now);
    expect(banner.text).toBe("Lead emails have not been delivered for 40 minutes: check the mail settings.");
    expect(banner.detail).toBe(
      "The mail server refused the connection: it is down, or the address or port is wrong. 3 notifications are waiting; the outbox keeps retrying on its own. The settings are SMTP_URL and LEAD_NOTIFY_TO.",
    );
    expect(banner.text).not.toContain("ECONNREFUSED");
    expect(banner.error).toBe("connect ECONNREFUSED 127.0.0.1:2526");
  });

  it("names the webhook, in hours and days", () => {
    const webhook = { channel: "webhook" as const, count: 1, oldestAt: minutesAgo(125), failed: true, lastError: "HTTP 404: no_service" };
    expect(deliveryBanners([webhook], now).map((banner) => [banner.text, banner.detail])).toEqual([
      [
        "Lead webhook posts have not been delivered for 2 hours: check the webhook address.",
        "The webhook refused the post (HTTP 404): its address may be wrong or revoked. 1 notification is waiting; the outbox keeps retrying on its own. The settings are LEAD_WEBHOOK_URL.",
      ],
    ]);
    expect(deliveryBanners([{ ...email, oldestAt: minutesAgo(3 * 24 * 60 + 5) }], now)[0].text).toBe(
      "Lead emails have not been delivered for 3 days: check the mail settings.",
    );
  });

  it("is quiet while a notification is on its way, and speaks once one failed or waited past the grace", () => {
    const waiting = { ...email, failed: false, lastError: null, oldestAt: minutesAgo(1) };
    expect(deliveryBanners([waiting], now)).toEqual([]);
    expect(deliveryBanners([{ ...waiting, oldestAt: new Date(now - UNDELIVERED_GRACE_MS).toISOString() }], now)[0]).toMatchObject({
      text: "Lead emails have not been delivered for 5 minutes: check the mail settings.",
      detail: expect.stringMatching(/^Nothing has been sent yet\. 3 notifications are waiting/),
      error: null,
    });
    expect(deliveryBanners([{ ...email, oldestAt: new Date(now - 20_000).toISOString() }], now)[0].text).toBe(
      "Lead emails have not been delivered for less than a minute: check the mail settings.",
    );
    expect(deliveryBanners([], now)).toEqual([]);
  });

  it("says one and many in words", () => {
    expect([0, 59_999, 60_000, 119_999, 59 * 60_000, 60 * 60_000, 47 * 3_600_000, 48 * 3_600_000].map(durationWords)).toEqual([
      "less than a minute",
      "less than a minute",
      "1 minute",
      "1 minute",
      "59 minutes",
      "1 hour",
      "47 hours",
      "2 days",
    ]);
  });

  it.each([
    ["email", "connect ECONNREFUSED 127.0.0.1:2526", "The mail server refused the connection: it is down, or the address or port is wrong."],
    ["webhook", "ECONNREFUSED", "The webhook's server refused the connection: it is down, or the address or port is wrong."],
    ["email", "getaddrinfo ENOTFOUND smtp.exmaple.com", "The mail server's name could not be found: the address is probably mistyped."],
    ["webhook", "no answer within 15000 ms", "The webhook's server did not answer in time."],
    ["email", "Invalid login: 535 5.7.8 Authentication failed", "The mail server did not accept the username or password."],
    [
      "email",
      "Can't send mail - all recipients were rejected: 550 5.1.1 <x@y.z>: Recipient address rejected",
      "The mail server refused the sender or a recipient address.",
    ],
    ["webhook", "HTTP 500: invalid_payload", "The webhook's server failed (HTTP 500)."],
    [
      "none",
      "not configured: set SMTP_URL and LEAD_NOTIFY_TO, or LEAD_WEBHOOK_URL, to be told about new leads",
      "Neither email nor a webhook is set up, so nobody was told.",
    ],
    ["email", "the lead was deleted", "The lead was deleted before it could be sent."],
    ["email", "something odd", "It could not be sent."],
  ] as const)("%s: %s", (channel, error, plain) => {
    expect(plainDeliveryError(channel, error)).toBe(plain);
  });
});
