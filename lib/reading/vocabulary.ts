import { siteConfig } from "../content/site";
import type { Service } from "../content/types";
import { escapeRegExp, normalize } from "./text";

// The one vocabulary visitors' text is read with: the agency's own name, the words for the
// subjects every reader looks for (pricing, timeline, location), and the everyday words for the
// site's practices and its clients' industries. The concierge's classifier and question reader and
// lead qualification build their patterns from these, so a word learned here is learned by all.

/** The agency's name (from the site configuration) as normalized text writes it: "northlight". */
export const AGENCY_NAME = normalize(siteConfig.name);
/** The agency's name as a pattern. */
export const AGENCY = escapeRegExp(AGENCY_NAME);

/** Words that ask about or state money for the work ("rates" alone is also a conversion rate, so it is not here). */
export const PRICE_WORDS = String.raw`price[sd]?|pricing|budgets?|(?<!\bwhom? ([a-z'-]+ ){0,4}(did|do|does) (you|u|they) |\b(read|hear|see|quoted in) (a |the |their |any |that )?)quotes?(?! (from|by) (them|him|her|the client|their|its|his|someone|anyone)\b)|estimates?|retainers?|fees?|(?<!(?<!\bin )\bthe ([a-z-]+ ){0,2}|\b(which|what|whose|their|its|that|this|home) )ballpark(?! (campaign|team|game|games|stadium|crowd|crowds|seats?|food|nights?))|afford\w*|minimums?|expensive|cheap|charge`;

/** Words for how long the work takes. */
export const TIMELINE_WORDS = String.raw`timelines?|turnaround|time ?frame|lead time`;

/** Words that ask where someone is. */
export const LOCATION_WORDS = String.raw`located|location|address|headquarter\w*|hq|based (in|out of)|(what|which) (suite|floor)`;

/** Places visitors name for themselves or their markets (a lead's location; a place is not a chain or a brand). */
export const PLACE_NAMES = [
  "Los Angeles",
  "Santa Monica",
  "Venice",
  "Culver City",
  "Pasadena",
  "Burbank",
  "Hollywood",
  "Long Beach",
  "Orange County",
  "Irvine",
  "San Diego",
  "San Francisco",
  "Bay Area",
  "Silicon Valley",
  "Oakland",
  "San Jose",
  "Sacramento",
  "New York",
  "Brooklyn",
  "Chicago",
  "Austin",
  "Dallas",
  "Houston",
  "Seattle",
  "Portland",
  "Denver",
  "Phoenix",
  "Las Vegas",
  "Salt Lake City",
  "Miami",
  "Atlanta",
  "Nashville",
  "Boston",
  "Philadelphia",
  "Washington DC",
  "Detroit",
  "Minneapolis",
  "Toronto",
  "Vancouver",
  "Montreal",
  "Mexico City",
  "London",
  "Paris",
  "Berlin",
  "Amsterdam",
  "Madrid",
  "Dublin",
  "Sydney",
  "Melbourne",
  "Tokyo",
  "Singapore",
  "Dubai",
  "California",
  "Texas",
  "Florida",
  "Oregon",
  "Washington State",
  "Nevada",
  "Arizona",
  "Colorado",
  "Illinois",
  "Georgia",
  "Massachusetts",
];

/**
 * Everyday words for the industries on the site ("hospital" is healthcare, "bank" is financial
 * services). The keys are matched against each case study's industry, so renamed content still
 * finds its words.
 */
export const INDUSTRY_WORDS: Record<string, string> = {
  healthcare: "healthcare|health ?care|health|hospitals?|medical|clinics?|health systems?|insurers?|health insurance|patients?|wellness|pharma\\w*|doctors?",
  "financial services": "financial|finance|fintech|banks?|banking|credit unions?|lenders?|lending|mortgages?|insurance compan(y|ies)|wealth",
  "food & beverage":
    "food|foods|restaurants?|beverages?|drinks?|coffee|cafes?|cold brew|menus?|dining|qsr|cpg|snacks?|grocery|bakery|brewer(y|ies)|wine|spirits",
  technology: "tech|technology|software|saas|apps?|cyber ?security|password managers?|b2b software|tech startups?",
  retail: "retail|retailers?|outdoor|outdoor gear|apparel|stores?|camping|hiking|outfitters?|loyalty programs?",
  entertainment: "entertainment|movies?|cinemas?|theaters?|theatres?|film releases?|box office|studios? releases?|moviegoers",
  mobility: "mobility|e-?bikes?|electric bikes?|bikes?|bicycles?|scooters?|transportation|transit|micromobility|ev|electric vehicles?",
  beauty: "beauty|skin ?care|cosmetics|makeup|skin|dtc beauty|personal care|clean beauty|sunscreens?|serums?|spf|moisturi[sz]ers?|lotions?",
};

/** Everyday words for the practices ("rebrand" is brand strategy), keyed by a practice's title. */
export const SERVICE_WORDS: Record<string, string> = {
  "brand strategy":
    "brand strategy|rebrand\\w*|re-brand\\w*|branding|positioning|naming|brand platforms?|brand identity|identity|brand architecture|messaging|brand refresh|refresh (our|the|my) brand|logos?|(our|my) brand (feels|looks|seems|sounds)|(know|knows|knew|figure out|find out|lost sight of) who (we are|our brand is)",
  "creative campaigns":
    "creative campaigns?|campaigns?|advertising|concepts?|big idea|out[- ]of[- ]home|ooh|billboards?|integrated launch|experiential|point[- ]of[- ]sale",
  "digital marketing":
    "digital marketing|digital|seo|search|ppc|paid search|google|meta|facebook|paid ads|ad money|websites?|web ?sites?|landing pages?|email marketing|conversion|analytics|content marketing|cro|web design",
  "video production":
    "video production|videos?|films?|commercials?|spots?|tv spots?|shoots?|shooting|filming|production|animation|brand films?|documentar\\w*|explainers?|post[- ]production",
  "media buying":
    "media buying|media buy\\w*|media plan\\w*|media team|buy(ing)? media|media budgets?|podcasts?( ads)?|radio|billboards?|(buy|buying|place|placing|run|running) ([a-z-]+ ){0,2}(ads|billboards|placements|airtime|spots|inventory)|programmatic|connected tv|ctv|streaming ads|tv buys?|placements?|media spend",
  "social media": "social media|social|instagram|tiktok|influencers?|creators?|ugc|community management|reels|youtube shorts|social content|posts|posting",
};

/** Whole words of any of these alternatives, in normalized text. */
export const wordPattern = (alternatives: string) => new RegExp(`\\b(${alternatives})\\b`, "g");

/**
 * How a visitor names a practice: its title, or (`named: false`) its everyday words. A practice
 * staff added, with no everyday words above, is named by the words of its title no other practice's
 * title or words use ("packaging" of Packaging Design), each alone.
 */
export function serviceMentions(service: Service, all: Service[] = []): { pattern: RegExp; named: boolean }[] {
  const title = normalize(service.title);
  const words = listedServiceWords(title, all) ?? ownTitleWords(title, all);
  return [{ pattern: wordPattern(escapeRegExp(title)), named: true }, ...(words ? [{ pattern: wordPattern(words), named: false }] : [])];
}

/** A pattern's alternatives at its top level ("brewer(y|ies)|wine": two). */
export function topLevelAlternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < pattern.length; at += 1) {
    if (pattern[at] === "(") depth += 1;
    else if (pattern[at] === ")") depth -= 1;
    else if (pattern[at] === "|" && depth === 0) {
      parts.push(pattern.slice(start, at));
      start = at + 1;
    }
  }
  return [...parts, pattern.slice(start)];
}

/**
 * A practice's everyday words above, less those another practice's title says ("experiential" is
 * no campaign word once staff add an Event & Experiential Production practice).
 */
function listedServiceWords(title: string, all: Service[]): string | null {
  const listed = SERVICE_WORDS[title];
  if (!listed) return null;
  const others = all.map((other) => normalize(other.title)).filter((other) => other !== title);
  const kept = topLevelAlternatives(listed).filter((word) => !others.some((other) => new RegExp(`\\b(?:${word})\\b`).test(other)));
  return kept.length ? kept.join("|") : null;
}

/** The words of a practice's title that no other practice's title or everyday words use, as alternatives (with a plural). */
function ownTitleWords(title: string, all: Service[]): string | null {
  const others = all.map((other) => normalize(other.title)).filter((other) => other !== title);
  const taken = new RegExp(
    `\\b(${[...others.map(escapeRegExp), ...others.map((other) => SERVICE_WORDS[other] ?? "").filter(Boolean)].join("|") || "(?!)"})\\b`,
  );
  const own = title.split(/[^a-z]+/).filter((word) => word.length >= 4 && !others.some((other) => other.split(" ").includes(word)) && !taken.test(word));
  return own.length ? own.map((word) => `${escapeRegExp(word)}s?`).join("|") : null;
}

/** Languages are capitalized but no place: "Spanish- and Korean-language placements" names none. */
export const LANGUAGES =
  /\b(English|Spanish|Korean|Chinese|Mandarin|Cantonese|Japanese|Vietnamese|Tagalog|Filipino|Armenian|Russian|Arabic|Farsi|Persian|Hindi|French|German|Italian|Portuguese|Hebrew|Thai|Khmer)\b/g;
