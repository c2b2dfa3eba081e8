import { notARepeat, type KnowledgeAnswer } from "@/lib/concierge/answer";
import { PHRASES } from "@/lib/concierge/phrases";

// A follow-up the rules could only answer with the previous reply gets the honest fallback (and
// is listed for staff), never the same reply again.

const answer: KnowledgeAnswer = {
  reply: "Our IMAX work (entertainment, Video Production) delivered 68% average view-through.",
  lang: "en",
  faqMatch: "case-study:imax",
  unanswered: false,
  caseStudyId: "imax",
  entryId: null,
  lowConfidence: false,
  questionKey: null,
};
const earlier = { last: "Tell me about the IMAX campaign", lastReply: answer.reply };

describe("notARepeat", () => {
  it("turns a follow-up's repeat of the previous reply into the honest fallback", () => {
    const repeated = notARepeat(answer, { ...earlier, message: "and who shot it?", fromHistory: true });
    expect(repeated).toMatchObject({ reply: PHRASES.en.fallback, unanswered: true, faqMatch: null, caseStudyId: null });
  });

  it.each([
    ["the same question again", { ...earlier, message: "tell me about the IMAX campaign ", fromHistory: true }],
    ["a rephrasing answered from its own words", { ...earlier, message: "what did you make for IMAX?", fromHistory: false }],
    ["a different reply", { ...earlier, lastReply: "Something else.", message: "and who shot it?", fromHistory: true }],
  ])("keeps the answer for %s", (_, turn) => {
    expect(notARepeat(answer, turn)).toBe(answer);
  });

  it("keeps small talk and what the chat shows (no content source)", () => {
    const thanks = { ...answer, faqMatch: null, reply: PHRASES.en.thanks };
    expect(notARepeat(thanks, { message: "thank you!", fromHistory: true, last: "thanks", lastReply: thanks.reply })).toBe(thanks);
  });
});
