import type { CaseStudy } from "../content/types";
import { isStopword, normalize, tokenize } from "../reading/text";
import { isBroaderWord } from "../reading/related";
import { isKnownNoun, nearness, particularity } from "../reading/vectors";
import { INDUSTRY, ORGANIZATION_KINDS, type Hit } from "./entities";

// The kind of business a visitor runs, near a case study's kind: "we run a small mortuary, any
// experience with businesses like ours?" is the funeral homes' work, though no word of it is the
// story's. How near is read from word vectors (lib/reading/vectors.ts), so a case study staff add
// in an industry no other has is found the same way.

/** A question of whether the agency has worked for a kind of client ("have you done anything for places like ours?"). */
const ASKS_EXPERIENCE =
  /\b(have|has|did|do)\b[^?.!]{0,30}\b(you|u|y'?all|your (agency|team|shop|studio))\b[^?.!]{0,40}\b(worked|work|done|did|experience|helped|marketed)\b|\bany (experience|clients?|work|examples?|case stud(y|ies))\b|\b(experience|worked|work) (with|in|for)\b|\bclients like\b/;

/** Words that may stand before the kind ("a small", "two", "our"). */
const BEFORE = String.raw`(?:(?:a|an|the|two|three|four|five|several|some|our|my|small|little|big|local|family|second|new|couple of|chain of|group of|bunch of|any|other|kind of|sort of|type of|(?:anyone|anybody|someone|people|clients|companies|businesses|brands) (?:in|from|like))\s+)*`;
/** The kind itself: up to four words. */
const KIND = String.raw`([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3})`;

/**
 * Where a message says a kind of business: what the visitor runs or sells ("we run an indoor rock
 * wall place", "i do marketing for a cemetery"), what the agency is asked to have worked for ("any
 * experience with a water taxi company?", "in the end-of-life space"), or who is writing ("hvac
 * guys here").
 */
const KIND_SAID = [
  new RegExp(
    String.raw`\b(?:we|i|my family|our family|we're|i'm|im)\s+(?:\w+\s+)?(?:run|runs|own|owns|operate|operates|manage|manages|opened|opening|started|sell|sells|make|build|do marketing for|market|work (?:at|for)|are|m|am)\s+${BEFORE}${KIND}`,
    "g",
  ),
  new RegExp(
    String.raw`\b(?:(?:work|worked|working|experience|done anything|done any work|done work|did anything|anything|clients?|helped|marketed)\s+(?:with|for|in|like)|(?:helped|marketed|served)(?=\s+any\b))\s+${BEFORE}${KIND}`,
    "g",
  ),
  new RegExp(String.raw`\bin the\s+${KIND}\s+(?:space|industry|sector|world|business|field|niche)\b`, "g"),
  new RegExp(String.raw`(?:^|[.!?]\s+)${KIND}\s+(?:guys|owner|owners|people|folks)\s+here\b`, "g"),
];
/** Words that end the kind ("an inn up the coast"); "and" and "or" join two ("a hvac and plumbing company"). */
const ENDS_KIND = new Set(
  "in on at for with but that who which where when to of up out from about is are was were have has get got we our us it like than as so because".split(" "),
);

/** Work asked of as the visitor's kind ("anything for places like ours?", "any clients like us?", "any clients like that?" after saying it). */
export const LIKE_THE_VISITORS =
  /\b(like|similar to) (ours|us|mine|me|that|this|those|them|my (business|company|shop|place)|our (business|company|shop|place|industry))\b/;

/** Whether a message asks if the agency has worked for a kind of client. */
export const asksExperience = (text: string): boolean => !process.env.NO_KIND_VECTORS && ASKS_EXPERIENCE.test(normalize(text));

/** The nouns of the kinds of business a message says, and (`every`) all the words that say them. */
export function kindWords(text: string, every = false): string[] {
  const said = normalize(text).replace(/\bw\//g, "with ");
  const words = new Set<string>();
  for (const pattern of KIND_SAID) {
    for (const match of said.matchAll(pattern)) {
      for (const word of match[1].split(/\s+/)) {
        if (ENDS_KIND.has(word)) break;
        if (every) for (const token of tokenize(word)) words.add(token);
        // (A word for a kind of organization, "nonprofits", "startups", says what sort of client, not its trade.)
        else if (!isStopword(word) && word.length > 2 && !ORGANIZATION_KINDS.test(word) && isKnownNoun(word)) words.add(word);
      }
    }
  }
  return [...words];
}

/**
 * A case study's own words for its kind: its industry's, and its client's name's but the first
 * word of a longer name, which is most often the business's own name ("Acme Ferries": ferries).
 */
function studyKindWords(study: CaseStudy): string[] {
  const name = tokenize(study.client);
  return [...new Set([...tokenize(study.industry), ...(name.length > 1 ? name.slice(1) : name)])].filter((word) => !isStopword(word) && isKnownNoun(word));
}

/** What a hit's reason says when word vectors found it. */
export const NEAR_KIND = "a kind near it";

/** How near a kind word of the visitor's must be to a story's, each weighed by how particular it is. Chosen on the development sets. */
const NEAR = Number(process.env.KIND_NEAR ?? 0.5);
/** And by how much it must be nearer than any other story's. */
const LEAD = Number(process.env.KIND_LEAD ?? 0.1);

/**
 * How near a visitor's word is to a story's kind word, each weighed by how particular it is. A
 * narrower word is another kind: a beverage brand's story is no alcohol brand's.
 */
function kindScore(word: string, own: string): number {
  if (isBroaderWord(word, own)) return 0;
  return (nearness(word, own) ?? 0) * (particularity(word) ?? 0) * (particularity(own) ?? 0);
}

/**
 * The words of a kind of business a question of the agency's experience says that are near a
 * story's kind ("lodging" of a hotel group's): they say which work, not what is asked of it.
 */
export function wordsNearTheKind(text: string, study: CaseStudy): string[] {
  if (!asksExperience(text)) return [];
  const own = studyKindWords(study);
  return kindWords(text).filter((word) => own.some((kind) => kindScore(word, kind) >= NEAR));
}

/**
 * The one case study whose kind is clearly nearest the kind of business a question of the
 * agency's experience says, as an industry hit; none when no kind is said or two are about as near.
 */
export function nearestKind(text: string, studies: CaseStudy[]): Hit<CaseStudy> | null {
  if (!asksExperience(text)) return null;
  const asked = kindWords(text);
  if (!asked.length) return null;
  const scored = studies
    .map((study) => {
      let best = { score: 0, pair: "" };
      for (const own of studyKindWords(study)) {
        for (const word of asked) {
          const score = kindScore(word, own);
          if (score > best.score) best = { score, pair: `${word} ~ ${own}` };
        }
      }
      return { study, ...best };
    })
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first || first.score < NEAR || first.score - (second?.score ?? 0) < LEAD) return null;
  return { item: first.study, score: INDUSTRY, reason: `industry: ${first.study.industry} (${NEAR_KIND}: ${first.pair}, ${first.score.toFixed(2)})` };
}
