import {
  confirmsEmail,
  describeCounts,
  dispositionName,
  leadDetailUrl,
  leadsExportUrl,
  leadsUrl,
  notificationsUrl,
  qualificationGroups,
  qualificationHighlights,
  totalOf,
} from "@/lib/admin/leads";
import type { Qualification } from "@/lib/contracts/leads";

const fact = (value: string, sentence = `We said ${value}.`) => ({ value, sentence, source: { kind: "message" as const, id: "m1" } });

const qualification: Qualification = {
  services: [{ ...fact("Video Production"), slug: "video-production" }, { ...fact("Branding"), slug: "branding" }],
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
