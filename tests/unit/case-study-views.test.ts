import { indexEntry, matchesFilter, storyParts } from "@/lib/case-studies/views";
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

describe("indexEntry", () => {
  // The index's client component gets only this of each study (its cards are rendered on the
  // server), and everything it gets is written into the page a second time.
  it("is the study's id and the filters it belongs to, nothing else", () => {
    const entry = indexEntry({ ...study, services: ["Video Production", "Brand Strategy"], industry: "Consumer Tech" });
    expect(entry).toEqual({ id: study.id, filters: ["video-production", "brand-strategy", "consumer-tech"] });
  });

  it("puts a study under exactly the filters matchesFilter finds it in", () => {
    for (const each of caseStudies) {
      for (const filter of indexEntry(each).filters) expect(matchesFilter(each, filter)).toBe(true);
    }
  });
});
