import fs from "node:fs";
import path from "node:path";
import { deckNote, resumeMessage } from "@/components/chat/chat-copy";
import {
  answeredFrom,
  answerSource,
  conversationsUrl,
  describeTokenUsage,
  intentBadges,
  NO_TITLES,
  transcriptEntry,
  type AnswerTitles,
} from "@/lib/admin/conversations";
import { CONTACT_FORM_SESSION } from "@/lib/contracts/contact";
import type { ResumeUpload } from "@/lib/contracts/resume";
import { formatFileSize } from "@/lib/file-size";
import { resumeFileUrl, skillSummary } from "@/lib/admin/resumes";

describe("intentBadges", () => {
  it("lists the known intents in order, with counts, then any other intent", () => {
    expect(intentBadges({ vendor: 1, unknown: 2, "service-inquiry": 3, employment: 4, webchat: 0 })).toEqual([
      { intent: "employment", count: 4 },
      { intent: "service-inquiry", count: 3 },
      { intent: "vendor", count: 1 },
      { intent: "unknown", count: 2 },
    ]);
    expect(intentBadges({})).toEqual([]);
  });
});

describe("describeTokenUsage", () => {
  it.each([
    ['{"total_tokens":412}', "total_tokens: 412"],
    ['{"faq_match":"faq:pricing"}', "faq_match: faq:pricing"],
    ['{"faq_match":null}', "faq_match: none"],
    ['{"faq_match":null,"unanswered":true,"evidence":[]}', "faq_match: none · unanswered"],
    ['{"other":1}', null],
    ["not json", null],
    ["null", null],
    [null, null],
  ])("%s -> %s", (raw, expected) => {
    expect(describeTokenUsage(raw)).toBe(expected);
  });
});

describe("conversationsUrl", () => {
  it("asks for one page, with the search and cursor when given", () => {
    expect(conversationsUrl({ limit: 20 })).toBe("/api/admin/conversations?limit=20");
    expect(conversationsUrl({ limit: 20, q: "dana & co", cursor: "abc" })).toBe("/api/admin/conversations?limit=20&q=dana+%26+co&cursor=abc");
  });
});

describe("skillSummary", () => {
  it("shows at most five skills, then '+n more'", () => {
    const skills = ["a", "b", "c", "d", "e", "f", "g"];
    expect(skillSummary(skills)).toEqual({ shown: ["a", "b", "c", "d", "e"], more: "+2 more" });
    expect(skillSummary(skills.slice(0, 5))).toEqual({ shown: ["a", "b", "c", "d", "e"], more: null });
    expect(skillSummary([])).toEqual({ shown: [], more: null });
  });

  it("links to the admin file routes", () => {
    expect(resumeFileUrl("r 1", "view")).toBe("/api/admin/resume/r%201/view");
    expect(resumeFileUrl("r1", "download")).toBe("/api/admin/resume/r1/download");
  });
});

describe("what answered a message, in plain words", () => {
  const titles: AnswerTitles = {
    caseStudies: { "solstice-skincare-glow-season": "Solstice Skincare Glow Season" },
    services: { "video-production": "Video Production" },
    entries: {
      "how-much-does-a-project-cost": { question: "How much does it cost to work with Northlight?", staff: false },
      "do-you-work-with-cannabis-brands": { question: "Do you work with cannabis brands?", staff: true },
    },
  };
  const usage = (value: object) => JSON.stringify(value);

  it.each([
    [{ faq_match: "case-study:solstice-skincare-glow-season", evidence: [] }, "Answered from: the Solstice Skincare Glow Season case study"],
    [{ faq_match: "service:video-production" }, "Answered from: the Video Production service"],
    [{ faq_match: "faq:how-much-does-a-project-cost" }, "Answered from: the FAQ: “How much does it cost to work with Northlight?”"],
    [{ faq_match: "faq:do-you-work-with-cannabis-brands" }, "Answered from: a staff answer: “Do you work with cannabis brands?”"],
    // Why a staff answer answered, as recorded then: the words matched by meaning, and the phrasing
    // (a variant staff kept) when it is not the entry's question.
    [
      {
        faq_match: "faq:do-you-work-with-cannabis-brands",
        entry_match: { phrasing: "Do you work with cannabis brands?", why: "matched cannabis ~ marijuana" },
      },
      "Answered from: a staff answer: “Do you work with cannabis brands?” — matched cannabis ~ marijuana",
    ],
    [
      { faq_match: "faq:do-you-work-with-cannabis-brands", entry_match: { phrasing: "Any weed clients?", why: "same words: weed, clients" } },
      "Answered from: a staff answer: “Do you work with cannabis brands?” — same words: weed, clients (by the phrasing “Any weed clients?”)",
    ],
    [
      { faq_match: "faq:how-much-does-a-project-cost", entry_match: { phrasing: null, why: "it answers questions on pricing" } },
      "Answered from: the FAQ: “How much does it cost to work with Northlight?” — it answers questions on pricing",
    ],
    [{ faq_match: "faq:do-you-work-with-cannabis-brands", entry_match: { why: 3 } }, "Answered from: a staff answer: “Do you work with cannabis brands?”"],
    [{ faq_match: "fact:location" }, "Answered from: the agency's facts (where the agency is)"],
    [{ faq_match: "fact:something-new" }, "Answered from: the agency's facts (something new)"],
    [{ faq_match: null, unanswered: true, evidence: [] }, "Not answered (offered the team's contact)"],
    [{ faq_match: "service:video-production", unanswered: true }, "Partly answered from: the Video Production service (the rest offered the team's contact)"],
    [{ faq_match: null }, "A general reply (a greeting, thanks or a question back), from no page"],
    [{ faq_match: "case-study:gone" }, "Answered from: a case study no longer on the site"],
    [{ faq_match: "service:gone" }, "Answered from: a service no longer on the site"],
    [{ faq_match: "faq:gone" }, "Answered from: an answer since deleted from the Knowledge tab"],
    [{ total_tokens: 1412 }, "Answered by the AI model (1,412 tokens)"],
  ])("%j", (value, expected) => {
    expect(answeredFrom(usage(value), titles)).toBe(expected);
  });

  it("is nothing when nothing was recorded", () => {
    for (const raw of [null, "not json", "null", "[]", usage({ other: 1 })]) expect(answeredFrom(raw, NO_TITLES)).toBeNull();
  });

  it("names the source it looks titles up by", () => {
    expect(answerSource(usage({ faq_match: "case-study:imax" }))).toEqual({ kind: "case-study", id: "imax" });
    expect(answerSource(usage({ faq_match: "faq:a:b" }))).toEqual({ kind: "faq", id: "a:b" });
    expect(answerSource(usage({ faq_match: "cards:branding" }))).toBeNull();
    expect(answerSource(usage({ total_tokens: 3 }))).toBeNull();
  });
});

describe("the transcript", () => {
  const summary = [
    "New message from the contact page.",
    "Name: Dana Brooks",
    "Email: dana@brooks.co",
    "Company: Not provided",
    "Message: We need a brand film.",
    "Name: in the message, not a field",
    "",
    "Budget is $40k.",
    "PDF: brief.pdf",
  ].join("\n");

  it("shows the contact page's message as the form it was, its message whole", () => {
    expect(transcriptEntry({ sessionId: CONTACT_FORM_SESSION, message: summary })).toEqual({
      kind: "contact-form",
      fields: [
        { label: "Name", value: "Dana Brooks" },
        { label: "Email", value: "dana@brooks.co" },
        { label: "Company", value: "Not provided" },
        { label: "Message", value: "We need a brand film.\nName: in the message, not a field\n\nBudget is $40k." },
        { label: "PDF", value: "brief.pdf" },
      ],
    });
    // A lead's message from the contact form, which names its source instead of its session.
    expect(transcriptEntry({ source: "contact-form", message: summary }).kind).toBe("contact-form");
    // Something else sent as the contact form is still shown, as its message.
    expect(transcriptEntry({ sessionId: CONTACT_FORM_SESSION, message: "hello" })).toEqual({
      kind: "contact-form",
      fields: [{ label: "Message", value: "hello" }],
    });
  });

  it("marks the lines the chat writes in the visitor's name after an upload (the chat's own words)", () => {
    const upload = {
      extractedContact: { name: "Maya Chen", email: "maya@example.com", portfolio: null, linkedin: null },
      resumeData: { experience: "8 years", skills: ["Figma"] },
    } as unknown as ResumeUpload;
    for (const role of ["full-time", "internship", "freelancer", null] as const) {
      expect(transcriptEntry({ sessionId: "s1", message: resumeMessage(upload, role) })).toEqual({ kind: "automatic", upload: "résumé" });
    }
    expect(transcriptEntry({ sessionId: "s1", message: deckNote("Q3 brief.pdf") })).toEqual({ kind: "automatic", upload: "deck" });
    expect(transcriptEntry({ sessionId: "s1", message: "I just uploaded a photo" })).toEqual({ kind: "message" });
    expect(transcriptEntry({ sessionId: null, message: "We need a launch film." })).toEqual({ kind: "message" });
  });
});

describe("file sizes", () => {
  it.each([
    [0, "0 KB"],
    [1, "1 KB"],
    [700, "1 KB"],
    [1024, "1 KB"],
    [240 * 1024, "240 KB"],
    [1023 * 1024, "1023 KB"],
    [1024 * 1024 - 1, "1 MB"],
    [1024 * 1024, "1 MB"],
    [3.4 * 1024 * 1024, "3.4 MB"],
    [20 * 1024 * 1024, "20 MB"],
    [1.25 * 1024 ** 3, "1.3 GB"],
  ])("%d bytes read %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("is the one formatter the admin and the lead emails use: no hand-made MB left", () => {
    const admin = fs.readdirSync("components/admin", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const files = [...admin.map((entry) => path.join(entry.parentPath, entry.name)), "lib/leads/notify.ts", "components/panels/resume-upload-card.tsx"];
    expect(files.some((file) => file.endsWith("lead-detail.tsx"))).toBe(true);
    for (const file of files)
      expect({ file, handMade: /\/ 1024|toFixed\([^)]*\)\} ?MB|MB`/.test(fs.readFileSync(file, "utf8")) }).toEqual({ file, handMade: false });
  });
});
