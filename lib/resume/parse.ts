import { SKILLS } from "./skills";

// Reads a candidate out of résumé text: name, email, phone, LinkedIn, portfolio, years of
// experience and skills (in order of first appearance).

export type ParsedResume = {
  name: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  portfolio: string | null;
  experienceYears: number | null;
  skills: string[];
};

const HEADINGS =
  /^(resume|résumé|curriculum vitae|cv|contact|contact info|summary|profile|professional summary|about|about me|objective|experience|work experience|professional experience|employment|education|skills|tools|software|expertise|projects|awards|honors|certifications|languages|references|portfolio|selected work|interests|volunteer)\b[:\s]*$/i;

// An email is found from each "@" outwards, never by a regex that starts at every character:
// a run of local-part characters with no "@" after it would otherwise be rescanned from every
// position (quadratic). Parts are bounded like real addresses (local part 64, labels 63).
const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const DOMAIN = /[A-Z0-9-]{1,63}(?:\.[A-Z0-9-]{1,63}){0,8}\.[A-Z]{2,63}/iy;

/** The first email address in the text, with where it starts and ends. */
function findEmail(text: string): { start: number; end: number; value: string } | null {
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_CHAR.test(text[start - 1])) start -= 1;
    if (start === at) continue;
    DOMAIN.lastIndex = at + 1;
    const domain = DOMAIN.exec(text);
    if (domain) return { start, end: DOMAIN.lastIndex, value: text.slice(start, DOMAIN.lastIndex) };
  }
  return null;
}

// ---- name -----------------------------------------------------------------------------------

const NAME_TOKEN = /^[A-Za-z][A-Za-z'’.-]*$/;

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

function nameFrom(line: string): string | null {
  const segment =
    line
      .replace(/^name\s*[:\-]\s*/i, "")
      .split(/\s+[|•·–—]\s+|\s{2,}|\s+-\s+|,\s/)[0]
      ?.trim() ?? "";
  const tokens = segment.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 4) return null;
  if (!tokens.every((token) => NAME_TOKEN.test(token))) return null;
  if (HEADINGS.test(segment)) return null;
  const allCaps = segment === segment.toUpperCase();
  if (!allCaps && !tokens.every((token) => /^[A-Z]/.test(token))) return null;
  return allCaps ? tokens.map(titleCase).join(" ") : segment;
}

function findName(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    if (findEmail(line) && line.split(/\s+/).length <= 2) continue;
    const name = nameFrom(line);
    if (name) return name;
  }
  return null;
}

// ---- contact ---------------------------------------------------------------------------------

// Separators are spaces, dots or hyphens on one line: a phone number never spans lines.
const PHONE = /(?:\+\d{1,3}[ \t.-]?)?(?:\(\d{1,4}\)[ \t.-]?)?\d{1,5}(?:[ \t.-]\d{1,6}){1,5}/g;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/;

function findPhone(text: string): string | null {
  const email = findEmail(text);
  const withoutEmail = email ? `${text.slice(0, email.start)} ${text.slice(email.end)}` : text;
  for (const match of withoutEmail.matchAll(PHONE)) {
    const candidate = match[0].trim().replace(/[\s.-]+$/, "");
    const digits = candidate.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    if (YEAR_RANGE.test(candidate)) continue;
    if (!candidate.startsWith("+") && !candidate.includes("(") && digits.length < 10) continue;
    return candidate;
  }
  return null;
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]+)\/?/i;

function findLinkedin(text: string): string | null {
  const handle = LINKEDIN.exec(text)?.[1];
  return handle ? `https://www.linkedin.com/in/${handle}` : null;
}

const URL_LIKE =
  /(?<![@\w.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:com|co|net|org|io|dev|design|studio|art|me|example|tv|xyz|site|page|work|works|agency|la|us|uk|ca|fr|de|es|mx|au|in|info|film|photo|gallery|portfolio|app|so|ai)(?:\/[^\s|,;()<>]*)?/gi;

function normalizeUrl(raw: string): string {
  const trimmed = raw.replace(/[.,;:)\]]+$/, "").replace(/\/+$/, "");
  return /^https?:\/\//i.test(trimmed) ? trimmed.replace(/^http:\/\//i, "https://") : `https://${trimmed}`;
}

function findPortfolio(text: string): string | null {
  const candidates = [...text.matchAll(URL_LIKE)]
    .map((match) => match[0])
    .filter((url) => !/linkedin\.com/i.test(url))
    .map(normalizeUrl);
  return candidates.find((url) => !/github\.com/i.test(url)) ?? candidates[0] ?? null;
}

// ---- experience ------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const EXPLICIT_YEARS =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:years?|yrs?)\b(?:\s+(?:of|in|working|as|across|leading|creating|making|building|producing|designing|editing|writing))?/i;

// Bounded: "sep" + "tember" is the longest month; an unbounded [a-z]* would rescan a long run of
// letters from every "jan" in it.
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\\.?";
const RANGE = new RegExp(`(?:${MONTH}\\s+)?((?:19|20)\\d{2})\\s*(?:-|–|—|to|until)\\s*(?:${MONTH}\\s+)?((?:19|20)\\d{2}|present|current|now|today)`, "gi");

/** Text with the education section removed: its date ranges are not work experience. */
function withoutEducation(lines: string[]): string {
  const kept: string[] = [];
  let inEducation = false;
  for (const line of lines) {
    if (HEADINGS.test(line.trim())) inEducation = /^education\b/i.test(line.trim());
    if (!inEducation) kept.push(line);
  }
  return kept.join("\n");
}

function findExperienceYears(lines: string[], now: Date): number | null {
  const text = lines.join("\n");
  const explicit = EXPLICIT_YEARS.exec(text);
  if (explicit) {
    const value = explicit[1].toLowerCase();
    return NUMBER_WORDS[value] ?? Number(value);
  }
  let start = Infinity;
  let end = -Infinity;
  for (const match of withoutEducation(lines).matchAll(RANGE)) {
    const from = Number(match[1]);
    const to = /^\d/.test(match[2]) ? Number(match[2]) : now.getUTCFullYear();
    if (from > to) continue;
    start = Math.min(start, from);
    end = Math.max(end, to);
  }
  return Number.isFinite(start) ? end - start : null;
}

// ---- skills ----------------------------------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

type Matcher = { canonical: string; term: string; pattern: RegExp };

const MATCHERS: Matcher[] = SKILLS.flatMap(([canonical, ...aliases]) =>
  [canonical, ...aliases].map((term) => {
    const caseSensitive = term.length <= 4 && term === term.toUpperCase() && /[A-Z]/.test(term);
    return {
      canonical,
      term,
      pattern: new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(term).replace(/\\? /g, "[\\s-]+")}(?![A-Za-z0-9])`, caseSensitive ? "g" : "gi"),
    };
  }),
);

/** Vocabulary skills in order of first appearance; longer phrases win over names inside them. */
export function findSkills(text: string): string[] {
  const hits: { start: number; end: number; canonical: string }[] = [];
  for (const { canonical, pattern } of MATCHERS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) hits.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, canonical });
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const skills: string[] = [];
  let coveredUntil = -1;
  for (const hit of hits) {
    if (hit.start < coveredUntil) continue; // inside a longer match
    coveredUntil = hit.end;
    if (!skills.includes(hit.canonical)) skills.push(hit.canonical);
  }
  return skills;
}

// ---- the whole résumé -----------------------------------------------------------------------

export function parseResume(text: string, now = new Date()): ParsedResume {
  const lines = text
    .split(/\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return {
    name: findName(lines),
    email: findEmail(text)?.value.toLowerCase() ?? null,
    phone: findPhone(text),
    linkedin: findLinkedin(text),
    portfolio: findPortfolio(text),
    experienceYears: findExperienceYears(lines, now),
    skills: findSkills(text),
  };
}
