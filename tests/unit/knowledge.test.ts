import fs from "node:fs";
import path from "node:path";
import { Bm25Index } from "@/lib/concierge/bm25";
import { getKnowledgeBase, invalidateKnowledgeBase } from "@/lib/concierge/knowledge";
import { caseStudies } from "@/lib/content/case-studies";
import { faq } from "@/lib/content/faq";
import { services } from "@/lib/content/services";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import { PDF_MAX_LABEL } from "@/lib/contracts/upload-limits";
import type { Reader } from "@/lib/concierge/reader";
import { answerWith, classify, seedKnowledge } from "../helpers/knowledge";

const kb = seedKnowledge;
let reader: Reader;
beforeAll(async () => {
  reader = await kb.reader();
});
const answer = (message: string, hasContact = false, history?: string[]) => answerWith(reader, { message, history, kb, hasContact });

describe("Bm25Index", () => {
  const docs = [
    { id: "a", text: "brand strategy positioning research" },
    { id: "b", text: "video production commercials brand films shoot edit" },
    { id: "c", text: "media buying streaming tv out of home paid social" },
  ];
  const index = new Bm25Index(docs, (doc) => [{ text: doc.text, weight: 1 }]);

  it("ranks the document that shares the rarest terms first", () => {
    expect(index.search("we need a commercial shoot")[0].doc.id).toBe("b");
    expect(index.search("positioning research")[0].doc.id).toBe("a");
    expect(index.search("buying streaming tv")[0].doc.id).toBe("c");
  });

  it("returns nothing for terms it has never seen", () => {
    expect(index.search("zebra quantum")).toEqual([]);
  });

  it("weights fields: a title match beats a body match", () => {
    const weighted = new Bm25Index(
      [
        { id: "title", title: "Video Production", body: "films and commercials" },
        { id: "body", title: "Media Buying", body: "plans that support video production" },
      ],
      (doc) => [
        { text: doc.title, weight: 3 },
        { text: doc.body, weight: 1 },
      ],
    );
    expect(weighted.search("video production")[0].doc.id).toBe("title");
  });
});

describe("answers from the site's content", () => {
  it("quotes the FAQ's cost ranges for a cost question", () => {
    const { reply, faqMatch } = answer("How much does a campaign cost?");
    expect(reply).toContain("$10K-$100K+");
    expect(reply).toContain("$15K a month");
    expect(faqMatch).toBe("faq:how-much-does-a-project-cost");
  });

  it("names Clio, Telly and Shorty for an awards question", () => {
    const { reply } = answer("What awards have you won?");
    for (const award of ["Clio", "Telly", "Shorty"]) expect(reply).toContain(award);
  });

  it("names the matching service and a relevant case study for a service question", () => {
    const { reply, faqMatch } = answer("Our credit union brand feels dated and we want to reposition it");
    expect(reply).toContain("Brand Strategy");
    expect(reply).toContain("Harbor & Hill Credit Union");
    expect(faqMatch).toBe("service:brand-strategy");
    const video = answer("We need a brand film and commercials for our e-bike launch");
    expect(video.reply).toContain("Video Production");
    expect(video.reply).toMatch(/Velo Electric|IMAX|Pacific Crest|Driftwood/);
  });

  it("answers a question the FAQ covers with the FAQ's answer", () => {
    expect(answer("Do you handle media buying?").faqMatch).toBe("faq:do-you-handle-media-buying");
    expect(answer("Do you work with startups?").faqMatch).toBe("faq:do-you-work-with-startups");
  });

  it("asks for contact details only while none are on file", () => {
    expect(answer("We need a social media campaign for our restaurant").reply).toContain("Share your name and email");
    expect(answer("We need a social media campaign for our restaurant", true).reply).not.toContain("Share your name and email");
  });

  it("explains the careers paths and invites a resume", () => {
    const general = answer("Are you hiring?").reply;
    expect(general).toMatch(/freelance/i);
    expect(general).toMatch(/full-time/i);
    expect(general).toMatch(/internship/i);
    expect(general).toMatch(/upload your resume/i);
    expect(answer("Do you have internships for students this summer?").reply).toMatch(/internships are paid/i);
  });

  it("gives vendors the right next step", () => {
    const { reply, faqMatch } = answer("We're a drone company offering aerial footage to agencies like yours");
    expect(reply).toContain(siteConfig.email);
    expect(reply).toMatch(/vendor submissions monthly/);
    expect(faqMatch).toBe("faq:how-should-vendors-reach-you");
  });

  it("answers location, greetings, thanks and gibberish sensibly", () => {
    expect(answer("Where are you located?").reply).toContain("Spring Street");
    expect(answer("hi").reply).toContain(`${siteConfig.name} concierge`);
    expect(answer("thanks so much!").reply).toMatch(/welcome/i);
    expect(answer("asdf jkl").reply).toMatch(/didn't catch that/);
    expect(formattedAddress).toContain("Los Angeles");
  });

  it("opens a named case study with its own headline result", () => {
    const { reply, faqMatch } = answer("What did you do for IMAX?");
    expect(reply).toContain(caseStudies.find((study) => study.id === "imax")!.metrics.primary);
    expect(faqMatch).toBe("case-study:imax");
  });

  it("never states a figure that is not in the content (every fixture message)", () => {
    const source = JSON.stringify({ services, caseStudies, faq, siteConfig, PDF_MAX_LABEL });
    const messages: { message: string }[] = [
      ...JSON.parse(fs.readFileSync(path.join(process.cwd(), "tests/fixtures/concierge-messages.json"), "utf8")),
      ...JSON.parse(fs.readFileSync(path.join(process.cwd(), "tests/fixtures/concierge-messages-holdout.json"), "utf8")),
    ];
    const invented: string[] = [];
    for (const { message } of messages) {
      for (const figure of answer(message).reply.match(/\$?\d[\d,.]*(?:K|M|%|\+)*/g) ?? []) {
        const clean = figure.replace(/[.,]$/, "");
        if (!source.includes(clean)) invented.push(`${clean} in reply to: ${message}`);
      }
    }
    expect(invented).toEqual([]);
  });

  it("keeps replies short", () => {
    for (const message of ["How much does a campaign cost?", "We need a rebrand", "Are you hiring?", "Show me your reel"]) {
      expect(answer(message).reply.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(7);
    }
  });
});

describe("getKnowledgeBase", () => {
  const source = { services, caseStudies, faq };

  it("builds once, then rebuilds only when the content's signature changes", async () => {
    invalidateKnowledgeBase();
    let signature = "v1";
    const load = jest.fn(async () => source);
    const loader = async () => ({ signature, load });
    const first = await getKnowledgeBase(loader);
    expect(await getKnowledgeBase(loader)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    jest.useFakeTimers({ now: Date.now() + 6_000 });
    expect(await getKnowledgeBase(loader)).toBe(first); // signature unchanged: no rebuild
    expect(load).toHaveBeenCalledTimes(1);
    signature = "v2";
    jest.setSystemTime(Date.now() + 6_000);
    const rebuilt = await getKnowledgeBase(loader);
    expect(rebuilt).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it("rebuilds right away after invalidateKnowledgeBase()", async () => {
    const load = jest.fn(async () => source);
    const first = await getKnowledgeBase(async () => ({ signature: "same", load }));
    invalidateKnowledgeBase();
    expect(await getKnowledgeBase(async () => ({ signature: "same", load }))).not.toBe(first);
  });
});

describe("answers the question that was asked", () => {
  it("gives the founding year, the clients and the industry's case study", () => {
    expect(answer("What year did Northlight open?").reply).toContain("2011");
    const clients = answer("Name a few companies you have worked with").reply;
    for (const client of ["IMAX", "Lumina Health", "Harbor & Hill Credit Union", "Velo Electric"]) expect(clients).toContain(client);
    expect(answer("Any work for hospitals or health brands?").reply).toContain("Lumina Health");
    expect(answer("Have you done anything for a bank?").reply).toContain("Harbor & Hill Credit Union");
  });

  it("gives a practice's numbered approach and a case study's real figures", () => {
    const rebrand = answer("What is the process for rebranding?").reply;
    expect(rebrand).toMatch(/1\. Listen: [\s\S]*2\. Define: [\s\S]*3\. Articulate: [\s\S]*4\. Activate: /);
    expect(rebrand).not.toContain("Creative Campaigns");
    const imax = answer("How did the IMAX work perform?").reply;
    for (const figure of ["4.2M opening-weekend impressions", "31%", "18%", "68%"]) expect(imax).toContain(figure);
  });

  it("answers ownership as a client's question, and a wh-question never with Yes", () => {
    const own = answer("Do we own the work at the end?");
    expect(classify("Do we own the work at the end?").intent).not.toBe("employment");
    expect(own.reply).toMatch(/^You do\./);
    expect(answer("Which awards have you won?").reply).not.toMatch(/^Yes/);
    expect(answer("Which awards have you won?").reply).toContain("Clio");
    expect(answer("Have you won any awards?").reply).toMatch(/^Yes\./);
  });

  it("says honestly what it does not know, and marks it", () => {
    for (const message of ["Who is your CEO?", "What's your annual revenue?", "Do you have a studio dog?", "Are you open on Christmas Eve?"]) {
      const reply = answer(message);
      expect({ message, unanswered: reply.unanswered }).toEqual({ message, unanswered: true });
      expect(reply.reply).toContain(siteConfig.email);
    }
    expect(answer("Where are you based?").unanswered).toBe(false);
  });

  it("answers a follow-up about the project described earlier", () => {
    const history = ["We're launching a new e-bike in LA next spring and need a campaign"];
    const ask = (message: string) => answer(message, false, history);
    expect(ask("how much would that cost?").reply).toContain("$10K-$100K+");
    expect(ask("how long would it take?").reply).toContain("weeks");
    const example = ask("show me an example");
    expect(example.reply).toContain("Velo Electric");
    expect(example.caseStudyId).toBe("velo-electric-ride-the-city");
  });

  it("answers who it is, a goodbye, and a practice asked for an industry with that industry's proof", () => {
    expect(answer("Who are you?").reply).toContain("Los Angeles creative agency");
    expect(answer("ok thanks bye").reply).toMatch(/Thanks for stopping by/);
    const site = answer("can you make a website for my restaurant?").reply;
    expect(site).toContain("Digital Marketing");
    expect(site).toContain("Harvest Table");
  });
});

describe("answers only what its evidence covers", () => {
  it("never says yes from a neighbouring practice or a client's story", () => {
    const podcast = answer("Do you guys do podcast production?");
    expect(podcast.unanswered).toBe(true);
    expect(podcast.reply).not.toMatch(/^Yes/);
    const tiktok = answer("Is there a Northlight TikTok account I can follow?");
    expect(tiktok.reply).not.toMatch(/^Yes/);
    expect(tiktok.reply).not.toContain("Driftwood");
    expect(answer("Where can I follow you on social media?").reply).toContain("Instagram");
  });

  it("answers a count with a count of the thing asked, and a client's spend not with the price list", () => {
    expect(answer("How many farms did you film at for Harvest Table?").reply).not.toContain("6.1%");
    expect(answer("When you pitch creative, how many campaign routes do you usually show?").reply).toContain("two or three routes");
    const spend = answer("and what did it cost them?", false, ["What did you do for Keyward?"]);
    expect(spend.unanswered).toBe(true);
    expect(spend.reply).not.toContain("$10K");
  });

  it("answers a share with a percentage, an increase with what was added, and a place with a place", () => {
    const share = answer("what % of people who test rode a Velo actually bought one?").reply;
    expect(share).not.toContain("hero film");
    const added = answer("How many more grocery stores picked up Driftwood after the first 90 days?");
    expect(added.reply).not.toContain("300 new retail doors");
    const neighborhoods = answer("which neighborhoods did it run in?", false, ["Tell me about the Harbor & Hill Credit Union work"]);
    expect(neighborhoods.reply).not.toContain("Korean-language placements");
    const budget = answer("what was the budget on that?", false, ["What did you do for IMAX?"]);
    expect(budget.unanswered).toBe(true);
    expect(budget.reply).not.toContain("$10K");
  });

  it("says yes to what happened only from what it says, and answers 'does that cost anything?' about what was asked", () => {
    const doubled = answer("Did Keyward's sign-ups double?").reply;
    expect(doubled).not.toMatch(/^Yes/);
    expect(answer("Have you done any work for a password manager?").reply).toMatch(/^Yes/);
    const meeting = answer("does that cost anything?", false, ["What's a first meeting with you like?"]).reply;
    expect(meeting).toContain("no charge");
    expect(meeting).not.toMatch(/^Yes/);
    expect(meeting).not.toContain("$10K");
    expect(answer("how many folowers did drfitwood get on tik tok").reply).toContain("96K");
  });

  it("answers each industry asked about, and names a quote's author", () => {
    const both = answer("Have you done anything in healthcare or banking?").reply;
    expect(both).toContain("Lumina Health");
    expect(both).toContain("Harbor & Hill");
    const priya = answer("Who's Priya Raman?").reply;
    expect(priya).toContain("Head of Growth, Keyward");
    expect(priya).not.toContain('."."');
  });

  it("reads sound-alike spellings and shorthand, and an English term inside Spanish", () => {
    expect(answer("wen was northlite founded").reply).toContain("2011");
    expect(answer("hows long dose a campain take").reply).toContain("eight to sixteen weeks");
    expect(answer("how mny tiktok followers did driftwod get").reply).toContain("96K");
    const spanish = answer("¿Qué herramientas usan para el social listening?");
    expect(spanish.lang).toBe("es");
    expect(spanish.reply).toContain("Brandwatch");
    const both = answer("¿Cuánto tiempo tardan en hacer una campaña? Y ¿en qué año se fundaron?");
    expect(both.unanswered).toBe(false);
    expect(both.reply).toContain("2011");
    expect(both.reply).toContain("8 a 16 semanas");
  });
});
