import type { CardCategory, EmploymentType, Intent } from "../contracts/enums";
import { namePattern } from "./entities";
import { wordsOfPatterns } from "./question";
import { isDismissed, isNegated } from "../reading/negation";
import { editDistance, normalize, tokenize } from "../reading/text";

/**
 * A studio that makes things (design, animation, recording…), a supplier's: a yoga or dance studio is
 * a client's business. For the vendor patterns below.
 */
const STUDIO_THAT_MAKES = String.raw`(?<=\b(?:an?|the|design|production|post|animation|recording|photo|photography|sound|motion|video|film|creative|content|vfx|branding|music|audio|podcast|editing|3d|illustration|color|grading|art|mograph) )studio`;
import { AGENCY, LOCATION_WORDS, PRICE_WORDS, TIMELINE_WORDS } from "../reading/vocabulary";

// The deterministic reading of a visitor's message: who they are (intent), what they want to see
// (triggers) and, for job seekers, which path. Always on, LLM or not; the logged intent comes from
// here. Rules are weighted patterns over normalized text, with negation ("I don't need the reel")
// and possession ("here is my reel") taken into account.

type Topic = "greeting" | "thanks" | "goodbye" | "pricing" | "location" | "process" | "about" | "contact";

export type Triggers = {
  portfolio: boolean;
  reel: boolean;
  awards: boolean;
  cards: CardCategory | null;
  document: boolean;
};

export type Classification = {
  intent: Intent;
  employmentType: EmploymentType | null;
  triggers: Triggers;
  topics: Topic[];
  confidence: number;
};

type Signal = { pattern: RegExp; weight: number };

const p = (source: string) => new RegExp(source, "g");

/** Sum of weights of the signals that match and are not negated (each pattern counts once). */
function score(text: string, signals: Signal[]): number {
  let total = 0;
  for (const { pattern, weight } of signals) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (!isNegated(text, match.index ?? 0)) {
        total += weight;
        break;
      }
    }
  }
  return total;
}

/** First non-negated match of any pattern, honouring an optional per-match guard. */
function firstMatch(text: string, patterns: RegExp[], guard?: (match: RegExpMatchArray) => boolean): RegExpMatchArray | null {
  let best: RegExpMatchArray | null = null;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (isNegated(text, match.index ?? 0) || isDismissed(text, (match.index ?? 0) + match[0].length)) continue;
      if (guard && !guard(match)) continue;
      if (!best || (match.index ?? 0) < (best.index ?? 0)) best = match;
      break;
    }
  }
  return best;
}

// ---- typo tolerance -------------------------------------------------------------------------

const KEYWORDS = [
  "internship",
  "internships",
  "freelance",
  "freelancer",
  "portfolio",
  "showreel",
  "awards",
  "award",
  "resume",
  "hiring",
  "branding",
  "campaign",
  "campaigns",
  "pricing",
  "website",
  "commercial",
  "production",
  "partnership",
  "vendor",
  "supplier",
  "examples",
  "opportunities",
  "position",
  "full-time",
  "marketing",
  "advertising",
  "recognition",
  "accolades",
  "budget",
  "proposal",
  "agency",
  "interested",
  "looking",
  "available",
  "experience",
  "studies",
  "strategy",
  "social",
  "design",
  "designer",
  "editor",
  "creative",
  "video",
  "services",
  "company",
];
const KEYWORD_SET = new Set(KEYWORDS);

/** Replaces likely typos of key words ("intership", "portfollio") with the word itself. */
function correctTypos(text: string): string {
  return text.replace(/[a-z][a-z-]{4,}/g, (word) => {
    if (KEYWORD_SET.has(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    for (const keyword of KEYWORDS) {
      if (word.startsWith(keyword) || keyword.startsWith(word)) continue; // plurals and stems are not typos
      if (Math.abs(keyword.length - word.length) <= allowed && keyword[0] === word[0] && editDistance(word, keyword, allowed) <= allowed) {
        return keyword;
      }
    }
    return word;
  });
}

// ---- gibberish ------------------------------------------------------------------------------

const COMMON_WORDS = new Set(
  (
    "a about after again all also am an and any are as ask at be because been before being best better big both but " +
    "by can come could day did do does doing done down each even every few find first for from get give go going good " +
    "got great had has have he help her here him his how i if in into is it its just know last like little long look " +
    "make many me more most much must my need new next no not now of off ok okay on one only or other our out over " +
    "own people please right said same say see she should show so some still such sure take tell than thank thanks " +
    "that the their them then there these they thing think this those through time to too try two up us use very want " +
    "was way we well were what when where which who why will with work would yes yet you your hi hello hey yo sup " +
    "cool nice awesome love team agency brand video film ad ads campaign project job work company business site " +
    "website price cost quote money budget service services design studio reel portfolio award awards intern " +
    "internship freelance hire hiring resume email call phone meet la los angeles office located location clients " +
    "client launch social media marketing content creative strategy production commercial spot tv shoot photo bye " +
    "goodbye morning afternoon evening cheers appreciate question questions info information chat bot human real " +
    "pdf deck brief rfp seo ux ui tv ctv ooh ceo cmo pr dm attached attach upload file doc docs logo ugc b2b dtc"
  ).split(" "),
);

function isGibberish(text: string): boolean {
  const tokens = tokenize(text).filter((token) => /[a-z]/.test(token));
  // Only digits or symbols ("12345678", "???!!!") carry no request.
  if (tokens.length === 0) return true;
  const known = tokens.filter((token) => token.length > 1 && (COMMON_WORDS.has(token) || KEYWORD_SET.has(token))).length;
  if (known / tokens.length >= 0.34) return false;
  const odd = tokens.filter(
    (token) =>
      !/[aeiouy]/.test(token) ||
      /[bcdfghjklmnpqrstvwxz]{4,}/.test(token) ||
      /(.)\1{3,}/.test(token) ||
      /(qwer|wert|erty|rtyu|tyui|yuio|uiop|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm|lkjh|poiu|mnbv)/.test(token) ||
      /^(qwe|wer|ert|rty|tyu|yui|uio|iop|asd|sdf|dfg|fgh|ghj|hjk|jkl|zxc|xcv|cvb|vbn|bnm)+$/.test(token),
  ).length;
  return odd / tokens.length >= 0.5;
}

// ---- intents --------------------------------------------------------------------------------

const ROLE =
  "(graduate|grad|student|designer|graphic designer|editor|video editor|copywriter|writer|art director|producer|" +
  "animator|motion designer|motion graphics artist|strategist|photographer|videographer|cinematographer|developer|" +
  "illustrator|colorist|sound designer|account manager|account executive|project manager|marketer|" +
  "social media manager|content creator|creative director|dp|director of photography|retoucher|filmmaker|" +
  "director|creative|3d artist|ux designer|ui designer|media buyer|planner|coordinator)";

const EMPLOYMENT: Signal[] = [
  { pattern: p(String.raw`\b(are|is) (you|u|${AGENCY}|the agency|your agency|your team)( guys)? (currently |still |now |ever )?hiring\b`), weight: 4 },
  {
    pattern: p(
      String.raw`\b(you|${AGENCY}|y'?all)( guys)? (hiring|looking for (freelancers|interns|designers|editors|talent|help|anyone|anybody|someone|people|new people|more people))\b`,
    ),
    weight: 4,
  },
  { pattern: p(String.raw`\bhiring (for|any|right now|now|interns?|designers?|editors?|writers?|producers?|creatives?|freelancers?)\b|\bhiring\?`), weight: 3 },
  {
    pattern: p(
      String.raw`\b(any|open|current) (job )?(openings?|positions|roles|vacancies|jobs)\b|\bjob (openings?|opportunit\w*|postings?|listings?|board)\b`,
    ),
    weight: 4,
  },
  { pattern: p(String.raw`\bcareers?\b`), weight: 3 },
  // "Do you have openings?": jobs, asked of the agency with nothing after them.
  {
    pattern: p(
      String.raw`\b(do|does) (you|u|y'?all|${AGENCY})( guys)? have (any )?(openings?|vacanc(y|ies)|positions?|roles?)( (available|open|right now|now))?\s*[?.!]*$`,
    ),
    weight: 4,
  },
  {
    pattern: p(
      String.raw`\b(to|could|can|i) freelance\b|\bfreelance (with|for) (you|${AGENCY}|your)\b|\b(roster|bench|pool|list) of (outside |freelance |external )?(talent|freelancers|creatives|crew)\b|\bfor hire\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\bopen to ([a-z-]{1,40} ){0,3}(gigs?|work|roles?|contracts?|opportunit\w*|positions?|jobs?)\b|\b(consider|considering|book|hire) me\b|\bi'?d (love|like) to be considered\b|\bi applied\b|\b(how|can|could) (do |can |could )?i (get|be) considered\b|\bconsidered for (your|a|any|future|upcoming) ([a-z-]{1,40} )?(projects?|roles?|work|shoots?|jobs?|gigs?)\b|\b(get|be|stay|put me) on (your|the team'?s) radar\b`,
    ),
    weight: 3,
  },
  { pattern: p(String.raw`\b(jobs?|roles?|positions?|openings?|postings?) (still )?(open|available|filled)\b`), weight: 3 },
  {
    pattern: p(
      String.raw`\b(hiring|hire) (a |an )?([a-z-]{1,40} ){0,2}` +
        ROLE +
        String.raw`s?\b|\b(are|is) (you|${AGENCY}|your (agency|team))( guys)? (looking for|seeking|in need of) (any |more |new |a |an )?([a-z-]{1,40} ){0,2}(staff|talent|hires|people|freelancers|interns|` +
        ROLE +
        String.raw`s?)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(do|does|would|will|are|is|can) (you|u|${AGENCY}|your (agency|team|studio))( guys| ever| currently| still| usually| typically)* (hire|hiring|bring on|bringing on|take on|taking on|employ|recruit|sponsor|consider|considering|work with|use|book)( any| more| new| some)? ([a-z0-9-]{1,40} ){0,3}(freelancers?|contractors?|interns?|grads|graduates|students|juniors?|talent|creatives|people|staff|visas?|` +
        ROLE +
        String.raw`s?)\b`,
    ),
    weight: 4,
  },
  {
    pattern: p(
      String.raw`\b(hire|hiring|bring on|staffing|staff up|recruit\w*) (freelance|per[- ]project|contract|junior|senior|new|entry[- ]level)\b|\bfreelance staffing\b|\bsponsor (work )?visas?\b`,
    ),
    weight: 4,
  },
  { pattern: p(String.raw`\b(gig|job|work|career|employment|freelance|contract|internship|staff) opportunit\w*\b`), weight: 4 },
  {
    pattern: p(
      String.raw`\b(any|open|current)( [a-z-]{1,40}){0,2} (openings?|positions|roles|vacancies)\b|\b(roles?|positions?|jobs?|openings?) (open|available)\b`,
    ),
    weight: 4,
  },
  {
    pattern: p(String.raw`\b(work|working|intern|interning|start my career) (here|there|with your team|at your (agency|studio|company|shop)|at ${AGENCY})\b`),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(my |a |the )?first (agency )?(placement|job|role|gig|position)\b|\bland (a|my|an) (first )?(agency )?(job|role|placement|position|internship)\b|\b(design|film|art|marketing|advertising|communications|journalism|photography|animation) (students?|graduates?|majors?|degree)\b|\bsummer (program|internships?)\b`,
    ),
    weight: 3,
  },
  { pattern: p(String.raw`\b(internships?|interns?|interning|co-?op placement)\b`), weight: 4 },
  { pattern: p(String.raw`\b(resume|cv|curriculum vitae|cover letter)\b`), weight: 4 },
  // (Not others applying: "did more people apply to Acme's night programs?" asks of a client's work.)
  {
    pattern: p(
      String.raw`\b(how (do|can) i apply|(?<!\b(people|students|folks|they|who|families|customers|members|parents|kids|adults|workers|applicants|more|many)( [a-z'-]+){0,3} )apply(ing)? (for|to)|submit (an |my )?application|application (for|process))\b`,
    ),
    weight: 4,
  },
  {
    pattern: p(
      String.raw`\blooking for (a |an |some )?(new |full[- ]?time |part[- ]?time |freelance |contract |paid )?([a-z-]{1,40} ){0,2}(job|jobs|work|position|role|gigs?|opportunit\w*|employment|placement)\b`,
    ),
    weight: 4,
  },
  {
    pattern: p(String.raw`\bif (you|u) (ever )?need (someone|a hand|help|an extra|another|a freelance\w*)\b|\b(i do|doing|i'?m doing) freelance\b`),
    weight: 3,
  },
  // "I'm a freelance editor", "I'm an independent colorist": someone who could work for the agency.
  { pattern: p(String.raw`\b(i'?m|i am) an? (freelance|freelancer|independent|self-employed)\b`), weight: 3 },
  {
    pattern: p(
      String.raw`\b(join|joining|be part of|work (for|at)|working (for|at)) ((your|${AGENCY}'?s?)( (team|agency|studio|crew|company))?|the (team|agency|studio|crew|company))\b`,
    ),
    weight: 3,
  },
  { pattern: p(String.raw`\bwork (with|for) (you|${AGENCY})( guys)? (as|on a freelance|as a freelancer)\b`), weight: 3 },
  // "Can I work for you remotely?": working for the agency is a job (a client works with it).
  { pattern: p(String.raw`\b(can|could|may|would) i (ever )?work for (you|u|y'?all|${AGENCY})\b`), weight: 3 },
  // After "I'm a photographer", wanting to work with the agency is asking for work (a client says what they need).
  {
    pattern: p(String.raw`\b(i'?d|i would|would) (love|like) to (work|collaborate) (with|for) (you|u|your (team|agency|studio)|${AGENCY})( guys)?\s*[.!]*$`),
    weight: 1,
  },
  {
    pattern: p(
      String.raw`\b(freelance|contract) (work|gigs?|roster|pool|list|opportunit\w*|basis|projects|role|position)\b|\bfreelanc(er|ers|ing)\b|\bon (your|the) roster\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(full[- ]?time|part[- ]?time|permanent|staff|salaried|in[- ]house) (jobs?|roles?|positions?|openings?|employment|hire|gigs?|spots?|opportunit\w*)\b`,
    ),
    weight: 4,
  },
  {
    pattern: p(
      String.raw`\b(i'?m|i am|im) (a |an )?((recent|junior|senior|mid-level|freelance|aspiring|experienced|self-taught|bilingual|la-based|motion|graphic|video|jr|sr)\.? )*` +
        ROLE +
        String.raw`\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(my|attached my|here'?s my|here is my|send (you )?my|share my|see my) (portfolio|reel|showreel|demo reel|resume|cv|work|book|website|linkedin|site)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(hire me|available for ([a-z-]{1,40} ){0,2}(work|hire|freelance|projects|bookings|gigs|shoots)|open to (work|opportunities|new roles)|looking to (join|work (at|for|with)|break into|get into))\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(graduat(e|ing|ed)|recent grad|new grad|college|university|senior year|bootcamp|summer program|entry[- ]level|first job|class of 20\d\d)\b`,
    ),
    weight: 2,
  },
  { pattern: p(String.raw`\b(my day rate|day rate|salary|compensation|paid internship|benefits|pay range|years of experience|work experience)\b`), weight: 1 },
];

const VENDOR: Signal[] = [
  {
    pattern: p(
      String.raw`\b(be )?considered for your (upcoming|next|future) (shoots?|projects?|productions?|campaigns?|work)\b|\b(get|be|stay|put us) on (your|the team'?s) radar\b|\bwe can ([a-z-]{1,40} ){0,2}your\b|\b(can|could) (we|i) send (you |over )?(our|a|some)\b(?! ([a-z-]+ ){0,2}(briefs?|rfps?|rfqs?|decks?|scope|requirements|project|specs))`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\bwe'?re an? ([a-z0-9-]{1,40} ){0,3}(production company|post[- ]?production (house|company|studio)|post house|${STUDIO_THAT_MAKES}|vendor|supplier|platform|network(?! of)|marketplace|printer|print shop|crew|lab|casting agency|talent agency|staffing agency|dev shop|agency)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(our|my) ([a-z-]{1,40} ){0,2}(agency|studio|company|firm|team|network|house|platform|shop|lab) (specializes|offers|provides|does|works with agencies|helps|builds|supplies|creates)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(String.raw`\b(sales rep|account executive|business development|partnerships (manager|lead|director)|bd (manager|lead)) (for|at|of|with)\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(show|pitch|demo( to)?) your (creative|production|post|media|design|social) (team|department|dept|folks)\b|\byour (production|post|creative|media) (dept|department|lead|head)\b`,
    ),
    weight: 2,
  },
  { pattern: p(String.raw`\bai [a-z -]{0,30}(tool|platform|software|solution)\b`), weight: 2 },
  { pattern: p(String.raw`\brates start at\b|\$\d+ ?(/|per) ?(hr|hour)\b|\b(24|48) ?(hr|hour) turnaround\b`), weight: 2 },
  {
    pattern: p(
      String.raw`(^|[.!?]\s*)((?!your\b|is\b|are\b|is your\b)[a-z-]{1,40} ){0,2}(team|crew|studio|capacity) available\b|\bour (team|crew|studio|capacity) (is )?available\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(your|the agency'?s) (media (buying )?team|media buyers?|head of (production|media|ops|operations|partnerships|procurement|growth)|production team|ops|operations team|producers|dsp|next (shoot|campaign'?s?|production|project)|multicultural campaigns|social media clients|client work|procurement)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(String.raw`\b(agency (discounts?|rates?|pricing|partners?)|for (creative |ad |advertising |marketing )?agencies|agencies like (yours|you))\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(who (should|can|do) i (talk|speak|reach out|send \w+) (to|with)(?! about (a|an|our|my|the) (new |potential |upcoming |possible )?(project|campaign|brief|launch|rebrand)\b)|whoever (runs|handles|manages|is in charge of|heads)|get (\d+ minutes|time|a few minutes|some time) with|pitch (your|you)|share our (rates|deck|reel|portfolio|work|capabilities|credentials)|quote (on|for) your)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(we|i)( also)? (sell|generate|own|run|built|build|operate|represent|distribute|license|rent out|supply|provide|offer)\b|\b(our|my) [a-z-]{1,40} (sells|offers|provides|generates|runs|builds|supplies|does)\b`,
    ),
    weight: 1,
  },
  {
    pattern: p(String.raw`\b[a-z-]{1,40} (seller|provider|network|vendor|house|printer|studio|supplier|shop|platform|marketplace|company|startup) here\b`),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(i|we) (run|own|operate|manage|have|rep|represent) (an? |the )?([a-z0-9,.-]{1,40} ){0,4}(${STUDIO_THAT_MAKES}|stage|network(?! of)|production company|post house|platform|agency|library|marketplace|lab|(rental|grip|camera|lighting|production|post) (house|company|shop))\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(we'?d|we would|i'?d|i would|we'?re|we are|happy|keen|eager)( love| like| happy| keen| glad)? to (support|supply|offer|pitch|quote|explore|partner|provide|introduce|share our|plug)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(String.raw`\b(want|like|interested|open) to partner\b|\b(you|your team) (build|make|produce|run|create|do|design) for (your )?clients\b`),
    weight: 2,
  },
  {
    pattern: p(String.raw`\bas (a|your) (partner|vendor|supplier|resource)\b|\b(co-?production|distribution|content|technology|tech|media|data) partnership\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(inventory|billboard space|ad space|ad packages|media packages|screens in|audience segments|data (enrichment|provider)|b2b leads|qualified leads|leads for|host-read|placements? (on|in) our|our (audience|listeners|readers|subscribers|screens|creators))\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\bwe (offer|provide|specialize|supply|sell (ad|advertising|media)|help (agencies|brands and agencies|creative teams)|work with agencies|partner with agencies|license|rent)\b`,
    ),
    weight: 2,
  },
  { pattern: p(String.raw`\b(that|who|which) (offers?|provides?|specializes?|supplies|helps agencies)\b`), weight: 1 },
  {
    pattern: p(
      String.raw`\b(agencies like yours|(for|to|with) ([a-z-]{1,40} ){0,2}agencies|help (your )?agenc(y|ies)|your agency could|your (team|agency) could use|(offer|(?<!\b(you|u|y'?all)( guys)? (do|did|done|offer|make|made|provide|create|created) )for|to|help|serve|support|give|bring|show) your clients|your clients (could|would|will|can|might)|save your (team|agency)|your production needs|your next (shoot|production|project|campaign))\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(referral|reseller|white[- ]label|strategic|business|mutually beneficial|affiliate|revenue[- ]share|co-?marketing) (partnership|partner|program|agreement|opportunit\w*)\b|\bpartnership (opportunit\w*|proposal|with (you|${AGENCY}|your agency))\b`,
    ),
    weight: 3,
  },
  { pattern: p(String.raw`\b(partner with (you|${AGENCY}|your agency)|partnering with (you|your agency))\b`), weight: 2 },
  {
    pattern: p(
      // Not a client asking about the agency's ("do we need other vendors?", "do you outsource?").
      String.raw`\b((?<!\b(need|needs|use|uses|hire|hiring|bring in|find|get|other|outside|separate|extra|more|any|your|multiple|different|juggle|juggling|manage|managing) )(vendors?|suppliers?)|(?<!\b(you|u|y'?all)( guys)? (ever |usually |also )?)(subcontract\w*|outsourc\w*)|white[- ]label\w*|resell\w*|overflow (work|capacity)|extra capacity|media kit|ad inventory|advertising inventory|sponsorship packages?)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(our|my) (rate card|rates|pricing|platform|tool|software|services|solution|team|studio|crew|company|network|library|catalog|agency|firm|production company|post house|shop|saas|product)\b`,
    ),
    weight: 1,
  },
  { pattern: p(String.raw`\b(i represent|on behalf of|reaching out from|i work (for|at)|i'?m with|i am with)\b`), weight: 2 },
  {
    pattern: p(
      String.raw`\b(company|studio|house|network|agency|team|firm|shop|crew) (offering|providing|that offers|that provides)\b|\b(our|my) (talent pool|talent roster|crew list|rate sheet)\b`,
    ),
    weight: 2,
  },
  { pattern: p(String.raw`\bintroduce (you to )?(our|my|myself)\b`), weight: 3 },
  {
    pattern: p(String.raw`\b((book|schedule|set up) a (quick )?(demo|call|intro)|(demo|free trial|pilot|sample) (of|for) (our|my)|(a|quick) demo)\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(add (us|our \w+) to|get on your (vendor|supplier|preferred|approved)|preferred vendor|vendor list|approved vendor|be considered as a (vendor|partner|supplier))\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\bwe'?re an? ([a-z-]{1,40} ){0,3}(production company|post[- ]?production (house|company|studio)|post house|${STUDIO_THAT_MAKES}|vendor|supplier|platform|firm|network|marketplace|company|agency|shop|library|crew|team)\b`,
    ),
    weight: 1,
  },
  {
    pattern: p(
      String.raw`\b(can we|could we|we'?d love to|we would love to|we can|we could|happy to|love to) (pitch|show you|help you|support you|work with you|partner|offer you|provide you|send you our|take (some|work) off)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\bwould you (guys )?(be interested|like to|be open to) (in )?(using|trying|seeing|learning|partnering|hearing|a demo|our|adding|outsourcing|working with us)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(stock (footage|music|photo\w*|video)|drone (services|footage|operators?|pilots?)|(equipment|gear|camera|lighting) rentals?|grip and electric|branded merch|promotional products|swag|printing (services|company)|print shop|large[- ]format|vehicle wraps|casting agency|localization studio|translation studio|vfx studio|animation studio|translation services|localization services|casting services|lead gen\w*|seo services|dev shop|offshore|nearshore|staff augmentation|talent (agency|management)|music licensing|sound stage|soundstages|ai (tool|platform)|martech|influencer (network|marketplace|platform))\b`,
    ),
    weight: 2,
  },
];

/**
 * Whether the agency has worked for a business like theirs: a prospective client's question,
 * whatever they said their company does ("our company does termite inspections… have you helped a
 * home services business like that?"), never a supplier's.
 */
const ASKS_WORK_LIKE_THEIRS = p(
  String.raw`\b(have|has|did) (you|u|y'?all|you guys|${AGENCY})( ever)? (helped|help|worked (with|for)|work (with|for)|done (any )?(work|anything|marketing) for|partnered with|marketed)\b(?:(?!\b(?:vendors?|suppliers?|freelancers?|partners?|agencies|studios|crews|production companies)\b).)*\b(like (that|this|ours|us|mine|me|it)|in (that|this|our|my|the same) (space|industry|field|line of work|world|sector|niche))\b|\b(any )?experience (with|in|marketing) (?!(?:vendors?|suppliers?|freelancers?|partners?|agencies|studios|crews)\b)([a-z-]+ ){0,3}like (ours|us|mine|that|this)\b|\b(have|has|did) (you|u|y'?all|you guys|${AGENCY})( ever)? (helped|worked (with|for)|done (any )?(work|anything|marketing) for|marketed) (any|other) (?!(?:vendors?|suppliers?|freelancers?|partners?|agencies|studios|crews|production)\b)([a-z-]+ ){0,3}(businesses|companies|brands|places|shops|stores|practices|firms|owners)\b`,
);

const SERVICE: Signal[] = [
  { pattern: ASKS_WORK_LIKE_THEIRS, weight: 3 },
  // A conversation about their own project is a client's ("I work at Acme, who do I talk to about a new project?").
  {
    pattern: p(
      String.raw`\b(talk|speak|chat|meet|reach out|get in touch)( to| with)?( someone| somebody| you| the team| whom?)? about (a|an|our|my|the) (new |potential |upcoming |possible )?(project|campaign|brief|launch|idea|rebrand|account)\b`,
    ),
    weight: 3,
  },
  // A business telling what is wrong with its numbers ("our sales are flat", "nobody subscribes").
  {
    pattern: p(
      String.raw`\bour (sales|revenue|traffic|foot traffic|sign-?ups|subscriptions?|subscribers|downloads|bookings|enrollments?|memberships?|awareness|engagement|conversions?|orders|leads|numbers|growth|reach) (are|is|has|have|were|was)( been| gone| gotten| started)? (flat|down|dropping|declining|stuck|slow|stalled|falling|low|plateaued|flatlined|shrinking|sluggish|soft|dead)\b|\bnobody (subscribes|buys|books|signs up|converts|comes in|shows up|knows (about )?us)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(want|wants|need|needs|hope|hoping|looking|trying|plan|plans|planning|aim|ready) to (grow|build|launch|refresh|improve|increase|boost|drive|reach|run|reposition|expand|modernize|update|redo|rebrand|promote|advertise|market|get the word out|make|create|produce|shoot|hire an agency|find an agency|work with an agency)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(shortlisting|shortlist|evaluating|vetting|interviewing|comparing|choosing|selecting|picking|hiring|searching for|talking to) (an? |some |a few |few |three |two |several )?(agencies|agency|creative partners?|agency partners?)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\bwhat (would|does|will|might) (something like (that|this)|that|it|this) (run|cost|be|look like budget[- ]wise)\b|\bhow much (would|does|will|do|is)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(i'?m|i am) (the )?(founder|co-?founder|ceo|cmo|coo|vp|head|director|owner|marketing (director|manager|lead)|brand (manager|director|lead)|partner|gm|general manager) (of|at)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(our|my) (ceo|cmo|founder|board|boss|marketing team|leadership|owner) (wants|asked|needs|is looking)\b|\b(liked|loved|saw) what you did for\b`,
    ),
    weight: 1,
  },
  { pattern: p(String.raw`\b(want|wants|need|needs) (an? |some )?([a-z-]{1,40} ){0,2}(identity|logo|look and feel|refresh|redesign|rebrand)\b`), weight: 2 },
  {
    pattern: p(
      String.raw`\b(before|ahead of|for) (our|the) (call|meeting|pitch|chat|intro)\b|\bset up a (call|meeting)\b|\b(schedule|book) a (call|meeting|consultation|consult)\b`,
    ),
    weight: 2,
  },
  // A conversation asked for about the visitor's own project: a prospective client.
  {
    pattern: p(
      String.raw`\b(like|love|want|wanted|hoping|hope) to (talk|chat|speak|discuss|meet)( with (you|u|your team|the team|someone))?( about| through| over)? (a|an|our|my|the|this|some) (new |potential |upcoming |big )?(project|campaign|launch|brand|idea|rebrand|brief|opportunity)\b|\b(discuss|talk about|chat about) (a|an|our|my) (new |potential |upcoming )?(project|campaign|launch|rebrand)\b|\b(have|got) (a|an) (new )?(project|campaign) (for you|we|i|that)\b`,
    ),
    weight: 2,
  },
  { pattern: p(String.raw`\bwe'?re an? ([a-z0-9-]{1,40} ){0,3}(company|business|team|organization|group)\b`), weight: 1 },
  {
    pattern: p(
      String.raw`\bwe'?re an? ([a-z0-9-]{1,40} ){0,3}(startup|brand|nonprofit|non-profit|chain|retailer|restaurant|restaurant group|clinic|hospital|practice|school|university|credit union|bank|label|health system|dtc brand)s?\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(our|my) (last|previous|current|old|former) agency\b|\bscope (the|our|this) (work|project)\b|\b(our|my|the) (brief|creative brief|rfp|pitch deck|board|investors?|deadline)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(we|i|our (team|company|brand|startup|business|client))( are|'re|'m| am| currently| just| really| also| still| definitely| urgently| might| may| will| would| probably)* (need|needs|want|wants|looking for|are looking for|searching for|seeking|hoping to|planning|launching|interested in|thinking about|considering)\b(?! to (see|browse|look|know|learn|check|ask|watch|say|chat|understand))`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(need|needs|want|wants|looking for|searching for|seeking|interested in|require) (an? |some |the |your )?([a-z-]{1,40} ){0,2}(agency|partner|help|campaign|commercial|spot|video|film|brand|rebrand|website|site|strategy|social|content|media|quote|proposal|estimate|team|creative|launch|someone|somebody|people|something similar|something like)\b`,
    ),
    weight: 3,
  },
  {
    pattern: p(
      String.raw`\b(can|could|would|do|does|will) (you|u|${AGENCY}|your (team|agency|studio))( guys)? (help|make|create|produce|shoot|film|run|handle|manage|build|design|develop|do|offer|provide|take on|quote|edit|animate|redesign|refresh|plan|buy|write)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(String.raw`\b(how much|cost|costs|price|prices|pricing|rates?|budget|quote|estimate|proposal|retainer|fees?|ballpark|afford|minimum)\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(our|my) (brand|company|business|product|startup|restaurant|store|shop|launch|campaign|app|clinic|practice|nonprofit|organization|credit union|bank|menu|line|label|firm|team|marketing|website|audience|customers|sales)\b`,
    ),
    weight: 1,
  },
  {
    pattern: p(String.raw`\b(launch|launching|relaunch|rebrand|rebranding|go[- ]to[- ]market|grand opening|open enrollment|new product|new location)\b`),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(what (services|do you (do|offer))|your services|services do you|capabilities|what can you do|your process|timeline|turnaround|how long (does|would|will|do)|get started|start a project|kick ?off|work together|hire you|hire your|hiring (your|an) (agency|team|firm)|engage you|rfp|do you work with|who do you work with)\b`,
    ),
    weight: 2,
  },
  {
    pattern: p(
      String.raw`\b(brand strategy|branding|creative campaigns?|campaigns?|digital marketing|seo|paid social|ppc|media buy\w*|media plan\w*|video production|commercials?|tv spots?|brand films?|explainer|social media( management| strategy| content)?|content strategy|influencer|creator program|websites?|web design|landing pages?|photo ?shoots?|advertising|marketing|billboards?|ooh|out[- ]of[- ]home|ctv|streaming ads|super bowl|30[- ]second|60[- ]second|:30|:15)\b`,
    ),
    weight: 1,
  },
  {
    pattern: p(
      String.raw`\b(help (us|me|our)|for (us|our brand|our company)|our goal|our target|we'?ve got|we have (a|an) (budget|deadline|launch|product))\b`,
    ),
    weight: 2,
  },
];

// ---- topics ---------------------------------------------------------------------------------

const TOPICS: [Topic, RegExp][] = [
  ["greeting", /^(hi|hello|hey|hiya|howdy|yo|sup|greetings|good (morning|afternoon|evening)|hola|what'?s up)\b/],
  ["thanks", /\b(thanks|thank you|thx|ty|appreciate (it|that|you)|cheers|much appreciated)\b/],
  ["goodbye", /\b(bye|goodbye|see you|talk (to you )?(soon|later)|have a (good|great|nice) (day|one|night))\b/],
  ["pricing", new RegExp(String.raw`\b(how much|costs?|prices|rates|${PRICE_WORDS})\b`)],
  [
    "location",
    new RegExp(String.raw`\b(where (are|is) (you|your|${AGENCY}|the (office|studio))|${LOCATION_WORDS}|office|studio in|downtown|los angeles|\bla\b)\b`),
  ],
  ["process", new RegExp(String.raw`\b(process|${TIMELINE_WORDS}|how long|first meeting|get started|how do (we|i) (start|begin)|next steps?|onboarding)\b`)],
  [
    "about",
    new RegExp(
      String.raw`\b(who (are|is) (you|${AGENCY})|about (you|${AGENCY}|your agency|the agency)|tell me about (yourselves|you|${AGENCY}|your agency|the agency)|how long have you been|founded|your clients|who have you worked with|what kind of agency)\b`,
    ),
  ],
  ["contact", /\b(contact|email|phone|call you|reach you|talk to (a|someone|a human|a person)|speak (to|with))\b/],
];

// ---- triggers -------------------------------------------------------------------------------

const before = (match: RegExpMatchArray, chars = 40) => (match.input ?? "").slice(Math.max(0, (match.index ?? 0) - chars), match.index ?? 0);

/** The visitor's own work ("my reel", "here's our deck") is not a request to see ours. */
const NOT_MINE = (match: RegExpMatchArray) =>
  !/\b(my|our|mine|i'?ve got a|i have a|attached( is)?|here'?s|here is)\s+([a-z0-9-]{1,40}\s+){0,2}$/.test(before(match));

/**
 * "Do you need product samples before the shoot?", "the samples of our product": samples of a
 * product the visitor supplies, not examples of the agency's work.
 */
const NOT_SUPPLIED = (match: RegExpMatchArray) =>
  !/^(examples?|samples?)$/.test(match[0]) ||
  !(
    /\bproducts?\s+$/.test(before(match)) || /^\s+of\s+(the\s+|our\s+|my\s+)?products?\b/.test((match.input ?? "").slice((match.index ?? 0) + match[0].length))
  );

/** "watched your reel last night" is a compliment, not a request to see it. */
const NOT_SEEN = (match: RegExpMatchArray) =>
  !/\b(watched|saw|seen|loved|liked|enjoyed|admired|checked out|came across|caught|found)\s+([a-z0-9'-]{1,40}\s+){0,2}$/.test(before(match));

/** "Can we see the work before it goes live?" asks to review the visitor's own work, not to see ours. */
const NOT_BEFORE_LAUNCH = (match: RegExpMatchArray) =>
  !/^\s*(before|prior to|ahead of) (it|they|that|this|anything|launch|going live|publishing|posting|airing|the (ads?|campaign|spots?|videos?|posts?|film|site|launch))\b/.test(
    (match.input ?? "").slice((match.index ?? 0) + match[0].length),
  );

/** "produce a sizzle reel for us" asks us to make one, not to show ours. */
const NOT_TO_MAKE = (match: RegExpMatchArray) =>
  !/\b(produce|make|create|cut|edit|shoot|build|need|want|do|put together)\s+(a|an|some|our|the)\s+([a-z0-9-]{1,40}\s+){0,2}$/.test(before(match));

const VIEW = String.raw`(see|show|view|watch|look at|pull up|open|walk me through|tell me (more )?about|more about|what'?s|what is|what was|what (did|have) you (do|did|done|make|made|create|created) (for|with)|case study|case studies)`;
const VIEW_VERB = String.raw`(see|show|view|watch|browse|look at|looking at|check out|share|send|walk me through|explore|what|any|some)`;

const REEL = [
  p(String.raw`\b(show ?reels?|demo reels?|sizzle( reels?)?|agency reel|brand reel|reel)\b`),
  // "Got any videos I can watch?": the agency's films to watch, which the reel is.
  p(
    String.raw`\b(any|some|got|have|a few)\b[^.?!]{0,20}\b(videos?|films?) (i|we) (can|could) (watch|see)\b|\b(can|could|may) (i|we) (watch|see) (some of )?(your|ur) (videos?|films?)\b`,
  ),
];
const YOUR_REEL = [
  p(
    String.raw`\b${VIEW_VERB} (me )?(your|the|${AGENCY}'?s|the agency'?s|the company'?s) (latest |new |current |20\d\d |agency |studio )?(show ?reel|demo reel|sizzle( reel)?|reel)\b`,
  ),
];
const AWARDS = [
  p(
    String.raw`\b(awards?|award[- ]winning|accolades?|recogni[sz]ed|recognition|clios?|tellys?|telly awards|shorty|shorties|cannes( lions)?|effies?|one show|trophies|won (any|anything)|win (any|anything))\b`,
  ),
];
const PORTFOLIO = [
  p(
    String.raw`\b(portfolio|case stud(y|ies)|body of work|examples of your work|show me what you|what (you|u|y'?all)( guys| all)?'?ve (done|made|created|worked on)|what have (you|u|y'?all)( guys| all)? (done|made|created|worked on|been working on))\b`,
  ),
  p(
    String.raw`\b${VIEW_VERB}\s+([a-z0-9'-]{1,40}\s+){0,5}?(past|previous|recent|latest|your|the|some|a few|any|more)( (best|top|favorite|favourite|coolest|strongest|greatest|proudest))? (work|projects|campaigns|stuff)\b`,
  ),
  p(
    String.raw`\b${VIEW_VERB}\s+([a-z0-9'-]{1,40}\s+){0,5}?(stuff|things|work|projects|campaigns) (you'?ve|you have|you) (made|done|created|built|shot|produced|worked on)\b`,
  ),
  // "What's your best work?", "what are you most proud of?": the work, to see.
  p(
    String.raw`\b(what'?s|what is|what are|which is|which are) (your|ur|the) (best|favorite|favourite|proudest|strongest|top)( [a-z]+)? (work|projects?|campaigns?|pieces?|things? (you'?ve|you have) (made|done))\b|\bwhat (are|r) (you|u|y'?all)( guys)? (most )?proud(est)? of\b|\bbest thing (you'?ve|you have|you) (ever )?(made|done)\b`,
  ),
];
// A job seeker asking to see the work is shown it: "your work", "the portfolio", "some case studies".
const YOUR_PORTFOLIO = [
  p(
    String.raw`\b${VIEW_VERB} (me )?(your|the|some of your|some|${AGENCY}'?s|the agency'?s) (portfolio|work|case studies|past work|recent work)\b(?! (environment|culture|life|hours|schedule))`,
  ),
  p(String.raw`\b${VIEW_VERB} (me )?(your |the |some )?(portfolio|case studies)\b`),
];
const THAT_WORK = String.raw`(it|that|this|them|more|the (full |whole )?(case study|project|work|campaign|spot|film)|that (one|project|work|campaign|case study|spot))`;
const CASE_STUDY = /\bcase study\b/;

/**
 * The clients the classifier recognizes, learned from the case studies in the database (the
 * knowledge base builds them once per content version: `KnowledgeBase.clients()`).
 */
export type ClientPatterns = {
  /** A request to see a named client's work ("what did you do for Acme?", "Acme: show me that"). */
  view: RegExp[];
  /**
   * A client named anywhere, for a message that asks for a case study. Two separate scans: one
   * pattern with ".*" between them would rescan the rest of the message from every client name.
   */
  named: RegExp[];
};

/** The classifier's patterns for these client names (normalized, as `clientNames()` gives them). */
export function clientPatterns(names: string[]): ClientPatterns {
  const clients = namePattern(names);
  return {
    view: [
      p(String.raw`\b${VIEW}(\s+[a-z0-9'&.,!?-]{1,40}){0,6}\s+${clients}`),
      p(String.raw`${clients}[.,!?]*(\s+[a-z0-9'&.,!?-]{1,40}){0,8}\s+(see|show|view|watch|walk me through|pull up|open)( me| us)? ${THAT_WORK}\b`),
    ],
    named: [p(clients)],
  };
}

const EXAMPLE_REQUEST = p(
  String.raw`\b(examples?|samples?|show (me|us|some|any|a few|a couple)|can i see|could i see|can we see|let me see|see (some|any|your|a few|a couple)|look at|(love|like|want|wanted|hoping) to see|have you (done|made|run|built|created|shot|produced|designed|launched)|what have you done|what kind of|any (work|projects)|work (you'?ve done )?(for|in)|projects (for|in|with)|portfolio|your work|done (any|much))\b`,
);
const CARD_CATEGORIES: [CardCategory, RegExp][] = [
  ["web-design", p(String.raw`\b(web ?design|websites?|web sites?|sites|landing pages?|ux|ui|e-?commerce|web ?work|digital experiences?|microsites?|apps?)\b`)],
  [
    "video-production",
    p(String.raw`\b(videos?|films?|commercials?|spots?|tv|broadcast|video production|animation|motion|documentar\w*|brand films?|video portfolio)\b`),
  ],
  [
    "branding",
    p(String.raw`\b(branding|brand identity|identity|identities|logos?|rebrands?|rebranding|visual identity|brand work|media campaigns?|packaging)\b`),
  ],
  [
    "social-media",
    p(
      String.raw`\b(social( media)?|instagram|tiktok|influencers?|creators?|food|foods|restaurants?|beverages?|drinks?|coffee|cafes?|bakery|snacks?|cpg|qsr|fast[- ]casual|dining|menu)\b`,
    ),
  ],
];
const DOCUMENT = [
  p(
    String.raw`\b(decks?|pitch decks?|briefs?|creative briefs?|rfps?|rfqs?|pdfs?|one[- ]pagers?|pitch docs?|documents?|presentations?|slides|brand guidelines|style guide|brand book|spec sheets?)\b`,
  ),
];
const DOCUMENT_CONTEXT =
  /\b(send\w*|shar\w*|upload\w*|attach\w*|have|got|drop|forward\w*|email\w*|review|look at|read|see|take a look|put together|wrote|prepared|ready)\b/g;

/**
 * The category named after the request in the same sentence ("can I see your video work?");
 * for a bare "examples?" also one named before it in that sentence.
 */
function detectCards(text: string): CardCategory | null {
  const request = firstMatch(text, [EXAMPLE_REQUEST], (match) => NOT_MINE(match) && NOT_SUPPLIED(match));
  if (!request) return null;
  const start = request.index ?? 0;
  const sentenceStart = Math.max(text.lastIndexOf(".", start), text.lastIndexOf("?", start), text.lastIndexOf("!", start)) + 1;
  const nextBreak = text.slice(start).search(/[.?!]/);
  const sentenceEnd = nextBreak === -1 ? text.length : start + nextBreak;
  const sentence = text.slice(sentenceStart, sentenceEnd);
  if (/\bmedia campaigns?\b/.test(sentence)) return "branding";

  const find = (from: number, to: number) => {
    let best: { category: CardCategory; rank: number } | null = null;
    for (const [category, pattern] of CARD_CATEGORIES) {
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        const index = match.index ?? 0;
        if (index < from || index >= to) continue;
        if (isNegated(text, index) || !NOT_MINE(match) || !NOT_TO_MAKE(match)) continue;
        const rank = index >= start ? index - start : 10_000 - index;
        if (!best || rank < best.rank) best = { category, rank };
      }
    }
    return best?.category ?? null;
  };
  const inSentence = find(sentenceStart, sentenceEnd);
  if (inSentence) return inSentence;
  // "Which commercials have you made? I'd like to see some." points back; "...see your reel" does not.
  if (/\b(reel|portfolio|awards?|case stud|your work)\b/.test(sentence)) return null;
  const previousStart =
    Math.max(text.lastIndexOf(".", sentenceStart - 2), text.lastIndexOf("?", sentenceStart - 2), text.lastIndexOf("!", sentenceStart - 2)) + 1;
  // A request for examples that names no kind of work shows the social media cards.
  // ("Can I see examples?", "any samples?" as well.)
  return find(previousStart, sentenceStart) ?? (/^(examples?|samples?)$/.test(request[0]) || /\b(examples|samples)\b/.test(sentence) ? "social-media" : null);
}

function detectTriggers(text: string, clients: ClientPatterns): Triggers {
  const clientView = firstMatch(text, clients.view) !== null || (CASE_STUDY.test(text) && firstMatch(text, clients.named) !== null);
  const cards = clientView ? null : detectCards(text);
  // A deck or brief counts when a verb near it is about sharing it ("I'll send our brief"),
  // not when that verb is negated ("No PDF attached").
  const documentMatch = firstMatch(text, DOCUMENT, (match) => {
    const from = Math.max(0, (match.index ?? 0) - 60);
    const to = (match.index ?? 0) + match[0].length + 60;
    DOCUMENT_CONTEXT.lastIndex = 0;
    for (const verb of text.slice(from, to).matchAll(DOCUMENT_CONTEXT)) {
      if (!isNegated(text, from + (verb.index ?? 0))) return true;
    }
    return false;
  });
  return {
    portfolio: cards === null && (clientView || firstMatch(text, PORTFOLIO, (m) => NOT_MINE(m) && NOT_SEEN(m) && NOT_BEFORE_LAUNCH(m)) !== null),
    reel: firstMatch(text, REEL, (m) => NOT_MINE(m) && NOT_TO_MAKE(m) && NOT_SEEN(m)) !== null,
    awards: firstMatch(text, AWARDS) !== null,
    cards,
    document: documentMatch !== null && !/\b(resume|cv)\b/.test(text),
  };
}

const YOUR_AWARDS = [
  p(
    String.raw`\b(your|you'?ve|have you|did you|has ${AGENCY}|${AGENCY}'?s|the agency'?s) ([a-z-]{1,40} ){0,3}(awards?|won|accolades|recognition)\b|\baward[- ]winning (agency|team|studio|work)\b`,
  ),
];

/** Job seekers and vendors talk about their own work and wins: only an explicit "your reel" counts. */
function explicitViewingTriggers(text: string, triggers: Triggers): Triggers {
  return {
    ...triggers,
    reel: firstMatch(text, YOUR_REEL, NOT_SEEN) !== null,
    portfolio: firstMatch(text, YOUR_PORTFOLIO, NOT_SEEN) !== null,
    awards: triggers.awards && firstMatch(text, YOUR_AWARDS) !== null,
    cards: null,
    document: false,
  };
}

// ---- employment type ------------------------------------------------------------------------

const EMPLOYMENT_PATTERNS: [EmploymentType, RegExp][] = [
  ["internship", /\b(internships?|interns?|interning|summer program|co-?op)\b/],
  ["full-time", /\b(full[- ]?time|permanent|staff (position|role|job)|salaried|in[- ]house (role|position|job)|full time)\b/],
  [
    "freelancer",
    /\b(freelanc\w*|contract (work|role|basis|gigs?|position|projects)|on (a )?contract|contractor|per[- ]project|project[- ]based|gigs?|1099|day[- ]rate|roster|for hire)\b/,
  ],
];
const STUDENT =
  /\b(students?|recent grads?|new grads?|graduat\w*|degree|college|university|senior year|class of 20\d\d|bootcamp|entry[- ]level|first (agency )?(job|placement))\b/;

function detectEmploymentType(text: string): EmploymentType | null {
  let found: { type: EmploymentType; index: number } | null = null;
  for (const [type, pattern] of EMPLOYMENT_PATTERNS) {
    const match = pattern.exec(text);
    if (match && !isNegated(text, match.index) && (!found || match.index < found.index)) found = { type, index: match.index };
  }
  if (found) return found.type;
  return STUDENT.test(text) ? "internship" : null;
}

// ---- the classifier -------------------------------------------------------------------------

export type ClassifyOptions = {
  /** The clients named in the case studies (from the knowledge base). */
  clients: ClientPatterns;
  /** The visitor chose an employment path in the UI; their messages carry this type. */
  employmentType?: EmploymentType | null;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The words the classifier's rules look for, for the reader's spelling corrector. */
export function classifierVocabulary(): string[] {
  const signals = [...EMPLOYMENT, ...VENDOR, ...SERVICE].map((signal) => signal.pattern);
  return [...wordsOfPatterns([...signals, ...TOPICS.map(([, pattern]) => pattern)]), ...KEYWORDS];
}

/** A web address: what it says ("example.com/brief.pdf") is no request to see examples or briefs. */
// (A host starts only where no host character stands before it: "a.a.a…" is tried once, not at every letter.)
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+|(?<![a-z0-9.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|la|us|app|dev|ai|me|tv)(?:\/\S*)?(?![\w.-])/gi;

export function classifyMessage(message: string, options: ClassifyOptions): Classification {
  const text = correctTypos(normalize(message.length <= 20_000 ? message.replace(WEB_ADDRESS, " link ") : message));
  const noTriggers: Triggers = { portfolio: false, reel: false, awards: false, cards: null, document: false };

  if (isGibberish(text)) {
    return { intent: "unknown", employmentType: null, triggers: noTriggers, topics: [], confidence: 0.2 };
  }

  const topics = TOPICS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  let triggers = detectTriggers(text, options.clients);
  let employment = score(text, EMPLOYMENT);
  const vendor = score(text, VENDOR);
  // Sharing a brief or deck is what prospective clients do.
  const service = score(text, SERVICE) + (triggers.document ? 2 : 0);
  if (options.employmentType) employment += 3;

  let intent: Intent = "webchat";
  let winner = 0;
  let runnerUp = 0;
  if (vendor >= 3 && vendor >= employment && vendor + 1 >= service && score(text, [{ pattern: ASKS_WORK_LIKE_THEIRS, weight: 1 }]) === 0) {
    intent = "vendor";
    winner = vendor;
    runnerUp = Math.max(employment, service);
  } else if (employment >= 3 && employment >= service - 1) {
    intent = "employment";
    winner = employment;
    runnerUp = Math.max(vendor, service);
  } else if (service >= 2 && !(topics.length > 0 && service < 3 && topics.every((t) => t === "greeting" || t === "thanks" || t === "goodbye"))) {
    intent = "service-inquiry";
    winner = service;
    runnerUp = Math.max(vendor, employment);
  }

  if (intent === "employment" || intent === "vendor") triggers = explicitViewingTriggers(text, triggers);
  const employmentType = intent === "employment" ? (options.employmentType ?? detectEmploymentType(text)) : null;

  const confidence =
    intent === "webchat"
      ? clamp(0.6 + 0.1 * topics.length + (Object.values(triggers).some(Boolean) ? 0.15 : 0), 0.5, 0.9)
      : clamp(0.55 + 0.06 * winner - 0.05 * runnerUp, 0.4, 0.98);

  return { intent, employmentType, triggers, topics, confidence: Math.round(confidence * 100) / 100 };
}
