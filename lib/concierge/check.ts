import { formsOf, isPersonNoun, meaningsOf } from "../reading/related";
import { siteConfig } from "../content/site";
import type { CaseStudy, Service } from "../content/types";
import { concept, coverage, coverOf, isScaffoldWord, ONLINE_SALES, SOURCE_WORDS, SUBJECT_WORDS, WORK_NOUNS, type FocusWord } from "./coverage";
import { campaignNames, clientNames, entityWords, INDUSTRY, NAMED, nameWordsOtherwise, quotedPerson, studyText } from "./entities";
import { ASKS_WHICH_ONE, ASKS_WHOSE_WORK, pointsAtTheWork, WORKED_FOR_A_KIND, type Evidence, type Hit } from "./evidence";
import type { KnowledgeBase } from "./knowledge";
import { FIGURE, findPassages, sentencesOf, type Passage } from "./passages";
import { clientPlaces } from "./places";
import { ASKS_ABOUT_A_QUOTE, OUR_PRICE, readQuestion, type Subject } from "./question";
import { escapeRegExp, normalize, tokenize } from "../reading/text";
import { lowerFirst, part, rephrase, type Part } from "./wording";
import { AGENCY, LANGUAGES, PLACE_NAMES } from "../reading/vocabulary";
import { kindWords } from "./kinds";

// The coverage check: a composed reply answers a question only when one of its parts (or the
// case studies it lists, together) covers what the question asks about, and states what the
// question's form calls for (a figure for "how many", a price for "how much does it cost", a
// person or a company for "who"). A question no part answers is answered by the one passage of the
// site that covers it all, or honestly not at all.

/** Parts that answer nothing (a greeting, the next step, the fallback itself). */
export const NOT_ANSWERS = new Set(["clarification", "greeting", "thanks", "goodbye", "fallback", "follow-up"]);

/** A case study or service counts as meant when a name, an industry or a word for it is in the message. */
export const MEANT = 40;
/** "That project", "this campaign", "those ads": a piece of work pointed at, not named. */
export const POINTS_AT_A_WORK = /\b(that|this|those|these) (project|campaign|one|work|launch|engagement|series|film|video|videos|ads?|program|thing)\b/;
/**
 * A FAQ entry found only by its words answers a question when it matches this well (the entry the
 * words point at). Chosen on the tuning sets: 6 to 5.5 answered one more message of visitors 9 and
 * moved no other tuning set; 5 gave visitors 15 a confident miss.
 */
export const STRONG_FAQ_SCORE = 5.5;

const covers = new WeakMap<KnowledgeBase, Map<string, Set<string>>>();

/** What a part's source says, as coverage reads it: the whole FAQ entry, fact, practice or case study. */
function coverOfPart(answer: Part, kb: KnowledgeBase): Set<string> {
  let bySource = covers.get(kb);
  if (!bySource) covers.set(kb, (bySource = new Map()));
  const key = `${answer.source} ${answer.subject ?? answer.subjects?.join(",") ?? ""}`;
  let cover = bySource.get(key);
  if (!cover) {
    const [kind, id] = answer.source.split(/:(.*)/s);
    const texts: string[] = [
      SOURCE_WORDS[kind] ?? "",
      ...(answer.subject ? [answer.subject] : (answer.subjects ?? [])).map((subject) => SUBJECT_WORDS[subject] ?? ""),
    ];
    // What a part covers is what it says, plus what its source is (a practice's name and words, a
    // case study's client, industry and tags): not the rest of a long page it does not say.
    if (kind === "faq") {
      const entry = kb.faq(id);
      if (entry) texts.push(entry.question, entry.answer, ...entry.variants, SOURCE_WORDS[entry.topic] ?? "");
    } else if (kind === "fact") {
      const fact = kb.facts.find((candidate) => candidate.id === answer.source);
      if (fact) texts.push(fact.text, SUBJECT_WORDS[fact.subject] ?? "");
    } else if (kind === "case-study") {
      const study = kb.source.caseStudies.find((candidate) => candidate.id === id);
      // Where its client is names it too ("the community college in El Monte").
      if (study)
        texts.push(
          study.client,
          ...clientNames(study.client),
          ...nameWordsOtherwise(study.client),
          study.title,
          entityWords(study, kb.source.caseStudies),
          ...campaignNames(study),
          ...clientPlaces(kb, id),
        );
    } else if (kind === "service") {
      const service = kb.source.services.find((candidate) => candidate.slug === id);
      // Who a practice serves is part of what it is: "TikTok for restaurants" is the social practice's.
      if (service) texts.push(entityWords(service), ...service.clientTypes);
    }
    cover = coverOf(...texts);
    bySource.set(key, cover);
  }
  return new Set([...cover, ...coverOf(answer.text)]);
}

const practiceWordsOf = new WeakMap<KnowledgeBase, Set<string>>();

/** Words of the practices' names that say what is done, making or buying: "podcast production" is not "podcast buying". */
const ACTIVITY_WORDS = coverOf("production produce buying buy");

/** The words of the practices' names ("campaign", "media", "strategy"): they name a kind of work, no more. */
function practiceWords(kb: KnowledgeBase): Set<string> {
  let words = practiceWordsOf.get(kb);
  if (!words) {
    // A client or a project is what every practice takes on ("would you take a startup as a client?").
    // So is its size: "a few short videos" are videos.
    words = new Set(
      [
        ...coverOf(
          ...kb.source.services.map((service) => service.title),
          "client project short quick small little simple basic rough second seconds minute minutes senior junior",
        ),
      ].filter((word) => !ACTIVITY_WORDS.has(word)),
    );
    practiceWordsOf.set(kb, words);
  }
  return words;
}

/** "How big did their TikTok get?" asks how much it grew: a figure. */
const GREW_HOW_MUCH = /\bhow (big|large|far) (did|has|have|had) ([a-z0-9&'-]+ ){1,6}(get|gotten|got|grow|grown|go)\b/;
const asksFigure = (question: string, evidence: Evidence) =>
  (/\bhow (many|much)\b/.test(question) || GREW_HOW_MUCH.test(question)) && !evidence.question.subjects.includes("pricing");
const NUMBER = /^(\d[\d.,]*[kmx%]?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|million)$/i;

/**
 * "How many interns do you take?" is answered by a number of interns, not by "10 weeks": the word
 * counted must stand within a few words of a figure (as concepts: "stores" counts "doors").
 */
const PEOPLE_IN_GENERAL = /^(people|persons|folks|users|visitors)$/;

/** The words after "how many", less the asking ones: the thing counted comes first ("how many test rides…"). */
const countedWordsAfter = (after: string) => tokenize(after).filter((word) => !isScaffoldWord(word) && word !== "new");
const countedWords = (question: string) => countedWordsAfter(/\bhow many (.*)$/.exec(question.replace(/[?.!]+$/, ""))?.[1] ?? "");

function countsWhatIsAsked(question: string, text: string, focus: FocusWord[] = []): boolean {
  // "How many more…" asks for the increase, which a share states as well as a count.
  if (/\bhow many (more|extra|additional)\b/.test(question) && STATES_CHANGE.test(text)) return true;
  // The noun counted is among the first words after "how many" ("how many campaign routes",
  // "how many impressions did it get").
  const after = /\bhow many (.*)$/.exec(question.replace(/[?.!]+$/, ""))?.[1] ?? "";
  // "How many of those made it onto page one?" counts what was talked about before: any figure does.
  if (/^of (those|these|them|it|that)\b/.test(after)) return FIGURE.test(text);
  // "How many people from your team worked on it?" counts the agency's own people, not the
  // people a client's figure counts ("52K people joined the challenge").
  if (/^(people|folks|persons|staff|members) (from|on|of|in) (your|ur|the) (team|agency|staff|crew|studio)\b/.test(after)) return false;
  // "How many people booked a test ride?" counts test rides booked: people in general are counted
  // by what they did.
  const countedWords = countedWordsAfter(after);
  if (PEOPLE_IN_GENERAL.test(countedWords[0] ?? "") && countedWords.length > 2) {
    const didWhat = `how many ${countedWords.slice(2).join(" ")}`;
    if (countsWhatIsAsked(didWhat, text, focus)) return true;
  }
  const counted = countedWords.slice(0, 2).map(concept);
  if (counted.length === 0) return FIGURE.test(text);
  const words = tokenize(text);
  // A singular noun before a plural one says what kind: "18% more advance ticket clicks" counts
  // clicks, not tickets ("eight partner farms" still counts farms, when partner farms are asked).
  const says = (at: number) => {
    // ("New memberships" count new members.)
    const tie = /^([a-z]{4,})ships?$/.exec(words[at])?.[1];
    if (!counted.includes(concept(words[at])) && !(tie && counted.includes(concept(tie)))) return false;
    const following = words[at + 1];
    // ("62 one-minute teacher introduction videos" counts videos: two singular nouns before a plural one.)
    const next = words[at + 2];
    if (
      !process.env.NO_TWO_AHEAD &&
      following !== undefined &&
      next !== undefined &&
      !/s$/.test(words[at]) &&
      !BETWEEN.test(following) &&
      !/[^s]s$/.test(following) &&
      !BETWEEN.test(next) &&
      /[^s]s$/.test(next) &&
      !isScaffoldWord(next) &&
      !isScaffoldWord(following) &&
      !counted.includes(concept(following)) &&
      !counted.includes(concept(next))
    )
      return false;
    return following === undefined || BETWEEN.test(following) || !/[^s]s$/.test(following) || /s$/.test(words[at]) || counted.includes(concept(following));
  };
  // "How many TikTok followers?": a name among the words counted (a platform, a product) is said
  // beside the figure too, or it counts another thing ("38% Instagram follower growth").
  const phrase = tokenize(
    after.split(/\b(do|does|did|is|are|was|were|have|has|had|will|would|can|could|went|got|get|gets|came|come|joined|signed)\b/)[0] ?? "",
  );
  const named = phrase
    .slice(0, 2)
    .slice(0, -1)
    .map(concept)
    .filter((meaning) => focus.some((word) => word.specific && word.concept === meaning));
  const namesNear = (index: number) => named.every((meaning) => words.slice(Math.max(0, index - 4), index + 5).some((near) => concept(near) === meaning));
  // "An eight-minute application": a figure joined to its word measures that word; it counts nothing after.
  const joined = new Set([...text.toLowerCase().matchAll(/\b([\d.,]*\d|[a-z]+)-([a-z]+)/g)].map((match) => `${match[1]} ${match[2]}`));
  return words.some((word, index) => {
    // "Three times the brand's average" is a ratio, not a count of anything.
    if (!NUMBER.test(word) || words[index + 1] === "times" || !namesNear(index)) return false;
    if (joined.has(`${word} ${words[index + 1]}`)) return says(index + 1);
    // Before it, the thing counted stands next to it or a verb away ("followers 38%", "stores grew
    // to 480"), not across a preposition ("shot on location at eight partner farms" counts farms)
    // nor another noun ("in-store traffic up 14%" counts traffic).
    // ("Cost per application fell 43%" is what the cost did, not a count of applications.)
    for (let near = Math.max(0, index - 3); near < index; near += 1)
      if (says(near) && words[near - 1] !== "per" && words.slice(near + 1, index).every((between) => LINKING.test(between))) return true;
    // After the figure, the thing counted follows it ("eight partner farms", "19% of test riders"),
    // not a phrase about something else ("6.1% on the farm series"), a few describing words away at
    // most ("26 public elementary and middle schools").
    for (let next = index + 1; next < Math.min(words.length, index + 7); next += 1) {
      if (says(next)) return true;
      if (counted.includes(concept(words[next]))) continue;
      // ("Elementary and middle schools": an "and" between two describing words is no new phrase.)
      const joinsDescribers = (words[next] === "and" || words[next] === "or") && [next + 1, next + 2].some((later) => later < words.length && says(later));
      if (BETWEEN.test(words[next]) && !(words[next] === "of" && next === index + 1) && !joinsDescribers) return false;
    }
    return false;
  });
}

/** "What % of test riders bought one?": a share, which only a percentage states. */
const ASKS_SHARE = /\bwhat (%|(percent|percentage|share|portion|proportion|fraction)\b)|\bhow many percent\b/;
const PERCENT = /\d(\.\d+)?\s?(%|percent\b)/;
/** "How many more stores picked it up?": an increase, which a figure of what was added states ("180 more", "rose from 1,900 to 3,350"). */
const ASKS_INCREASE = /\bhow many (more|extra|additional|new)\b/;
const ADDED =
  /\b(\d[\d.,]*[km]?|[a-z]+) (more|extra|additional|added)\b|\+\s?\d|\b(added|gained|grew by|increase of|up) \d|\b(rose|grew|climbed|jumped|went|increased) from [\d$][^ ]* to [\d$]/;

/** Words that may stand between what is counted and its figure: "stores grew to 480", "followers up 38%". */
const LINKING =
  /^(up|down|grew|grow|grows|rose|rise|rises|reached|reach|hit|jumped|climbed|increased|fell|dropped|doubled|tripled|to|was|were|is|are|of|nearly|almost|about|around|more|than|now|totaled|total|from|by)$/;

/** Words that end the phrase a figure counts. */
const BETWEEN = /^(on|in|at|for|to|from|by|per|across|with|over|into|than|of|and|but|the)$/;

/**
 * What an answer states when the question asks for it: a price for "how much does it cost?", a
 * duration for "how long does it take?", a year for "when did you start?". A question on the
 * subject that asks something else ("what would you recommend for a startup on a small retainer?")
 * is not held to it.
 */
const ANSWER_TYPES: Partial<Record<Subject, { asks: RegExp; states: RegExp }>> = {
  pricing: {
    asks: /\bhow much\b|\b(what|whats|what's)\b.{0,30}\b(cost|costs|price|prices|pricing|rates?|fees?|charge|budget|retainers? (start|cost|run))\b|\bwhat (did|does|do|would|will) [^?.!]{0,80}\bcost\b|\bballpark\b/,
    // A sum, or a share added to one ("adds 25% to the production estimate").
    states: /\$\s?\d|\b\d+(\.\d+)?\s?k\b|\b(adds?|added|extra|plus|surcharge of|premium of) \d+(\.\d+)?\s?(%|percent\b)/i,
  },
  timeline: {
    asks: /\bhow (long|soon|fast|quickly)\b|\b(what|whats|what's)\b.{0,20}\b(timeline|turnaround|duration|lead time)\b|\bhow many (days|weeks|months)\b/,
    states:
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|forty-five)[- ](to [a-z\d]+ )?(minutes?|hours?|days?|weeks?|months?|years?)\b/i,
  },
  founded: { asks: /\b(when|what year|which year|how old|how long (have|has))\b/, states: /\b(19|20)\d\d\b/ },
};

/** "What's your hourly rate?": a price by the hour or the day, which a project's price range is not. */
const ASKS_RATE = /\b(hourly|per hour|an hour|by the hour|day rates?|daily rates?|per day|per diem)\b/;
const STATES_RATE = /\b(per hour|an hour|hourly|by the hour|day rates?|per day|a day)\b|\/ ?(hr|hour|day)\b/i;

/** Question forms that ask for a fact of a kind (a price, a duration, a year), not for a yes or a no. */
const WH_FORMS = new Set(["what", "which", "when", "where", "who", "how-much", "how-long", "how-many"]);

/** "How fast could people get a quote?" is answered by a duration, whatever it is about. */
const ASKS_DURATION =
  /\bhow (long|soon|fast|quickly)\b|\b(ran|run|runs|took|take|takes|lasted|last|lasts) (longer|shorter|the longest|the shortest)\b|\b(longer|shorter) (project|engagement|campaign|program)\b/;
const DURATION =
  /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|forty-five)[- ](to [a-z\d]+ )?((business|working|calendar) )?(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i;

/** "How long have you worked with them?" asks for a length up to now, which "since 2019" states. */
const ASKS_LENGTH_SO_FAR = /\bhow long (have|has)\b/;
const SINCE = /\bsince (19|20)\d\d\b/;
/** Whether a text states the length a question asks: a duration, or for one up to now, since when. */
const statesLength = (question: string, text: string) => DURATION.test(text) || (ASKS_LENGTH_SO_FAR.test(question) && SINCE.test(text));

/** "How often will you report?" is answered by how often (weekly, every morning), whatever it is about. */
const ASKS_FREQUENCY = /\bhow often\b|\bhow frequently\b|\b(what|which) (frequency|cadence)\b/;
const FREQUENCY =
  /\b(hourly|daily|nightly|weekly|biweekly|bi-weekly|fortnightly|monthly|quarterly|yearly|annually|annual|every (day|morning|night|week|month|quarter|year|season|[a-z0-9-]+ (days|weeks|months))|each (day|morning|week|month|quarter|year|season)|once a|twice a|(a|per) (day|week|month|quarter|year)|in real time|real-time|on a steady rhythm)\b/i;

/** "What time of year did it run?", "when did the campaign launch?": a time, which only a time answers. */
const ASKS_WHEN =
  /^when('s| (did|was|were|does|do|is|are|will|would|should|can|could))\b|\b(what|which) (time of (the )?year|months?|seasons?|year|quarter|day of the week)\b/;
const TIME =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter|holidays?|christmas|seasonal|quarter|q[1-4]|(19|20)\d\d|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|opening|launch day|back-to-school)\b/i;
/** "When would we hear back?" is answered by how soon or how often, as well as by a date. */
const SOON = /\b(daily|weekly|monthly|quarterly|within (a|an|one|two|three|\d+)|business days?|same day|next day)\b/i;
const ASKS_SEASON = /\b(time of (the )?year|months?|seasons?|year|quarter)\b/;

/** The answer types a wh-question's subjects call for (a duration for "how long", when no subject says otherwise). */
/** "How long is the Acme film?" asks a running time, in seconds or minutes, which no length of the work states. */
const RUNNING_TIME =
  /\bhow long (is|was|are|were|'s) (the|that|this|those|these|their|its|[a-z]+'s) ([a-z-]+ ){0,3}?(films?|videos?|spots?|ads?|commercials?|documentar(y|ies)|docs?|clips?|episodes?|cutdowns?|trailers?)\b/;
/** What a text must state to answer a question of a subject's type (a running time is a duration, seconds included). */
const statesType = (subject: Subject, question: string, text: string) =>
  subject === "timeline" && RUNNING_TIME.test(question) ? DURATION.test(text) : ANSWER_TYPES[subject]!.states.test(text);

function answerTypes(form: string, evidence: Evidence, question: string): RegExp[] {
  if (RUNNING_TIME.test(question)) return [DURATION];
  const types = WH_FORMS.has(form)
    ? evidence.question.subjects.flatMap((subject) => {
        const type = ANSWER_TYPES[subject];
        return type && type.asks.test(question) ? [type.states] : [];
      })
    : [];
  if (ASKS_FREQUENCY.test(question)) types.push(FREQUENCY);
  if (ASKS_WHEN.test(question) && types.length === 0) types.push(TIME);
  return types.length === 0 && ASKS_DURATION.test(question) ? [DURATION] : types;
}

/** "What tools / platforms / brand of camera do you use?" asks for names: the answer names something. */
const ASKS_FOR_NAMES =
  /\b(what|which) ((?!(do|does|did|is|are|was|were|can|could|would|will|should|have|has|had)\b)[a-z'-]+ ){0,2}?(brands?|makes?|tools?|platforms?|software|apps?|cameras?|equipment|gear|stack|programs?|systems?|vendors?|networks?|channels?|movies?|films?|shows?|products?|titles?|songs?|celebrit(y|ies)|influencers?|directors?|streets?|neighborhoods?|cities|city|places?|locations?|markets?|states?|countries|country|areas?|regions?|chains?|retailers?|grocers?|flavou?rs?|publications?|stations?|venues?|ballparks?|stadiums?|arenas?|outlets?|agenc(y|ies)|firms?|printers?|suppliers?|manufacturers?|factor(y|ies)|mills?|labs?)\b|\bwhat (were|are) (the|their) (\d+|two|three|four|five|six|seven|eight|nine|ten) [a-z-]+|\b(what|which)('s| is| are| was| were) (the|their|its) names? of\b|^(what|what's|whats|what'd)\b.*(\b(called|named)\b|'s names?\b)|\b(company|brand|business|firm|vendor|supplier|partner|printer|studio|agency)('s)? names?\b/;
/** A question that asks for names; "what kinds of films do you make?" asks what kinds of work made, which a list of them says. */
// ("What makes you different?" asks why, not what make of a thing.)
const asksForNames = (question: string) =>
  ASKS_FOR_NAMES.test(question) &&
  // "What kind of agency are you?" asks what the agency is, not for names.
  !new RegExp(String.raw`\b(kinds?|types?|sorts?) of [a-z]+ (are|r) (you|u|y'?all)\b|\b(kinds?|types?|sorts?) of [a-z]+ is (this|it|${AGENCY})\b`).test(
    question,
  ) &&
  !/\bwhat makes (you|u|it|them|us|this|that|your|the|y'?all)\b/.test(question) &&
  !(ASKS_KINDS.test(question) && tokenize(question).some((word) => concept(word) === MAKING));
/** "Which grocery chains stock it?" is not answered by a place ("two Long Beach cafes"): places name no chain, brand or tool. */
const PLACES = new RegExp(`\\b(${PLACE_NAMES.map(escapeRegExp).join("|")}|Southern California|Northern California|Downtown)\\b`, "g");
/** A platform a line runs on is no song, director or flavor: only a question about platforms asks for one. */
const PLATFORM_NAMES = ["Instagram", "TikTok", "YouTube", "Facebook", "LinkedIn", "Reddit", "Snapchat", "Pinterest", "Spotify"];
const IS_PLATFORM = new RegExp(`^(${PLATFORM_NAMES.join("|")})$`, "i");
const SEASONS = "spring|summer|fall|autumn|winter";
const SEASON = new RegExp(`^(${SEASONS})$`);
const PLATFORMS = new RegExp(`\\b(${[...PLATFORM_NAMES, "Google", "Reels", "Shorts"].join("|")})\\b`, "g");
const ASKS_PLATFORMS = /\b(platforms?|channels?|networks?|apps?|social|sites?|where)\b/;
const namesWhatIsAsked = (question: string, text: string) => {
  // A place ("across Riverside and San Bernardino") or a language ("Spanish-language stations")
  // names no station, chain or tool: only a question about where, or about languages, asks for one.
  const placeless = ASKS_WHERE_IT_RAN.test(question) ? text : text.replace(PLACES, "it").replace(PLACES_NAMED, "in it");
  const places = /\b(languages?|translat\w*|speak|spoken)\b/.test(question) ? placeless : placeless.replace(LANGUAGES, "it");
  return NAMES_SOMETHING.test(ASKS_PLATFORMS.test(question) ? places : places.replace(PLATFORMS, "it"));
};
/** A name in a sentence: a capitalized word that does not open it ("…with Sprout Social and Brandwatch"). */
const NAMES_SOMETHING = /[a-z,;(]\s+[A-Z][a-z][A-Za-z]*/;

/** "Where did the billboards go up?", "which neighborhoods did it run in?": places, which only a place's name answers. */
const ASKS_WHERE_IT_RAN =
  /^where ((exactly|precisely|abouts) )?(in [a-z.]+ )?(did|were|was|do|does|are|is|could|can|would|will|might)\b(?!.*\b(you|u|your) (based|located|from)\b)(?! (i|we) (send|submit|email|mail|share|upload|drop|forward|apply|reach|contact|find|follow)\b)|\b(what|which) ((?!(do|does|did|is|are|was|were)\b)[a-z'-]+ ){0,2}?(neighborhoods?|cities|city|places?|locations?|markets?|states?|countries|country|areas?|regions?|streets?)\b|\b(which|what) parts? of (the )?(state|city|county|country|town|region|valley|coast|la|california)\b/;
/** Where the work ran, not where the agency is ("what neighborhood is the studio in?" is the address's). */
const asksWhereItRan = (question: string, evidence: Evidence) => ASKS_WHERE_IT_RAN.test(question) && !evidence.question.subjects.includes("location");
/**
 * "Where did it run?", "what channels / platforms / media did the ads run on?": where the work ran,
 * not which stations by name ("which radio stations…" asks for names).
 */
const asksWhereTheWorkRan = (question: string) =>
  /^where (did|was|were|do|does) ([a-z'-]+ ){0,5}(run|ran|air|aired|go|went|appear|appeared|show|shown|live|placed|posted)\b/.test(question) ||
  /\b(what|which) (channels?|platforms?|media|outlets?)\b/.test(question);
/** Where the work ran, asked of no place or medium of its own ("where did the ads run?", not "where did the billboards go up?" nor "…geographically?"): a medium answers it. */
const asksWhatItRanOn = (question: string) =>
  asksWhereTheWorkRan(question) &&
  !MEDIUM.test(question) &&
  !/\b(geographic\w*|cities|city|neighbou?rhoods?|areas?|regions?|markets?|states?|countries|country|where in)\b/.test(question);
/** The words that only point at the work or ask where it ran ("the Acme campaign", "what channels"). */
const WORK_OR_CHANNEL = coverOf(
  "campaign campaigns ad ads spot spots work project projects video videos film films commercial commercials creative stuff thing channel channels platform platforms media outlet outlets run ran air aired go went appear appeared live place placed post posted",
);
/** A medium a line of work runs on: a channel of advertising, broadcast or online. */
const MEDIUM = new RegExp(
  `\\b(TV|television|radio|${[...PLATFORM_NAMES, "Twitch"].join("|")}|streaming|connected TV|billboards?|out-of-home|OOH|transit|bus (shelters?|sides?)|print|newspapers?|magazines?|podcasts?|search|display|email|text messages?|SMS|social|posters?|murals?|wraps?|cinemas?|theaters?|stations?)\\b`,
  "i",
);

/** Words for the work itself, of any medium: "which cities did the ads run in?" asks where the work ran. */
const THE_WORK_ITSELF = coverOf(`${WORK_NOUNS} ads advertising`);
/** The work running somewhere: "which neighborhoods did it run in?", not "where do they play?". */
const RAN = /\b(run|runs|ran|running|air|aired|launch|launched|go up|went up|appear|appeared|placed)\b/;
/** Names after a word that says in what area, with the names listed beside them ("in Malibu and Laguna Beach"); "at Pierpont Field" may name a venue. */
const PLACES_NAMED = /\b(in|across|around|throughout)\s+(the\s+)?[A-Z][a-z]+( [A-Z][a-z]+)*((,| and| or|, and| to| through) [A-Z][a-z]+( [A-Z][a-z]+)*)*/g;
/** A place: one the vocabulary knows, or a name after a word that says where ("in San Pedro", "near Hollywood"). */
const PLACE_AFTER = /\b(in|across|near|around|throughout|through|along|between|from|to|at)\s+(the\s+|an?\s+([a-z]+\s+)?)?[A-Z][a-z]+/;
const NAMES_A_PLACE = (text: string) => {
  const rest = text.replace(LANGUAGES, "it");
  return PLACE_AFTER.test(rest) || PLACE_NAMES.some((place) => rest.includes(place));
};

/** "What's the name of the chemist who hosted the Q&As?": a person's name, which a role alone does not give. */
const ASKS_PERSON_NAME = /\b[a-z]{1,40}s' names\b|\b(their|his|her) names?\b/;
/** "Who were the artists?", "the names of the chemists": people asked for, whom only their names answer. */
const ASKS_WHO_THEY_WERE =
  /^who (?:were|are|was|is) (?:the|their|those|these) ((?:[a-z0-9-]+ ?){1,3})|\bnames? of (?:the|your|their|that|this|a|those|these) ((?:[a-z0-9-]+ ?){1,4})/;
const PEOPLE_WORDS = new Set([
  "people",
  "staff",
  "guys",
  "men",
  "women",
  "contact",
  "lead",
  "head",
  "ceo",
  "cmo",
  "founder",
  "founders",
  "employees",
  "influencers",
  "influencer",
]);
/** Whether the words after "who were the…" or "the name of the…" name people ("the four artists", "the formulation chemist"). */
const asksNameOfPeople = (question: string) => {
  const match = ASKS_WHO_THEY_WERE.exec(question);
  const words = (match?.[1] ?? match?.[2] ?? "").trim().split(" ").filter(Boolean);
  return words.some((word) => PEOPLE_WORDS.has(word) || isPersonNoun(word));
};
// ("Who was the one where people could text…" asks whose work it was: its client answers.)
const asksPersonName = (question: string, evidence: Evidence) =>
  !ASKS_WHICH_ONE.test(question) &&
  (ASKS_PERSON_NAME.test(question) || ASKS_PERSON_NAME.test(evidence.reading.text) || asksNameOfPeople(question) || asksNameOfPeople(evidence.reading.text));
/** "Who directed the anthem film?": whoever did it, which a line naming no one who does that does not say. */
const ASKS_WHO_DID =
  /^who ((actually|really|exactly|originally) )?(directed|shot|filmed|edited|painted|wrote|designed|produced|hosted|photographed|starred|narrated|composed|voiced|animated|illustrated|drew|cast|scored)\b/;
const NAMES_WHO_DID =
  /\b(directors?|directed by|cinematographers?|editors?|artists?|painters?|muralists?|writers?|designers?|producers?|hosts?|photographers?|composers?|narrators?|animators?|illustrators?|chemists?|dermatologists?|doctors?|chefs?|pharmacists?|engineers?|strategists?|in-house|on staff|our own (studio|team|crew))\b/i;
/**
 * "Who owns Acme?", "who runs it?" of a client: a person, whom a line naming no one does not
 * answer (its story's opening is no owner). Asked of the work or its rights ("who owns the
 * footage?"), it is another question.
 */
const ASKS_WHO_LEADS =
  /^who ((actually|really|exactly) )?(owns?|runs?|founded|started|leads?|manages?|heads?)\b(?!.*\b(work|rights?|footage|files?|ip|content|assets?|accounts?|data|ads?|campaigns?|projects?|it all)\b)/;
/** A title that says its holder owns, founded or leads the business ("Co-Owner", "Founder and CEO"). */
const LEADS_IT = /\b(owner|co-owner|founder|co-founder|ceo|president|principal|proprietor|managing director|executive director|general manager)\b/i;
/** Or the title says what the question asks they do: "who manages the yard?" of a Yard Manager, "who heads it?" of its Head. */
const LEADS_AS_ASKED: [RegExp, RegExp][] = [
  [/^who ((actually|really|exactly) )?manages?\b/, /\bmanager\b/i],
  [/^who ((actually|really|exactly) )?(heads?|leads?)\b/, /\b(head|director|lead|chief)\b/i],
];
/** Whether a title says its holder leads the business as the question asks. */
const leadsAsAsked = (question: string, title: string) =>
  LEADS_IT.test(title) || (!process.env.NO_LEADS_AS_ASKED && LEADS_AS_ASKED.some(([asked, says]) => asked.test(question) && says.test(title)));
const LEADING = /^(own|owns|owned|run|runs|found|founded|start|started|lead|leads|manage|manages|head|heads|actually|really|exactly)$/;
const asksWhoLeadsAClient = (question: string, evidence: Evidence) =>
  ASKS_WHO_LEADS.test(question) && (evidence.fromHistory || evidence.caseStudies.some((hit) => hit.score >= NAMED));
/** A line that says who did it ("filmed and posted by the boat crews"): who a "who filmed…" asks for. */
const DONE_BY =
  /\b(directed|shot|filmed|edited|painted|written|designed|produced|hosted|photographed|narrated|composed|voiced|animated|illustrated|drawn|posted|made|created|built|run|led)( and [a-z]+)? by (the |our |their |its |a |an )?[a-z]/i;
/** A person named as the content names them: "Dana Whitfield, Director of Marketing". */
// (In any alphabet's letters: "Esperanza Villaseñor-Reyes, Co-Owner".)
const NAMES_A_PERSON = /(?<!\p{L})\p{Lu}\p{Ll}+ \p{Lu}[\p{L}'’-]*\p{Ll}, \p{Lu}/u;
/** A text without the places it names: "out of yards in Sun Valley, Pomona and Rancho Cucamonga" names no person and their title. */
const withoutPlaces = (text: string) => text.replace(PLACES, "it").replace(PLACES_NAMED, " it");

/** "What do their cans retail for?": a product's price, which only an amount of money states. */
// ("What was the locals' midweek rate?": a rate with no measure before it is what a thing costs;
// an engagement or conversion rate is a share.)
const ASKS_PRODUCT_PRICE =
  /\bhow much (do|does|did|would|will) (?!(you|u|y'?all|we|your|ya)\b)([a-z'&-]+ ){1,4}(charge|charged|ask|asked) for\b|\bhow much (is|was|are|were) [a-z&-]+'s? ([a-z-]+ ){0,3}(pass|passes|ticket|tickets|package|packages|plan|plans|membership|memberships|bundle|bundles|kit|kits|class|classes|lesson|lessons|box|boxes|deal|deals|offer|menu|subscription|card)\b|\bhow much (is|was) (a|an|one) (single |individual )?[a-z-]+ (to|for|at|of|in)\b|\b(retail|retails|sell|sells|go|goes) for\b(?<!\bhow long\b.*)|\bhow much (is|are|was|were|does|do|did) (a|an|the|their|its|one) [a-z-]+( [a-z-]+)? (cost|retail|sell)\b|\b(what|what's|how much)( [a-z'-]+){0,3} tuition\b|\bwhat( [a-z'-]+){0,4} (?<!\b(conversion|engagement|completion|click|click-through|through|view-through|open|response|growth|retention|churn|occupancy|success|bounce|attendance|renewal|redemption|interest|cost per [a-z-]+) )(price|rate|fee)s?\b(?! (of|in|for) (growth|increase|return|conversion|engagement))/;

const KINDS_OF_WORK = coverOf(WORK_NOUNS);

/** The thing whose price is asked ("how much did a drain clearing cost?": a drain clearing). */
const PRICED_THING =
  /\bhow much (?:is|are|was|were|does|do|did) (?:a|an|the|their|its|one) ([a-z-]+(?: [a-z-]+)?) (?:cost|retail|sell)\b|\bhow much (?:is|was) (?:a|an|one) ((?:single |individual )?[a-z-]+)\b/;

/** Whether a text that states a price names the thing asked about ("$89 for a drain clearing", not "cost per booked job fell to $81"). */
const SEVERAL_PRICED = /\b(two|three|four|five|six|eight|ten|\d+)[- ](packs?|tickets|seats|passes|people|nights)\b|\b(bundle|packs? of)\b/i;
function saysThePricedThing(question: string, text: string): boolean {
  const priced = PRICED_THING.exec(question);
  const thing = priced?.[1] ?? priced?.[2];
  if (!thing) return true;
  // One of a thing ("a single ticket") is not priced by a line that prices several ("a $45 four-pack with four tickets").
  if (!SEVERAL_PRICED.test(thing) && !/\bpack/.test(thing) && SEVERAL_PRICED.test(text)) return false;
  const said = coverOf(text);
  // ("How much does a project usually cost?": how it is said is no part of the thing.)
  const named = thing.split(" ").filter((word) => !isScaffoldWord(word) && !/ly$/.test(word));
  const meanings = [...coverOf(named.join(" "))];
  // A kind of work ("how much does a campaign cost?") is what any of the agency's prices is for.
  if (meanings.every((meaning) => KINDS_OF_WORK.has(meaning))) return true;
  return meanings.every((meaning) => said.has(meaning));
}

/**
 * What a text lacks of the kind of thing the question asks for, if anything: the figure asked (a
 * share, an increase), a place, a person's name, someone who did what was asked, a price, the rate
 * asked. One rule for every part and passage that may answer a question.
 */
function kindMissing(question: string, text: string, evidence: Evidence, kb: KnowledgeBase): string | null {
  const asks = kindsAsked(question, evidence);
  if (
    (asks.share && !PERCENT.test(text)) ||
    (asks.increase && !ADDED.test(text)) ||
    (asks.amount && !STATES_MONEY.test(text) && !(MORE_OF_IT.test(question) && STATES_CHANGE.test(text)))
  )
    return "(the figure asked)";
  // Where the work ran is a place, or a medium it ran on ("TV and YouTube spots").
  if (asks.place && !NAMES_A_PLACE(withoutKnownNames(text, kb)) && !(asksWhatItRanOn(question) && MEDIUM.test(text))) return "(a place)";
  const namesAPerson = () => NAMES_A_PERSON.test(withoutPlaces(withoutKnownNames(text, kb)));
  if (asks.personName && !namesAPerson()) return "(a person's name)";
  // (A client's own people are known names: the owner a quote is from is still named.)
  if (asks.leader && !(leadsAsAsked(question, text) && NAMES_A_PERSON.test(withoutPlaces(text)))) return "(who leads it)";
  if (asks.whoDid && !NAMES_WHO_DID.test(text) && !DONE_BY.test(text) && !namesAPerson()) return "(who did it)";
  if (asks.productPrice && (!STATES_MONEY.test(text) || !saysThePricedThing(question, text))) return "(a price)";
  if (asks.rate && !STATES_RATE.test(text)) return "(the rate asked)";
  if (asks.deadline && !STATES_DEADLINE.test(text)) return "(a deadline)";
  if (asks.gear && !STATES_GEAR.test(text)) return "(the gear asked)";
  if (asks.abroad && !STATES_ABROAD.test(text)) return "(outside the country)";
  if (asks.campaignName && !QUOTED_NAME.test(text)) return "(the work's name)";
  if (asks.age && !STATES_AGE.test(text)) return "(an age)";
  return null;
}

type KindsAsked = Record<
  | "share"
  | "increase"
  | "amount"
  | "place"
  | "personName"
  | "whoDid"
  | "productPrice"
  | "rate"
  | "deadline"
  | "gear"
  | "abroad"
  | "campaignName"
  | "age"
  | "leader",
  boolean
>;
const kindsOfQuestions = new WeakMap<Evidence, Map<string, KindsAsked>>();

/**
 * The kinds of thing a question asks for, read once per question of a message: every passage a
 * search weighs is held to them, and a long message is not read again for each.
 */
function kindsAsked(question: string, evidence: Evidence): KindsAsked {
  let known = kindsOfQuestions.get(evidence);
  if (!known) kindsOfQuestions.set(evidence, (known = new Map()));
  let asks = known.get(question);
  if (!asks) {
    asks = {
      share: ASKS_SHARE.test(question),
      increase: ASKS_INCREASE.test(question),
      amount: !process.env.NO_AMOUNT && ASKS_AMOUNT.test(question),
      place: asksWhereItRan(question, evidence),
      personName: asksPersonName(question, evidence),
      whoDid: ASKS_WHO_DID.test(question),
      leader: !process.env.NO_WHO_LEADS && asksWhoLeadsAClient(question, evidence),
      productPrice: ASKS_PRODUCT_PRICE.test(question),
      rate: ASKS_RATE.test(question),
      deadline: ASKS_DEADLINE.test(question),
      gear: ASKS_GEAR.test(question),
      abroad: ASKS_ABROAD.test(question),
      campaignName: ASKS_WORK_NAME.test(question),
      age: !process.env.NO_AGE && ASKS_AGE.test(question),
    };
    known.set(question, asks);
  }
  return asks;
}

/**
 * "How much money did they save?", "how much box office did it drive?": an amount of money, which
 * a count of impressions or a share does not state.
 */
/** "How much more revenue…": the increase, which a share of it states ("74% more off-season revenue"). */
const MORE_OF_IT = /\bhow much (more|extra|additional)\b/;
const ASKS_AMOUNT =
  /\bhow much ((extra|more|additional|new|total|actual|yearly|annual|monthly) )*(money|revenue|revenues|profit|profits|savings|box office|cash|dollars|income|donations)\b|\bhow much (money )?(did|has|have|had) ([a-z'-]+ ){1,4}(save|saved|earn|earned|raise|raised|net|netted|bring in|brought in)\b/;

/** "What was the hotel campaign called?", "what's the name of the series?": the work's own name. */
const ASKS_WORK_NAME =
  /\bwhat (was|is|were|are|'s) (the|their|that|this|its) ([a-z'&-]+ ){0,3}(campaign|series|film|spot|ad|launch|program|project|show|initiative)s? (called|named)\b|\b(name|title) of (the|their|that|this|its) ([a-z'&-]+ ){0,3}(campaign|series|film|spot|ad|launch|program|project|show|initiative)\b|\bwhat did (you|u|they) (call|name|title) (it|that|the [a-z'&-]+( [a-z'&-]+)?)\b/;
/** A name the site writes in quotes ("'Glow Season'", "'Ask Grandpa Sal'"). */
const QUOTED_NAME = /(?<![A-Za-z])['"\u2018\u201c][A-Z][^'"\u2019\u201d]{2,40}?['"\u2019\u201d](?![A-Za-z])/;

/** "When's the deadline to apply?": a date or a rule for it, which a season or a length does not give. */
/** "How old is the company?", "how old is their owner?": an age, which a year or a count of years states (results do not). */
const ASKS_AGE = /\bhow old\b/;
const STATES_AGE = /\b(1[89]|20)\d\d\b|\b(years?|decades?|generations?)\b|\b(founded|established|opened|started)\b|\bsince\b|-year-old\b|\bage[sd]?\b/i;

const ASKS_DEADLINE = /\b(deadlines?|due date|cut-?off|last day to|apply by|closing date)\b/;
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const STATES_DEADLINE = new RegExp(
  String.raw`\b(deadlines?|due (date|by)|rolling|(by|before|until) (the )?(${MONTHS}|end of)|(${MONTHS}) \d{1,2}\b|applications? (close|open)s?)\b`,
  "i",
);
const MONTH_NAMES = new RegExp(`\\b(${MONTHS})\\b`, "gi");
/** "Do you work with companies outside the US?": abroad, which "nationwide" does not say. */
const ASKS_ABROAD =
  /\b(outside (of )?(the )?(us|usa|u\.s\.?|united states|america|states|country)|international(ly)?|abroad|overseas|other countries|another country|foreign|worldwide|globally|canada|canadian|mexico|europe|european|uk|asia|australia)\b/;
const STATES_ABROAD = /\b(international(ly)?|worldwide|global(ly)?|abroad|overseas|countries|around the world)\b/i;
/** "What camera did you shoot it on?": gear, which a line naming platforms or places does not name. */
const ASKS_GEAR =
  /\b(what|which) ((kind|type|brand|make|model|sort)s? of )?(cameras?|lens(es)?|gear|equipment|drones?|mics?|microphones?|lights|lighting|rigs?)\b/;
const STATES_GEAR =
  /\b(cameras?|lens(es)?|drones?|mics?|microphones?|lighting|gimbals?|rigs?|(shot|filmed) on (?!location\b)|arri|alexa|sony|canon|blackmagic|iphones?|gopro)\b/i;
const STATES_MONEY = /\$\s?\d/;
/**
 * "How much was the family pack?": what a thing cost, which a sum states ("8,600 Family Four-Packs
 * sold" counts them); "how much was the lift?" asks a change, which any figure states.
 */
const ASKS_WHAT_IT_COST =
  /\bhow much (is|was|are|were) (the|a|an|that|this|those|these|their|each|one) (?!([a-z'-]+ ){0,3}(lift|increase|growth|rise|jump|drop|decrease|boost|difference|improvement|gain|change|bump|reach|return|roi|impact|savings?|traffic|engagement)\b)[a-z' -]+$/;

/** A question about what a client said ("who was the quote from?"), which a case study's quote answers. */
const ASKS_FOR_A_QUOTE =
  /\b(who|testimonials?|(her|his|their) (job )?(title|role|position)|(?<!\b(?:get|got|gets|getting|request|requested|requesting|ask for|asked for|receive|received|reach|reached|see|saw|find|found) (?:(?:a|an|the|their|your|my|our|any) )?(?:(?:price|online|instant|free|written|fast|quick) )?)quotes? (from|by|on|in|for)|client quotes?|(say|said|spoke|talked) ((anything|something) )?about|(have|had) (anything|something) to say|what did [a-z' ]{1,80} say)\b/;
/** "What did their head of growth say about you?", "did the client say anything about it?": what was said, which only a quote answers. */
const ASKS_WHAT_WAS_SAID =
  /\b(testimonials?|client quotes?|who (said|says|wrote|told)\b|what (did|does|do|has|have) [a-z'& ]{1,80} (say|said|think|thought)|what [a-z'& ]{1,80} (said|thought) about|(did|does|do|has|have) [a-z'& ]{1,80} (say|said) (anything|something)|(have|had) (anything|something) to say)\b/;
const QUOTES = /"[^"]{8,}"|“[^”]{8,}”/;
/** "What did people win…?", "what do they get…?": the verb after who did it is what is asked. */
const DID_WHAT =
  /\bwhat (did|do|does|will|would|could|can) (people|they|you|u|it|he|she|we|customers|users|guests|kids|fans|participants|winners|shoppers|members) ([a-z]+)\b/;
/** "The old plan finder versus the new one": both sides of a comparison are what it asks about. */
const COMPARES = /\b(versus|vs\.?|(compare|compares|compared) (to|with|against)|in comparison|difference between|differ(s|ed)? from|before and after)\b/;
/** "What kinds of campaigns do you make?": the kinds of the work named, which the practice lists. */
const ASKS_KINDS = /\b(what|which) (kinds?|types?|sorts?) of\b/;
const MAKING = concept("make");

/**
 * A client's quote answers who said it, or what was said: each other word asked about is in its
 * own text ("who was the director of the Acme film?" is not answered by a marketing director's
 * quote that says nothing of the film, "who painted the murals?" not by the CEO's).
 */
function quoteSays(passage: Passage, focus: FocusWord[]): boolean {
  if (passage.field !== "quote") return true;
  // The case study's names (its client, its title) are what its quote is about.
  // So are the words that described the work ("the minor league team"): they say which client.
  return focus.every(
    (word) =>
      word.owned || THE_WORK.has(word.concept) || SAYING.has(word.concept) || passage.own.has(word.concept) || Boolean(passage.names?.has(word.concept)),
  );
}
/** Words for the engagement itself ("the quote on the Acme project") and for the client's person who gives it ("your main contact"). */
const THE_WORK = coverOf(
  "campaign project work client engagement account job contact main point person case study studies page site testimonial testimonials quote quotes vouch reference",
);
/** Words for giving a quote ("who gave the quote?"), which every quote does. */
const SAYING = coverOf("give gave given giving provide provided wrote write written behind attributed attribution speak spoke talk talked read hear");

/** A practice's sentence that tells a client's story (its results, or its overview's example). */
const tellsOfAClient = (passage: Passage, kb: KnowledgeBase) => kb.source.caseStudies.some((study) => passage.text.includes(study.client));

/** A text without the site's own names (practices, clients): what is left names something asked for, or not. */
function withoutKnownNames(text: string, kb: KnowledgeBase): string {
  let own = knownNames.get(kb);
  if (!own) {
    // A case study's headline figures ("Under-40 share of new accounts up to 29%") name nothing either.
    const headlines = kb.source.caseStudies.flatMap((study) => [study.metrics.primary, ...study.metrics.secondary]);
    // Its clients by their full names and their short ones ("Acme" for "Acme Coffee Roasters"), and its campaigns' names.
    const clients = kb.source.caseStudies.flatMap((study) => [study.client, study.client.split(" ")[0], ...campaignNames(study)]);
    own = [
      ...headlines,
      siteConfig.name,
      siteConfig.address.locality,
      "Downtown",
      "LA",
      ...kb.source.services.map((service) => service.title),
      ...clients,
    ].sort((a, b) => b.length - a.length);
    knownNames.set(kb, own);
  }
  let rest = text;
  for (const name of own) if (rest.includes(name)) rest = rest.split(name).join("it");
  return rest;
}
/** The site's own names, longest first, for each version of the content. */
const knownNames = new WeakMap<KnowledgeBase, string[]>();

/** Sources that can answer a who-question: people and organizations, not a campaign's description. */
/** "Who was it for?", "who was the client?": whose work it was, which a case study's name says. */
const ANSWERS_WHO = /^(fact:(about|clients|team|contact|legal-name|case-count)|faq:|careers|vendors)/;

/**
 * A part whose source only a text match found: it answers a question that asks about something,
 * never one whose every word was the visitor's own story or the way of asking ("before you spend
 * our money, do you look at what we already have running?"), which any text would "cover".
 */
function foundByWordsOnly(part: Part, evidence: Evidence): boolean {
  const hits = [
    ...evidence.faq.map((hit) => [`faq:${hit.item.id}`, hit.reason] as const),
    ...evidence.services.map((hit) => [`service:${hit.item.slug}`, hit.reason] as const),
    ...evidence.caseStudies.map((hit) => [`case-study:${hit.item.id}`, hit.reason] as const),
  ];
  const reasons = hits.filter(([source]) => source === part.source).map(([, reason]) => reason);
  return reasons.length > 0 && reasons.every((reason) => reason.startsWith("text match"));
}

/** A price asked of the client ("what did they charge", "their prices"), not of us. */
const THEIR_PRICE = /\b(they|their|them)\b/;

/** Whether a part's source is a FAQ entry on pricing (what the work costs, how it is billed). */
const isPricingEntry = (source: string, kb: KnowledgeBase) => source.startsWith("faq:") && kb.faq(source.slice(4))?.topic === "pricing";

/** The concepts of money a pricing entry shares with any question about money. */
const MONEY = coverOf(SUBJECT_WORDS.pricing ?? "");
/** Whether a question says a word of an entry's own question that is no word of money ("cancel" of "…pause or cancel a project?"). */
function askedByItsOwnWords(member: Part, focus: FocusWord[], kb: KnowledgeBase): boolean {
  const entry = kb.faq(member.source.slice(4));
  if (!entry) return false;
  const asked = coverOf(entry.question, ...entry.variants);
  return focus.some((word) => asked.has(word.concept) && !MONEY.has(word.concept));
}

export type QuestionCheck = {
  question: string;
  focus: FocusWord[];
  form: string;
  answeredBy: Part[];
  missing: string[];
};

/**
 * Whether one piece of work's reply says a platform asked only apart from the rest of what is asked
 * that it says: "did Acme grow on TikTok?" is not answered by its headline's "follower growth" (on
 * Instagram) beside a line that says it made videos for TikTok.
 */
function saysApartOfTheWork(candidate: { members: Part[]; text: string }, asked: FocusWord[], kb: KnowledgeBase): boolean {
  if (candidate.members.length !== 1 || !candidate.members[0].source.startsWith("case-study:")) return false;
  const about = aboutOfPart(candidate.members[0].source, kb);
  const words = asked.filter((word) => !word.owned && !about.has(word.concept));
  // (So is a season: "the occupancy now in summer" is no winter occupancy beside a summer sell-out.)
  const platforms = words.filter((word) => IS_PLATFORM.test(word.word) || SEASON.test(word.word));
  const whole = coverOf(candidate.text);
  const others = words.filter((word) => !platforms.includes(word) && whole.has(word.concept));
  if (platforms.length === 0 || others.length === 0) return false;
  const sentences = sentencesOf(candidate.text).map((sentence) => coverOf(sentence));
  return !platforms.every((word) => sentences.some((said) => said.has(word.concept) && others.some((other) => said.has(other.concept))));
}

/** Each question of the message, with the parts of the draft that answer it and what it lacks. */
export function checkQuestions(evidence: Evidence, kb: KnowledgeBase, parts: Part[]): QuestionCheck[] {
  const { reading } = evidence;
  const answers = parts.filter((candidate) => !NOT_ANSWERS.has(candidate.source));
  // Several case studies or practices together answer a question about several ("the Acme and Globex campaigns").
  // So do several FAQ answers or facts, each on its subject ("your pricing and timelines").
  const groups = [["case-study"], ["service"], ["faq", "fact"]]
    .map((kinds) => answers.filter((candidate) => kinds.some((kind) => candidate.source.startsWith(`${kind}:`))))
    .filter((group) => group.length > 1);
  const candidates: { members: Part[]; text: string; cover: Set<string>; subject?: Subject; source: string }[] = [
    ...answers.map((answer) => ({
      members: [answer],
      text: answer.text,
      cover: new Set([...coverOfPart(answer, kb), ...(answer.covers ?? [])]),
      subject: answer.subject,
      source: answer.source,
    })),
    ...groups.map((group) => ({
      members: group,
      text: group.map((member) => member.text).join(" "),
      cover: new Set(group.flatMap((member) => [...coverOfPart(member, kb), ...(member.covers ?? [])])),
      source: group[0].source,
    })),
  ];
  // A question that names a client is answered by that client's work, not by a general fact
  // ("how fast could people get a quote after you rebuilt Acme's plan finder?" is no price list).
  // (Not one named as who writes: "I'm from Acme, how can I reach the team?")
  const message = normalize(evidence.message);
  const writesFrom = (client: string) =>
    [client, ...clientNames(client)].some((name) =>
      new RegExp(String.raw`\b(i'?m|i am|i work|we'?re|we are|this is [a-z]+)( (from|at|with|for))?( the)? ${escapeRegExp(normalize(name))}\b`).test(message),
    );
  const clients = evidence.fromHistory ? [] : evidence.caseStudies.filter((hit) => hit.score >= NAMED && !writesFrom(hit.item.client)).map((hit) => hit.item);
  const asksAPrice = evidence.question.subjects.includes("pricing");
  return reading.questions.map((question, index) => {
    const focus = reading.focus[index];
    const { form } = readQuestion(question);
    const needsFigure = asksFigure(question, evidence);
    const durationAsked = ASKS_DURATION.test(question) && !evidence.question.subjects.some((subject) => ANSWER_TYPES[subject]?.asks.test(question));
    let missing: string[] | null = null;
    const answeredBy: Part[] = [];
    // Every word of a yes-or-no question is what it asks about ("do you handle permits?").
    const compares = COMPARES.test(question);
    const strict = form === "yes-no" || compares;
    // The words that make it a comparison ("compared to") are how it asks, not what about; so are
    // the words of where to look for the places asked ("where in LA…").
    const lookIn = whereToLook(question);
    // (The nearest story to the visitor's kind says it is not theirs: their kind's words are not asked of it.)
    const theirKind = evidence.nearStory ? new Set(kindWords(evidence.reading.text, true)) : new Set<string>();
    const asked = (compares ? focus.filter((word) => !/^(compar|differ|versus|before|after)/.test(word.word)) : focus).filter(
      (word) => !lookIn.has(word.concept) && !theirKind.has(word.word),
    );
    // "Your pricing compared to other agencies?": a side the question leaves no word of (others,
    // the rest) is one the site never describes, so nothing covers the comparison.
    const otherSide =
      compares && !/\bbefore (and|vs\.?|versus|compared to|or) after\b/.test(question)
        ? (/\b(?:versus|vs\.?|compared? (?:to|with|against)|compares (?:to|with|against)|differ(?:s|ed)? from)\s+(.+)$/.exec(question)?.[1] ?? null)
        : null;
    // A yes-or-no question of its own whose every word was the story or the asking ("…do you look at
    // what we already have running?"): no "Yes." from a text found by its words; not a second
    // question or a follow-up, which asks of what came before.
    const asksNothingOfItsOwn =
      form === "yes-no" && asked.length === 0 && reading.questions.length === 1 && !evidence.question.refersBack && !evidence.fromHistory;
    const sideMissing = otherSide !== null && !tokenize(otherSide).some((word) => asked.some((focused) => focused.concept === concept(word)));
    // "What did people win for finishing?": what they did is what is asked, never the word an answer leaves out.
    const doneWord = DID_WHAT.exec(question)?.[3];
    const done = doneWord && !isScaffoldWord(doneWord) ? asked.find((word) => word.word === doneWord) : undefined;
    const alternatives = orPairs(question, asked);
    // (A word that pointed at the work is said by being that work: "athletics or pro sports teams"
    // of the sports client's story.)
    const pointing = new Set(asked.filter((word) => word.owned).map((word) => word.concept));
    const lengthAsked = ASKS_DURATION.test(question) || ANSWER_TYPES.timeline!.asks.test(question);
    const thing = thingAskedFor(question);
    for (const candidate of candidates) {
      // "Any work for hotels or resorts?": either one said answers it.
      // ("How many weeks did you spend on it start to finish?": the words of time are how a length is
      // asked, which a part stating a length answers.)
      const lengthStated = lengthAsked && statesLength(question, candidate.text);
      const askedOfIt = asked.filter((word) => {
        if (lengthStated && LENGTH_ASKING.has(word.concept)) return false;
        // ("How long was the dental project start to finish?": the length of the work, whole.)
        if (lengthStated && END_TO_END.test(question) && ENDS.has(word.concept) && candidate.source.startsWith("case-study:")) return false;
        const other = alternatives.get(word.concept);
        return !other || candidate.cover.has(word.concept) || !(candidate.cover.has(other) || pointing.has(other));
      });
      // An overview (every case study's headline, every practice's steps, the portfolio) answers only what it fully covers.
      const result = coverage(askedOfIt, candidate.cover, { strict: strict || OVERVIEWS.has(candidate.source), generic: practiceWords(kb) });
      const lacking = result.missing.map((word) => word.word);
      const typed = WH_FORMS.has(form)
        ? evidence.question.subjects.find((subject) => ANSWER_TYPES[subject]?.asks.test(question) && candidate.subject !== subject)
        : undefined;
      const aboutClient =
        clients.length === 0 ||
        candidate.members.some((member) => clients.some((client) => member.caseStudyId === client.id || member.text.includes(client.client)));
      const kind = kindMissing(question, candidate.text, evidence, kb);
      if (asksNothingOfItsOwn && candidate.members.every((member) => foundByWordsOnly(member, evidence) && !member.forWhoWrites))
        lacking.push("(what is asked)");
      // "How much money did they end up raising?" is no question about our prices: an entry on
      // pricing found by its words alone ("how much", "money") answers only a question read as one.
      // (Found by a word of its own question that is no word of money, it is asked: "what if we
      // need to cancel?" of the entry on pausing or cancelling a project.)
      else if (
        !asksAPrice &&
        candidate.members.every((member) => isPricingEntry(member.source, kb) && foundByWordsOnly(member, evidence) && !askedByItsOwnWords(member, focus, kb))
      )
        lacking.push("(a price asked)");
      // "Whats the cheapest price they put on the trucks?" of a client's work asks the client's
      // prices, which our price list never states.
      else if (
        asksAPrice &&
        evidence.caseStudies.length > 0 &&
        THEIR_PRICE.test(question) &&
        !OUR_PRICE.test(question) &&
        candidate.members.every((member) => isPricingEntry(member.source, kb))
      )
        lacking.push("(the client's price)");
      else if (sideMissing) lacking.push("(both sides)");
      else if (thing.some((word) => !candidate.cover.has(word))) lacking.push("(the thing asked for)");
      else if (done && !candidate.cover.has(done.concept)) lacking.push(done.word);
      else if (!aboutClient) lacking.push("(the client named)");
      // "Which campaign failed?", "what went wrong?": only a story's own results speak to how its
      // work went (its figures answer the premise); a practice or an entry that never says it went badly does not.
      else if (WENT_BADLY.test(question) && !candidate.source.startsWith("case-study:") && !WENT_BADLY.test(candidate.text)) lacking.push("(what went badly)");
      else if (needsFigure && !countsWhatIsAsked(question, candidate.text, focus)) lacking.push("(a figure)");
      else if (ASKS_WHAT_IT_COST.test(question.replace(/[?.!\s]+$/, "")) && !STATES_MONEY.test(candidate.text)) lacking.push("(a price)");
      else if (kind) lacking.push(kind);
      else if (asksForNames(question) && !namesWhatIsAsked(question, withoutKnownNames(candidate.text, kb))) lacking.push("(a name)");
      else if (typed && !statesType(typed, question, candidate.text)) lacking.push(`(${typed})`);
      else if (!typed && durationAsked && !statesLength(question, candidate.text)) lacking.push("(a duration)");
      else if (
        (ASKS_DURATION.test(question) || ANSWER_TYPES.timeline!.asks.test(question)) &&
        !durationOfWhatIsAsked(
          question,
          focus,
          candidate.text,
          new Set(candidate.members.flatMap((member) => [...aboutOfPart(member.source, kb), ...(member.covers ?? [])])),
        )
      )
        lacking.push("(the duration asked)");
      else if (ASKS_FREQUENCY.test(question) && !FREQUENCY.test(candidate.text)) lacking.push("(how often)");
      else if (ASKS_WHEN.test(question) && !typed && !TIME.test(candidate.text) && (ASKS_SEASON.test(question) || !SOON.test(candidate.text)))
        lacking.push("(a time)");
      else if (ASKS_WHAT_WAS_SAID.test(question) && !QUOTES.test(candidate.text)) lacking.push("(a quote)");
      // ("Who was it for?" of a piece of work described is answered by the client its line names.)
      else if (
        form === "who" &&
        !ANSWERS_WHO.test(candidate.source) &&
        !candidate.members.every((member) => member.answersWho) &&
        !(ASKS_WHO_DID.test(question) && DONE_BY.test(candidate.text)) &&
        !(ASKS_WHOSE_WORK.test(question) && candidate.members.every((member) => member.caseStudyId))
      )
        lacking.push("(a who)");
      else if (result.covered && saysApartOfTheWork(candidate, askedOfIt, kb)) lacking.push("(said together)");
      else if (result.covered) {
        answeredBy.push(...candidate.members);
        continue;
      }
      if (!missing || lacking.length < missing.length) missing = lacking;
    }
    return { question, focus, form, answeredBy, missing: answeredBy.length ? [] : (missing ?? focus.map((word) => word.word)) };
  });
}

/** Two focus words a question offers as either one ("hotels or resorts"), each to the other, as concepts. */
function orPairs(question: string, focus: FocusWord[]): Map<string, string> {
  const pairs = new Map<string, string>();
  const asked = new Map(focus.map((word) => [word.word, word.concept]));
  for (const match of question.matchAll(/\b([a-z-]+),? or ([a-z-]+)\b/g)) {
    const [a, b] = [asked.get(match[1]), asked.get(match[2])];
    if (a && b && a !== b) pairs.set(a, b).set(b, a);
  }
  return pairs;
}

/** Words that only say a length is asked ("how long did you spend", "start to finish"). */
const LENGTH_ASKING_WORDS = "spend spent";
const LENGTH_ASKING = coverOf(LENGTH_ASKING_WORDS);
const END_TO_END = /\b(start|beginning) (to|till|until) (finish|end)\b/;
const ENDS = coverOf("start beginning finish end");

/** The words a question about time uses for time itself ("how long", "turnaround", "weeks"). */
const TIME_WORDS = coverOf(
  `${SUBJECT_WORDS.timeline} ${WORK_NOUNS} typically usually normally average generally realistically roughly about approximately than effort push around start finish beginning end kickoff ${LENGTH_ASKING_WORDS}`,
);

/**
 * Whether a part states the length of what is asked: a sentence of it with a length, read with
 * what its FAQ entry is about, says every word asked, but one of three or more ("how fast do you send the estimate
 * after the first meeting?" is not answered by the meeting's 45 minutes).
 */
function durationOfWhatIsAsked(question: string, focus: FocusWord[], text: string, about: Set<string>): boolean {
  const asked = focus.filter((word) => !word.owned && !TIME_WORDS.has(word.concept) && !about.has(word.concept));
  if (asked.length === 0) return true;
  return sentencesOf(text)
    .filter((sentence) => statesLength(question, sentence) || ANSWER_TYPES.timeline!.states.test(sentence))
    .some((sentence) => {
      const says = coverOf(sentence);
      return asked.filter((word) => !says.has(word.concept)).length <= (asked.length >= 3 ? 1 : 0);
    });
}

/**
 * A FAQ answer of several lengths, asked for one ("how quickly can you turn around a social content
 * sprint?"): the sentence that states that one, without the lengths of what was not asked (the
 * sentences that state no length stay).
 */
export function toTheLengthAsked(parts: Part[], evidence: Evidence, kb: KnowledgeBase): Part[] {
  const asked = questionsAsked(evidence);
  if (asked.length !== 1) return parts;
  const [{ question, focus }] = asked;
  if (!ASKS_DURATION.test(question) && !ANSWER_TYPES.timeline!.asks.test(question)) return parts;
  const states = (sentence: string) => DURATION.test(sentence) || ANSWER_TYPES.timeline!.states.test(sentence);
  return parts.map((answer) => {
    if (!answer.source.startsWith("faq:")) return answer;
    const about = aboutOfPart(answer.source, kb);
    const words = focus.filter((word) => !word.owned && !TIME_WORDS.has(word.concept) && !about.has(word.concept));
    if (words.length === 0) return answer;
    const sentences = sentencesOf(answer.text);
    const says = sentences.map((sentence) => states(sentence) && words.every((word) => coverOf(sentence).has(word.concept)));
    const timed = sentences.filter(states).length;
    const saying = says.filter(Boolean).length;
    if (saying === 0 || saying === timed) return answer;
    const keep = sentences.map((sentence, index) => !states(sentence) || says[index]);
    return part(
      (wording) => {
        const said = sentencesOf(answer.say(wording));
        return (said.length === sentences.length ? said.filter((_, index) => keep[index]) : said).join(" ");
      },
      { ...answer },
    );
  });
}

/** What a part is about besides what it says: its FAQ entry's question, its case study's or practice's names. */
function aboutOfPart(source: string, kb: KnowledgeBase): Set<string> {
  const [kind, id] = source.split(/:(.*)/s);
  if (kind === "faq") {
    const entry = kb.faq(id);
    return entry ? coverOf(entry.question) : new Set();
  }
  if (kind === "case-study") {
    const study = kb.source.caseStudies.find((candidate) => candidate.id === id);
    return study
      ? coverOf(
          study.client,
          ...nameWordsOtherwise(study.client),
          study.title,
          entityWords(study, kb.source.caseStudies),
          ...campaignNames(study),
          ...clientPlaces(kb, id),
        )
      : new Set();
  }
  if (kind === "service") {
    const service = kb.source.services.find((candidate) => candidate.slug === id);
    return service ? coverOf(service.title, entityWords(service)) : new Set();
  }
  if (kind === "fact") {
    const fact = kb.facts.find((candidate) => candidate.id === source);
    return fact ? coverOf(SUBJECT_WORDS[fact.subject] ?? "") : new Set();
  }
  return new Set();
}

/** Parts about all the work at once, which answer "which of them…" only by covering every word of it. */
const OVERVIEWS = new Set(["results", "process", "portfolio"]);

/** Business roles WordNet does not read as people in their first sense. */
const BUSINESS_ROLES = new Set([
  "ceo",
  "cmo",
  "coo",
  "cfo",
  "vp",
  "president",
  "director",
  "directors",
  "founder",
  "founders",
  "staff",
  "employees",
  "influencer",
  "influencers",
]);
/** People a passage can name, by their role: a noun for a person ("chemists", "hygienists"), from general language knowledge. */
// (Written in lower case: "Californians" and "Angelenos" are who saw the work, not who made it.)
const ROLE = {
  test: (text: string) =>
    tokenize(text).some((word) => BUSINESS_ROLES.has(word)) ||
    (text.match(/(?<![A-Za-z])[a-z][a-z-]+/g) ?? []).some((word) => !AUDIENCE.has(word) && isPersonNoun(word)),
};
/** Nouns for people in general: the audience of a campaign is no one who did the work. */
const AUDIENCE = new Set([
  "client",
  "clients",
  "customer",
  "customers",
  "consumer",
  "consumers",
  "visitor",
  "visitors",
  "people",
  "person",
  "user",
  "users",
  "member",
  "members",
  "owner",
  "owners",
  "patient",
  "patients",
  "buyer",
  "buyers",
  "shopper",
  "shoppers",
  "viewer",
  "viewers",
  "audience",
  "fan",
  "fans",
  "follower",
  "followers",
  "reader",
  "readers",
  "family",
  "families",
  "adult",
  "adults",
  "kid",
  "kids",
  "child",
  "children",
  "parent",
  "parents",
  "student",
  "students",
  "local",
  "locals",
  "resident",
  "residents",
  "neighbor",
  "neighbors",
]);
/** Words that say the work went badly. */
const WENT_BADLY =
  /\b(fail|failed|fails|failure|failures|flop|flopped|flops|went wrong|go wrong|gone wrong|worst|mistakes?|underperform\w*|backfired|regrets?)\b/;

/**
 * The kind of thing "which …" asks for ("which radio station did they run on?": a radio station),
 * which an answer says or not at all: a line of other media answers no such question, however
 * many of its other words it says. Not a piece of work or a client, which every answer about one is.
 */
function thingAskedFor(question: string): string[] {
  // The word before the kind says which kind ("radio" of "radio station"); the kind itself may go
  // unsaid where a name of one is given ("KPFK", "TikTok").
  const match = /^(?:and |so |ok )?which ([a-z-]+) [a-z-]+ (?:did|do|does|is|are|was|were|has|have|had|can|could|would|will)\b/.exec(question);
  if (!match) return [];
  return [...coverOf(match[1])].filter((word) => !THE_WORK_ITSELF.has(word) && !CLIENT_WORDS.has(word));
}
const CLIENT_WORDS = coverOf(
  "client clients brand brands company companies business businesses customer customers one ones case study studies industry industries sector organization",
);

/** Words that ask what a person's role is ("job title", "position", "what does she do"). */
const ROLE_ASKED = coverOf("role job title position do does work");

/** A quote's attribution: "Client quote from Jane Doe, Marketing Director, Acme: …". */
const ATTRIBUTION = /\bquote from (?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?(?:[A-Z][a-z'’]*(?:-[A-Z][a-z'’]+)*\.? )+[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)*,/;

/** A passage as a part of the reply, introduced by what it is about. */
/** A text as a sentence: a full stop added where it ends without one. */
const sentence = (text: string) => (/[.!?]["”']?$/.test(text) ? text : `${text}.`);
export function passagePart(passage: Passage): Part {
  if (passage.source.startsWith("case-study:")) {
    const answersWho = ATTRIBUTION.test(passage.text) || ROLE.test(passage.text);
    // (Lines said together as one passage are each put in the visitor's language on their own.)
    const said = (t: (text: string) => string) => (passage.segments ? passage.segments.map((line) => sentence(t(line))).join(" ") : sentence(t(passage.text)));
    return part(({ p, t }) => p.caseStudyPassage(passage.label, said(t)), {
      source: passage.source,
      caseStudyId: passage.caseStudyId,
      answersWho,
    });
  }
  const said = (t: (text: string) => string) => (passage.segments ? passage.segments.map(t).join(": ") : t(passage.text));
  if (passage.source.startsWith("service:"))
    return part(({ p, t }) => p.practicePassage(t(passage.label), lowerFirst(sentence(said(t)))), { source: passage.source });
  if (passage.source.startsWith("fact:")) {
    return part(({ lang, t }) => (lang === "es" ? (passage.es ?? t(passage.text)) : passage.text), {
      source: passage.source,
      subject: passage.label as Subject,
    });
  }
  return part(({ t }) => sentence(t(passage.text)), { source: passage.source });
}

/** The two foci of "X or Y?" (the focus without Y, and without X), when the question offers two. */
function eitherOr(check: QuestionCheck): [FocusWord[], FocusWord[]] | null {
  const match = /\b((?:[a-z0-9'-]+ ){0,1}[a-z0-9'-]+) or ((?:[a-z0-9'-]+ ){0,1}[a-z0-9'-]+)\b/.exec(check.question);
  if (!match) return null;
  const left = coverOf(match[1]);
  const right = coverOf(match[2]);
  const withoutRight = check.focus.filter((word) => !right.has(word.concept) || left.has(word.concept));
  const withoutLeft = check.focus.filter((word) => !left.has(word.concept) || right.has(word.concept));
  if (withoutRight.length === check.focus.length || withoutLeft.length === check.focus.length) return null;
  return [withoutRight, withoutLeft];
}

/** A question about the agency's work and clients, which a case study's passage may answer. */
const ABOUT_THE_WORK =
  /\b(clients?|case stud(y|ies)|portfolio|examples?|customers?|companies)\b|\bbrands?\b(?! (film|films|video|videos|strategy|identity|guidelines|book|platform|refresh|awareness|story|voice|design|positioning|messaging|naming|system)\b)|\b(campaigns?|projects?|work|launch(es)?|engagements?) (you'?ve|you have|you did|you ran|you made|you launched|for|with)\b|\b(have|did) you (ever )?(run|done|made|launched|worked|shot|built|produced)\b/;

/** A question for the client's own person: who the agency worked with, its contact, its side. */
const WHO_AT_THE_CLIENT = /\b(work(ed|ing)? with|contact|side|point person|main person|talk(ed)? to|deal(t)? with|liaison|counterpart)\b/;

/** The fields of a practice or a case study written as prose, whose sentences tell more than they claim. */
const PROSE = /^(description|overview|challenge|strategy)\b/;

/** A question of what the visitor must do: evidence of what the agency does answers it, but not yes. */
const OBLIGES = /\b(have to|has to|need to|needs to|must|required)\b/;
/** "Do you shoot it or hire a production company?", "only video?": a choice, or a limit, that no yes answers ("influencers or creators?" asks about both). */
export const ONE_OR_THE_OTHER = process.env.NO_WHICH_OF_TWO
  ? /\b(only|just|exclusively|solely|instead)\b|\bor (do|does|did|is|are|was|were|would|will|can|could|should|you|u|y'?all|we|i|hire|use|outsource|contract|bring|go)\b/
  : // ("Was that paid or organic?", "is it remote or in person?": which of the two it was.)
    /\b(only|just|exclusively|solely|instead)\b|\bor (do|does|did|is|are|was|were|would|will|can|could|should|you|u|y'?all|we|i|hire|use|outsource|contract|bring|go)\b|^(is|was|are|were) (it|that|this|they|those|these)( [a-z'-]+){1,3},? or [a-z'-]+( [a-z'-]+)?\W*$/;

/** The thinking behind a piece of work: its idea, concept, insight or strategy. */
const ASKS_THE_IDEA =
  /\b(idea|concept|insight|strategy|thinking|approach) (behind|for|of|was|with)\b|\bwhat was the (big )?(idea|concept|insight|strategy|thinking|approach)\b/;

const IDEA_WORDS = coverOf("idea ideas concept concepts insight insights strategy thinking approach big behind");

/** A question of making something ("build", "develop", "code"), not of what is used. */
const MAKES_A_THING = /\b(build|builds|building|built|make|makes|making|develop|develops|developing|code|coding|program|create|creating|design|designing)\b/;

/** Other companies, named by what they do ("PR firms", "media agencies", "specialist shops"). */
const FIRMS = /^(firms?|agenc(y|ies)|shops?|compan(y|ies)|vendors?|partners?|outfits?|houses?)$/;

/** Whether a text says a concept only as what other firms do ("PR firms"), never as the agency's own work. */
function saidOnlyOfOtherFirms(text: string, meaning: string): boolean {
  const words = tokenize(text.toLowerCase());
  const at = words.flatMap((word, index) => (concept(word) === meaning ? [index] : []));
  return at.length > 0 && at.every((index) => FIRMS.test(words[index + 1] ?? ""));
}

/** The passages that answer a question no rule answered, as parts of the reply. */
/** A question about working here: jobs, hiring, internships, freelancing, applying. */
const ASKS_ABOUT_JOBS =
  /\b(jobs?|careers?|hir(e|es|ed|ing)|recruit\w*|intern(s|ship|ships)?|freelanc\w*|apply|applying|application|positions?|openings?|roles?|résumé|resume|cv|salar(y|ies)|work (for|at) (you|u|your|northlight))\b/;
const isCareersEntry = (source: string, kb: KnowledgeBase) => source.startsWith("faq:") && kb.faq(source.slice(4))?.topic === "careers";

export function passageParts(evidence: Evidence, kb: KnowledgeBase, check: QuestionCheck, intent: string): Part[] {
  const namedStudies = evidence.caseStudies.filter((hit) => hit.score >= NAMED).map((hit) => hit.item);
  const named = namedStudies.map((study) => `case-study:${study.id}`);
  // The words that name the client asked of ("how long is the Acme film?") say which work: no line
  // of it need say the name, nor say it beside what is asked. (A yes or no is asked of every word:
  // "did Acme's sales go up here too or just LA?" is no LA line's.)
  const naming =
    namedStudies.length && check.form !== "yes-no"
      ? coverOf(...namedStudies.flatMap((study) => [study.client, ...nameWordsOtherwise(study.client)]))
      : undefined;
  // "How long did that project take?" points at a piece of work: when neither the question nor the
  // conversation says which, no sentence found by its other words is about it.
  if (POINTS_AT_A_WORK.test(check.question) && !named.length && !evidence.fromHistory && !evidence.services.some((hit) => hit.score >= NAMED)) return [];
  const fromHistory = evidence.fromHistory
    ? [
        ...evidence.caseStudies
          .filter((hit) => hit.score >= MEANT)
          .slice(0, 1)
          .map((hit) => `case-study:${hit.item.id}`),
        ...evidence.services
          .filter((hit) => hit.score >= MEANT)
          .slice(0, 1)
          .map((hit) => `service:${hit.item.slug}`),
      ]
    : [];
  // A job seeker's or a supplier's question is answered from the FAQ written for them.
  const forThem =
    intent === "employment" || intent === "vendor"
      ? kb.source.faq.filter((entry) => entry.topic === (intent === "employment" ? "careers" : "partners")).map((entry) => `faq:${entry.id}`)
      : [];
  // "Who was quoted on the movie theater campaign?": the one client its industry's word points at.
  const industry = evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY);
  // So is "who did you work with at the dental group?": the person its quote is from.
  const ofTheClient = ASKS_ABOUT_A_QUOTE.test(check.question) || (check.form === "who" && WHO_AT_THE_CLIENT.test(check.question));
  const quotedOf = industry.length === 1 && ofTheClient ? [`case-study:${industry[0].item.id}`] : [];
  // "Have you worked with a nonprofit music program?": work for a kind of client, which only the
  // stories of that kind answer (not a FAQ line that says "licensed music").
  const ofTheKind = WORKED_FOR_A_KIND.test(check.question) ? industry.map((hit) => `case-study:${hit.item.id}`) : [];
  const sources = named.length
    ? new Set(named)
    : fromHistory.length
      ? new Set(fromHistory)
      : quotedOf.length
        ? new Set(quotedOf)
        : forThem.length
          ? new Set(forThem)
          : ofTheKind.length
            ? new Set(ofTheKind)
            : undefined;
  // A question about the agency ("how many employees do you have?") is not answered by a client's
  // case study; one about the work ("which campaigns ran in Sacramento?") may be.
  const aboutWork = Boolean(sources) || ABOUT_THE_WORK.test(check.question);
  // "Who's the quote from?" about the case study just read: its quote names who.
  const kinds = check.form === "who" && !sources ? ["faq", "fact"] : aboutWork ? undefined : ["service", "faq", "fact"];
  const typed = answerTypes(check.form, evidence, check.question);
  const figure = asksFigure(check.question, evidence);
  // A practice or a case study the message points at covers what it is about; a sentence of the
  // prose of one found only by its words across the site (its overview, a client's challenge) must
  // say what is asked itself: "can we pay by credit card?" is not answered by the digital
  // practice's "a campaign meets a credit card" and its "paid search". Its lines of what it does
  // ("marketing automation in HubSpot…") are about their practice, and answer for its words.
  const meant = new Set([
    ...evidence.services.filter((hit) => hit.score >= MEANT).map((hit) => `service:${hit.item.slug}`),
    ...evidence.caseStudies.filter((hit) => hit.score >= MEANT).map((hit) => `case-study:${hit.item.id}`),
  ]);
  const unmeant = (passage: Passage) =>
    /^(service|case-study):/.test(passage.source) &&
    PROSE.test(passage.field) &&
    !meant.has(passage.source) &&
    check.focus.some((word) => !word.owned && !passage.own.has(word.concept));
  // What the question asks, read once rather than for every passage weighed.
  const outcomeNotBackstory = ABOUT_OUTCOME.test(check.question) && !ASKS_WHAT_WAS_MADE.test(check.question) && !ASKS_BACKSTORY.test(check.question);
  const forAQuote = ASKS_FOR_A_QUOTE.test(check.question);
  const quoteAsked = ASKS_WHAT_WAS_SAID.test(check.question);
  const namesAsked = asksForNames(check.question);
  // (Nor is "do you do apps?" a question of a tool: a yes or no is about what the agency does.)
  const makesAThing = MAKES_A_THING.test(check.question) || check.form === "yes-no";
  // "Who did you work with at Acme?": the person the client's quote is from, before anyone its lines name.
  const whoAtTheClient = check.form === "who" && WHO_AT_THE_CLIENT.test(check.question);
  const prefer = whoAtTheClient ? ["quote"] : [];
  // Asked of one client only by the words that point at it ("who did you work with at the minor
  // league team?"), nothing is left for a line to say: its quote names the person.
  if (whoAtTheClient && sources?.size === 1 && check.focus.every((word) => word.owned)) {
    const quote = kb.passages().find((passage) => sources.has(passage.source) && passage.field === "quote");
    if (quote) return [passagePart(quote)];
  }
  const search = (
    within: Set<string> | undefined,
    about: boolean,
    ofKinds: string[] | undefined,
    tolerant = false,
    ignore?: Set<string>,
    naming?: Set<string>,
  ) =>
    findPassages(kb.passages(), {
      focus: check.focus,
      naming,
      prefer,
      sources: within,
      tolerant,
      figure,
      kinds: ofKinds,
      ignore,
      // A practice's results are its clients' stories: an answer about the work, not about the agency.
      exclude: (passage) =>
        (!within && unmeant(passage)) ||
        // What happened is not answered by what came before it ("did their sign-ups double?").
        (passage.field.split(".")[0] === "challenge" && outcomeNotBackstory) ||
        (!about && passage.source.startsWith("service:") && (passage.field.startsWith("results") || tellsOfAClient(passage, kb))) ||
        (passage.field === "quote" && (!forAQuote || !quoteSays(passage, check.focus))) ||
        // A tool the agency uses is no answer to making one: "do you build apps?" is not answered by
        // a line that says "apps" only by being one of the practice's tools.
        (makesAThing && passage.field.startsWith("capabilities") && check.focus.some((word) => word.specific && !coverOf(passage.text).has(word.concept))) ||
        // Nor is another firm that does it: "do you do PR?" is not answered by "we collaborate with… PR firms".
        (check.form === "yes-no" && check.focus.some((word) => word.specific && saidOnlyOfOtherFirms(passage.text, word.concept))) ||
        // A client's question is not answered from what is written for job seekers ("do your media
        // and creative people talk to each other?" is no hiring path), unless it asks about jobs.
        (intent !== "employment" && isCareersEntry(passage.source, kb) && !ASKS_ABOUT_JOBS.test(check.question)),
      accept: (passage) =>
        typed.every((type) => type.test(passage.text)) &&
        (!figure || countsWhatIsAsked(check.question, passage.text, check.focus)) &&
        !kindMissing(check.question, passage.text, evidence, kb) &&
        (!namesAsked || namesWhatIsAsked(check.question, withoutKnownNames(passage.text, kb))) &&
        (!quoteAsked || QUOTES.test(passage.text)) &&
        // "Who designed the murals?" is answered by a line that names someone, not the client's backstory.
        (check.form !== "who" || ANSWERS_WHO.test(passage.source) || ROLE.test(passage.text) || ATTRIBUTION.test(passage.text)) &&
        // "Who did you work with at Acme?" is the person its quote is from: not a line about its customers.
        (!whoAtTheClient || ATTRIBUTION.test(passage.text)),
    });
  // A couple of everyday words ("what info should I include?") are too little to find a passage
  // by across the whole site: a name or a trade term, or three words, are.
  let found =
    !sources && !check.focus.some((word) => word.specific) && check.focus.length < 3 ? [] : search(sources, aboutWork, kinds, false, undefined, naming);
  // A practice or a case study the message points at by what it was about ("how many routes do
  // you show when you pitch creative?", "how many artists did the murals?") answers what one of
  // its own lines says in full.
  // "Who's Priya Raman?": a person the site names only in a client's quote is that quote's author;
  // "who is Sal?", one a case study's line names with what they are ("81-year-old founder Sal Kessler").
  if (!found.length && check.form === "who" && !sources && check.focus.some((word) => word.specific)) {
    found = findPassages(kb.passages(), {
      focus: check.focus,
      kinds: ["case-study"],
      exclude: (passage) => (passage.field === "quote" ? !quoteSays(passage, check.focus) : !ROLE.test(passage.text)),
    });
  }
  // Not for a question about the agency itself ("is there a Northlight TikTok account?"): a client's story is no answer to it.
  const aboutUs = new RegExp(String.raw`\b(you|your|yours|${AGENCY}|y'?all|u|ur)\b`).test(check.question) && !aboutWork;
  if (!evidence.fromHistory && !sources && check.form !== "who") {
    const meantPractice = evidence.services.find((hit) => hit.score >= MEANT)?.item;
    const practice = meantPractice ? [`service:${meantPractice.slug}`] : [];
    const work = evidence.caseStudies
      .filter((hit) => hit.score >= MEANT)
      .slice(0, 2)
      .map((hit) => `case-study:${hit.item.id}`);
    // Within the practice meant, one everyday word of a longer question may be left over, as in a
    // composed answer; the words of its name are what every line of it is about, and rank none
    // ("which social platforms?" is its line naming platforms, not "social listening").
    // The FAQ entry the question's words find best is weighed the same way, before the practice: its
    // sentence that says all but one everyday word of a long question ("how far ahead of the shoot do
    // you need our product samples?") is more to the point than a practice's.
    const strongEntry = evidence.faq.find((hit) => hit.reason.startsWith("text match") && hit.score >= STRONG_FAQ_SCORE)?.item;
    if (!found.length && strongEntry && check.focus.length >= 4) found = search(new Set([`faq:${strongEntry.id}`]), aboutWork, undefined, true);
    if (!found.length && meantPractice) found = search(new Set(practice), aboutWork, undefined, check.focus.length >= 4, coverOf(meantPractice.title));
    if (!found.length && work.length && !aboutUs) found = search(new Set(work), true, undefined);
  }
  // "Have you run campaigns in the Bay Area or Sacramento?": each place, name or kind of work asked
  // about is answered on its own, from the case studies.
  if (!found.length) {
    const alternatives = aboutWork && !sources ? eitherOr(check) : null;
    if (!alternatives) return [];
    const each = alternatives.map((focus) => passageParts(evidence, kb, { ...check, focus, question: check.question.replace(/\bor\b/, " ") }, intent));
    if (each.some((parts) => parts.length === 0)) return [];
    return each.flat().map((line, index) => (index === 0 ? line : rephrase(line, (said) => (said.startsWith("\n") ? said : `\n${said}`))));
  }
  const lines = found.map(passagePart);
  if (lines.length > 1) return lines.map((line, index) => (index === 0 ? line : rephrase(line, (said) => `\n${said}`)));
  // ("For the shoot, do we need to sort out the permits ourselves?" is not answered yes by "we handle the permits".)
  if (evidence.question.form === "yes-no" && check.form === "yes-no" && !ONE_OR_THE_OTHER.test(check.question) && !OBLIGES.test(check.question))
    return [rephrase(lines[0], (said, { p }) => `${p.yes} ${said}`)];
  return lines;
}

/** A question about what happened ("did it sell?", "how many joined?"): a result answers it first. */
const ABOUT_OUTCOME =
  /\bhow (many|much)\b|^(did|has|have|was|were)\b|\b(increase|increased|growth|grow|grew|lift|rise|rose|drop|dropped|results?|get out of|cost per|worth it|pay off|paid off|outcome)\b/;

/** A question about what came before the work ("what was the problem?", "why did they need it?"). */
const ASKS_BACKSTORY = /\b(before|problem|challenge|why|originally|used to|at first|had been|goal|struggl\w*)\b/;

/** "What did you produce for them? How many articles?": what was made, not what it achieved. */
const ASKS_WHAT_WAS_MADE = new RegExp(
  String.raw`\b(did|do|have|has) (you|u|y'?all|${AGENCY}|they|the team) (actually |really |ever )?((end|ended) up )?(make|made|making|produce|produced|producing|create|created|creating|write|wrote|written|writing|shoot|shot|shooting|film|filmed|filming|build|built|building|publish|published|publishing)\b`,
);

/** The message's questions that ask about something ("ok, and how many…": not the "ok"). */
export function questionsAsked(evidence: Evidence): { question: string; focus: FocusWord[] }[] {
  return evidence.reading.questions
    .map((question, index) => ({ question, focus: evidence.reading.focus[index] ?? [] }))
    .filter((asked) => asked.focus.length > 0);
}

/** A question asking for a figure: "how many…", "by how much…", "what completion rate…", "what was the lift in…". */
export const ASKS_FIGURE = new RegExp(
  String.raw`\bhow (many|much)\b|${GREW_HOW_MUCH.source}|\bby how much\b|\bwhat( [a-z'-]+){0,4} (%|(percent|percentage|share|rate|ratio)\b)|\bwhat (was|were|is) (the|their|its) (lift|increase|growth|drop|decrease|change|gain|rise|jump)\b`,
);

/**
 * The words of a figure question that say only that something changed or was counted, or name
 * the kind of work or client measured ("the videos", "the company") rather than the measure.
 */
const CHANGE_WORDS = coverOf(
  "video videos film films ad ads post posts episode episodes campaign campaigns series content work project company brand client chain business lift lifts increase increased grow grew growth rise rose gain gained boost boosted improve improved improvement change changed drop dropped decline declined reduce reduced cut up down go went much many percent percentage share number numbers result results total overall get got see saw achieve achieved deliver delivered end ended final finally actually really " +
    // The verbs a visitor gets a figure with ("rack up", "pick up", "end up with", "bring in").
    "rack racked pick picked bring brought drive drove generate generated earn earned reach reached hit score scored pull pulled take took win won make made do did have had come came part manage managed move moved run ran cover covers covered handle handles handled roughly about approximately exactly " +
    // When the result came, which every result is ("afterwards", "since then").
    "afterwards afterward since later " +
    // Who was counted in general, and what the work was called.
    "new more extra additional viewers people folks persons person someone anyone they them program programme initiative effort launch launched rebrand rebranded redesign redesigned relaunch",
);

/** "How much did it go up?", "what was the lift?": a change, which a count ("120 hikes") does not state. */
const ASKS_CHANGE =
  /\b(go(es)? up|went up|go(es)? down|went down|grow|grew|growth|increase[ds]?|rise|rose|drop(ped)?|fall|fell|lift|improve[ds]?|decline[ds]?|jump(ed)?|climb(ed)?|reduce[ds]?|cut)\b/;
const STATES_CHANGE = /\d(\.\d+)?\s?(%|x\b|percent\b)|\b(times|doubled|tripled|halved|quadrupled)\b|\bfrom [\d$][^ ]* to [\d$]/i;

/** A season, a place or a language asked of a case study that never speaks of it ("its fall menu"). */
export function asksAnotherContext(evidence: Evidence, study: CaseStudy): boolean {
  const story = studyText(study).toLowerCase();
  const elsewhere = (word: string) => CONTRASTS.test(word) && !new RegExp(`\\b${escapeRegExp(word)}\\b`).test(story);
  if (evidence.reading.focus.flat().some((word) => elsewhere(word.word))) return true;
  // "We're in San Diego. Did sales go up down here too?": "here" is the place the visitor named.
  const { questions, text } = evidence.reading;
  return questions.some((question) => HERE.test(question)) && tokenize(normalize(text)).some(elsewhere);
}

/** A question asked of where the visitor is. */
const HERE = /\b((down|up|out|over|around) here|here too|in our (area|city|town|market|region|state)|near us|where we are)\b/;

/** One measure under several names: a brand's own online store is its direct-to-consumer channel. */

/** The words that tell places apart ("diego", "portland"), not the ones many share ("city", "new"). */
const SHARED_PLACE_WORDS = new Set([
  "san",
  "santa",
  "los",
  "las",
  "new",
  "long",
  "city",
  "beach",
  "area",
  "valley",
  "county",
  "state",
  "lake",
  "salt",
  "bay",
  "silicon",
  "orange",
  "washington",
  "dc",
  "york",
  "mexico",
]);
const PLACE_WORDS = [...new Set(PLACE_NAMES.flatMap((place) => place.toLowerCase().split(/\s+/)))].filter((word) => !SHARED_PLACE_WORDS.has(word));

/** Seasons, months, places and languages: what tells one figure of the same measure from another. */
const CONTRASTS = new RegExp(
  String.raw`^(${SEASONS}|holiday|holidays|q[1-4]|${MONTHS}|la|socal|norcal|${PLACE_WORDS.map(escapeRegExp).join("|")}|english|spanish|korean|chinese|mandarin|cantonese|japanese|vietnamese|tagalog|armenian|russian|arabic|french)$`,
);

const lexicons = new WeakMap<KnowledgeBase, Set<string>>();
/** Every word a case study's figures use, across the work: the measures the site reports. */
export function figureLexicon(kb: KnowledgeBase): Set<string> {
  let lexicon = lexicons.get(kb);
  if (!lexicon) {
    lexicon = coverOf(...kb.source.caseStudies.flatMap((study) => [study.metrics.primary, ...study.metrics.secondary, ...study.results]));
    lexicons.set(kb, lexicon);
  }
  return lexicon;
}

/**
 * The lines of a named case study that state the one figure a question asks for ("how much did
 * Acme's Spanish-language enrollments grow?"): a line with a number that says every word of the
 * measure asked (a fall menu's lift is not the summer menu's), counts what "how many" counts, and states
 * a change when a change is asked. Null when the question names no measure ("how much did Acme
 * grow?"), which the work's headline figures answer; `measure` counts the words of the measure.
 */
export function figureParts(evidence: Evidence, kb: KnowledgeBase, study: CaseStudy): { parts: Part[]; measure: number } | null {
  const [{ question, focus } = { question: "", focus: [] }] = questionsAsked(evidence);
  // The words that pick the work out: its names, and its industry's words that no figure uses
  // ("the coffee brand"; "stores" are counted).
  const lexicon = figureLexicon(kb);
  const industry = [...coverOf(entityWords(study, kb.source.caseStudies))].filter((meaning) => !lexicon.has(meaning));
  const names = new Set([...coverOf(study.client, study.title, ...campaignNames(study)), ...industry]);
  // A season, a place or a language is never a word of change ("fall" is no drop). One the work
  // speaks of anywhere is where or when it ran ("the e-bike campaign in LA"); one it never speaks
  // of ("its fall menu", "down here in San Diego") is another, which no line of it states.
  const story = studyText(study).toLowerCase();
  const inStory = (word: FocusWord) => new RegExp(`\\b${escapeRegExp(word.word)}\\b`).test(story);
  const contrast = (word: FocusWord) => CONTRASTS.test(word.word);
  if (asksAnotherContext(evidence, study)) return { parts: [], measure: 0 };
  const measure = focus
    .filter((word) => !word.owned && !names.has(word.concept) && !(contrast(word) && inStory(word)) && (contrast(word) || !CHANGE_WORDS.has(word.concept)))
    .map((word) => (ONLINE_SALES.test(word.word) ? { ...word, concept: concept("online") } : word));
  if (measure.length === 0) return null;
  // "Cost per landing-page visit" measures cost, not visits: what follows "per" is not what a line
  // counts, unless the question asks for a cost or a rate per something too.
  // A thing counted after "how many" is what such a line must not only divide by; a word of where
  // they came ("how many more people were showing up to the games?") is what a rate "per game" is of.
  const perAsked = /\b(per|cost|costs|each|every)\b/.test(question);
  const counted = /\bhow many\b/.test(question) ? new Set(countedWords(question).slice(0, 2).map(concept)) : null;
  const perOfCounted = (phrase: string) => !counted || tokenize(phrase.toLowerCase()).some((word) => counted.has(concept(word)));
  const says = (passage: Passage) => {
    const text = perAsked ? passage.text : passage.text.replace(/\bper( [a-z-]+){1,2}/gi, (phrase) => (perOfCounted(phrase) ? " " : phrase));
    const cover = coverOf(text);
    const words = new Set(tokenize(text.toLowerCase()));
    return (word: FocusWord) => (contrast(word) ? words.has(word.word) : cover.has(word.concept));
  };
  // What was made ("how many articles did you write?") is the work's, before what it achieved.
  const order = ASKS_WHAT_WAS_MADE.test(question)
    ? ["execution", "results", "metrics", "duration", "strategy", "challenge"]
    : ["results", "metrics", "duration", "execution", "strategy", "challenge"];
  const source = `case-study:${study.id}`;
  // Its headline figures, each on its own, beside the lines of its story.
  const metrics = [study.metrics.primary, ...study.metrics.secondary].map((text): Passage => ({
    source,
    label: study.client,
    text,
    field: "metrics",
    caseStudyId: study.id,
    cover: coverOf(text),
    own: coverOf(text),
  }));
  // What came before the work (its brief's figures) answers what happened only when that is asked.
  const before = (passage: Passage) =>
    /^(challenge|strategy)\b/.test(passage.field) && (ASKS_CHANGE.test(question) || /\b(did|after|since)\b/.test(question)) && !ASKS_BACKSTORY.test(question);
  const lines = [...kb.passages(), ...metrics].filter(
    (passage) => passage.source === source && /\d/.test(passage.text) && passage.field !== "quote" && !before(passage),
  );
  const found = lines
    .map((passage) => {
      const said = says(passage);
      return { passage, left: measure.filter((word) => !said(word)) };
    })
    .map(({ passage, left }) => ({ passage, left, missing: left.length }))
    .filter(
      ({ passage, left }) =>
        // A long measure may leave one everyday word unsaid ("how many schools were part of the
        // instrument petting zoo?" of "a petting zoo partnership with 26 schools"), as a composed answer may.
        (left.length === 0 || (measure.length >= 4 && left.length === 1 && !left[0].specific)) &&
        // "How many more…" asks for the increase, which a share states as well as a count.
        (!/\bhow many\b/.test(question) || countsWhatIsAsked(question, passage.text, focus)) &&
        (!ASKS_CHANGE.test(question) || /\bhow many\b/.test(question) || STATES_CHANGE.test(passage.text)) &&
        !kindMissing(question, passage.text, evidence, kb),
    )
    .sort((a, b) => a.missing - b.missing || order.indexOf(a.passage.field.split(".")[0]) - order.indexOf(b.passage.field.split(".")[0]));
  if (!found.length && !process.env.NO_SOFT_FIGURE) {
    const soft = softFigure(evidence, kb, question, focus, measure, lines, says);
    if (soft) found.push({ passage: soft, left: [], missing: 0 });
  }
  // It answers for the whole question: the measure asked, by whichever of its names, and the words
  // this search read as naming the work, its place or how the visitor asked.
  return { parts: found.slice(0, 1).map(({ passage }) => ({ ...passagePart(passage), covers: focus.map((word) => word.concept) })), measure: measure.length };
}

/**
 * A measure asked in the visitor's own words ("how much did they save by getting people to book on
 * their own site?" of "direct bookings rose…, saving about $410K in reseller commissions"): when no
 * line of the work says every word of it, the one line that says most of them, at least half and
 * more than any other line of the work, a word of the same meaning in its most common sense
 * counting too ("yearly": annual), when it states the kind of figure asked.
 */
function softFigure(
  evidence: Evidence,
  kb: KnowledgeBase,
  question: string,
  focus: FocusWord[],
  measure: FocusWord[],
  lines: Passage[],
  says: (passage: Passage) => (word: FocusWord) => boolean,
): Passage | null {
  // (A measure of two words is all of them or nothing; a season, a place or a language is said.)
  if (measure.length < 3 || !ASKS_FIGURE.test(question)) return null;
  const scored = lines
    .filter(
      (passage) =>
        /^(results|metrics)\b/.test(passage.field) &&
        (!/\bhow many\b/.test(question) || countsWhatIsAsked(question, passage.text, focus)) &&
        (!ASKS_CHANGE.test(question) || /\bhow many\b/.test(question) || STATES_CHANGE.test(passage.text)) &&
        !kindMissing(question, passage.text, evidence, kb),
    )
    .flatMap((passage) => {
      const said = says(passage);
      if (measure.some((word) => CONTRASTS.test(word.word) && !said(word))) return [];
      const forms = new Set(tokenize(passage.text.toLowerCase()).flatMap(formsOf));
      const hit = measure.filter((word) => said(word) || meaningsOf(word.word).some((meaning) => forms.has(meaning)));
      return [{ passage, hit: hit.length }];
    })
    .sort((a, b) => b.hit - a.hit);
  const [best] = scored;
  if (!best || best.hit < 2 || best.hit * 2 < measure.length) return null;
  // (A headline figure restating a result line is the same figure, not a rival.)
  const figuresOf = (text: string) => new Set(text.match(/\d[\d,.]*\d|\d/g) ?? []);
  const restates = (one: Set<string>, other: Set<string>) => [...one].every((figure) => other.has(figure));
  const mine = figuresOf(best.passage.text);
  const rivals = scored.filter(({ passage, hit }) => {
    const theirs = figuresOf(passage.text);
    return hit === best.hit && !restates(theirs, mine) && !restates(mine, theirs);
  });
  return rivals.length ? null : best.passage;
}

/** "Who was quoted…", "whose testimonial…", "who from Acme can vouch for you?": asks who the work's quote is from. */
// ("Who made the ad where the kid said…" asks who made it: saying counts only right after "who".)
const ASKS_WHO_WAS_QUOTED =
  /\b(who|which (person|exec|executive|manager|leader|founder|owner|ceo|cmo|director|guy|woman|man|lady|one))\b[^?]*\b(quoted?|quotes|testimonials?|vouch(es)?)\b|\bwho (said|says|spoke|talked|gave)\b|\bwhose (quote|testimonial)\b|\bwho('?s| is| was) the (person|guy|woman|man|lady|one|exec|executive)\b[^?]*\b(that|who) (said|says|spoke|talked|gave)\b/;
/** Whether a question asks who the work's quote is from. */
export const asksWhoWasQuoted = (question: string) => ASKS_WHO_WAS_QUOTED.test(question);
/** The role of the person a quote is from ("…and what's their title?"). */
const THEIR_ROLE = /\b(their|her|his|the person'?s) (title|role|position|job)\b/;
/** Whether a text says a client's quote ("a testimonial", "quoted", "vouch for you"). */
const saysAQuote = (text: string) => ASKS_ABOUT_A_QUOTE.test(text) || /\bvouch(es)?\b/.test(text);
/** Words for a person of the client's whom a quote is from ("the ceo", "their marketing chief", "someone there"). */
const PERSON_OF_THE_CLIENT = coverOf(
  "person people someone somebody anyone anybody guy lady woman man boss chief head lead leader owner founder ceo cmo president director manager executive exec vp marketing from there their results about working",
);

/**
 * Who the quote of one piece of work is from ("who's the CEO quoted on the credit union
 * rebrand?", "who was quoted for the real-skin campaign?"), when the work is named or described
 * and the question asks nothing more: every other word it says is the quote's own, a word for a
 * person of the client's or for quoting, or says which work (a word of its story). Its attribution
 * answers who.
 */
export function quotedBy(evidence: Evidence, kb: KnowledgeBase, study: CaseStudy): Part[] {
  const asked = questionsAsked(evidence);
  if (!study.quote || asked.length === 0) return [];
  // Several questions ask it together when each asks who or of the quote, and the message says a
  // quote and who: "Who from Acme can vouch for you? Is there a testimonial from someone there?",
  // "who's the person who runs Acme? the one in the quote", "who did the quote…, and what's their title?".
  const message = normalize(evidence.message);
  const together =
    /\bwho\b|\b(title|role|position)\b/.test(message) &&
    saysAQuote(message) &&
    asked.every(({ question }) => ASKS_WHO_WAS_QUOTED.test(question) || saysAQuote(question) || /^who\b/.test(question) || THEIR_ROLE.test(question));
  if (!together && !(asked.length === 1 && ASKS_WHO_WAS_QUOTED.test(asked[0].question))) return [];
  const focus = asked.flatMap((question) => question.focus);
  const lines = linesOf(kb, `case-study:${study.id}`, "quote");
  if (lines.length === 0) return [];
  const story = coverOf(studyText(study), entityWords(study, kb.source.caseStudies), ...campaignNames(study));
  const says = (word: FocusWord) =>
    word.owned ||
    lines[0].cover.has(word.concept) ||
    story.has(word.concept) ||
    PERSON_OF_THE_CLIENT.has(word.concept) ||
    THE_WORK.has(word.concept) ||
    SAYING.has(word.concept) ||
    ROLE_ASKED.has(word.concept);
  return focus.every(says) ? [{ ...linesPart(lines, focus), answersWho: true }] : [];
}

/** The lines of one field of a piece of work ("execution.", "strategy."), those a test picks if given. */
const linesOf = (kb: KnowledgeBase, source: string, field: string, test: (text: string) => boolean = () => true): Passage[] =>
  kb.passages().filter((passage) => passage.source === source && passage.field.startsWith(field) && test(passage.text));

/**
 * Lines of one piece of work said once, as one passage ("Acme: … spots on TV and YouTube. Radio
 * reads…"), each put in the visitor's language on its own.
 */
function linesPart(lines: Passage[], focus: FocusWord[]): Part {
  const segments = lines.slice(0, 2).map((passage) => passage.text);
  return { ...passagePart({ ...lines[0], text: segments.map(sentence).join(" "), segments }), covers: focus.map((word) => word.concept) };
}

/**
 * The passages of the named case studies (or practice) that answer every question asked, when it
 * asks for more than their names ("where did the Acme billboards go up?", "what tools do you use
 * for social listening?").
 */
export function namedDetail(evidence: Evidence, kb: KnowledgeBase, named: { source: string; names: string[] }[]): Part[] {
  const { reading } = evidence;
  const names = coverOf(...named.flatMap((entity) => entity.names));
  const parts: Part[] = [];
  for (const [index, question] of reading.questions.entries()) {
    const focus = reading.focus[index];
    // Making or doing the work named is what a practice is: "what kinds of video do you make?" asks no detail.
    // "Where in LA did it run?" asks which places within LA: LA is where to look, not what to say.
    const within = whereToLook(question);
    const detail = focus.filter((word) => !names.has(word.concept) && !within.has(word.concept) && !(ASKS_KINDS.test(question) && word.concept === MAKING));
    // "Where did the Acme campaign run?", "what channels did their ads run on?": asked
    // of one named piece of work and nothing more, where it ran is the media its execution lines
    // name (a story's challenge says where the client is, not where the work ran).
    const study = named.length === 1 && named[0].source.startsWith("case-study:") ? named[0].source : null;
    const item = study ? kb.source.caseStudies.find((candidate) => `case-study:${candidate.id}` === study) : undefined;
    if (study && asksWhatItRanOn(question) && detail.every((word) => WORK_OR_CHANNEL.has(word.concept))) {
      // One piece of it named ("the Night Shift documentary", not "the Go Further ads"): where that
      // piece ran, which only a line that names it says; the campaign's other media are not its.
      const pieces = item
        ? campaignNames(item).filter((name) =>
            new RegExp(`\\b${escapeRegExp(name)} (documentary|doc|film|series|video|videos|spot|episodes?|show|podcast)\\b`).test(question),
          )
        : [];
      const lines = linesOf(
        kb,
        study,
        "execution.",
        (text) => MEDIUM.test(text) && (pieces.length === 0 || pieces.some((name) => normalize(text).includes(name))),
      );
      if (lines.length === 0) return [];
      parts.push(linesPart(lines, focus));
      continue;
    }
    // "Which neighborhoods did it run in?": asked of one named piece of work and nothing more, the
    // places its execution lines say it ran in ("… in San Pedro, Wilmington and Echo Park").
    const placeLines =
      study &&
      asksWhereItRan(question, evidence) &&
      RAN.test(question) &&
      !asksWhatItRanOn(question) &&
      detail.every((word) => THE_WORK_ITSELF.has(word.concept))
        ? linesOf(kb, study, "execution.", (text) => (text.match(PLACES_NAMED) ?? []).length > 0)
        : [];
    if (placeLines.length) {
      parts.push(linesPart(placeLines, focus));
      continue;
    }
    // "Where are Acme's locations?", "where is Acme based?": where the client is, which the line of
    // its story that first names its places says ("six chapels in Pasadena, Glendale…").
    const clientsPlace =
      study && detail.length === 0 && !RAN.test(question) && readQuestion(question).form === "where"
        ? linesOf(kb, study, "challenge.", (text) => (text.match(PLACES_NAMED) ?? []).length > 0)
        : [];
    if (clientsPlace.length) {
      parts.push(linesPart(clientsPlace.slice(0, 1), focus));
      continue;
    }
    // "What's Ray Castellanos's job title?", "what does Castellanos do?": the person its quote is
    // from, asked by name, is answered by the quote's attribution, which says their role.
    const person = item?.quote ? coverOf(quotedPerson(item)) : new Set<string>();
    const ofThePerson = (word: FocusWord) => person.has(word.concept) || person.has(concept(word.word.replace(/'s$/, "")));
    if (item?.quote && detail.some(ofThePerson) && detail.every((word) => ofThePerson(word) || ROLE_ASKED.has(word.concept))) {
      const lines = linesOf(kb, study!, "quote");
      if (lines.length) {
        parts.push({ ...linesPart(lines, focus), answersWho: true });
        continue;
      }
    }
    // "Who owns Acme?", "who runs it?": the person its quote is from, when their title says they
    // own, founded or lead it.
    if (
      !process.env.NO_WHO_LEADS &&
      study &&
      item?.quote &&
      ASKS_WHO_LEADS.test(question) &&
      leadsAsAsked(question, item.quote.attribution) &&
      detail.every((word) => LEADING.test(word.word))
    ) {
      const lines = linesOf(kb, study, "quote");
      if (lines.length) {
        parts.push({ ...linesPart(lines, focus), answersWho: true });
        continue;
      }
    }
    // "What was the idea behind the Acme campaign?": asked of one named piece of work and
    // nothing more, its strategy says it (every line of a case study is "about" its idea).
    if (study && ASKS_THE_IDEA.test(question) && detail.every((word) => IDEA_WORDS.has(word.concept) || WORK_OR_CHANNEL.has(word.concept))) {
      const lines = linesOf(kb, study, "strategy.");
      if (lines.length === 0) return [];
      parts.push(linesPart(lines, focus));
      continue;
    }
    // Words that only described the work ("what was the minor league baseball one about?") ask
    // for the work itself, as its name would.
    // So does a word that only says it is a piece of work ("tell me about the Acme campaign"): no
    // line that happens to say "campaign" ("2.6 times the campaign goal") is what is asked.
    if (
      detail.length === 0 ||
      focus.every((word) => names.has(word.concept) || KINDS_OF_WORK.has(word.concept)) ||
      (detail.every((word) => word.owned) &&
        pointsAtTheWork(
          question,
          detail.map((word) => word.word),
        ))
    )
      return [];
    const typed = answerTypes(readQuestion(question).form, evidence, question);
    const outcome = ABOUT_OUTCOME.test(question) && !ASKS_WHAT_WAS_MADE.test(reading.text);
    const prefer = outcome
      ? ["results", "duration", "execution", "strategy", "challenge"]
      : ["execution", "capabilities", "keyServices", "strategy", "results"];
    // "Did their sign-ups double?" asks what happened: the backstory ("cost per acquisition had
    // doubled") is what came before, no answer to it.
    // Nor does the brief say what was made ("what film did you shoot for them?").
    const made = ASKS_WHAT_WAS_MADE.test(question) && !ASKS_BACKSTORY.test(question);
    const backstory = (passage: Passage) => (outcome || made) && passage.field.split(".")[0] === "challenge" && !ASKS_BACKSTORY.test(question);
    const figure = ASKS_FIGURE.test(question);
    // "Who did you work with at Acme?": the person its quote is from.
    const whoThere = readQuestion(question).form === "who" && WHO_AT_THE_CLIENT.test(question);
    // What the question asks, read once rather than for every passage weighed.
    const forAQuote = ASKS_FOR_A_QUOTE.test(question);
    const quoteAsked = ASKS_WHAT_WAS_SAID.test(question);
    // "How much did their online sales go up?" is a change, which "a map of 120 hikes" is not.
    const changeAsked = figure && ASKS_CHANGE.test(question) && !/\bhow many\b/.test(question);
    // A named case study is the question's subject, so one everyday word of a longer question may
    // be left over ("realistically"); a practice found by its words is not, and must cover it all.
    // Several named each answer for the words left to them, which leave none over.
    // (Counted without the words that pointed at the work: "what music did the kids play at the
    // spring concert?" of the orchestra asks one thing, the music, which no line may leave out.)
    const tolerant = named.length === 1 && named.some((entity) => entity.source.startsWith("case-study:")) && detail.filter((word) => !word.owned).length >= 3;
    // Each entity asked about answers for itself ("how many views did Acme and Globex each get?").
    for (const entity of named) {
      // Each answers for itself: the other clients named are not what its passage must say.
      const own = coverOf(...entity.names);
      const others = coverOf(...named.filter((other) => other !== entity).flatMap((other) => other.names));
      const asked = focus.filter((word) => (own.has(word.concept) || !others.has(word.concept)) && !within.has(word.concept));
      const found = findPassages(
        kb.passages(),
        {
          focus: asked,
          sources: new Set([entity.source]),
          figure,
          tolerant,
          prefer,
          ignore: names,
          exclude: (passage) =>
            backstory(passage) ||
            (passage.source.startsWith("service:") && (passage.field.startsWith("results") || tellsOfAClient(passage, kb))) ||
            (passage.field === "quote" && (!forAQuote || !quoteSays(passage, asked))),
          accept: (passage) =>
            typed.every((type) => type.test(passage.text)) &&
            (!figure || countsWhatIsAsked(question, passage.text, focus)) &&
            (!changeAsked || STATES_CHANGE.test(passage.text)) &&
            statesTheThingAsked(question, passage.text, evidence, kb, names) &&
            (!quoteAsked || QUOTES.test(passage.text)) &&
            (!whoThere || ATTRIBUTION.test(passage.text)),
        },
        1,
      );
      if (!found.length) return [];
      parts.push(...found.map(passagePart));
    }
  }
  return parts;
}

/**
 * What a question about where the work ran names only to say where to look: "where in LA…" (LA),
 * "which cities…" (cities): the answer names the places, not these words.
 */
function whereToLook(question: string): Set<string> {
  const within = [
    /^where in ([a-z.]+( [a-z]+)?) (did|do|does|was|were)\b/.exec(question)?.[1],
    // "Which LA neighborhoods…": LA.
    /\b(?:which|what) ((?:[a-z.]+ ){1,2})(?:neighborhoods?|cities|areas?|markets?|regions?|streets?)\b/.exec(question)?.[1],
  ].join(" ");
  const kind = ASKS_WHERE_IT_RAN.test(question)
    ? (/\b(?:which|what) (parts? of (?:the )?[a-z]+)\b/.exec(question)?.[1] ??
      /\b(neighborhoods?|cities|city|places?|locations?|markets?|states?|countries|country|areas?|regions?|streets?)\b/.exec(question)?.[1] ??
      "")
    : "";
  return coverOf(within, kind);
}

/**
 * Whether a question asks for a thing of a kind only a line that states it answers: names ("what
 * platforms…", "what's the name of…"), a place, a person's name or a price. Asked of one named
 * case study, such a question is answered by that line or not at all, never by the work's overview.
 */
export function asksForAThing(question: string, evidence: Evidence): boolean {
  const asks = kindsAsked(question, evidence);
  return asksForNames(question) || asks.place || asks.personName || asks.productPrice;
}

/**
 * Whether a line states the thing of the kind asked (asksForAThing): a place, a person, a price,
 * and for names one the question does not say itself, nor, unless a place is asked, one the line
 * says where something is ("what's the name of the Moonrise hotel in Laguna Beach?" is not
 * answered by "hotels in Malibu and Laguna Beach").
 */
export function statesTheThingAsked(question: string, text: string, evidence: Evidence, kb: KnowledgeBase, names: Set<string>): boolean {
  if (kindMissing(question, text, evidence, kb)) return false;
  const placesAsked = asksWhereItRan(question, evidence);
  // (A month is when, not a name: "from November to March".)
  const named = text.replace(MONTH_NAMES, "it");
  if (!asksForNames(question)) return true;
  // A station, a venue or a printer asked for is named by a line that says one ("which radio
  // station did the ads play on?" is not answered by "YouTube ads in English and Spanish").
  const kind = KIND_NAMED.exec(question)?.[1];
  if (kind && !coverOf(text).has(concept(kind))) return false;
  return namesSomethingElse(placesAsked ? named : named.replace(PLACES_NAMED, " it"), new Set([...names, ...coverOf(question)]));
}

/** Kinds of thing whose name a line must say it is of ("which station", "what venue"). */
const KIND_NAMED =
  /\b(?:what|which) (?:[a-z'-]+ ){0,2}?(stations?|venues?|ballparks?|stadiums?|arenas?|publications?|printers?|suppliers?|manufacturers?|factor(?:y|ies)|mills?|labs?|songs?|celebrit(?:y|ies)|directors?|influencers?|retailers?|grocers?|chains?)\b/;

/** A passage that names something besides what the question already named. */
function namesSomethingElse(text: string, asked: Set<string>): boolean {
  return [...text.matchAll(/[a-z,;(]\s+([A-Z][a-z][A-Za-z]*)/g)].some((match) => !asked.has(concept(match[1].toLowerCase())));
}

/**
 * The entities a detail question may be about: the named case studies, or the practice described.
 * A campaign's name is among a case study's names only when the message says it: "test ride the
 * e-bikes" asks about test rides, not about a campaign called "Ride the City".
 */
export function detailEntities(named: Hit<CaseStudy>[], service: Hit<Service> | undefined, message: string) {
  const said = coverOf(message);
  const saysName = (name: string) => [...coverOf(name)].every((word) => said.has(word));
  if (named.length)
    return named.map((hit) => ({
      source: `case-study:${hit.item.id}`,
      names: [hit.item.client, ...clientNames(hit.item.client), ...campaignNames(hit.item).filter(saysName)],
    }));
  return service ? [{ source: `service:${service.item.slug}`, names: [entityWords(service.item)] }] : [];
}
