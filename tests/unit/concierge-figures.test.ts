import { caseStudyByFigure } from "../../lib/concierge/figures";
import { answerFromKnowledge, tuningKnowledge } from "../helpers/knowledge";

// Work pointed at by a figure it reached, in the visitor's words: the figures come from the case
// studies' own lines (tests/fixtures/content-pack/tuning.ts adds six that staff might publish).

const byFigure = (message: string) => caseStudyByFigure(tuningKnowledge, message);

describe("the work a figure points at", () => {
  it.each([
    // A share of a change, stated as one ("70% more monthly service calls") or from one figure to another.
    ["you had a client whose phones basically started ringing off the hook, like 70% more calls? who", "kessler-brothers-the-upfront-price"],
    // A sum, "grand" being money, "over" meaning a little more.
    ["which case study pulled in over 400 grand in donations", "harbor-youth-symphony-play-it-forward"],
    // "More than triple" is not "nearly triple" (410 heat pumps) but 95 to 310.
    ["did any of your work more than triple the number of kids trying out for something", "harbor-youth-symphony-play-it-forward"],
    ["a friend said you helped some company sell almost 3x more heat pumps. is that real? who was it", "kessler-brothers-the-upfront-price"],
  ])("%s", (message, id) => {
    expect(byFigure(message)?.study.id).toBe(id);
  });

  it("prefers the line that says what was counted, and a result line to its headline figure", () => {
    expect(byFigure("did any of your work more than triple the number of kids trying out for something")?.line).toMatch(
      /^Audition applications rose from 95 to 310/,
    );
    expect(byFigure("which of your projects got like four times as many people to show up to a concert")?.line).toBe(
      "Spring concert attendance rose from 280 to 1,150",
    );
  });

  it("points at nothing when several stories reached the figure and the words do not tell them apart", () => {
    // Two stories' costs fell by about 40% (a job's and an application's); the words are no help.
    expect(byFigure("which campaign brought down what the client paid to land each job by like 40 percent")).toBeNull();
  });

  it("never meets a figure that went the other way, or the visitor's own figures", () => {
    expect(byFigure("which client's online sales went down like 44%?")).toBeNull();
    expect(byFigure("we have 22 offices and about 400 grand to spend. what have you done for dentists?")).toBeNull();
  });
});

describe("a reply to work pointed at by a figure", () => {
  it("answers with the line that states it, naming the client", async () => {
    const answer = await answerFromKnowledge({
      kb: tuningKnowledge,
      message: "you had a client whose phones basically started ringing off the hook, like 70% more calls? who",
    });
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toMatch(/^Kessler Brothers Plumbing & Air: Inbound service calls rose from 2,300 to 3,900 a month/);
  });
});
