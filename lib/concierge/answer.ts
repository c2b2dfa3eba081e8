import { cardCategoryLabels } from "../cards/labels";
import { siteConfig } from "../content/site";
import type { EmploymentType } from "../contracts/enums";
import type { CaseStudy, Service } from "../content/types";
import { PDF_MAX_LABEL } from "../validation/uploads";
import type { Classification } from "./classify";
import { INDUSTRY, NAMED } from "./entities";
import type { Evidence, Hit } from "./evidence";
import { listPhrase } from "./facts";
import type { KnowledgeBase } from "./knowledge";
import { normalize as normalizeLower, terms } from "./text";
import { expectsFact, type Subject } from "./question";

// The built-in concierge, the second half of every answer: it composes a short, specific reply
// from the evidence gathered for the message, and only from it. Used when no LLM is configured,
// and as the fallback when the LLM fails. When nothing answers the question with confidence it
// says so and offers the contact path, and the reply is marked unanswered in the log.


export type KnowledgeAnswer = {
  reply: string;
  /** The source the answer rests on (logged as tokenUsage.faq_match). */
  faqMatch: string | null;
  /** No source answered the question: the reply says so (logged, so staff see what the site lacks). */
  unanswered: boolean;
  /** The case study the reply is about, for the portfolio to open at. */
  caseStudyId: string | null;
};

export type AnswerContext = {
  evidence: Evidence;
  classification: Classification;
  kb: KnowledgeBase;
  /** A name and email are already known for this conversation. */
  hasContact: boolean;
};

/** A case study or service counts as meant when a name, an industry or a word for it is in the message. */
const MEANT = 40;
/** A FAQ entry found only by its words answers a question when it matches this well. */
const STRONG_FAQ_SCORE = 6;

/** One reply: single spaces, but the line breaks of a list (steps, results) kept; the chat shows them. */
const sentence = (text: string) => text.trim().replace(/[ \t]+/g, " ").replace(/ ?\n ?/g, "\n").replace(/\n{3,}/g, "\n\n");
const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text;
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);
/** FAQ answers open with "Yes." for yes-no questions; a wh-question gets the fact first. */
const withoutYes = (text: string) => text.replace(/^(Yes|Often)[.,]\s*/, "");

type Part = { text: string; source: string; caseStudyId?: string };

// ---- case studies and services --------------------------------------------------------------

function metricsLine(study: CaseStudy): string {
  const secondary = study.metrics.secondary.length ? `, plus ${listPhrase(study.metrics.secondary)}` : "";
  return `${study.metrics.primary}${secondary}`;
}

/** The results a question asks about ("what happened to their cost per acquisition?"), by shared words. */
function askedResults(study: CaseStudy, message: string): string[] {
  const own = new Set(terms(`${study.client} ${study.title} result results campaign work engagement`));
  const asked = new Set(terms(message).filter((term) => !own.has(term)));
  if (asked.size === 0) return [];
  const sentences = [...study.results, ...study.challenge.split(/(?<=\.)\s+/), ...study.execution];
  return sentences
    .map((line) => ({ line, shared: new Set(terms(line).filter((term) => asked.has(term))).size }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 2)
    .map((entry) => entry.line.replace(/\.$/, ""));
}

function caseStudyPart(study: CaseStudy, subjects: Set<Subject>, single: boolean, message = ""): Part {
  const source = `case-study:${study.id}`;
  const part = (text: string) => ({ text, source, caseStudyId: study.id });
  const industry = study.industry.toLowerCase();
  if (!single) return part(`${study.client} (${industry}): ${study.metrics.primary}.`);
  if (subjects.has("challenge")) return part(`The ${study.client} challenge: ${study.challenge} The result: ${study.metrics.primary}.`);
  const asked = askedResults(study, message);
  const detail = asked.length ? ` ${asked.join(". ")}.` : "";
  if (subjects.has("timeline") && study.duration) return part(`The ${study.client} engagement ran ${study.duration}, and delivered ${metricsLine(study)}.${detail}`);
  if ((subjects.has("process") || subjects.has("included")) && study.execution.length) {
    return part(`For ${study.client} we made ${listPhrase(study.execution.slice(0, 3).map(lowerFirst))}. The result: ${study.metrics.primary}.`);
  }
  if (subjects.has("results")) return part(`${study.client} (${industry}) saw ${metricsLine(study)}.${study.duration ? ` The work ran ${study.duration}.` : ""}${detail}`);
  return part(`Our ${study.client} work (${industry}, ${listPhrase(study.services)}) delivered ${metricsLine(study)}.${detail}`);
}

function servicePart(service: Service, subjects: Set<Subject>, yesNo: boolean): Part {
  const source = `service:${service.slug}`;
  if (subjects.has("process") && service.approach.length) {
    const steps = service.approach.map((step, index) => `${index + 1}. ${step.title}: ${firstSentence(step.description)}`);
    return { text: `Our ${service.title} process has ${service.approach.length} steps:\n${steps.join("\n")}\n\n`, source };
  }
  if (subjects.has("included") && service.keyServices.length) {
    return { text: `${service.title} covers ${listPhrase(service.keyServices.map(lowerFirst))}.`, source };
  }
  if (subjects.has("results") && service.results) return { text: service.results, source };
  const covers = service.keyServices.length ? ` It covers ${listPhrase(service.keyServices.map(lowerFirst))}.` : "";
  return { text: `${yesNo ? "Yes. " : ""}That's our ${service.title} practice: ${lowerFirst(service.description)}${covers}`, source };
}

/** How each practice works, step by step, for "what's your process?" with no practice named. */
function processOverview(kb: KnowledgeBase): Part {
  const practices = kb.source.services
    .filter((service) => service.approach.length)
    .map((service) => `${service.title}: ${service.approach.map((step) => step.title).join(", ")}`);
  const meeting = kb.faq("what-happens-in-a-first-meeting");
  return {
    text: `${meeting ? `It starts with a first meeting: ${lowerFirst(firstSentence(meeting.answer))} ` : ""}Then each practice has its own steps. ${practices.join("; ")}.`,
    source: "process",
  };
}

/** A case study that shows the given services in use, for "show me an example" about a project. */
function exampleFor(kb: KnowledgeBase, services: Service[]): CaseStudy | null {
  const titles = services.map((service) => service.title);
  return kb.source.caseStudies.find((study) => titles.length > 0 && study.services.includes(titles[0])) ?? null;
}

// ---- answering the question -----------------------------------------------------------------

/** Subjects answered by a fact or a FAQ entry, most specific first. */
const GENERAL: Subject[] = [
  "ownership",
  "about",
  "privacy",
  "legal-name",
  "tagline",
  "social-links",
  "founded",
  "first-meeting",
  "getting-started",
  "pricing",
  "timeline",
  "media-buying",
  "startups",
  "partners",
  "hours",
  "location",
  "contact",
  "awards",
  "case-count",
  "team",
  "clients",
  "industries",
  "services",
];

/** Subjects that are about the case studies or services the message names. */
const ABOUT_ENTITIES = new Set<Subject>(["results", "challenge", "examples", "process", "included", "clients", "industries", "case-count"]);

/** The headline result of every case study, for "any numbers?" with no project named. */
function resultsOverview(kb: KnowledgeBase): Part {
  const lines = kb.source.caseStudies.map((study) => `${study.client}: ${study.metrics.primary}`);
  return { text: `Every case study is measured by what the work did for the business:\n${lines.join("\n")}\n\n`, source: "results" };
}

/** A case study for the project in question: one the message (or the earlier one) points at, or one using its practice. */
function exampleAnswer(evidence: Evidence, kb: KnowledgeBase, services: Hit<Service>[]): Part | null {
  const study = evidence.caseStudies.find((hit) => hit.score >= MEANT)?.item ?? exampleFor(kb, services.map((hit) => hit.item));
  if (!study) return null;
  const part = caseStudyPart(study, new Set(["results"]), true);
  return { ...part, text: `Here's a relevant example. ${part.text}` };
}

const PAST = /\b(did|was|were|took|ran|lasted)\b/;

/** The parts of a reply that answer the question itself, or none when no source does. */
function answerQuestion({ evidence, kb }: AnswerContext): Part[] {
  const { question } = evidence;
  const subjects = new Set(question.subjects);
  // A project description with no question in it is answered by the practices it needs.
  if (!question.isQuestion && subjects.size === 0) return [];
  const yesNo = question.form === "yes-no";
  const named = evidence.caseStudies.filter((hit) => hit.score >= NAMED);
  const studies = evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY);
  const services = evidence.services.filter((hit) => hit.score >= MEANT);
  const general = GENERAL.filter((subject) => subjects.has(subject));
  const onlyAboutWork = general.every((subject) => ABOUT_ENTITIES.has(subject));
  const caseStudyParts = (hits: Hit<CaseStudy>[]) => {
    // A study that uses the visitor's own words ("summer menu") stands alone; near-ties are listed.
    const chosen = hits.filter((hit) => hit.score >= hits[0].score - 3).slice(0, named.length ? 2 : 3);
    const lines = chosen.map((hit) => caseStudyPart(hit.item, subjects, chosen.length === 1 || named.length > 0, evidence.message));
    if (yesNo) lines[0] = { ...lines[0], text: `Yes. ${lines[0].text}` };
    return lines;
  };

  // 1. A client named ("how did your work for Acme perform?"), or its duration asked in the past tense.
  const pastDuration = subjects.has("timeline") && PAST.test(normalizeLower(evidence.message));
  if (named.length && (onlyAboutWork || (pastDuration && general.every((subject) => subject === "timeline" || ABOUT_ENTITIES.has(subject))))) {
    return caseStudyParts(named);
  }
  if (studies.length && pastDuration && general.every((subject) => subject === "timeline" || ABOUT_ENTITIES.has(subject))) {
    return caseStudyParts(studies.slice(0, 1));
  }
  // 2. Work like the project described earlier ("has that worked for another brand?").
  if (subjects.has("examples") && evidence.fromHistory) {
    const example = exampleAnswer(evidence, kb, services);
    if (example) return [example];
  }
  // 3. A practice's process, results or what it includes ("what's your process for a rebrand?").
  const namedService = services.find((hit) => hit.score >= NAMED);
  if (namedService && subjects.has("results") && !named.length) return [servicePart(namedService.item, new Set(["results"]), false)];
  const practiceQuestion = subjects.has("process") || subjects.has("included") || (subjects.has("results") && !studies.length);
  const aboutPractice = general.every((subject) => ABOUT_ENTITIES.has(subject) || (subject === "pricing" && subjects.has("process")));
  if (services.length && practiceQuestion && aboutPractice && !named.length) return [servicePart(services[0].item, subjects, yesNo)];
  // 4. An industry's work ("any work for hospitals?", "healthcare clients?"); "which sectors?" gets the list.
  const listAsked = subjects.has("industries") && !yesNo;
  // "Can you make a website for my restaurant?" asks for the practice; the industry's work is the proof.
  const asksToMake = yesNo && subjects.size === 0 && /\b(make|build|do|create|design|produce|run|handle|help|shoot|redo|refresh|launch)\b/.test(normalizeLower(evidence.message));
  if (services.length && studies.length && asksToMake && !named.length) {
    const study = studies[0].item;
    return [
      servicePart(services[0].item, subjects, yesNo),
      { text: `For a ${study.industry.toLowerCase()} reference, our ${study.client} work delivered ${study.metrics.primary}.`, source: `case-study:${study.id}`, caseStudyId: study.id },
    ];
  }
  if (studies.length && onlyAboutWork && !listAsked && !(subjects.has("examples") && evidence.fromHistory)) return caseStudyParts(studies);

  // 5. Facts and FAQ answers, at most two.
  const parts: Part[] = [];
  for (const subject of general) {
    if (parts.length >= 2) break;
    if (subject === "services" && services.length) continue;
    if (ABOUT_ENTITIES.has(subject) && studies.length && !(listAsked && subject === "industries")) continue;
    const fact = evidence.facts.find((hit) => hit.item.subject === subject)?.item;
    const entry = evidence.faq.find((hit) => hit.reason === `subject: ${subject}`)?.item;
    if (subject === "location" && entry && !/zip|postal|street|suite/.test(normalizeLower(evidence.message))) {
      parts.push({ text: entry.answer, source: `faq:${entry.id}` });
    } else if (fact) {
      parts.push({ text: `${yesNo && subject === "awards" ? "Yes. " : ""}${fact.text}`, source: fact.id });
    } else if (entry) {
      parts.push({ text: yesNo ? entry.answer : withoutYes(entry.answer), source: `faq:${entry.id}` });
    }
  }
  if (parts.length) {
    // A price or a timeline for a project described earlier names what it would draw on.
    if ((subjects.has("pricing") || subjects.has("timeline")) && services.length && evidence.fromHistory) {
      const titles = listPhrase(services.slice(0, 2).map((hit) => hit.item.title));
      parts.push({ text: `For what you described, that would draw on our ${titles} ${services.length > 1 ? "practices" : "practice"}.`, source: `service:${services[0].item.slug}` });
    }
    return parts;
  }

  // 6. Work to show, a practice, or the numbers across the work.
  if (subjects.has("examples")) {
    const example = exampleAnswer(evidence, kb, services);
    if (example) return [example];
  }
  if (services.length && question.isQuestion) return [servicePart(services[0].item, subjects, yesNo)];
  if (subjects.has("results")) return [resultsOverview(kb)];
  if (subjects.has("process")) return [processOverview(kb)];
  if (studies.length && question.isQuestion) return caseStudyParts(studies);

  // 7. A FAQ entry that matches the words well.
  const faq = evidence.faq.find((hit) => hit.reason.startsWith("text match"));
  if (question.isQuestion && faq && faq.score >= STRONG_FAQ_SCORE) {
    return [{ text: expectsFact(question) ? withoutYes(faq.item.answer) : faq.item.answer, source: `faq:${faq.item.id}` }];
  }
  return [];
}

// ---- the other paths --------------------------------------------------------------------------

function employmentAnswer({ evidence, kb, classification }: AnswerContext): KnowledgeAnswer {
  const type: EmploymentType | null = classification.employmentType;
  const careers = evidence.faq.find((hit) => hit.item.topic === "careers" && hit.score >= STRONG_FAQ_SCORE)?.item;
  const entry = (type === "internship" ? kb.faq("are-internships-paid") : undefined) ?? careers ?? kb.faq("how-do-i-apply-for-a-job") ?? null;
  const lead: Record<EmploymentType | "none", string> = {
    internship: "Thanks for your interest in an internship with us.",
    freelancer: "Thanks for reaching out about freelance work.",
    "full-time": "Thanks for your interest in a full-time role.",
    none: `Thanks for your interest in joining ${siteConfig.name}.`,
  };
  const season = type === "internship" ? /paid (internship program [^.;,]+)/.exec(kb.faq("how-do-i-apply-for-a-job")?.answer ?? "")?.[1] : undefined;
  const answer = `${withoutYes(entry?.answer ?? "")}${season ? ` We run the ${season}.` : ""}`;
  const mentionsUpload = /upload your resume/i.test(answer);
  const next = [
    type === null ? "Which path fits you best: freelance, full-time or an internship?" : "",
    mentionsUpload ? "" : "Upload your resume here (PDF or text) and I'll read it in and pass it to the team.",
  ].join(" ");
  return { reply: sentence(`${lead[type ?? "none"]} ${answer} ${next}`), faqMatch: entry ? `faq:${entry.id}` : null, unanswered: false, caseStudyId: null };
}

function vendorAnswer({ kb }: AnswerContext): KnowledgeAnswer {
  const entry = kb.faq("how-should-vendors-reach-you");
  return {
    reply: sentence(`Thanks for thinking of us. ${entry?.answer ?? `Please email ${siteConfig.email} with your credentials.`}`),
    faqMatch: entry ? `faq:${entry.id}` : null,
    unanswered: false,
    caseStudyId: null,
  };
}

function followUpQuestion(hasContact: boolean): string {
  return hasContact
    ? "What's your timeline, and do you have a budget range in mind?"
    : "What are you launching, and when? Share your name and email and a strategist will follow up.";
}

/** The next step after an answer to a prospective client: their project, or their contact details. */
function nextStep(evidence: Evidence, hasContact: boolean): Part[] {
  if (!evidence.fromHistory) return [{ text: followUpQuestion(hasContact), source: "follow-up" }];
  return hasContact ? [] : [{ text: "Share your name and email and a strategist will follow up with an estimate.", source: "follow-up" }];
}

/** What the visitor asked to see (portfolio, reel, awards, cards, a deck upload), said in words. */
function viewingParts({ evidence, classification, kb }: AnswerContext, answered: Part[]): Part[] {
  const { triggers } = classification;
  const parts: Part[] = [];
  const covered = (source: string) => answered.some((part) => part.source === source);
  if (triggers.portfolio && !answered.some((part) => part.caseStudyId)) {
    const named = evidence.caseStudies.find((hit) => hit.score >= NAMED)?.item;
    if (named) {
      parts.push({ text: `Here's our ${named.client} case study: ${named.metrics.primary}. Open it for the full story.`, source: `case-study:${named.id}`, caseStudyId: named.id });
    } else {
      const industries = kb.industries().map((industry) => industry.toLowerCase());
      const across = industries.length > 3 ? `${industries.length} industries, from ${industries[0]} to ${industries[1]}` : listPhrase(industries);
      parts.push({
        text: `Here's our recent work: ${kb.source.caseStudies.length} case studies across ${across}. Filter by service or industry and open any project for the full story.`,
        source: "portfolio",
      });
    }
  }
  if (triggers.reel) parts.push({ text: "Here's our reel, a quick cut of recent campaigns and films. Close it any time to come back to the chat.", source: "reel" });
  if (triggers.awards && !covered("fact:awards")) {
    const fact = kb.facts.find((candidate) => candidate.subject === "awards");
    if (fact) parts.push({ text: fact.text, source: fact.id });
  }
  if (triggers.cards) {
    parts.push({ text: `Here are a few ${cardCategoryLabels[triggers.cards]} projects. Select one to see what we made and how it performed.`, source: `cards:${triggers.cards}` });
  }
  if (triggers.document) {
    parts.push({ text: `Happy to take a look: attach your deck or brief as a PDF with the upload button next to the message box (up to ${PDF_MAX_LABEL}).`, source: "document" });
  }
  return parts;
}

/** A project description with no question in it: the practices it needs, proof, and the next step. */
function projectAnswer({ evidence, kb, hasContact }: AnswerContext): Part[] {
  const services = evidence.services.filter((hit) => hit.score >= 3).slice(0, 2).map((hit) => hit.item);
  const titles = new Set(services.map((service) => service.title));
  const study =
    evidence.caseStudies.find((hit) => hit.score >= MEANT)?.item ??
    evidence.caseStudies.find((hit) => hit.item.services.some((title) => titles.has(title)))?.item ??
    exampleFor(kb, services);
  const proof = study ? ` Our ${study.client} work is a good reference: ${study.metrics.primary}.` : "";
  if (services.length > 0) {
    const names = listPhrase(services.map((service) => service.title));
    return [
      {
        text: `That's squarely in our ${names} ${services.length > 1 ? "practices" : "practice"}. ${services[0].description}${proof} ${followUpQuestion(hasContact)}`,
        source: `service:${services[0].slug}`,
        caseStudyId: study?.id,
      },
    ];
  }
  const all = listPhrase(kb.source.services.map((service) => service.title.toLowerCase()));
  return [{ text: `We'd love to hear more. We cover ${all}, so tell me what you're launching, who it's for and when it needs to be in market.${proof}`, source: "services" }];
}

const fallbackReply = () =>
  `I don't have that one in front of me, and I'd rather not guess: the team can answer it at ${siteConfig.email} or ${siteConfig.phone}. I can also walk you through our services, recent work or pricing.`;

function finish(parts: Part[], unanswered = false): KnowledgeAnswer {
  return {
    reply: sentence(parts.map((part) => part.text).join(" ")),
    faqMatch: parts.find((part) => /^(faq|service|case-study|fact):/.test(part.source))?.source ?? null,
    unanswered,
    caseStudyId: parts.find((part) => part.caseStudyId)?.caseStudyId ?? null,
  };
}

/** Composes the reply from the evidence. Never states a fact that is not in the site's content. */
export function composeAnswer(context: AnswerContext): KnowledgeAnswer {
  const { classification, evidence, hasContact } = context;
  const { topics } = classification;
  switch (classification.intent) {
    case "unknown":
      return finish([
        {
          text: `Sorry, I didn't catch that. Tell me what you're working on (a launch, a film, a rebrand) or what you'd like to know about ${siteConfig.name}, and I'll take it from there.`,
          source: "clarification",
        },
      ]);
    case "vendor":
      // "Do you outsource the filming?" asks how we work; it is not a supplier's pitch.
      if (!(evidence.question.form === "yes-no" && evidence.question.subjects.includes("team"))) return vendorAnswer(context);
      break;
    case "employment": {
      const answer = employmentAnswer(context);
      const viewing = viewingParts(context, []);
      return viewing.length ? { ...answer, reply: sentence(`${viewing.map((part) => part.text).join(" ")} ${answer.reply}`) } : answer;
    }
  }

  // Company internals (revenue, benefits, who runs it) are not on the site: say so, never guess.
  const internal = evidence.question.isQuestion && evidence.question.subjects.includes("internal");
  const answered = internal ? [] : answerQuestion(context);
  const viewing = viewingParts(context, answered);
  const isService = classification.intent === "service-inquiry";
  if (answered.length) {
    const tail = isService && !evidence.question.subjects.includes("contact") ? nextStep(evidence, hasContact) : [];
    return finish([...answered, ...viewing, ...tail]);
  }
  if (internal) return finish([{ text: fallbackReply(), source: "fallback" }], true);
  if (viewing.length) {
    return finish(isService ? [...viewing, { text: followUpQuestion(hasContact), source: "follow-up" }] : viewing);
  }
  const only = (topic: string) => topics.includes(topic as (typeof topics)[number]) && topics.every((t) => t === topic || t === "greeting");
  if (only("thanks")) return finish([{ text: "You're welcome! Is there anything else I can help you with?", source: "thanks" }]);
  if (topics.includes("goodbye") && topics.every((t) => t === "goodbye" || t === "thanks" || t === "greeting")) return finish([{ text: `Thanks for stopping by. When you're ready to talk, we're at ${siteConfig.email}.`, source: "goodbye" }]);
  const words = evidence.message.trim().split(/\s+/).length;
  if ((topics.includes("greeting") && words <= 6) || (words <= 3 && !evidence.question.isQuestion)) {
    return finish([
      {
        text: `Hi, I'm the ${siteConfig.name} concierge. Tell me what you're working on (a launch, a film, a rebrand) and I'll show you relevant work, or ask me anything about the studio.`,
        source: "greeting",
      },
    ]);
  }
  // A project description gets the practices it needs; a question nothing answers gets honesty.
  const meant = evidence.services.some((hit) => hit.score >= MEANT) || evidence.caseStudies.some((hit) => hit.score >= MEANT);
  if (isService && (!evidence.question.isQuestion || meant)) return finish(projectAnswer(context));
  return finish([{ text: fallbackReply(), source: "fallback" }], true);
}

/** The built-in answer when the composition itself fails: honest, and still marked unanswered. */
export function emergencyAnswer(): KnowledgeAnswer {
  return { reply: `I'm here to help with your creative needs! Tell me about your project, or reach the team at ${siteConfig.email}.`, faqMatch: null, unanswered: true, caseStudyId: null };
}
