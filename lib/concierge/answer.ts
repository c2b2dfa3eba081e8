import type { Language } from "../contracts/enums";
import type { CaseStudy, KnowledgeEntry, Service } from "../content/types";
import {
  ASKS_FIGURE,
  asksAnotherContext,
  asksForAThing,
  STRONG_FAQ_SCORE,
  POINTS_AT_A_WORK,
  statesTheThingAsked,
  checkQuestions,
  questionsAsked,
  toTheLengthAsked,
  detailEntities,
  figureParts,
  asksWhoWasQuoted,
  MEANT,
  namedDetail,
  NOT_ANSWERS,
  quotedBy,
  ONE_OR_THE_OTHER,
  passagePart,
  passageParts,
  type QuestionCheck,
} from "./check";
import { concept, coverOf, isScaffoldWord, questionKey, SOURCE_WORDS, SUBJECT_WORDS, WORK_NOUNS, type FocusWord } from "./coverage";
import { sentencesOf } from "./passages";
import type { Classification } from "./classify";
import { campaignNames, clientsNamedIn, INDUSTRY, NAMED, nameWordsOtherwise } from "./entities";
import { subjectsAnsweredBy, WHICH_WORK, WORKED_FOR_A_KIND, type Evidence, type Hit } from "./evidence";
import type { KnowledgeBase } from "./knowledge";
import { asksOurPrice, expectsFact, readQuestion, type Subject } from "./question";
import { SAYS_NO } from "../reading/negation";
import { normalize, terms, tokenize } from "../reading/text";
import { saysAll, type EntryWhy } from "./phrasing";
import { asksWhereTheClientIs, clientPlaces, placeLines, placesAsked, whereTheClientIs } from "./places";
import { entryAnswer, firstSentence, lowerFirst, part, rephrase, tidy, WORDINGS, type Part, type Wording } from "./wording";
import { AGENCY } from "../reading/vocabulary";

// The built-in concierge, the second half of every answer: it composes a short, specific reply
// from the evidence gathered for the message, and only from it, in the visitor's language. Used
// when no LLM is configured, and as the fallback when the LLM fails. A reply answers a question
// only when its evidence covers what the question asks about (check.ts); when nothing does, it
// says so and offers the contact path, and the reply is marked unanswered in the log.

export type KnowledgeAnswer = {
  reply: string;
  /** The language the reply is written in (the visitor's). */
  lang: Language;
  /** The source the answer rests on (logged as tokenUsage.faq_match). */
  faqMatch: string | null;
  /** No source answered the question: the reply says so (logged, so staff see what the site lacks). */
  unanswered: boolean;
  /** The case study the reply is about, for the portfolio to open at. */
  caseStudyId: string | null;
  /** The knowledge entry (FAQ or staff answer) the reply gives, for its answered count. */
  entryId: string | null;
  /** Why that entry answered (the phrasing that asked the question, the subject…), for staff reading the conversation. */
  entryWhy?: EntryWhy | null;
  /** Answered, but from weak evidence (a text match, a passage): listed for staff to check. */
  lowConfidence: boolean;
  /** For an unanswered question: what it asked about that nothing on the site covers. */
  missing?: string[];
  /** The key words of what went unanswered or was answered weakly (coverage.ts): rephrasings share them. */
  questionKey: string | null;
};

export type AnswerContext = {
  evidence: Evidence;
  classification: Classification;
  kb: KnowledgeBase;
  /** A name and email are already known for this conversation. */
  hasContact: boolean;
  /** The visitor uploaded a résumé in this conversation: they have applied, and are never asked to again. */
  applied?: boolean;
};

/**
 * A FAQ answer without its "Yes." opening. "Yes, and some of our favorite work…" loses its "and"
 * too, and starts with a capital: a reply never splices a fragment after another sentence.
 */
/** A text without its sentence asking for the visitor's name and email. */
const withoutAskingForDetails = (text: string) => text.replace(/\s*(Or leave your name and email here|O déjenos aquí su nombre y correo)[^.]*\./g, "");

const withoutYes = (text: string, { p }: Wording) => {
  // (An entry staff wrote in English only opens with the English "Yes.", whatever the reply's language.)
  const rest = text.replace(p.yesOpening, "").replace(WORDINGS.en.p.yesOpening, "");
  if (rest === text) return text;
  const sentence = rest.replace(/^(?:and|y|e)\s+/i, "");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};

// ---- case studies and services --------------------------------------------------------------

const metrics = (study: CaseStudy, { p, t }: Wording) => p.metrics(t(study.metrics.primary), study.metrics.secondary.map(t));
const industryOf = (study: CaseStudy, { t }: Wording) => t(study.industry).toLowerCase();

/** The results a question asks about ("what happened to their cost per acquisition?"), by shared words. */
function askedResults(study: CaseStudy, message: string): string[] {
  const own = new Set(terms(`${study.client} ${study.title} result results campaign work engagement`));
  const asked = new Set(terms(message).filter((term) => !own.has(term)));
  if (asked.size === 0) return [];
  // A result line says what happened: it wins a tie with the brief's sentences.
  const lines = [
    ...study.results.map((line) => ({ line, bonus: 0.5 })),
    ...[...study.challenge.split(/(?<=\.)\s+/), ...study.execution].map((line) => ({ line, bonus: 0 })),
  ];
  return lines
    .map(({ line, bonus }) => ({ line, shared: new Set(terms(line).filter((term) => asked.has(term))).size + bonus }))
    .filter((entry) => entry.shared >= 1)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 2)
    .map((entry) => entry.line);
}

function caseStudyPart(study: CaseStudy, subjects: Set<Subject>, single: boolean, message = "", open = false): Part {
  const rest = { source: `case-study:${study.id}`, caseStudyId: study.id };
  if (!single) return part((w) => w.p.caseStudyLine(study.client, industryOf(study, w), w.t(study.metrics.primary)), rest);
  if (subjects.has("challenge")) return part((w) => w.p.challenge(study.client, w.t(study.challenge), w.t(study.metrics.primary)), rest);
  const asked = askedResults(study, message);
  const detail = (w: Wording) => (asked.length ? ` ${asked.map((line) => w.t(line).replace(/\.$/, "")).join(". ")}.` : "");
  if (subjects.has("timeline") && study.duration)
    return part((w) => `${w.p.duration(study.client, w.t(study.duration!), metrics(study, w))}${detail(w)}`, rest);
  if ((subjects.has("process") || subjects.has("included")) && study.execution.length) {
    return part((w) => w.p.made(study.client, w.p.list(study.execution.slice(0, 3).map((line) => lowerFirst(w.t(line)))), w.t(study.metrics.primary)), rest);
  }
  if (subjects.has("results"))
    return part((w) => `${w.p.results(study.client, industryOf(study, w), metrics(study, w), study.duration ? w.t(study.duration) : null)}${detail(w)}`, rest);
  // Asked what the work was, and nothing of it ("what was that about?"): its idea says so (in the
  // reply's language only: an untranslated sentence is left out of a reply in Spanish).
  const idea = (w: Wording) => {
    const first = study.strategy?.split(/(?<=[.!?])\s+/)[0];
    if (!open || !first || process.env.NO_IDEA) return "";
    const said = w.t(first);
    return w.lang !== "en" && said === first ? "" : ` ${said}`;
  };
  return part((w) => `${w.p.work(study.client, industryOf(study, w), w.p.list(study.services.map(w.t)), metrics(study, w))}${idea(w)}${detail(w)}`, rest);
}

/** What an engagement's length is asked of: the work itself, the client, the agency. */
const WORK_WORDS = coverOf(
  `${WORK_NOUNS} worked working relationship contract retainer run ran last lasted take took spend spent time timeframe week weeks month months start finish push effort drive you your team agency together client account whole entire overall`,
);

/** Whether a question about a case study asks about the work as a whole (its length, its run), its names aside. */
function ofTheWork(study: CaseStudy, evidence: Evidence, kb: KnowledgeBase): boolean {
  // Where the client is names it too ("the community college in El Monte").
  const names = coverOf(study.client, ...nameWordsOtherwise(study.client), study.title, ...campaignNames(study), ...clientPlaces(kb, study.id));
  const { questions, focus } = evidence.reading;
  const asked = questions.flatMap((question, index) => (/\bhow long\b|\bduration\b/.test(question) ? focus[index] : []));
  // Words that describe the work in a phrase naming it ("the Eastgate enrollment push") name it too.
  const naming = new Set(questions.flatMap((question) => describersOfWork(question)));
  return (asked.length ? asked : focus.flat()).every(
    (word) => names.has(word.concept) || WORK_WORDS.has(word.concept) || naming.has(word.concept) || word.owned,
  );
}

/** The work nouns a phrase can end with ("the enrollment push", "the youth symphony engagement"). */
const WORK_HEADS = coverOf(`${WORK_NOUNS} push effort drive`);

/** The words right before a work noun, up to three, in a phrase the article or possessive opens: they describe the work. */
function describersOfWork(question: string): string[] {
  const words = tokenize(question);
  const describers: string[] = [];
  words.forEach((word, index) => {
    if (!WORK_HEADS.has(concept(word))) return;
    const before = words.slice(Math.max(0, index - 3), index);
    const opens = before.findLastIndex((token) => /^(the|that|this|your|their|its|[a-z]+'s)$/.test(token));
    if (opens >= 0) describers.push(...before.slice(opens + 1).map(concept));
  });
  return describers;
}

/**
 * The case study whose headline figures show the one specific thing a yes-or-no question names
 * beyond the practice ("TikTok", "SEO"), with the figure that shows it.
 */
function workShowing(evidence: Evidence, kb: KnowledgeBase, service: Service): { study: CaseStudy; figure: string } | null {
  const practice = coverOf(service.title);
  const specific = evidence.reading.focus.flat().filter((word) => word.specific && !word.owned && !practice.has(word.concept));
  if (specific.length !== 1) return null;
  const [word] = specific;
  for (const study of kb.source.caseStudies) {
    if (!study.services.includes(service.title)) continue;
    const figure = [study.metrics.primary, ...study.metrics.secondary].find((metric) => coverOf(metric).has(word.concept));
    if (figure) return { study, figure };
    if (coverOf(study.tags.join(" ")).has(word.concept)) return { study, figure: study.metrics.primary };
  }
  return null;
}

/**
 * A practice's results, or only those of its sentences that say the specific thing the question
 * names beyond the practice: "how much did the salad chain's Instagram grow?" is the sentence of
 * Instagram followers, not the next one's TikTok figures of another client.
 */
function resultsSaying(service: Service, focus: FocusWord[]): string[] {
  const practice = coverOf(service.title);
  const specific = focus.filter((word) => word.specific && !word.owned && !practice.has(word.concept));
  const sentences = sentencesOf(service.results);
  if (!specific.length) return [service.results];
  const saying = sentences.filter((sentence) => {
    const said = coverOf(sentence);
    return specific.some((word) => said.has(word.concept));
  });
  return saying.length && saying.length < sentences.length ? saying : [service.results];
}

function servicePart(service: Service, subjects: Set<Subject>, yesNo: boolean, focus: FocusWord[]): Part {
  const rest = { source: `service:${service.slug}` };
  const title = (w: Wording) => w.t(service.title);
  const keyServices = (w: Wording) => w.p.list(service.keyServices.map((item) => lowerFirst(w.t(item))));
  if (subjects.has("process") && service.approach.length) {
    return part(
      (w) =>
        w.p.processSteps(
          title(w),
          service.approach.map((step, index) => `${index + 1}. ${w.t(step.title)}: ${firstSentence(w.t(step.description))}`),
        ),
      rest,
    );
  }
  if (subjects.has("included") && service.keyServices.length) return part((w) => w.p.covers(title(w), keyServices(w)), rest);
  if (subjects.has("results") && service.results) return part((w) => resultsSaying(service, focus).map(w.t).join(" "), rest);
  return part(
    (w) => `${yesNo ? `${w.p.yes} ` : ""}${w.p.practice(title(w), lowerFirst(w.t(service.description)), service.keyServices.length ? keyServices(w) : null)}`,
    rest,
  );
}

/** How each practice works, step by step, for "what's your process?" with no practice named. */
function processOverview(kb: KnowledgeBase): Part {
  const meeting = kb.faq("what-happens-in-a-first-meeting");
  return part(
    (w) =>
      w.p.processOverview(
        meeting ? lowerFirst(firstSentence(entryAnswer(meeting, w))) : null,
        kb.source.services
          .filter((service) => service.approach.length)
          .map((service) => `${w.t(service.title)}: ${service.approach.map((step) => w.t(step.title)).join(", ")}`),
      ),
    { source: "process" },
  );
}

/**
 * A case study that shows the given services in use, for "show me an example" about a project: one
 * listed under the leading practice, else the first its own text names ("… both came out of this
 * practice": a practice staff add that no case study lists yet).
 */
function exampleFor(kb: KnowledgeBase, services: Service[]): CaseStudy | null {
  const [service] = services;
  if (!service) return null;
  const listed = kb.source.caseStudies.find((study) => study.services.includes(service.title));
  if (listed) return listed;
  return clientsNamedIn(`${service.overview} ${service.results}`, kb.source.caseStudies)[0] ?? null;
}

/**
 * Whether what an entry is found by for a message is its answer, not its question or variants: a
 * word asked that only the entry's phrasings say (a visitor's words, kept as a headline: "…, and
 * can I get a refund?") vouches for nothing unless a phrasing asks the question (understand.ts).
 */
const answerSays = (entry: KnowledgeEntry, evidence: Evidence) => {
  const phrasings = coverOf(entry.question, ...entry.variants);
  const answer = [entry.answer, SOURCE_WORDS[entry.topic] ?? "", ...subjectsAnsweredBy(entry.id).map((subject) => SUBJECT_WORDS[subject] ?? "")].join(" ");
  const vouched = evidence.reading.focus.flat().filter((word) => phrasings.has(word.concept));
  return vouched.length === 0 || saysAll(vouched, answer);
};

/**
 * A FAQ entry found by the question's words (strongly), whose phrasings ask about some of them and
 * whose question, phrasings and answer say every word asked, when the entry a subject of the
 * question picks does not: null otherwise.
 */
function entrySayingAll(evidence: Evidence, subjects: Subject[]): KnowledgeEntry | null {
  const found = evidence.faq.find((hit) => hit.reason.startsWith("text match") && hit.score >= STRONG_FAQ_SCORE)?.item;
  if (!found) return null;
  const focus = askedWords(evidence);
  const saysAll = (entry: KnowledgeEntry) => saysEveryWord(entry, focus);
  const bySubject = subjects.map((subject) => evidence.faq.find((hit) => hit.reason === `subject: ${subject}`)?.item).filter((entry) => entry !== undefined);
  // Its own phrasings ask about some of it: "do we own the work at the end?" is not the price
  // entry's, whose answer happens to say "end" and "own".
  const phrased = coverOf(found.question, ...found.variants);
  // (Or it is on what the question's subject is: "how much is due on delivery?" is the billing
  // entry's, a pricing entry.)
  const asksOfIt = focus.some((word) => phrased.has(word.concept)) || subjects.some((subject) => subject === found.topic);
  if (!asksOfIt || bySubject.length === 0 || bySubject.some(saysAll)) return null;
  if (saysAll(found)) return found;
  // Or it leaves one everyday word of several unsaid where the subject's entry leaves out more ("how
  // do you keep video production budgets from ballooning?": the in-house production entry's "keeps
  // budgets honest", not the price range).
  const said = (entry: KnowledgeEntry) => {
    const cover = coverOf(entry.question, ...entry.variants, entry.answer);
    return focus.filter((word) => cover.has(word.concept));
  };
  const foundSays = said(found);
  const unsaid = focus.filter((word) => !foundSays.includes(word));
  // As many words said, the one that says what "how much" asks of wins ("how much notice to end a
  // monthly retainer?": the cancellation entry's notice, not the price list's "higher end").
  const measured = /\bhow (?:much|many) ([a-z]+)/.exec(evidence.reading.text)?.[1];
  const what = measured && !isScaffoldWord(measured) ? focus.find((word) => word.concept === concept(measured)) : undefined;
  const saysWhat = (words: FocusWord[]) => what !== undefined && words.includes(what);
  const fewer = bySubject.every(
    (entry) => said(entry).length < foundSays.length || (said(entry).length === foundSays.length && saysWhat(foundSays) && !saysWhat(said(entry))),
  );
  return focus.length >= 4 && unsaid.length === 1 && !unsaid[0].specific && fewer ? found : null;
}

/**
 * A short question scores low on any entry ("what languages do you work in?"): one entry well
 * ahead of every other, whose text says every word asked, is the one its words point at.
 */
function leadsClearly(hit: Hit<KnowledgeEntry>, evidence: Evidence): boolean {
  const next = evidence.faq.find((other) => other !== hit && other.reason.startsWith("text match"));
  const focus = askedWords(evidence);
  // (One word asked that only its answer says in passing is no sign it is the entry's subject: "how
  // does invoicing work?" is not the ownership entry's "once invoices are paid…".)
  const phrased = coverOf(hit.item.question, ...hit.item.variants);
  const onItsSubject = focus.length > 1 || focus.some((word) => phrased.has(word.concept));
  return hit.score >= 4 && hit.score >= 2.5 * (next?.score ?? 0) && focus.length > 0 && onItsSubject && saysEveryWord(hit.item, focus);
}

/** The words a message asks about, less those that only point at what it is about. */
const askedWords = (evidence: Evidence) => evidence.reading.focus.flat().filter((word) => !word.owned);

/** Whether an entry's question, phrasings and answer together say every one of these words. */
function saysEveryWord(entry: KnowledgeEntry, words: FocusWord[]): boolean {
  const cover = coverOf(entry.question, ...entry.variants, entry.answer);
  return words.every((word) => cover.has(word.concept));
}

/**
 * Whether a FAQ entry found by the question's words says more of its focus than a practice's
 * whole page does (the entry's question, phrasings and answer against the practice's every field).
 */
function faqSaysMore(evidence: Evidence, service: Service): boolean {
  const entry = evidence.faq.find((hit) => hit.reason.startsWith("text match") && hit.score >= STRONG_FAQ_SCORE)?.item;
  if (!entry) return false;
  const focus = evidence.reading.focus.flat().filter((word) => !word.owned);
  const said = (cover: Set<string>) => focus.filter((word) => cover.has(word.concept)).length;
  const practice = coverOf(
    service.title,
    service.description,
    service.overview,
    ...service.keyServices,
    ...service.capabilities,
    ...service.approach.flatMap((step) => [step.title, step.description]),
    service.results,
  );
  return said(coverOf(entry.question, ...entry.variants, entry.answer)) > said(practice);
}

/** The knowledge entry the message asks in other words (understand.ts finds it). */
const askedEntry = (evidence: Evidence) => evidence.faq.find((hit) => hit.reason.startsWith("entry:"))?.item;

/**
 * Whether an entry's own "Yes." answers the question: a yes-or-no question, not one that offers the
 * other way ("can you buy the media too, or do you just make the ads?", "only video?").
 */
const keepsYes = (evidence: Evidence) => !expectsFact(evidence.question) && !evidence.reading.questions.some((asked) => ONE_OR_THE_OTHER.test(asked));

/**
 * A knowledge entry's answer as a part, with the service or case study staff linked it to; a
 * wh-question gets it without its opening "Yes.".
 */
function entryPart(entry: KnowledgeEntry, keepYes: boolean, subject?: Subject, evidence?: Evidence): Part {
  // The words of the question a phrasing of the entry says in other words ("reimbursed": refund) are
  // covered by its answer: that phrasing asks the question (phrasing.ts).
  const byMeaning = evidence?.phrased?.get(entry.id)?.byMeaning ?? [];
  const links = [entry.serviceSlug ? `/services/${entry.serviceSlug}` : null, entry.caseStudyId ? `/case-studies/${entry.caseStudyId}` : null].filter(
    (link): link is string => link !== null,
  );
  return part(
    (w) => {
      const answer = keepYes ? entryAnswer(entry, w) : withoutYes(entryAnswer(entry, w), w);
      return links.length ? `${answer.replace(/\s*$/, "")} ${w.p.readMore(links)}` : answer;
    },
    {
      source: `faq:${entry.id}`,
      subject,
      ...(entry.caseStudyId ? { caseStudyId: entry.caseStudyId } : {}),
      ...(byMeaning.length ? { covers: byMeaning } : {}),
    },
  );
}

// ---- answering the question -----------------------------------------------------------------

/** Subjects answered by a fact or a FAQ entry, most specific first. */
const GENERAL: Subject[] = [
  "ownership",
  "about",
  "privacy",
  "legal-name",
  "tagline",
  "social-links",
  "founded",
  "first-meeting",
  "getting-started",
  "pricing",
  "timeline",
  "media-buying",
  "startups",
  "partners",
  "hours",
  "location",
  "contact",
  "awards",
  "case-count",
  "team",
  "clients",
  "industries",
  "services",
];

/** Whether the message asks about the named (or earlier) work itself rather than the agency ("did that one win…?"). */
function aboutNamedWork(evidence: Evidence): boolean {
  const message = normalize(evidence.message);
  if (!evidence.fromHistory) return true;
  return (
    /\b(that|it|this|those|they|them|the (campaign|project|work|film|spot|one))\b/.test(message) ||
    !new RegExp(String.raw`\b(you|your|y'?all|${AGENCY}|agency|studio)\b`).test(message)
  );
}

/** Subjects that are about the case studies or services the message names. */
const ABOUT_ENTITIES = new Set<Subject>(["results", "challenge", "examples", "process", "included", "clients", "industries", "case-count"]);

/** The headline result of every case study, for "any numbers?" with no project named. */
function resultsOverview(kb: KnowledgeBase): Part {
  return part((w) => w.p.resultsOverview(kb.source.caseStudies.map((study) => `${study.client}: ${w.t(study.metrics.primary)}`)), { source: "results" });
}

/** A case study for the project in question: one the message (or the earlier one) points at, or one using its practice. */
function exampleAnswer(evidence: Evidence, kb: KnowledgeBase, services: Hit<Service>[]): Part | null {
  // A tag the visitor's words share ("family shop": a ballclub's family nights) is no likeness.
  const study =
    evidence.caseStudies.find((hit) => hit.score >= MEANT && !hit.reason.startsWith("tag:"))?.item ??
    exampleFor(
      kb,
      services.map((hit) => hit.item),
    );
  if (!study) return null;
  return rephrase(caseStudyPart(study, new Set(["results"]), true), (said, { p }) => p.example(said));
}

const PAST = /\b(did|was|were|took|ran|lasted)\b/;
/** Whether the agency does a kind of work: "do you guys do events?", "could you run our TikTok?". */
const DO_YOU_DO = new RegExp(
  String.raw`\b(do|does|can|could|would|will) (you|u|y'?all|${AGENCY})( guys| all)? (also |ever |even )?(do|offer|handle|run|make|shoot|film|build|produce|design|create|provide|manage)\b`,
);
/** Whom a practice is for: "the kind of client…", "who is it for?", "what companies do you do it for?". */
const ASKS_WHOM_IT_SERVES =
  /\b(kinds?|types?|sorts?) of (clients?|compan(y|ies)|brands?|business(es)?|customers?)(?= (do|does|did|you|your|ur|u|y'?all|the|that|come|usually|typically|generally|mostly|work|hire|are|is|tend|need|want)\b|\s*[?.!]*$)|\bwho (is|'s) (it|this|that|the [a-z ]+ (team|practice)) for\b|\bwho (does|do) (it|that|the [a-z ]+ (team|practice)) (work|works) (with|for)\b|\bwho (do|does) (you|u|y'?all|your [a-z]+ (team|practice)) (usually |typically |mostly )?(make|do|design|create|build|produce|shoot) ([a-z-]+ ){1,3}for\W*$/;
/** A length asked of something done ("how long did it run?", "how long was the campaign?"), not of a project to come. */
const RAN_HOW_LONG =
  /\bhow long (did|was|were|had)\b|\b(took|ran|lasted)\b|\bhow long (is|are) (the|that|this|those|these|their|its) ([a-z-]+ )?(film|films|video|videos|spot|spots|ad|ads|commercial|commercials|documentary|doc|clip|clips|episode|episodes|cutdowns?)\b/;
const USUALLY = /\b(usual|usually|typical|typically|average|on average|normally|generally|tend to|most projects)\b/;

/** What a case study's summary answers: anything else about it is a detail, found in its passages. */
const DETAILS = new Set<Subject>(["results", "challenge", "timeline", "process", "included", "examples", "clients", "case-count", "industries"]);

const ASKS_WHICH =
  /\b(which|what) (ones?|of your|clients?|case stud(y|ies)|projects?|brands?|companies|campaigns?|work)\b|\bwhich ones?\b|\bfor (which|what|whom)\b|\bwho (have|did) you\b/;
const ABOUT_CASE_STUDIES = /\b(clients?|case stud(y|ies)|projects?|brands?|companies|campaigns?|work|examples?)\b/;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
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
};
const COMPARED = /\b(longer|more|shorter|less|fewer|under|over) than (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks?|months?)\b/;

/** A duration in weeks ("10 weeks", "6 months"), or null. */
function weeksOf(duration: string | null | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(weeks?|months?)/i.exec(duration ?? "");
  if (!match) return null;
  return Number(match[1]) * (/^month/i.test(match[2]) ? 4.35 : 1);
}

/** "Which ran longer, the Acme work or the Globex one?": two engagements' lengths, compared. */
function longerOfTwo(evidence: Evidence): Part[] {
  const message = normalize(evidence.message);
  const asked = /\b(longer|shorter|quicker|faster)\b/.exec(message);
  if (!asked || !/\b(ran|run|last|lasted|took|take|engagement|campaign|project|work|program)\b/.test(message)) return [];
  // Named, or described ("the credit union rebrand").
  const named = evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY).slice(0, 3);
  if (named.length !== 2) return [];
  const [a, b] = named.map((hit) => hit.item);
  const weeksA = weeksOf(a.duration);
  const weeksB = weeksOf(b.duration);
  if (weeksA === null || weeksB === null || weeksA === weeksB) return [];
  const shorter = /shorter|quicker|faster/.test(asked[1]);
  const [first, second] = weeksA > weeksB !== shorter ? [a, b] : [b, a];
  return [
    part((w) => w.p.ranLonger(first.client, w.t(first.duration!), second.client, w.t(second.duration!), shorter), {
      source: `case-study:${first.id}`,
      caseStudyId: first.id,
      subject: "timeline",
      covers: [
        ...coverOf(
          a.client,
          a.title,
          ...campaignNames(a),
          b.client,
          b.title,
          ...campaignNames(b),
          asked[1],
          "longer shorter engagement campaign project work program ran run took",
        ),
      ],
    }),
  ];
}

/** The case studies that ran longer or shorter than a duration ("which projects ran longer than five months?"). */
function comparedCaseStudies(message: string, kb: KnowledgeBase): Part[] {
  const match = COMPARED.exec(message);
  if (!match || !/\b(ran|run|last|lasted|took|take|long|longer|shorter)\b/.test(message)) return [];
  const amount = NUMBER_WORDS[match[2]] ?? Number(match[2]);
  const limit = amount * (match[3].startsWith("month") ? 4.35 : 1);
  const longer = /^(longer|more|over)$/.test(match[1]);
  const studies = kb.source.caseStudies.filter((study) => {
    const weeks = weeksOf(study.duration);
    return weeks !== null && (longer ? weeks > limit : weeks < limit);
  });
  return studies.map((study, index) =>
    part((w) => `${index === 0 ? "" : "\n"}${study.client}: ${w.t(study.duration!)}.`, {
      source: `case-study:${study.id}`,
      caseStudyId: study.id,
      subject: "timeline",
    }),
  );
}

/** The work asked about by a superlative: "your two longest engagements", "which campaign got the most views". */
const LONGEST =
  /\b(longest|shortest|quickest|fastest|briefest)(-running| running)? (engagements?|projects?|campaigns?|clients?|case stud(y|ies))\b|\b(which|what) (one |two |three )?(of (your|the|these|those|all( the| your)?) )?(engagements?|projects?|campaigns?|case stud(y|ies)|work) (ran|lasted|took|was|were) (the )?(longest|shortest|quickest|fastest)\b/;
// Only a count asked of all the work: "the most views on YouTube" is a count the ranking would not keep to.
const MOST =
  /\b(which|what)\b[^?.!]{0,40}\b(campaigns?|projects?|case stud(y|ies)|clients?|work|engagements?)\b[^?.!]{0,30}\b(?:the )?(?:most|highest|biggest|largest|greatest) (?<metric>(?:[a-z-]+ ){0,2}?[a-z-]+s)( (of them all|overall|so far|ever|in total|total))?\s*([?.!]|$)/;
const HOW_MANY_RANKED =
  /\b(two|three|four|five|2|3|4|5)\b(?= (of (your|the) )?[a-z -]{0,40}\b(longest|shortest|most|highest|biggest|largest|greatest)\b)|\b(longest|shortest|most|highest|biggest|largest|greatest) (two|three|four|five|2|3|4|5)\b/;
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** The largest count a case study reports of what is asked ("14.5M video views"), or null. */
function reportedCount(study: CaseStudy, noun: string): { value: number; line: string } | null {
  const asked = concept(noun);
  let best: { value: number; line: string } | null = null;
  for (const line of study.results) {
    for (const match of line.matchAll(/(?<![\d.,])(\d[\d,]*(?:\.\d+)?)([kmb])?(?![\d%:x.,]*\d|%)((?: [a-z'-]+){0,5})/gi)) {
      // The thing counted follows its figure, before any preposition ("11.8M organic and paid video views across…").
      const following = tokenize(match[3]);
      const stop = following.findIndex((word) => /^(on|in|at|for|to|from|by|per|across|with|over|into|than|of|the|a)$/.test(word));
      if (!(stop < 0 ? following : following.slice(0, stop)).some((word) => concept(word) === asked)) continue;
      const value = Number(match[1].replace(/,/g, "")) * (SCALE[(match[2] ?? "").toLowerCase()] ?? 1);
      if (!best || value > best.value) best = { value, line };
    }
  }
  return best;
}

/** The case studies a superlative asks for, ranked by their duration or by the count asked about. */
function rankedCaseStudies(message: string, kb: KnowledgeBase): Part[] {
  const countMatch = HOW_MANY_RANKED.exec(message);
  const said = countMatch?.slice(1).find((group) => group !== undefined && /^(\d|two|three|four|five)$/.test(group));
  const wanted = said ? (NUMBER_WORDS[said] ?? Number(said)) : 1;
  const longest = LONGEST.exec(message);
  if (longest) {
    const shortest = /\b(shortest|quickest|fastest|briefest)\b/.test(longest[0]);
    const timed = kb.source.caseStudies.flatMap((study) => {
      const weeks = weeksOf(study.duration);
      return weeks === null ? [] : [{ study, weeks }];
    });
    timed.sort((a, b) => (shortest ? a.weeks - b.weeks : b.weeks - a.weeks));
    // Work that ran as long as the last one kept ties with it, and is named too.
    const kept = timed.filter((entry, index) => index < wanted || (index > 0 && entry.weeks === timed[Math.min(index, wanted) - 1].weeks));
    return kept.map(({ study }, index) =>
      part((w) => `${index === 0 ? "" : "\n"}${study.client}: ${w.t(study.duration!)}.`, {
        source: `case-study:${study.id}`,
        caseStudyId: study.id,
        subject: "timeline",
      }),
    );
  }
  const most = MOST.exec(message);
  if (!most) return [];
  const noun = most.groups!.metric.split(" ").pop()!;
  const counted = kb.source.caseStudies.flatMap((study) => {
    const count = reportedCount(study, noun);
    return count ? [{ study, ...count }] : [];
  });
  // Too few of the work reports it to rank them by it.
  if (counted.length < Math.max(2, wanted)) return [];
  counted.sort((a, b) => b.value - a.value);
  return counted
    .slice(0, wanted)
    .map(({ study, line }, index) =>
      part((w) => `${index === 0 ? "" : "\n"}${study.client}: ${w.t(line)}.`, { source: `case-study:${study.id}`, caseStudyId: study.id }),
    );
}

/**
 * A superlative over the work ("which campaign got the most likes?", "your most successful project",
 * "which client saw the biggest sales lift?"): only a ranking of the case studies answers it, and
 * when none can be made (no case study, or only one, reports it) nothing else does: a practice's
 * description or one client's line is not the most of anything.
 */
const SUPERLATIVE_OF_WORK =
  /\b(which|what)\b[^?.!]{0,40}\b(campaigns?|projects?|case stud(y|ies)|clients?|work|engagements?|brands?|launch(es)?)\b[^?.!]{0,30}\b(most|highest|biggest|largest|greatest|best|fewest|lowest|smallest|least|top|strongest|worst)\b(?! (often|of|likely|common|commonly|usually|recent|recently)\b)(?= [a-z])|\b(your|the) (single )?(most|biggest|best|largest|greatest|top|strongest|worst) ([a-z-]+ )?(campaigns?|projects?|clients?|work|case stud(y|ies)|engagements?|launch(es)?|results?)\b/;

/** Whether the message asks for the most of something across the work that no ranking answers. */
function unrankedSuperlative(evidence: Evidence, kb: KnowledgeBase): boolean {
  const message = normalize(evidence.message);
  if (!SUPERLATIVE_OF_WORK.test(message) || evidence.caseStudies.some((hit) => hit.score >= NAMED)) return false;
  return rankedCaseStudies(message, kb).length === 0 && comparedCaseStudies(message, kb).length === 0;
}

/** Every case study of a practice or an industry the question names, when it asks which ones. */
function listedCaseStudies(evidence: Evidence, kb: KnowledgeBase): Part[] {
  const message = normalize(evidence.message);
  const compared = comparedCaseStudies(message, kb);
  if (compared.length) return compared;
  const two = longerOfTwo(evidence);
  if (two.length) return two;
  if (!evidence.caseStudies.some((hit) => hit.score >= NAMED)) {
    const ranked = rankedCaseStudies(message, kb);
    if (ranked.length) return ranked;
  }
  if (!ASKS_WHICH.test(message) || !ABOUT_CASE_STUDIES.test(message)) return [];
  if (evidence.caseStudies.some((hit) => hit.score >= NAMED)) return [];
  const service = evidence.services.find((hit) => hit.score >= NAMED)?.item;
  const top = evidence.caseStudies.find((hit) => hit.score >= INDUSTRY && hit.reason.startsWith("industry:"));
  const studies = service
    ? kb.source.caseStudies.filter((study) => study.services.includes(service.title))
    : top
      ? evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY && hit.reason === top.reason).map((hit) => hit.item)
      : [];
  return studies.slice(0, 6).map((study, index) =>
    part((w) => `${index === 0 ? "" : "\n"}${w.p.caseStudyLine(study.client, industryOf(study, w), w.t(study.metrics.primary))}`, {
      source: `case-study:${study.id}`,
      caseStudyId: study.id,
    }),
  );
}

/** A yes-or-no question about what happened to the work, not about the agency's having done it. */
const ASKS_WHAT_HAPPENED = new RegExp(
  String.raw`^(?!.*\b(you|u|y'?all|${AGENCY}|your team)\b).*\b(doubled?|tripled?|grow|grew|increased?|rise|rose|jump(ed)?|drop(ped)?|fall|fell|work(ed)?|pay off|paid off|sell|sold|succeed(ed)?|improved?|boost(ed)?|lift(ed)?|go (up|down)|went (up|down)|hit|reach(ed)?)\b`,
);

/** What a measure of the work did: "did their sales go up?", "what kind of lift…", "what did their online sales do?". */
const ASKS_MEASURE_OUTCOME =
  /^(did|has|have|was|were)\b.*\b(go(es)? up|went up|go(es)? down|went down|grow|grew|increase|rise|rose|drop|fall|fell|jump|climb|improve|decline|double|triple)\b|^(did|has|have|was|were) (?!(you|u|y'?all|your|ur)\b)([a-z'-]+ ){1,6}(more|less|fewer)\W*$|\bwhat (kind|sort|type) of ([a-z-]+ )?(lift|growth|increase|bump|jump|gain|drop|decrease|change|numbers|results)\b|\bwhat did [a-z'& -]{1,80} (do|look like)\b|\bwhat happened (to|with) (their|its|the)\b/;

/** Every concept a message's questions ask about: what a part chosen for the whole question answers for. */
const focusConcepts = (evidence: Evidence) => evidence.reading.focus.flat().map((word) => word.concept);

/** Words that ask for work or clients in general ("any work", "which clients", "anything"). */
const ANY_WORK = coverOf(
  `${WORK_NOUNS} client clients client's brand brands company companies anyone anybody anything example examples case study studies done`,
);

/** Whether a question asks for nothing but work in the places it names (not "billboards in Long Beach"). */
function onlyThePlaceAsked(evidence: Evidence, placed: { place: string }[]): boolean {
  const placeWords = coverOf(...placed.map(({ place }) => place));
  return evidence.reading.focus.flat().every((word) => placeWords.has(word.concept) || ANY_WORK.has(word.concept));
}

/** The parts of a reply that answer the question itself, or none when no source does. */
function answerQuestion({ evidence, kb, hasContact }: AnswerContext): Part[] {
  const { question } = evidence;
  const subjects = new Set(question.subjects);
  // A project description with no question in it is answered by the practices it needs.
  if (!question.isQuestion && subjects.size === 0) return [];
  const yesNo = question.form === "yes-no";
  // "Do you shoot it or hire a production company?", "do you only do video?": a practice or the
  // work that covers them does not say yes to them.
  // (Nor is the story nearest a visitor's, of another kind than theirs, a yes.)
  const saysYes = yesNo && !evidence.notAffirmed && !evidence.reading.questions.some((asked) => ONE_OR_THE_OTHER.test(asked));
  // "What are your prices?" after a client's story asks what we charge, not what the story says of
  // prices: the work the conversation was on is no part of it.
  const ourPrice = evidence.fromHistory && asksOurPrice(normalize(evidence.message));
  const named = ourPrice ? [] : evidence.caseStudies.filter((hit) => hit.score >= NAMED);
  const studies = ourPrice ? [] : evidence.caseStudies.filter((hit) => hit.score >= INDUSTRY);
  const services = evidence.services.filter((hit) => hit.score >= MEANT);
  const general = GENERAL.filter((subject) => subjects.has(subject));
  const onlyAboutWork = general.every((subject) => ABOUT_ENTITIES.has(subject));
  const caseStudyParts = (hits: Hit<CaseStudy>[]) => {
    // A study that uses the visitor's own words ("summer menu") stands alone; near-ties are listed.
    // Every client the visitor named ("Acme and Globex") is answered for.
    // Each industry asked about ("healthcare or banking?") is answered by its own work.
    const industries = new Set<string>();
    const nearTie = (hit: Hit<CaseStudy>) => hit.score >= hits[0].score - 3;
    const several = /\b(or|and)\b/.test(normalize(evidence.message));
    const ownIndustry = (hit: Hit<CaseStudy>) =>
      several && hit.reason.startsWith("industry:") && !industries.has(hit.item.industry) && Boolean(industries.add(hit.item.industry));
    const chosen =
      named.length > 1 && hits === named ? named.slice(0, 3) : hits.filter((hit) => ownIndustry(hit) || nearTie(hit)).slice(0, named.length ? 2 : 3);
    const open = evidence.reading.questions.length === 1 && !evidence.reading.focus[0]?.length;
    const lines = chosen.map((hit) => caseStudyPart(hit.item, subjects, chosen.length === 1 || named.length > 0, evidence.message, open));
    // "Have you done healthcare work?" is answered yes by the work; "did Acme's sign-ups double?"
    // asks what happened, which the figures say (or not), with no "Yes." before them.
    if (saysYes && !ASKS_WHAT_HAPPENED.test(normalize(evidence.message))) lines[0] = rephrase(lines[0], (said, { p }) => `${p.yes} ${said}`);
    else if (evidence.nearStory && lines.length) lines[0] = rephrase(lines[0], (said, { p }) => `${p.nearestStory} ${said}`);
    return lines;
  };

  // Work that shows what is asked; "do you do pop-ups? any examples?" is yes, the practice, then
  // that work (not "can you get it live in time?", which no practice says yes to).
  const examplesAnswer = (): Part[] | null => {
    const example = exampleAnswer(evidence, kb, services);
    if (!example) return null;
    if (saysYes && services.length && services[0].score >= MEANT && evidence.reading.questions.some((asked) => DO_YOU_DO.test(asked)))
      return [servicePart(services[0].item, subjects, saysYes, evidence.reading.focus.flat()), example];
    return [example];
  };

  // The awards are the agency's, tied to no case study: "did that campaign win anything?" is not answered by them.
  // (Work carried from earlier messages is the work asked of, however it was found there: "did it
  // win anything?" after "how fast was the bike?".)
  const awardsOfWork = subjects.has("awards") && (named.length > 0 || (evidence.fromHistory && studies.length > 0)) && aboutNamedWork(evidence);
  if (awardsOfWork && general.every((subject) => subject === "awards" || ABOUT_ENTITIES.has(subject))) return [];

  // 0. A knowledge entry asked in other words: staff's answer (or the FAQ's) to this very question,
  //    when it shares more than one word with it or no subject of the rules below claims it.
  const asked = askedEntry(evidence);
  //    Several questions, each an entry's own phrasing ("do you take a deposit? also do you do
  //    rush jobs?"): each entry answers its own.
  const askedAll = evidence.faq.filter((hit) => hit.reason.startsWith("entry:"));
  if (askedAll.length > 1 && evidence.reading.questions.length > 1 && question.isQuestion)
    return askedAll.map((hit) => entryPart(hit.item, keepsYes(evidence), undefined, evidence));
  const focusSize = new Set(evidence.reading.focus.flat().map((word) => word.concept)).size;
  //    ("Which project was that?" of work described asks which work, whatever entry says "project".)
  const whichWorkDescribed = named.length > 0 && WHICH_WORK.test(normalize(evidence.message));
  // ("Who's the person from their company that said something about it?" of work talked about asks
  // who its quote is from, not whether a person is answering.)
  const quoteOfWork = evidence.caseStudies.length > 0 && asksWhoWasQuoted(normalize(evidence.message));
  if (asked && evidence.reading.questions.length === 1 && question.isQuestion && !whichWorkDescribed && !quoteOfWork && (focusSize >= 2 || subjects.size === 0))
    return [entryPart(asked, keepsYes(evidence), undefined, evidence)];

  // "Is a kombucha brand the kind of client your packaging team works with?", "what kinds of
  // companies come to you for a rebrand?": whom the practice works with, as it lists them (no
  // "yes": the list says whether).
  if (!named.length && services.length && question.isQuestion && ASKS_WHOM_IT_SERVES.test(normalize(evidence.message)) && services[0].item.clientTypes.length) {
    const { item } = services[0];
    // ("Who do you make packaging for?": the kinds of client it lists say who.)
    const serves = part((w) => w.p.serves(w.t(item.title), w.p.list(item.clientTypes.map((type) => lowerFirst(w.t(type))))), {
      source: `service:${item.slug}`,
    });
    return [{ ...serves, answersWho: true }];
  }

  // 0. Work a visitor points at by a figure it reached ("you had a client whose calls went up like
  //    70%? who"): the line that states it, which names the client.
  const byFigure = named.length === 1 && !evidence.fromHistory ? /\(figure: (.*)\)$/.exec(named[0].reason)?.[1] : undefined;
  if (byFigure) {
    const study = named[0].item;
    const line = {
      source: `case-study:${study.id}`,
      label: study.client,
      text: byFigure,
      field: "results",
      caseStudyId: study.id,
      cover: new Set<string>(),
      own: new Set<string>(),
    };
    return [{ ...passagePart(line), covers: focusConcepts(evidence), answersWho: true }];
  }
  // 0. Where a client is ("where is that plumbing company based?", "where are they located?" of the
  //    work talked about): the first line of its story that names a place, or nothing.
  if (evidence.caseStudies[0]?.score >= NAMED && asksWhereTheClientIs(normalize(evidence.message), evidence.caseStudies[0].item)) {
    const line = whereTheClientIs(kb, evidence.caseStudies[0].item.id);
    const covers = focusConcepts(evidence);
    return line ? [{ ...passagePart(line), covers }] : [];
  }
  // 0. Work done in a place the case studies name ("any work down in Long Beach?", "who did you
  //    work with in the Inland Empire?"), when the place is all it asks about: each story's line there.
  const placed =
    named.length || evidence.fromHistory || evidence.reading.questions.length !== 1 ? [] : placesAsked(evidence.message, kb, evidence.reading.text);
  if (placed.length && onlyThePlaceAsked(evidence, placed)) {
    const lines = placeLines(kb, placed);
    const covers = focusConcepts(evidence);
    if (lines.length)
      return lines.map((line, index) => {
        const said = { ...passagePart(line), covers, answersWho: true };
        return index === 0 ? said : rephrase(said, (text) => `\n${text}`);
      });
  }

  // 0. Which case studies show a practice or an industry ("which clients have you done brand
  //    strategy for?", "which of your case studies are food brands?"): every one of them.
  const listed = listedCaseStudies(evidence, kb);
  if (listed.length) return listed;

  // 1. A detail of a named case study or of a practice ("where did the Acme billboards go up?",
  //    "what tools do you use for social listening?"): the passage that says it.
  // A count asked of a named case study ("how many extra stores…") is a detail even when it is a result.
  // So is a figure asked of a named case study ("how much did Acme's Spanish-language sign-ups grow?",
  // "what % finished?"): the line that states it, not every headline figure of the work.
  const message = normalize(evidence.message);
  const counts = named.length > 0 && ASKS_FIGURE.test(message);
  const detailed = counts || !question.subjects.some((subject) => DETAILS.has(subject));
  // A question on an agency fact ("where can I follow you on social media?") is no practice's detail.
  const aboutAgency = question.subjects.some((subject) => kb.facts.some((fact) => fact.subject === subject));
  const practice = !yesNo && question.form !== "statement" && !aboutAgency ? services[0] : undefined;
  // The line of the one named case study that states what is asked, or the honest fallback,
  // whatever else the message would draw.
  const statedOrNothing = () => {
    const stated = namedDetail(evidence, kb, detailEntities(named, undefined, evidence.reading.text));
    return stated.length ? stated : [fallback()];
  };
  // One figure of one case study, or what a measure of it did ("how much did Acme's online sales go
  // up?", "what kind of lift did its fall menu get?"): the line that states that measure, never the
  // work's headline figures in its place. The work may be named, or described ("the coffee
  // brand") when one case study stands out. A price asked ("how much would that cost?") is the
  // price list's, not a figure of the work.
  // ("How many weeks did you spend on it?" asks its length, which its summary states.)
  const lengthCounted = /\bhow many (days|weeks|months|years)\b/.test(message);
  const measureOutcome =
    !subjects.has("pricing") && !question.unpublished && !lengthCounted && (ASKS_FIGURE.test(message) || ASKS_MEASURE_OUTCOME.test(message));
  const described = studies.length > 0 && studies[0].score > (studies[1]?.score ?? 0) ? studies[0] : undefined;
  const measured = named.length === 1 ? named[0] : named.length === 0 ? described : undefined;
  const oneAsked = questionsAsked(evidence).length === 1;
  if (measureOutcome && measured && oneAsked) {
    const figures = figureParts(evidence, kb, measured.item);
    if (figures?.parts.length) return figures.parts;
    // A line found by most of a long measure's words may still state it ("what share of visitors
    // was the plan finder losing before they saw a quote?": "abandoned"), when it states a figure
    // of the kind asked; a measure of two words ("foot traffic") is all of them or nothing.
    if (figures) return named.length === 1 && figures.measure >= 3 && !asksAnotherContext(evidence, measured.item) ? statedOrNothing() : [fallback()];
  }
  // "Who's the CEO quoted on the credit union rebrand?": the person the quote of the work named or
  // described is from.
  const quoted = measured ? quotedBy(evidence, kb, measured.item) : [];
  if (quoted.length) return quoted;
  // "Which client had the heat-wave ads?", "who was the documentary made for?": the work its words
  // describe, by name, with the lines of it they say.
  if (named.length === 1 && WHICH_WORK.test(message) && oneAsked) return caseStudyParts(named);
  const detail = detailed ? namedDetail(evidence, kb, detailEntities(named, practice, evidence.reading.text)) : [];
  if (detail.length) return detail;
  // A thing of a kind asked of one named case study ("what's the name of the ballpark?", "where did
  // the banners go up?") is stated by the lines of it the question's words find, or not known. (What
  // a project costs is the price list's, whatever work was talked about before.)
  if (detailed && named.length === 1 && oneAsked && !subjects.has("pricing")) {
    const { question: asked } = questionsAsked(evidence)[0];
    const study = named[0].item;
    const names = coverOf(study.client, ...nameWordsOtherwise(study.client));
    if (asksForAThing(asked, evidence) && !askedResults(study, evidence.message).some((line) => statesTheThingAsked(asked, line, evidence, kb, names)))
      return [fallback()];
  }

  // 2. A client named ("how did your work for Acme perform?"), or its duration asked in the past tense.
  const pastDuration = subjects.has("timeline") && PAST.test(message);
  // A length asked of work done ("how long did it run?"), which no usual timeline answers.
  const ranHowLong = RAN_HOW_LONG.test(message) && !USUALLY.test(message);
  // "How long did the bike take from Silver Lake to Downtown in the Acme film?" asks the length of
  // something in the work, not of the engagement: the line that states it, or nothing.
  if (named.length === 1 && pastDuration && !ofTheWork(named[0].item, evidence, kb)) return statedOrNothing();
  if (named.length && (onlyAboutWork || (pastDuration && general.every((subject) => subject === "timeline" || ABOUT_ENTITIES.has(subject))))) {
    return caseStudyParts(named);
  }
  if (studies.length && pastDuration && general.every((subject) => subject === "timeline" || ABOUT_ENTITIES.has(subject))) {
    return caseStudyParts(studies.slice(0, 1));
  }
  // 3. Work like the project described earlier ("has that worked for another brand?").
  if (subjects.has("examples") && evidence.fromHistory) {
    const example = examplesAnswer();
    if (example) return example;
  }
  // 4. A practice's process, results or what it includes ("what's your process for a rebrand?").
  const namedService = services.find((hit) => hit.score >= NAMED);
  if (namedService && subjects.has("results") && !named.length)
    return [servicePart(namedService.item, new Set(["results"]), false, evidence.reading.focus.flat())];
  const practiceQuestion = subjects.has("process") || subjects.has("included") || (subjects.has("results") && !studies.length);
  const aboutPractice = general.every((subject) => ABOUT_ENTITIES.has(subject) || (subject === "pricing" && subjects.has("process")));
  if (services.length && practiceQuestion && aboutPractice && !named.length)
    return [servicePart(services[0].item, subjects, saysYes, evidence.reading.focus.flat())];
  // 5. An industry's work ("any work for hospitals?", "healthcare clients?"); "which sectors?" gets the list.
  const listAsked = subjects.has("industries") && !yesNo;
  // "Can you make a website for my restaurant?" asks for the practice; the industry's work is the proof.
  const asksToMake = yesNo && subjects.size === 0 && /\b(make|build|do|create|design|produce|run|handle|help|shoot|redo|refresh|launch)\b/.test(message);
  if (services.length && studies.length && asksToMake && !named.length) {
    const study = studies[0].item;
    return [
      servicePart(services[0].item, subjects, saysYes, evidence.reading.focus.flat()),
      part((w) => w.p.reference(industryOf(study, w), study.client, w.t(study.metrics.primary)), { source: `case-study:${study.id}`, caseStudyId: study.id }),
    ];
  }
  if (studies.length && onlyAboutWork && !listAsked && !(subjects.has("examples") && evidence.fromHistory)) return caseStudyParts(studies);

  // 6. Facts and FAQ answers, at most two. (A FAQ entry the words point at, which says every word
  //    asked where the subject's entry leaves one out, answers instead: "what's the rush fee?" is
  //    the rush entry's 25%, not the price range.)
  const closer = entrySayingAll(evidence, general);
  if (question.isQuestion && closer)
    return [
      entryPart(
        closer,
        keepsYes(evidence),
        general.find((subject) => subject === closer.topic),
        evidence,
      ),
    ];
  const parts: Part[] = [];
  for (const subject of general) {
    if (parts.length >= 2) break;
    if (subject === "services" && services.length) continue;
    if (ABOUT_ENTITIES.has(subject) && studies.length && !(listAsked && subject === "industries")) continue;
    // "How long did it last?" asks how long some work ran, which the agency's usual timelines do not say.
    if (subject === "timeline" && ranHowLong) continue;
    // The awards are the agency's, tied to no case study: "did that campaign win anything?" is not answered by them.
    const fact = evidence.facts.find((hit) => hit.item.subject === subject)?.item;
    const entry = evidence.faq.find((hit) => hit.reason === `subject: ${subject}`)?.item;
    if (subject === "location" && entry && !/zip|postal|street|suite/.test(message)) {
      parts.push(entryPart(entry, true, subject));
    } else if (fact) {
      const awardsYes = yesNo && subject === "awards";
      // A visitor whose details are known is never asked for them again ("Or leave your name and email here…").
      const said = (w: Wording) => (hasContact ? withoutAskingForDetails(w.lang === "es" ? fact.es : fact.text) : w.lang === "es" ? fact.es : fact.text);
      parts.push(part((w) => `${awardsYes ? `${w.p.yes} ` : ""}${said(w)}`, { source: fact.id, subject }));
    } else if (entry) {
      // ("Can you buy the ad space too, or do you just make the ads?" offers the other way: no yes answers it.)
      parts.push(entryPart(entry, yesNo && keepsYes(evidence), subject));
    }
  }
  if (parts.length) {
    // A price or a timeline for a project described earlier names what it would draw on.
    if ((subjects.has("pricing") || subjects.has("timeline")) && services.length && evidence.fromHistory) {
      const drawn = services.slice(0, 2).map((hit) => hit.item);
      parts.push(part((w) => w.p.drawsOn(w.p.list(drawn.map((service) => w.t(service.title))), drawn.length), { source: `service:${drawn[0].slug}` }));
    }
    return parts;
  }

  // 8. Work to show, a practice, or the numbers across the work.
  if (subjects.has("examples")) {
    const example = examplesAnswer();
    if (example) return example;
  }
  // A FAQ entry whose words say more of the question than the practice's do answers it instead
  // ("how far ahead of the shoot do you need our product samples?" is the entry on preparing for a
  // shoot, not the video practice): its passage, found below, or nothing.
  if (services.length && question.isQuestion && faqSaysMore(evidence, services[0].item)) return [];
  // "How do you figure out if the ad money did anything?": a practice found only by its words
  // says what it is, not how, when, where or who, unless its description says something asked
  // beside its name ("how does your media team measure…": "measured against business results").
  if (services.length && services[0].score < NAMED && ASKS_HOW_OR_WHERE.has(question.form) && !describesWhatIsAsked(services[0].item, evidence)) return [];
  if (services.length && question.isQuestion) {
    // "Do you do TikTok?": yes, the practice, and the work that shows it on that platform or craft.
    const shown = yesNo ? workShowing(evidence, kb, services[0].item) : null;
    const practice = servicePart(services[0].item, subjects, saysYes, evidence.reading.focus.flat());
    if (!shown) return [practice];
    return [practice, part((w) => w.p.proof(shown.study.client, w.t(shown.figure)), { source: `case-study:${shown.study.id}`, caseStudyId: shown.study.id })];
  }
  // (Not when it points at something it found no work for: "the welding school ads…, how did that go?")
  if (subjects.has("results") && !question.refersBack) return [resultsOverview(kb)];
  if (subjects.has("process")) return [processOverview(kb)];
  if (studies.length && question.isQuestion) return caseStudyParts(studies);

  // 9. A FAQ entry that matches the words well, when what it is found by is more than its phrasings:
  //    an entry's question or variant that shares a word with the question ("…and can I get a
  //    refund?") is no answer to it, unless a phrasing asks the question, the question says what the
  //    entry's question asks about, or the answer itself says the words only its phrasings said.
  const faq = evidence.faq.find((hit) => hit.reason.startsWith("text match"));
  // Not for a piece of work pointed at but never named ("how long did that project take?").
  const unnamedWork = POINTS_AT_A_WORK.test(message) && !named.length && !evidence.fromHistory;
  if (
    question.isQuestion &&
    faq &&
    !unnamedWork &&
    !(subjects.has("timeline") && ranHowLong) &&
    (faq.score >= STRONG_FAQ_SCORE || leadsClearly(faq, evidence)) &&
    (evidence.phrased?.has(faq.item.id) || evidence.echoed?.has(faq.item.id) || answerSays(faq.item, evidence))
  )
    return [entryPart(faq.item, keepsYes(evidence), undefined, evidence)];
  return [];
}

// ---- the other paths --------------------------------------------------------------------------

/** A sentence of a careers answer that tells how to apply (upload, email a résumé): not for someone who has. */
const HOW_TO_APPLY = /\b(to apply|apply is|upload your resume|email (?:us )?your resume|with your resume|sub(?:ir|a) su curr[ií]culum|para postular)\b/i;

/** A question about where an application stands ("when would I hear back?", "what happens next?"). */
const APPLICATION_STATUS =
  /\b(hear (?:back|from you)|get back to me|respond|response|reply|next steps?|what happens next|status|how long (?:does|will|until)|when (?:will|would|do|can) (?:i|you|someone)|cu[aá]ndo (?:me )?(?:responden|contestan|sabr[eé])|respuesta)\b/i;

/** The sentences of a text that say how the team answers applications ("we read every application and reply…"). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** For someone who has applied: the careers answer without how to apply, or where their application stands. */
function applicantAnswer({ evidence, kb }: AnswerContext, entry: KnowledgeEntry | null): Part[] {
  const apply = kb.faq("how-do-i-apply-for-a-job");
  if (APPLICATION_STATUS.test(evidence.message) || !entry) {
    return [
      part(
        (w) => {
          const replies = apply
            ? sentences(entryAnswer(apply, w)).filter(
                (sentence) => /\b(reply|replies|respond|responde|respondemos)\b/i.test(sentence) && !HOW_TO_APPLY.test(sentence),
              )
            : [];
          return [w.p.applicationStatus, ...replies].join(" ");
        },
        { source: apply ? `faq:${apply.id}` : "careers", subjects: evidence.question.subjects.filter((subject) => CAREERS_SUBJECTS.has(subject)) },
      ),
    ];
  }
  return [
    part(
      (w) =>
        sentences(withoutYes(entryAnswer(entry, w), w))
          .filter((sentence) => !HOW_TO_APPLY.test(sentence))
          .join(" "),
      {
        source: `faq:${entry.id}`,
        subjects: evidence.question.subjects.filter((subject) => CAREERS_SUBJECTS.has(subject)),
      },
    ),
  ];
}

/** The careers entry a message asks about, when its words match one well. */
// (One about a path the message does not name is not it: "i want to upload my resume" is no
// question of internships, though their entry says to upload one.)
const careersEntry = (evidence: Evidence) =>
  evidence.faq.find(
    (hit) =>
      hit.item.topic === "careers" &&
      hit.score >= STRONG_FAQ_SCORE &&
      (process.env.NO_PATH_ENTRY || pathsOf(hit.item.question).every((path) => pathsOf(evidence.reading.text).includes(path))),
  )?.item;
/** The careers paths a text names. */
const pathsOf = (text: string) =>
  [
    [/\bintern(s|ships?)?\b|\bpr[aá]cticas\b/i, "internship"],
    [/\bfreelanc\w*/i, "freelance"],
    [/\bfull[- ]time\b/i, "full-time"],
  ]
    .filter(([pattern]) => (pattern as RegExp).test(text))
    .map(([, path]) => path as string);

function employmentAnswer(context: AnswerContext): Part[] {
  const { evidence, kb, classification } = context;
  const type = classification.employmentType;
  const careers = careersEntry(evidence);
  const entry = (type === "internship" ? kb.faq("are-internships-paid") : undefined) ?? careers ?? kb.faq("how-do-i-apply-for-a-job") ?? null;
  if (context.applied) return applicantAnswer(context, careers ?? (type === "internship" ? (kb.faq("are-internships-paid") ?? null) : null));
  const apply = kb.faq("how-do-i-apply-for-a-job");
  return [
    part(
      (w) => {
        const season = type === "internship" && apply ? w.p.season(entryAnswer(apply, w)) : null;
        const answer = `${entry ? withoutYes(entryAnswer(entry, w), w) : ""}${season ? ` ${season}` : ""}`;
        const next = [type === null ? w.p.whichPath : "", w.p.mentionsUpload.test(answer) ? "" : w.p.uploadResume].join(" ");
        return `${w.p.careersLead(type)} ${answer} ${next}`;
      },
      // It answers what its entry says, not every subject the message touched ("is the internship remote?").
      {
        source: entry ? `faq:${entry.id}` : "careers",
        subjects: evidence.question.subjects.filter((subject) => CAREERS_SUBJECTS.has(subject)),
        forWhoWrites: true,
      },
    ),
  ];
}

function vendorAnswer({ kb }: AnswerContext): Part[] {
  const entry = kb.faq("how-should-vendors-reach-you");
  return [part((w) => w.p.vendor(entry ? entryAnswer(entry, w) : null), { source: entry ? `faq:${entry.id}` : "vendors", forWhoWrites: true })];
}

const followUp = (hasContact: boolean) => part((w) => w.p.followUp(hasContact), { source: "follow-up" });

/** The next step after an answer to a prospective client: their project, or their contact details. */
function nextStep(evidence: Evidence, hasContact: boolean): Part[] {
  if (!evidence.fromHistory) return [followUp(hasContact)];
  return hasContact ? [] : [part((w) => w.p.estimate, { source: "follow-up" })];
}

/** What the visitor asked to see (portfolio, reel, awards, cards, a deck upload), said in words. */
function viewingParts({ evidence, classification, kb }: AnswerContext, answered: Part[]): Part[] {
  const { triggers } = classification;
  const parts: Part[] = [];
  if (triggers.portfolio && !answered.some((answer) => answer.caseStudyId)) {
    const named = evidence.caseStudies.find((hit) => hit.score >= NAMED)?.item;
    if (named) {
      parts.push(part((w) => w.p.portfolioNamed(named.client, w.t(named.metrics.primary)), { source: `case-study:${named.id}`, caseStudyId: named.id }));
    } else {
      const count = kb.source.caseStudies.length;
      // A few of its clients by name, so the reply says what the work is as well as opening it.
      const clients = kb.source.caseStudies.slice(0, 3).map((study) => study.client);
      parts.push(
        part((w) => w.p.portfolio(count, w.p.industriesAcross(kb.industries().map((industry) => w.t(industry).toLowerCase())), clients), {
          source: "portfolio",
        }),
      );
    }
  }
  if (triggers.reel) parts.push(part((w) => w.p.reel(kb.reelClients()), { source: "reel" }));
  const awardsOfWork = evidence.caseStudies.some((hit) => hit.score >= NAMED || (evidence.fromHistory && hit.score >= INDUSTRY)) && aboutNamedWork(evidence);
  if (triggers.awards && !awardsOfWork && !answered.some((answer) => answer.source === "fact:awards")) {
    const fact = kb.facts.find((candidate) => candidate.subject === "awards");
    if (fact) parts.push(part((w) => (w.lang === "es" ? fact.es : fact.text), { source: fact.id }));
  }
  const cards = triggers.cards;
  if (cards) parts.push(part((w) => w.p.cards(cards), { source: `cards:${cards}` }));
  if (triggers.document) parts.push(part((w) => w.p.deck, { source: "document" }));
  return parts;
}

/** A project description with no question in it: the practices it needs, proof, and the next step. */
function projectAnswer({ evidence, kb, hasContact }: AnswerContext): Part[] {
  // Of the two practices, the one whose offer names more of the message's words ("naming") leads.
  const asked = evidence.reading.focus.flat().filter((word) => !word.owned);
  const offers = (service: Service) => {
    const cover = coverOf(service.title, ...service.keyServices, ...service.capabilities);
    return asked.filter((word) => cover.has(word.concept)).length;
  };
  const services = evidence.services
    .filter((hit) => hit.score >= 3)
    .slice(0, 2)
    .map((hit) => ({ item: hit.item, offered: offers(hit.item) }))
    .sort((a, b) => b.offered - a.offered)
    .map((hit) => hit.item);
  const titles = new Set(services.map((service) => service.title));
  // A tag the visitor's words share ("family shop": a ballclub's family nights) is no likeness.
  // Work found by the words alone shows the leading practice, when some of it does.
  const likeness = evidence.caseStudies.filter((hit) => hit.score >= MEANT && !hit.reason.startsWith("tag:"));
  const study =
    likeness.find((hit) => !hit.reason.startsWith("text match"))?.item ??
    evidence.caseStudies.find((hit) => hit.score > 0 && hit.item.services.includes(services[0]?.title))?.item ??
    likeness[0]?.item ??
    evidence.caseStudies.find((hit) => hit.item.services.some((title) => titles.has(title)))?.item ??
    exampleFor(kb, services);
  const proof = (w: Wording) => (study ? w.p.proof(study.client, w.t(study.metrics.primary)) : null);
  if (services.length > 0) {
    return [
      part(
        (w) =>
          w.p.squarelyIn(
            w.p.list(services.map((service) => w.t(service.title))),
            services.length,
            w.t(services[0].description),
            proof(w),
            w.p.followUp(hasContact),
          ),
        {
          source: `service:${services[0].slug}`,
          caseStudyId: study?.id,
        },
      ),
    ];
  }
  return [part((w) => w.p.hearMore(w.p.list(kb.source.services.map((service) => w.t(service.title).toLowerCase())), proof(w)), { source: "services" })];
}

const fallback = () => part((w) => w.p.fallback, { source: "fallback" });

/** "Can you help us get more customers?", "could you help my shop grow?": help with the business itself. */
const HELP_US_GROW =
  /\b(help|helping) (us|me|our [a-z]+|my [a-z]+)( to)? (grow|expand|sell more|(get|reach|attract|win|bring in|drive) more|(increase|boost|grow) (our|my|the) (sales|revenue|business|traffic|bookings|enrollment|membership|audience))\b/;

/** A visitor saying who they are or what their business does ("we're a…", "I run a…", "I'm the marketing lead at…"). */
const INTRODUCES_THEMSELVES =
  /^(hi|hello|hey)?[ ,!.]*(we'?re|we are|i run|i own|we run|we own|we make|we sell|we do|i'?m (the |a |an )?[a-z ]{0,30}\b(at|for|of) (a|an|our|my)|our (company|business|brand|shop|store|studio|startup) (is|makes|sells|does))\b/;

/** A reply before the coverage check: its parts, and whether it already says it cannot answer. */
type Draft = { parts: Part[]; unanswered: boolean; settled?: boolean };

const draft = (parts: Part[], unanswered = false): Draft => ({ parts, unanswered });

/** A reply that answers the visitor's situation (their application) rather than the words asked: no coverage check. */
const settled = (parts: Part[]): Draft => ({ parts, unanswered: false, settled: true });

/** What a careers answer speaks of: the team and the internship's length, never a place or a price. */
const CAREERS_SUBJECTS = new Set<Subject>(["team", "timeline"]);

/** Subjects a project description mentions without asking about them. */
const PROJECT_WORDS = new Set<Subject>(["results", "examples", "process", "included", "challenge", "media-buying", "services"]);

/** Subjects a case study or a practice answers by what it is. */
const ENTITY_SUBJECTS = new Set<Subject>(["results", "challenge", "examples", "process", "included", "timeline", "clients", "industries", "case-count"]);

/** Facts a vendor may ask for, answered as facts. */
const VENDOR_ANSWERED = new Set<Subject>(["legal-name", "location", "privacy", "hours", "founded", "social-links"]);

/** Composes the reply from the evidence, before the coverage check. */
function draftAnswer(context: AnswerContext): Draft {
  const { classification, evidence, hasContact } = context;
  const { topics } = classification;
  // Someone who has applied asks where their application stands, whatever else the words suggest.
  if (context.applied && APPLICATION_STATUS.test(evidence.message)) return settled(applicantAnswer(context, null));
  switch (classification.intent) {
    case "unknown":
      return draft([part((w) => w.p.clarification, { source: "clarification" })]);
    case "vendor":
      // "Do you outsource the filming?" asks how we work, and "what's your legal name? need it for our
      // vendor form" asks a fact: those are answered; a supplier's pitch gets the vendor path.
      if (
        !(evidence.question.form === "yes-no" && evidence.question.subjects.includes("team")) &&
        !evidence.question.subjects.some((subject) => VENDOR_ANSWERED.has(subject))
      ) {
        return draft(vendorAnswer(context));
      }
      break;
    case "employment":
      // Someone who has applied and asks about something else (the studio, the work) gets that answered.
      if (context.applied && !APPLICATION_STATUS.test(evidence.message) && !careersEntry(evidence)) break;
      {
        // A job seeker who asks to see the work or the reel is shown it, without the careers pitch again.
        const shown = viewingParts(context, []);
        if (shown.length && !careersEntry(evidence) && !APPLICATION_STATUS.test(evidence.message)) return settled(shown);
        return draft([...shown, ...employmentAnswer(context)]);
      }
  }

  // A project described, with no question in it, gets the practices it needs (its "results" or
  // "process" are what it wants, not what it asks about; a price or a place still is asked).
  const isService = classification.intent === "service-inquiry";
  const describesProject = evidence.question.subjects.every((subject) => PROJECT_WORDS.has(subject));
  if (!evidence.question.isQuestion && isService && describesProject && evidence.services.some((hit) => hit.score >= MEANT))
    return draft(projectAnswer(context));

  // Company internals (revenue, benefits, who runs it) are not on the site: say so, never guess.
  // Nor is the most of something no ranking of the work can say (but "show me your best work" asks
  // to see the work, which the portfolio shows).
  const shows = classification.triggers.portfolio || classification.triggers.reel;
  const internal =
    evidence.question.isQuestion &&
    (evidence.question.subjects.includes("internal") || evidence.question.unpublished || (!shows && unrankedSuperlative(evidence, context.kb)));
  // A case study or practice covers the words of the subjects it was chosen for (its results, its
  // process…), never a price or an address it does not state.
  const entitySubjects = evidence.question.subjects.filter((subject) => ENTITY_SUBJECTS.has(subject));
  // A request to see the work ("can I see your favorite projects?") is the portfolio or the reel it
  // opens, not a text its words happen to find.
  const asked = internal ? [] : answerQuestion(context).map((answer) => (answer.subject ? answer : { ...answer, subjects: entitySubjects }));
  // ("Show me the reel" after a case study is the reel, not that work again from the conversation.)
  const reelOnly = classification.triggers.reel && evidence.fromHistory;
  const answered =
    shows && evidence.question.form === "show-me" ? asked.filter((answer) => !WEAK(answer, evidence) && !(reelOnly && answer.caseStudyId)) : asked;
  if (answered.length === 1 && answered[0].source === "fallback") return draft(answered, true);
  const viewing = viewingParts(context, answered);
  if (answered.length) {
    const tail = isService && !evidence.question.subjects.includes("contact") ? nextStep(evidence, hasContact) : [];
    return draft([...answered, ...viewing, ...tail]);
  }
  if (internal) return draft([fallback()], true);
  if (viewing.length) return draft(isService ? [...viewing, followUp(hasContact)] : viewing);
  const only = (topic: string) => topics.includes(topic as (typeof topics)[number]) && topics.every((t) => t === topic || t === "greeting");
  if (only("thanks")) return draft([part((w) => w.p.thanks, { source: "thanks" })]);
  if (topics.includes("goodbye") && topics.every((t) => t === "goodbye" || t === "thanks" || t === "greeting"))
    return draft([part((w) => w.p.goodbye, { source: "goodbye" })]);
  const words = evidence.message.trim().split(/\s+/).length;
  if ((topics.includes("greeting") && words <= 6) || (words <= 3 && !evidence.question.isQuestion))
    return draft([part((w) => w.p.greeting, { source: "greeting" })]);
  // A project description gets the practices it needs; a question nothing answers gets honesty.
  const meant = evidence.services.some((hit) => hit.score >= MEANT) || evidence.caseStudies.some((hit) => hit.score >= MEANT);
  // ("Have you done anything for a company like ours?" asks for work of their kind, which no
  // practice is: with none found, the honest fallback.)
  const asksForTheirKind = evidence.question.isQuestion && WORKED_FOR_A_KIND.test(normalize(evidence.message));
  // ("Can you help us get more customers?" asks for what the agency does, whatever it is they want more of.)
  const helpToGrow = !process.env.NO_HELP_GROW && HELP_US_GROW.test(normalize(evidence.message));
  if (isService && helpToGrow && !asksForTheirKind) return settled(projectAnswer(context));
  if (isService && (!evidence.question.isQuestion || meant) && !asksForTheirKind) return draft(projectAnswer(context));
  // "We're a small brewery in Long Beach": visitors telling of their business, asking nothing yet,
  // are asked what they are working on (with work like theirs, when there is some), not told the
  // site cannot answer.
  if (!process.env.NO_INTRODUCES && !evidence.question.isQuestion && INTRODUCES_THEMSELVES.test(normalize(evidence.message)))
    return draft(projectAnswer(context));
  return draft([fallback()], true);
}

// ---- the reply --------------------------------------------------------------------------------

/** Whether a practice's description says a word the question asks, other than the practice's name. */
function describesWhatIsAsked(service: Service, evidence: Evidence): boolean {
  const named = coverOf(service.title);
  const described = coverOf(service.description, ...service.keyServices);
  return evidence.reading.focus.flat().some((word) => !named.has(word.concept) && described.has(word.concept));
}

/** Question forms a practice's description does not answer. */
const ASKS_HOW_OR_WHERE = new Set(["how", "why", "when", "where", "who"]);

/** Sources a reply answers from weakly: found by their words rather than by a name or a subject. */
const WEAK = (answer: Part, evidence: Evidence) =>
  evidence.faq.some((hit) => `faq:${hit.item.id}` === answer.source && hit.reason.startsWith("text match")) ||
  answer.source === "results" ||
  answer.source === "process";

/** A question asked in the negative ("don't you…?", "aren't you…?"). */
const NEGATIVE_QUESTION = /^(don'?t|doesn'?t|didn'?t|aren'?t|isn'?t|wasn'?t|weren'?t|won'?t|wouldn'?t|can'?t|couldn'?t|haven'?t|hasn'?t|shouldn'?t)\b/;
const OPENS_WITH_ANSWER = /^(yes|no|often|you do|we do|you can|we can|you're|that's our|here's)\b/i;
const RESTRICTIVE =
  /\b(enough|sufficient|realistic|only|just|exclusively|solely|(all )?(up ?front|in advance)|all at once|have to|has to|need to|needs to|(you|u|y'?all) need (a|an|any)|must|minimums?|require|requires|required|mandatory|compulsory|or|ever|still|any other|instead|(a|any) (problem|issue|dealbreaker|deal breaker)|too far|(does|would|will) (it|that|this) matter|(rate|price|pricing) (cards?|sheets?|lists?|guides?))\b/;

/**
 * A yes-or-no question answered by evidence that says it (it covers the question, and says no "no")
 * gets its "Yes." first; a sentence that says no is left to say it.
 */
function affirmed(parts: Part[], evidence: Evidence): Part[] {
  if (evidence.question.form !== "yes-no" || evidence.reading.questions.length !== 1 || evidence.notAffirmed) return parts;
  // "Do you only work with LA companies?", "do we have to come in?", "X or Y?": evidence that
  // covers them does not say yes.
  // Nor does the list of whom a practice works with: it says whether, in its own words.
  if (RESTRICTIVE.test(evidence.reading.questions[0]) || ASKS_WHOM_IT_SERVES.test(evidence.reading.questions[0])) return parts;
  const index = parts.findIndex((answer) => !NOT_ANSWERS.has(answer.source));
  if (index < 0) return parts;
  if (OPENS_WITH_ANSWER.test(firstSentence(parts[index].text))) return parts;
  // ("Any examples?" after asking about nonprofits: cards of a kind the visitor did not name say
  // no yes to what was asked before.)
  if (parts[index].source.startsWith("cards:")) {
    const kind = coverOf(parts[index].source.slice("cards:".length).replace(/-/g, " "));
    if (![...coverOf(evidence.message)].some((word) => kind.has(word))) return parts;
  }
  // The sentence that says what was asked must say it without a "no" ("Is there any cost?" is
  // answered by "There is no charge", further on).
  const focus = evidence.reading.focus[0].filter((word) => !word.owned);
  const saying = sentencesOf(parts[index].text)
    .map((sentence) => ({ sentence, said: focus.filter((word) => coverOf(sentence).has(word.concept)).length }))
    .sort((a, b) => b.said - a.said)[0];
  if (!saying || SAYS_NO.test(saying.sentence)) return parts;
  // "Did their sign-ups double?": the backstory ("cost per acquisition had doubled") tells what
  // came before the work, which says no yes.
  const study = evidence.caseStudies.find((hit) => hit.item.id === parts[index].caseStudyId)?.item;
  if (study && normalize(study.challenge).includes(normalize(saying.sentence).slice(0, 40))) return parts;
  const affirmedPart = rephrase(parts[index], (said, { p }) => (said.startsWith(p.yes) ? said : `${p.yes} ${said}`));
  return parts.map((answer, at) => (at === index ? affirmedPart : answer));
}

/** Why an entry answered: the phrasing that asks the question, the subject it answers, or its words. */
function whyEntry(id: string, evidence: Evidence): EntryWhy {
  const phrased = evidence.phrased?.get(id);
  if (phrased) return { phrasing: phrased.phrasing, why: phrased.why };
  const reason = evidence.faq.find((hit) => hit.item.id === id)?.reason ?? "";
  if (reason.startsWith("subject: ")) return { phrasing: null, why: `it answers questions on ${reason.slice(9)}` };
  if (reason.startsWith("text match")) return { phrasing: null, why: `found by the words of its question and answer (${reason})` };
  return { phrasing: null, why: "its answer covers the question" };
}

function render({ parts: drafted, unanswered }: Draft, evidence: Evidence, passages = false): KnowledgeAnswer {
  const { lang } = evidence.reading;
  const affirmedParts = unanswered ? drafted : affirmed(drafted, evidence);
  // "Don't you require a retainer?": a "Yes." to a negative question says neither yes nor no.
  const wording = WORDINGS[lang];
  // One question is answered "Yes." once: the parts after the first that opens with it lose theirs
  // ("Yes. Here are a few video projects… Yes. Acme: …"). (Of several questions, each part's "Yes." is its own.)
  const firstYes = evidence.reading.questions.length === 1 ? affirmedParts.findIndex((answer) => answer.say(wording).startsWith(wording.p.yes)) : -1;
  const parts = NEGATIVE_QUESTION.test(evidence.reading.questions[0] ?? "")
    ? affirmedParts.map((answer) => rephrase(answer, withoutYes))
    : affirmedParts.map((answer, at) => (firstYes >= 0 && at > firstYes ? rephrase(answer, withoutYes) : answer));
  const answers = parts.filter((answer) => !NOT_ANSWERS.has(answer.source));
  const entryId = answers.find((answer) => answer.source.startsWith("faq:"))?.source.slice(4) ?? null;
  const lowConfidence =
    !unanswered && evidence.question.isQuestion && (passages || evidence.reading.corrections.length > 2 || answers.some((answer) => WEAK(answer, evidence)));
  return {
    // Two questions answered by one line ("did more people finish it? what was the rate after?") say it once.
    reply: tidy([...new Set(parts.map((answer) => answer.say(wording)))].join(" ")),
    lang,
    faqMatch: parts.find((answer) => /^(faq|service|case-study|fact):/.test(answer.source))?.source ?? null,
    unanswered,
    caseStudyId: parts.find((answer) => answer.caseStudyId)?.caseStudyId ?? null,
    entryId,
    entryWhy: entryId ? whyEntry(entryId, evidence) : null,
    lowConfidence,
    questionKey: unanswered || lowConfidence ? questionKey(evidence.reading.focus) : null,
  };
}

/** Words of a request to see the work and nothing more ("what have you made lately?", "anything you're proud of?"). */
const SEEING_THE_WORK = coverOf(
  "see show look work works stuff thing things made make done did create created project projects campaign campaigns example examples sample samples portfolio reel case study studies recent recently lately latest new best favorite favourite proud especially cool past previous some",
);

/**
 * Composes the reply from the evidence. Never states a fact that is not in the site's content, and
 * answers a question only when the evidence it answers from covers what the question asks about;
 * otherwise it says so honestly, and the message is logged as unanswered.
 */
export function composeAnswer(context: AnswerContext): KnowledgeAnswer {
  const first = composeFrom(context);
  const closest = first.unanswered && context.evidence.nearest ? composeFrom({ ...context, evidence: context.evidence.nearest() }) : null;
  const answer = closest && !closest.unanswered ? closest : first;
  // A kind of business read near a story's kind is the weakest evidence: it answers only what nothing else does.
  // (So is the list of kinds of client the agency has had, given a kind none of them is.)
  if (!(answer.unanswered || context.evidence.notAffirmed) || !context.evidence.nearKind) return answer;
  const again = composeFrom({ ...context, evidence: context.evidence.nearKind() });
  return again.unanswered ? answer : again;
}

function composeFrom(context: AnswerContext): KnowledgeAnswer {
  const { evidence, kb } = context;
  const result = draftAnswer(context);
  const { question } = evidence;
  const answersSomething = result.parts.some((answer) => !NOT_ANSWERS.has(answer.source));
  if (result.settled || !question.isQuestion || (!result.unanswered && !answersSomething)) return render(result, evidence);
  // Company internals (revenue, who founded it) are not on the site: no passage answers them either.
  const internal = question.subjects.includes("internal") || question.unpublished || unrankedSuperlative(evidence, kb);
  const checks = checkQuestions(evidence, kb, result.unanswered ? [] : result.parts);
  if (!result.unanswered && checks.every((check) => check.answeredBy.length))
    return render({ ...result, parts: toTheLengthAsked(result.parts, evidence, kb) }, evidence);

  // Some question went unanswered by the rules: a passage of the site that covers it answers it.
  const kept = new Set(checks.flatMap((check) => check.answeredBy));
  const viewing = (source: string) =>
    source === "follow-up" || source.startsWith("cards:") || source === "reel" || source === "portfolio" || source === "document";
  const parts = result.unanswered ? [] : result.parts.filter((answer) => kept.has(answer) || viewing(answer.source));
  const missing: QuestionCheck[] = [];
  let fromPassages = false;
  const entry = askedEntry(evidence);
  // Of several questions, one may be an entry's phrasing ("what's the deposit, and do you charge
  // extra for a rush job?"): the entry answers that one when it covers it, beside what answers the others.
  const several = checks.length > 1;
  const entryAnswer = entry && (!kept.size || several) && !internal ? [entryPart(entry, keepsYes(evidence), undefined, evidence)] : [];
  const entryCovers = entryAnswer.length ? checkQuestions(evidence, kb, entryAnswer).map((answered) => answered.answeredBy.length > 0) : [];
  // A request the screen fulfils ("what have you guys made lately?", "can I see some stuff you've
  // made?", "anything you're proud of?") is answered by the portfolio or the reel the message opens,
  // never declined beside it: a question that asks nothing but to see the work (no kind of work, no
  // client, no fact).
  const opened = result.parts.filter((answer) => answer.source === "portfolio" || answer.source === "reel");
  const fulfilled = (check: QuestionCheck) => opened.length > 0 && check.focus.every((word) => SEEING_THE_WORK.has(word.concept));
  for (const [index, check] of checks.entries()) {
    if (check.answeredBy.length) continue;
    // The knowledge entry asked in other words, if it covers the question; else a passage.
    if (entryAnswer.length && (several ? entryCovers[index] : entryCovers.every(Boolean))) {
      if (!parts.includes(entryAnswer[0])) parts.push(...entryAnswer);
      continue;
    }
    // What a client paid or the company's internals are not on the site; the message's other
    // questions still are ("how many views did it get, and what did it cost to make?").
    const asked = readQuestion(check.question);
    const unpublished = asked.subjects.includes("internal") || asked.unpublished || (checks.length === 1 && internal);
    const found = unpublished ? [] : passageParts(evidence, kb, check, context.classification.intent);
    if (found.length) {
      parts.push(...found);
      fromPassages = true;
    } else if (result.unanswered || !fulfilled(check)) missing.push(check);
  }
  const answered = parts.filter((answer) => !NOT_ANSWERS.has(answer.source));
  if (missing.length === 0 && answered.length)
    return render(draft([...answered, ...parts.filter((answer) => NOT_ANSWERS.has(answer.source))]), evidence, fromPassages);
  const lacking = [...new Set(missing.flatMap((check) => check.missing))];
  const key = questionKey(missing.map((check) => check.focus));
  // Nothing answers: the honest fallback, still introducing what the chat opens beside it (a deck
  // of cards, the reel, the deck upload), which it opens whatever the answer.
  if (!answered.length) {
    const opened = viewingParts(context, []).filter((answer) => answer.source.startsWith("cards:") || answer.source === "reel" || answer.source === "document");
    return { ...render(draft([fallback(), ...opened], true), evidence), missing: lacking, questionKey: key };
  }
  // Partly answered: what the site says, then honesty about the rest.
  const rest = missing.map((check) => check.question.replace(/[?.!]+$/, ""));
  return { ...render(draft([...answered, part((w) => w.p.partly(rest), { source: "fallback" })], true), evidence), missing: lacking, questionKey: key };
}

/**
 * A new question never gets the previous reply again: when the rules could only repeat it (a
 * follow-up read through the earlier messages' subject), the honest fallback answers instead and
 * staff see the question. The very same question asked twice, a rephrasing answered from its own
 * words, small talk and what the chat shows (no content source) may get the same words again.
 */
export function notARepeat(
  answer: KnowledgeAnswer,
  turn: { message: string; fromHistory: boolean; last: string | null; lastReply: string | null },
): KnowledgeAnswer {
  if (!turn.fromHistory || !turn.lastReply || answer.reply !== turn.lastReply || answer.unanswered || answer.faqMatch === null) return answer;
  if (!turn.last || turn.last.trim().toLowerCase() === turn.message.trim().toLowerCase()) return answer;
  return { ...answer, reply: WORDINGS[answer.lang].p.fallback, unanswered: true, faqMatch: null, caseStudyId: null, entryId: null };
}

/** The built-in answer when the composition itself fails: honest, and still marked unanswered. */
export function emergencyAnswer(lang: Language = "en"): KnowledgeAnswer {
  return {
    reply: WORDINGS[lang].p.emergency,
    lang,
    faqMatch: null,
    unanswered: true,
    caseStudyId: null,
    entryId: null,
    lowConfidence: false,
    questionKey: null,
  };
}
