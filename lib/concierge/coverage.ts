import { KNOWLEDGE_LIMITS } from "../contracts/knowledge";
import { stem, textMemo, tokenize } from "../reading/text";
import { AGENCY, AGENCY_NAME, LANGUAGES } from "../reading/vocabulary";

// Precision before recall: the concierge answers a question only when the evidence it answers
// from covers what the question asks about (its focus). A question's focus is its content words,
// without the words every question has ("do you", "tell me", "your agency"); evidence covers a
// word when its text says it, or a word of the same meaning ("cost" covers "price"). A yes/no
// question about something the site never mentions ("do you do podcast production?") finds
// "podcast" nowhere in the practice it would otherwise describe, and gets the honest fallback.

/** Words every question has: asking, the agency, filler. Never the thing asked about. */
const SCAFFOLD = new Set(
  (
    "a an the and or but if whether once vs versus then so of to in on at by for with from as is are was were be been being am do does did doing done have has had " +
    "having i me my mine we us our ours you your yours he him his she her it its they them their this that these those there here " +
    "what which who whom whose when where why how can could would should will shall may might must just also too very really " +
    "actually exactly currently still ever even yet already again maybe perhaps probably basically honestly literally please hi hello hey " +
    "thanks thank ok okay yes no not any anything something some someone somebody anyone all each every kind sort type types kinds " +
    "thing things stuff lot lots bit way ways like want wanted wants need needs needed require requires required know tell told wonder wondering curious ask asking " +
    `question questions guys y'all yall folks ${AGENCY_NAME} agency agencies firm shop company companies team studio ` +
    "offer offers offering provide provides providing handle handles do get gets getting got give gives help helps take takes taking took " +
    "work works working worked use uses using go goes going come see look looking think say said let mean " +
    "much many long often typical typically usually normally generally roughly approximately around about general overall total " +
    "quick quickly real really just only own else other another more most less least than well good great nice sure fine right " +
    "s t don't i'm i've i'd we're we've you're it's that's what's let's can't won't isn't aren't doesn't didn't " +
    "today now currently right tbh lol haha btw fyi pls you've we've they've you'd we'd you'll we'll i'll that'll there's " +
    "experience experienced background familiar instead show walk thru through together drop pull pulled off wise assume assumed happen happens happened " +
    "several few couple multiple various big bigger biggest best top largest greatest highest full fully complete completely entire entirely whole wholly totally " +
    "up down out over per via within without during into onto upon across along among toward towards between behind beyond except since until till after before " +
    "everything everyone everybody nothing pain nightmare weird strange odd hassle headache awkward tough crazy nice play side chain chains " +
    "yo nah nope yep yeah true talk talking talkin bring brings brought hear heard worth run ran running placed put puts putting set commit committing upcoming though cool awesome mostly somewhere later wait lol back geographically myself ourselves yourself yourselves themselves"
  ).split(" "),
);

/**
 * Words of one meaning, each list read as its first word. Kept to meanings the concierge's
 * answers are written in: a visitor's "charge" is the FAQ's "cost".
 */
const SAME_MEANING: string[][] = [
  [
    "price",
    "pricing",
    "cost",
    "costs",
    "charge",
    "charges",
    "fee",
    "fees",
    "rate",
    "rates",
    "budget",
    "budgets",
    "estimate",
    "estimates",
    "afford",
    "affordable",
    "expensive",
    "pricey",
    "cheap",
    "retainer",
    "retainers",
  ],
  ["timeline", "timeframe", "turnaround", "duration", "schedule", "deadline", "timing", "deliver", "delivered", "delivery"],
  ["week", "weeks", "weekly"],
  // A brand's fans on a platform are its followers.
  ["follower", "followers", "fan", "fans"],
  // A web session is a visit.
  ["visit", "visits", "visited", "session", "sessions"],
  ["month", "months", "monthly"],
  ["hour", "hours", "hourly"],
  ["year", "years", "yearly"],
  ["day", "days", "daily"],
  ["location", "located", "based", "address", "headquarters", "hq", "whereabouts"],
  ["remote", "remotely", "zoom", "virtual", "virtually", "online", "video call", "videocall"],
  ["result", "results", "outcome", "outcomes", "impact", "performance", "perform", "performed", "metrics", "roi", "kpi", "kpis", "proof"],
  [
    "increase",
    "increased",
    "grow",
    "growth",
    "rise",
    "lift",
    "jump",
    "boost",
    "gain",
    "gained",
    "improve",
    "improved",
    "attract",
    "attracts",
    "attracted",
    "attracting",
  ],
  ["decrease", "decreased", "fewer", "drop", "dropped", "fall", "reduce", "reduced", "save", "saved", "saving", "savings", "lower", "lowered", "down", "cut"],
  ["award", "awards", "prize", "prizes", "trophy", "trophies", "accolade", "accolades", "honor", "honors", "recognition"],
  // Not "found": the stemmer reads it as the past of "find" (as visitors mostly mean it), and the
  // founding concept would then take every "find" ("who founded it?" is no "where can I find you?").
  ["founded", "founding", "establish", "established", "founder", "founders"],
  ["email", "e-mail", "mail", "inbox"],
  ["phone", "telephone", "cell", "ring"],
  // An appointment or a reservation made is a booking.
  ["booking", "bookings", "booked", "appointment", "appointments", "reservation", "reservations"],
  ["hire", "hiring", "recruit", "recruiting"],
  ["job", "jobs", "career", "careers", "position", "positions", "role", "roles", "opening", "openings", "vacancy", "vacancies", "employment"],
  ["apply", "application", "applications", "considered"],
  ["intern", "interns", "internship", "internships"],
  ["freelance", "freelancer", "freelancers", "freelancing", "contractor", "contractors"],
  ["resume", "cv"],
  ["client", "clients", "customer", "customers"],
  ["industry", "industries", "sector", "sectors", "vertical", "verticals"],
  ["service", "services", "capability", "capabilities", "offering", "offerings"],
  ["process", "approach", "method", "methodology", "steps", "stages", "phases", "workflow", "framework"],
  ["meeting", "meetings", "consultation", "consult", "intro", "introduction", "kickoff"],
  ["ownership", "own", "owns", "owned", "rights", "copyright", "copyrights"],
  // "In-house" is read as "in" and "house" (tokens hold no hyphen): "house" is what it says.
  ["in-house", "house", "inhouse", "outsource", "outsourced", "outsourcing", "subcontract", "subcontracted"],
  ["film", "films", "video", "videos", "commercial", "commercials", "spot", "spots", "movie", "documentary", "documentaries"],
  ["billboard", "billboards", "ooh", "out-of-home", "outdoor ads", "signage"],
  ["startup", "startups", "start-up", "start-ups", "early-stage"],
  // Watching a video is what its views count.
  ["view", "views", "viewed", "watch", "watched", "watching"],
  ["example", "examples", "sample", "samples"],
  ["free", "complimentary", "no-cost"],
  ["website", "websites", "site", "sites", "webpage"],
  ["return", "roas"],
  ["quote", "quotes", "quoted", "testimonial", "testimonials"],
  ["breakdown", "broken", "itemized", "itemised", "line-item"],
  // Making something is what a production practice does, not a buying one: "can you make a podcast?"
  // is not answered by "we buy podcast ads".
  [
    "make",
    "makes",
    "making",
    "made",
    "produce",
    "produces",
    "produced",
    "producing",
    "create",
    "creates",
    "created",
    "creating",
    "build",
    "builds",
    "built",
    "building",
    "design",
    "designs",
    "designed",
    "designing",
    "develop",
    "develops",
    "developed",
    "developing",
    "write",
    "writes",
    "wrote",
    "written",
    "writing",
  ],
  ["concept", "concepts", "route", "routes", "direction", "directions"],
  ["store", "stores", "door", "doors", "outlet", "outlets"],
  ["buy", "buys", "buying", "bought", "purchase", "purchases", "purchased", "purchasing"],
  ["mural", "murals", "paint", "paints", "painted", "painting", "paintings"],
  ["complete", "completes", "completed", "completing", "completion", "finish", "finishes", "finished", "finishing"],
  ["street", "streets", "boulevard", "boulevards", "avenue", "avenues", "road", "roads"],
  ["data", "information", "info", "details"],
  ["language", "languages", "speaking", "speaker", "speakers", "spoken"],
  [
    "join",
    "joined",
    "joining",
    "joins",
    "participate",
    "participated",
    "participants",
    "participant",
    "participation",
    "sign",
    "signed",
    "signing",
    "signup",
    "signups",
    "enroll",
    "enrolled",
    "enrolling",
    "enrollment",
    "enrollments",
  ],
  ["team", "crew", "staff"],
  ["writer", "writers", "copywriter", "copywriters"],
  ["report", "reports", "reporting", "dashboard", "dashboards"],
  ["community", "communities", "comments", "dms", "dm", "replies"],
  ["analytics", "tracking", "measurement", "attribution"],
  [
    "present",
    "presents",
    "presented",
    "presenting",
    "presentation",
    "presentations",
    "pitch",
    "pitches",
    "pitched",
    "pitching",
    "show",
    "shows",
    "showed",
    "shown",
  ],
  ["reply", "replies", "replied", "respond", "responds", "responded", "response", "hear"],
  ["carry", "carries", "carried", "carrying", "stock", "stocks", "stocked", "stocking"],
  ["young", "younger", "youngest", "youth", "millennials", "gen-z"],
  ["people", "person", "folks", "users", "visitors", "customers", "shoppers", "consumers", "members", "riders", "viewers", "fans"],
  ["ad", "ads", "advert", "adverts", "advertisement", "advertisements"],
  ["social", "social media"],
  // Email flows and drip sequences are what marketing automation runs.
  ["automation", "automations", "automated", "flow", "flows", "drip", "drips", "sequence", "sequences"],
];

const CANONICAL = new Map<string, string>();
for (const words of SAME_MEANING) for (const word of words) if (!CANONICAL.has(stem(word))) CANONICAL.set(stem(word), stem(words[0]));

/** A word as coverage compares it: its stem, or its meaning's first word. */
export function concept(word: string): string {
  // A rating is a score ("4.7 stars"), whatever it shares with a rate, a price.
  if (RATING.test(word)) return "rating";
  // Seeing something is not an ad: "an arborist could have spotted it" says nothing of a spot.
  if (/^spott(ed|ing)$/.test(word)) return "spotted";
  const stemmed = stem(word);
  // A tie named after who is in it is read as them: "partnership" is "partner", "sponsorship"
  // "sponsor" (unless a meaning above lists either word, as "ownership" or "members").
  const base = CANONICAL.has(stemmed) ? null : /^([a-z]{4,})ships?$/.exec(word)?.[1];
  // ("Members" are people in general, which new memberships are not.)
  return base && !CANONICAL.has(stem(base)) ? stem(base) : conceptOfStem(stemmed);
}

const RATING = /^(rating|ratings|rated)$/;

/** The concept of a word's stem (what concept() gives for the word). */
export const conceptOfStem = (stemmed: string): string => CANONICAL.get(stemmed) ?? stemmed;

const MEANINGS = new Set(SAME_MEANING.map((words) => stem(words[0])));

/**
 * Whether a concept is one of the meanings above: what the concierge's answers are written in
 * (price, team, people, ads, making, results…), which the site speaks to. In a question it could
 * not answer, such a word is the frame ("how much does X cost", "your team's X"), not the subject.
 */
export const isAnswerMeaning = (concept: string): boolean => MEANINGS.has(concept);

/** The words for the work itself, whatever a question asks of it ("how long did the campaign run?"). */
export const WORK_NOUNS = "campaign campaigns project projects engagement work program launch job partnership";

/**
 * What an answer on each subject covers by being about it: "what's your zip code?" is answered by
 * the address even though its text never says "zip code". Everyday words only: a name asked about
 * ("a Cannes Lion") must be in the answer's own text.
 */
export const SUBJECT_WORDS: Record<string, string> = {
  about: "who agency about kind describe yourselves introduce background deal story thing pitch elevator sum sentence word words short nutshell",
  founded: "founded start started year old history around since began begin open opened established age long existed exist business story backstory origin",
  "legal-name": "legal name registered entity business company llc incorporated official full",
  tagline: "tagline slogan motto line",
  "social-links": "social follow account accounts handle handles profile profiles link links page pages online web",
  privacy: "privacy data information info personal sell share cookies tracking track delete erase details",
  location:
    "where located location address office studio city based zip code postal street suite neighborhood part downtown area town visit directions headquarters remote nationwide far distance state country away hire video zoom travel anywhere outside",
  contact: "contact email phone number call reach talk speak person human someone touch send rfp brief deck proposal documents mail address",
  hours: "time zone coast east west difference timezone schedule pacific",
  awards: "awards won win winning recognition recognized accolades prizes trophies honors",
  clients: "clients customers brands companies names worked list roster notable known famous big heard business businesses",
  "case-count": "case studies many number projects count",
  industries: "industries sectors verticals kinds types categories markets fields companies businesses usually campaigns work",
  team: "team crew staff people in-house outsource employees roof who yourselves own hire filming editing shooting production work post send different difference unique special apart stand makes sets choose pick why agencies others",
  services: "services offer capabilities practices specialize list full",
  // ("I have a budget of 5k, is that enough?": whether a budget is enough is what the range says.)
  pricing: "price range rough minimum starting ballpark hire quote quotes spend expect invest investment enough sufficient realistic",
  timeline:
    "time long weeks months turnaround fast quickly soon realistic deadline frame timing need last lasts run ran take took program longer shorter longest shortest",
  "first-meeting": "meeting first intro call consultation like happen expect free charge sales pitch video zoom person",
  "getting-started":
    "start begin kick off next steps get going hire engage process reply respond hear back soon brief send someone call meeting meet talk chat speak discuss schedule arrange book hop jump paste share upload attach forward rfp rfps rfq deck proposal",
  ownership: "own owns ownership rights keep end final files assets work logo logos ad ads",
  startups: "startup startups small early stage size seed person series pre funding business businesses company companies brand brands",
  "media-buying": "media buying buy placement plan ads tv podcast billboards",
  partners: "agencies alongside partner collaborate roster in-house several other",
  results:
    "results numbers performance perform outcome impact work worked did do happen happened achieve deliver delivered drive driven effective success move moved needle sell sold get got money save saved grow grew growth increase increased rise rose lift up down drop dropped fall fell double doubled jump improve improved",
  process:
    "process approach steps stages phases how work works comes together brief launch walk from idea delivered first start project engagement unfold unfolds go goes play",
  challenge: "challenge problem goal objective before why wrong struggle dealing broken hire came",
  included: "include includes included cover covers involve deliverables part what",
  examples:
    "examples example similar relevant anything something portfolio show see done before like ours work case studies tackled solved fixed handled dealt",
};

/** What a case study or a practice covers by being one (its parts: the challenge, the results…). */
export const SOURCE_WORDS: Record<string, string> = {
  "case-study":
    "client project campaign work engagement launch challenge problem goal before why strategy idea approach execution made results outcome performance impact happen duration long time industry services brand example portfolio numbers did work case study studies",
  service: "service practice process approach steps stages include covers deliverables capabilities results clients work do idea",
  careers:
    "job hire hiring apply position positions role roles career intern internship freelance full-time people resume join work opening openings vacancy vacancies available send submit share email student students graduate graduates grad summer fall season seasons session sessions cohort cohorts term terms semester semesters",
  partners: "vendor supplier pitch partner services sell offer list roster reach introduce present send share",
  // The portfolio and the reel the chat opens answer "do you have a portfolio I can look at?".
  portfolio:
    "portfolio portfolios work case study studies examples example projects past recent latest look see browse send best favorite favourite top coolest proudest",
  reel: "reel reels showreel sizzle video videos film films work look see watch send",
  // The project cards the chat shows answer "any examples?", "can I see some samples?".
  cards: "examples example samples sample projects project work look see show browse",
  // The deck upload the chat opens answers "can I send over our RFP?".
  document:
    "send share upload attach forward email submit deck decks brief briefs rfp rfps rfq pdf pdfs document documents presentation slides one-pager look review read over",
};

/**
 * A word of a question's focus; `specific` when it is no everyday English word (a name, a
 * platform, a trade term); `owned` when it is the visitor's own thing ("a website for my
 * restaurant"): it says who asks, and need not be in the answer.
 */
export type FocusWord = { word: string; concept: string; specific: boolean; owned?: boolean; topic?: boolean };

/** A clause that tells about the visitor ("we rent camera gear", "I'm a video editor"), not what they ask. */
const ABOUT_THE_VISITOR = /^(we|we're|we are|we've|we have|i|i'm|im|i am|i've|ive|i have|our|my|me and)\b/;
/** A clause that sets the scene for the question after it ("when you pitch creative, …", "if we hire you, …"). */
const SETTING_THE_SCENE = /^(when|if|once|after|before|while|since|assuming)\b/;

/** "Their TikTok following": its followers there. */
export const FOLLOWING = /\b(instagram|tiktok|youtube|facebook|linkedin|twitter|social|social media) following\b/g;

/** Compound terms read as one word ("out-of-home" is "OOH", "podcast ads" are podcast advertising). */
const compounds = (text: string) =>
  text
    // Money a business makes or brings in is its revenue: "how much more money did they make?".
    .replace(
      /\b(make|makes|made|making|earn|earns|earned|earning|bring in|brings in|brought in|bringing in|pull in|pulled in)( more| extra| less)? (money|cash)\b/g,
      "$2 revenue",
    )
    .replace(
      /\b(more|less|extra) (money|cash) (did|do|does|has|have|had|were|was) (they|it|the [a-z-]+)( [a-z-]+)? (make|made|earn|earned|bring in|brought in)\b/g,
      "$1 revenue $3 $4$5",
    )
    // Help for the visitor's business is help for them: "how can you help my business?".
    .replace(/\b(help|helping|grow|growing) (my|our) (business|company|brand|shop|store|startup|team|organization|nonprofit)\b/g, "$1 us")
    // What the agency is best at is how it asks what sets it apart or what it does.
    .replace(
      /\b(your|ur) (specialty|specialties|speciality|specialities|specialization|strengths?|superpowers?)\b|\b(you|u|y'?all|you guys) (best|really good|great|strongest) at\b|\b(you|u|y'?all|you guys) known for\b/g,
      " ",
    )
    // AI the agency uses in its work is a tool, not the concierge being one: "do you use AI?".
    .replace(/\b(use|uses|using|used|work with|rely on) (ai|a\.i\.|artificial intelligence|chatgpt|generative ai|gen ai|ai tools)\b/g, "$1 ai-tools")
    // The title of the person quoted is said with their quote: "what was her title?".
    .replace(/\b(her|his|their) (job )?(title|role|position)\b/g, "$1 quote")
    // A rate card or a price list is the prices.
    .replace(/\b(rate|rates|price|prices|pricing) (cards?|sheets?|lists?|guides?|decks?|menus?)\b/g, "prices")
    // "Do you do in-person stuff?": the adjective says how it is done (face to face), not a person
    // asked about ("can I meet in person?" keeps its words).
    .replace(/\bin-person\b/g, " ")
    // A no-show is one thing, not a "show".
    .replace(/\bno[- ]shows?\b/g, "noshow")
    .replace(FOLLOWING, "$1 followers")
    // "Did they end up paying less to get each applicant?", "how much less did they pay to get
    // each applicant?": a cost per applicant that fell.
    .replace(
      /\b(pay|pays|paid|paying|spend|spends|spent|spending) less (to (get|land|win|bring in|sign up) |for |per )(each |every |a |an |one )?([a-z-]+)\b/g,
      "cost per $5 reduce",
    )
    .replace(
      /\bless (?:did|do|does) (?:[a-z]+ ){1,2}?(?:end up |wind up )?(?:pay|paying|spend|spending) (?:to (?:get|land|win|bring in|sign up) |for |per )(?:each |every |a |an |one )?([a-z-]+)\b/g,
      "cost per $1 reduce",
    )
    // "Did it get cheaper for them to land a job?": a cost per job that fell.
    .replace(
      /\b(get|got|gotten|become|became|is|was) (any )?(cheaper|less expensive) (for [a-z]+ )?to (get|land|win|book|bring in|sign up|find) (each |every |a |an |one |new )?([a-z-]+)\b/g,
      "cost per $7 reduce",
    )
    // "Did it bring in new patients cheaper?", "was it cheaper to get applicants?": a cost per
    // patient, per applicant, that fell.
    .replace(
      /\b(bring|brought|bringing|get|got|getting|land|landed|win|won|sign|signed|attract|attracted|acquire|acquired|find|found) (in |up )?((?:new |more )?[a-z-]+) (cheaper|for less|more cheaply)\b/g,
      "cost per $3 reduce",
    )
    .replace(
      /\b(was|is|were|did) (it|that) (get |become |any )?(cheaper|less expensive) to (get|land|win|book|bring in|sign up|find|attract|acquire) (each |every |a |an |one |new |more )?([a-z-]+)\b/g,
      "cost per $7 reduce",
    )
    // "Do you require a deposit to get started?": the purpose after what is asked for is not asked.
    .replace(
      /\b(need|needs|require|requires|required|want|ask for|take|takes) ((?:[a-z'-]+ ){1,5}?)(in order )?to (get started|start|begin|kick (things|it) off)\b/g,
      "$1 $2",
    )
    // "Ever worked with anyone in that space?": in the visitor's line of business, which the
    // message has said; the words point back at it and ask nothing more.
    .replace(/\b(in|within) (that|this|the same|our|my) (space|field|industry|sector|line of work|line of business|world)\b/g, "like us")
    // "Do you need a deposit up front?": a deposit is paid up front; saying so asks nothing more.
    .replace(/\b(deposits?|retainers?) (up ?front|in advance|beforehand)\b/g, "$1")
    // "What did you do for the baseball team?": what was made for it.
    .replace(/\bwhat did (you|u|y'?all|you guys|the team) (actually |really )?do for\b/g, "what did $1 $2make for")
    // "Do you need money up front before you start?": money paid before the work is a deposit.
    .replace(/\b(money|cash|payment|pay|paid|paying) (up ?front|in advance)( before (you|u|we) (start|begin))?\b/g, "deposit")
    // "Is it all up front?", "is everything paid in advance?": whether the bill is paid before the work, a deposit.
    .replace(
      /\b(is|are|was|were) (it|that|everything|the (whole|full) (thing|amount|bill|fee|price)) (all |paid |due |payable )*(up ?front|in advance)\b/g,
      "deposit",
    )
    // "What should we get ready on our end?": what the client prepares, its part of the work.
    .replace(/\b(get|getting|got|make|making) (things |everything |stuff )?ready\b/g, "prepare")
    .replace(/\b(on|from|at) (our|my) (end|side)\b/g, "from us")
    // "Do we have to pay a deposit?": a deposit is what is paid; paying it asks nothing more.
    .replace(/\b(pay|pays|paid|paying|put|putting|give|giving|leave|make|send) (down )?(a |an |the |any )?(deposits?|down payments?)\b/g, "$4")
    // "How does paying you work?": the client's payments to the agency.
    .replace(/\b(paying|pay) (you|u|y'?all|the agency|the studio)\b/g, "payment")
    // "Who spoke for the dental group?": whom its story quotes.
    .replace(/\b(spoke|speaks|talked|spoken) (for|on behalf of)\b/g, "quoted for")
    // "Who at the college spoke about the results?": whom its story quotes on them.
    .replace(/\b(spoke|talked|commented) (about|on)\b/g, "quoted on")
    // "How much cheaper did each application get?": a cost per application that fell.
    .replace(
      /\b(?:cheaper|less expensive) (?:did|does|do|was|were|is|are) (?:each |every |a |an |one |the |their )?([a-z-]+)(?: get| become| go)?\b/g,
      "cost per $1 reduce",
    )
    // "How do we pay for a project?": the client's payments to the agency.
    .replace(/\b(pay|paying) for (a|the|our|this|that|your) (project|job|campaign)\b/g, "payment $3")
    // "Do you do rush jobs?": a job done for a client in a hurry is a project, not employment.
    .replace(/\b(rush|rushed|urgent|quick|last-minute|last minute|expedited|one-off|small|big) (jobs?|gigs?)\b/g, "$1 project")
    // "A/B tests": one term, which the tokens "a" and "b" would lose.
    .replace(/\ba\/b\b/g, "abtest")
    // A job title and its initials are one ("General Manager" is the GM, "CMO" the chief marketing officer).
    .replace(/\bgeneral managers?\b/g, "gm")
    .replace(/\bchief (marketing|executive|financial|operating|technology) officers?\b/g, (_, role: string) => `c${role[0]}o`)
    .replace(/\bvice presidents?\b/g, "vp")
    // "Can you run our Instagram day to day?": how often, not what.
    .replace(/\b(on a )?day[- ]to[- ]day( basis)?\b/g, " ")
    // "Who started the dental group?": who founded it.
    .replace(new RegExp(String.raw`\bwho (started|set up|began|opened) (?=(the|that|this|their|it|them|your|you|${AGENCY})\b)`, "g"), "who founded ")
    // (The CMO is the client's marketing person.)
    .replace(/\bcmos?\b/g, "cmo marketing")
    // "Memberships up 36%": a figure that went up increased ("up" alone is everyone's word).
    .replace(/\bup (?=((from|by|to|nearly|almost|over|more than) )?[$]?\d)/g, "increased ")
    // "What was the mascot called?", "the mascot's name?": its name, which the answer says rather
    // than "called" or "name".
    .replace(/^((?:what|what's|whats|what'd)\b.*?)\b(called|named)\b/, "$1 ")
    .replace(/^((?:what|what's|whats)\b.*?\b[a-z-]+)'s names?\b/, "$1")
    // "Do we have to pay anything for it?": what the visitor pays is a price ("do you pay interns?",
    // "can we pay by card?" are not).
    .replace(
      /\b(we|i|us|me|clients?|one)( (have|need|got|would have|will have) to| would| will| gotta| should)? pay(?= (anything|something|for|extra|more|up ?front)\b)/g,
      "$1 charge",
    )
    // "how fast", "how often": the form of the question, not what it is about.
    .replace(/\bhow (fast|quickly|soon|often|far|big|old|well)\b/g, "how")
    .replace(/\b(took|take|takes|taking) part\b/g, "participated")
    .replace(/\b(turn|turns|turned|turning) (it |them |that |something like (that|this) |(that|this|it|one) (kind|sort) of (thing )?)?around\b/g, "turnaround")
    // "Did it manage to pull in younger shoppers?": what happened, in the words results use.
    .replace(/\b(manage|managed|manages|able) to\b/g, " ")
    // "Did it make them more money?": revenue.
    .replace(/\b(make|makes|made|making|earn|earned|bring|brought) (them |it |us |the brand |the company )?(more |any |extra |real )?money\b/g, "revenue")
    // "How much did Acme make?": its revenue or sales, not a line about what was made.
    .replace(
      /\bhow much (money )?(did|do|does|has|have) ((?:[a-z&'-]+ ){1,4}?)(make|made|making|earn|earned|earning|generate|generated)\b/g,
      "how much did $3revenue",
    )
    // "Did they end up paying less in the end?", "did more people start shopping there?": what
    // happened, not when or how it began.
    .replace(/\b(in the end|at the end of the day|in the long run)(?=\W*$)/g, " ")
    .replace(/\b(end|ends|ended|ending) up\b(?! with\b)|\b(end|ends|ended|ending) up with(?=\W*$)/g, " ")
    .replace(
      /\b(people|customers|shoppers|members|users|visitors|riders|buyers|folks|fans|diners|patients|guests|they) ((actually|really|finally) )?(start|starts|started|starting|begin|begins|began) (to )?(?=[a-z]{3,}ing\b|(buy|shop|use|visit|sign|join|order|come|switch|ride|enroll|book)\b)/g,
      "$1 ",
    )
    // "How much bigger did the crowds get?": the crowds are how many attend, which a figure of
    // attendance says.
    .replace(/\b(crowds|turnout)\b|\bcrowd\b(?= (size|sizes|numbers|got|get|gets|grew|grow|grows))/g, "attendance")
    // "Did more people show up?": how many did, which a figure of what they did says ("attendance
    // rose", "sign-ups up 39%") without saying "people".
    .replace(/\b(more|fewer|less|extra|new) (people|folks|persons|ppl)\b/g, "$1")
    // "Can you buy the media too, or do you just make the ads?": what is asked is the first; the
    // second is what the visitor takes for granted.
    .replace(/,?\s+or (do|are|is|did|does) (you|u|y'?all|it|they|that)( guys)? (just|only|simply) [^?]*/g, " ")
    // "How long did it take from start to finish?": the whole of it, as its length is.
    .replace(/\bfrom (the )?(start|beginning|kickoff) to (the )?(finish|end)\b/g, " ")
    // "Did their online reviews improve?": the rating reviews give, which a result states ("Google rating rose").
    .replace(
      /\b((online|google|yelp|customer) )?reviews\b(?=( [a-z']+){0,3} (improve|improved|improving|(get|got) ((any|much|a lot|a bit) )?better|go up|went up|rise|rose|climb|climbed)\b)/g,
      "rating",
    )
    .replace(/\b(get|gets|got|getting|gotten) ((any|much|a lot|a bit) )?better\b/g, "improve")
    // "Did guests stay longer?": whether their stays grew.
    .replace(/\b((people|folks|ppl|guests|visitors|customers|they) )?((were|are|did|do) )?(stay|stays|stayed|staying) longer\b/g, "stay increase")
    // "Did their phones start ringing more?": calls, which a result counts.
    .replace(/\b(phones?|phone lines?) ((actually|really|finally) )?((start|starts|started|begin|began) (to )?)?(ring|rings|rang|ringing)\b/g, "calls")
    // "How many people watched it?": how many did it, which a figure of what they did says ("2.4M views").
    .replace(/\bhow many (people|folks|persons|ppl)(?= (have |had )?[a-z]{3,}ed\b)/g, "how many")
    .replace(
      /\b(bring|brings|brought|bringing|pull|pulls|pulled|pulling|draw|draws|drew|drawing) in(?= ((more|new|younger|older|enough|any|the|their) ){0,2}(customers|shoppers|people|members|visitors|buyers|traffic|sales|users|patients|riders|fans|diners|guests|leads|moviegoers|audiences?|crowds?|business|money|revenue)\b)/g,
      "attract",
    )
    // "Did Acme beat its test ride goal?": the goal, which the result states against it.
    .replace(
      /\b(beat|beats|exceeded|exceeds|exceed|surpassed|surpass|topped|smashed|crushed|hit|hits|met|meet|reach|reached) (?=(the |their |its |our |your |that |this )?([a-z-]+ ){0,3}(goal|goals|target|targets)\b)/g,
      "",
    )
    .replace(/\b(turn|turns|turned|turning) into\b/g, "result")
    .replace(/\b(ahead of time|in advance)\b/g, "advance")
    // "Did it bring acquisition costs down?": what fell, in the words results use.
    .replace(/\b(bring|brings|brought|bringing|drive|drives|drove|driving|get|got|push|pushed|knock|knocked) ((?:[a-z'-]+ ){1,3})down\b/g, "reduce $2")
    // "Do you farm that out?": outsourcing; "clients outside California": clients nationwide.
    .replace(
      /\b(farm|farms|farmed|farming|send|sends|sent|contract|contracts|contracted|hand|hands|handed) (it|them|that|this|those|these|the [a-z-]+( and [a-z-]+)?) out\b/g,
      "outsource",
    )
    .replace(/\b(outside|out of) (of )?(the )?(la|los angeles|socal|southern california|california|the state|your state|la county|the city)\b/g, "nationwide")
    // "Even though we're not in California": a client elsewhere, which working nationwide answers.
    .replace(
      /\b(not|aren'?t|isn'?t) (in|based in|located in|near|from) (the )?(la|los angeles|socal|southern california|california|la county)\b/g,
      "nationwide",
    )
    // "How do I get on your radar?": how to be considered.
    .replace(
      new RegExp(String.raw`\b(get|gets|getting|be|being|stay|staying|put (me|us)) on (your|the|${AGENCY}'?s|the team'?s) (radar|list|roster|books)\b`, "g"),
      "be considered",
    )
    .replace(/\bhome ?buyers?\b|\bhome loans?\b|\bmortgages?\b/g, "home buyer")
    // "On an ongoing monthly basis": a retainer.
    .replace(/\b(on )?(an |a )?(ongoing|month[- ]to[- ]month|monthly) (monthly )?basis\b|\bon an ongoing\b/g, "retainer")
    // "Come up with a name for our product": naming.
    .replace(/\b(come|came|coming) up with (a |the |our )?(new )?names?\b/g, "naming")
    .replace(/\b(turn|turns|turned|turning) out\b/g, "result")
    // "Is $8,000 anywhere near what you usually work with, or are we way off?": the price range.
    .replace(/\b(anywhere near|anywhere close to|close to|near) what (you|u) (usually |typically |normally )?(work with|charge|see)\b/g, "price range")
    .replace(/\b(are|is) (we|it|that|this) way off\b/g, " ")
    // "Did it get more people to finish it?": whether more finished.
    .replace(/\b(get|gets|got|getting) (more |enough )?(people|users|visitors|customers|shoppers|members|folks) to\b/g, "more")
    // "How many made it through the eight weeks?": how many completed them.
    .replace(/\b(made|make|makes|making) it (all the way )?(through|to the end)\b/g, "completed")
    // "Watched them to the end", "stuck it out": finished, which a completion rate states.
    .replace(/\b(watched|watch|watching|viewed|sat through)( [a-z' -]{1,60}?)? (all the way )?(through|to the end)\b/g, "completed$2")
    .replace(/\bstuck it out\b/g, "completed")
    // Showing up higher on Google is search engine optimization.
    .replace(/\b(show|shows|showing|come|coming|pop|popping) up (higher |better |first |more |at the top )?(on|in) (google|search( results)?)\b/g, "seo")
    // "Is it a problem that you're in LA?", "does that matter?" ask whether it works: the answer says how.
    .replace(/\b(is|would|will) (it|that|this) (be )?(a problem|an issue)( (that|if))?\b|\b(does|would|will) (it|that|this) matter\b/g, " ")
    // A call on Zoom, Teams or Meet is a video call.
    .replace(/\b(zoom|google meet|ms teams|microsoft teams|facetime)\b/g, "video")
    // Everyday names for what the practices do: ad space is media; answering comments and DMs is
    // community management; finding influencers is influencer work; "figure it out" asks for help.
    .replace(/\b(ad|advertising) (space|time|inventory)\b/g, "media")
    .replace(
      /\b(answer|answering|reply to|replying to|respond to|responding to) (our |the )?(comments|dms|messages)( and (comments|dms|messages))?\b/g,
      "community management",
    )
    .replace(/\b(find|finding|source|sourcing|recruit|recruiting) (us |me )?(some |the |the right )?(influencers?|creators?)\b/g, "influencers")
    .replace(/\bfigure (it|that|this|things|stuff) out\b/g, " ")
    .replace(/\bthe ([a-z]+) part\b/g, "the $1")
    // Selling out is a sellout.
    .replace(/\b(sell|sells|selling|sold) out\b/g, "sellout")
    // How full a hotel or a venue got is its occupancy.
    .replace(/\b(fill|fills|filled|filling) up\b|\bhow full\b|\bload factors?\b/g, "occupancy")
    // Not turning up to what was booked is a no-show; coming back is a return.
    .replace(
      /\b(bail|bails|bailed|bailing|flake|flakes|flaked|flaking|skip|skips|skipped|skipping|miss|missed|missing|ghost|ghosted)( on)? (their |the |his |her |an? |your )?(first |initial )?((consult|consultation|intake) )?(appointments?|consultations?|consults?|bookings?|reservations?)\b|\b(didn'?t|did not|don'?t|do not|never|not) (show|turn) up\b/g,
      "noshow",
    )
    .replace(/\b(come|comes|came|coming) back\b/g, "return")
    // The slow months of a business are its off-season.
    .replace(/\b(slow|quiet|dead|off) (months?|season|seasons|period|time of (the )?year)\b/g, "off-season")
    // ("Were the hotels actually full in the winter?", not "your full street address".)
    .replace(
      /(?<=\b(were|was|are|is|be|got|get|gets|getting|stayed|stay)\b.*)\b(full|packed)(?=\s*$|\s*[?.!,]|\s+(in|on|at|during|for|by|after|before|over|all|most|every|this|that|last|again|now|yet|then)\b)/g,
      "occupancy",
    )
    // An activation or an event is live by being one: "a live activation" asks of the activation.
    .replace(/\b(live|in-person|real-world|on-site|onsite) (activations?|events?|experiences?|pop-ups?|popups?)\b/g, "$2")
    // Reviews and ratings are read on the web: "online reviews" are the reviews a line names on Google.
    .replace(/\b(online|internet|web) (reviews?|ratings?|stars?)\b/g, "$2")
    .replace(/\b(reviews?|ratings?|stars?) (online|on the (web|internet))\b/g, "$1")
    // Every three months is quarterly; every twelve, yearly.
    .replace(/\bevery[- ](3|three)[- ]months?\b/g, "quarterly")
    .replace(/\bevery[- ](12|twelve)[- ]months?\b/g, "annual")
    // First-timers are people on their first visit.
    .replace(/\bfirst[- ]timers?\b/g, "first visit")
    // Planning ahead is pre-planning.
    .replace(/\b(plan|plans|planning|planned) (ahead|in advance|ahead of time)\b/g, "pre-plan")
    // Less empty is fuller ("half empty" is how empty a place was, no occupancy stated).
    .replace(/\bless empty\b/g, "occupancy")
    // Work like the visitor's is how they ask, not what: "any similar clients?", "anything close to that?".
    .replace(/\bsimilar\b|\bclose to (that|this|ours|us|what we do)\b/g, " ")
    // "End up with" says when, not what: what came of it is asked.
    .replace(/\b(end|ends|ended|ending) up( with)?\b/g, " ")
    // Bleeding or losing money is a loss.
    .replace(/\b(bleed|bleeds|bleeding|bled|lose|loses|losing|lost) (money|cash)\b/g, "loss")
    // Los Angeles is LA, however a line or a visitor writes it.
    .replace(/\blos angeles\b/g, "la")
    // Regular TV is broadcast and cable: linear TV, as against streaming.
    .replace(/\b(regular|traditional|normal|old[- ]school|broadcast|cable) (tv|television)\b/g, "linear tv")
    // Physical stores are stores, as against shopping online.
    .replace(/\b(physical|brick[- ]and[- ]mortar|bricks[- ]and[- ]mortar|real[- ]world|real[- ]life) (stores?|shops?|locations?)\b/g, "$2")
    // Foot traffic is the traffic into stores.
    .replace(/\bfoot traffic\b/g, "in-store traffic")
    // "How do you figure out whether a media buy worked?": how it is measured.
    .replace(
      /\b(figure out|find out|tell|know|prove|check|judge|decide) (whether|if) ((?:[a-z'-]+ ){1,5}?)(actually |really )?(worked|works|is working|was working|paid off|pays off|performed|performs)\b/g,
      "measure $3 result",
    )
    // An age bracket under 40 ("aged 18-34", "under 35") is what "younger" means.
    .replace(/\b(aged |ages )?(1\d|2\d)[-–](2\d|3\d|40)\b|\bunder (2\d|3\d|40)\b/g, "young")
    .replace(/\b(for example|for instance|e\.g\.)/g, " ")
    .replace(/\bout[- ]of[- ]home\b|\boutdoor (ads?|advertising|media|placements?|boards?)\b/g, "ooh")
    // Posters and street ads are out-of-home too.
    .replace(
      /\b((street|street-level|transit|subway) )?(ads?|advertising) (on|in) the streets?\b|\bstreet(-level)? (ads?|advertising|posters?)\b|\bposters?\b/g,
      "ooh",
    )
    .replace(/\b(ooh|billboard|tv|social|search|podcast|radio|display|streaming|print|transit)\s+ads?\b/g, "$1");

/** Words that ask for a conversation with the team: what it would be about is the visitor's own. */
const CONVERSING = new Set(["talk", "chat", "speak", "call", "meet", "meeting", "discuss"]);
const ARTICLES = new Set(["a", "an", "the", "this", "that", "some", "our", "my", "your"]);
/** Verbs whose object the visitor asks may come along ("can I bring my dog…"), and what it may do ("can my kids come…"). */
const BRINGS = /^(bring|bringing|brought|take|taking)$/;
const COMES = /^(come|join|attend|tag|be|stay|watch|visit)$/;
const ACTS_ON =
  /^(manage|managing|redesign|redesigning|rebuild|rebuilding|build|building|fix|fixing|translate|translating|update|updating|audit|auditing|edit|editing|film|filming|shoot|shooting|design|designing|write|writing|redo|refresh|refreshing)$/;

/** A question inside such a clause ("I was wondering if you do podcasts"). */
const ASKS = new RegExp(
  String.raw`\b(what|which|who|when|where|why|how|whether|if)\b|\b(do|does|did|can|could|would|will|are|is|have|has) (you|u|${AGENCY}|y'?all|your)\b`,
);

/**
 * The question's focus: its content words (as concepts), without the words every question has
 * and without clauses that tell about the visitor rather than ask. `isCommon` tells everyday
 * English words from specific ones.
 */
export function focusOf(question: string, isCommon: (word: string) => boolean, unreadable: Set<string> = new Set()): FocusWord[] {
  const clauses = compounds(question)
    .split(/\s*[,;:]\s+|\s+[-–—]\s+/)
    .filter((clause) => clause.trim());
  // A clause that tells about the visitor ("we rent camera gear") or sets the scene ("when you
  // pitch creative, …") is context, not what is asked.
  const asking = clauses.filter(
    (clause, index) =>
      !(ABOUT_THE_VISITOR.test(clause.trim()) && !ASKS.test(clause.replace(ABOUT_THE_VISITOR, ""))) &&
      !(index < clauses.length - 1 && SETTING_THE_SCENE.test(clause.trim())),
  );
  // The visitor's own things ("a website for my restaurant") say who asks, not what about.
  const tokens = tokenize((asking.length ? asking : clauses).join(" "));
  const owned = new Set<number>();
  const topics = new Set<number>();
  // So is what a conversation the visitor asks for would be about ("can I talk to someone about a
  // project?", "a meeting to discuss a rebrand"): they ask for the conversation, not about the project.
  const conversing = tokens.findIndex((token) => CONVERSING.has(token));
  tokens.forEach((token, index) => {
    const topic = token === "discuss" || (token === "about" && conversing >= 0 && index > conversing);
    if (token !== "my" && token !== "our" && !topic) return;
    // Unless the question is whether the thing may come or be brought ("can I bring my dog to the
    // shoot?", "can my kids come along?"): then it is what is asked about.
    // (Spanish glossed word for word puts a personal "a" between: "bring a my dog".)
    const brought = BRINGS.test(tokens[index - 1] ?? "") || (tokens[index - 1] === "a" && BRINGS.test(tokens[index - 2] ?? ""));
    if (!topic && (brought || (/^(can|could|may)$/.test(tokens[index - 1] ?? "") && COMES.test(tokens[index + 2] ?? "")))) return;
    // Or what is done to it ("can you manage our google business profile?"): the thing a verb acts on is asked about.
    if (!topic && ACTS_ON.test(tokens[index - 1] ?? "")) return;
    let next = index + 1;
    if (topic) while (next < tokens.length && ARTICLES.has(tokens[next])) next += 1;
    for (let taken = 0; next < tokens.length && taken < 2; next += 1) {
      if (isScaffold(tokens[next])) break;
      owned.add(next);
      if (topic) topics.add(next);
      taken += 1;
    }
  });
  // A word the reader could not read (Spanish outside its lexicon) is no focus it could check,
  // unless it names what a noun is of ("la empresa de plomería", read "the company of plomería"):
  // that is what is asked about, and no answer that leaves it out answers the question.
  const focus = new Map<string, FocusWord>();
  tokens.forEach((word, index) => {
    const unread = unreadable.has(word) && tokens[index - 1] !== "of";
    // A number ("the two longest", "page one") says how many, as a digit does: not what about.
    // A studio of a kind ("a podcast studio", "a recording studio") is a thing asked about, not the agency.
    const kindOfStudio = /^studios?$/.test(word) && index > 0 && !isScaffold(tokens[index - 1]) && !/^\d+$/.test(tokens[index - 1]);
    if (word.length < 2 || /^\d+$/.test(word) || NUMBER_WORDS.has(word) || (isScaffold(word) && !kindOfStudio) || unread) return;
    const meaning = concept(word);
    if (!focus.has(meaning))
      focus.set(meaning, {
        word,
        concept: meaning,
        specific: (!isCommon(word) && !isCommon(stem(word))) || MEASURED.has(word),
        ...(owned.has(index) ? { owned: true } : {}),
        ...(topics.has(index) ? { topic: true } : {}),
      });
  });
  // "Paid or unpaid?": the answer says which, in the one word; its negation need not be said too.
  const negations = [...focus.values()].filter((word) => {
    const positive = /^(un|non)-?([a-z]{3,})$/.exec(word.word)?.[2];
    return positive !== undefined && focus.has(concept(positive));
  });
  for (const word of negations) focus.delete(word.concept);
  return [...focus.values()].slice(0, MAX_FOCUS);
}

const NUMBER_WORDS = new Set("one two three four five six seven eight nine ten eleven twelve".split(" "));

/** The measures a question's words are read as ("how full" is occupancy): what it asks, which no answer may leave out. */
const MEASURED = new Set(["occupancy", "sellout"]);

/** The focus words of one question that count (a question of 150 words is read by its first ones). */
const MAX_FOCUS = 16;

const SCAFFOLD_STEMS = new Set([...SCAFFOLD].map(stem));
/** Nouns that stem like a scaffold word ("cans" of coffee are not "can"). */
const NOT_SCAFFOLD = new Set(["cans", "wills", "musts", "mays", "completed", "completion", "completing"]);
const isScaffold = (word: string) => SCAFFOLD.has(word) || (SCAFFOLD_STEMS.has(stem(word)) && !NOT_SCAFFOLD.has(word));
export const isScaffoldWord = isScaffold;

/** Platforms a text may name: naming one says which platform ("hosted on Instagram and TikTok"). */
export const PLATFORM_NAMES =
  /\b(instagram|tiktok|youtube|facebook|linkedin|reddit|snapchat|pinterest|twitter|twitch|spotify|meta|google|hubspot|klaviyo|braze)\b/;
const PLATFORM = stem("platform");
const CHANNEL = concept("channel");
const CHANNELS =
  /\b(tv|television|connected tv|radio|billboards?|out-of-home|ooh|transit|print|newspapers?|magazines?|podcasts?|streaming audio|display ads|email|sms|text messages?)\b/;

/** Selling direct to consumers, in a store on the web: sales online. */
export const ONLINE_SALES = /\b(direct-to-consumer|dtc|e-?commerce|online store|web store|web shop|online shop)\b/i;

const MONEY = stem("money");
const SALES = concept("sales");
const PRICE = concept("price");
const A_PRICE =
  /\b(a|an|at|for|only|just|costs?|priced at)\s\$\s?\d[\d,.]*(k\b|m\b)?(?!\d|[,.]\d|[km]\b)(?! ?(million|thousand|billion)?\s(((monthly|weekly|yearly|annual|quarterly|seasonal|off-season|net|operating|average|total) )*(loss|losses|profit|profits|deficit|shortfall|gain|gains|increase|lift|jump|drop|decline|saving|savings|surplus|raise|grant|donation|gift|investment|budget|fund|funding|revenue|sales)\b))|\$\s?\d[\d,.]*(k\b)? (covers|buys|gets|per|each|a (month|year|night|ticket|seat))\b/;

/** What texts cover: every word of them, as concepts. */
export function coverOf(...texts: string[]): Set<string> {
  const covered = new Set<string>();
  for (const text of texts) {
    // The content's texts are read again for every message: each text's concepts are remembered.
    let concepts = textConcepts.get(text);
    if (!concepts) {
      concepts = [...coverOfText(text)];
      textConcepts.set(text, concepts);
    }
    for (const said of concepts) covered.add(said);
  }
  return covered;
}
const textConcepts = textMemo<string[]>();

/** The concepts one text covers. */
function coverOfText(text: string): Set<string> {
  const covered = new Set<string>();
  // "Put the kids, not the composers, at the center" says nothing of composers.
  // An address says nothing of its words: "studio@northlight.la" is not about LA.
  const read = compounds(text.toLowerCase().replace(/[^\s@]+@[^\s@]+\.[a-z]{2,}\b|\bhttps?:\/\/\S+/g, " ")).replace(/\bnot (the|a|an) [a-z-]+\b/g, " ");
  for (const word of tokenize(read)) {
    covered.add(concept(word));
    // New memberships are counted in members: a text that says the tie covers who is in it.
    const tie = /^([a-z]{4,})ships?$/.exec(word)?.[1];
    if (tie) covered.add(concept(tie));
  }
  if (PLATFORM_NAMES.test(read)) covered.add(PLATFORM);
  // TV, radio, billboards or a platform are the channels work ran on: "what channels did it use?".
  if (PLATFORM_NAMES.test(read) || CHANNELS.test(read)) covered.add(CHANNEL);
  if (ONLINE_SALES.test(read)) covered.add(concept("online"));
  // Revenue is what sales bring in: "a 58% lift in revenue" says how sales moved.
  if (/\brevenues?\b/.test(read)) covered.add(SALES);
  // "In English, Spanish and Khmer" says which languages.
  if (new RegExp(LANGUAGES.source, "i").test(text)) covered.add(concept("language"));
  // Meta's ads are Facebook's and Instagram's.
  if (/\bmeta\b/.test(read)) for (const platform of ["facebook", "instagram"]) covered.add(concept(platform));
  // A sum in dollars says how much money; one a thing is sold or had for says its price ("a $45
  // Family Four-Pack", "$600 covers a year of lessons", "starting at $89"), a sum raised does not.
  if (/\$\s?\d/.test(read)) covered.add(MONEY);
  if (A_PRICE.test(read)) covered.add(PRICE);
  return covered;
}

/**
 * Whether `cover` answers a question with this focus: every specific word covered (a name, a
 * platform, a credential is the point of the question), and about one in three everyday words
 * not (a visitor's "realistic", "tight" or "weird" need not be in the answer's text). `strict`:
 * every word, for a yes-or-no question, whose every word is what it asks about.
 */
export function coverage(
  focus: FocusWord[],
  cover: Set<string>,
  { strict = false, generic = new Set<string>() }: { strict?: boolean; generic?: Set<string> } = {},
): { covered: boolean; missing: FocusWord[] } {
  // The visitor's own things need not be covered, unless they are all the question names; what a
  // conversation they ask for would be about, never (the conversation is what they ask for).
  const theirs = focus.filter((word) => !word.topic);
  const asked = theirs.some((word) => !word.owned) ? theirs.filter((word) => !word.owned) : theirs;
  const missing = asked.filter((word) => !cover.has(word.concept));
  const everyday = asked.filter((word) => !word.specific).length;
  // Even a yes-or-no question may leave out one word that only names a kind of work ("influencer
  // campaigns": the practice that does influencers need not say "campaign").
  const allowed = strict ? (missing.length === 1 && generic.has(missing[0].concept) && asked.length > 1 ? 1 : 0) : Math.floor((everyday + 1) / 3);
  const covered = missing.every((word) => !word.specific) && missing.length <= allowed;
  return { covered, missing };
}

/**
 * The key words of questions as one key (their concepts, sorted): rephrasings of one question
 * ("do you do podcasts?", "podcast production, is that something you do?", "¿hacen podcasts?")
 * share it, or one's key is part of another's. The admin's Knowledge tab groups by it.
 */
export function questionKey(focus: FocusWord[][]): string {
  return [...new Set(focus.flat().map((word) => word.concept))].sort().join(" ").slice(0, KNOWLEDGE_LIMITS.keyChars);
}
