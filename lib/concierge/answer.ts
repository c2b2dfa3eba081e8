import { cardCategoryLabels } from "../content/cards";
import { siteConfig } from "../content/site";
import type { CaseStudy, EmploymentType, Service } from "../content/types";
import type { Classification } from "./classify";
import { PDF_MAX_LABEL } from "../validation/uploads";
import type { KnowledgeBase } from "./knowledge";

// The built-in concierge: short, specific replies composed only from the site's content.
// Used when no LLM is configured, and as the fallback when the LLM fails.

export type KnowledgeAnswer = {
  reply: string;
  /** The knowledge document the answer rests on (logged as tokenUsage.faq_match). */
  faqMatch: string | null;
};

export type AnswerContext = {
  message: string;
  classification: Classification;
  kb: KnowledgeBase;
  /** A name and email are already known for this conversation. */
  hasContact: boolean;
};

const MIN_GENERAL_SCORE = 4;
const STRONG_FAQ_SCORE = 6;

export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const sentence = (text: string) => text.trim().replace(/\s+/g, " ");

function employmentAnswer(kb: KnowledgeBase, message: string, type: EmploymentType | null): KnowledgeAnswer {
  const faq = type === "internship" ? kb.faq("are-internships-paid") : undefined;
  const entry = faq ?? kb.bestFaq(message, "careers")?.doc ?? null;
  const lead: Record<EmploymentType | "none", string> = {
    internship: "Thanks for your interest in an internship with us.",
    freelancer: "Thanks for reaching out about freelance work.",
    "full-time": "Thanks for your interest in a full-time role.",
    none: `Thanks for your interest in joining ${siteConfig.name}.`,
  };
  const answer = (entry?.answer ?? "").replace(/^(Yes|Often)[.,]\s*/, "");
  const mentionsUpload = /upload your resume/i.test(answer);
  const next = [
    type === null ? "Which path fits you best: freelance, full-time or an internship?" : "",
    mentionsUpload ? "" : "Upload your resume here (PDF or text) and I'll read it in and pass it to the team.",
  ].join(" ");
  return {
    reply: sentence(`${lead[type ?? "none"]} ${answer} ${next}`),
    faqMatch: entry ? `faq:${entry.id}` : null,
  };
}

function vendorAnswer(kb: KnowledgeBase, message: string): KnowledgeAnswer {
  const vendorFaq = kb.faq("how-should-vendors-reach-you");
  const entry = vendorFaq ?? kb.bestFaq(message, "partners")?.doc ?? null;
  return {
    reply: sentence(`Thanks for thinking of us. ${entry?.answer ?? `Please email ${siteConfig.email} with your credentials.`}`),
    faqMatch: entry ? `faq:${entry.id}` : null,
  };
}

function followUpQuestion(hasContact: boolean): string {
  return hasContact
    ? "What's your timeline, and do you have a budget range in mind?"
    : "What are you launching, and when? Share your name and email and a strategist will follow up.";
}

function caseStudyLine(study: CaseStudy): string {
  return `Our ${study.client} work is a good reference: ${study.metrics.primary}.`;
}

function serviceAnswer(kb: KnowledgeBase, message: string, classification: Classification, hasContact: boolean): KnowledgeAnswer {
  const { topics } = classification;
  if (topics.includes("pricing")) {
    const pricing = kb.bestFaq(message, "pricing");
    if (pricing) return { reply: pricing.doc.answer, faqMatch: `faq:${pricing.doc.id}` };
  }
  if (topics.includes("process")) {
    const process = kb.bestFaq(message, "process");
    if (process && process.score >= MIN_GENERAL_SCORE) return { reply: process.doc.answer, faqMatch: `faq:${process.doc.id}` };
  }

  const followUp = followUpQuestion(hasContact);
  // A question the FAQ answers directly ("Do you handle media buying?") gets that answer.
  const direct = kb.bestFaq(message);
  const topService = kb.search(message, { kinds: ["service"], limit: 1 })[0]?.score ?? 0;
  if (direct && direct.score >= STRONG_FAQ_SCORE && direct.score >= topService * 1.5) {
    return { reply: sentence(`${direct.doc.answer} ${followUp}`), faqMatch: `faq:${direct.doc.id}` };
  }

  const services: Service[] = kb.matchServices(message);
  const study = kb.namedCaseStudy(message) ?? kb.matchCaseStudy(message, services);

  if (services.length > 0) {
    const names = listPhrase(services.map((service) => service.title));
    const parts = [`That's squarely in our ${names} ${services.length > 1 ? "practices" : "practice"}.`];
    parts.push(services[0].description);
    if (study) parts.push(caseStudyLine(study));
    parts.push(followUp);
    return { reply: sentence(parts.join(" ")), faqMatch: `service:${services[0].slug}` };
  }

  const faq = kb.bestFaq(message);
  if (faq && faq.score >= MIN_GENERAL_SCORE) return { reply: sentence(`${faq.doc.answer} ${followUp}`), faqMatch: `faq:${faq.doc.id}` };

  const all = listPhrase(kb.source.services.map((service) => service.title.toLowerCase()));
  return {
    reply: sentence(
      `We'd love to hear more. We cover ${all}, so tell me what you're launching, who it's for and when it needs to be in market. ${study ? caseStudyLine(study) : ""}`,
    ),
    faqMatch: null,
  };
}

function viewingLines(kb: KnowledgeBase, message: string, classification: Classification): { lines: string[]; faqMatch: string | null } {
  const { triggers } = classification;
  const lines: string[] = [];
  let faqMatch: string | null = null;
  if (triggers.portfolio) {
    const named = kb.namedCaseStudy(message);
    if (named) {
      lines.push(`Here's our ${named.client} case study: ${named.metrics.primary}. Open it for the full story.`);
      faqMatch = `case-study:${named.id}`;
    } else {
      const industries = kb.industries().map((industry) => industry.toLowerCase());
      const across = industries.length > 3 ? `${industries.length} industries, from ${industries[0]} to ${industries[1]}` : listPhrase(industries);
      lines.push(
        `Here's our recent work: ${kb.source.caseStudies.length} case studies across ${across}. Filter by service or industry and open any project for the full story.`,
      );
    }
  }
  if (triggers.reel) lines.push("Here's our reel, a quick cut of recent campaigns and films. Close it any time to come back to the chat.");
  if (triggers.awards) {
    const awards = kb.faq("have-you-won-awards");
    const text = awards ? awards.answer : `Our work has won ${listPhrase(siteConfig.awards)} awards.`;
    lines.push(lines.length > 0 ? text.replace(/^Yes[.,]\s*/, "") : text);
    faqMatch ??= awards ? `faq:${awards.id}` : null;
  }
  if (triggers.cards) {
    lines.push(`Here are a few ${cardCategoryLabels[triggers.cards]} projects. Select one to see what we made and how it performed.`);
  }
  if (triggers.document) {
    lines.push(`Happy to take a look: attach your deck or brief as a PDF with the upload button next to the message box (up to ${PDF_MAX_LABEL}).`);
  }
  return { lines, faqMatch };
}

function webchatAnswer(kb: KnowledgeBase, message: string, classification: Classification): KnowledgeAnswer {
  const { topics } = classification;
  const only = (topic: string) => topics.length > 0 && topics.every((t) => t === topic || t === "greeting");
  if (topics.includes("location")) {
    const where = kb.faq("where-are-you-based");
    if (where) return { reply: where.answer, faqMatch: `faq:${where.id}` };
  }
  if (topics.includes("contact")) {
    return {
      reply: `You can reach the team at ${siteConfig.email} or ${siteConfig.phone}. Or leave your name and email here and we'll follow up.`,
      faqMatch: "contact",
    };
  }
  const faq = kb.bestFaq(message);
  const strongFaq = faq && faq.score >= MIN_GENERAL_SCORE;
  if (strongFaq && !only("thanks") && !only("goodbye")) return { reply: faq.doc.answer, faqMatch: `faq:${faq.doc.id}` };
  if (topics.includes("about")) return { reply: siteConfig.description, faqMatch: "about" };
  if (topics.includes("thanks")) return { reply: "You're welcome! Is there anything else I can help you with?", faqMatch: null };
  if (topics.includes("goodbye")) return { reply: `Thanks for stopping by. When you're ready to talk, we're at ${siteConfig.email}.`, faqMatch: null };
  if (topics.includes("greeting") || message.trim().split(/\s+/).length <= 3) {
    return {
      reply: `Hi, I'm the ${siteConfig.name} concierge. Tell me what you're working on (a launch, a film, a rebrand) and I'll show you relevant work, or ask me anything about the studio.`,
      faqMatch: null,
    };
  }
  const services = kb.matchServices(message, 1);
  if (services.length > 0) {
    return { reply: sentence(`${services[0].description} Want me to show you some of that work?`), faqMatch: `service:${services[0].slug}` };
  }
  return {
    reply: `I don't have that one in front of me, but the team does: email ${siteConfig.email} or call ${siteConfig.phone}. I can also walk you through our services, recent work or pricing.`,
    faqMatch: null,
  };
}

/** Answers a message from the site's content alone. Never invents facts that are not in it. */
export function answerFromKnowledge({ message, classification, kb, hasContact }: AnswerContext): KnowledgeAnswer {
  switch (classification.intent) {
    case "unknown":
      return {
        reply: `Sorry, I didn't catch that. Tell me what you're working on (a launch, a film, a rebrand) or what you'd like to know about ${siteConfig.name}, and I'll take it from there.`,
        faqMatch: null,
      };
    case "vendor":
      return vendorAnswer(kb, message);
    case "employment": {
      const answer = employmentAnswer(kb, message, classification.employmentType);
      const viewing = viewingLines(kb, message, classification);
      return viewing.lines.length ? { ...answer, reply: `${viewing.lines.join(" ")} ${answer.reply}` } : answer;
    }
    default: {
      const viewing = viewingLines(kb, message, classification);
      if (classification.intent === "service-inquiry") {
        if (viewing.lines.length === 0) return serviceAnswer(kb, message, classification, hasContact);
        // Showing work already answers most of it: add only the price, or the next question.
        const pricing = classification.topics.includes("pricing") ? kb.bestFaq(message, "pricing")?.doc : undefined;
        const tail = pricing ? pricing.answer : followUpQuestion(hasContact);
        return { reply: sentence(`${viewing.lines.join(" ")} ${tail}`), faqMatch: viewing.faqMatch ?? (pricing ? `faq:${pricing.id}` : null) };
      }
      if (viewing.lines.length > 0) return { reply: sentence(viewing.lines.join(" ")), faqMatch: viewing.faqMatch };
      return webchatAnswer(kb, message, classification);
    }
  }
}
