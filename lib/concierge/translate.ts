import { seedTranslations } from "../content/es";
import { localizeEmail } from "../content/site";
import type { Language } from "../contracts/enums";
import { sentencesOf } from "./passages";

// The Spanish of the site's content, for replies to Spanish-speaking visitors. lib/content/es holds
// the Spanish of the seeded content field by field; here each English text is paired with its
// Spanish one by exact text. A case study an admin has since edited no longer matches, and is
// quoted as written (in English) rather than in a Spanish that says something else.

let memory: Map<string, string> | null = null;

/** Pairs two texts, and their sentences when both have as many. */
function pair(into: Map<string, string>, english: string | null | undefined, spanish: string | null | undefined) {
  if (!english || !spanish) return;
  into.set(localizeEmail(english), localizeEmail(spanish));
  const a = sentencesOf(english);
  const b = sentencesOf(spanish);
  if (a.length > 1 && a.length === b.length) a.forEach((sentence, index) => into.set(localizeEmail(sentence), localizeEmail(b[index])));
}

function build(): Map<string, string> {
  const into = new Map<string, string>();
  for (const [english, spanish] of seedTranslations()) pair(into, english, spanish);
  return into;
}

/** Units of time in Spanish, singular and plural. */
const UNITS: Record<string, [string, string]> = { day: ["día", "días"], week: ["semana", "semanas"], month: ["mes", "meses"], year: ["año", "años"] };

/** A length written as a number and a unit ("11 weeks", "1 year"), which any case study's duration is. */
const LENGTH = /^(\d+(?:\.\d+)?)\s+(day|week|month|year)s?$/i;

/** A length in Spanish ("11 weeks": "11 semanas"), or null when the text is no plain length. */
function spanishLength(text: string): string | null {
  const match = LENGTH.exec(text.trim());
  if (!match) return null;
  const [singular, plural] = UNITS[match[2].toLowerCase()];
  return `${match[1]} ${match[1] === "1" ? singular : plural}`;
}

/**
 * A content text in the visitor's language: its Spanish version when the text is the seeded one, a
 * plain length in Spanish units (a case study staff published has no Spanish, but "11 weeks" needs
 * none), else as written.
 */
export function translateContent(text: string, lang: Language): string {
  if (lang === "en" || !text) return text;
  memory ??= build();
  return memory.get(text) ?? memory.get(text.replace(/[.!]$/, "")) ?? spanishLength(text) ?? text;
}
