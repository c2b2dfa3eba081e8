import type { BudgetFact, Fact, Qualification } from "../contracts/leads";
import { contactSummaryMessage } from "../contracts/contact";
import type { Service } from "../content/types";
import { isNegated } from "../reading/negation";
import { fold, normalize } from "../reading/text";
import { PLACE_NAMES, PRICE_WORDS, serviceMentions } from "../reading/vocabulary";

// What a lead told us, read deterministically from their messages, the contact form and the text
// of their PDFs: the services they want (the site's own services, by the shared reader's words
// for them in lib/reading, which the concierge reads with too), a budget, a timeline, their
// industry, the deliverables, where they are. Every fact keeps the exact sentence it came from, so staff can check it. Linear in the text: it is cut into
// sentences of bounded length first, and every pattern is a bounded alternation run on one
// sentence; the text read per lead is bounded too.

export type QualifyText = { kind: Fact["source"]["kind"]; id: string; text: string };

/** Text read per lead: the latest this many characters. */
export const QUALIFY_MAX_CHARS = 60_000;
/** A longer run without a sentence end is read in pieces of this size. */
export const SENTENCE_MAX_CHARS = 400;
const MAX_SENTENCES = 3000;

// ---- sentences ---------------------------------------------------------------------------------

/** What the visitor wrote in the contact form's summary: its message field, read as the summary's own format reads it. */
export { contactSummaryMessage as contactFormBody } from "../contracts/contact";

/** Sentences of at most SENTENCE_MAX_CHARS: split after . ! ? followed by a space, and at line breaks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const push = (end: number) => {
    for (let at = start; at < end && out.length < MAX_SENTENCES; at += SENTENCE_MAX_CHARS) {
      const piece = text.slice(at, Math.min(end, at + SENTENCE_MAX_CHARS)).trim();
      if (/[a-z0-9]/i.test(piece)) out.push(piece);
    }
    start = end;
  };
  for (let index = 0; index < text.length && out.length < MAX_SENTENCES; index += 1) {
    const char = text[index];
    if (char === "\n" || char === "\r") push(index + 1);
    else if ((char === "." || char === "!" || char === "?") && /\s/.test(text[index + 1] ?? " ")) push(index + 1);
  }
  if (start < text.length) push(text.length);
  return out;
}

// ---- budget ------------------------------------------------------------------------------------

const MONEY = /(\$|usd ?)?(\d{1,3}(?:,\d{3}){1,3}|\d{1,7}(?:\.\d{1,2})?) ?(k|m|mm|thousand|million|grand)?(?![\w%])( ?(?:dollars|usd))?/g;
const BUDGET_CUE = new RegExp(
  String.raw`\b(${PRICE_WORDS}|budgeted|spend|spending|invest|investment|costs?|allocate|allocated|range|up to|under|below|max|maximum|around|about|roughly)\b`,
);
const NOT_MONEY_AFTER =
  /^ ?(followers|views|users|people|employees|staff|downloads|subscribers|impressions|visitors|customers|stores|locations|units|products|pages|videos|posts|seconds|minutes|hours|days|weeks|months|years|sq|square|miles|%|x\b)/;
const AT_MOST = /\b(under|below|less than|up to|no more than|max|maximum|at most|cap(ped)? at|not more than)\s*$/;
const AT_LEAST = /\b(over|above|more than|at least|min|minimum|starting at|from|north of|\+)\s*$/;
const PER_MONTH = /^\s*(\/ ?mo(nth)?\b|per month|a month|each month|monthly|\/ ?mth)/;
const PER_YEAR = /^\s*(\/ ?y(ea)?r\b|per year|a year|annually|yearly|per annum)/;
const RANGE_JOIN = /^\s*(-|–|—|to|and)\s*$/;
const MULTIPLIER: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, million: 1e6 };

type Money = { start: number; end: number; amount: number; multiplied: boolean; currency: boolean; raw: number; unit: string | undefined };

function moneyIn(folded: string): Money[] {
  const found: Money[] = [];
  for (const match of folded.matchAll(MONEY)) {
    const [text, dollar, digits, unit, dollarsAfter] = match;
    const start = match.index ?? 0;
    const raw = Number(digits.replace(/,/g, ""));
    if (!Number.isFinite(raw)) continue;
    if (NOT_MONEY_AFTER.test(folded.slice(start + text.length, start + text.length + 20))) continue;
    if (/[\w.]$/.test(folded.slice(0, start)) && !dollar) continue; // inside a word or a version number
    found.push({
      start,
      end: start + text.length,
      amount: raw * (unit ? MULTIPLIER[unit] : 1),
      multiplied: Boolean(unit),
      currency: Boolean(dollar || dollarsAfter),
      raw,
      unit,
    });
  }
  return found;
}

const formatMoney = (amount: number) =>
  amount >= 1e6 ? `$${+(amount / 1e6).toFixed(2)}M` : amount >= 1e3 ? `$${+(amount / 1e3).toFixed(1)}k` : `$${Math.round(amount)}`;

/** The budget a sentence states, if any: an amount or a range, with "under"/"at least" and a period. */
export function budgetIn(sentence: string): Omit<BudgetFact, "sentence" | "source"> | null {
  const folded = fold(sentence);
  const amounts = moneyIn(folded);
  const cue = BUDGET_CUE.test(folded);
  for (let index = 0; index < amounts.length; index += 1) {
    const first = amounts[index];
    let second: Money | undefined = amounts[index + 1];
    if (second && !RANGE_JOIN.test(folded.slice(first.end, second.start))) second = undefined;
    let low = first.amount;
    // "10-15k": the unit written once applies to both ends.
    if (second && !first.multiplied && second.multiplied && second.unit) low = first.raw * MULTIPLIER[second.unit];
    const last = second ?? first;
    const plausible = (first.currency || last.currency || ((first.multiplied || last.multiplied) && cue)) && last.amount >= 100;
    if (!plausible) continue;
    const before = folded.slice(Math.max(0, first.start - 30), first.start);
    const after = folded.slice(last.end, last.end + 16);
    const period =
      PER_MONTH.test(after) || /\b(monthly|per month|a month)\b/.test(folded.slice(0, first.start).slice(-30))
        ? "month"
        : PER_YEAR.test(after)
          ? "year"
          : "project";
    let min: number | null = low;
    let max: number | null = second ? second.amount : low;
    if (!second && AT_MOST.test(before)) min = null;
    else if (!second && (AT_LEAST.test(before) || /^\s*\+/.test(after))) max = null;
    const amount = second ? `${formatMoney(low)}–${formatMoney(second.amount)}` : formatMoney(low);
    const value = `${min === null ? "under " : max === null ? "at least " : ""}${amount}${period === "month" ? "/month" : period === "year" ? "/year" : ""}`;
    return { value, min, max, period };
  }
  return null;
}

// ---- timeline ----------------------------------------------------------------------------------

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec";
const NUMBER_WORDS = "\\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|couple of|few";
const TIMELINE_PATTERNS: RegExp[] = [
  /\bq[1-4](?: ?(?:20\d{2}|'\d{2}))?\b/,
  new RegExp(
    `\\b(?:by|before|until|till|for|in|around|early|mid|late|end of|start of|beginning of|the end of)[ -](?:${MONTHS})\\b\\.?(?: \\d{1,2}(?:st|nd|rd|th)?(?!\\d))?(?:,? 20\\d{2})?`,
  ),
  new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?!\\d)(?:,? 20\\d{2})?\\b`),
  /\b20\d{2}-[01]\d-[0-3]\d\b/,
  /\b[01]?\d\/[0-3]?\d\/(?:20)?\d{2}\b/,
  new RegExp(`\\b(?:in|within|over|next|about|around|under|less than|in the next)[ ](?:${NUMBER_WORDS})[ -](?:days?|weeks?|months?|years?)\\b`),
  /\b(?:asap|as soon as possible|right away|immediately|urgent(?:ly)?)\b/,
  /\b(?:next|this|by|in|for|before|early|mid|late|over the)[ -](?:week|month|quarter|year|spring|summer|fall|autumn|winter|holidays|holiday season)(?: 20\d{2})?\b/,
  /\b(?:end|start|beginning|middle) of (?:the )?(?:week|month|quarter|year|summer|spring|fall|winter)\b/,
  /\b(?:before|by|for|ahead of) (?:the )?(?:holidays|christmas|black friday|super bowl|back to school|thanksgiving|new year)\b/,
  /\b(?:in|by|for|early|mid|late) 20\d{2}\b/,
];
const TIMELINE_CUE_EXCLUDE = /\b(founded|since|established|ago|last year|in business)\b/;

/** The timeline a sentence names, as written ("by March", "in 6 weeks", "Q3"), if any. */
export function timelineIn(sentence: string): string | null {
  const folded = fold(sentence);
  let best: { index: number; text: string } | null = null;
  for (const pattern of TIMELINE_PATTERNS) {
    const match = pattern.exec(folded);
    if (!match || (best && best.index <= match.index)) continue;
    // "may" is a month only after a preposition or before a day.
    best = { index: match.index, text: sentence.slice(match.index, match.index + match[0].length) };
  }
  if (!best) return null;
  if (TIMELINE_CUE_EXCLUDE.test(folded.slice(Math.max(0, best.index - 30), best.index + best.text.length + 10))) return null;
  return best.text.trim().replace(/\.$/, "");
}

// ---- industries, deliverables, places ------------------------------------------------------------

/** Words people use for their own industry, by a label staff recognise; the more specific first (a "DTC skincare brand" is beauty). */
const INDUSTRIES: [string, RegExp][] = [
  ["Healthcare", /\b(healthcare|health care|hospitals?|clinics?|medical|pharma(ceutical)?s?|biotech|health systems?|telehealth|dental|wellness)\b/],
  [
    "Financial services",
    /\b(fintech|banks?|banking|credit unions?|lenders?|lending|insurance|insurers?|wealth management|investment firm|financial services|payments company)\b/,
  ],
  ["Food & beverage", /\b(restaurants?|food|beverages?|drinks?|coffee|cafes?|brewer(y|ies)|wine(ry|ries)?|spirits|snacks?|cpg|grocery|bakery|cold brew|qsr)\b/],
  [
    "Technology",
    /\b(saas|software|tech startup|tech company|b2b tech|cyber ?security|developer tools|ai startup|ai company|platform company|mobile app company)\b/,
  ],
  ["Beauty", /\b(beauty|skin ?care|cosmetics|makeup|haircare|fragrance)\b/],
  [
    "Entertainment & media",
    /\b(entertainment|film studio|streaming service|music label|record label|gaming|video games?|esports|publisher|media company|podcast network)\b/,
  ],
  ["Automotive & mobility", /\b(automotive|car dealerships?|dealerships?|electric vehicles?|e-?bikes?|mobility|scooters?)\b/],
  ["Real estate", /\b(real estate|property management|realtors?|homebuilders?|brokerage|apartments?|proptech)\b/],
  ["Education", /\b(education|edtech|schools?|universit(y|ies)|colleges?|online courses?|e-?learning)\b/],
  ["Nonprofit", /\b(non-?profits?|charit(y|ies)|ngos?|(family|charitable|private) foundation)\b/],
  ["Hospitality & travel", /\b(hotels?|hospitality|travel (brand|company|agency|startup)|tourism|resorts?|airlines?|cruise lines?)\b/],
  ["Sports & fitness", /\b(fitness|gyms?|sports?|athletic|athleisure|yoga studio)\b/],
  ["Professional services", /\b(law firm|legal services|consultancy|consulting firm|accounting firm|agency partner)\b/],
  ["Energy", /\b(energy (company|provider|startup)|clean energy|solar|renewables?|utility company|oil and gas)\b/],
  ["Cannabis", /\b(cannabis|dispensar(y|ies)|cbd)\b/],
  ["Retail & e-commerce", /\b(retail(er)?s?|e-?commerce|dtc|direct[- ]to[- ]consumer|online store|shopify|apparel|fashion( brand)?|footwear|outdoor gear)\b/],
];

/** Things to make, by a label staff recognise. */
const DELIVERABLES: [string, RegExp][] = [
  ["Commercials / spots", /(\b(commercials?|tv spots?|spots|pre-?roll|ctv ads?|\d{2}[- ]second (spots?|ads?))|:(15|30|60)s?)\b/],
  ["Video", /\b(videos?|brand films?|films?|video content|explainers?|testimonial videos?|sizzle reels?|music videos?|trailers?)\b/],
  [
    "Social content",
    /\b(social (media )?(content|posts?|videos?|ads?|campaigns?|assets|cutdowns)|reels|tiktoks?|instagram (posts?|stories|content)|shorts|ugc)\b/,
  ],
  ["Website", /\b(websites?|web ?sites?|site redesign|web design|web build|homepage)\b/],
  ["Landing page", /\b(landing pages?|microsites?)\b/],
  ["App", /\b(mobile apps?|web apps?|an app|the app|ios app|android app)\b/],
  ["Logo / identity", /\b(logos?|brand identity|visual identity|rebrand(ing)?|brand refresh|naming)\b/],
  ["Brand guidelines", /\b(brand guidelines?|brand book|style guide)\b/],
  ["Packaging", /\b(packaging|product labels?|unboxing)\b/],
  ["Photography", /\b(photography|photo ?shoots?|product photos?|stills|lifestyle photos?)\b/],
  ["Animation", /\b(animation|animated|motion graphics|2d|3d|cgi)\b/],
  ["Out-of-home", /\b(billboards?|out[- ]of[- ]home|ooh|transit ads?|posters?)\b/],
  ["Print", /\b(print ads?|brochures?|catalogs?|magazine ads?|flyers?|direct mail)\b/],
  ["Email", /\b(email (campaigns?|marketing|newsletters?)|newsletters?|edms?)\b/],
  ["Ads", /\b(paid (social|search|ads|media)|ad campaigns?|display ads?|digital ads?|ppc)\b/],
  ["Pitch deck", /\b(pitch decks?|investor decks?|sales decks?)\b/],
  ["Podcast", /\b(podcasts?|audio ads?|radio spots?|radio ads?)\b/],
  ["Event / experiential", /\b(events|brand events?|launch events?|live events?|experiential|activations?|pop-?ups?|trade ?shows?|booths?)\b/],
  ["Influencer campaign", /\b(influencers?|creator (campaigns?|partnerships?)|creators)\b/],
  ["Copywriting", /\b(copywriting|copy for|scripts?|taglines?|messaging)\b/],
];

const PLACE_PATTERN = new RegExp(`\\b(${PLACE_NAMES.map((place) => place.replace(/ /g, "\\s")).join("|")})\\b`, "i");
/** Abbreviations only in capitals: "LA", "NYC", "SF", "DTLA". */
const PLACE_ABBREVIATION = /(?<![A-Za-z])(LA|L\.A\.|NYC|SF|DTLA|SoCal|NorCal)(?![A-Za-z])/;
const PLACE_CUE = /\b(?:based|located|headquartered|hq'?d|offices?|studio|stores?) (?:in|out of) ([A-Z][A-Za-z'-]{0,30}(?:,? [A-Z][A-Za-z'-]{0,30}){0,3})/;

/** Where the lead says they are, if a sentence says it. */
export function locationIn(sentence: string): string | null {
  const cued = PLACE_CUE.exec(sentence.replace(/[\u2018\u2019]/g, "'"));
  if (cued) return cued[1];
  const named = [PLACE_PATTERN.exec(sentence), PLACE_ABBREVIATION.exec(sentence)].filter((match) => match !== null);
  return named.sort((a, b) => a.index - b.index)[0]?.[1] ?? null;
}

function labelsIn(folded: string, table: [string, RegExp][]): string[] {
  const labels: string[] = [];
  for (const [label, pattern] of table) {
    const match = pattern.exec(folded);
    if (match && !isNegated(folded, match.index)) labels.push(label);
  }
  return labels;
}

// ---- the whole lead ------------------------------------------------------------------------------

/** The texts to read: the newest whole while they fit, then the start of the next older one (texts come oldest first). */
function boundedTexts(texts: QualifyText[]): QualifyText[] {
  const kept: QualifyText[] = [];
  let budget = QUALIFY_MAX_CHARS;
  for (let index = texts.length - 1; index >= 0 && budget > 0; index -= 1) {
    const text = texts[index].text.slice(0, budget);
    budget -= text.length;
    kept.unshift({ ...texts[index], text });
  }
  return kept;
}

/**
 * The qualification of a lead from what they wrote (oldest first): services and deliverables in the
 * order first named, the latest budget and timeline stated, the first industry and location.
 */
export function qualify(texts: QualifyText[], services: Service[]): Qualification {
  const matchers = services.map((item) => ({ item, patterns: serviceMentions(item, services) }));
  const result: Qualification = { services: [], budget: null, timeline: null, industry: null, deliverables: [], location: null };
  for (const { kind, id, text } of boundedTexts(texts)) {
    const source = { kind, id };
    for (const sentence of sentencesOf(kind === "contact-form" ? contactSummaryMessage(text) : text)) {
      const fact = (value: string): Fact => ({ value, sentence, source });
      const folded = fold(sentence);
      const normalized = normalize(sentence);
      for (const { item, patterns } of matchers) {
        if (result.services.some((service) => service.slug === item.slug)) continue;
        const hit = patterns.some(({ pattern }) => {
          pattern.lastIndex = 0;
          for (const match of normalized.matchAll(pattern)) if (!isNegated(normalized, match.index ?? 0)) return true;
          return false;
        });
        if (hit) result.services.push({ ...fact(item.title), slug: item.slug });
      }
      const budget = budgetIn(sentence);
      if (budget) result.budget = { ...budget, sentence, source };
      const timeline = timelineIn(sentence);
      if (timeline) result.timeline = fact(timeline);
      if (!result.industry) {
        const [industry] = labelsIn(folded, INDUSTRIES);
        if (industry) result.industry = fact(industry);
      }
      for (const label of labelsIn(folded, DELIVERABLES)) {
        if (!result.deliverables.some((item) => item.value === label)) result.deliverables.push(fact(label));
      }
      if (!result.location) {
        const place = locationIn(sentence);
        if (place) result.location = fact(place);
      }
    }
  }
  return result;
}
