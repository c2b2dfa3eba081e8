import { conversationsUrl, describeTokenUsage, intentBadges } from "@/lib/admin/conversations";
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
