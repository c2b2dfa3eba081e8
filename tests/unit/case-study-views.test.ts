import { storyParts } from "@/lib/case-studies/views";
import { caseStudies } from "@/lib/content/case-studies";

// The written parts of a case study that its page and the portfolio's detail view both tell.

const study = caseStudies[0];

describe("storyParts", () => {
  it("tells the challenge, the strategy, the execution and the results, in that order", () => {
    const full = { ...study, strategy: "Own the night.", execution: ["Shot in one take"], results: ["2x sales"] };
    expect(storyParts(full)).toEqual([
      { title: "The Challenge", text: full.challenge },
      { title: "Our Strategy", text: "Own the night." },
      { title: "Execution", items: ["Shot in one take"] },
      { title: "Results", items: ["2x sales"] },
    ]);
  });

  it("leaves out a part with nothing to say, never the challenge", () => {
    expect(storyParts({ ...study, strategy: null, execution: [], results: [] })).toEqual([{ title: "The Challenge", text: study.challenge }]);
    expect(storyParts({ ...study, strategy: "", execution: [], results: ["Up 40%"] }).map((part) => part.title)).toEqual(["The Challenge", "Results"]);
  });
});
