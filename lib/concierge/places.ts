import type { CaseStudy } from "../content/types";
import { escapeRegExp, normalize } from "../reading/text";
import type { KnowledgeBase } from "./knowledge";
import type { Passage } from "./passages";

// The places the work happened, read from the case studies themselves: a name the story writes
// capitalized after a word of place ("in the Inland Empire", "across Riverside and San Bernardino",
// "from San Diego to Seattle"). A case study staff publish brings its places with it. A visitor who
// asks for work in one ("any work down in Long Beach?", "who did you work with in the Inland
// Empire?") is answered by each story's line that names it. A language a story ran in is read the
// same way, and asked the same way ("any work in Spanish?").

/** A name after a word of place, and the names listed after it ("Oxnard, Camarillo and Thousand Oaks"). */
const AFTER_PLACE_WORD =
  /\b(?:in|across|around|near|from|to|along|between|throughout|outside|at)\s+(?:the\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)((?:(?:,\s*|\s+and\s+|\s+or\s+)(?:the\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)*)/g;
const LISTED = /([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/g;
/** Capitalized words that are no place: the months and days, and words that open a sentence. */
const NOT_A_PLACE =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|first|the|a|an|our|their|its)$/;

/** The fields of a story that tell where it happened (its quote is the client's words). */
const STORY_FIELDS = /^(challenge|strategy|execution|results)\b/;

const placesByKb = new WeakMap<KnowledgeBase, Map<string, Set<string>>>();

/** Each place the case studies name (normalized), with the case studies that name it. */
function placesOf(kb: KnowledgeBase): Map<string, Set<string>> {
  let places = placesByKb.get(kb);
  if (places) return places;
  // A place one story names after a word of place is the same place where another story only
  // describes with it ("a Long Beach nonprofit").
  const names = new Set<string>();
  for (const study of kb.source.caseStudies) {
    const clientWords = new Set(normalize(study.client).split(" "));
    for (const text of storyTexts(study)) {
      for (const match of text.matchAll(AFTER_PLACE_WORD)) {
        for (const name of [match[1], ...(match[2].match(LISTED) ?? [])]) {
          const place = normalize(name);
          const words = place.split(" ");
          if (NOT_A_PLACE.test(words[0]) || words.every((word) => clientWords.has(word))) continue;
          names.add(place);
        }
      }
    }
  }
  places = new Map();
  for (const study of kb.source.caseStudies) {
    const story = normalize(storyTexts(study).join(" . "));
    for (const place of names) if (placePattern(place).test(story)) places.set(place, new Set([...(places.get(place) ?? []), study.id]));
  }
  placesByKb.set(kb, places);
  return places;
}

/** A place's name as whole words in normalized text. */
const placePattern = (place: string) => new RegExp(`(?<![a-z])${escapeRegExp(place)}(?![a-z])`);

const storyTexts = (study: CaseStudy) => [study.challenge, study.strategy ?? "", ...study.execution, ...study.results];

/**
 * Asking for work done somewhere: past work, "any" work or clients, "who did you work with", which
 * clients. Not how the agency works ("do you only work with companies in Los Angeles?").
 */
const ASKS_FOR_WORK =
  /\b(any|anything|anyone|anybody|done|worked|did you|have you|have y'?all|ran)\b|\bwhich (clients?|brands?|companies|projects?|campaigns?|case stud(y|ies)|of your)\b|\bclient's\b|\bclients (are|were|in|from)\b/;
/** "I'm in Northridge. Any campaigns you ran out here?": work where the visitor says they are. */
const NEAR_THE_VISITOR = /\b(out here|around here|over here|near me|nearby|near us|in my area|in our area|our neighborhood|my neighborhood|local to (me|us))\b/;
/** Where a place stands in such a question: after a word of place ("out in", "down in", "based in"). */
const placeAfter = (place: string) => new RegExp(`\\b(in|around|near|from|out of)\\s+(the\\s+)?${escapeRegExp(place)}(?![a-z])`);

/**
 * The places a question asks for work in, each with the case studies that name it, longest name
 * first ("san gabriel valley" before "valley"). Empty when it asks no such thing.
 */
export function placesAsked(message: string, kb: KnowledgeBase, whole = message): { place: string; studies: string[] }[] {
  const text = normalize(message);
  if (!ASKS_FOR_WORK.test(text)) return [];
  // "Out here" is where the message says the visitor is.
  const near = NEAR_THE_VISITOR.test(text) ? normalize(whole) : "";
  const found: { place: string; studies: string[] }[] = [];
  for (const [place, ids] of [...placesOf(kb)].sort((a, b) => b[0].length - a[0].length)) {
    if (found.some((known) => known.place.includes(place))) continue;
    if (placeAfter(place).test(text) || (near && placePattern(place).test(near))) found.push({ place, studies: [...ids] });
  }
  return found;
}

/** The line of each case study that names a place asked about: what it did there. */
export function placeLines(kb: KnowledgeBase, asked: { place: string; studies: string[] }[], limit = 3): Passage[] {
  const lines: Passage[] = [];
  for (const { place, studies } of asked) {
    const names = placePattern(place);
    for (const id of studies) {
      if (lines.length >= limit || lines.some((line) => line.caseStudyId === id)) continue;
      const line = kb
        .passages()
        .filter((passage) => passage.caseStudyId === id && STORY_FIELDS.test(passage.field) && names.test(normalize(passage.text)))
        .sort((a, b) => FIELD_ORDER.indexOf(a.field.split(".")[0]) - FIELD_ORDER.indexOf(b.field.split(".")[0]))[0];
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** What the work did there comes before why. */
const FIELD_ORDER = ["execution", "results", "strategy", "challenge"];

/**
 * "Where is that plumbing company based?", "where are they located?" of a client: where it is, not
 * where the agency is. (A question about the agency says "you": "where are you based?")
 */
const ASKS_WHERE_THE_CLIENT_IS =
  /\bwhere (is|are|was|were) (?!(you|u|y'?all|your|ur)\b)([a-z'&-]+ ){1,8}?(based|located|headquartered|from)\b|\bwhere (do|does) (they|it|the client|the company|the brand) (operate|work out of)\b/;

/** "Where are Acme's yards?", "where is acme's main office": a client's premises, by its name. */
const WHERE_ITS_PREMISES_ARE =
  /\bwhere(?:'s| is| are| was| were)(?: exactly)? ([a-z&-]+)'s? (?:[a-z-]+ )?(?:offices?|headquarters|hq|yards?|plants?|warehouses?|stores?|shops?|locations?|branch(?:es)?|sites?|facilit(?:y|ies)|buildings?|campus(?:es)?|factor(?:y|ies)|schools?|clinics?|restaurants?|studios?)\b/;

/** "Where's the college from the night classes campaign?": where a thing is, pointed at by "the". */
const WHERE_THE_THING_IS = /\bwhere(?:'s| is| are| was| were) (?:the|that|this|those|these) ((?:[a-z'&-]+ ){0,6}[a-z'&-]+)/;

/**
 * Whether a message asks where a client is: "where are they based?", or where the thing "the"
 * points at is when a word of its client's name, or a word for an organization, says it is the
 * client ("where's the college…", "where is that company"), not the work ("where were the billboards?").
 */
export function asksWhereTheClientIs(message: string, study: CaseStudy | undefined): boolean {
  if (ASKS_WHERE_THE_CLIENT_IS.test(message)) return true;
  // "Where are Acme's yards?": the client's own premises are where it is.
  const owner = WHERE_ITS_PREMISES_ARE.exec(message)?.[1];
  if (
    owner &&
    study &&
    !process.env.NO_PREMISES &&
    normalize(study.client)
      .split(/[^a-z]+/)
      .includes(owner)
  )
    return true;
  const phrase = WHERE_THE_THING_IS.exec(message)?.[1];
  if (!phrase || !study) return false;
  const head = phrase.split(/ (?:from|of|with|that|which|who|in|on|for|behind)\b/)[0].split(" ");
  const name = new Set(
    normalize(study.client)
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4),
  );
  // ("Where was the Acme video shot?" asks where the video was, not where Acme is.)
  if (!process.env.NO_WORK_HEAD && head.some((word) => WORK_MADE.test(word))) return false;
  return head.some((word) => name.has(word) || name.has(word.replace(/s$/, "")) || ORGANIZATION_KIND.test(word));
}

/** Words for an organization ("company", "business", "client"): what a client is, whatever its trade. */
/** Work made: a thing asked where it was is no client. */
const WORK_MADE = /^(videos?|films?|spots?|ads?|commercials?|billboards?|posters?|murals?|campaigns?|shoots?|series|episodes?|clips?|photos?)$/;
const ORGANIZATION_KIND = /^(client|company|business|firm|brand|organi[sz]ation|nonprofit|place|outfit)s?$/;

/** The first line of a case study's story that names a place: where its client is ("a family business in Reseda"). */
export function whereTheClientIs(kb: KnowledgeBase, studyId: string): Passage | null {
  const places = [...placesOf(kb)].filter(([, ids]) => ids.has(studyId)).map(([place]) => placePattern(place));
  if (places.length === 0) return null;
  return (
    kb
      .passages()
      .filter((passage) => passage.caseStudyId === studyId && /^(challenge|strategy)\b/.test(passage.field))
      .find((passage) => places.some((place) => place.test(normalize(passage.text)))) ?? null
  );
}

/** The places that line names: where the client is ("el monte" of a college in El Monte), which describe the client, not the work. */
export function clientPlaces(kb: KnowledgeBase, studyId: string): string[] {
  let known = clientPlacesByKb.get(kb);
  if (!known) clientPlacesByKb.set(kb, (known = new Map()));
  let places = known.get(studyId);
  if (!places) {
    const line = whereTheClientIs(kb, studyId);
    const text = line ? normalize(line.text) : null;
    places = text === null ? [] : [...placesOf(kb).keys()].filter((place) => placePattern(place).test(text));
    known.set(studyId, places);
  }
  return places;
}

/** Each knowledge base's client places, read once per case study (every reply's check asks). */
const clientPlacesByKb = new WeakMap<KnowledgeBase, Map<string, string[]>>();
