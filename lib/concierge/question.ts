import { normalize } from "../reading/text";
import { AGENCY, LOCATION_WORDS, PRICE_WORDS, TIMELINE_WORDS } from "../reading/vocabulary";

// What a visitor's message asks: its form (who, when, where, how much, yes or no…) and its
// subjects (the founding year, pricing, a case study's results…). The classifier decides who the
// visitor is; this decides which fact answers them. A wh-question is answered with the fact
// first, never with "Yes.".

type QuestionForm = "who" | "when" | "where" | "how-much" | "how-long" | "how-many" | "which" | "what" | "how" | "why" | "yes-no" | "show-me" | "statement";

export type Subject =
  | "internal"
  | "about"
  | "founded"
  | "legal-name"
  | "tagline"
  | "social-links"
  | "privacy"
  | "location"
  | "contact"
  | "hours"
  | "awards"
  | "clients"
  | "case-count"
  | "industries"
  | "team"
  | "services"
  | "pricing"
  | "timeline"
  | "first-meeting"
  | "getting-started"
  | "ownership"
  | "startups"
  | "media-buying"
  | "partners"
  | "results"
  | "process"
  | "challenge"
  | "included"
  | "examples";

export type Question = {
  form: QuestionForm;
  /** What the message asks about, most specific first. */
  subjects: Subject[];
  /** A question or a request for information (as opposed to a statement about a project). */
  isQuestion: boolean;
  /** Points back at something said earlier ("how much would that cost?"). */
  refersBack: boolean;
  /** Asks what a client paid or spent ("what did it cost them?"): the site never says. */
  unpublished: boolean;
};

const FILLER =
  /^((hi|hey|hello|hiya|yo|ok|okay|so|and|also|but|um|hmm|btw|great|thanks|thank you|cool|quick question|question|one more thing|one more|oh|ah|well|sorry|roughly|approximately|ballpark|realistically|honestly|basically)[\s,!.:;-]+)+/;
const EMBEDDED =
  /^(can|could|would|will) (you|u) (please )?(tell|let|show) me (know )?|^(do|does) (you|anyone|someone) know |^i'?d (like|love) to know |^i (want|wanted|need) to know |^i'?m (wondering|curious) |^i was wondering |^wondering |^curious |^tell me /;

const FORMS: [QuestionForm, RegExp][] = [
  [
    "how-much",
    /^(by )?how much\b|^what (does|do|would|will|might|did) ([a-z-]+ ){0,4}(cost|charge|run)\b|^what('?s| is| are) (the |your )?(price|pricing|cost|rates?|fees?|budget)\b/,
  ],
  ["how-long", /^how long\b/],
  ["how-many", /^how many\b/],
  ["when", /^(when|what year|which year|since when|what time)\b/],
  ["where", /^where\b/],
  ["who", /^(who|whom|whose)\b/],
  ["which", /^((in|on|at|for|with|from|across|through) (which|what)|which|what (kind|kinds|type|types|sort|sorts) of)\b/],
  ["why", /^why\b/],
  ["how", /^how\b/],
  ["what", /^(what|whats|what's|name|list|describe|explain|walk me (through|thru)|give me|share|tell me|remind me)\b/],
  ["show-me", /^(show|let me see|let's see|can i see|could i see|can we see|may i see|send me|pull up)\b/],
  ["yes-no", /^(do|does|did|is|are|was|were|can|could|have|has|had|will|would|should|may|might|any|anything|r u|u)\b/],
];

const SUBJECT_PATTERNS: [Subject, RegExp][] = [
  [
    "ownership",
    /\b((is|be|would be|will be) ours|would we own|(do|would|will|can) (we|i) (get to )?(own|keep) (it|them|that|those|the [a-z]+)|(you|u) keep (the )?rights|who owns|who will own|own(ing)? (the|our|all the|all|all of the) ?([a-z]+ )?(work|creative|assets|files|footage|content|rights|designs?|logos?|ip|masters|raw|final)|ownership|usage rights|intellectual property|copyrights?|rights to (the|our)|keep the (work|files|assets|rights|footage))\b/,
  ],
  [
    "founded",
    new RegExp(
      String.raw`\b(founded|founding|established|how old (is|are) (you|u|y'?all|${AGENCY}|the agency|the studio|the company|your agency|your studio|your company|it|this agency|this place)\b|been around|in business|since when|how long have (you|y'?all|${AGENCY}|the agency|the studio|you guys) (been|existed|operated|worked)(?! (working |worked |partnered |partnering )?(with|on|for|using)\b)|what year|which year|year (did|was) ([a-z]+ ){0,3}(found|open|start|establish)\w*|when (did|was|were) (you|u|${AGENCY}|the agency|the studio|your agency|your studio|it|y'?all)( guys)? (first )?(start|open|found|establish|begin|launch|get going|set up)\w*|how (did|was|were) (you|u|${AGENCY}|the agency|the studio|y'?all)( guys)? (first )?(get started|start|begin|founded|started)|(what'?s|whats|what is|tell me) (your|the) (story|origin story|backstory)|story (of|behind) (you|${AGENCY}|the agency|the studio|your agency)|history of (the|your) (agency|studio|company)|how many years)\b`,
    ),
  ],
  [
    "internal",
    new RegExp(
      // Revenue and profit are the agency's when they are said to be ("Northlight's revenue", "your
      // profits"), not a client's ("how much did group ticket revenue go up for the ballclub?").
      String.raw`\b((your|ur|(${AGENCY}|the agency|the studio|the company)'?s?) ((annual|yearly|total|overall) )?(revenue|profits?|margins?)|(revenue|profits?) (do|does|did) (you|${AGENCY}|the agency)|how much (money|revenue) (do|does) (you|${AGENCY}|the agency)|profitable|salar(y|ies)|(employee|staff) benefits|401\s?k|(employees?|staff|people|team) (get|receive|have) (health|dental|benefits|insurance|pto|equity)|glassdoor|headcount|how many (people|employees|staff|folks|creatives) (do|does|work|are)|(who is|who'?s) (your|the) (ceo|founder|owner|boss|president)|who (founded|started|owns|runs) (${AGENCY}|the agency|the studio|your agency|it|you)|investors?|valuation|funding round)\b`,
    ),
  ],
  [
    "about",
    new RegExp(
      String.raw`\b(who (are|r) (you|u|y'?all|you guys|${AGENCY})|what('?s| is) ${AGENCY}|tell me about (yourselves|yourself|you|you guys|${AGENCY}|your (agency|studio|company))|about (${AGENCY}|your agency|the agency|your company)|what kind of (agency|company|studio) (are|is) (you|${AGENCY})|what (does|do) (${AGENCY}|you) stand for|what('?s| is) (your|ur|${AGENCY}'?s) (whole )?(deal|story|thing|pitch|elevator pitch)|(describe|sum up|explain) (yourselves|yourself|${AGENCY}|your (agency|studio|company)))\b`,
    ),
  ],
  ["tagline", /\b(tagline|slogan|motto|the line you work by)\b/],
  [
    "social-links",
    new RegExp(
      String.raw`\b((are you|you guys|${AGENCY}|y'?all) on (instagram|linkedin|vimeo|youtube|social)|your (instagram|linkedin|vimeo|youtube|socials|social (media )?(accounts?|handles?|profiles?|links?))|(which|what) (socials|social (media|networks|platforms|channels)) (are|r) (you|u|y'?all) on|follow (you|${AGENCY})|(${AGENCY}|your|you guys|y'?all)('?s)? (own )?(tiktok|instagram|linkedin|vimeo|youtube|twitter|facebook|threads|pinterest|snapchat)( accounts?| pages?| handles?| channels?)?|(is there|do you have) an? (${AGENCY} |agency )?(tiktok|instagram|linkedin|vimeo|youtube|twitter|facebook|threads|pinterest|snapchat|social( media)?) (account|page|handle|channel|profile))\b`,
    ),
  ],
  ["legal-name", /\b(legal (name|entity)|registered (name|company)|llc|company name|incorporated|business name)\b/],
  [
    "privacy",
    /\b((sell|share|selling|sharing) (my|your|our|personal|visitor'?s?|the) ([a-z]+ )?(data|information|info|details)|privacy|personal (data|information)|cookies?|gdpr|ccpa|tracking (cookies|me|visitors)|track (me|visitors|my)|delete (my|our) (data|information|info|details|conversation|chat))\b/,
  ],
  [
    "first-meeting",
    /\b(who (will|would) (i|we) (be )?(work|working|deal|dealing) with|first (meeting|call|conversation|chat)|initial (meeting|call|consult\w*|conversation)|(meet|meeting) (you |u |with you |the team )?(in person|face to face|irl)|in person or (over |on |by )?(zoom|video|a call|the phone)|intro(ductory)? (call|meeting)|discovery (call|meeting|session)|consultation|kick-?off meeting)\b/,
  ],
  [
    "pricing",
    new RegExp(
      String.raw`\b(how much(?! (lead |advance |prep |turnaround )?(time|notice|warning|runway|lead time|heads up)\b)(?! (more|less|bigger|larger|higher|greater|smaller|lower|fewer) (was|were|did|has|have|had)\b(?![^?.!]*\b(cost|costs|charge|charged|pay|paid|spend|spent|money|budget|price|fee|fees)\b))(?! (cheaper|less expensive)( [a-z'-]+){0,5} (get|got|gotten|become|became|go|went)\b)(?!( [a-z'-]+){0,7} (move|moved|grow|grew|increase|increased|lift|lifted|change|changed|improve|improved|rise|rose|jump|jumped|go up|went up|drop|dropped|fall|fell|raise|raised|raising|earn|earned|earning|generate|generated|generating|collect|collected|collecting|donated|netted))|(?<!(acquisition|enrollment|customer|conversion|lead|click) )costs?(?! per (?!(month|year|week|hour|day)\b))|costing|(expect|need|plan|have|budget|going) to (spend|pay|invest)|what (would|will|should|might) (we|i|it|one) (spend|pay)|what (would|will|does|might) ([a-z'-]+ ){1,4}(run (us|me)|set (us|me) back)|(your|day|hourly|agency|typical|standard|monthly) rates?|rate card|${PRICE_WORDS}|on an? (ongoing|month[- ]to[- ]month) basis|(is|would be) (that|this|it) (anywhere near|near|close to|enough|in (the )?range|in (the )?ballpark|too (low|little|small))|(anywhere near|close to) what (you|u) (usually|typically|normally)? ?(work with|charge|see)|are we way off)\b`,
    ),
  ],
  [
    "timeline",
    new RegExp(
      String.raw`\b(turn (it |this |that |them |something |a [a-z-]+ ([a-z-]+ )?|something like (that|this) |(that|this|it|one) (kind|sort) of (thing )?)?around|how long (does|would|will|do|did|might|could|is|are|was|were|should|to|it|from|until|till|between|before)|how long'?d|how long (a|an|the|it|your|our|this|that|one)\b[^?.!]{0,40}\b(takes?|would take|will take|lasts?|runs?)\b|${TIMELINE_WORDS}|how (fast|quickly|soon) (can|could|would|do)|how many (weeks|months)|how far (ahead|in advance|out)|how much (lead |advance |prep |turnaround )?(time|notice|warning|runway|lead time|heads up)|lead time)\b`,
    ),
  ],
  [
    "media-buying",
    /\b(media agenc(y|ies)|media buy\w*|buy(ing)? (the )?media|media plan\w*|(tv|ad|media) (placements?|buys?)|place (the |our )?(ads|media)|programmatic)\b/,
  ],
  [
    "startups",
    /\b(start-?ups?|early[- ]stage|small (business|businesses|companies|brands)|seed[- ]stage|pre-?seed|seed (round|funded|funding)|series a|pre-?revenue|new compan(y|ies)|(our|my) size|too small|(only|just|mostly|more for) (work with )?(big|large|major|huge) (brands|companies|clients|businesses))\b/,
  ],
  // ("Different from other agencies" sets the agency against them; it asks of no partnership.)
  [
    "partners",
    /\b((?<!\b(different|differ|apart) (from|than) )other agenc\w*|alongside|(pr|media|digital|ad) (firm|agency)|(our|my) (in-?house|internal) (team|agency|marketing)|(pr|media|digital) (firm|agency) (we|already)|agency of record|collaborat\w* with (other|our))\b/,
  ],
  [
    "getting-started",
    new RegExp(
      String.raw`\b((best|right|easiest) way to (send|share|get) (it|this|that|them|(our|my|the) [a-z-]+( [a-z-]+)?) (over |across )?to (you|u|the team)|how (do|can|would|should) (we|i) (actually |just |then )?(kick (this|it|things) off|start|begin|get going)|kick (this|it|things) off|get back to (me|us)|hear back|response time|how (quickly|soon|fast) (will|do|would|does) (you|someone|somebody|anyone|the team) (reply|respond|get back|answer)|(where|how) (do|can|should|would) (i|we) (send|submit|email|share|drop|forward|get) (over |across |in )?(it|this|that|them|(our|my|the|a|an) ([a-z-]+ )?(brief|rfp|deck|proposal|project|idea|details))|(what'?s|whats|what is|what are) (the )?(first|next) steps?|(?<!\b(did|had|has|have) (you|u|y'?all|${AGENCY}|the agency|the studio)( guys)? (first )?)get(ting)? started|start (a|working|the|our) (project|process|engagement|work)|how (do|can|would|should) (we|i) (start|begin|work with you|hire you|engage|proceed)|next steps?|how to (start|begin|hire you|work with you)|onboarding process|kick ?off a project` +
        // Handing us their brief here, or asking whether we take one ("can I just paste our brief in
        // here?", "do you take RFPs?"): how to start.
        String.raw`|(can|could|may|should) (i|we) (just )?(paste|send|share|drop|upload|attach|forward) (over |in )?(our|my|the|a|an) ([a-z-]+ )?(brief|rfp|deck|proposal)s?\b|(do|will|would) (you|u|y'?all) (take|accept|respond to|answer|bid on) (rfps?|rfqs?|briefs?|proposals?)\b` +
        // A prospective client asking for a conversation about their work: how to start one.
        String.raw`|(like|love|want|wanted|hoping|hope) to (talk|chat|speak|discuss|meet)( with (you|u|your team|the team|someone))?( about| through| over)? (a|an|our|my|the|this|some) ([a-z-]+ )?(project|campaign|launch|brand|idea|rebrand|brief|opportunity|work)|(talk|chat|speak|discuss|meet) (about|over) (a|an|our|my) (new |potential |upcoming )?(project|campaign|launch|rebrand)|discuss (a|an|our|my) (new |potential |upcoming )?(project|campaign|launch|rebrand)|(set up|schedule|book|hop on|jump on|arrange) (a |an )?(quick )?(call|meeting|chat|intro call|video call)|(like|love|want|hoping|hope) to (get|hop|jump) on (a |an )?(quick )?(call|zoom|video call)|(can|could|shall|should) (we|i) (talk|chat|speak|meet)(?=\W*$)|(have|got) (a|an) (new )?(project|campaign|brief) (for you|we|i|that)|work together on (a|an|our|my))\b`,
    ),
  ],
  ["hours", /\b(time difference|time zones?|east coast|time ?zone)\b/],
  [
    "location",
    new RegExp(
      String.raw`\b((have|got) (an |a )?((actual|physical|real) )?(office|studio|location)s?( in|(?= (i|we) (could|can) (visit|walk|come|stop))|(?=[?.!]*$))|zip( code)?|postal code|street address|neighborhood|part of town|remote(ly)?|out of state|outside (of )?(la|los angeles|california)|(not|aren'?t|isn'?t) (in|near|based in|located in|from) (la|los angeles|california|socal|southern california)|another (city|state)|hire an la agency|la agency|nationwide|where (exactly |precisely )?(are|is|r) (you|u|your|${AGENCY}|the (office|studio|agency))|where('?s| is) (exactly |precisely )?(your|the) (office|studio|hq|headquarters|agency)|(is|are) (your|ur|the) (office|offices|studio|hq|headquarters) (in|downtown|near|by|on|located|based)\b|${LOCATION_WORDS}|where (are )?(you|u) based|directions|visit (you|your|the studio)|come by|stop by|which city|what city|(what|which) part of (la|los angeles|town|the city)|(on )?(what|which) (street|road|avenue|block|floor|building) (are|is|r) (you|u|y'?all|your|ur|the)\b)\b`,
    ),
  ],
  [
    "contact",
    new RegExp(
      String.raw`\b((who|where) (should|do|can) (i|we) send (it|this|that|them|(our|my|the) [a-z-]+( [a-z-]+)?( and [a-z-]+)?) to|who (should|do|can|would) (i|we) (talk|speak|reach out|write|email|e-mail|contact)( to| with)?|call (somebody|someone|anyone|a person|a human)|is there a (phone )?number|(a|your) (phone )?number (i|we) can (call|reach|use)|number to call|(what|which) (email|e-mail|address|number) (do|should|can) (i|we)|send ([a-z]+ ){0,2}to\??$|e-?mail (address|you)|your e-?mail|phone|call (you|u|the studio|the office)|reach (you|u|the team|your team|someone|a person|a human|${AGENCY})|talk to (a|someone|somebody|a human|a person|the team|your team|a real)|speak (to|with) (a|someone|somebody|the team|your team)|contact (you|your team|the team)|get in touch|(call|ring|phone|email|e-mail|text) (me|us)( back)?(?=\W*$))\b`,
    ),
  ],
  [
    "awards",
    /\b(awards?|award[- ]winning|accolades?|recogni[sz]\w*|clios?|tellys?|shorty|shorties|cannes|effies?|trophies|won (any|anything|awards?)|win (any|anything|awards?))\b/,
  ],
  ["case-count", /\bhow many (case studies|clients|projects|brands|companies)\b/],
  [
    "clients",
    new RegExp(
      String.raw`\b(your (clients|customers)|client (list|roster)|(any|some|big|notable|which|what|past|previous|current|famous|known) (clients|customers|brands)|clients (like|such as|include|have you|do you)|brands (you'?ve|you have|you) (worked|work|done)|compan(y|ies) (you'?ve|you have|you) (worked|work|done)|who (have|did|do|has) (you|u|${AGENCY}|y'?all)( guys)? (work|worked|done work|partnered) (with|for)|who (are|were) (some of )?your|big names?|notable (brands|companies|work)|name (a few|some) (brands|companies|clients))\b`,
    ),
  ],
  [
    "industries",
    /\b(industr(y|ies)|sectors?|verticals|(what|which) vertical|what (kind|kinds|type|types|sort) of (companies|brands|clients|businesses|organizations))\b/,
  ],
  [
    "team",
    new RegExp(
      String.raw`\b((do|make|shoot|film|produce|edit|handle) (it|them|that|the [a-z]+( and [a-z]+)?) (all )?yourselves|(hire|farm|send|contract) (it|them|that|this|the [a-z]+) out|who('?s| is) on (your|the) team|in-?house (team|crew|staff|production)|(is|are) (your|the) (team|crew|staff|producers|editors|directors)( all)? in-?house|outsourc\w*|subcontract\w*|hand (stuff|work|it|things|projects?) off|hand-?offs?|other shops|(your|ur) own (people|team|crew|staff|employees)|who (actually |really )?(does|do|will|would) (the )?(actual )?(work|shoot|shooting|editing|production)|under one roof|who works (there|at|for)|your (crew|staff|people|team)\b.{0,20}\b(in-?house|employees|full-?time)|how (is|are) (your|the) (team|studio|agency) (set up|structured|organized|built)|how (does|do) (the studio|${AGENCY}|your (agency|studio|team)) work|(tell me|talk|know|learn|hear|info|information) (a (bit|little) |(a )?little |some(thing)? |more )?about (your|ur|the agency'?s|${AGENCY}'?s) (team|crew|staff|people)` +
        // What sets the agency apart is how it is built: one roof, its own crew, no hand-offs.
        String.raw`|what (makes|sets) (you|u|y'?all|${AGENCY}|your (agency|studio|team))( guys)? (different|unique|special|apart|stand out)|sets (you|u|${AGENCY}|your (agency|studio|team))( guys)? apart|(what'?s|what is) (so )?(different|unique|special) about (you|u|${AGENCY}|your (agency|studio|team))|why (should|would|do) (we|i|people|clients|brands) (choose|pick|hire|go with|work with|use) (you|u|y'?all|${AGENCY})|differentiat\w*|(how|what) (are|is) (you|${AGENCY}|your (agency|studio))( guys)? (different|unique)|stand out from|^why (${AGENCY}|you|you guys|your (agency|studio))(?=[\s?.!]*$)|what (are|is) (you|u|y'?all|${AGENCY}|your (agency|studio|team))( guys)? (best|really good|great|strongest) at|what (are|is) (you|u|y'?all|${AGENCY}|your (agency|studio|team))( guys)? known for|(what'?s|what is|what are) (your|ur) (strengths?|superpower))\b`,
    ),
  ],
  [
    "services",
    new RegExp(
      String.raw`\b(what (services|do you (do|offer|provide|specialize in))|(what'?s|what is|what are) (your|ur) (specialty|specialties|speciality|specialities|specialization)|services (do|does) (you|u|${AGENCY})|your services|capabilities|what can (you|u|${AGENCY}) (do|help( (us|me))? with)|how (can|could|would|do) (you|u|y'?all|${AGENCY}) help( (us|me|my [a-z]+|our [a-z]+))?(?=[\s?.!]*$)|what does (${AGENCY}|your agency|the agency|your studio) do|what (does|do) (${AGENCY}|you|u|y'?all|you guys|your (agency|studio|team)|the agency) (actually |really |even |exactly |all |guys )?do( exactly| really| actually)?(?=[\s?.!]*$)|full[- ]service|what (kind|kinds|type|types) of (work|agency|services|projects) (do|does|is)|list (of )?(your )?services)\b`,
    ),
  ],
  [
    "process",
    new RegExp(
      String.raw`\b(comes? together|(very )?first (thing|step) (you|u) do|what do (you|u) do first|where do (you|u) (start|begin)|from brief to|walk me thr(ough|u) how|how (do|would|does) (you|u|${AGENCY}|your team) (decide|choose|pick|allocate|plan)|process|approach|methodology|step[- ]by[- ]step|steps|how (do|would|will|does) (you|u|${AGENCY}|your team) (approach|tackle|handle|run|go about|work on|do)(?=\s*([?.!,]|$|((a|an|the|your|our|my|this|that|these|those|such|new|big|small|typical|usual) )*(projects?|engagements?|campaigns?|work|things|it|this|that|them|clients?|briefs?|launch(es)?|rebrands?|shoots?|productions?|accounts?|jobs?)\b))|workflow|framework|stages|phases|how (does|do|would|will) (a|an|the|your|our|my|this|that)( [a-z-]+){0,3} (project|engagement|campaign|rebrand|launch|shoot|production)( with (you|u|${AGENCY}))? (usually |typically |normally |generally )?(unfold|work|go|play out|run|look)\b)\b`,
    ),
  ],
  [
    "results",
    /\b(what did (?!(you|u|y'?all|you guys|the team) (actually |really )?do for)([a-z0-9&'-]+ ){0,5}(do|get|achieve|deliver|accomplish|change) for|get out of|(beat|beats|hit|hits|exceed\w*|met|meet|reach\w*|surpass\w*|topped|smashed|crushed) ([a-z'-]+ ){0,3}(goals?|targets?)|^(did|has|have|had) ([a-z0-9&'-]+ ){0,6}(go|gone|come|came|went) (up|down)|how (much|far) did ([a-z0-9&'-]+ ){0,6}(go|come) (up|down)|results?|perform\w*|metrics?|numbers|roi|kpis?|impact|outcomes?|how (did|well did|'?d) ([a-z&'-]+ ){0,5}(do|go|work|perform|land|turn out)|did (it|that|they|the [a-z]+) (actually |really )?work|(actually |really )?(sell|sold|selling) (product|products|anything|more|units)|(has|have|did) ([a-z'-]+ ){0,4}worked|how much did ([a-z'-]+ ){0,4}(move|grow|increase|lift|change|improve|rise|jump|go up|drop|fall)|what happened|sav(e|ed|es|ing) ([a-z]+ ){0,2}money|cost savings?|effective|moved the needle|(move|moved|moves|moving|shift|shifted|budge|budged) ([a-z]+ )?(sales|revenue|orders|units|product|numbers|the needle)|impressions|lift|growth)\b/,
  ],
  [
    "challenge",
    new RegExp(
      String.raw`\b(challenge|problem|(?<!\b(beat|beats|hit|hits|exceed\w*|met|meet|reach\w*|surpass\w*|topped|smashed|crushed) ([a-z'-]+ ){0,3})goal|objective|going wrong|struggl\w*|dealing with|pain points?|before (you|the (campaign|work|rebrand|launch)|${AGENCY})|backstory|why did ([a-z&'-]+ ){1,4}(hire|come to|need|choose))\b`,
    ),
  ],
  // ("What did you make for Acme?", "what did you guys do for them?" ask what the work was: what
  // was made and where it ran; "what did it do for them?" asks its results.)
  [
    "included",
    /\b(what (did|have|has) (you|u|y'?all|you guys|the team|they) (actually |really |end up |ended up )?(make|made|create|created|produce|produced|build|built|shoot|shot|film|filmed|design|designed|deliver|delivered|do(?= for))\b|what does (your|the) ([a-z-]+ ){0,2}(team|practice|department|group|side|service) do|what('?s| is| does| do| would| will) ([a-z-]+ ){0,4}(include|included|cover|covered|involve|entail|consist|come with)|what (came|comes|come) (in|with)|deliverables|what('?s| is) in (it|that|the)|key services|what do you (do|offer) (for|in|with|as part of)|what('?s| is) (part of|involved in))\b/,
  ],
  [
    "examples",
    /\b(any (examples?|samples?)|an example|(something|anything) similar|(worked|work) for (another|other|a similar|similar) (brands?|clients?|companies)|another brand|other brands|anything relevant|relevant (work|examples|experience|projects?)|got anything|samples?|show me|can i see|could i see|let me see|case stud(y|ies)|similar (work|projects?|campaigns?)|done (this|that|something like (this|that)|anything like (this|that)) before|have you (ever )?(done|made|worked on|tackled|solved|fixed|handled|dealt with|taken on) (anything|something|this|that))\b/,
  ],
];

/** A place of the visitor's own ("our new location", "a second location", "12 locations"). */
const THEIR_LOCATION =
  /\b(our|my|a|an|another|their|its) (new |second |third |fourth |fifth |next |other |flagship |first |own |\d+(st|nd|rd|th) )?(locations?|address|hq|headquarters)\b|\b\d+ locations\b/g;

const REFERS_BACK =
  /\b(that|this|it|its|they|their|them|those|such a|something like (that|this)|a project like|the ((whole|entire|same|overall) )?(project|campaign|launch)|one of those|the (client )?(quote|testimonial))\b/;
/** A question inside a longer message ("…so, have you done any healthcare work"). */
const QUESTION_CLAUSE = new RegExp(
  String.raw`\b(what|which|how much|how many|how long|where|when|who)( [a-z'-]+){0,3} (is|are|was|were|do|does|did|would|will|can|could|should)\b|\b(what|which|who|when|where|how) (is|are|was|were|did|do|does|would|will|can|could|should|much|many|long)\b|(^|[.!;,:]\s*|\s-\s*|\b(and|but|so|also|just|honestly)\s+)(did|does|was|were|got anything|have you|has ${AGENCY}|do you|does ${AGENCY}|did you|did it|can you|could you|are you|is there|what|which|who|when|where|how (much|long|many|did|do|does|would))\b`,
);
const HOLIDAYS = /\b(christmas|xmas|thanksgiving|holidays?|new year'?s?|easter|hanukkah|july 4|4th of july|labor day|memorial day)\b/;

/** A clause about the visitor before the question ("we already have a media agency, can you…"). */
const VISITOR_LEAD =
  /^(we|we're|we are|we've|we have|i|i'm|i am|i've|our|my|already)\b[^,?.]{0,100},\s*(?=(what|which|who|when|where|why|how|do|does|did|is|are|can|could|would|will|have|has)\b)/;

/** The agency's age asked as a duration. */
const AGE_AS_DURATION = new RegExp(
  String.raw`\bhow long (have|has) (you|y'?all|${AGENCY}|the agency|the studio|you guys) (been|existed|operated|worked)\b(?! (working |worked |partnered |partnering )?(with|on|for|using)\b)|\bhow long\b[^?.!]{0,40}\b(been around|in business)\b`,
);

/** A question about what someone paid or spent, in the past. */
// (What it cost a client "to get a booked job" is a cost per result its work reports, not its spend.)
// ("How much did the Tidecats campaign cost?" is what the client spent, not a four-pack's $45.)
const PAID_BY_A_CLIENT =
  /\b(what|how much) did (it|that|this|they|(the|that|this|their) [a-z]+|[a-z]+'s [a-z]+) (cost|run|set)(?!( [a-z&'-]+){0,2} to (get|acquire|land|win|book|bring|reach|sign|find)\b)( (them|him|her|the client|[a-z]+ back))?(?! (on|in|at|for|through|across|during|over|by|with)\b)|\b(how much|what) did (they|the [a-z]+|[a-z&'-]+( [a-z&'-]+){0,3}) (pay|spend|invest)\b|\bwhat (was|were) (their|the client'?s|(the )?[a-z]+('s|s')) (budget|spend|costs?|fees?)\b|\b(what|how (much|big)) (was|were) (the|their) ([a-z]+ )?(budget|spend)\b|\b(what|how much) did (the|that|this|their) ([a-z&'-]+ ){1,3}(campaign|project|work|engagement|rebrand|launch) cost\b/;

/**
 * How many people did the work, or work here ("how many people worked on the X project?", "how big
 * was the team on it?", "how many employees do you have?"): a headcount the site never states, not
 * a figure of the work's results ("how many people saw it?").
 */
const HEADCOUNT =
  /\bhow (many|big|large) (was |were |is |are )?(the |your |their |that |this )?(people|staff|employees|crew|team|crew members|team members|folks|staffers)\b( (was|were|is|are))? (worked|work|working|on|did you have|do you have|does it take|did it take|behind)\b/;

/**
 * Where the work stands with a client now ("is Acme still your client?", "do you still work with
 * them?"), or its budget ("did you go over budget?"), or what we charged them: the site tells what
 * the work did, never these.
 */
const CLIENT_AFFAIRS = new RegExp(
  String.raw`\b(is|are|was|were) [^?.!]{1,40} still (your|a|an|one of your) (clients?|customers?|partners?)\b|\b(do|are|did) (you|u|y'?all|${AGENCY}) still (work|working) (with|for)\b|\b(over|under) budget\b|\bhow much did (you|u|y'?all|${AGENCY}) (charge|bill|invoice)\b|\bdid [^?.!]{1,40} (renew|re-sign|leave|fire|drop) (you|u|y'?all|${AGENCY})\b`,
);

/**
 * A client's own details ("what is their phone number?" of the work talked about): theirs to give,
 * not ours. (Without a client in view, "their" may be the agency: evidence.ts decides.)
 */
export const THEIR_DETAILS =
  /\b(their|its|the client'?s) (own )?(phone( number)?|number|e-?mail( address)?|address|contact( info| details)?|website|site|ceo|owner|founder)\b|\b(phone( number)?|number|e-?mail( address)?|address|website|contact( info| details)?) (of|for|at) (?!(you|your|u|northlight|the (agency|studio|team|office))\b)|\bhow much (do|does|did|would|will) they (charge|cost|ask)\b|\btheir (prices?|rates?|fees?|pricing)\b/;

/** Someone else's details by name ("what's the stadium's address?"): never ours. */
const OTHERS_DETAILS =
  /\b(?!(northlight|studio|agency|team|office|company|firm|northlight studio)'s)[a-z]+'s (phone number|e-?mail( address)?|address|website|contact( info| details)?)\b/;

/** A clause that sets the scene before the question ("when you pitch creative, how many…", "if we hire you, who…"). */
const SCENE_LEAD =
  /^(when|if|once|after|before|while|assuming)\b[^,?.]{0,100},\s*(?=(what|which|who|when|where|why|how|do|does|did|is|are|can|could|would|will|have|has)\b)/;

/** The message with greetings, "can you tell me" and a clause about the visitor or the scene stripped, so its form shows. */
function core(text: string): string {
  let current = text.replace(FILLER, "").replace(VISITOR_LEAD, "").replace(SCENE_LEAD, "");
  for (let step = 0; step < 2; step += 1) current = current.replace(EMBEDDED, "").replace(FILLER, "");
  return current;
}

/** The words of regular expressions: what they look for, for the reader's spelling corrector. */
export function wordsOfPatterns(patterns: RegExp[]): string[] {
  const words = new Set<string>();
  for (const pattern of patterns) {
    for (const word of pattern.source.replace(/\\[a-zA-Z]/g, " ").match(/[a-z]{3,}/g) ?? []) words.add(word);
  }
  return [...words];
}

/** The words of the questions this module understands. */
export function questionVocabulary(): string[] {
  return wordsOfPatterns([...FORMS, ...SUBJECT_PATTERNS].map(([, pattern]) => pattern));
}

/** A request for information in so many words: "tell me about…", "can you walk me through…". */
const REQUEST =
  /^((can|could|would|will) (you|u) (please )?)?(please )?(tell|show) (me|us) (a bit |a little |more |some more )?about\b|^((can|could|would|will) (you|u) (please )?)?(please )?(talk|walk) (me|us) (through|thru)\b/;

/** Reads the question in a visitor's message. */
/** A question about the agency's work: which of its case studies, or whether it has done something. */
const ASKS_ABOUT_THE_WORK =
  /\b(which|what) (of )?(your |the )?(case stud(y|ies)|campaigns?|projects?|clients?|work)\b(?! (are|is) you\b)|\b(have|did) (you|u|y'?all) (ever )?(done|do|run|ran|made|make|launched|launch|shot|shoot|worked on|produced|created|built)\b/;
/** A question about where the agency itself is, or whom it works with where. */
const ASKS_THE_AGENCYS_PLACE = new RegExp(
  String.raw`\b(where (are|is|r) (you|u|your|${AGENCY}|the (office|studio|agency))|(your|the) (office|studio|hq|headquarters)|based|remote(ly)?|nationwide|zip|postal|street address|directions|visit|come by|stop by|(la|local) agency|(work|working|worked|done work|do work|done projects|do projects) (for|with) (clients|companies|brands|businesses|people)|out of state|another (city|state))\b`,
);

/** A question that only names a figure: "budget ballpark?", "rough timeline?", "price range?". */
const NAMES_A_FIGURE =
  /^((a|the|your|ur|rough|ballpark|typical|usual|general) )*(budget|price|pricing|cost|costs|rates?|fees?|ballpark|estimate|range|timeline|timing|timeframe|turnaround)( (ballpark|range|estimate|wise|roughly))?[\s?.!]*$/;

/** A thing named with nothing said of it: "the rating?", "and their views?". */
const A_THING_ALONE =
  /^((and|also|plus|so|ok|okay) )?(the|their|its|his|her|that|those|these) (?!.*(\b(is|are|was|were|be|been|do|does|did|can|could|will|would|should|have|has|had|get|got|make|made)\b|n't\b))[a-z0-9'-]+(?: [a-z0-9'-]+){0,3}[\s?.!]*$/;

/** A client's quote asked about ("who was quoted on…", "the testimonial for…"): how the visitor asks, not what the work was. */
export const ASKS_ABOUT_A_QUOTE = /\b(quoted|quotes?|testimonials?)\b/;

/** "Do you require a deposit to get started?": the purpose after what is asked for is no subject of its own. */
const TO_GET_STARTED =
  /\b(need|needs|require|requires|required|want|ask for|take|takes) ([a-z'-]+ ){1,5}?(in order )?to (get started|start|begin|kick (things|it) off)\b/;

/**
 * A topic put first, before the question's inverted verb or its wh-word: "for packaging is it just
 * the graphics…", "for social, which numbers do you watch?".
 */
export const FRONTED_TOPIC =
  /^(for|about|regarding|with|on|in) ([a-z'-]+,? ){1,4}?(?=((is|are|was|were|do|does|did|can|could|would|will|should|have|has) (it|you|u|that|this|there|they|we|i)|what|which|who|when|where|why|how)\b)/;

/** A question after a clause that says something first: its inverted verb and who it asks of. */
const CLAUSE_ASKED = new RegExp(
  String.raw`[,;:]\s*((?:can|could|do|does|will|would|are|is) (?:you|u|y'?all|you guys|${AGENCY}|your (?:team|agency|studio|people|crew)|the (?:team|agency|studio))\b.*)$`,
);

export function readQuestion(message: string): Question {
  const text = normalize(message).replace(TO_GET_STARTED, (said) => said.replace(/ (in order )?to (get started|start|begin|kick (things|it) off)$/, ""));
  const body = core(text);
  let form: QuestionForm = FORMS.find(([, pattern]) => pattern.test(body))?.[0] ?? "statement";
  if (form === "statement" && FRONTED_TOPIC.test(body)) form = FORMS.find(([, pattern]) => pattern.test(body.replace(FRONTED_TOPIC, "")))?.[0] ?? form;
  // "Most of our customers speak Korean, can your team write the ads in it": what the visitor says
  // of themselves comes first, the question after it, opened by its inverted verb.
  if (form === "statement") {
    const asked = CLAUSE_ASKED.exec(body);
    if (asked) form = FORMS.find(([, pattern]) => pattern.test(asked[1]))?.[0] ?? form;
  }
  // "Do you know where you are based?" → the embedded wh-word decides.
  if (form === "yes-no" || form === "statement") {
    const embedded = /^(do|does|can|could) (you|u) (know|tell me|say) (who|when|where|how much|how long|which|what)\b/.exec(body);
    if (embedded) form = FORMS.find(([, pattern]) => pattern.test(body.slice(body.indexOf(embedded[4]))))?.[0] ?? form;
  }
  // "How much did their sales go up?" asks for a result, not a price.
  const pastFigure =
    /\bhow much (did|has|have|had|was|were)\b/.test(text) ||
    // ("How much extra revenue did they get?", unless what is asked is a cost: "how much more did it cost?")
    (/\bhow much ((?!(you|we|i|it|they|that|this)\b)[a-z'-]+ ){1,4}(did|has|have|had|was|were)\b/.test(text) &&
      !/\b(cost|costs|charge|charged|pay|paid|spend|spent|budget|price|prices|fee|fees)\b/.test(text)) ||
    /^did\b.*\b(grow|grew|increase|rise|improve|drop|fall|go (up|down)|(bring|get|drive|push|knock) ([a-z'-]+ ){1,3}down|work|sell|pay off)\b/.test(text);
  // "Tell me about the work you did for Acme": a request for what, once "tell me" is read past.
  if (form === "statement" && REQUEST.test(text.replace(FILLER, ""))) form = "what";
  // "The first meeting, can it be over video?": a question with no wh-word asks yes or no.
  // ("Budget ballpark?", "timeline?": a question that only names a figure asks what it is.)
  // ("And the rating?", "their views?": a thing named alone asks what it is.)
  if (form === "statement" && /\?\s*$/.test(text) && !/\b(what|which|who|whom|whose|when|where|why|how)\b/.test(body))
    form = NAMES_A_FIGURE.test(body) || A_THING_ALONE.test(body) ? "what" : "yes-no";
  const subjects = SUBJECT_PATTERNS.filter(([subject, pattern]) => {
    if (!pattern.test(text)) return false;
    // A holiday's opening hours are not on the site: say so rather than quote the working day.
    if (subject === "hours" && HOLIDAYS.test(text)) return false;
    // "We're opening a second location of our restaurant": the visitor's place, not the agency's.
    if (subject === "location" && !process.env.NO_THEIR_LOCATION && !pattern.test(text.replace(THEIR_LOCATION, " "))) return false;
    return true;
  }).map(([subject]) => subject);
  // "Which of your case studies ran outside LA?", "have you done a neighborhood-level campaign?"
  // ask about the work: a place in them is the work's, not where the agency is.
  if (ASKS_ABOUT_THE_WORK.test(text) && !ASKS_THE_AGENCYS_PLACE.test(text)) {
    const at = subjects.indexOf("location");
    if (at >= 0) subjects.splice(at, 1);
  }
  // A who-question is answered by people or organisations: the founding year does not answer "who founded it?".
  if (form === "who") {
    const answersWho = new Set<Subject>([
      "about",
      "internal",
      "clients",
      "team",
      "contact",
      "ownership",
      "partners",
      "legal-name",
      "media-buying",
      "case-count",
      "examples",
      "results",
      "challenge",
      // Who comes to a first meeting: its answer names them.
      "first-meeting",
    ]);
    subjects.splice(0, subjects.length, ...subjects.filter((subject) => answersWho.has(subject)));
  }
  // "How many people joined the challenge?" asks for a figure, not the brief's challenge.
  if (/\bhow (many|much)\b/.test(text)) {
    const at = subjects.indexOf("challenge");
    if (at >= 0) subjects.splice(at, 1);
  }
  // "How does your team measure success?" asks how the work is done, not what it achieved.
  if (new RegExp(String.raw`^how (do|does) (you|your|${AGENCY})\b`).test(body)) {
    const at = subjects.indexOf("results");
    if (at >= 0 && !pastFigure) subjects.splice(at, 1);
  }
  // What a client paid ("what did it cost them?") is theirs to tell: no price list, no result.
  // Nor are a headcount, where the work stands with a client now, or someone else's details.
  const unpublished = PAID_BY_A_CLIENT.test(text) || HEADCOUNT.test(text) || CLIENT_AFFAIRS.test(text) || OTHERS_DETAILS.test(text);
  if (unpublished) {
    const at = subjects.indexOf("pricing");
    if (at >= 0) subjects.splice(at, 1);
  } else if (pastFigure) {
    const at = subjects.indexOf("pricing");
    if (at >= 0) subjects.splice(at, 1);
    if (!subjects.includes("results")) subjects.push("results");
  }
  // "How long have you been around" is the founding year, not a project's timeline (but "how long
  // does a campaign take? and when were you founded?" asks both).
  // Nor is how long until someone replies ("how long till someone gets back to me?"): how soon we
  // reply is the contact details' one business day.
  const withoutTimeline =
    (subjects.includes("founded") && AGE_AS_DURATION.test(text)) || (subjects.includes("contact") && REPLY_WAIT.test(text))
      ? subjects.filter((subject) => subject !== "timeline")
      : subjects;
  const isQuestion = form !== "statement" || text.includes("?") || QUESTION_CLAUSE.test(text);
  return { form, subjects: withoutTimeline, isQuestion, refersBack: REFERS_BACK.test(text), unpublished };
}

/** How long until a reply comes ("how long until someone gets back to me?", "how long do you take to respond?"). */
const REPLY_WAIT =
  /\bhow (long|soon|quickly|fast)\b[^?.!]{0,40}\b(get(s|ting)? back|hear(ing)? back|repl(y|ies|ied)|respond(s|ed)?|answers? (me|us|emails?))\b/;

/** A wh-question (or a request for a fact) that must be answered with the fact, not "Yes.". */
export function expectsFact(question: Question): boolean {
  return question.form !== "yes-no" && question.form !== "statement";
}

/** Words that make a price asked ours: "what are your prices?", "what do y'all charge?". */
export const OUR_PRICE = /\b(you|your|u|ur|y'?all|we|us|our|northlight|agency|agencies)\b/;
const LIKE_THAT = /\b(like|similar to) (that|this|it|theirs|those|these|the [a-z-]+ one)\b/;

/** Whether a question asks what we charge ("what are your prices?", "what would a campaign like that cost?"). */
export const asksOurPrice = (question: string) => (OUR_PRICE.test(question) || LIKE_THAT.test(question)) && readQuestion(question).subjects.includes("pricing");
