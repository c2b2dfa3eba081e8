import type { Language } from "../contracts/enums";
import type { KnowledgeEntry } from "../content/types";
import { PHRASES, type Phrases } from "./phrases";
import type { Subject } from "./question";
import { translateContent } from "./translate";

// A reply is built of parts, each said in the visitor's language: a part knows how to word itself
// with the phrases and the content of either language, and carries its English wording, which is
// what the coverage check reads (the concierge reads every message in English).

/** The phrases and the content of one language. */
export type Wording = {
  lang: Language;
  p: Phrases;
  /** A content text (a case study's result, a practice's description) in this language. */
  t: (text: string) => string;
};

export const WORDINGS: Record<Language, Wording> = {
  en: { lang: "en", p: PHRASES.en, t: (text) => text },
  es: { lang: "es", p: PHRASES.es, t: (text) => translateContent(text, "es") },
};

/**
 * One part of a reply. `source` names what it says: a FAQ entry, a fact, a practice, a case study
 * (faq:, fact:, service:, case-study:) or a kind of sentence (greeting, follow-up, fallback…).
 * `subject`: the subject it answers, when it was chosen for one; `subjects`: the question's
 * subjects a case study or practice was chosen for (their words count as covered).
 */
export type Part = {
  /** The English wording (what the coverage check reads). */
  text: string;
  say: (wording: Wording) => string;
  source: string;
  caseStudyId?: string;
  subject?: Subject;
  subjects?: Subject[];
  /** It names a person or a role (a quote's attribution, "the formulation chemist"): it can answer "who". */
  answersWho?: boolean;
  /** Meanings it was chosen for beyond its own words (a measure's other name: "online" revenue is direct-to-consumer). */
  covers?: string[];
  /** It answers who is writing (a job seeker, a supplier), chosen by who they are rather than by the words asked. */
  forWhoWrites?: boolean;
};

export function part(say: (wording: Wording) => string, rest: Omit<Part, "text" | "say">): Part {
  return { ...rest, say, text: say(WORDINGS.en) };
}

/** The same part, with its wording wrapped ("Yes. …", a line break before it). */
export function rephrase(original: Part, wrap: (said: string, wording: Wording) => string): Part {
  return part((wording) => wrap(original.say(wording), wording), { ...original });
}

/** A knowledge entry's answer in the visitor's language: staff's Spanish, the seeded FAQ's, or as written. */
export function entryAnswer(entry: KnowledgeEntry, wording: Wording): string {
  if (wording.lang === "es") return entry.answerEs?.trim() || wording.t(entry.answer);
  return entry.answer;
}

/** One reply: single spaces, but the line breaks of a list (steps, results) kept; the chat shows them. */
export const tidy = (text: string) =>
  text
    .trim()
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n");

export const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text;
// The first letter in small, for a text that goes after a colon: only for a word of one capital and then only small letters, not the first of a list of names ("Google,
// Meta and TikTok…", "TikTok" and "GA4" are names as they stand).
export const lowerFirst = (text: string) =>
  /^([A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?![A-Za-zÁÉÍÓÚÑáéíóúñ0-9])(?!,? (and |y )?[A-ZÁÉÍÓÚÑ])|(A|Un|Una) )/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
