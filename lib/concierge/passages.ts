import type { CaseStudy, KnowledgeEntry, Service } from "../content/types";
import { concept, coverage, coverOf, SOURCE_WORDS, type FocusWord } from "./coverage";
import { tokenize } from "../reading/text";
import { entityWords } from "./entities";
import type { Fact } from "./source";

// The site's content cut into passages (a case study's result, a practice's capability, a FAQ
// answer's sentence), each with what it covers. When no rule of the composer answers a question,
// the passage that covers its whole focus does ("what tools do you use for social listening?" is
// one line of the Social Media practice); when none does, the concierge says so.

export type Passage = {
  /** The source, as parts name it: case-study:<id>, service:<slug>, faq:<id> or fact:<subject>. */
  source: string;
  /** Who or what the passage is about: a client, a practice, a FAQ question. */
  label: string;
  /** The passage as the site writes it. */
  text: string;
  /** The content field it comes from, and its index in that field's list or sentences. */
  field: string;
  /** The texts it joins ("Listen: We interview…"), each translated on its own. */
  segments?: string[];
  caseStudyId?: string;
  /** The passage in Spanish, when it is written here rather than translated (a fact). */
  es?: string;
  /** Everything the passage covers: its words, its source's name and the words for its source. */
  cover: Set<string>;
  /** What its own text says (a capability also says "tools", "platforms"). */
  own: Set<string>;
  /** A case study's names: its client, its title (what a quote of it is about). */
  names?: Set<string>;
};

type Source = { services: Service[]; caseStudies: CaseStudy[]; faq: KnowledgeEntry[] };

/** What a practice's lines are by being what they are: a capability names what we use. */
const FIELD_WORDS: Record<string, string> = {
  quote: "quote quoted testimonial testimonials said says client who from contact main point person exec execs executive executives",
  capabilities: "tools platforms software apps networks channels programs systems stack use using capability",
  approach: "process step steps approach how",
};

/** A text's sentences. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z"'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export function buildPassages({ services, caseStudies, faq }: Source, facts: Fact[]): Passage[] {
  const passages: Omit<Passage, "own">[] = [];
  for (const study of caseStudies) {
    const source = `case-study:${study.id}`;
    const about = coverOf(study.client, study.title, entityWords(study, caseStudies), SOURCE_WORDS["case-study"]);
    const names = coverOf(study.client, study.title);
    const add = (field: string, text: string) =>
      passages.push({
        source,
        label: study.client,
        text,
        field,
        caseStudyId: study.id,
        names,
        cover: new Set([...about, ...coverOf(text, FIELD_WORDS[field] ?? "")]),
      });
    sentencesOf(study.challenge).forEach((text, index) => add(`challenge.${index}`, text));
    sentencesOf(study.strategy ?? "").forEach((text, index) => add(`strategy.${index}`, text));
    study.execution.forEach((text, index) => add(`execution.${index}`, text));
    study.results.forEach((text, index) => add(`results.${index}`, text));
    if (study.duration) add("duration", `The engagement ran ${study.duration}`);
    if (study.quote) add("quote", `Client quote from ${study.quote.attribution}: "${study.quote.text}"`);
  }
  for (const service of services) {
    const source = `service:${service.slug}`;
    const about = coverOf(service.title, entityWords(service), SOURCE_WORDS.service);
    const add = (field: string, text: string, segments?: string[]) =>
      passages.push({
        source,
        label: service.title,
        text,
        field,
        segments,
        cover: new Set([...about, ...coverOf(text, FIELD_WORDS[field.split(".")[0]] ?? "")]),
      });
    add("description", service.description);
    sentencesOf(service.overview).forEach((text, index) => add(`overview.${index}`, text));
    service.keyServices.forEach((text, index) => add(`keyServices.${index}`, text));
    service.capabilities.forEach((text, index) => add(`capabilities.${index}`, text));
    service.approach.forEach((step, index) => add(`approach.${index}`, `${step.title}: ${step.description}`, [step.title, step.description]));
    sentencesOf(service.results).forEach((text, index) => add(`results.${index}`, text));
  }
  for (const entry of faq) {
    const source = `faq:${entry.id}`;
    const about = coverOf(entry.question, ...entry.variants, SOURCE_WORDS[entry.topic] ?? "");
    sentencesOf(entry.answer).forEach((text, index) =>
      passages.push({ source, label: entry.question, text, field: `answer.${index}`, cover: new Set([...about, ...coverOf(text)]) }),
    );
  }
  for (const fact of facts) passages.push({ source: fact.id, label: fact.subject, text: fact.text, es: fact.es, field: "text", cover: coverOf(fact.text) });
  return passages.map((passage) => ({ ...passage, own: coverOf(passage.text, passage.field.startsWith("capabilities") ? FIELD_WORDS.capabilities : "") }));
}

const textCovers = new WeakMap<Passage, Set<string>>();
/** What a passage's text alone says, without the words for its kind of line. */
function textCover(passage: Passage): Set<string> {
  let cover = textCovers.get(passage);
  if (!cover) textCovers.set(passage, (cover = coverOf(passage.text)));
  return cover;
}

/** A figure: a digit or a number word. */
export const FIGURE = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|million)\b/i;

/** How close together, in words, the focus words a passage says must stand. */
const NEAR = 12;

/** Whether a passage says the focus words it says too far apart; a practice step's title is said of all of it. */
function saidApart(passage: Passage, focus: FocusWord[]): boolean {
  const heading = passage.field.startsWith("approach.") ? /^([^:]{1,80}): /.exec(passage.text) : null;
  if (!heading) return spread(passage.text, focus) > NEAR;
  const titled = new Set(tokenize(heading[1].toLowerCase()).map(concept));
  return (
    spread(
      passage.text.slice(heading[0].length),
      focus.filter((word) => !titled.has(word.concept)),
    ) > NEAR
  );
}

/** The span, in words, over which a text says the focus words it says. */
function spread(text: string, focus: FocusWord[]): number {
  const wanted = new Set(focus.map((word) => word.concept));
  const positions = new Map<string, number[]>();
  tokenize(text.toLowerCase().replace(/\bout[- ]of[- ]home\b/g, "ooh")).forEach((token, index) => {
    const meaning = concept(token);
    if (wanted.has(meaning)) positions.set(meaning, [...(positions.get(meaning) ?? []), index]);
  });
  // The smallest window holding one position of each concept said.
  const lists = [...positions.values()];
  if (lists.length < 2) return 0;
  const all = lists.flatMap((list, which) => list.map((position) => ({ position, which }))).sort((a, b) => a.position - b.position);
  const seen = new Map<number, number>();
  let best = Infinity;
  let start = 0;
  for (let end = 0; end < all.length; end += 1) {
    seen.set(all[end].which, (seen.get(all[end].which) ?? 0) + 1);
    while (seen.size === lists.length) {
      best = Math.min(best, all[end].position - all[start].position);
      const count = (seen.get(all[start].which) ?? 1) - 1;
      if (count === 0) seen.delete(all[start].which);
      else seen.set(all[start].which, count);
      start += 1;
    }
  }
  return best;
}

export type PassageQuery = {
  focus: FocusWord[];
  /** Only passages of these sources (the case study or practice the question is about). */
  sources?: Set<string>;
  /** Only passages with a figure (how many, how much). */
  figure?: boolean;
  /** Only passages of these kinds ("case-study", "service", "faq", "fact"). */
  kinds?: string[];
  /** Within a source already chosen, an everyday word may be left over, as in a composed answer. */
  tolerant?: boolean;
  /** Leave out these fields ("results": a practice's results are its clients' stories). */
  exclude?: (passage: Passage) => boolean;
  /** Concepts a passage does not get credit for saying (the client's own name, asked about). */
  ignore?: Set<string>;
  /** Concepts that name the work the sources are (the client asked of): said by any of its lines, and never said apart. */
  naming?: Set<string>;
  /** Fields that win a tie, in order ("results" for what a campaign did). */
  prefer?: string[];
  /** What the answer must state besides the focus (a figure of what is counted, a duration, a name). */
  accept?: (passage: Passage) => boolean;
};

/**
 * The passages that cover the whole focus, most specific first: the ones whose own text says the
 * most of the focus words. At most one per source, and only sources as strong as the best.
 */
export function findPassages(
  passages: Passage[],
  { focus, sources, figure, kinds, tolerant = false, prefer = [], exclude, ignore, naming, accept }: PassageQuery,
  limit = 3,
): Passage[] {
  if (focus.length === 0) return [];
  const scored: { passage: Passage; score: number }[] = [];
  for (const passage of passages) {
    if (sources && !sources.has(passage.source)) continue;
    if (kinds && !kinds.includes(passage.source.split(":")[0])) continue;
    if (figure && !FIGURE.test(passage.text)) continue;
    if (exclude?.(passage) || (accept && !accept(passage))) continue;
    // A passage answers only when it covers every focus word (no everyday word left over, as a
    // composed answer may), and says at least one of them itself.
    const covered = coverage(focus, passage.cover);
    if (tolerant ? !covered.covered : covered.missing.length) continue;
    const { own } = passage;
    const counted = ignore ? focus.filter((word) => !ignore.has(word.concept)) : focus;
    const said = counted.filter((word) => own.has(word.concept)).length;
    if (said === 0) continue;
    // A name or a trade term asked about is said by the passage itself, not only by what its source
    // is about ("podcast" is a word for the media practice; its plan step says nothing of podcasts).
    // (The words that pointed at the work, "the San Gabriel Valley college", say which work, not what is asked.)
    if (counted.some((word) => word.specific && !((word.owned || naming?.has(word.concept)) && sources) && !own.has(word.concept))) continue;
    // The words it says of the question say it together: "can you make a podcast?" is not answered
    // by "we buy podcast ads… for the creatives who make the work".
    // (A client's quote is one statement under its attribution: who said it and the words said
    // need not stand together.)
    // (A step's title heads its whole description: "Shelf test: … in front of 40 shoppers" says
    // both words of "how many shoppers do you test packaging with?".)
    // (Nor is the name of the work asked of: "how long is the Acme film?" of "a 60-second brand film… on an Acme screen".)
    const together = naming ? counted.filter((word) => !naming.has(word.concept)) : counted;
    if (said > 1 && passage.field !== "quote" && saidApart(passage, together)) continue;
    const rank = prefer.indexOf(passage.field.split(".")[0]);
    // A line that says a word in its own text ("TikTok, Instagram…" names platforms) outranks one
    // that says it only by what kind of line it is (a capability is a tool or a platform).
    const inText = counted.filter((word) => textCover(passage).has(word.concept)).length;
    const score =
      said +
      (counted.some((word) => word.specific && own.has(word.concept)) ? 0.5 : 0) +
      (rank < 0 ? 0 : (prefer.length - rank) / (prefer.length + 1)) +
      (inText === said ? 0.1 : 0);
    scored.push({ passage, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  const chosen: Passage[] = [];
  for (const { passage, score } of scored) {
    if (score < best || chosen.length >= limit) break;
    if (chosen.some((known) => known.source === passage.source)) continue;
    chosen.push(passage);
  }
  return chosen;
}
