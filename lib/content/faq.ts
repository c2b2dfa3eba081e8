import type { KnowledgeEntry } from "./types";

// Seed data: the questions prospective clients, candidates and partners ask most, as a new database
// starts with them (lib/db/seed.ts): the first knowledge entries, which staff edit in the admin's
// Knowledge tab. The concierge and the Los Angeles page read the KnowledgeEntry table.

type SeedEntry = Pick<KnowledgeEntry, "id" | "topic" | "question" | "answer"> & { onPage?: boolean; variants?: string[] };

/** The FAQ entries the Los Angeles page shows, in its order. */
const ON_PAGE = new Set([
  "how-much-does-a-project-cost",
  "where-are-you-based",
  "do-you-produce-video-in-house",
  "how-long-does-a-project-take",
  "what-happens-in-a-first-meeting",
]);

const entries: SeedEntry[] = [
  {
    id: "how-much-does-a-project-cost",
    topic: "pricing",
    question: "How much does it cost to work with Northlight?",
    answer:
      "It depends on scope, but most projects typically run roughly $10K-$100K+. A focused social content package or a single brand film sits toward the lower end; an integrated launch with strategy, production and paid media sits toward the higher end. For ongoing partnerships, retainers start from about $15K a month. Once we understand your goals, we send a written estimate broken down by phase, so you know exactly what you are paying for before anything begins.",
  },
  {
    id: "how-long-does-a-project-take",
    topic: "process",
    question: "How long does a typical project take?",
    answer:
      "A social content sprint or a short film can be turned around in three to six weeks. A brand strategy engagement usually takes six to ten weeks, and an integrated campaign from brief to launch typically runs eight to sixteen weeks, depending on production and approvals. If you have a hard launch date, tell us early: we plan backward from it and will be honest about what is realistic.",
  },
  {
    id: "what-happens-in-a-first-meeting",
    topic: "process",
    question: "What does a first meeting look like?",
    answer:
      "It is a 45-minute conversation, in person at our Downtown LA studio or on video, with a strategist and a creative lead from the team who would work on your account. We ask about your business, your audience, what has and hasn't worked before, and what success would look like a year from now. There is no pitch deck and no charge. Afterward we send a short recap and, if it is a fit, a proposed scope and estimate.",
  },
  {
    id: "how-do-we-get-started",
    topic: "process",
    question: "How do we get started?",
    answer:
      "Send us a brief, even a rough one: what you are launching or changing, when, roughly what you can invest, and how to reach you. You can share it in the chat on this site, email studio@northlight.la or call (323) 555-0142. A member of our team replies within one business day to set up a first meeting.",
  },
  {
    id: "where-are-you-based",
    topic: "company",
    question: "Where are you based? Do you only work with LA companies?",
    answer:
      "Northlight was founded in Los Angeles in 2011, and our studio is at 725 S. Spring Street in Downtown LA. We work with clients nationwide, meeting over video day to day and traveling for workshops, shoots and key presentations. Being in LA gives every client close access to crews, stages, locations and post-production talent.",
  },
  {
    id: "what-services-do-you-offer",
    topic: "services",
    question: "What services do you offer?",
    answer:
      "We are a full-service agency covering strategy, creative, production and media: brand strategy, creative campaigns, digital marketing, video production, media buying and social media. You can hire us for one of these or all of them. Most clients start with a single project and add services once they have seen how we work.",
  },
  {
    id: "which-industries-do-you-work-in",
    topic: "services",
    question: "Which industries do you work with?",
    answer:
      "Our work spans entertainment (IMAX), food and beverage (Harvest Table, Driftwood Coffee Roasters), software (Keyward), outdoor retail (Pacific Crest Outfitters), healthcare (Lumina Health), financial services (Harbor & Hill Credit Union), mobility (Velo Electric) and beauty (Solstice Skincare). We don't limit ourselves to a vertical; what our clients share is a product worth talking about and an appetite for work people actually notice.",
  },
  {
    id: "have-you-won-awards",
    topic: "company",
    question: "Has Northlight won any awards?",
    answer:
      "Yes. Our work has won Clio, Telly and Shorty Awards, and has been recognized by the American Advertising Federation (AAF), Digiday Video, the Smarties and Ad Age. We are proud of them, but we judge our work first by what it does for our clients' business.",
  },
  {
    id: "do-you-work-with-startups",
    topic: "services",
    question: "Do you work with startups?",
    answer:
      "Yes, and some of our favorite work has come from early-stage companies. For startups we usually recommend starting with a focused project, such as a positioning sprint, a launch film or a social content package, rather than a full retainer. That keeps the investment sensible and gives you a foundation to build on as you grow.",
  },
  {
    id: "do-you-handle-media-buying",
    topic: "services",
    question: "Do you handle media buying?",
    answer:
      "Yes. Our media team plans and buys across linear and connected TV, streaming audio and podcasts, out-of-home, paid social, search and programmatic. Because media and creative sit in the same room, the plan and the work are built together. If you already have a media agency, we are happy to supply creative and coordinate specs and flighting with them.",
  },
  {
    id: "do-you-produce-video-in-house",
    topic: "services",
    question: "Do you produce video in-house?",
    answer:
      "Yes. Our producers, directors and editors are on staff, and edit, color, sound and graphics happen in our own studio. We plan every shoot so one production day yields the hero film, the cutdowns and the social assets together, which keeps budgets honest and the work consistent across channels.",
  },
  {
    id: "who-owns-the-work",
    topic: "process",
    question: "Who owns the work you create for us?",
    answer:
      "You do. Once invoices are paid, the final creative, brand assets and strategy documents we make for you are yours. Third-party elements such as licensed music, stock footage, talent and creator usage are governed by their own licenses; we negotiate those terms up front and spell them out in your estimate so there are no surprises when you want to extend a campaign.",
  },
  {
    id: "how-do-i-apply-for-a-job",
    topic: "careers",
    question: "Are you hiring? How do I apply?",
    answer:
      "We hire through three paths: freelancers (producers, editors, designers, writers and crew), full-time roles across strategy, creative, production and media, and a paid internship program each summer and fall. The quickest way to apply is to upload your resume in the chat on this site and tell us which path you are interested in; you can also email your resume and portfolio to studio@northlight.la. We read every application and reply when there is a fit.",
  },
  {
    id: "are-internships-paid",
    topic: "careers",
    question: "Do you offer internships?",
    answer:
      "Yes. Our internships are paid and run for about ten weeks, with placements in strategy, creative, production and social. Interns work on real client projects alongside a mentor. To apply, upload your resume in the chat and mention the internship, or email studio@northlight.la with your resume and any work samples.",
  },
  {
    id: "how-should-vendors-reach-you",
    topic: "partners",
    question: "I'm a vendor or production partner. How should I reach you?",
    answer:
      "Suppliers, production companies, directors, post houses and technology partners should email studio@northlight.la with your credentials: a short introduction, your reel or portfolio, relevant clients and rates if you have them. We review vendor submissions monthly and reach out when a project matches your strengths. Please skip cold calls; email is the way to reach the right person.",
  },
  {
    id: "do-you-partner-with-other-agencies",
    topic: "partners",
    question: "Do you work alongside other agencies?",
    answer:
      "Often. We regularly collaborate with in-house teams, PR firms, media agencies and specialist shops. We are comfortable leading the work or playing a defined role inside a larger roster, and we agree on who owns what at the start so the work moves quickly.",
  },
  {
    id: "am-i-talking-to-a-person",
    topic: "general",
    question: "Am I talking to a real person?",
    variants: ["Are you a bot?", "Is this an AI?", "Are you a human?", "Are you ChatGPT?", "Is this a chatbot?", "Am I chatting with a robot?"],
    answer:
      "You're chatting with Northlight's AI concierge, not a person: it answers from this site's own content. For anything it can't answer, the team is a message away at studio@northlight.la or (323) 555-0142, and if you leave your name and email here, a strategist will follow up.",
  },
];

export const faq: KnowledgeEntry[] = entries.map((entry) => ({
  ...entry,
  variants: entry.variants ?? [],
  answerEs: null,
  serviceSlug: null,
  caseStudyId: null,
  onPage: ON_PAGE.has(entry.id),
}));
