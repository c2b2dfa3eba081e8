import { answerFromKnowledge, classify, groundingFor, seedKnowledge, tuning2Knowledge, tuning3Knowledge, tuningKnowledge } from "../helpers/knowledge";
import { matchEntities } from "../../lib/concierge/entities";
import { normalize } from "../../lib/reading/text";
import { serviceMentions } from "../../lib/reading/vocabulary";
import type { Service } from "../../lib/content/types";
import { readQuestion } from "../../lib/concierge/question";
import { concept } from "../../lib/concierge/coverage";
import { initialsOf } from "../../lib/concierge/reader";

// Precision before recall on a named case study: a figure or a length is answered only by a line
// that states it, never by the work's headline figures or the engagement's length in its place.

const ask = (message: string, history: string[] = []) => answerFromKnowledge({ message, history });
/** The same, with the tuning pack published: case studies, a practice and FAQ entries staff added. */
const askTuning = (message: string, history: string[] = []) => answerFromKnowledge({ kb: tuningKnowledge, message, history });
/** With the second pack to develop against published (tests/fixtures/content-pack/tuning-2.ts). */
const askTuning2 = (message: string, history: string[] = []) => answerFromKnowledge({ kb: tuning2Knowledge, message, history });
const askTuning3 = (message: string, history: string[] = []) => answerFromKnowledge({ kb: tuning3Knowledge, message, history });

describe("a figure asked of a named case study", () => {
  it.each([
    "By how much did Velo Electric's cost per acquisition drop?",
    "What completion rate did the Commute Swap videos have?",
    "What was the lift in Spanish-language sign-ups for Harbor & Hill?",
    "How much did foot traffic into Harvest Table restaurants go up?",
  ])("falls back honestly when no line of it states the measure: %s", async (message) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(true);
    // None of the work's headline figures stands in for the one asked.
    expect(answer.reply).not.toMatch(/\d+(\.\d+)?%/);
  });

  it.each([
    ["How much did Velo's online sales go up?", "44%"],
    ["How many saves did the Commute Swap videos get?", "48K"],
    ["what percent growth did harbor & hill get in memberships", "36%"],
    ["how much did harvest table grow its instagram", "38%"],
  ])("answers from the line that states it: %s", async (message, figure) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(figure);
  });

  it("answers a count the case study states outside its results, asked as a follow-up", async () => {
    const answer = await ask("how many locations does the chain have?", ["what's the Harvest Table case study about?"]);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("46 locations");
  });
});

describe("a figure is the line that states that measure, never the headline figures", () => {
  it.each([
    // The summer menu's sales lift is not the fall menu's.
    ["What kind of sales lift did Harvest Table get on its fall menu?", /9\.4%/],
    // A map of 120 hikes is no change in online sales.
    ["Pacific Crest, how much did their online sales go up during Go Further?", /120|14%/],
  ])("falls back when no line states it: %s", async (message, wrongFigure) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toMatch(wrongFigure);
  });

  it("introduces what the chat opens beside an honest fallback", async () => {
    const answer = await ask("What kind of sales lift did Harvest Table get on its fall menu?");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).toMatch(/^I don't have that one in front of me.*Here are a few social media projects/s);
  });

  it.each([
    // Only the line asked, without the work's other figures.
    ["For the health insurance open enrollment work, how much did Spanish-speaking enrollments grow?", "41%", ["23%", "29%"]],
    // "How many more…" is answered by a share.
    ["How many more first-time homebuyer loan applications did Harbor & Hill get after the rebrand?", "47%", ["36%"]],
    // A direct-to-consumer line answers for online revenue.
    ["How much did Solstice's online revenue grow?", "58%", ["37%"]],
    // People are counted by what they did: test rides booked.
    ["For that e-bike campaign in LA, how many people actually booked a test ride?", "7,900", ["44%"]],
  ])("answers from the one line: %s", async (message, figure, others) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(figure);
    for (const other of others) expect(answer.reply).not.toContain(other);
  });
});

describe("a figure asked in Spanish", () => {
  it("is answered in Spanish from the line that states it", async () => {
    const answer = await ask("¿En cuánto bajó el costo por adquisición de Keyward?");
    expect(answer.unanswered).toBe(false);
    expect(answer.lang).toBe("es");
    expect(answer.reply).toContain("34%");
  });

  it("falls back in Spanish when no line states it", async () => {
    const answer = await ask("¿En cuánto bajó el costo por adquisición de Velo Electric?");
    expect(answer.unanswered).toBe(true);
    expect(answer.lang).toBe("es");
    expect(answer.reply).not.toMatch(/\d+(\.\d+)?%/);
  });
});

describe("a length asked of a named case study", () => {
  it("is the engagement's when the work itself is asked about", async () => {
    for (const message of ["how long did the Velo campaign run?", "How long did you work with Harvest Table?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toMatch(/14 weeks|12 weeks/);
    }
  });

  it("is not the engagement's when something in the work is asked about", async () => {
    const answer = await ask("In the Velo hero film, how long did the bike actually take to get from Silver Lake to Downtown?");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("14 weeks");
  });

  it("answers each of two questions, the engagement's length among them", async () => {
    const answer = await ask("How long did the Keyward program run and how much did their organic traffic grow?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("6 months");
    expect(answer.reply).toContain("212%");
  });
});

describe("what a question asks for must be what the reply states", () => {
  it.each([
    // A deadline is a date, not the internship's length or season.
    "When's the deadline to apply for the fall internship?",
    // A camera is gear, not the platforms the series ran on.
    "What camera did you shoot the First Pour videos on?",
    // Which of the work ran elsewhere is not the portfolio's headline, nor where the studio is.
    "Which of your case studies happened outside of Los Angeles?",
  ])("falls back when nothing states it: %s", async (message) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("725 S. Spring");
  });

  it("a length stated of one thing does not answer how long another takes", async () => {
    // The first meeting's 45 minutes is not how soon the estimate follows it: what the meeting is
    // may be said, and then that the site does not say how soon.
    const answer = await ask("ok, and how fast do you send the estimate after that first meeting?", ["How much does a project usually cost?"]);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).toMatch(/As for the rest of your question, I don't have that/);
    expect(answer.reply).not.toContain("how fast do you send");
    // The meeting's own length still is.
    const meeting = await ask("how long is the first meeting?");
    expect(meeting.unanswered).toBe(false);
    expect(meeting.reply).toContain("45-minute");
  });

  it.each([
    // Nationwide is not abroad.
    "Do you work with companies outside the US? We're based in Toronto.",
    // A role is not a name.
    "Who were the four artists who painted the Harbor & Hill murals?",
    // The internship FAQ says nothing of where interns work.
    "is the internship remote or do I have to be in LA?",
    // Cans sold: the launch's sell-through is not a count of cans.
    "how many cans did the coffee company actually sell in the launch",
  ])("falls back rather than answer beside it: %s", async (message) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(true);
  });

  it("still answers where the studio is and whom it works with", async () => {
    for (const message of ["what neighborhood is your studio in?", "do you work with clients outside LA?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toMatch(/Downtown LA|nationwide/);
    }
  });
});

describe("two questions, one the site cannot answer", () => {
  it("answers the one it can and says so of the other", async () => {
    const answer = await ask("How many views did the Pacific Crest anthem film get, and what did it cost to make?");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).toContain("5.6M views");
    expect(answer.reply).toMatch(/As for the rest of your question, I don't have that/);
    // The visitor's words are never quoted back.
    expect(answer.reply).not.toContain("what did it cost");
  });
});

describe("a measure in the visitor's words", () => {
  it("reads 'watched to the end' as the completion rate", async () => {
    const answer = await ask("what percent of viewers watched the Locked Out episodes to the end");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("54%");
    expect(answer.reply).not.toContain("212%");
  });
});

describe("which of two engagements ran longer", () => {
  it.each([
    ["was the IMAX or the Harvest Table engagement longer?", "Harvest Table", ["12 weeks", "10 weeks"]],
    ["Which ran longer, Lumina's enrollment campaign or Pacific Crest's Go Further?", "Pacific Crest Outfitters", ["5 months", "4 months"]],
  ])("names the longer one with both lengths: %s", async (message, longer, lengths) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(`The ${longer} engagement was longer`);
    for (const length of lengths) expect(answer.reply).toContain(length);
  });

  it("compares an engagement described rather than named", async () => {
    const answer = await ask("Which took longer, the Keyward work or the credit union rebrand?");
    expect(answer.reply).toContain("The Harbor & Hill Credit Union engagement was longer: 9 months, against 6 months for Keyward");
  });

  it("answers in Spanish", async () => {
    const answer = await ask("¿Cuál duró más, el proyecto de IMAX o el de Harvest Table?");
    expect(answer.lang).toBe("es");
    expect(answer.reply).toContain("Harvest Table fue más largo");
  });
});

describe("who gave a case study's quote", () => {
  it("is its attribution, asked of the case study", async () => {
    const answer = await ask("who gave the quote on the imax case study?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Dana Whitfield");
  });

  it("is not who did something the quote does not speak of", async () => {
    const answer = await ask("Who painted the Harbor & Hill murals? I'd love the artists' names");
    expect(answer.reply).not.toContain("Angela Kim");
  });
});

describe("where the work ran, within a place named", () => {
  it("names the neighborhoods for 'which LA neighborhoods…'", async () => {
    const answer = await ask("Which LA neighborhoods did the Harbor & Hill launch run in?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("San Pedro");
  });
});

describe("a yes-or-no question about one platform or craft of a practice", () => {
  it("is answered by the practice and the work that shows it", async () => {
    const tiktok = await ask("u guys do tiktok?");
    expect(tiktok.reply).toMatch(/^Yes\. That's our Social Media practice/);
    expect(tiktok.reply).toContain("Driftwood Coffee Roasters work is a good reference: 96K TikTok followers");
    const seo = await ask("do u guys do seo or nah");
    expect(seo.reply).toContain("Keyward");
  });
});

describe("names and prices the site does not give", () => {
  it.each([
    // A client's short name and a platform are not the flavors' names.
    "What were the three Driftwood cold brew flavors called?",
    // Nor is a platform a song.
    "What song was used in the Pacific Crest Go Further anthem film?",
  ])("falls back: %s", async (message) => {
    expect((await ask(message)).unanswered).toBe(true);
  });

  it("what a campaign cost the client is theirs to tell", async () => {
    const answer = await ask("how much did that campaign cost them?", ["Show me the Pacific Crest work"]);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toMatch(/\d+(\.\d+)?[%MK]/);
  });

  it("'where exactly is the studio' is the address, and a small company asks about startups", async () => {
    const where = await ask("What year was Northlight founded and where exactly is the studio?");
    expect(where.reply).toContain("2011");
    expect(where.reply).toContain("Spring Street");
    const small = await ask("Would you even work with a company our size or are you more for big brands?");
    expect(small.reply).toMatch(/startup/i);
  });
});

describe("a FAQ answer of several lengths, asked for one", () => {
  it("keeps the sentence of the length asked", async () => {
    const answer = await ask("How quickly can you turn around a social content sprint?");
    expect(answer.reply).toContain("three to six weeks");
    expect(answer.reply).not.toContain("eight to sixteen weeks");
    expect(answer.reply).toContain("hard launch date");
    // Asked of no kind of work, every length stays.
    const all = await ask("how long does a project take?");
    expect(all.reply).toContain("eight to sixteen weeks");
  });
});

describe("foot traffic", () => {
  it("is the in-store traffic a retailer's case study reports, and none a restaurant's does", async () => {
    const store = await ask("For the outdoor store campaign, how much did foot traffic in the stores actually go up?");
    expect(store.reply).toContain("14%");
    const restaurant = await ask("How much did foot traffic into Harvest Table restaurants go up?");
    expect(restaurant.unanswered).toBe(true);
    expect(restaurant.reply).not.toContain("9.4%");
  });
});

describe("the work described before the question, and the words around what is asked", () => {
  it.each([
    // A description, then the question after a comma or a dash: the clause is what is asked.
    ["the coffee roaster that went into grocery with cans, how long did that launch run?", "16 weeks"],
    // Two food clients share the industry's word; the description says which.
    ["the long beach roaster with the canned cold brew - how many flavors did you name?", "three launch flavors"],
    // "How big did it get" asks for a figure, not a line that names the platform.
    ["how big did driftwood's tiktok get", "96K"],
    // A quote's attribution and the words it says need not stand together.
    ["who was quoted for the solstice campaign", "Elena Park"],
    // "Go for" after "how long" is a duration, not what something sells for.
    ["how long did the harvest table campaign go for", "12 weeks"],
    // "How much did Acme make?" asks for its revenue, not for what customers made.
    ["how much did solstice make", "58%"],
    // "In the end" and "end up" say what happened, which the result states.
    ["did harbor & hill get younger members in the end", "29%"],
    ["did keyward end up paying less per customer?", "34%"],
    // Los Angeles is LA, as the line writes it.
    ["how many impressions did the imax campaign get in los angeles", "4.2M"],
    // Posters are out-of-home.
    ["where did the velo posters go up?", "Sunset, Wilshire and Venice"],
  ])("%s", async (message, fact) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(fact);
  });

  it("reads 'bicis eléctricas' in Spanish", async () => {
    const answer = await ask("¿cuánto tiempo duró la campaña de las bicis eléctricas?");
    expect(answer.lang).toBe("es");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("14 semanas");
  });

  it("answers a follow-up about 'their' quote from the client the conversation named by its industry", async () => {
    const answer = await ask("who from their team was quoted?", ["tell me about the e-bike campaign"]);
    expect(answer.reply).toContain("Marcus Bell");
  });

  it.each([
    // "Shot on location" names no camera.
    "what camera did you film the harvest table series on?",
    // A line that counts three flavors names none of them.
    "what are the names of driftwood's three flavors?",
    // The agency's own people are not the people a client's figure counts.
    "how many people from your team worked on the velo campaign?",
    // The client's backstory names no earlier agency.
    "which agency did imax use before you?",
  ])("falls back rather than answer a detail beside the one asked: %s", async (message) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(true);
  });

  it("reads the words that describe a client with its own ('the beach hotels') as pointing at it, not as the measure", async () => {
    const answer = await askTuning("how full did the beach hotels get in the winter?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("71%");
  });

  it("reads a figure that went 'up 36%' as an increase, in the line that says the visitor's own word", async () => {
    const answer = await ask("by how much did harbor & hill's memberships increase?");
    expect(answer.reply).toContain("New memberships up 36%");
    expect(answer.reply).not.toContain("Members under 40");
  });

  it("does not take a word the services also use as pointing at one client's story", async () => {
    const answer = await ask("what's included if we hire you for a creative campaign");
    expect(answer.reply).not.toContain("Velo");
  });

  it("reads 'where'd' as 'where did'", async () => {
    const answer = await ask("where'd the velo billboards go up?");
    expect(answer.reply).toContain("Sunset, Wilshire and Venice");
  });

  it.each([
    // "Who did you work with at…" a client named only by what it is: its quote names the person.
    ["who did you work with at the beach hotels?", "Lena Ortiz"],
    // A ballpark is a place here, not a price ("ballpark figure").
    ["that ballpark campaign in ventura, how long did it run?", "7 months"],
    // "The welding one": a piece of work pointed at by a word only its story uses.
    ["can you tell me about the welding one?", "Eastgate Community College"],
    // "Afterwards" is when every result came.
    ["how many applications did the college get afterwards?", "2,060"],
    // A word only one story uses on the whole site, in what the visitor points at ("for a…").
    ["did you ever do work for a welding program?", "Eastgate Community College"],
    // Named after "the", a ballpark is the place.
    ["what's the ballpark called where the tidecats play?", "Pierpont Field"],
    // A documentary is a film; "partner" is the partnership.
    ["what film did you shoot for the hvac and welding classes thing?", "Night Shift"],
    ["how many little league programs did the tidecats partner with?", "53"],
    // "More people" are counted by what they did: attendance, enrollment.
    ["did more folks come out to tidecats games after the campaign?", "3,350"],
    ["did more people enroll in eastgate's evening programs?", "39%"],
    // Outside "the … one" that points at the work, a word only its story uses is what is asked.
    ["what was the mascot's name in the minor league baseball one?", "Tiko"],
    // The kind of organization in the visitor's word ("club") says what sort of client, not what is asked;
    // WordNet's "nine" for a baseball team is no word for it (a count in another story).
    ["have u worked with a baseball club before?", "Ventura Tidecats"],
    // A kind of client in the plural, with no article, points at the story that alone says it.
    ["do you have experience working with plumbers", "Kessler Brothers"],
    // A description of what was made, then "how many … came thru it?": about work done.
    ["you set up a text line for people to book appointments — how many bookings came thru it?", "12,400"],
    // The thing counted may stand a few describing words after the figure, "and" among them.
    ["how many schools were part of the harbor youth symphony instrument petting zoo?", "26 public elementary and middle schools"],
    // "How many more" is answered by a rise from one figure to another; where people came ("to the
    // games") is what a rate "per game" is of, not a thing it divides by.
    ["how many more ppl were showing up to Tidecats games?", "from 1,900 to 3,350 per game"],
    // A share added to a price is what "how much extra" asks ("adds 25% to the production estimate").
    ["how much extra do you charge for a rush project?", "adds 25% to the production estimate"],
    // "Which client's in…" asks which work, and "area" after a place's name is no other story's word.
    ["which client's in the San Gabriel Valley area?", "Eastgate Community College"],
    // A message that opens with a thing ("the mascot that…", then a dash and the question) points at the work it was.
    ["the mascot that went around visiting elementary schools - how many schools did it go to?", "70 elementary schools"],
    // The other words of a client's name, pointed at ("the youth symphony"), name it.
    ["how much cheaper did each new donor get for the youth symphony?", "Cost per new donor fell from $74 to $29"],
    ["how many more people applied to the community college evening programs?", "rose from 1,140 to 2,060"],
    // A sum in dollars says how much money; Spanish adjectives after their noun go before it in the gloss.
    ["how much money did the youth symphony raise?", "raised $412,000"],
    ["¿Cuánto dinero recaudó la sinfónica juvenil de Long Beach?", "raised $412,000"],
    // What it cost a client "to get a booked job" is a cost per result, not its spend; "before vs after" compares one figure's two ends.
    ["what did it cost Kessler to get a booked job before vs after?", "Cost per booked job fell from $142 to $81"],
    // The kind of organization after an industry's word ("dental practices") says what sort of client, not what is asked.
    ["any experience marketing dental practices? we have 6 offices", "Our Brightside Dental Group work"],
    // "To get started" after what is asked for is its purpose, and "require" asks as "take" does.
    ["do you require a deposit to get started", "40% when the estimate is signed"],
    // Either of two things offered ("hotels or resorts") said answers the question.
    ["have you done any work for hotels or resorts?", "Our Moonrise Hotels work"],
    // "Which project was that?" of work described asks which work, not the entry on how long a project takes.
    [
      "my daughter's school had a thing where kids could try out real violins and cellos and stuff, the flyer had your agency on it i think. which project was that",
      "Our Harbor Youth Symphony of Long Beach work",
    ],
    // "How many people watched it": a count of what they did ("2.4M views"), not of people.
    ["that film series shot at a hotel during a storm - how many people watched it", "2.4M views"],
    // Phones ringing more are more calls.
    ["did the plumbing company's phones start ringing more?", "3,900"],
    // Reviews that improve are a rating that rose; guests who stay longer, stays that grew.
    ["did the dental group's online reviews actually improve", "3.9 to 4.7"],
    ["did brightside's reviews get better?", "3.9 to 4.7"],
    ["were guests staying longer at moonrise after?", "1.6 to 2.3 nights"],
    // What came "from it" came through the thing described before the question; appointments made are bookings.
    ["the text-to-book thing you set up for the dentists, how many appointments came from it?", "12,400 bookings"],
    ["you set up a text line for people to book appointments — how many bookings came thru it?", "12,400 bookings"],
    // One word of a client's name before a word for the client or the work names it.
    ["tell me about the plumbing company", "Kessler Brothers Plumbing & Air work"],
    ["tell me about the college campaign", "Eastgate Community College work"],
    ["tell me about the college", "Eastgate Community College work"],
    // "In a real Riverside office" says where.
    ["where did you shoot the brightside tv spots?", "Riverside office"],
    // Paying less to get each applicant is a cost per applicant that fell.
    ["did eastgate end up paying less to get each applicant?", "Cost per application fell 43%"],
    // "How old is X?" asks the agency's age only of the agency; a campaign is named by its words after the first.
    ["how old is grandpa sal lol", "81-year-old"],
    // "Whose was that?" and "who was the documentary … for?" ask whose work was described.
    ["the documentary about a line cook and a warehouse guy taking night classes, whose was that?", "Eastgate Community College"],
    ["who was the documentary about the line cook and security guard going to night classes for?", "Eastgate Community College"],
    // A ball team and a ballgame are baseball's.
    ["did the ball team make more money off group tickets", "Group ticket revenue up 63%"],
    ["did more people actually show up to the ballgames after your campaign?", "1,900 to 3,350"],
  ])("on a case study staff added: %s", async (message, fact) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(fact);
  });

  it("reads 'what languages were the posters in?' after a case study as asked of it, not of the FAQ on other languages", async () => {
    const answer = await askTuning("what languages were the posters in?", ["tell me about the community college campaign"]);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("English, Spanish and Chinese");
  });

  it("asks for what came in a deal, which the work's overview does not say: no overview in its place", async () => {
    const answer = await askTuning("what came in that family deal the ball team was selling");
    expect(answer.reply).not.toContain("76% higher average attendance");
  });

  it("answers 'can you buy the ad space too, or do you just make the ads?' by the first, without a 'Yes.' to an either-or", async () => {
    const answer = await ask("can you handle buying the ad space too or do you just make the ads");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("connected TV");
    expect(answer.reply).not.toMatch(/^Yes\b/);
  });

  it("reads 'ocupación' as occupancy, so a Spanish question about it gets the occupancy line, not another winter figure", async () => {
    const answer = await askTuning("¿Cuánto subió la ocupación de los hoteles en invierno?");
    expect(answer.lang).toBe("es");
    expect(answer.reply).toContain("71%");
    expect(answer.reply).not.toContain("31%");
  });

  it("reads 'from start to finish' as the whole length asked, and 'on an ongoing basis' as a retainer's price", async () => {
    const length = await ask("How long did the credit union rebrand take from start to finish?");
    expect(length.unanswered).toBe(false);
    expect(length.reply).toContain("9 months");
    const ongoing = await ask("ok and what if we wanted you on an ongoing basis instead of a one-off?", ["how much does a project cost?"]);
    expect(ongoing.unanswered).toBe(false);
    expect(ongoing.reply).toContain("$15K a month");
  });

  it("spells out marketing's abbreviations ('cpa', 'roas') and 'dwn' as the content writes them", async () => {
    const cpa = await ask("how much did keywards cpa go dwn");
    expect(cpa.reply).toContain("cost per acquisition down 34%");
    const roas = await ask("what was pacific crest's roas?");
    expect(roas.reply).toContain("4.8:1");
  });

  it("answers 'have you worked with a nonprofit music program?' from that kind of client's story or not at all, never from a FAQ line that says 'music'", async () => {
    const answer = await askTuning("have you worked with a nonprofit music program?");
    expect(answer.reply).not.toContain("licensed music");
  });

  it("keeps the work the conversation is on, and 'and the occupancy?' after a count of views asks for the occupancy, not its views", async () => {
    const answer = await askTuning("and the occupancy?", ["what did you do for the beach hotels?", "how many views did the films get?"]);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("48% to 71%");
    expect(answer.reply).not.toContain("2.4M views");
  });

  it("falls back on 'what did people win for finishing…?' when the work says who finished but nothing of a prize", async () => {
    const answer = await ask("what did people win for finishing all eight weeks?", ["Tell me about Solstice Skincare's Glow Season", "wow 52K people did it?"]);
    expect(answer.unanswered).toBe(true);
  });

  it("reads 'how much money did they raise?' as a result asked, never a price", async () => {
    const answer = await ask("how much money did they raise?", ["the youth orchestra work"]);
    expect(answer.reply).not.toContain("$10K-$100K");
  });

  it("still reads 'how old is the agency?' as when it was founded", async () => {
    for (const message of ["how old is northlight?", "how old is the agency", "how old are you guys"]) {
      const answer = await ask(message);
      expect(answer.reply).toContain("2011");
    }
  });

  it("reads 'the social one' after the services as the practice, not a case study that says 'social'", async () => {
    const answer = await ask("ok what does the social one include?", ["What services do you offer?"]);
    expect(answer.reply).toMatch(/^Social Media covers/);
  });

  it("keeps a condition about the visitor as part of the question", async () => {
    const answer = await ask("if we did a brand strategy project with you, how long does that usually take?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toMatch(/brand strategy engagement usually takes six to ten weeks/);
  });

  it("counts a word of a campaign's name as asked when the visitor does not say that name ('test ride the Velo bikes' is not 'Ride the City')", async () => {
    const answer = await ask("Where could people test ride the Velo e-bikes in person?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Arts District");
    expect(answer.reply).toContain("Culver City");
  });

  it("falls back on 'how long did the campaign for the plumbing company last?' in Spanish rather than give the agency's usual timelines", async () => {
    // "Plomería" is outside the Spanish lexicon: what the campaign was for is still what is asked.
    const answer = await ask("¿cuánto tiempo duró la campaña para la empresa de plomería?");
    expect(answer.lang).toBe("es");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toMatch(/semanas/);
  });

  it.each([
    // A rate with no measure before it is what something costs: the line must state an amount.
    "what was the locals midweek rate at Moonrise, like per night?",
    // The places a line says its hotels are in name no hotel.
    "what's the name of the Moonrise hotel in Laguna Beach?",
  ])("falls back on a thing asked that no line of the case study states: %s", async (message) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("Malibu");
    expect(answer.reply).not.toContain("midweek rate page");
  });

  it("lets a long measure leave one everyday word unsaid ('mortgage requests from first-time buyers')", async () => {
    const answer = await ask("How much did mortgage requests from first-time buyers go up at the credit union?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("47%");
  });

  it("ranks the work by length for 'quickest' and 'which of these… ran the longest', naming every tie", async () => {
    const quickest = await askTuning("what was your quickest campaign out of these");
    expect(quickest.reply).toContain("Moonrise Hotels: 8 weeks");
    expect(quickest.reply).toContain("Solstice Skincare: 8 weeks");
    const longest = await askTuning("which of these projects ran the longest?");
    expect(longest.reply).toContain("Harbor Youth Symphony of Long Beach: 9 months");
    expect(longest.reply).toContain("Harbor & Hill Credit Union: 9 months");
  });

  describe("a practice and FAQ entries staff added", () => {
    it("names the practice by a word of its title no other practice uses ('packaging')", async () => {
      const answer = await askTuning("do you do packaging?");
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("Packaging Design");
    });

    it("answers whom the practice works with from its own list, with no 'yes' of its own", async () => {
      const answer = await askTuning("we make craft kombucha, is that the kind of client your packaging team works with?");
      expect(answer.reply).toContain("craft beverage makers");
      expect(answer.reply).not.toMatch(/^Yes/);
    });

    it("counts 'one' as a figure ('how many rush projects… per month?': at most one)", async () => {
      const answer = await askTuning("how many rush projects do you take on per month?");
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("one rush project a month");
    });

    it("falls back on a supplier's name no line gives", async () => {
      const answer = await askTuning("which printer do you use for packaging? like the company name");
      expect(answer.unanswered).toBe(true);
    });

    it("answers from the FAQ entry the words point at rather than a practice that shares one word", async () => {
      const answer = await askTuning("how far ahead of the shoot do you need our product samples?");
      expect(answer.reply).toContain("ten business days");
      expect(answer.reply).not.toContain("Video Production");
    });
  });

  it("reads a view-through rate as a share, not a price", async () => {
    const answer = await ask("what was the view through rate on the imax cutdowns");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("68%");
  });

  it("does not answer 'how long did that project take?' from an entry found by its words when nothing says which project", async () => {
    // (No story is of trombones or Fresno; the youth orchestra in Long Beach is found since 2026-11-30.)
    const answer = await askTuning("how long did that project take?", ["tell me about the trombone project in Fresno"]);
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("rush");
  });

  it("answers what a project costs from the price list after a case study was talked about", async () => {
    const answer = await ask("How much does a project cost?", ["What did you do for Solstice Skincare?"]);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("$10K-$100K+");
  });

  it("does not answer how long some work ran with the agency's usual timelines", async () => {
    const ran = await ask("and how long did it last?", ["tell me about the youth orchestra in long beach"]);
    expect(ran.unanswered).toBe(true);
    expect(ran.reply).not.toMatch(/six to ten weeks/);
    const usual = await ask("how long does a brand strategy project usually take?");
    expect(usual.reply).toMatch(/six to ten weeks/);
  });

  it("answers how long the agency has worked with someone by since when, and never with its own age", async () => {
    const answer = await askTuning("how long have you been working w/ your translation partner?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("since 2019");
    expect(answer.reply).not.toMatch(/founded/);
  });

  it("does not answer what a client's project cost with the price list, asked as a follow-up without 'them'", async () => {
    const paid = await ask("and what did it cost?", ["what did you do for keyward?"]);
    expect(paid.unanswered).toBe(true);
    expect(paid.reply).not.toContain("$10K");
    // Where the work ran is still asked of it.
    expect((await ask("what did that run on?", ["what did you do for keyward?"])).reply).toContain("Keyward");
  });

  it("keeps both clients of a comparison", async () => {
    const answer = await ask("Between Harvest Table and Driftwood, whose videos got more views?");
    expect(answer.reply).toContain("11.8M");
    expect(answer.reply).toContain("8.4M");
  });
});

describe("everyday questions about a practice", () => {
  it.each([
    ["which ad networks can you actually run our campaigns on?", "Google, Meta, TikTok, LinkedIn and Reddit"],
    ["which social apps do you use?", "TikTok, Instagram, YouTube Shorts"],
  ])("answers which things of a kind with the line that names them, names as written: %s", async (message, names) => {
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(names);
  });

  it("answers what kinds of companies a practice works with by its client list, and 'that kind of … work' is no such question", async () => {
    const kinds = await ask("what kinds of companies usually come to you for a rebrand?");
    expect(kinds.reply).toMatch(/^Our Brand Strategy practice works with challenger brands/);
    const work = await ask("Do you do that kind of brand architecture work?");
    expect(work.reply).not.toMatch(/challenger brands/);
  });
});

describe("what a figure counts", () => {
  it("reads watching a video as its views", async () => {
    const answer = await ask("How many people watched the whole Pacific Crest anthem film on YouTube?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("5.6M views");
  });
});

describe("a client's name in part", () => {
  it("is no name when a visitor says it of their own business, and 'how full' is what must be said", async () => {
    const own = await ask("I'm the marketing director at a regional credit union in ohio. our brand feels dated. is this the kind of thing you do?");
    expect(own.reply).not.toMatch(/^Our Harbor & Hill Credit Union work/);
    const full = await askTuning("how full did the youth symphony's spring concert get afterwards?");
    expect(full.reply).not.toContain("documentary series");
  });
});

describe("work in a place the case studies name", () => {
  it("answers each story's line there, a staff-added one included, and the places come from the stories", async () => {
    const inland = await askTuning("who did you work with out in the Inland Empire?");
    expect(inland.unanswered).toBe(false);
    expect(inland.reply).toContain("Brightside Dental Group: Brightside's 22 dental offices in the Inland Empire");
    // A place one story only describes with ("a Long Beach nonprofit" in its name) is the place another names.
    const beach = await askTuning("have yall done any work down in long beach");
    expect(beach.reply).toContain("Driftwood Coffee Roasters:");
    expect(beach.reply).toContain("Harbor Youth Symphony of Long Beach:");
  });

  it("answers where a client is, described or talked about, by its story's first line with a place; where the agency is stays the agency's", async () => {
    const described = await askTuning("where is that plumbing company you worked with actually based");
    expect(described.reply).toContain("a third-generation family business in Reseda");
    const followUp = await askTuning("where are they located", ["tell me about the plumbing company"]);
    expect(followUp.reply).toContain("in Reseda");
    expect(followUp.reply).not.toContain("Spring Street");
    const agency = await askTuning("where are you located?", ["tell me about the plumbing company"]);
    expect(agency.reply).toContain("Spring Street");
  });

  it("reads 'out here' as where the message says the visitor is", async () => {
    const answer = await askTuning("im in the valley, northridge area. any campaigns you ran out here? want someone who knows the neighborhood");
    expect(answer.reply).toMatch(/^Yes\. Kessler Brothers Plumbing & Air: Most households in Northridge/);
  });

  it("is no list of every client, in Spanish too, and not how the agency works", async () => {
    const which = await ask("which clients are in long beach");
    expect(which.reply).toMatch(/^Driftwood Coffee Roasters: 'First Pour'/);
    const es = await ask("¿han hecho algún trabajo en Long Beach?");
    expect(es.reply).toContain("tostaduría de Long Beach");
    const policy = await ask("Do you only work with companies in Los Angeles, or would that be a problem?");
    expect(policy.reply).toMatch(/clients nationwide/);
    // A place no story names is not guessed at.
    expect((await ask("any clients in texas?")).unanswered).toBe(true);
  });
});

describe("a case study described by a word of its client's name that another story also uses", () => {
  it("finds the youth orchestra in Long Beach (another client ran a youth partnership) and carries it to the follow-up", async () => {
    const first = "tell me about the youth orchestra project in Long Beach";
    const about = await askTuning(first);
    expect(about.unanswered).toBe(false);
    expect(about.reply).toContain("Harbor Youth Symphony");
    const length = await askTuning("how long did that project take?", [first]);
    expect(length.reply).toContain("9 months");
    expect(length.reply).not.toMatch(/7 months|11 weeks/);
  });
});

describe("a client's revenue, asked of work described", () => {
  it("answers the ballclub's group ticket revenue, and keeps the agency's own revenue private", async () => {
    const client = await askTuning("how much did group ticket revenue go up for the ballclub?");
    expect(client.unanswered).toBe(false);
    expect(client.reply).toContain("Group ticket revenue up 63%");
    for (const message of ["What's Northlight's annual revenue?", "what are your profits like?", "how much money does the agency make?"]) {
      const own = await askTuning(message);
      expect(own.unanswered).toBe(true);
      expect(own.reply).not.toMatch(/\d+%/);
    }
  });
});

describe("a short question whose words point at one staff entry", () => {
  it("answers 'what languages do you work in?' from the languages entry, well ahead of every other", async () => {
    const answer = await askTuning("what languages do you work in?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Spanish, Korean, Vietnamese and Tagalog");
  });
});

describe("a deposit up front", () => {
  it("is a deposit: the billing entry staff wrote answers it", async () => {
    const answer = await askTuning("do you need a deposit up front?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("40% when the estimate is signed");
  });
});

describe("a staff entry that says all of the question, beside the one its subject picks", () => {
  it.each([
    ["what's the rush fee?", "adds 25% to the production estimate"],
    ["how are retainers billed?", "Retainers are billed monthly in advance"],
    ["how much is due on delivery?", "20% on delivery"],
  ])("answers %s from it, not from the price range", async (message, said) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(said);
    expect(answer.reply).not.toContain("$10K-$100K+");
  });

  it("leaves an entry whose answer says the words by chance: 'do we own the work at the end?'", async () => {
    const answer = await askTuning("do we own the work at the end?");
    expect(answer.reply).toMatch(/^You do\./);
  });
});

describe("a price in the work, and what the work cost", () => {
  it.each([
    ["what did the family four pack cost?", "A $45 Friday Family Four-Pack"],
    ["how much does it cost to sponsor a seat?", "$600 covers one student's lessons"],
  ])("answers the price of a thing the work sold: %s", async (message, line) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(line);
  });

  it.each(["how much did the tidecats campaign cost?", "what was the Tidecats' budget for that campaign?", "how much did the youth symphony project cost?"])(
    "never gives a price in the story as what the client spent: %s",
    async (message) => {
      const answer = await askTuning(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/\$\d/);
    },
  );
});

describe("a practice step's title", () => {
  it("is said of its whole description: 'how many shoppers do you test packaging with?'", async () => {
    const answer = await askTuning("how many shoppers do you test packaging with?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("in front of 40 shoppers");
  });
});

describe("whom a practice serves", () => {
  it("answers 'who do you make packaging for?' with the kinds of client the practice lists", async () => {
    const answer = await askTuning("who do you make packaging for?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("consumer packaged goods brands");
  });
});

describe("a FAQ entry its words point at", () => {
  it("answers what a director's email should hold from the entry for suppliers, not its last line alone", async () => {
    const answer = await ask("What should I put in the email when I reach out about my directing work?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("your reel or portfolio, relevant clients and rates");
  });
});

describe("a place said after 'between'", () => {
  it("answers where the ballclub's billboards were, in the conversation about it", async () => {
    const answer = await askTuning("where were the billboards?", ["tell me about the baseball team work"]);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("between Camarillo and Ventura");
  });
});

describe("asking to hear of a thing", () => {
  it.each([
    ["tell me about the baseball team", "Ventura Tidecats"],
    ["tell me about the hotel work", "Moonrise Hotels"],
  ])("reads '%s' as the work it describes", async (message, client) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(client);
  });

  it("reads 'tell me about your team' as the agency's team, as 'who's on your team?' is", async () => {
    for (const message of ["tell me about your team", "can you tell me a bit about your team?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("under one roof");
    }
  });
});

describe("a follow-up that only names a thing", () => {
  it("asks what it is, and a star rating is no price: 'and the rating?' after the dentists' bookings", async () => {
    const history = ["what did you do for the dentists?", "how many bookings came from texts?"];
    const answer = await askTuning("and the rating?", history);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("from 3.9 to 4.7 stars");
    expect(answer.reply).not.toMatch(/^Yes\b|\$10K/);
    expect(readQuestion("and the rating?").form).toBe("what");
    expect(readQuestion("The first meeting, can it be over video?").form).toBe("yes-no");
  });
});

describe("a job title and its initials", () => {
  it.each([
    ["who is the GM of the ventura team?", "Ray Delgado, General Manager"],
    ["what did the chief marketing officer of moonrise say?", "Lena Ortiz, CMO"],
  ])("are one: %s", async (message, said) => {
    const answer = await askTuning(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain(said);
  });
});

describe("where the client is, said with its name", () => {
  it("answers how long the work ran for 'the community college in El Monte', in Spanish in Spanish units", async () => {
    const english = await askTuning("how long did the campaign for the community college in El Monte last?");
    expect(english.unanswered).toBe(false);
    expect(english.reply).toMatch(/^The Eastgate Community College engagement ran 11 weeks/);
    const spanish = await askTuning("¿cuánto duró la campaña del colegio comunitario de El Monte?");
    expect(spanish.unanswered).toBe(false);
    expect(spanish.reply).toMatch(/^El proyecto de Eastgate Community College duró 11 semanas/);
  });

  it("still answers a length of something within the work only from the line that states it", async () => {
    // Places inside the work (a route across town) are not where the client is.
    const answer = await ask("How long did the ride from Silver Lake to Downtown take in the Velo Electric film?");
    expect(answer.reply).not.toMatch(/engagement ran/);
  });
});

describe("a FAQ entry staff wrote in English, asked in Spanish", () => {
  it("reads 'cobran de más' and 'urgente' as an extra charge for a rush, and drops the English 'Yes.' for a how-much question", async () => {
    const answer = await askTuning("¿Cuánto cobran de más por un proyecto urgente?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toMatch(/^A rush project, delivered in under three weeks, adds 25%/);
  });
});

describe("what an LLM is given", () => {
  it("holds, whole, the case study a description finds only by its words", async () => {
    const context = await groundingFor({ kb: tuningKnowledge, message: "which case study pulled in over 400 grand in donations" });
    expect(context).toContain("raised $412,000 from 1,080 donors");
    expect(context.length).toBeLessThanOrEqual(24_000);
  });
});

describe("which work, asked by its figure, its client's part or a description", () => {
  it("finds the one case study whose figure is the very one given, among others near it", async () => {
    // 2.2M, 2.3M and 2.4M views are all within a visitor's "about"; "2.4 million" is one of them exactly.
    const answer = await askTuning("which campaign got 2.4 million views?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Moonrise Hotels");
    // Near none of them exactly, it still says which only when the words do.
    expect((await askTuning("which campaign got about 2 million views?")).reply).not.toContain("Moonrise Hotels: 2.4M");
  });

  it("reads 'whose campaign…' and 'who was the one where…' as which client's work, answered by its name", async () => {
    const whose = await askTuning("whose campaign had posters in armenian");
    expect(whose.unanswered).toBe(false);
    expect(whose.reply).toContain("Kessler Brothers");
    const one = await askTuning("who was the one where people could text a counselor late at night");
    expect(one.unanswered).toBe(false);
    expect(one.reply).toContain("Eastgate Community College");
    // A person at the client is still a person's name.
    const contact = await askTuning("and who was the client contact?", ["tell me about the moonrise hotels work"]);
    expect(contact.reply).not.toMatch(/^Our Moonrise Hotels work/);
  });

  it("answers what the work was when the words only described it", async () => {
    const answer = await askTuning("what was the minor league baseball one about");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("76% higher average attendance");
  });

  it("carries the work talked about to 'how long did the whole campaign run?'", async () => {
    const answer = await askTuning("how long did the whole campaign run", ["what did you do for brightside dental?"]);
    expect(answer.reply).toContain("5 months");
  });
});

describe("a rush job, and reviews that got any better", () => {
  it("reads 'rush jobs' as rush projects, not employment", async () => {
    const answer = await askTuning("do you do rush jobs");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("adds 25%");
    // A job to apply for is still a job.
    expect((await askTuning("do you have any jobs open?")).reply).not.toContain("25%");
  });

  it("answers 'did the dentists reviews get any better' with the rating line", async () => {
    const answer = await askTuning("did the dentists reviews get any better");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("3.9 to 4.7");
  });
});

describe("results asked of work the message points at", () => {
  it("falls back when it found no work for 'the … ads, how did that go?' rather than listing every client's results", async () => {
    const answer = await askTuning("the welding / hvac school ads for people who work during the day, how did that go");
    expect(answer.reply).not.toMatch(/Every case study is measured/);
    // Asked of the work in general, every client's headline result still answers.
    expect((await askTuning("what kind of results do you get for clients?")).reply).toMatch(/Every case study is measured/);
  });
});

describe("a place that was full", () => {
  it("reads 'were the hotels actually full in the winter' as occupancy, and 'your full street address' as an address", async () => {
    const answer = await askTuning("so were the beach hotels actually full in the winter after?");
    expect(answer.reply).toContain("48% to 71%");
    expect(answer.reply).not.toContain("Sell the quiet months");
    expect((await ask("Can I get your full street address with zip code?")).reply).toContain("90014");
  });
});

describe("paying a deposit, in English and in Spanish", () => {
  it("answers 'do we have to pay a deposit?' and '¿hay que dar un anticipo?' from the billing entry", async () => {
    const english = await askTuning("do we have to pay a deposit?");
    expect(english.unanswered).toBe(false);
    expect(english.reply).toContain("40% when the estimate is signed");
    const spanish = await askTuning("¿hay que dar un anticipo?");
    expect(spanish.unanswered).toBe(false);
    expect(spanish.reply).toContain("40%");
    // Asked with the price, the deposit is not answered by the price range alone.
    const both = await askTuning("como cobran? hay que dar un anticipo?");
    expect(both.unanswered || both.reply.includes("40%")).toBe(true);
  });
});

describe("a price the work mentions but never states", () => {
  it("falls back on 'whats tuition at eastgate after the free first year?' (the story says only that the first year is free)", async () => {
    const answer = await askTuning("whats tuition at eastgate after the free first year?");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("tuition-free");
  });
});

describe("Spanish words of the work, and who spoke for a client", () => {
  it("reads 'limpieza', 'cuánta gente fue al concierto de primavera' and 'habló en nombre de'", async () => {
    const cleanings = await askTuning("cuanto subieron las citas de limpieza con lo del dentista?");
    expect(cleanings.reply).toContain("37%");
    const concert = await askTuning("y cuánta gente fue al concierto de primavera después de la campaña?");
    expect(concert.unanswered).toBe(false);
    expect(concert.reply).toContain("4x spring concert attendance");
    const spoke = await askTuning("quién habló en nombre de la clínica dental?");
    expect(spoke.reply).toContain("Omar Haddad");
    expect((await askTuning("who spoke for the dental clinic?")).reply).toContain("Omar Haddad");
  });
});

describe("a clause that says more of the work pointed at", () => {
  it("answers 'what did you do for that beach hotel that was dead all winter?' with the hotels' work", async () => {
    const answer = await askTuning("what did you guys do for that beach hotel that was dead all winter?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("31% more winter room nights");
  });
});

describe("how many they ended up with, and paying the agency", () => {
  it("answers 'how many sellouts did they end up with' and 'how does paying you work?'", async () => {
    const sellouts = await askTuning("how many sellouts did they end up with", ["tell me about the tidecats"]);
    expect(sellouts.reply).toContain("17 sellouts");
    const paying = await askTuning("how does paying you work?");
    expect(paying.reply).toContain("40% when the estimate is signed");
  });
});

describe("two questions, each an entry's own phrasing", () => {
  it("answers both 'do you take a deposit?' and 'do you do rush jobs?' in one message, and only them", async () => {
    const both = await askTuning("do you take a deposit? also do you do rush jobs");
    expect(both.unanswered).toBe(false);
    expect(both.reply).toContain("40% when the estimate is signed");
    expect(both.reply).toContain("adds 25% to the production estimate");
  });

  it("answers each of two questions whose one is an entry's phrasing in other words, beside what answers the other", async () => {
    for (const message of ["whats your deposit, and do you do rush jobs?", "whats the deposit and do you charge extra for a rush job"]) {
      const answer = await askTuning(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("40% when the estimate is signed");
      expect(answer.reply).toContain("adds 25% to the production estimate");
    }
    // The entry found for one question answers nothing more: the other is still the team's.
    const half = await askTuning("whats your deposit, and whats the ceo's name?");
    expect(half.unanswered).toBe(true);
    expect(half.reply).toContain("40% when the estimate is signed");
    expect(half.missing).toEqual(["ceo"]);
  });
});

describe("the visitor's own thing, brought along", () => {
  it("does not answer 'can I bring my dog to the shoot?' with the video practice", async () => {
    for (const message of ["can i bring my dog to the shoot", "can I bring my cat to the shoot?", "can my dog come to the shoot?"]) {
      const answer = await askTuning(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/Video Production/);
    }
    // Their own business is still who asks, not what about.
    const own = await askTuning("can you make a website for my restaurant?");
    expect(own.unanswered).toBe(false);
  });
});

describe("samples the visitor sends before a shoot, in English and in Spanish", () => {
  it("answers how far ahead with the shoot entry, showing no work", async () => {
    for (const message of [
      "how far ahead do you need the product samples before the shoot?",
      "¿Con cuánta anticipación necesitan las muestras del producto antes de la filmación?",
    ]) {
      const answer = await askTuning(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("product samples at least ten business days before the shoot");
      expect(answer.reply).not.toMatch(/social media projects|proyectos de redes sociales/);
    }
  });
});

describe("a topic put first, without a comma, before the question", () => {
  it("reads 'for packaging is it just the graphics or do you do the actual box shape too' as a question, not a brief", async () => {
    const { readQuestion } = await import("@/lib/concierge/question");
    expect(readQuestion("for packaging is it just the graphics or do you do the actual box shape too").form).toBe("yes-no");
    expect(readQuestion("for video do you do the editing in house").form).toBe("yes-no");
    expect(readQuestion("for social, which numbers do you actually pay attention to?").form).toBe("which");
    // Asked, it is not answered by the practice's description as if it were a project brief.
    const answer = await askTuning("for packaging is it just the graphics or do you do the actual box shape too");
    expect(answer.reply).not.toContain("That's squarely in our Packaging Design");
    expect((await askTuning("about the first meeting can it be over video")).reply).toContain("on video");
  });
  it("answers what the visitor must do without a 'Yes.' before what the agency does", async () => {
    const permits = await askTuning("for the shoot do we need to sort out permits and insurance ourselves?");
    expect(permits.reply).toContain("We handle the permits");
    expect(permits.reply).not.toMatch(/^Yes\./);
  });
});

describe("how the agency handles one named thing", () => {
  it("is not its process: 'how do you handle print runs?' is about print runs, 'how do you handle a project like ours?' is the process", async () => {
    const { readQuestion } = await import("@/lib/concierge/question");
    expect(readQuestion("how do you handle print runs?").subjects).not.toContain("process");
    expect(readQuestion("how do you handle a project like ours?").subjects).toContain("process");
    expect(readQuestion("how would you tackle this?").subjects).toContain("process");
    const runs = await askTuning("we're a tiny brand and terrified of ending up with 10,000 boxes we can't use lol. how do you handle print runs?");
    expect(runs.reply).not.toContain("It starts with a first meeting");
  });
});

describe("how a practice does something, when its description does not say", () => {
  it("is not answered by what the practice is", async () => {
    const money = await ask("how do you figure out if the ad money actually did anything?");
    expect(money.reply).not.toContain("That's our Digital Marketing practice");
    // Its description says what is asked ("measured against business results"): it answers.
    expect((await ask("How does your media team measure whether a campaign worked?")).reply).toContain("measured against business results");
    expect((await ask("how does your digital marketing work?")).reply).toContain("That's our Digital Marketing practice");
  });
});

describe("the work staff added, pointed at in the visitor's words (tuning pack 8)", () => {
  it("reads a clause after 'the one' as which of an industry's work, not what is asked", async () => {
    const answer = await askTuning("tell me about the dentist campaign, the one about people being scared of going");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Brightside");
  });

  it("answers 'what did you do for them?' with what was made, and 'what did it do for them?' with results", async () => {
    expect(readQuestion("what did you guys do for them?").subjects).toContain("included");
    expect(readQuestion("what did you guys do for them?").subjects).not.toContain("results");
    expect(readQuestion("what did the campaign do for them?").subjects).toContain("results");
    const made = await askTuning("the youth orchestra in long beach, what did u guys do for them?");
    expect(made.reply).toContain("First Chair");
    const baseball = await askTuning("what did you do for the baseball team?");
    expect(baseball.reply).toContain("Four-Pack");
  });

  it("points at a campaign by one word of its name before a word for the work ('the grandpa videos')", async () => {
    const answer = await askTuning("the family plumbing biz with the grandpa videos, how did it do");
    expect(answer.reply).toContain("Kessler");
    expect(answer.reply).not.toContain("IMAX");
  });

  it("answers 'did the client say anything about it?' with the quote", async () => {
    const answer = await askTuning("did the client say anything about it?", ["tell me about the moonrise hotels campaign"]);
    expect(answer.reply).toContain("Lena Ortiz");
  });

  it("reads the form of one question asked after what it is about ('tidecats - how much was…')", async () => {
    const price = await askTuning("tidecats - how much was the family pack?");
    expect(price.reply).toContain("$45");
    expect(price.reply).not.toContain("8,600");
  });

  it("never counts a thing by a figure joined to another word ('an eight-minute application' is no count of applications)", async () => {
    const answer = await askTuning("eastgate, how many applications did they get?");
    expect(answer.reply).not.toContain("eight-minute");
  });

  it("reads money up front as a deposit", async () => {
    const answer = await askTuning("do you need money up front before you start?");
    expect(answer.reply).toContain("40% when the estimate is signed");
  });
});

describe("the work a question is asked of, in the visitor's words (tuning pack 8, second round)", () => {
  it("reads the work a question asks what it got as pointing at it ('did the stormy weekend hotel films get')", async () => {
    const answer = await askTuning("how many views did the stormy weekend hotel films get");
    expect(answer.reply).toContain("2.4M views");
  });

  it("points at the work by a longer phrase after 'for the' ('the school with welding and hvac classes')", async () => {
    const answer = await askTuning("what did you do for the school with welding and hvac classes");
    expect(answer.reply).toContain("Night Shift");
  });

  it("never counts a thing by a rate per that thing ('cost per application fell 43%' is no count of applications)", async () => {
    const answer = await askTuning("el colegio comunitario de El Monte, ¿cuántas solicitudes recibieron?");
    expect(answer.reply).not.toContain("43%");
  });

  it("reads 'did it get cheaper to land a job' as a cost per job that fell", async () => {
    const { focusOf } = await import("@/lib/concierge/coverage");
    const focus = focusOf("did it get cheaper for them to land a job", () => false).map((word) => word.word);
    expect(focus).toEqual(expect.arrayContaining(["cost", "reduce"]));
    expect(focus).not.toContain("cheaper");
  });
});

describe("revenue and sales", () => {
  it("reads a lift in revenue as how sales moved, so a second question on sales is answered, not declined", async () => {
    const answer = await ask("What did you do for Solstice, and did it actually move sales?");
    expect(answer.reply).toContain("58% lift in direct-to-consumer revenue");
    expect(answer.reply).not.toContain("As for the rest of your question");
    expect(answer.unanswered).toBe(false);
  });
});

describe("everyday names for media and places (tuning pack 6)", () => {
  it("reads regular TV as linear TV and physical stores as stores", async () => {
    const { focusOf } = await import("@/lib/concierge/coverage");
    expect(focusOf("do you buy regular tv spots too?", () => false).map((word) => word.word)).toContain("linear");
    expect(focusOf("did it bring people into physical stores?", () => false).map((word) => word.word)).not.toContain("physical");
    expect((await ask("do you buy regular tv spots too?")).reply).toContain("linear and connected TV");
    expect((await ask("has one of your campaigns actually brought more people into physical stores?")).reply).toContain("14%");
  });
});

describe("tuning pack 9: what a question asks, in everyday forms", () => {
  it("reads 'how much money did they end up raising?' as a sum raised, not the agency's price", async () => {
    expect(readQuestion("how much money did they end up raising").subjects).not.toContain("pricing");
    expect(readQuestion("how much would a brand film cost").subjects).toContain("pricing");
  });

  it("answers 'what did X cost?' only with a sum: a line about X without one is no answer", async () => {
    const answer = await askTuning("what did tickets to the harbor youth symphony spring concert cost?");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("First Chair");
  });

  it("asks nothing more with 'or just the same?' after a yes-or-no question", async () => {
    const answer = await askTuning("did people stay longer at moonrise after the campaign or just the same?");
    expect(answer.reply).toContain("2.3");
    expect(answer.unanswered).toBe(false);
  });

  it("reads 'who from the team did you quote' as a follow-up on the work talked about, and 'quote' there as no price", async () => {
    const answer = await askTuning("who from the team did you quote", ["the tidecats thing"]);
    expect(answer.reply).toContain("Ray Delgado");
    expect(readQuestion("who did you quote from them").subjects).not.toContain("pricing");
    expect(readQuestion("can you quote me a price for a video").subjects).toContain("pricing");
    const both = await askTuning("how long was the brightside campaign and who did you quote from them?");
    expect(both.reply).toContain("5 months");
    expect(both.reply).toContain("Haddad");
  });

  it("reads 'is it all up front?' after paying as a question about the deposit, and says no 'Yes.' to it", async () => {
    const answer = await askTuning("how does paying you work, is it all up front?");
    expect(answer.reply).toContain("40% when the estimate is signed");
    const alone = await askTuning("is it all up front?");
    expect(alone.reply).not.toMatch(/^Yes\b/);
  });
});

describe("tuning pack 9: counts and measures in the visitor's words", () => {
  it("counts the games that sold out as the sellouts a line states", async () => {
    const answer = await askTuning("how many tidecats games were totally sold out after this?");
    expect(answer.reply).toContain("17 sellouts");
  });

  it("answers a cost per job with the line that states that cost, not a line of prices per job", async () => {
    const answer = await askTuning("what was the cost per job for kessler?");
    expect(answer.reply).toContain("$81");
    expect(answer.reply).not.toContain("$89");
  });
});

describe("an entry on pricing found by its words alone", () => {
  it("answers no question that is not about our prices ('how much money did they end up raising?')", async () => {
    const answer = await askTuning("how much money did they end up raising?");
    expect(answer.reply).not.toContain("$10K");
    expect(answer.unanswered).toBe(true);
    // A question about our prices still gets the price range.
    expect((await ask("how much money would a brand film run us?")).reply).toContain("$10K");
  });
});

describe("getting ready on the client's end", () => {
  it("reads 'get ready on our end' as what the client prepares, which the entry for before a shoot answers", async () => {
    const answer = await askTuning("what do we need to get ready on our end before you come film us");
    expect(answer.reply).toContain("ten business days");
    expect((await askTuning("how do we get ready for the shoot?")).reply).toContain("brand guidelines");
    // Getting ready for something else is not the shoot's list.
    expect((await askTuning("what should i get ready for my interview?")).reply).not.toContain("brand guidelines");
  });
});

describe("names asked for, and places or languages beside them", () => {
  it("answers 'which radio stations?' only with a station's name, not with the places or languages the line names", async () => {
    const answer = await askTuning("which radio stations did brightside run on exactly?");
    expect(answer.unanswered).toBe(true);
    // Asked where, the places answer.
    expect((await askTuning("where did the brightside radio reads run?")).reply).toContain("Riverside");
  });
});

describe("cheaper, in the visitor's words", () => {
  it("reads 'bring in new patients cheaper' and 'was it cheaper to get applicants' as a cost per patient or applicant that fell", async () => {
    expect((await askTuning("did the dentist campaign bring in new patients cheaper?")).reply).toContain("26%");
    expect((await askTuning("was it cheaper to get applicants for the college after you guys came in")).reply).toContain("43%");
  });
});

describe("a word of the phrase that describes the work, in another word of the same meaning", () => {
  it("reads 'the youth orchestra' of Harbor Youth Symphony as pointing at the work, so its length is answered", async () => {
    const answer = await askTuning("how long did you work with the youth orchestra?");
    expect(answer.reply).toContain("9 months");
    // A word of no such meaning still has to be said by the answer.
    expect((await askTuning("how long did you work with the youth bakery?")).reply).not.toContain("9 months");
  });
});

describe("tuning pack 9: a change in degree, and Spanish adjectives after their noun", () => {
  it("reads 'how much more was their phone ringing' as a change in the work, not our price", async () => {
    expect(readQuestion("how much more was kessler's phone ringing every month").subjects).not.toContain("pricing");
    expect(readQuestion("how much more did it cost than planned").subjects).toContain("pricing");
    expect((await askTuning("how much more was kessler's phone ringing every month")).reply).toContain("3,900");
  });

  it("puts 'dentales' before its noun, as 'dental clinics'", async () => {
    const answer = await askTuning("hola, ¿han trabajado con clínicas dentales?");
    expect(answer.lang).toBe("es");
    expect(answer.reply).toContain("Brightside");
  });
});

describe("where a named piece of work ran", () => {
  it("is what its execution lines say of a medium ('where did the solstice campaign run?'), said once", async () => {
    const answer = await ask("where did the solstice campaign run?");
    expect(answer.reply).toContain("Instagram and TikTok");
    expect(answer.reply.match(/Solstice Skincare:/g)).toHaveLength(1);
    const channels = await askTuning("what channels did the brightside ads actually run on?");
    expect(channels.reply).toContain("TV and YouTube");
    expect(channels.reply).toContain("Radio");
  });

  it("is no medium when the question names one or asks where on the map", async () => {
    const billboards = await askTuning("where'd the baseball billboards go up");
    expect(billboards.reply).not.toContain("Creative Campaigns practice");
    const geographically = await ask("where did the media run, geographically?");
    expect(geographically.reply).not.toContain("connected TV");
  });
});

describe("whether something is required", () => {
  it("gets no 'Yes.' from a text that only mentions it ('do you require a retainer?': retainers have a price, not a requirement)", async () => {
    const answer = await ask("Do you require a retainer?");
    expect(answer.reply).not.toMatch(/^Yes\b/);
    expect(answer.reply).toContain("retainers start from about $15K a month");
  });
});

describe("everyday Spanish and English for the work and for paying", () => {
  it("glosses 'la empresa de plomería' as the plumbing company, and 'se reservaron' as were booked", async () => {
    expect((await askTuning("¿cuánto tiempo duró la campaña para la empresa de plomería?")).reply).toContain("6 meses");
    expect((await askTuning("cuantas citas se reservaron por mensaje de texto con la clinica dental?")).reply).toContain("12,400");
  });

  it("reads 'how do we pay for a project?' as the client's payments, which the billing entry answers", async () => {
    expect((await askTuning("how do we pay for a project with you?")).reply).toContain("40% when the estimate is signed");
  });

  it("reads 'who spoke about the results' as whom the story quotes", async () => {
    const { focusOf } = await import("@/lib/concierge/coverage");
    expect(focusOf("who at eastgate spoke about the results", () => false).map((word) => word.word)).toContain("quoted");
  });
});

describe("what a visitor asks of their own things, of a kind of studio, of an award by name and of a headcount", () => {
  it("reads the thing a verb acts on as asked about ('can you manage our google business profile?'), not as whose", async () => {
    const profile = await ask("can you manage our google business profile?");
    expect(profile.unanswered).toBe(true);
    expect(profile.reply).not.toContain("Digital Marketing");
    // Who it is for is still whose: the practice answers.
    expect((await ask("can you run our google ads?")).reply).toContain("Digital Marketing");
  });

  it("reads 'a podcast studio' as a thing asked about, not the agency's studio", async () => {
    const studio = await ask("do you have a podcast studio?");
    expect(studio.unanswered).toBe(true);
    expect(studio.reply).not.toContain("Media Buying");
    expect((await ask("where is your studio?")).reply).toContain("725 S. Spring Street");
  });

  it("does not say yes to an award by name from the kind it is of ('did you win an Emmy?')", async () => {
    for (const message of ["did you win an emmy?", "have you won an oscar?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/^Yes/);
    }
    expect((await ask("have you won any awards?")).reply).toMatch(/^Yes\. Our work has won Clio/);
    expect((await ask("did you win a clio?")).reply).toMatch(/^Yes/);
  });

  it("reads how many people did the work as a headcount the site never states, not a result", async () => {
    for (const message of [
      "how many people worked on the pacific crest project?",
      "how many people were on the team for pacific crest?",
      "how big was the team on the imax campaign?",
    ]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(readQuestion(message).unpublished).toBe(true);
    }
    expect((await ask("how big is your team?")).unanswered).toBe(true);
    // How many people the work reached, or were in it, is the work's.
    expect(readQuestion("how many people signed up for lumina health?").unpublished).toBe(false);
    expect((await ask("how many employees were in the pacific crest film?")).reply).toContain("three store employees");
  });
});

describe("where the work stands with a client now, its budget and what we charged", () => {
  it("is the team's to tell, not an overview's ('is solstice still your client?', 'did you go over budget on velo electric?')", async () => {
    for (const message of [
      "is solstice still your client?",
      "are you still working with imax?",
      "do you still work with harvest table?",
      "how much did you charge solstice?",
      "did you go over budget on velo electric?",
    ]) {
      expect(readQuestion(message).unpublished).toBe(true);
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/^Yes/);
    }
    // "Still" as "even so" is no such question, and the clients of a kind are the work's.
    expect(readQuestion("we already have a media agency. can you still work with us?").unpublished).toBe(false);
    expect((await ask("do you currently work with any healthcare clients?")).unanswered).toBe(false);
  });
});

describe("a client's own details, with that client in view", () => {
  it("never answers 'what is their phone number?' after a case study with ours", async () => {
    for (const message of ["what is their phone number?", "what is their website?"]) {
      const answer = await ask(message, ["tell me about lumina health"]);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toContain("You can reach the team");
    }
    // Ours, asked as ours, or with no client in view ("their" may be the agency's).
    expect((await ask("what is your phone number?", ["tell me about lumina health"])).unanswered).toBe(false);
    expect((await ask("what's their phone number?")).unanswered).toBe(false);
  });
});

describe("who writes, and Spanish for bringing, still working with and a country", () => {
  it("does not take the client a visitor says they are from as the client asked about", async () => {
    const answer = await ask("im from lumina health, how can i reach the team?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("studio@northlight.la");
  });

  it("reads '¿puedo llevar a mi perro a la filmación?', '¿siguen trabajando con imax?' and '¿tienen oficina en méxico?' for what they ask", async () => {
    for (const message of ["¿puedo llevar a mi perro a la filmación?", "¿siguen trabajando con imax?", "¿tienen oficina en méxico?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/^Sí/);
    }
    expect(readQuestion("are you still working with imax").unpublished).toBe(true);
  });
});

describe("someone else's details and prices, asked of a client's story", () => {
  it("never answers with our address or our prices", async () => {
    const stadium = await askTuning("what's the stadium's address?", ["tell me about the tidecats campaign"]);
    expect(stadium.unanswered).toBe(true);
    expect(stadium.reply).not.toContain("725 S. Spring Street");
    const repair = await askTuning("how much do they charge for a repair?", ["tell me about kessler plumbing"]);
    expect(repair.unanswered).toBe(true);
    expect(repair.reply).not.toContain("$10K-$100K+");
    // Ours, by our name or the studio's, is still ours.
    expect((await ask("what's the studio's address?")).reply).toContain("725 S. Spring Street");
    expect((await ask("how much do you charge?")).reply).toContain("$10K-$100K+");
  });
});

describe("work that went badly", () => {
  it("is not answered by a practice that never says so ('which campaign failed?'), while a story's figures answer its premise", async () => {
    for (const message of ["which campaign failed?", "what campaign flopped?", "what was your worst campaign?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toContain("Creative Campaigns practice");
    }
    expect((await ask("why did the IMAX campaign fail?")).reply).toContain("4.2M");
  });
});

describe("a practice's results, asked of one platform", () => {
  it("are the sentences that say it, not another client's figures beside them", async () => {
    const instagram = await ask("how much did the salad chain's instagram grow");
    expect(instagram.reply).toContain("from 61K to 84K");
    expect(instagram.reply).not.toContain("96K");
    const tiktok = await ask("whats the biggest tiktok growth you've pulled off for a client");
    expect(tiktok.reply).toContain("96K followers");
    expect(tiktok.reply).not.toContain("61K");
    // Asked of the practice as a whole, its results are all of them.
    const whole = await ask("what results has your social media team gotten?");
    expect(whole.reply).toMatch(/61K[\s\S]*96K/);
  });
});

describe("a FAQ entry that says more of the question than the subject's entry", () => {
  it("answers, when it leaves one everyday word of several unsaid", async () => {
    const budgets = await ask("How do you keep video production budgets from ballooning?");
    expect(budgets.reply).toContain("keeps budgets honest");
    expect(budgets.reply).not.toContain("$10K-$100K+");
    // The price is still the price list's.
    expect((await ask("how much does video production cost?")).reply).toContain("$10K-$100K+");
  });
});

describe("one word asked that an entry's answer says only in passing", () => {
  it("does not make the entry the answer ('how does invoicing work?' is not who owns the work)", async () => {
    const invoicing = await ask("how does invoicing work?");
    expect(invoicing.unanswered).toBe(true);
    expect(invoicing.reply).not.toContain("You do.");
    expect((await ask("who owns the work?")).reply).toMatch(/^You do\./);
  });
});

describe("making a thing, and another firm's trade", () => {
  it("'do you build apps?' is not answered by a practice's tools, nor 'do you do PR?' by the PR firms we work with", async () => {
    for (const message of [
      "do you build apps?",
      "can you build an app for us?",
      "do you do apps?",
      "¿hacen aplicaciones móviles?",
      "do you do PR?",
      "can you handle PR for us?",
    ]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toMatch(/^Yes/);
    }
    // What the agency uses, and who it works with, are still answered.
    expect((await ask("what apps do you use?")).reply).toContain("ads management");
    expect((await ask("do you use hubspot?")).reply).toContain("HubSpot");
    expect((await ask("do you work with PR firms?")).reply).toContain("PR firms");
  });
});

describe("a person a case study's line names with what they are", () => {
  it("answers 'who is Sal?' from that line, as a quote answers for its author", async () => {
    const sal = await askTuning("who is Sal?");
    expect(sal.reply).toContain("81-year-old founder Sal Kessler");
    expect((await askTuning("who's Elena Park?")).reply).toContain("Founder and CEO, Solstice Skincare");
    // Someone the site never names is still not guessed.
    expect((await ask("who is your CEO?")).unanswered).toBe(true);
  });
});

describe("a name in the visitor's message", () => {
  it("is what a Spanish question asks about, even where the Spanish reader has no word for it", async () => {
    const tijuana = await ask("¿tienen oficina en Tijuana?");
    expect(tijuana.unanswered).toBe(true);
    expect(tijuana.reply).not.toMatch(/^Sí/);
    expect((await ask("¿dónde están ubicados?")).reply).toContain("725 S. Spring Street");
  });

  it("does not make an English question Spanish ('Who's Marisol Ortega?')", async () => {
    const who = await ask("Who's Marisol Ortega?");
    expect(who.reply).toContain("Marisol Ortega, VP of Marketing");
    expect(who.reply).not.toMatch(/No tengo|Nuestro/);
    expect((await ask("Hola Buenos Días")).reply).toMatch(/^Hola/);
  });
});

describe("a follow-up whose only words point back at the work", () => {
  it("is asked of that work by name ('where did it run?' after the bike campaign)", async () => {
    const where = await ask("where did it run?", ["tell me about the bike campaign"]);
    expect(where.reply).toContain("OOH on congested corridors");
    expect(where.reply).not.toContain("44% lift in LA online sales");
    expect((await ask("how long did it run?", ["tell me about the bike campaign"])).reply).toContain("14 weeks");
  });
});

describe("the idea behind a named piece of work", () => {
  it("is its strategy, not the first line that says 'campaign'", async () => {
    const solstice = await ask("what was the idea behind the Solstice campaign?");
    expect(solstice.reply).toContain("traded filtered perfection for real skin");
    expect(solstice.reply).not.toContain("Routine bundle became 34%");
    expect((await ask("what was the idea?", ["tell me about the solstice campaign"])).reply).toContain("traded filtered perfection");
    expect((await ask("what was the strategy for velo?")).reply).toContain("made the commute itself the proof");
  });
});

describe("Spanish follow-ups about work done", () => {
  it("'¿dónde se publicó?' and '¿cuál fue la idea?' are answered in Spanish from the work in the conversation", async () => {
    const history = ["cuéntame de la campaña de Velo Electric"];
    const where = await ask("¿dónde se publicó?", history);
    expect(where.reply).toContain("Serie para redes sociales 'Commute Swap'");
    expect(where.reply).toContain("OOH en corredores congestionados");
    expect(where.reply).not.toContain("social series featuring");
    expect((await ask("¿cuál fue la idea?", history)).reply).toContain("hizo del propio trayecto al trabajo la prueba");
  });
});

describe("the price of a thing named", () => {
  it("is a price said of that thing, not another figure in dollars", async () => {
    const drain = await askTuning("how much did a drain clearing cost?");
    expect(drain.reply).toContain("$89 for a drain clearing");
    expect(drain.reply).not.toMatch(/^Kessler Brothers Plumbing & Air: Cost per booked job/);
    expect((await askTuning("how much does a family four pack cost?")).reply).toContain("$45 Friday Family Four-Pack");
    expect((await ask("how much does a project usually cost?")).reply).toContain("$10K-$100K+");
  });
});

describe("ad buying", () => {
  it("is media buying, and a choice offered gets no yes", async () => {
    for (const message of ["do you handle the ad buying too?", "can you buy the ads too?"]) expect((await ask(message)).reply).toContain("plans and buys");
    const choice = await ask("can you handle buying the ad space too or do you just make the ads");
    expect(choice.reply).toContain("plans and buys");
    expect(choice.reply).not.toMatch(/^Yes/);
    expect((await ask("you guys only work with big brands right? we're a 6 person startup so probably not a fit")).reply).not.toMatch(/^Yes/);
  });
});

describe("the name of a piece of work", () => {
  it("is answered only by a line that gives a name, not by the client's backstory", async () => {
    const hotel = await askTuning("what was the hotel campaign called?");
    expect(hotel.unanswered).toBe(true);
    expect(hotel.reply).not.toContain("three beachfront hotels");
    expect((await askTuning("what did the moonrise film show?")).reply).toContain("six-part film series");
  });
});

describe("asked of a piece of work by name and nothing more", () => {
  it("is its overview, not a line that happens to say 'campaign'; in Spanish too, however English its name looks", async () => {
    const velo = await ask("tell me about the velo electric campaign");
    expect(velo.reply).toMatch(/^Our Velo Electric work/);
    expect(velo.reply).not.toMatch(/^Velo Electric: 7,900 test rides booked, 2\.6 times the campaign goal/);
    for (const message of ["háblame de Velo Electric", "cuéntame de Velo Electric"])
      expect((await ask(message)).reply).toMatch(/^Nuestro trabajo para Velo Electric/);
    // An English greeting in Spanish stays English.
    expect((await ask("Hola, do you guys do video?")).reply).not.toMatch(/^Sí|Nuestr/);
  });
});

describe("a brand film", () => {
  it("is a kind of work asked of the agency, not a client's brand: a client's results are no answer to how long one takes", async () => {
    const film = await ask("how long would a brand film take us?");
    expect(film.reply).not.toContain("68% average view-through");
    // Work for a brand is still about the work.
    expect((await ask("have you worked with any skincare brands?")).reply).toContain("Solstice Skincare");
  });
});

describe("a platform asked of one piece of work", () => {
  it("is said together with what is asked of it, and 'there' points back at it", async () => {
    const tiktok = await ask("did harvest table grow on tiktok as well? how many followers there");
    expect(tiktok.reply).not.toContain("84K");
    expect(tiktok.reply).not.toContain("38%");
    expect((await ask("how many instagram followers did harvest table gain?")).reply).toContain("84K");
  });
});

describe("work for a kind of client", () => {
  it("is found by the words its story says of that kind, never by a broader one", async () => {
    const kids = await askTuning("Got anything for a nonprofit music program for kids?");
    expect(kids.reply).toContain("Harbor Youth Symphony");
    // A beverage brand's story is no alcohol brand's.
    const alcohol = await ask("Have you worked with alcohol brands before?");
    expect(alcohol.unanswered).toBe(true);
  });
});

describe("how many times it sold out", () => {
  it("is the sellouts counted", async () => {
    expect((await askTuning("how many times did the baseball team sell out their park")).reply).toContain("17 sellouts");
  });
});

describe("a thing only the story talked about speaks of", () => {
  it("is asked of that story, though the question names no work", async () => {
    const ballpark = await askTuning("whats the ballpark called", ["do you have any work with sports teams"]);
    expect(ballpark.reply).toContain("Pierpont Field");
    // Asked with no story before it, it is not known.
    expect((await askTuning("whats the ballpark called")).unanswered).toBe(true);
  });
});

describe("the same question of another client on another platform", () => {
  it("swaps the platform as well as the client", async () => {
    const reply = await ask("and driftwood on tiktok?", ["what was harvest table's instagram follower growth?"]);
    expect(reply.reply).toContain("96K");
  });
});

describe("the work a conversation is on", () => {
  it("is not another client's for an industry's word ('stores') said of it", async () => {
    const renewed = await ask("how many stores renewed the cans?", ["Tell me about the Driftwood Coffee launch"]);
    expect(renewed.reply).toContain("All 300 launch doors renewed");
    // A follow-up that pointed back at it ("…did it launch in?") kept the conversation on it.
    const kits = await ask("and how many creators did you send kits to?", [
      "what was the sell-through for driftwood?",
      "nice. how many stores did it launch in?",
    ]);
    expect(kits.reply).toContain("150");
  });
});

describe("which places the work ran in", () => {
  it("is the execution line that names them, asked of the work talked about", async () => {
    const places = await ask("which neighborhoods did it run in?", ["Tell me about the Harbor & Hill Credit Union work"]);
    expect(places.reply).toContain("San Pedro, Wilmington, Echo Park and Highland Park");
    const state = await ask("which parts of the state did the ads run in?", ["What did you do for Lumina Health?"]);
    expect(state.reply).toContain("the Inland Empire, Sacramento and the Central Valley");
    // Where a client is ("where do they play?") is its story's, not where its ads ran.
    expect((await askTuning("where do they play?", ["tell me about the tidecats campaign"])).reply).toContain("Pierpont Field");
  });
});

describe("a piece of work pointed at by 'the' or 'those'", () => {
  it("is the work its words describe, asked where it is or what it is called", async () => {
    expect((await askTuning("where are those beach hotels actually?")).reply).toContain("Malibu and Laguna Beach");
    expect((await askTuning("where is that college with the night classes located")).reply).toContain("El Monte");
    // The thing whose name is asked is what is asked of the work, not a word that describes it.
    const named = await askTuning("What's the name of the ballpark the minor league team plays at?");
    expect(named.reply).toContain("Pierpont Field");
    // "Which ballpark" asks for a place, not a ballpark figure.
    expect((await askTuning("which ballpark do the tidecats play at?")).reply).toContain("Pierpont Field");
  });

  it("is no answer to a season its figures are not of", async () => {
    const summer = await askTuning("what's the occupancy of the hotels now in summer?");
    expect(summer.unanswered).toBe(true);
    expect(summer.reply).not.toContain("71%");
  });

  it("is not described by 'the' when the question asks the agency's own way of working", async () => {
    const steps = await ask("What are the steps in your video production process?");
    expect(steps.reply).not.toContain("Keyward");
  });
});

describe("a word WordNet lists itself", () => {
  it("is read as itself, not as the verb it looks like ('lodging' is no deposit)", async () => {
    const answer = await askTuning("I manage a small inn up the coast in Cambria and winters are brutal for us. Have you worked with anyone in lodging?");
    expect(answer.reply).not.toContain("billed");
    expect(answer.reply).not.toContain("40%");
  });
});

describe("a price asked of one thing", () => {
  it("is not the price of several ('a single ticket' is no four-pack)", async () => {
    for (const message of ["how much is a single ticket to a tidecats game?", "how much is a ticket to a tidecats game?"]) {
      const answer = await askTuning(message);
      expect(answer.unanswered).toBe(true);
      expect(answer.reply).not.toContain("$45");
    }
    // The bundle asked is its own price.
    expect((await askTuning("how much is a four-pack at the tidecats?")).reply).toContain("$45");
  });
});

describe("'brand new'", () => {
  it("is new, asking of no brand", async () => {
    const answer = await askTuning("how many brand new patients did the dental group get in total?");
    expect(answer.reply).not.toContain("Cost per new patient");
  });
});

describe("where a client is, and who at it", () => {
  it("reads 'what town are they in?' as where they are", async () => {
    expect((await askTuning("the plumbing family business - what town are they in?")).reply).toContain("Reseda");
  });

  it("finds the client's marketing person in a CMO's quote, of the client it quoted", async () => {
    expect((await askTuning("who's the marketing person at the hotel company you quoted?")).reply).toContain("Lena Ortiz");
  });

  it("does not read money a client raised as our pricing", () => {
    expect(readQuestion("How much money did the youth orchestra end up raising?").subjects).not.toContain("pricing");
  });
});

describe("the work a visitor describes", () => {
  it("is the one whose figure rose from where the visitor says it started", async () => {
    expect((await askTuning("who went from like a 3.9 star rating to almost 5 stars?")).reply).toContain("Brightside");
  });

  it("is pointed at by a kind of client of several words ('dental or medical practices')", async () => {
    expect((await askTuning("orthodontist here. any examples of work with dental or medical practices?")).reply).toContain("Brightside");
  });
});

describe("'what was the project where…'", () => {
  it("asks which work its words describe", async () => {
    const answer = await askTuning("what was the project where donors could pay for one kid's lessons and instrument for a whole year?");
    expect(answer.reply).toContain("Harbor Youth Symphony");
  });
});

describe("'how much cheaper did each … get'", () => {
  it("is a cost per thing that fell, not our prices", async () => {
    const answer = await askTuning("and how much cheaper did each application get?", [
      "the community college one sounds interesting",
      "how many people applied after?",
    ]);
    expect(answer.reply).toContain("43%");
    expect(answer.reply).not.toContain("$10K");
  });
});

describe("a few everyday readings", () => {
  it("reads a quote one could read as a client's words, not a price quote", () => {
    expect(readQuestion("Is there anyone from the community college I could read a quote from?").subjects).not.toContain("pricing");
  });

  it("reads 'de noche' in Spanish as night", async () => {
    const answer = await askTuning("¿Qué resultados tuvo la campaña del colegio comunitario con clases de noche?");
    expect(answer.reply).toContain("39%");
  });
});

describe("'show me the reel' after talking about a case study", () => {
  it("is the reel, not that case study again (which would open over the reel)", async () => {
    for (const earlier of ["tell me about keyward", "how much cheaper did it get for keyward to win a new customer"]) {
      const answer = await ask("show me the reel", [earlier]);
      expect(answer.reply).toContain("Here's our reel");
      expect(answer.reply).not.toContain("Keyward");
      expect(answer.caseStudyId).toBeNull();
      expect(answer.unanswered).toBe(false);
    }
  });
});

describe("a kind of client asked by a word of a client's name or tags", () => {
  it.each([
    ["any hotel clients?", "Moonrise"],
    ["any travel clients?", "Moonrise"],
  ])("is that client's work, not the office's location: %s", async (message, client) => {
    const answer = await askTuning(message);
    expect(answer.reply).toContain(client);
    expect(answer.reply).not.toContain("Spring Street");
  });
});

describe("a length asked in the visitor's words", () => {
  it("reads 'how many weeks did you spend on the … push' as how long that work ran", async () => {
    const answer = await askTuning("How many weeks did you spend on the Eastgate enrollment push?");
    expect(answer.reply).toContain("11 weeks");
    expect(answer.unanswered).toBe(false);
  });
});

describe("where the client of described work is", () => {
  it("reads 'where's the college from …' as the client's place", async () => {
    const answer = await askTuning("where's the college from the night classes campaign?");
    expect(answer.reply).toContain("El Monte");
  });
});

describe("who started a client described by its trade", () => {
  it("is who founded it", async () => {
    const answer = await askTuning("Who started the dental group you worked with?");
    expect(answer.reply).toContain("Haddad");
  });
});

describe("an office asked for in everyday words", () => {
  it("is where the studio is", async () => {
    const answer = await ask("do you have an office?");
    expect(answer.reply).toContain("Spring Street");
    expect(answer.unanswered).toBe(false);
  });
});

describe("'how many of their games sold out?' after a case study", () => {
  it("is the sellouts that case study counts", async () => {
    const answer = await askTuning("how many of their games sold out?", ["tell me about the baseball team"]);
    expect(answer.reply).toContain("17");
  });
});

describe("'how much less did they pay to get each …'", () => {
  it("is a cost per thing that fell", async () => {
    const answer = await askTuning("For the community college project, how much less did they end up paying to get each applicant?");
    expect(answer.reply).toContain("43%");
    expect(answer.unanswered).toBe(false);
  });
});

describe("money raised, in everyday Spanish", () => {
  it("reads 'plata' as money and 'juntaron' as raised", async () => {
    const answer = await askTuning("¿Cuánta plata juntaron para la sinfónica juvenil de Long Beach?");
    expect(answer.reply).toContain("412,000");
  });
});

describe("a kind of client offered two ways ('athletics or pro sports franchises')", () => {
  it.each([
    "We're a semi-pro soccer club in Bakersfield and our home crowds are thin. Have you done anything with athletics or pro sports franchises?",
    "Have you worked with athletics or pro sports franchises?",
  ])("is answered by the work one of them points at: %s", async (message) => {
    const answer = await askTuning(message);
    expect(answer.reply).toContain("Ventura Tidecats");
    expect(answer.unanswered).toBe(false);
  });

  it("still says nothing of a kind of client no story is, however it is said", async () => {
    const answer = await ask(
      "I'm the communications director for a children's hospital foundation in Pasadena. We run a big annual gala and a year-end giving push, and our board finally wants to bring in outside help for video and social. Before I set up a call: have you worked with nonprofits or charities before?",
    );
    expect(answer.reply).not.toMatch(/Suppliers|vendor/);
  });
});

describe("'how much bigger did the crowds get at the minor league ballpark?'", () => {
  it("is a change in attendance at the work the words describe, not our prices", async () => {
    const answer = await askTuning("how much bigger did the crowds get at the minor league ballpark after your campaign?");
    expect(answer.reply).toContain("3,350");
    expect(answer.unanswered).toBe(false);
  });

  it.each(["how much bigger did the crowds get?", "the minor league ballpark"])("reads no price in %s", (message) => {
    expect(readQuestion(message).subjects).not.toContain("pricing");
  });

  it.each(["are we in the right ballpark?", "how much bigger was the budget?"])("still reads a price in %s", (message) => {
    expect(readQuestion(message).subjects).toContain("pricing");
  });
});

describe("which work a description points at, asked 'whose campaign' or 'which organization'", () => {
  it.each([
    ["Whose campaign let people book a teeth cleaning just by sending a text?", "Brightside"],
    [
      "You had a donation page where a few hundred bucks covered a kid's music lessons and a loaner instrument for the year. Which organization was that?",
      "Harbor Youth Symphony",
    ],
  ])("names it: %s", async (message, client) => {
    const answer = await askTuning(message);
    expect(answer.reply).toContain(client);
    expect(answer.unanswered).toBe(false);
  });
});

describe("a name the content spells out, written as its initials", () => {
  it("reads 'PCH' as the Pacific Coast Highway a staff-added story names", async () => {
    const answer = await askTuning("I keep driving past billboards on PCH that show the current ocean temperature. Was that one of yours? Who was it for?");
    expect(answer.reply).toContain("Moonrise");
    expect(answer.unanswered).toBe(false);
  });

  it("takes names of three or four capitalized words, never initials that are a word or that two names share", () => {
    const initials = initialsOf(
      ["Billboards on Pacific Coast Highway.", "The Harbor Youth Symphony plays.", "Pacific Crest Highway and Pacific Coast Hotels.", "Cool Art Team"],
      (word) => word === "cat",
    );
    expect(initials.get("pch")).toBeUndefined();
    expect(initials.get("hys")).toBe("harbor youth symphony");
    expect(initials.has("thys")).toBe(false);
    expect(initials.has("cat")).toBe(false);
    expect(initialsOf(["Billboards on Pacific Coast Highway."], () => false).get("pch")).toBe("pacific coast highway");
  });
});

describe("a price asked after a client's story that is full of prices", () => {
  it("is never answered with our own price list", async () => {
    const answer = await askTuning("whats the cheapest price they put on the trucks", ["have u done work for plumbers"]);
    expect(answer.reply).not.toMatch(/\$10K|\$15K/);
  });

  it.each(["how much would you charge for something like that?", "what are your prices?", "how much would a campaign like that cost?"])(
    "gets our prices, never a price in that client's story, when it asks what we charge: %s",
    async (message) => {
      const answer = await askTuning(message, ["have u done work for plumbers"]);
      expect(answer.reply).toMatch(/\$10K/);
      expect(answer.reply).not.toMatch(/\$89|\$81/);
    },
  );
});

describe("a client's name said with a word of the same or a broader meaning", () => {
  it("reads 'the youth orchestra' as Harbor Youth Symphony, whose story never says orchestra", async () => {
    const raised = await askTuning("How much money did the youth orchestra end up raising?");
    expect(raised.reply).toContain("$412,000");
    const length = await askTuning("how long were you guys working with the youth orchestra in long beach");
    expect(length.reply).toContain("9 months");
  });
});

describe("a question after what the visitor says of themselves first", () => {
  it("is read as the question its inverted verb opens, and answered by the entry it asks of, not as a project brief", async () => {
    const message = "most of our customers speak tagalog or korean, can your team write the ads in those languages or do we need a translator";
    expect(readQuestion(message).form).toBe("yes-no");
    const answer = await askTuning(message);
    expect(answer.reply).toContain("in-house");
    expect(answer.reply).not.toMatch(/squarely in our/);
  });

  it("leaves a message that asks nothing a statement", () => {
    expect(readQuestion("we sell tea in grocery stores, your packaging work looks great").form).toBe("statement");
  });
});

describe("'did you do the thing where…': which work a description is of", () => {
  it("names the work whose story its words are, though another story shares a few", async () => {
    const answer = await askTuning("did you guys do the thing where little string groups played on metro platforms and the boardwalk?");
    expect(answer.reply).toContain("Harbor Youth Symphony");
    expect(answer.reply).not.toContain("Tidecats");
  });

  it("names none when no story says it", async () => {
    const answer = await askTuning("did you do the campaign where a dog flew a plane over the stadium?");
    expect(answer.reply).not.toMatch(/Tidecats|Harvest Table|Harbor Youth/);
  });
});

describe("a client who says what their company does, then asks for work like theirs", () => {
  const client =
    "Our company does termite inspections and fumigation for homeowners, mostly repeat customers would be the dream. Have you helped a home services business like that?";

  it("is a prospective client, never a supplier, and gets the work of their kind", async () => {
    expect(classify(client).intent).toBe("service-inquiry");
    const answer = await askTuning2(client);
    expect(answer.reply).toContain("Redtail");
  });

  it("stays a supplier when the ones like them are vendors", () => {
    expect(classify("we sell drone footage to agencies, our company provides aerial shots. have you worked with vendors like us?").intent).toBe("vendor");
  });

  it("gets the honest fallback, not a practice and a 'Yes', when no work of their kind is found", async () => {
    const answer = await askTuning("hvac guys here. family shop in burbank, 12 trucks. have u done anything for a company like ours?");
    expect(answer.reply).not.toMatch(/^Yes|squarely in our/);
  });
});

describe("where a named client is", () => {
  it.each(["where are cypress vale locations?", "where are cypress vale's locations? wondering if one's near me", "where is cypress vale based?"])(
    "is the line of its story that names its places: %s",
    async (message) => {
      const answer = await askTuning2(message);
      expect(answer.reply).toContain("Pasadena, Glendale, Whittier");
      expect(answer.unanswered).toBe(false);
    },
  );
});

describe("the length of a thing made, asked in the present ('how long is the film?')", () => {
  it("is never the agency's usual project timelines", async () => {
    const answer = await askTuning2("the short doc with the whittier families talking about the week after someone died, how long is the film?");
    expect(answer.reply).not.toMatch(/three to six weeks|six to ten weeks/);
  });

  it("leaves a typical project's length to the timelines", async () => {
    const answer = await ask("how long is a typical project?");
    expect(answer.reply).toMatch(/three to six weeks/);
  });
});

describe("which client it was, asked of work an industry's word and words only its story uses point at", () => {
  it("names that one client, not every line that shares a word", async () => {
    const answer = await askTuning2(
      "my mom picked up a little booklet for planning your own funeral, it was in english spanish and armenian. which client was that for?",
    );
    expect(answer.reply).toContain("Cypress Vale");
    expect(answer.reply).not.toMatch(/Haverford|Lumina/);
  });

  it("names none when the words only its story uses are another's", async () => {
    const answer = await askTuning("Which client had the promise that a tech shows up within two hours or you get money off?");
    expect(answer.reply).not.toContain("Keyward");
  });
});

describe("the kind of thing 'which …' asks for", () => {
  it("is said by the answer, or nothing answers: a line of other media is no radio station", async () => {
    const answer = await askTuning2("which radio station did the family law firm run its spanish ads on?");
    expect(answer.reply).not.toMatch(/Google search and YouTube/);
  });

  it("may go unsaid where it is a place the answer names", async () => {
    const answer = await ask("Which neighborhoods was the Harbor & Hill 'Your Money Lives Here' campaign in?");
    expect(answer.reply).toContain("San Pedro");
  });
});

describe("Spanish words for a kind of business, and '¿qué pasó con…?'", () => {
  it("reads 'funeraria' as a funeral home: the one client of that kind, not one the visitor's own city is in", async () => {
    const answer = await askTuning2("Hola, tengo una funeraria en Santa Ana. ¿Han trabajado con alguna funeraria antes?");
    expect(answer.reply).toContain("Cypress Vale");
    expect(answer.reply).not.toContain("Basalt");
  });

  it("reads '¿qué pasó con…?' as what happened (accents dropped, 'paso' is also a step)", async () => {
    const answer = await ask("¿Qué pasó con la campaña de Velo Electric?");
    expect(answer.reply).toMatch(/44%/);
  });
});

describe("'who was the … for?' of a long description", () => {
  it("asks whose work it was, whatever the description holds (figures, parentheses)", async () => {
    const answer = await askTuning2("who was the youtube series about a handful of total beginners (one was in their 60s) learning to climb for?");
    expect(answer.reply).toContain("Basalt");
    expect(answer.unanswered).toBe(false);
  });
});

describe("'anyone in that space?' after visitors say what their business is", () => {
  it("points back at their line of business, which the work their words describe answers", async () => {
    const answer = await askTuning2(
      "We operate a couple of passenger boats doing harbor and island trips out of Ventura. Ever worked with anyone in that space?",
    );
    expect(answer.reply).toContain("Pelican");
    expect(answer.unanswered).toBe(false);
  });
});

describe("the person a case study's quote is from, asked of by name", () => {
  it.each(["what's Ray Castellanos's job title?", "what is ray castellanos role?", "what did castellanos say?"])(
    "is that client's work, and the quote's attribution answers: %s",
    async (message) => {
      const answer = await askTuning2(message);
      expect(answer.reply).toContain("Ray Castellanos, President, Pelican Channel Ferries");
    },
  );
});

describe("which work it was, asked by a price the work set ('the $39 intro deal')", () => {
  it("is the one story whose strategy or lines state that very figure", async () => {
    const answer = await askTuning2("which campaign was the one with the $39 intro deal for three visits?");
    expect(answer.reply).toContain("Basalt");
  });

  it("answers a result asked of it from its results, never from the line that states the price", async () => {
    const answer = await askTuning("the $45 deal with 4 tickets + hot dogs and fireworks, how many of those sold?");
    expect(answer.reply).not.toMatch(/^Ventura Tidecats: A \$45 Friday Family Four-Pack/);
  });
});

describe("where one named piece of a campaign ran ('the Night Shift documentary')", () => {
  it("is what a line naming that piece says, never the campaign's other media", async () => {
    const answer = await askTuning("what platforms was the Night Shift documentary posted on?");
    expect(answer.reply).not.toMatch(/posters|Facebook ads/);
  });

  it("leaves a campaign's own ads to every line of its media", async () => {
    const answer = await ask("where did the Go Further ads run?");
    expect(answer.reply).toMatch(/trailhead parking lots/);
  });
});

describe("who a piece of work's quote is from, the work described rather than named", () => {
  it.each([
    ["who's the ceo quoted on the credit union rebranding", "Angela Kim"],
    ["who was quoted for the real skin no filter campaign", "Elena Park"],
    ["who gave the testimonial for the movie screen campaign? the one about competing with the couch", "Dana Whitfield"],
  ])("%s", async (message, person) => {
    const answer = await ask(message);
    expect(answer.reply).toContain(`Client quote from ${person}`);
  });

  it("of invented content too ('the hotel place you quoted')", async () => {
    const answer = await askTuning("who's the marketing chief at the hotel place you quoted?");
    expect(answer.reply).toMatch(/Client quote from [^,]*Ortiz/);
  });

  it("asks nothing more: who made a thing someone said something in is not who was quoted", async () => {
    const answer = await ask("who shot the film where the credit union ceo said they wanted a new look?");
    expect(answer.reply).not.toContain("Client quote from Angela Kim");
  });
});

describe("a staff entry that says what 'how much' asks of, beside the price list", () => {
  it("answers 'how much notice to end a monthly retainer' with the cancellation entry's notice, not the price range", async () => {
    const answer = await askTuning2("how much notice do we have to give to end a monthly retainer");
    expect(answer.reply).toContain("30 days' written notice");
    expect(answer.reply).not.toContain("$10K-$100K+");
  });

  it("leaves a price asked to the price list", async () => {
    const answer = await askTuning2("how much is a monthly retainer and can we end it?");
    expect(answer.reply).toContain("$15K");
  });
});

describe("first messages (visitors 16)", () => {
  it("opening the portfolio, names a few of its clients as well as how many case studies", async () => {
    const answer = await ask("show me your work");
    expect(answer.reply).toMatch(/^Here's our recent work: 9 case studies across 8 industries, from [^.]*, for clients like IMAX, Harvest Table and Keyward\./);
  });

  it("and in Spanish", async () => {
    const answer = await ask("muéstrenme su trabajo");
    expect(answer.reply).toContain("para clientes como IMAX, Harvest Table y Keyward");
  });

  it("reads how long until someone replies as the reply time, not a project's timeline", async () => {
    const answer = await ask("if i email you guys how long til someone actually gets back to me");
    expect(answer.reply).toContain("within one business day");
    expect(answer.reply).not.toContain("eight to sixteen weeks");
  });

  it("still reads how long a campaign takes as the timeline", async () => {
    const answer = await ask("how long does a campaign take?");
    expect(answer.reply).toContain("eight to sixteen weeks");
  });

  it("reads contractions typed without an apostrophe", async () => {
    const answer = await ask("how long does it take, if we havent got a brief yet?");
    expect(answer.missing ?? []).not.toContain("havent");
  });
});

describe("what is written for job seekers", () => {
  it("is no answer to a client's question that happens to share its words", async () => {
    const answer = await ask("do your media ppl and creative ppl actually talk to each other? our last agency was a mess");
    expect(answer.reply).not.toContain("We hire through three paths");
  });

  it("still answers a question about jobs", async () => {
    const answer = await ask("are you hiring creative people?");
    expect(answer.reply).toMatch(/freelancers|full-time roles|internship/);
  });
});

describe("a request to see the work, met by the portfolio it opens", () => {
  it("is never declined beside it ('what have you guys made lately?')", async () => {
    const answer = await ask("what have you guys made lately");
    expect(answer.reply).toMatch(/^Here's our recent work/);
    expect(answer.reply).not.toContain("I don't have that");
    expect(answer.unanswered).toBe(false);
  });

  it("opens from a wish said outside the question, and the question after it is met too", async () => {
    const message =
      "Hi - I'm the marketing lead at a regional grocery chain and I'd love to see some of your past work before we set up a call. Anything you're especially proud of?";
    const answer = await ask(message);
    expect(answer.reply).toMatch(/^Here's our recent work/);
    expect(answer.reply).not.toContain("I don't have that");
  });

  it("still declines a fact the portfolio does not say ('what did the IMAX campaign cost them?')", async () => {
    const answer = await ask("can I see your portfolio? what did the IMAX campaign cost them?");
    expect(answer.reply).toMatch(/I don't have that|rather not guess/);
  });
});

describe("an email address in an answer", () => {
  it("says nothing of its words: '.la' in the address is not Los Angeles", async () => {
    const answer = await ask("We're a Chicago company - do you only work with LA businesses?");
    expect(answer.reply).not.toContain("We keep West Coast hours");
  });
});

describe("Spanish: 'han' and a participle", () => {
  it("reads '¿con qué empresas han trabajado?' as which companies we have worked with", async () => {
    const answer = await ask("¿con qué empresas han trabajado?");
    expect(answer.reply).toContain("IMAX");
    expect(answer.reply).toContain("Solstice Skincare");
  });
});

describe("a prospective client handing over their brief", () => {
  it.each([
    "can i just paste our creative brief in here?",
    "We're a mid-size SaaS company looking for a partner on paid + content. Do you take RFPs, and what do you need from us to respond?",
  ])("%s", async (message) => {
    const answer = await ask(message);
    expect(answer.reply).toContain("You can share it in the chat on this site");
    expect(answer.reply).not.toContain("I don't have that");
  });
});

describe("who we are, asked in everyday words", () => {
  it.each(["whats your whole deal in like one sentence", "what's northlight's elevator pitch?", "sum up your agency for me"])("%s", async (message) => {
    const answer = await ask(message);
    expect(answer.reply).toMatch(/^Northlight is an award-winning Los Angeles creative agency/);
  });
});

describe("examples of a practice", () => {
  it("names work the practice's own text names when no case study lists it (a practice staff add)", async () => {
    const answer = await askTuning2("do you guys do in-person stuff too? like pop up shops, events, that kind of thing. any examples?");
    expect(answer.reply).toMatch(/^Yes\. That's our Event & Experiential Production practice/);
    expect(answer.reply).toContain("Here's a relevant example. Basalt Climbing Co.");
    // "In-person" says how it is done, not a person asked about.
    expect(answer.reply).not.toContain("not a person");
  });

  it("says yes to the practice before its example", async () => {
    const answer = await ask("do you guys do video stuff too? like commercials, that kind of thing. any examples?");
    expect(answer.reply).toMatch(/^Yes\. That's our Video Production practice/);
    expect(answer.reply).toContain("Here's a relevant example. IMAX");
  });
});

describe("the running time of a film in named work", () => {
  it.each([
    ["how long is the IMAX film?", "IMAX: A 60-second brand film"],
    ["how long was the Pacific Crest anthem film?", "Pacific Crest Outfitters: A 90-second anthem film"],
  ])("%s", async (message, expected) => {
    const answer = await ask(message);
    expect(answer.reply).toContain(expected);
    expect(answer.unanswered).toBe(false);
  });

  it("reads a staff-added case study's film the same way", async () => {
    const answer = await askTuning2("how long is the cypress vale film?");
    expect(answer.reply).toContain("A 90-second documentary film");
  });

  it("answers no yes-or-no with a line of another place ('did Velo's sales go up here too or just LA?')", async () => {
    const answer = await ask("We're in San Diego. Did Velo's sales go up down here too or just LA?");
    expect(answer.reply).not.toContain("LA online sales up 44%");
  });
});

describe("the reel, in words", () => {
  it("names the clients its card says it features", async () => {
    const answer = await ask("can I see your reel?");
    expect(answer.reply).toContain(
      "recent campaigns and films for IMAX, Driftwood Coffee Roasters, Pacific Crest Outfitters and Solstice Skincare, among others",
    );
  });

  it("in Spanish too", async () => {
    const answer = await ask("¿puedo ver su reel?");
    expect(answer.reply).toContain("para IMAX, Driftwood Coffee Roasters, Pacific Crest Outfitters y Solstice Skincare, entre otros");
  });
});

describe("a Spanish word is not a name's initials", () => {
  it("reads '¿puedo ver su trabajo?' as asking to see the work, not Velo Electric's 'Ride' ('ver')", async () => {
    const answer = await ask("¿puedo ver su trabajo?");
    expect(answer.reply).toMatch(/^Aquí está nuestro trabajo reciente/);
    expect(answer.reply).not.toContain("Velo");
  });
});

describe("everyday Spanish first messages", () => {
  it.each([
    ["¿tienen ejemplos de su trabajo?", /^Aquí está nuestro trabajo reciente/],
    ["me gustaría ver algunos proyectos", /^Aquí está nuestro trabajo reciente/],
    ["quiero ver su reel", /^Aquí está nuestro reel/],
    ["¿cómo los contacto?", /^Puede escribirle al equipo a studio@northlight\.la/],
    ["hola", /^Hola, soy el concierge de Northlight/],
    ["buenas tardes", /^Hola, soy el concierge de Northlight/],
  ])("%s", async (message, expected) => {
    const answer = await ask(message);
    expect(answer.reply).toMatch(expected);
    expect(answer.unanswered).toBe(false);
  });
});

describe("a wish to see some of the work", () => {
  it("opens the portfolio for 'I would like to see some projects'", async () => {
    const answer = await ask("i would like to see some projects");
    expect(answer.reply).toMatch(/^Here's our recent work: 9 case studies/);
  });
});

describe("work pointed at by what was made", () => {
  it("reads 'the grandpa plumber videos' as the work whose words they are, a practice's word beside them", async () => {
    const answer = await askTuning("how many people watched the grandpa plumber videos");
    expect(answer.reply).toContain("4.6M views");
  });
});

describe("the listed words for an industry or a practice give way to the content's own", () => {
  const industriesFound = (kb: typeof seedKnowledge, message: string) =>
    matchEntities(normalize(message), kb.matchers().caseStudies)
      .filter((hit) => hit.reason.startsWith("industry:"))
      .map((hit) => hit.item.client);

  it("reads 'transportation' as the seed's mobility client until a staff-added client's industry says it", async () => {
    await seedKnowledge.reader();
    await tuning2Knowledge.reader();
    expect(industriesFound(seedKnowledge, "any transportation clients?")).toEqual(["Velo Electric"]);
    expect(industriesFound(tuning2Knowledge, "any transportation clients?")).toEqual(["Pelican Channel Ferries"]);
  });

  it("drops a practice's listed word that another practice's title says", () => {
    const services = [{ title: "Creative Campaigns" }, { title: "Event & Experiential Production" }] as Service[];
    const [, everyday] = serviceMentions(services[0], services);
    expect(everyday.pattern.test("experiential")).toBe(false);
    expect(serviceMentions(services[0], [services[0]])[1].pattern.test("experiential")).toBe(true);
  });
});

describe("the kind of business a client's story says it runs", () => {
  it("reads 'any gyms?' as the climbing client's work ('Basalt Climbing runs five bouldering gyms')", async () => {
    const answer = await askTuning2("any gyms?");
    expect(answer.reply).toContain("Basalt Climbing Co.");
  });
});

describe("a requirement asked with 'need a'", () => {
  it.each(["do you need a retainer to work with you?", "do you have a minimum budget?"])("is not answered 'Yes.' by the price range: %s", async (message) => {
    const answer = await ask(message);
    expect(answer.reply).toMatch(/^It depends on scope/);
  });
});

describe("a staff entry on pricing asked by its own words", () => {
  it.each(["what if we need to cancel?", "what's the cancellation policy?"])("%s", async (message) => {
    const answer = await askTuning2(message);
    expect(answer.reply).toMatch(/^It happens, and our contracts plan for it/);
  });
});

describe("who a piece of work's quote is from, asked over two questions", () => {
  it("answers 'who from … can vouch for you? is there a testimonial…?' with the quote's attribution", async () => {
    const answer = await ask("Who from Harvest Table can vouch for you? Is there a testimonial from someone there?");
    expect(answer.reply).toContain("Marisol Ortega");
    expect(answer.unanswered).toBeFalsy();
  });

  it("answers 'is there anyone … I could read a quote from? who was it'", async () => {
    const answer = await askTuning("Is there anyone from the community college I could read a quote from? who was it");
    expect(answer.reply).toContain("Patricia Nguyen");
  });

  it("does not give the quote alone for a second question of another kind", async () => {
    const answer = await ask("Who from Harvest Table can vouch for you? And what did the campaign cost?");
    expect(answer.reply).not.toMatch(/^Harvest Table: Client quote/);
  });
});

describe("others applying, asked of a client's work", () => {
  it("reads 'did more people apply to Acme's programs?' as a question on the work, not a job seeker's", async () => {
    const answer = await askTuning("did more people apply to Eastgate's night trade programs?");
    expect(answer.reply).toContain("2,060");
  });

  it("still reads the visitor applying as a job seeker", () => {
    expect(classify("where can I apply for a job at your agency?").intent).toBe("employment");
    expect(classify("how do I apply to be an intern?").intent).toBe("employment");
  });
});

describe("who gave a piece of work's quote, and their role", () => {
  it("answers 'who did the quote on the Velo case study and what's their title?' with the attribution", async () => {
    const answer = await ask("who did the quote on the Velo case study and what's their title?");
    expect(answer.reply).toContain("Marcus Bell, VP of Brand");
    expect(answer.unanswered).toBeFalsy();
  });
});

describe("one question answered 'Yes.' once", () => {
  it("says 'Yes.' once before the projects shown and the work that shows them", async () => {
    const answer = await ask("do you have examples of video stuff you've shot");
    expect(answer.reply).toMatch(/^Yes\. /);
    expect(answer.reply.match(/\bYes\./g)).toHaveLength(1);
  });

  it("keeps each of two questions' own 'Yes.'", async () => {
    const answer = await ask("do you do media buying? and do you work with startups?");
    expect(answer.reply.match(/\bYes\b/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe("a brand that has lost who it is", () => {
  it.each(["honestly we dont know who our brand is anymore. can you help figure that out", "our brand feels dated. can you help figure that out"])(
    "is brand strategy: %s",
    async (message) => {
      const answer = await ask(message);
      expect(answer.reply).toContain("Brand Strategy practice");
    },
  );
});

describe("'than' asks about nothing", () => {
  it("leaves it out of a question's focus ('languages other than english')", async () => {
    const answer = await ask("do you write ads in languages other than english?");
    expect(answer.missing).toEqual(expect.arrayContaining(["languages"]));
    expect(answer.missing).not.toContain("than");
  });
});

describe("a quote's person asked by their role", () => {
  it("answers 'whose quote is that on the page, and what's her role?' after a piece of work with its attribution", async () => {
    const answer = await ask("whose quote is that on the page, and what's her role?", ["tell me about the Solstice skincare work"]);
    expect(answer.reply).toContain("Elena Park");
  });
});

describe("'fully', and working for the agency", () => {
  it("answers 'can we work together fully remote?' with working nationwide over video", async () => {
    const answer = await ask("can we work together fully remote? we're in austin");
    expect(answer.reply).toContain("clients nationwide");
  });

  it("reads 'can I work for you fully remote?' as a job seeker's, which the client answer does not answer", async () => {
    expect(classify("can I work for you fully remote?").intent).toBe("employment");
    const answer = await ask("can I work for you fully remote?");
    expect(answer.reply).not.toContain("clients nationwide");
  });
});

describe("proof that it works", () => {
  it("is a practice's results: 'do you guys do seo? any proof it works' names the work that shows it", async () => {
    const answer = await ask("do you guys do seo? any proof it works");
    expect(answer.reply).toContain("Digital Marketing");
    expect(answer.reply).toContain("212%");
    expect(answer.unanswered).toBeFalsy();
  });
});

describe("which person was quoted", () => {
  it("answers 'which exec was quoted on the camping / rain shell store campaign?' with the quote's attribution", async () => {
    const answer = await ask("which exec was quoted on the camping / rain shell store campaign?");
    expect(answer.reply).toContain("Tom Lindqvist");
  });
});

describe("a count of another thing of the work talked about", () => {
  it("carries 'how many … did they end up with?' over to 'and what about their tiktok following'", async () => {
    const answer = await askTuning2("and what about their tiktok following", ["the climbing gym one", "how many members did they end up with?"]);
    expect(answer.reply).toContain("41K");
    expect(answer.reply).not.toContain("96K");
  });

  it("asks of the work talked about when a platform is all that points at another story", async () => {
    const answer = await askTuning2("how many tiktok followers did they end up with?", ["the climbing gym one"]);
    expect(answer.reply).toContain("Basalt");
    expect(answer.reply).toContain("41K");
  });
});

describe("Spanish for a nonprofit's and a team's results", () => {
  it("glosses donors, sponsors, youth leagues, partnering, tickets and fans", async () => {
    const { glossSpanish } = await import("@/lib/concierge/spanish");
    expect(glossSpanish("cuántos donantes y patrocinadores").text).toContain("donors and sponsors");
    expect(glossSpanish("con cuántas ligas infantiles se asociaron").text).toContain("youth leagues");
    expect(glossSpanish("con cuántas ligas infantiles se asociaron").text).toContain("partnered");
    expect(glossSpanish("las entradas para los aficionados").text).toContain("tickets");
    expect(glossSpanish("las entradas para los aficionados").text).toContain("fans");
  });
});

describe("online reviews", () => {
  it("are the reviews a line names on Google: 'what happened to the funeral homes online reviews?'", async () => {
    const answer = await askTuning2("what happened to the funeral homes online reviews?");
    expect(answer.reply).toContain("4.9");
    expect(answer.unanswered).toBeFalsy();
  });
});

describe("a word of one client's name that another story says as often", () => {
  it("points at neither: 'the whittier families' film is the funeral home's, not the family law firm's", async () => {
    const answer = await askTuning2("the short doc with the whittier families talking about the week after someone died, how long is the film?");
    expect(answer.reply).toContain("90-second");
    expect(answer.reply).not.toContain("Haverford");
  });
});

describe("how full a carrier got in its slow months", () => {
  it("is its off-season load factor", async () => {
    const answer = await askTuning2("How full did the Catalina boats get in the slow months after the campaign?");
    expect(answer.reply).toContain("52%");
  });
});

describe("no-shows and returns in a visitor's words", () => {
  it("reads bailing on a first appointment as a no-show", async () => {
    const answer = await askTuning2("law firm question - did fewer people bail on their first appointment with the divorce firm?");
    expect(answer.reply).toContain("11%");
  });

  it("reads coming back as a return", async () => {
    const answer = await askTuning2("for the climbing gym client, how many more first-timers actually came back for a second visit after your stuff?");
    expect(answer.reply).toContain("58%");
  });
});

describe("a sum lost or made is no price", () => {
  it("answers what a pass cost with its price, not 'a $180K monthly loss'", async () => {
    const answer = await askTuning2("How much did the winter pass for the Catalina ferry cost?");
    expect(answer.reply).toContain("$79");
    expect(answer.reply).not.toContain("$180K");
  });
});

describe("a live activation", () => {
  it("is an activation: its stages are the event practice's steps", async () => {
    const answer = await askTuning2("walk me through how you'd plan a live activation for us, what are the stages");
    expect(answer.reply).toContain("Scout");
    expect(answer.reply).toContain("Measure");
  });
});

describe("a condition and then its question, with no comma between", () => {
  it("is a question of its own: 'if our project stalls can we pause it' is not answered by the NDA", async () => {
    const answer = await askTuning2("do you sign NDAs? and also if our project stalls can we pause it for a couple months");
    expect(answer.reply).toContain("NDA");
    expect(answer.reply).toContain("As for the rest of your question");
  });
});

describe("work put on hold", () => {
  it("is paused: 'can we put things on hold for a bit without getting charged?' is the pause answer", async () => {
    const answer = await askTuning2("our funding might get delayed, can we put things on hold for a bit without getting charged?");
    expect(answer.reply).toContain("90 days");
  });
});

describe("a measure asked in the visitor's own words", () => {
  it("is the one result line that says most of its words: organic visits 'without paying for them'", async () => {
    const answer = await ask("roughly how many visits a month is Keyward getting from google now, without paying for them?");
    expect(answer.reply).toContain("480K");
  });

  it("counts a headline figure restating a result as the same figure: 'intro passes' sold", async () => {
    const answer = await askTuning2("how many of those intro passes did basalt end up selling?");
    expect(answer.reply).toContain("8,700");
  });

  it.each(["what did pacific crest's online sales do during go further?", "What did the old Lumina plan finder look like versus the new one?"])(
    "leaves a two-word measure, or a question asking no figure, to the lines that say it all: %s",
    async (message) => {
      const answer = await ask(message);
      expect(answer.reply).not.toMatch(/online map of 120 hikes|30% to 62%/);
    },
  );
});

describe("everyday phrasings of a result", () => {
  it.each([
    ["did the funeral place get better reviews online after?", "4.9"],
    ["so with the climbing gym, did the first timers actually come back more??", "58%"],
    ["did the funeral homes actually end up with more folks booking to plan ahead after your campaign?", "164"],
    ["were the catalina boats any less empty in the winter after you worked with them?", "52%"],
    ["at the family law firm, did fewer people ghost their consult appointments?", "11%"],
  ])("%s", async (message, figure) => {
    const answer = await askTuning2(message);
    expect(answer.reply).toContain(figure);
  });

  it("leaves 'half empty' as how empty a place was, no occupancy stated", async () => {
    const answer = await askTuning("how full did the beach hotels get in winter after the campaign?");
    expect(answer.reply).not.toContain("half empty");
  });
});

describe("what a client paid, asked with 'what'", () => {
  it("is the client's to tell: 'what did cypress vale pay you for that whole campaign?'", async () => {
    const answer = await askTuning2("what did cypress vale pay you for that whole campaign? trying to get a sense of budget");
    expect(answer.unanswered).toBe(true);
    expect(answer.reply).not.toContain("$4.1M");
  });
});

describe("a case study described by a clear lead of its text match", () => {
  it("is the work asked of: 'the kids orchestra one in long beach, how much money did they end up raising?'", async () => {
    const answer = await askTuning("the kids orchestra one in long beach, how much money did they end up raising?");
    expect(answer.reply).toContain("412,000");
  });
});

describe("a thing of a kind asked for by name", () => {
  it("is named only by a line that says one of that kind: no radio station in 'YouTube ads in English and Spanish'", async () => {
    const answer = await askTuning2("which spanish radio station did the haverford ads play on?");
    expect(answer.unanswered).toBe(true);
  });
});

describe("who said something about the work talked about", () => {
  it("is who its quote is from, not whether a person is answering", async () => {
    const answer = await askTuning2("and who's the person from their company that said something about it", ["have you ever worked with a climbing gym?"]);
    expect(answer.reply).toContain("Theo Brandt-Okoye");
    expect(answer.reply).not.toContain("AI concierge");
  });
});

describe("who did a piece of the work", () => {
  it("is said by a line that says by whom, and the reply does not then decline it", async () => {
    const answer = await askTuning2("who actually filmed the whale clips the ferry posted on instagram? was that your crew?");
    expect(answer.reply).toContain("by the boat crews");
    expect(answer.reply).not.toContain("rather not guess");
  });
});

describe("a kind of business near a story's kind", () => {
  it("finds the story where no word of the visitor's is its own: memorial chapels are the funeral homes' kind", async () => {
    const answer = await askTuning2(
      "we own two memorial chapels up in the SFV and barely anyone plans ahead with us. have you ever marketed anything in the end-of-life space?",
    );
    expect(answer.reply).toContain("Cypress Vale");
    expect(answer.unanswered).toBeFalsy();
  });

  it("a water taxi is the ferries' kind", async () => {
    const answer = await askTuning2(
      "do you have experience w/ a water taxi or shuttle company? ours crosses the bay and most of our tickets get sold on 3rd party sites",
    );
    expect(answer.reply).toContain("Pelican");
  });

  it("says which work when the story is found another way: 'lodging' of the hotel group's, 'contractors' of the plumbers'", async () => {
    const lodging = await askTuning("I manage a small inn up the coast in Cambria and winters are brutal for us. Have you worked with anyone in lodging?");
    expect(lodging.reply).toContain("Moonrise");
    const contractors = await askTuning("I own an HVAC and plumbing company out in the valley, about 20 vans. Have you worked with contractors like us?");
    expect(contractors.reply).toContain("Kessler");
  });

  it("but a word for a kind of organization names no trade: nonprofits are not healthcare", async () => {
    const answer = await ask(
      "I'm the communications director for a children's hospital foundation in Pasadena. We run a big annual gala and a year-end giving push, and our board finally wants to bring in outside help for video and social. Before I set up a call: have you worked with nonprofits or charities before?",
    );
    expect(answer.reply).not.toContain("Suppliers");
    expect(answer.unanswered).toBe(true);
  });
});

describe("a kind of business no story is of", () => {
  it("is answered by the kinds of client the agency has had, without a yes: 'we own a few pizzerias, have you worked with places like ours?'", async () => {
    const answer = await ask("we own a few pizzerias in glendale. have you worked with places like ours?");
    expect(answer.reply).toContain("Harvest Table");
    expect(answer.reply).not.toMatch(/^Yes\b/);
    expect(answer.reply).not.toContain("Every case study is measured");
  });

  it("is answered by the story nearest it when there is one: a cemetery asked as 'a business like ours' is the funeral homes' kind", async () => {
    const answer = await askTuning2("we run a small cemetery. have you done anything for a business like ours?");
    expect(answer.reply).toContain("Cypress Vale");
    expect(answer.reply).toContain("Pre-planning appointments");
    expect(answer.reply).not.toContain("Our case studies span");
  });

  it("asked as 'any clients like that?' after saying it, is the story nearest it, not every client's name", async () => {
    const answer = await askTuning2("we manage a memorial park in riverside. any clients like that?");
    expect(answer.reply).toContain("Cypress Vale");
    expect(answer.reply).not.toContain("Basalt");
  });

  it("asked as 'have you helped any … businesses', is read as the kind asked of: a yoga studio owner asking after exercise businesses", async () => {
    const answer = await askTuning2("i run a yoga studio and people drop off after the first class. have you helped any exercise businesses keep members?");
    expect(answer.reply).toContain("Basalt");
  });

  it("asked as 'a company like that' after telling of it in words no kind is read from, is the story nearest theirs, not the first meeting's entry", async () => {
    const answer = await askTuning3(
      "we do tile installs in ontario and all our calls come right after the holidays, then the crews sit around. have u worked with a company like that",
    );
    expect(answer.reply).not.toContain("45-minute");
    expect(answer.reply).not.toMatch(/^Yes\b/);
    // (The story nearest theirs: crews idle between rushes.)
    expect(answer.reply).toMatch(/^The nearest story we have: Ironbark/);
  });

  it("is asked by the question, not by the story told before it: 'online printers undercut us on price' asks no price", async () => {
    const answer = await askTuning3("we run a sign shop in downey and the big online printers undercut us on price. ever done work for a shop like ours?");
    expect(answer.reply).not.toContain("$10K");
    expect(answer.reply).toContain("Quillfeather");
  });

  it("asked as 'businesses like ours', is not the first meeting's entry: 'i run a chain of urgent care centers. any experience with businesses like ours?'", async () => {
    const answer = await ask("i run a chain of urgent care centers. any experience with businesses like ours?");
    expect(answer.reply).not.toContain("45-minute");
    expect(answer.reply).toContain("Lumina Health");
  });
});

describe("a prospective client asking about work in their own field", () => {
  it("is a client, not a supplier, when the business is a studio: 'i run a yoga studio… have you helped any exercise businesses…?'", () => {
    expect(classify("i run a yoga studio in burbank. have you helped any exercise businesses keep members?").intent).not.toBe("vendor");
  });

  it("is a client, not a supplier: 'we run a small letterpress studio… have you ever worked with anyone in that space?'", () => {
    expect(classify("we run a small letterpress studio in pasadena. have you ever worked with anyone in that space?").intent).not.toBe("vendor");
  });
});

describe("a kind of client said in more words than another's", () => {
  it("is the client those words say: 'home service companies' is the one tagged home services, not one whose name says homes", async () => {
    const answer = await askTuning2("any home service companies among your clients?");
    expect(answer.reply).toContain("Redtail");
    expect(answer.reply).not.toContain("Cypress Vale");
  });
});

describe("what a piece of work was, asked with nothing else of it", () => {
  it("is answered with its idea: 'heard you did something for a credit union. what was that about?'", async () => {
    const answer = await ask("heard you did something for a credit union. what was that about?");
    expect(answer.reply).toContain("Harbor & Hill");
    expect(answer.reply).toContain("money stays in the neighborhoods");
  });

  it("but a question of one thing of it is not: 'how many new members did the credit union get?'", async () => {
    const answer = await ask("how many new members did the credit union get?");
    expect(answer.reply).not.toContain("money stays in the neighborhoods");
  });
});

describe("an amount of money asked of a client's work", () => {
  it("is a result, not our price list, when words come between 'how much' and 'did': 'how much additional annual revenue did the pest control company bring in?'", async () => {
    const answer = await askTuning2("how much additional annual revenue did the pest control company bring in?");
    expect(answer.reply).toContain("$860K");
    expect(answer.reply).not.toContain("$10K");
  });

  it("is said only by a line that states money: 'how much box office did the IMAX campaign drive?' is no count of impressions", async () => {
    const answer = await ask("how much box office did the IMAX campaign drive?");
    expect(answer.reply).not.toContain("4.2M");
  });
});

describe("a piece of work pointed at by its kind, after a conversation about a client", () => {
  it("is that client's: 'what happens in the commercial' after the tree care company is its spot, not the printer's industry", async () => {
    const answer = await askTuning3("what happens in the commercial", ["you guys did a campaign for a tree company right?"]);
    expect(answer.reply).toContain("eucalyptus");
    expect(answer.reply).not.toContain("Quillfeather");
  });

  it("reads an industry's name word that is a kind of work as the work: 'commercial' of Commercial Printing names no client", () => {
    const ids = matchEntities(normalize("what happens in the commercial"), tuning3Knowledge.matchers().caseStudies).map((hit) => hit.item.id);
    expect(ids).not.toContain("quillfeather-print-works-hold-this");
  });

  it("does not read 'spotted' as a spot: seeing something is not an ad", () => {
    expect(concept("spotted")).not.toBe(concept("spot"));
    expect(concept("spots")).toBe(concept("spot"));
  });
});

describe("a unit of time said as its adverb", () => {
  it("is the unit: 'hourly' is an hour, 'yearly' a year, 'daily' a day", () => {
    expect(concept("hourly")).toBe(concept("hour"));
    expect(concept("yearly")).toBe(concept("years"));
    expect(concept("daily")).toBe(concept("day"));
  });

  it("so 'what's the hourly rate?' meets '$95 an hour'", async () => {
    const answer = await askTuning3("if i book an interpreter from linden bridge to come in person, what's the hourly rate?");
    expect(answer.reply).toContain("$95 an hour");
  });
});

describe("a count asked with a verb of what a business can do", () => {
  it("counts the thing: 'how many languages can the monterey park interpreter company cover?' is its 38 languages", async () => {
    const answer = await askTuning3("how many languages can the monterey park interpreter company cover?");
    expect(answer.reply).toContain("38 languages");
  });
});

describe("a thing named before the question it asks of", () => {
  it("is what 'it' is: 'and that free audit, how long does it take' is the audit's 40 minutes, not a project's weeks", async () => {
    const answer = await askTuning3("and that free audit, how long does it take", ["what did northlight do for the interpreter company in monterey park?"]);
    expect(answer.reply).toContain("40-minute");
    expect(answer.reply).not.toContain("six to ten weeks");
  });

  it("leaves the work named to the message: 'the ventura ballpark campaign, how long did that run' is the engagement's length", async () => {
    const answer = await askTuning("the ventura ballpark campaign, how long did that run");
    expect(answer.reply).toContain("7 months");
  });
});

describe("an age asked", () => {
  it("is answered by a year or a count of years, not by a client's results: 'how old is keyward?', 'how old is marigold's owner?'", async () => {
    const keyward = await ask("how old is keyward?");
    expect(keyward.unanswered).toBe(true);
    expect(keyward.reply).not.toContain("212%");
    const owner = await askTuning3("how old is marigold's owner?");
    expect(owner.unanswered).toBe(true);
    expect(owner.reply).not.toContain("$4.4M");
  });

  it("still gets the agency's founding year: 'how old is northlight?'", async () => {
    expect((await ask("how old is northlight?")).reply).toContain("2011");
  });
});

describe("who owns or runs a client", () => {
  it("is the person its quote is from when their title says so: 'who owns ironbark?', 'who runs marigold?' (a name with ñ)", async () => {
    const owner = await askTuning3("who owns ironbark?");
    expect(owner.reply).toContain("Renata Okonkwo-Pratt");
    expect(owner.reply).not.toContain("38 crews");
    expect((await askTuning3("who runs marigold?")).reply).toContain("Esperanza Villaseñor-Reyes");
  });

  it("is no one else: a head of growth does not run the company, nor does the story's opening say who does", async () => {
    const runs = await ask("who runs keyward?");
    expect(runs.unanswered).toBe(true);
    expect(runs.reply).not.toContain("Priya Raman");
  });

  it("leaves who owns the work to the ownership entry", async () => {
    expect((await ask("who owns the work?")).reply).toContain("You do");
  });
});

describe("a figure before two nouns", () => {
  it("counts the plural one: '62 one-minute teacher introduction videos' counts videos, so 'how many teachers' gets 'with 62 teachers'", async () => {
    const answer = await askTuning3("how many teachers does calloway have?");
    expect(answer.reply).toContain("62 teachers");
    expect(answer.reply).not.toContain("introduction videos");
  });
});

describe("which of two a thing was", () => {
  it("gets no 'Yes.': 'was that paid or organic?' after a client's followers", async () => {
    const answer = await ask("was that paid or organic?", ["how many followers did driftwood get?"]);
    expect(answer.reply).not.toMatch(/^Yes\./);
    expect(answer.reply).toContain("72%");
  });
});

describe("a job's place of work", () => {
  it("is not how the agency meets clients: 'is it remote?' after asking about jobs, 'can i work remotely?'", async () => {
    for (const answer of [await ask("is it remote?", ["are you hiring designers?"]), await ask("can i work remotely?")]) {
      expect(answer.reply).not.toContain("meeting over video");
      expect(answer.unanswered).toBe(true);
    }
  });

  it("while a client working with the agency from afar still gets it", async () => {
    expect((await ask("we're in new york, can we work with you remotely?")).reply).toContain("nationwide");
  });
});

describe("a visitor telling of their business, asking nothing yet", () => {
  it("is asked what they are working on, with work like theirs, not told the site cannot answer", async () => {
    const brewery = await ask("we're a small brewery in long beach");
    expect(brewery.unanswered).toBe(false);
    expect(brewery.reply).toContain("tell me what you're launching");
    expect(brewery.reply).toContain("Driftwood Coffee Roasters");
    expect((await ask("I run a dental practice")).reply).not.toContain("I don't have that");
  });
});

describe("first things a prospective client says", () => {
  it("'can you help us grow?' is asked what they are launching, not told the site cannot answer; 'help us find a new office' is no such ask", async () => {
    const grow = await ask("can you help us grow?");
    expect(grow.unanswered).toBe(false);
    expect(grow.reply).toContain("tell me what you're launching");
    expect((await ask("can you help us find a new office?")).unanswered).toBe(true);
  });

  it("'I have a budget of 5k, is that enough?' gets the price range, with no 'Yes.' before it", async () => {
    const budget = await ask("I have a budget of 5k, is that enough?");
    expect(budget.reply).toContain("$10K-$100K+");
    expect(budget.reply).not.toMatch(/^Yes\./);
  });

  it("a yoga studio is a client, not a supplier: 'we're a yoga studio in silver lake' after asking for more customers", async () => {
    const studio = await ask("we're a yoga studio in silver lake", ["can you help us get more customers?"]);
    expect(studio.reply).not.toContain("Suppliers");
    expect(classify("we're an animation studio looking to partner").intent).toBe("vendor");
  });
});

describe("the work a visitor asks to be shown at its best", () => {
  it.each(["what's the best thing you've made?", "what's your best work?", "what are you most proud of?"])("%s opens the work", async (message) => {
    expect(classify(message).triggers.portfolio).toBe(true);
    const answer = await ask(message);
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("Here's our recent work");
  });
});

describe("the project cards the chat shows", () => {
  it("answer 'any examples?' without declining it, and say no 'Yes.' to what was asked before", async () => {
    const answer = await ask("any examples?", ["do you work with nonprofits?"]);
    expect(answer.reply).toContain("Here are a few social media projects");
    expect(answer.reply).not.toContain("I don't have that");
    expect(answer.reply).not.toMatch(/^Yes\./);
  });
});

describe("the visitor's own locations", () => {
  it("are not the agency's: 'We're opening a second location of our restaurant…' gets no studio address", async () => {
    const answer = await ask("We're opening a second location of our restaurant in Culver City next spring and need buzz");
    expect(answer.reply).not.toContain("Spring Street");
    expect((await ask("what's your location?")).reply).toContain("Spring Street");
  });
});

describe("a job named a message or two before", () => {
  it("carries to 'is it paid?' past a message that named no job", async () => {
    const answer = await ask("is it paid?", ["are you hiring interns?", "cool, thanks"]);
    expect(answer.reply).toContain("internships are paid");
  });
});

describe("a price per month", () => {
  it("is a price: 'what does it cost per month?' after asking about SEO gets the range and the monthly retainer; a cost per acquisition is still no price of ours", async () => {
    const answer = await ask("what does it cost per month?", ["do you do SEO?"]);
    expect(answer.reply).toContain("$15K a month");
    expect((await ask("what was the cost per acquisition?")).reply).not.toContain("$10K-$100K+");
  });
});

describe("LA in Spanish", () => {
  it("is Los Angeles after 'fuera de', as after 'en': '¿trabajan con clientes fuera de LA?' gets the clients nationwide", async () => {
    const answer = await ask("¿trabajan con clientes fuera de LA?");
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toContain("todo el país");
  });
});

describe("first messages found by chatting as a visitor would", () => {
  it("'can i see examples?' shows the project cards, as 'examples?' does", async () => {
    expect(classify("can i see examples?").triggers.cards).toBe("social-media");
    expect((await ask("can i see examples?")).unanswered).toBe(false);
  });

  it("a web address is no request for examples: 'https://example.com/brief.pdf', 'email me at dana@example.com'", () => {
    expect(classify("https://example.com/brief.pdf").triggers.cards).toBeNull();
    expect(classify("email me at dana@example.com").triggers.cards).toBeNull();
  });

  it("'are you chatgpt?' is told it is the site's AI concierge", async () => {
    expect((await ask("are you chatgpt?")).reply).toContain("AI concierge");
  });
});

describe("a short English message with Spanish-looking words", () => {
  it("is English when it opens as only English does: 'we sell solar panels'", async () => {
    const answer = await ask("we sell solar panels");
    expect(answer.reply).toContain("tell me what you're launching");
    expect((await ask("mi empresa vende paneles solares")).reply).not.toContain("tell me what you're launching");
  });
});

describe("a freelancer introducing themselves", () => {
  it("is asking about work: 'I'm a freelance editor' gets the freelance path, not the fallback", async () => {
    expect(classify("I'm a freelance editor").intent).toBe("employment");
    expect((await ask("I'm a freelance editor")).reply).toContain("freelance");
  });
});

describe("a visitor telling of their business, asking for work like it", () => {
  it("gets the case study whose story is clearly nearest theirs, without a 'Yes.' and without their story's words as questions", async () => {
    const answer = await askTuning3(
      "we're an old school bindery and die cutting shop in the city of commerce. our big catalog customers are gone and online shops undercut us on price. ever done work for a shop like ours?",
    );
    expect(answer.reply).toMatch(/^The nearest story we have: Quillfeather/);
    expect(answer.reply).not.toMatch(/\$10K|case studies span/);
    expect(
      (await askTuning3("hi! i own a swim school w 4 locations in OC, we lose a lot of kids in the first few months. any similar clients?")).reply,
    ).toContain("Calloway");
  });

  it("gets no one story when no story clearly leads", async () => {
    const answer = await askTuning3(
      "family business here, we make custom labels and stickers, half our machines sit idle and the designers at the new DTC brands have never heard of us. is that something you've tackled before",
    );
    expect(answer.reply).not.toMatch(/Solstice|Quillfeather/);
  });
});

describe("'where exactly is …?'", () => {
  it("asks for a place, as 'where is …?' does: the line that names where the plant is, not one that names a city in passing", async () => {
    const answer = await askTuning3("where exactly is quillfeather's plant? like which city");
    expect(answer.reply).toContain("Vernon");
    expect(answer.reply).not.toContain("Press Check");
  });
});

describe("a client's name alone", () => {
  it("asks to hear about that work, as 'tell me about …' does, not a greeting", async () => {
    for (const message of ["imax", "Harvest Table", "the keyward case study?"]) {
      const answer = await ask(message);
      expect(answer.reply).not.toContain("Tell me what you're working on");
      expect(answer.reply).toMatch(/IMAX|Harvest Table|Keyward/);
    }
    expect((await ask("imax and keyward prices")).reply).not.toMatch(/^Our IMAX work/);
  });
});

/** The seed content and a case study staff might add, in an industry the seed has none of. */
async function withBoatyard() {
  const { KnowledgeBase } = await import("../../lib/concierge/knowledge");
  const { caseStudies } = await import("../../lib/content/case-studies");
  const { faq } = await import("../../lib/content/faq");
  const { services } = await import("../../lib/content/services");
  const boatyard = {
    ...caseStudies[0],
    id: "tidewater-boat-works-off-season",
    title: "Tidewater Boat Works: Haul Out Early",
    client: "Tidewater Boat Works",
    industry: "Marine Repair & Boat Storage",
    challenge:
      "Tidewater Boat Works repairs and stores sailboats and small yachts at two yards in Wilmington and Ventura, with a 60-ton travel lift and 31 mechanics. Owners waited until spring to book bottom paint and engine work.",
    execution: [
      "'Before the Rush', three 15-second spots on Instagram and YouTube showing a crowded April yard against a quiet December one, shot at the Ventura yard",
      "Flyers and coffee mornings at 12 marinas from San Pedro to Channel Islands Harbor, hosted by yard manager Rosalind Okafor",
    ],
    quote: { text: "We used to dread April.", attribution: "Rosalind Okafor, Yard Manager, Tidewater Boat Works" },
  };
  return new KnowledgeBase({ services, caseStudies: [...caseStudies, boatyard], faq });
}

describe("an industry's word inside a phrase only one story says", () => {
  it("is that story's phrase: 'who hosted the coffee mornings?' of a boatyard's story is no coffee brand's work", async () => {
    const kb = await withBoatyard();
    const answer = await answerFromKnowledge({ kb, message: "who hosted the coffee mornings?" });
    expect(answer.reply).toContain("Rosalind Okafor");
    // (A phrase that is the industry's own stays the industry's.)
    expect((await answerFromKnowledge({ kb, message: "do you have coffee work?" })).reply).toMatch(/Driftwood|Harvest Table/);
  });
});

describe("where a client's premises are", () => {
  it("'where are Tidewater's yards?' is where the client is, not a line that names one yard in passing", async () => {
    const kb = await withBoatyard();
    const answer = await answerFromKnowledge({ kb, message: "where are tidewater's yards?" });
    expect(answer.reply).toContain("Wilmington and Ventura");
    expect(answer.reply).not.toContain("Before the Rush");
  });
});

describe("what a client charged, asked in Spanish", () => {
  it("'¿cuánto cobraban?' asks what they charged, never the agency's own prices", async () => {
    const answer = await ask("¿cuánto cobraban por pie?");
    expect(answer.reply).not.toContain("$10K");
    expect((await ask("¿cuánto cobran?")).reply).toContain("$10K");
  });
});

describe("a word matched to an entry's phrasing by meaning", () => {
  it("only when each word lists the other: 'what did they make?' after a case study is not the vendors' 'how should I reach you?'", async () => {
    const answer = await ask("what did they make?", ["tell me about imax"]);
    expect(answer.reply).not.toContain("Suppliers");
    expect(answer.reply).toContain("IMAX");
  });
});

describe("a visitor saying they saw or liked a piece of work", () => {
  it("hears about that work, not that the site has nothing on it: 'i saw the imax one on your site', 'the boat one looks cool'", async () => {
    for (const message of ["i saw the imax one on your site", "the imax one looks cool"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("IMAX");
    }
    const kb = await withBoatyard();
    expect((await answerFromKnowledge({ kb, message: "the boat one looks cool" })).reply).toContain("Tidewater");
  });

  it("told beside a project of their own, is still the project: 'we love the imax campaign and want something like it for our launch'", async () => {
    const answer = await ask("we love the imax campaign and want something like it for our launch");
    expect(answer.reply).not.toMatch(/^Our IMAX work/);
  });

  it("then 'what did they make?' is what was made for it", async () => {
    const answer = await ask("what did they make?", ["the imax one looks cool"]);
    expect(answer.reply).toContain("brand film");
  });
});

describe("the one story of a visitor's kind that does not answer as theirs", () => {
  it("is offered as the nearest there is: 'do you do work for boat dealers?' with a boatyard's story, never 'Yes.'", async () => {
    const kb = await withBoatyard();
    const answer = await answerFromKnowledge({ kb, message: "do you do work for boat dealers?" });
    expect(answer.reply).toMatch(/^The nearest story we have: Tidewater/);
    expect(answer.unanswered).toBe(false);
  });
});

describe("a rate card or a price list", () => {
  it("is the prices, with no 'Yes.' (there is no card), and never the vendors' entry", async () => {
    for (const message of ["can you send me your rate card", "can you send me a price list"]) {
      const answer = await ask(message);
      expect(answer.reply).toMatch(/^It depends on scope/);
      expect(answer.reply).not.toContain("Suppliers");
    }
  });
});

describe("'did it win anything?' of work carried from earlier messages", () => {
  it("is not answered by the agency's awards, however the work was found there ('how fast was the bike?')", async () => {
    const answer = await ask("did it win anything?", ["what did you do for velo?", "where did it run?", "how fast was the bike?"]);
    expect(answer.reply).not.toContain("Clio");
  });
});

describe("the work pointed at by its kind in a follow-up", () => {
  it("'where did the campaign run?' after a case study is asked of that campaign by name, and 'what channels…' is answered by the media it ran on", async () => {
    const history = ["tell me about the credit union work"];
    for (const message of ["where did the campaign run?", "what channels did the campaign use?"]) {
      const answer = await ask(message, history);
      expect(answer.reply).toContain("OOH, local radio and digital");
    }
  });
});

describe("where a client's piece of work was", () => {
  it("'where was the driftwood video shot?' is where the video was shot, not where the client is", async () => {
    const answer = await ask("where was the driftwood video shot?");
    expect(answer.reply).toContain("shot in the Long Beach roastery");
  });
});

describe("'how much more money did they make?' of a client", () => {
  it("is its revenue's increase, which a share states, never a price its story mentions", async () => {
    const kb = await withBoatyard();
    const { caseStudies } = await import("../../lib/content/case-studies");
    const boatyard = kb.source.caseStudies.find((study) => study.client === "Tidewater Boat Works")!;
    const priced = {
      ...boatyard,
      execution: [...boatyard.execution, "The Winter Haul Package: haul-out, pressure wash and bottom paint for $38 a foot, with a $250 deposit"],
      results: ["Revenue from October to February grew 74%"],
    };
    const { KnowledgeBase } = await import("../../lib/concierge/knowledge");
    const withPrices = new KnowledgeBase({ services: kb.source.services, caseStudies: [...caseStudies, priced], faq: kb.source.faq });
    const answer = await answerFromKnowledge({ kb: withPrices, message: "how much more money did they make?", history: ["tell me about tidewater"] });
    expect(answer.reply).toContain("74%");
    expect(answer.reply).not.toContain("$38");
  });
});

describe("'who manages…?' of a client", () => {
  it("is the person whose title says they manage it; 'who runs it?' is not a manager's", async () => {
    const kb = await withBoatyard();
    expect((await answerFromKnowledge({ kb, message: "who manages the tidewater yard?" })).reply).toContain("Rosalind Okafor, Yard Manager");
    expect((await answerFromKnowledge({ kb, message: "who runs tidewater?" })).reply).not.toContain("Rosalind");
  });
});

describe("a careers message that names no path", () => {
  it("'i want to upload my resume' gets how to apply for any path, not the internships' entry", async () => {
    const answer = await ask("i want to upload my resume");
    expect(answer.reply).toContain("three paths");
    expect(answer.reply).not.toContain("Our internships are paid");
    expect((await ask("do you offer internships?")).reply).toContain("internships are paid");
  });
});

describe("'how can you help?' and its kin", () => {
  it("are asked what the agency does: its practices, not the fallback", async () => {
    for (const message of ["what can you help us with?", "how can you help?", "how can you help my business?"]) {
      const answer = await ask(message);
      expect(answer.unanswered).toBe(false);
      expect(answer.reply).toContain("practices");
    }
  });
});

describe("asking for the agency's films to watch", () => {
  it("opens the reel: 'got any videos i can watch?'; a visitor's own videos do not", () => {
    expect(classify("got any videos i can watch?").triggers.reel).toBe(true);
    expect(classify("can i watch some of your films?").triggers.reel).toBe(true);
    expect(classify("we make videos we can watch at home").triggers.reel).toBe(false);
  });
});

describe("the price of a client's product, asked by its possessive or by what they charged", () => {
  it("is answered by a line that prices it, never by a count of them sold", async () => {
    const answer = await askTuning2("how much was basalt's starter pass?");
    expect(answer.reply).toContain("$39");
    expect(answer.reply).not.toContain("8,700");
  });
});

describe("a visitor telling of their business in Spanish, asking for work like it", () => {
  it("gets the story nearest theirs, in Spanish: '¿han trabajado con alguien así?'", async () => {
    const answer = await askTuning3(
      "tengo un negocio de inflables y carpas para fiestas, casi todos mis clientes son familias latinas que hacen quinces y bautizos. ¿han trabajado con alguien así?",
    );
    expect(answer.reply).toContain("Marigold");
    expect(answer.reply).not.toMatch(/Ironbark|Calloway/);
  });
});

describe("what the agency is best at, asked in a visitor's words", () => {
  it("'why northlight?', 'what are you best at?', 'what are your strengths?' get what sets it apart; 'what's your specialty?' its practices", async () => {
    for (const message of ["why northlight?", "what are you best at?", "what are your strengths?"])
      expect((await ask(message)).reply).toContain("under one roof");
    expect((await ask("what's your specialty?")).reply).toContain("practices");
  });
});

describe("Spanish follow-ups on a piece of work", () => {
  it("'¿ganó algún premio?' asks whether the work won, never answered by the agency's awards; '¿quién dio la cita?' is the client's quote", async () => {
    expect((await ask("¿ganó algún premio?", ["¿qué hicieron para velo?"])).reply).not.toContain("Clio");
    expect((await ask("¿quién dio la cita?", ["cuéntame del trabajo para la cooperativa de crédito"])).reply).toContain("Angela Kim");
  });
});

describe("a Spanish follow-up whose reading points back ('¿dónde se publicó?')", () => {
  it("is asked of the work the conversation is on by name, and answered in Spanish", async () => {
    const answer = await ask("¿dónde se publicó?", ["cuéntame del trabajo para la cooperativa de crédito"]);
    expect(answer.reply).toContain("San Pedro");
    expect(answer.reply).toContain("radio local");
  });
});

describe("a price quote someone gets", () => {
  it("is no client's quote: 'how fast could people get a quote for lumina health?' never answers with its testimonial", async () => {
    expect((await ask("how fast could people get a quote for lumina health?")).reply).not.toContain("Client quote");
    expect((await ask("who was the quote from?", ["lumina health"])).reply).toContain("Renee Castillo");
  });
});

describe("a piece of work pointed at by its kind, and nothing else", () => {
  it("'the climbing gym one', 'the bike one' hear about that work, not a greeting", async () => {
    expect((await askTuning2("the climbing gym one")).reply).toContain("Basalt Climbing");
    expect((await ask("the bike one")).reply).toContain("Velo Electric");
    // (Of two food brands, the one whose own word it says.)
    expect((await ask("the coffee one")).reply).toContain("Driftwood");
  });
});

describe("a phrase pointing at a piece of work by its kind, then a question", () => {
  it("is asked of that work, not of the practice a word of the question names: 'the password app, what was the video series?'", async () => {
    const answer = await ask("the password app, what was the video series?");
    expect(answer.reply).toContain("Keyward");
    expect(answer.reply).not.toMatch(/^Our Video Production practice/);
  });
});

describe("questions about the agency's own practice that share words with others", () => {
  it("'can we see the work before it goes live?' asks to review, opening no portfolio; 'can i see your work before we meet?' still opens it", () => {
    expect(classify("can we see the work before it goes live?").triggers.portfolio).toBe(false);
    expect(classify("can i see your work before we meet?").triggers.portfolio).toBe(true);
  });

  it("'do you use AI?' asks of the agency's tools, not whether the visitor is chatting with one", async () => {
    expect((await ask("do you use AI?")).reply).not.toContain("AI concierge");
    expect((await ask("are you an AI?")).reply).toContain("AI concierge");
  });
});

describe("the title of the person a client's quote is from", () => {
  it("'what was her title?' after 'who was quoted?' is answered by the quote's attribution", async () => {
    const answer = await ask("what was her title?", ["tell me about harvest table", "who was quoted?"]);
    expect(answer.reply).toContain("VP of Marketing");
  });
});
