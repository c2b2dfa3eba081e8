import { chartDays, chartSummary, draftBody, draftErrors, draftFromGroups, emptyDraft, excerpt, formatShare, hasErrors, keptKeys } from "@/lib/admin/knowledge";
import { groupQuestionKeys, rankPhrasings, sameQuestion, textQuestionKey, type KeyStat, type Meanings } from "@/lib/knowledge/groups";
import { loadKeyMeanings } from "@/lib/knowledge/meanings";
import { knowledgeEntrySchemas } from "@/lib/contracts/admin-requests";
import { answerTextProblem } from "@/lib/contracts/knowledge";

// The Knowledge tab's grouping of unanswered questions (rephrasings merge, unrelated questions and
// questions that share a word don't, a group never drifts, the work stays bounded) and the rule for staff answers (plain text, links only to this site).

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
const stat = (key: string, count: number, day = 10): KeyStat => ({ key, count, firstSeen: at(day - 1), lastSeen: at(day) });
const keysOf = (groups: { keys: string[] }[]) => groups.map((group) => [...group.keys].sort());

/** Test meanings: "cost" frames a question (as the concierge's "price" does), "office" sets its scene, "repay" is "refund", every "w…" word is one meaning. */
const meanings: Meanings = {
  synonyms: (word) =>
    word === "refund" ? ["repay"] : word === "repay" ? ["refund"] : /^w\d/.test(word) ? Array.from({ length: 60 }, (_, index) => `w${index}`) : [],
  frame: (word) => word === "cost",
  setting: (word) => word === "office",
};

describe("groupQuestionKeys", () => {
  it("merges a key with the keys that add a word of context to it, and no two that each add their own", () => {
    const groups = groupQuestionKeys(
      [stat("podcast", 9), stat("cost podcast", 4), stat("podcast produce", 2), stat("brand cannabis", 3), stat("cannabis", 1)],
      { meanings },
    );
    // "cost podcast" and "podcast produce" ask two things of podcasts (a price, the making): the
    // older grouping put them in one group through "podcast"; each may join "podcast", not both.
    expect(keysOf(groups)).toEqual([["cost podcast", "podcast"], ["brand cannabis", "cannabis"], ["podcast produce"]]);
    expect(groups[0]).toMatchObject({ count: 13, firstSeen: at(9), lastSeen: at(10) });
    // The most asked key comes first: it names the group.
    expect(groups[0].keys[0]).toBe("podcast");
  });

  it("does not chain: a key joins a group only when it asks the same as every key in it", () => {
    const groups = groupQuestionKeys([stat("podcast", 9), stat("cost podcast", 5), stat("cost website", 4), stat("website", 3), stat("cost", 2)], { meanings });
    // "cost" is the frame of "cost website", not the same question as "website": the older
    // grouping, which compared a key with the group's first key only, put all three together.
    expect(keysOf(groups)).toEqual([["cost podcast", "podcast"], ["cost website", "website"], ["cost"]]);
  });

  it("keeps unrelated questions apart, and a 3-word key sharing one word with another", () => {
    const groups = groupQuestionKeys([
      stat("podcast", 5),
      stat("brand cannabis", 4),
      stat("internship paid", 3),
      stat("austin office open", 2),
      stat("office parking validate", 1),
    ]);
    expect(groups).toHaveLength(5);
  });

  it("never lets a message that names two subjects, however often it is sent, join them", () => {
    // "Is the parking garage wheelchair accessible?", sent more often than either subject.
    const groups = groupQuestionKeys(
      [stat("garage parking wheelchair", 50), stat("parking", 6), stat("wheelchair", 5), stat("office parking", 2), stat("accessible wheelchair", 2)],
      { meanings },
    );
    for (const group of groups)
      expect(
        group.keys.some((key) => key.includes("parking")) && group.keys.some((key) => key.includes("wheelchair") && key !== "garage parking wheelchair"),
      ).toBe(false);
    expect(keysOf(groups)).toEqual([["garage parking wheelchair"], ["office parking", "parking"], ["accessible wheelchair", "wheelchair"]]);
  });

  it("joins synonyms, and a frame word alone joins nothing", () => {
    const groups = groupQuestionKeys(
      [stat("refund", 4), stat("repay", 2), stat("deposit refund", 1), stat("cost", 3), stat("cost drone", 1), stat("cost nft", 1)],
      { meanings },
    );
    expect(keysOf(groups)).toEqual([["deposit refund", "refund", "repay"], ["cost"], ["cost drone"], ["cost nft"]]);
  });

  it("compares keys without the words that set the scene, which alone still meet only themselves", () => {
    // "Is there parking at your office?", "where do I park?", "do you validate parking?": the office is where, not what.
    const groups = groupQuestionKeys([stat("office parking", 5), stat("parking", 3), stat("parking validate", 2), stat("office", 2), stat("office open", 1)], {
      meanings,
    });
    expect(keysOf(groups)).toEqual([["office parking", "parking", "parking validate"], ["office"], ["office open"]]);
    // Without the scene, "office parking" and "parking validate" each add a word of their own.
    expect(keysOf(groupQuestionKeys([stat("office parking", 5), stat("parking", 3), stat("parking validate", 2)]))).toEqual([
      ["office parking", "parking"],
      ["parking validate"],
    ]);
  });

  it("sorts groups by messages, then the latest question; sums counts and spans first to last", () => {
    const groups = groupQuestionKeys([stat("tiktok", 3, 5), stat("drone", 3, 20), stat("drone footage", 1, 2), stat("vr", 7, 1)]);
    expect(groups.map((group) => group.keys[0])).toEqual(["vr", "drone", "tiktok"]);
    expect(groups[1]).toMatchObject({ count: 4, firstSeen: at(1), lastSeen: at(20) });
  });

  it("never merges text keys (messages logged before keys) nor the empty key by their words", () => {
    const groups = groupQuestionKeys([
      stat(textQuestionKey("How much is a podcast"), 2),
      stat(textQuestionKey("How much is a website"), 2),
      stat("", 4),
      stat("podcast", 1),
    ]);
    expect(groups).toHaveLength(4);
  });

  it("caps a group at maxGroupKeys keys (what one dismiss can send)", () => {
    const stats = Array.from({ length: 50 }, (_, index) => stat(`video w${index}`, 1));
    const groups = groupQuestionKeys([stat("video w0", 100), ...stats.slice(1)], { maxGroupKeys: 20, meanings });
    expect(groups.map((group) => group.keys.length)).toEqual([20, 20, 10]);
  });

  it("stays fast and bounded with many keys sharing a word", () => {
    // 20,000 keys, every one with the word "brand": each is compared with at most 64 others per word.
    const stats = Array.from({ length: 20_000 }, (_, index) => stat(`brand t${index % 5000} u${index}`, 1 + (index % 7)));
    const started = performance.now();
    const groups = groupQuestionKeys(stats);
    const elapsed = performance.now() - started;
    expect(groups.reduce((sum, group) => sum + group.keys.length, 0)).toBe(20_000);
    expect(Math.max(...groups.map((group) => group.keys.length))).toBeLessThanOrEqual(200);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("bounds the comparisons of one key: past maxChecks it keeps a group of its own", () => {
    // 400 keys of one meaning in groups of 200: the last key finds two full groups and no check to spare.
    const stats = Array.from({ length: 401 }, (_, index) => stat(`video w${index % 60}`, 401 - index));
    const groups = groupQuestionKeys(stats, { maxGroupKeys: 200, meanings, maxChecks: 100 });
    expect(groups.reduce((sum, group) => sum + group.keys.length, 0)).toBe(401);
    expect(Math.max(...groups.map((group) => group.keys.length))).toBeLessThanOrEqual(200);
  });
});

describe("sameQuestion, with the concierge's language data", () => {
  let real: Meanings;
  beforeAll(async () => {
    real = await loadKeyMeanings();
  });

  it.each([
    ["park", "offic park"],
    ["refund", "repai"],
    ["join nda", "join mutual nda"],
    ["card credit pai", "bank card credit pai transfer"],
    ["saturdai", "sat"],
    // The scene (the agency, its office, studio, team, a meeting) is no part of the subject.
    ["offic park", "park valid"],
    ["dog meet", "dog friendli"],
    ["team union", "union"],
  ])("%p asks what %p asks", (a, b) => {
    expect(sameQuestion(a, b, real)).toBe(true);
    expect(sameQuestion(b, a, real)).toBe(true);
  });

  it.each([
    // One shared word, a frame of the concierge's answers ("ad", "price", "team", "people").
    ["ad", "ad fake"],
    ["ad radio", "ad tiktok"],
    ["price tv", "price podcast"],
    ["team union", "ad shoot team union"],
    ["person", "access disabl person"],
    // One shared subject word, and a subject of its own.
    ["park", "film la park permit shoot"],
    ["refund", "ad refund season tax"],
    ["card credit pai", "art card credit make new"],
    // "Who founded it?" is no "anything to find nearby?" (their words were once one concept).
    ["found", "find nearbi"],
    ["found", "find"],
    // A scene word alone is a question of its own; frames stay ("cost" is not "make").
    ["offic", "offic park"],
    ["team", "team union"],
    ["price podcast", "make podcast"],
    // WordNet's kinds and parts are not read: a refund is a kind of payment, a saturday of weekday;
    // a weekend is a part of a week, a night of a day.
    ["refund", "payment"],
    ["saturdai", "weekdai"],
    ["weekend", "week"],
    ["night shoot", "dai price shoot"],
  ])("%p does not ask what %p asks", (a, b) => {
    expect(sameQuestion(a, b, real)).toBe(false);
    expect(sameQuestion(b, a, real)).toBe(false);
  });

  it("meets a text key or the empty key only as itself", () => {
    expect(sameQuestion(textQuestionKey("parking?"), textQuestionKey("parking?"), real)).toBe(true);
    expect(sameQuestion(textQuestionKey("parking?"), "park", real)).toBe(false);
    expect(sameQuestion("", "park", real)).toBe(false);
  });
});

describe("textQuestionKey", () => {
  it("is the text lowercased with its spaces collapsed, marked, at most 200 characters", () => {
    expect(textQuestionKey("  Do you  do\n PODCASTS? ")).toBe("text:do you do podcasts?");
    expect(textQuestionKey("x".repeat(500))).toHaveLength(200);
  });
});

describe("rankPhrasings", () => {
  it("counts a phrasing once in any case or spacing, most frequent first, then the latest", () => {
    expect(
      rankPhrasings(
        [
          { text: "Do you make podcasts?", count: 2, lastSeen: at(1) },
          { text: "do you make  podcasts?", count: 2, lastSeen: at(3) },
          { text: "Podcast pricing?", count: 3, lastSeen: at(2) },
          { text: "Can you produce a podcast", count: 3, lastSeen: at(4) },
        ],
        3,
      ),
    ).toEqual(["Do you make podcasts?", "Can you produce a podcast", "Podcast pricing?"]);
  });
});

describe("answerTextProblem: plain text, links only to this site", () => {
  const host = "northlight.la";
  it.each([
    "We produce podcasts in house. See /services/video-production or write to studio@northlight.la.",
    "Read https://northlight.la/case-studies/imax, or www.northlight.la/about.",
    "Prices run 10 < 20 < 30 and 5 > 3; <3",
    "Our data: we track reach and watch time.",
  ])("accepts %p", (text) => {
    expect(answerTextProblem(text, host)).toBeNull();
  });

  it.each([
    ["<b>Yes</b>", /HTML tags are not allowed \(found "<b"\)/],
    ["Yes </p>", /HTML/],
    ["<!-- hi -->", /HTML/],
    ["<img src=x onerror=alert(1)>", /HTML/],
    ["Click javascript:alert(1)", /javascript: or data:/],
    ["JavaScript :alert(1)", /javascript: or data:/],
    ["See data:text/html;base64,PHNjcmlwdD4=", /javascript: or data:/],
    ["See https://evil.example/page", /link only to this site \(northlight\.la\)/],
    ["See http://northlight.la.evil.example", /points elsewhere/],
    ["See https://northlight.la@evil.example/", /points elsewhere/],
    ["See https://evil.example\\@northlight.la/", /points elsewhere/],
    ["See //evil.example/x", /points elsewhere/],
    ["See www.evil.example for more", /points elsewhere/],
  ])("refuses %p", (text, message) => {
    expect(answerTextProblem(text, host)).toMatch(message);
  });

  it("is what the request schema checks, naming the field", () => {
    const { create, update } = knowledgeEntrySchemas("localhost:3000");
    const refused = create.safeParse({ question: "Do you podcast?", answer: "Yes. <script>alert(1)</script>" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["answer"] });
    expect(update.safeParse({ answerEs: "Sí: https://evil.example" }).error?.issues[0].path).toEqual(["answerEs"]);
    expect(create.parse({ question: "Do you podcast?", answer: "Yes: http://localhost:3000/services/video-production", answerEs: "  " })).toMatchObject({
      answerEs: null,
      variants: [],
      onPage: false,
      fromKeys: [],
    });
  });
});

describe("the entry editor's draft", () => {
  const phrasing = (key: string, text: string, visitors: number, count = visitors, sameAsHeadline = true) => ({ key, text, visitors, count, sameAsHeadline });
  const steered = {
    question: "Can I get a refund?",
    phrasings: [
      phrasing("refund", "Can I get a refund?", 4),
      phrasing("drone filming price", "What is the price of drone filming?", 3, 3, false),
      phrasing("drone filming price refund", "refund drone filming price", 1, 10, false),
      phrasing("refund refund", "Refund, refund!", 1),
    ],
  };

  it("starts from a group: the headline sent by the most visitors, each phrasing listed, ticked only when it asks the same", () => {
    const draft = draftFromGroups([steered]);
    expect(draft.question).toBe("Can I get a refund?");
    expect(draft.phrasings.map((item) => [item.key, item.kept])).toEqual([
      ["refund", true],
      ["drone filming price", false],
      ["drone filming price refund", false],
      ["refund refund", true],
    ]);
    expect(keptKeys(draft)).toEqual(["refund", "refund refund"]);
    // The kept phrasings become the variants (not the headline), then what staff typed; only their keys are sent.
    expect(draftBody({ ...draft, variants: ["Do you refund deposits?", "  ", "refund, REFUND!"], answer: "Yes." }, keptKeys(draft))).toEqual({
      question: "Can I get a refund?",
      variants: ["Refund, refund!", "Do you refund deposits?"],
      answer: "Yes.",
      answerEs: null,
      serviceSlug: null,
      caseStudyId: null,
      onPage: false,
      fromKeys: ["refund", "refund refund"],
    });
  });

  it("answers several groups together: their phrasings once each, the headline with the most visitors, each phrasing ticked as its own group says", () => {
    const other = {
      question: "Do you refund deposits?",
      phrasings: [phrasing("deposit refund", "Do you refund deposits?", 6), phrasing("refund", "Can I get a refund?", 4)],
    };
    const draft = draftFromGroups([steered, other]);
    expect(draft.question).toBe("Do you refund deposits?");
    expect(draft.phrasings.map((item) => item.key)).toEqual(["refund", "drone filming price", "drone filming price refund", "refund refund", "deposit refund"]);
    expect(keptKeys(draft)).toEqual(["refund", "refund refund", "deposit refund"]);
  });

  it("says when the kept and typed phrasings are more than an entry holds", () => {
    const many = {
      question: "Q?",
      phrasings: Array.from({ length: 20 }, (_, index) =>
        phrasing(
          Array(index + 1)
            .fill("same")
            .join(" "),
          `Same ${index}?`,
          1,
        ),
      ),
    };
    const draft = { ...draftFromGroups([many]), answer: "A." };
    expect(draft.phrasings.every((item) => item.kept)).toBe(true);
    expect(hasErrors(draftErrors(draft, "northlight.la"))).toBe(false);
    expect(draftErrors({ ...draft, variants: ["Another?", "And one more?"] }, "northlight.la").other).toMatch(/at most 20 other phrasings/);
  });

  it("is checked as the server checks it, each message on its field and variant row", () => {
    const draft = { ...emptyDraft(), question: "Q?", variants: ["", "<i>x</i>"], answer: "See https://evil.example" };
    const errors = draftErrors(draft, "northlight.la");
    expect(hasErrors(errors)).toBe(true);
    expect(errors.answer).toMatch(/^May link only to this site/);
    expect(errors.variants).toEqual({});
    expect(draftErrors({ ...draft, answer: "" }, "northlight.la").answer).toBe("Required");
    expect(draftErrors({ ...draft, variants: ["", "v".repeat(301)], answer: "Fine." }, "northlight.la").variants).toEqual({ 1: expect.stringMatching(/300/) });
    expect(hasErrors(draftErrors({ ...draft, answer: "See https://northlight.la/about" }, "northlight.la"))).toBe(false);
  });
});

describe("the chart's figures", () => {
  const stats = {
    timeZone: "America/Los_Angeles",
    days: [
      { date: "2026-11-26", total: 0, answered: 0, unanswered: 0 },
      { date: "2026-11-27", total: 8, answered: 6, unanswered: 2 },
    ],
    totals: { total: 8, answered: 6, unanswered: 2 },
    unansweredShare: 0.25,
  };

  it("gives each day its label and share, and sums it up in a sentence", () => {
    expect(chartDays(stats)).toEqual([
      { date: "2026-11-26", label: "Nov 26", total: 0, answered: 0, unanswered: 0, share: null },
      { date: "2026-11-27", label: "Nov 27", total: 8, answered: 6, unanswered: 2, share: 0.25 },
    ]);
    expect(chartSummary(stats)).toBe(
      "Chat messages per day, Nov 26 to Nov 27 (Los Angeles time): 8 in all, 2 unanswered (25%). The busiest day was Nov 27 with 8.",
    );
    expect(chartSummary({ ...stats, days: [stats.days[0]], totals: { total: 0, answered: 0, unanswered: 0 }, unansweredShare: null })).toBe(
      "No chat messages from Nov 26 to Nov 26 (Los Angeles time).",
    );
  });

  it("formats shares and cuts long texts at a word", () => {
    expect([formatShare(null), formatShare(0), formatShare(0.004), formatShare(0.126), formatShare(1)]).toEqual(["–", "0%", "0.4%", "13%", "100%"]);
    expect(excerpt("one two three four five", 16)).toBe("one two three…");
    expect(excerpt("short")).toBe("short");
  });
});
