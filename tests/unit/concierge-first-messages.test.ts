import { composeAnswer } from "@/lib/concierge/answer";
import { understand } from "@/lib/concierge/understand";
import { seedKnowledge } from "../helpers/knowledge";

// The first messages almost every visitor sends: each is answered (never the honest fallback),
// routed to what the screen shows (the portfolio, the reel, the careers path), and never declined
// beside an answer ("As for the rest of your question…" after opening the very thing asked for).

type Expectation = { says: RegExp; opens?: "portfolio" | "reel"; intent?: string };

const FIRST_MESSAGES: [string, Expectation][] = [
  ["can I see your work?", { says: /case stud/i, opens: "portfolio" }],
  ["show me some of your projects", { says: /case stud/i, opens: "portfolio" }],
  ["show me the reel", { says: /reel/i, opens: "reel" }],
  ["can I see some of your work and maybe your reel?", { says: /reel/i, opens: "reel" }],
  ["how do I reach your team?", { says: /studio@northlight\.la/ }],
  ["what's the best way to contact you?", { says: /studio@northlight\.la|555-0142/ }],
  ["I'd love to send you our brief", { says: /brief/i, intent: "service-inquiry" }],
  ["We have a project we'd like to talk about with you", { says: /brief/i, intent: "service-inquiry" }],
  ["Could we send you a brief for our product launch?", { says: /brief/i, intent: "service-inquiry" }],
  ["Can I send over our RFP?", { says: /deck or brief/i, intent: "service-inquiry" }],
  ["can we set up a call about our campaign?", { says: /brief|first meeting/i, intent: "service-inquiry" }],
  // Asking for a conversation: what it would be about is the visitor's, and no other subject's entry
  // ("how long does a project take?") answers it.
  ["can I talk to someone about a project?", { says: /studio@northlight\.la/ }],
  ["who should I talk to about a project?", { says: /studio@northlight\.la/ }],
  ["can someone call me?", { says: /555-0142/ }],
  ["we have a project, can we talk?", { says: /brief/i }],
  ["I'd love to get on a call with your team", { says: /first meeting/i }],
  // What the showcase's "Discuss Your Video Project" and the home screen's "Get in touch" send.
  ["I'd like to discuss a video project.", { says: /brief/i }],
  ["I'd like to get in touch about a project.", { says: /studio@northlight\.la/ }],
  ["what makes you different from other agencies?", { says: /one roof/i }],
  ["what sets you apart?", { says: /one roof/i }],
  ["why should we choose Northlight?", { says: /one roof/i }],
  ["what services do you offer?", { says: /Brand Strategy/ }],
  ["are you hiring?", { says: /freelancers/i, intent: "employment" }],
  ["where are you located?", { says: /Spring Street/ }],
  ["who are your clients?", { says: /IMAX/ }],
  // Who is answering: the concierge says what it is, never "Yes." to "is this a real person?".
  ["are you a bot?", { says: /^You're chatting with Northlight's AI concierge, not a person/ }],
  ["wait, am I talking to a real person or a bot?", { says: /^You're chatting with Northlight's AI concierge, not a person/ }],
  ["is this a real person?", { says: /^You're chatting with Northlight's AI concierge, not a person/ }],
  ["¿eres un bot?", { says: /^Está conversando con el concierge de IA de Northlight/ }],
  // Everyday words for the FAQ and the practices.
  ["so what do you actually do exactly?", { says: /Brand Strategy/ }],
  ["what are the next steps if we want to work together?", { says: /brief/i }],
  ["if you design our logo do we own it or do you keep rights?", { says: /invoices are paid/ }],
  ["could we meet in person or only over zoom?", { says: /in person at our Downtown LA studio or on video/ }],
  ["how long from kickoff to launch usually?", { says: /eight to sixteen weeks/ }],
  ["we're not in california, does that matter?", { says: /nationwide/ }],
  ["do you manage ads on facebook and instagram?", { says: /Digital Marketing/ }],
  ["we want to show up on google when people search for us", { says: /Digital Marketing/ }],
  ["can your team reply to comments and DMs on our instagram?", { says: /community management/i }],
  ["dónde queda el estudio?", { says: /Spring Street/ }],
  ["where do we send our brief?", { says: /studio@northlight\.la/ }],
  ["can you find creators for our launch?", { says: /Social Media/ }],
  // A question typed without its mark at the end of a sentence; guesses before an open question;
  // whether the visitor's business is a fit; the practice whose offer names what is asked.
  ["we have a whole campaign in mind. like from brief to launch how long is that normally", { says: /eight to sixteen weeks/ }],
  ["is your office downtown or like santa monica or where", { says: /Spring Street/ }],
  ["we're a skincare line. would a brand like ours be a fit for you?", { says: /Solstice Skincare/ }],
  ["are we a good fit for you guys? we're a skincare brand", { says: /Solstice Skincare/ }],
  ["how long have you been in business?", { says: /2011/ }],
  ["what street are you on?", { says: /Spring Street/ }],
  ["¿En qué calle está su estudio?", { says: /Spring Street/ }],
  ["¿Cómo me pongo en contacto con ustedes?", { says: /studio@northlight\.la/ }],
  ["where can I follow you guys online?", { says: /instagram\.com/ }],
  ["once the campaign is done, do we get to keep the ads and the logo?", { says: /invoices are paid/ }],
  ["who would be on the first call?", { says: /a strategist and a creative lead/ }],
  ["do you work with small businesses?", { says: /early-stage companies/ }],
  ["hey what kind of agency are you", { says: /Los Angeles creative agency/ }],
  ["do you have a portfolio i can look at", { says: /case studies/, opens: "portfolio" }],
  ["i'm a photographer and would love to work with you", { says: /freelancers/, intent: "employment" }],
  ["can you send me your showreel", { says: /reel/, opens: "reel" }],
  ["show me your best work", { says: /case studies/, opens: "portfolio" }],
  ["can I see your favorite projects?", { says: /^Here's our recent work/, opens: "portfolio" }],
  ["how did you get started", { says: /2011/ }],
  ["what's your story", { says: /2011/ }],
  ["who will i be working with", { says: /a strategist and a creative lead/ }],
  ["do you have openings?", { says: /freelancers/, intent: "employment" }],
  ["do you have any positions available?", { says: /freelancers/, intent: "employment" }],
  // A business telling what is wrong with its numbers is a prospective client: the practice and work like theirs.
  ["we run a chain of coffee shops and our sales are flat", { says: /Driftwood Coffee Roasters/, intent: "service-inquiry" }],
  ["our app has lots of downloads but nobody subscribes", { says: /We'd love to hear more/, intent: "service-inquiry" }],
  // How a project goes is the practice's process.
  ["how does a branding project with you usually unfold?", { says: /Brand Strategy process/ }],
  ["how does a video shoot usually go?", { says: /Video Production process/ }],
  // What the agency does for its clients is a client's question, not a supplier's offer.
  ["what do you do for your clients?", { says: /IMAX/, intent: "service-inquiry" }],
  // The same first messages in Spanish.
  ["hola, ¿qué hacen ustedes?", { says: /6 prácticas/ }],
  ["¿tienen vacantes?", { says: /freelancers/, intent: "employment" }],
  ["¿trabajan con empresas pequeñas?", { says: /etapa temprana/ }],
  ["¿qué los hace diferentes?", { says: /mismo techo/ }],
  ["hi! i'm a freelance motion designer, are you looking for anyone?", { says: /freelancers/i, intent: "employment" }],
  // Lead time is a length, never a price.
  ["how much lead time do you need for a campaign?", { says: /eight to sixteen weeks/ }],
  ["how far ahead should we come to you for a full campaign launch?", { says: /eight to sixteen weeks/ }],
  ["we need help coming up with a name for our new product line", { says: /^That's squarely in our Brand Strategy/ }],
];

describe("the first messages every visitor sends", () => {
  it.each(FIRST_MESSAGES)("%s", async (message, { says, opens, intent }) => {
    const { classification, evidence } = understand(await seedKnowledge.reader(), seedKnowledge, { message });
    const answer = composeAnswer({ evidence, classification, kb: seedKnowledge, hasContact: false });
    expect(answer.unanswered).toBe(false);
    expect(answer.reply).toMatch(says);
    expect(answer.reply).not.toMatch(/I don't have that|As for the rest|rather not guess/);
    // A brief is offered only when the visitor offers one ("from brief to launch" is a length asked).
    if (/from brief to launch/.test(message)) expect(classification.triggers.document).toBeFalsy();
    if (opens) expect(classification.triggers[opens]).toBe(true);
    if (intent) expect(classification.intent).toBe(intent);
    // A prospective client is never answered as a supplier.
    expect(classification.intent).not.toBe("vendor");
  });
});

describe("a question that only names a figure, or asks whether something is a problem", () => {
  const answer = async (message: string) => {
    const { classification, evidence } = understand(await seedKnowledge.reader(), seedKnowledge, { message });
    return composeAnswer({ evidence, classification, kb: seedKnowledge, hasContact: false });
  };

  it("answers 'budget ballpark?' with the range, with no yes before it", async () => {
    const reply = (await answer("We need a full launch campaign. Budget ballpark?")).reply;
    expect(reply).toMatch(/\$10K-\$100K\+/);
    expect(reply).not.toMatch(/^Yes/);
  });

  it.each(["do you shoot video yourselves or hire another production company?", "¿ustedes filman o contratan a otra productora?"])(
    "answers a choice ('X or Y?') without a yes: %s",
    async (message) => {
      const reply = (await answer(message)).reply;
      expect(reply).toMatch(/in-house|internamente/);
      expect(reply).not.toMatch(/^(Yes|Sí)\b/);
    },
  );

  it("answers who the team worked with at a client its industry's word points at", async () => {
    expect((await answer("who did you work with at the credit union?")).reply).toContain("Angela Kim");
  });

  it("never says yes to 'is it a problem'", async () => {
    const reply = (await answer("we're in Denver, is it a problem that you're in LA?")).reply;
    expect(reply).toMatch(/nationwide/);
    expect(reply).not.toMatch(/^Yes/);
  });
});

describe("what the first messages are not", () => {
  it("leaves a first guess of two words ('west hollywood') in what is asked: the honest fallback, not a confident answer", async () => {
    const { classification, evidence } = understand(await seedKnowledge.reader(), seedKnowledge, {
      message: "is the studio in west hollywood or santa monica or where?",
    });
    expect(composeAnswer({ evidence, classification, kb: seedKnowledge, hasContact: false }).unanswered).toBe(true);
  });

  it.each(["do you handle everything or do we need other vendors?", "do you outsource production?"])(
    "does not take a client asking about the agency's suppliers for a supplier: %s",
    async (message) => {
      const { classification } = understand(await seedKnowledge.reader(), seedKnowledge, { message });
      expect(classification.intent).not.toBe("vendor");
    },
  );

  it("does not read 'would we be a fit' as a first meeting", async () => {
    const { classification, evidence } = understand(await seedKnowledge.reader(), seedKnowledge, { message: "we make hot sauce. would we be a good fit?" });
    const answer = composeAnswer({ evidence, classification, kb: seedKnowledge, hasContact: false });
    expect(answer.reply).not.toMatch(/45-minute conversation/);
  });
});
