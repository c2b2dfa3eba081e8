import { awardBadges } from "../content/awards";
import { formattedAddress, siteConfig } from "../content/site";
import type { KnowledgeSource } from "./knowledge";
import type { Subject } from "./question";

// The agency's structured facts, each a sentence that answers one kind of question directly. They
// come from the site's config and content (the About and Los Angeles pages say the same), so an
// edit to a case study or the config changes the answer too.

export type Fact = { id: string; subject: Subject; text: string };

export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function buildFacts({ caseStudies, services }: KnowledgeSource): Fact[] {
  const { name } = siteConfig;
  const clients = [...new Set(caseStudies.map((study) => study.client))];
  const programs = [...new Set(awardBadges)].filter((award) => !siteConfig.awards.includes(award));
  return [
    {
      id: "fact:about",
      subject: "about",
      text: `${siteConfig.description} I'm its concierge: ask me about the work, the services or how to start a project.`,
    },
    {
      id: "fact:founded",
      subject: "founded",
      text: `${name} was founded in ${siteConfig.foundedYear}, when it opened in Downtown Los Angeles on a simple bet: the work gets better when the people who plan it, make it and place it sit in the same room.`,
    },
    {
      id: "fact:tagline",
      subject: "tagline",
      text: `Our line is "${siteConfig.tagline}" Every brief has a true, specific thing worth saying; our job is to find it, then make it impossible to miss.`,
    },
    {
      id: "fact:social-links",
      subject: "social-links",
      text: `You'll find us on ${listPhrase(siteConfig.social.map((link) => `${link.label} (${link.href.replace(/^https?:\/\/(www\.)?/, "")})`))}.`,
    },
    {
      id: "fact:legal-name",
      subject: "legal-name",
      text: `${name}'s legal name is ${siteConfig.legalName}, based at ${formattedAddress}.`,
    },
    {
      id: "fact:privacy",
      subject: "privacy",
      text: `We do not sell your personal information, and the site sets no advertising or tracking cookies: a visitor id keeps your chat apart from other visitors'. You can ask us to delete your information at any time by emailing ${siteConfig.email}. The privacy policy at /privacy-policy has the details.`,
    },
    {
      id: "fact:location",
      subject: "location",
      text: `Our studio is at ${formattedAddress}, in Downtown Los Angeles. We work with clients nationwide, meeting over video day to day and traveling for workshops, shoots and key presentations.`,
    },
    {
      id: "fact:contact",
      subject: "contact",
      text: `You can reach the team at ${siteConfig.email} or ${siteConfig.phone}. Or leave your name and email here and we'll follow up within one business day.`,
    },
    {
      id: "fact:hours",
      subject: "hours",
      text: `We keep West Coast hours, the same working day as brands from San Diego to Seattle, so reviews happen live and East Coast teams still share a full afternoon with us. Email ${siteConfig.email} or call ${siteConfig.phone}; we reply within one business day.`,
    },
    {
      id: "fact:awards",
      subject: "awards",
      text: `Our work has won ${listPhrase(siteConfig.awards)} Awards${programs.length ? `, and has been recognized by ${listPhrase(programs)}` : ""}.`,
    },
    {
      id: "fact:clients",
      subject: "clients",
      text: `We've worked with ${listPhrase(clients)}, among others. Each has a case study on the site with the results.`,
    },
    {
      id: "fact:case-count",
      subject: "case-count",
      text: `There are ${caseStudies.length} case studies on the site: ${listPhrase(clients)}.`,
    },
    {
      id: "fact:industries",
      subject: "industries",
      text: `Our case studies span ${listPhrase(caseStudies.map((study) => `${study.industry.toLowerCase()} (${study.client})`))}.`,
    },
    {
      id: "fact:team",
      subject: "team",
      text: `Strategy, creative, production and media live under one roof at our Downtown LA studio, and the crew is in-house: strategists, writers and art directors, producers, directors, editors and media planners. The team that writes the brief sees it through the shoot, the edit and the media plan, with no hand-offs to a stranger halfway through.`,
    },
    {
      id: "fact:services",
      subject: "services",
      text: `We're a full-service agency with ${services.length} practices: ${listPhrase(services.map((service) => service.title))}. You can hire us for one or all of them; most clients start with a single project.`,
    },
  ];
}
