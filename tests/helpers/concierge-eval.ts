import fs from "node:fs";
import path from "node:path";

// The judge of the concierge's labelled sets (tests/fixtures/concierge-answers*.json), shared by
// the jest test and `npm run concierge:eval`. Each labelled visitor message lists the facts a
// correct reply must contain and the ones that would mean it answered another question. A reply is:
// - correct: every required fact is there, no forbidden one, it leads the right way, it is in the
//   visitor's language, and it is an honest fallback exactly when the site cannot answer;
// - a fallback: it says it doesn't know and offers the team (not wrong, but not the fact);
// - confidently wrong: anything else.

export type LabelledAnswer = {
  message: string;
  history?: string[];
  /** The language a correct reply is written in ("en" when absent). */
  lang?: "en" | "es";
  expect: "answer" | "fallback";
  mustContain: string[][];
  mustNotContain?: string[];
  mustNotStartWith?: string[];
  kind?: string;
  note?: string;
};

type Verdict = "correct" | "fallback" | "wrong";

/** What the judge needs of a reply. */
export type JudgedReply = { reply: string; unanswered: boolean; lang?: string; missing?: string[] };

export type LabelledSet = {
  name: string;
  file: string;
  /** Never print a holdout's misses: nobody tunes on what they have seen. */
  holdout?: boolean;
  /** The content it is asked of: the seed, or the seed with an invented pack published (tests/fixtures/content-pack). */
  content?: "seed" | "pack" | "pack2" | "pack3" | "pack4" | "pack5" | "tuning" | "tuning2" | "tuning3";
  /** Only first messages, so no follow-ups (every other set has some). */
  firstMessages?: boolean;
  /** What the jest test requires of it (default: 85% correct, 95% correct or fallen back, none wrong). */
  gate?: Partial<Gate>;
};

export type Gate = { minCorrect: number; minCorrectOrFallback: number; maxWrong: number };

export const DEFAULT_GATE: Gate = { minCorrect: 0.85, minCorrectOrFallback: 0.95, maxWrong: 0 };

/**
 * The sets, oldest first. The first three were written before the concierge was tuned on them;
 * the later ones by people who had not read the concierge's code, each measured once before any
 * change was tuned on it (every set's first run and latest figures: docs/performance.md).
 * `en-holdout` is never tuned on: only its figures are shown.
 */
export const LABELLED_SETS: LabelledSet[] = [
  { name: "tuning", file: "concierge-answers.json" },
  { name: "holdout (2025)", file: "concierge-answers-holdout.json" },
  { name: "fresh", file: "concierge-answers-fresh.json" },
  { name: "visitors (en)", file: "concierge-answers-en-a.json" },
  { name: "visitors (es)", file: "concierge-answers-es.json" },
  // One known confident miss, needing more than words to read: "how do you keep budgets from
  // ballooning?" gets the price range.
  { name: "visitors 2 (en)", file: "concierge-answers-en-c.json", gate: { maxWrong: 1 } },
  // Written later, by the same brief, so the rules are tuned on more visitors than the sets above.
  { name: "visitors 3 (en)", file: "concierge-answers-en-d.json" },
  // Written by the same brief again, to tune recall on without touching the holdout.
  { name: "visitors 4 (en)", file: "concierge-answers-en-e.json" },
  // And once more.
  { name: "visitors 5 (en)", file: "concierge-answers-en-f.json" },
  // Everyday questions of prospective clients and job seekers.
  { name: "visitors 6 (en)", file: "concierge-answers-en-g.json" },
  // Yes-no questions about what the site never says, results, long messages, typos, two clients at
  // once, follow-ups. One known confident miss: "how do you figure out whether a media buy worked?"
  // gets the practice's "measured against business results", not how it is measured.
  { name: "visitors 7 (en)", file: "concierge-answers-en-h.json", gate: { minCorrect: 0.8, maxWrong: 1 } },
  // Precision traps (a detail close to one the site gives), who and when, negations, follow-ups,
  // two questions at once: written by someone who read only the content.
  // Gated where it stands, so it can only get better: four confident misses (a negative question
  // answered from the FAQ it negates, a long message's two questions).
  { name: "visitors 8 (en)", file: "concierge-answers-en-i.json", gate: { minCorrect: 0.8, minCorrectOrFallback: 0.9, maxWrong: 4 } },
  // The everyday visitors of the site again (clients, marketing managers, job seekers, vendors),
  // by the brief the untouched holdout was written to.
  // Gated where it stands (the holdout's brief): four confident misses and a quarter
  // honest fallbacks, the work still to do.
  { name: "visitors 9 (en)", file: "concierge-answers-en-j.json", gate: { minCorrect: 0.75, minCorrectOrFallback: 0.98, maxWrong: 2 } },
  // Precision traps again: another metric of the same client, a figure only another client has,
  // details the site never gives, negative questions, follow-ups, comparisons. Gated where it
  // stands: three confident misses (a follow-up asked of the FAQ entry before it, a detail beside
  // the one a line states).
  { name: "visitors 10 (en)", file: "concierge-answers-en-k.json", gate: { minCorrect: 0.8, minCorrectOrFallback: 0.9, maxWrong: 0 } },
  // Everyday visitors again (results in their own words, yes-no about what the site never says,
  // long messages, typos, follow-ups, the agency, careers), written by someone who read only the content.
  // First run 71.1 / 17.8 / 11.1; gated where it stands.
  { name: "visitors 11 (en)", file: "concierge-answers-en-l.json", gate: { minCorrect: 0.87, minCorrectOrFallback: 0.98, maxWrong: 1 } },
  // Precision traps: a figure in other words, a detail one step beside what the site states,
  // comparisons, false premises, two questions in one, follow-ups that change the client.
  // First run 51.1 / 33.3 / 15.6; gated where it stands.
  { name: "visitors 12 (en)", file: "concierge-answers-en-m.json", gate: { minCorrect: 0.7, minCorrectOrFallback: 0.95, maxWrong: 4 } },
  // A month of everyday chat traffic again, by the holdout's brief (services as yes-no questions,
  // case studies named or described, long messages, sloppy ones, follow-ups, careers and vendors).
  // First run 65.6 / 23.3 / 11.1; gated where it stands.
  // (One confident miss fewer since "what did you do for X?" asks what was made: 2026-11-30.)
  // (85.6 / 11.1 / 3.3 once revenue says how sales moved: stop 62.)
  { name: "visitors 13 (en)", file: "concierge-answers-en-n.json", gate: { minCorrect: 0.85, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // The work again, to tune on (case studies described rather than named, results in the visitor's
  // words, follow-ups, industries, two in one, Spanish, what is not stated), written on 2026-11-29
  // by someone who read only lib/content. First run 50.0 / 40.0 / 10.0; gated where it stands after
  // the changes tuned on it (72.2 / 25.6 / 2.2; 78.9 / 18.9 / 2.2 after later rounds on 2026-11-29).
  { name: "visitors 14, the work (en)", file: "concierge-answers-en-o.json", gate: { minCorrect: 0.78, minCorrectOrFallback: 0.97, maxWrong: 2 } },
  // The first messages every visitor sends, to tune on (the FAQ in everyday words, the practices,
  // reaching the team, careers and vendors, a story then a question, follow-ups, Spanish, what the
  // site does not say), written on 2026-11-29 by someone who read only lib/content. First run 71.1 /
  // 22.2 / 6.7; gated where it stands after the changes tuned on it (95.6 / 2.2 / 2.2).
  { name: "visitors 15, first messages (en)", file: "concierge-answers-en-p.json", gate: { minCorrect: 0.96, minCorrectOrFallback: 0.97, maxWrong: 1 } },
  // First messages written on 2026-12-02 (stop 70) by someone who read only lib/content (seeing the
  // work, reaching the team, offering a brief, how the agency differs, services, pricing, careers,
  // location, clients, Spanish, not stated): to develop against. First run, on 9b13347: 76.3 / 15.0 / 8.8 (61 / 12 / 7);
  // gated where it stood when stop 70 ended: 90.0 / 8.8 / 1.3 (72 / 7 / 1).
  {
    name: "visitors 16, first messages (en)",
    file: "concierge-answers-en-q.json",
    firstMessages: true,
    gate: { minCorrect: 0.9, minCorrectOrFallback: 0.98, maxWrong: 1 },
  },
  // Written blind from the seed content (case studies described rather than named, results in the
  // visitor's words, follow-ups, two in one, Spanish, the first messages every visitor sends), scored
  // once before the concierge was changed for them: never tuned on (their misses are never read).
  // First run 63.8 / 29.0 / 7.2 and 60.9 / 31.9 / 7.2; gated where they stand (76.8 / 18.8 / 4.3 and
  // 76.8 / 20.3 / 2.9 on 2026-11-29; A 78.3 / 17.4 / 4.3 after a later round on 2026-11-29), so they can only get better.
  { name: "blind A (2026-11)", file: "concierge-answers-blind-a.json", holdout: true, gate: { minCorrect: 0.78, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  { name: "blind B (2026-11)", file: "concierge-answers-blind-b.json", holdout: true, gate: { minCorrect: 0.82, minCorrectOrFallback: 0.98, maxWrong: 1 } },
  // Written blind on 2026-11-29 by two helpers who read only lib/content: C, everyday first
  // messages (the work, the reel, reaching the team, briefs and calls, FAQ in everyday words,
  // services, follow-ups, Spanish, what the site does not say); D, the work (case studies described,
  // results in the visitor's words, follow-ups, two in one, Spanish, industries, what is not stated).
  // Scored once, on the day's code, before any change for them (never tuned on; their misses are
  // never read): C 84.6 / 10.8 / 4.6, D 60.0 / 32.3 / 7.7 (the code before the day's changes scored
  // the same). Gated where they stand after the day's later changes (C 87.7 / 9.2 / 3.1, D 66.2 / 26.2 / 7.7;
  // D 73.8 / 21.5 / 4.6 after a later round on 2026-11-29).
  // (89.2 / 7.7 / 3.1 since the seed FAQ answers "am I talking to a real person?": stop 62.)
  { name: "blind C (2026-11-29)", file: "concierge-answers-blind-c.json", holdout: true, gate: { minCorrect: 0.89, minCorrectOrFallback: 0.96, maxWrong: 2 } },
  // (Blind D 80.0 / 15.4 / 4.6 once where a named piece of work ran is the media its lines name: stop 63.)
  { name: "blind D (2026-11-29)", file: "concierge-answers-blind-d.json", holdout: true, gate: { minCorrect: 0.8, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // Questions about two of the invented case studies the concierge is developed against (tuning.ts): how a
  // case study staff publish is asked about, to tune on without touching the blind pack.
  // First run 25.0 / 58.3 / 16.7 (24 messages); gated where it stands (40 messages: 82.5 / 12.5 / 5.0).
  {
    name: "tuning pack",
    file: "content-pack/concierge-answers-tuning.json",
    content: "tuning",
    // (90.0 / 10.0 / 0.0 once a place or a language names no station, 92.5 / 7.5 / 0.0 once
    // "bring in new patients cheaper" is a cost per patient that fell: stop 63.)
    gate: { minCorrect: 0.92, minCorrectOrFallback: 1, maxWrong: 0 },
  },
  // Written blind on 2026-11-29 by a helper who read only lib/content (first messages, the work
  // described, the practices, careers and vendors, what the site does not say, Spanish), scored once
  // on 07113ef, after that day's changes and before any change for it: never tuned on. First run
  // 75.0 / 13.3 / 11.7 (45 / 8 / 7); gated where it stands.
  { name: "blind E (2026-11-29)", file: "concierge-answers-blind-e.json", holdout: true, gate: { minCorrect: 0.81, minCorrectOrFallback: 0.93, maxWrong: 4 } },
  // Two more invented case studies to develop against (a minor-league ballclub, a community
  // college, added to tuning.ts on 2026-11-29) and 50 questions about them, written together by
  // someone who read only the content, never the concierge's code. First run 40.0 / 56.0 / 4.0;
  // gated where it stands after the changes tuned on it (52.0 / 46.0 / 2.0; 74.0 / 24.0 / 2.0 after later rounds on 2026-11-29).
  {
    name: "tuning pack 2",
    file: "content-pack/concierge-answers-tuning-2.json",
    content: "tuning",
    // (76.0 / 22.0 / 2.0 once a place or a language names no station, stop 63: "which programs was
    // it for?" had been answered because "El Monte" read as a name; the programs are not capitalized;
    // 78.0 / 20.0 / 2.0 once "was it cheaper to get applicants" is a cost per applicant that fell.)
    gate: { minCorrect: 0.78, minCorrectOrFallback: 0.98, maxWrong: 1 },
  },
  // Two more invented case studies to develop against (a family plumbing and air company, a youth
  // orchestra, added to tuning.ts on 2026-11-29) and 50 questions about them, written together by
  // someone who read only the content, never the concierge's code. First run, on 347280a: 34.0 /
  // 54.0 / 12.0; gated where it stands after the changes tuned on it (48.0 / 46.0 / 6.0).
  {
    name: "tuning pack 3",
    file: "content-pack/concierge-answers-tuning-3.json",
    content: "tuning",
    // 72.0 / 28.0 / 0.0 after the rounds of 2026-11-30 (work found by its figures, places, names in part): gated there.
    // (74.0 / 26.0 / 0.0 once "the youth orchestra" points at Harbor Youth Symphony, 76.0 / 24.0 / 0.0
    // once "la empresa de plomería" is the plumbing company: stop 63.)
    gate: { minCorrect: 0.76, minCorrectOrFallback: 1, maxWrong: 0 },
  },
  // Written blind by someone who read only the invented content pack, asked with the pack published
  // beside the seed content: the concierge must score within 5 points of the blind seed sets with
  // no code change between them. Never tuned on.
  // First run 29.2 / 60.0 / 10.8; 49.2 / 41.5 / 9.2 after the content-derived changes. Reading the
  // question after a description ("the salad chain with the farm videos, how many farms…") as what is
  // asked moved two of its answers to honest fallbacks (46.2 / 44.6 / 9.2; which, not read) while the
  // blind seed sets gained 16 correct answers: gated there. 52.3 / 40.0 / 7.7 after the rounds of
  // 2026-11-29 on case studies staff add (tuning packs 2 and 3): gated there.
  {
    name: "tuning pack 4",
    file: "content-pack/concierge-answers-tuning-4.json",
    content: "tuning",
    // Written 2026-11-29 by someone who read only tuning.ts; first run 45.7% correct, 45.7% fell back, 8.6% wrong.
    // 70.0 / 27.1 / 2.9 after the rounds of 2026-11-30, 85.7 / 11.4 / 2.9 after the last: gated there.
    // 84.3 / 12.9 / 2.9 once "the orchestra one, how did that turn out" (the work not found: orchestra
    // is no word of the symphony's story) falls back rather than listing every client's results;
    // 85.7 / 11.4 / 2.9 once "how do we pay for a project?" is a payment (stop 63).
    gate: { minCorrect: 0.85, minCorrectOrFallback: 0.97, maxWrong: 2 },
  },
  {
    name: "tuning pack 5",
    file: "content-pack/concierge-answers-tuning-5.json",
    content: "tuning",
    // Written 2026-11-29 by someone who read only tuning.ts, with its practice and FAQ entries; first
    // run 31.4% correct, 51.4% fell back, 17.1% wrong: staff-added practices and FAQ entries are the weak spot.
    // 52.9 / 37.1 / 10.0 after the rounds of 2026-11-30, 65.7 / 25.7 / 8.6 after the last, 67.1 / 24.3 / 8.6
    // once "rush jobs" are rush projects, 67.1 / 25.7 / 7.1 once "paying you" is a payment, 67.1 / 28.6 / 4.3 once a fronted topic and "how do you handle print runs?" are read as asked: gated there.
    // 68.6 / 27.1 / 4.3 once money up front is a deposit (stop 62): gated there.
    // 70.0 / 25.7 / 4.3 once "how do we pay for a project?" is a payment (stop 63).
    gate: { minCorrect: 0.7, minCorrectOrFallback: 0.95, maxWrong: 3 },
  },
  {
    name: "tuning pack 7",
    file: "content-pack/concierge-answers-tuning-7.json",
    content: "tuning",
    // Written 2026-11-30 by someone who read only tuning.ts: the work described, results in the
    // visitor's words, which client, people, places, follow-ups, FAQ and practice in everyday words,
    // Spanish, two in one, what it does not say. First run, on f6921e4: 51.4 / 41.4 / 7.1 (36 / 29 / 5).
    // 70.0 / 30.0 / 0.0 after the round tuned on it (2026-11-30), 71.4 / 28.6 / 0.0 once two staff
    // entries asked in one message each answer: gated there.
    // 72.9 / 27.1 / 0.0 once a clause after "the one" describes an industry's work (stop 62), 74.3
    // once "did it get cheaper to land a job" is a cost per job that fell; 75.7 once "is it all up
    // front?" after paying asks about the deposit (stop 63), 77.1 once getting ready on our end is
    // preparing.
    gate: { minCorrect: 0.77, minCorrectOrFallback: 1, maxWrong: 0 },
  },
  {
    name: "tuning pack 8",
    file: "content-pack/concierge-answers-tuning-8.json",
    content: "tuning",
    // Written 2026-11-30 by someone who read only tuning.ts (the work described, results in the
    // visitor's words, details, follow-ups, FAQ and practice in everyday words, Spanish, two in one,
    // what it does not say). First run, on 9d400cf: 57.1 / 25.7 / 17.1 (40 / 18 / 12) as written;
    // 58.6 / 25.7 / 15.7 once one label was corrected ("how much is a monthly retainer?" expected a
    // fallback, but the seed's pricing entry, which its writer had not read, says "from about $15K a
    // month"). 67.1 / 22.9 / 10.0 after the round tuned on it (stop 62), 70.0 / 21.4 / 8.6 after
    // the second: gated there.
    gate: { minCorrect: 0.7, minCorrectOrFallback: 0.91, maxWrong: 6 },
  },
  {
    name: "tuning pack 9",
    file: "content-pack/concierge-answers-tuning-9.json",
    content: "tuning",
    // Written 2026-11-30 (stop 63) by someone who read only tuning.ts and the seed FAQ and services
    // (the same brief as pack 8). First run, on ff8e062: 71.4 / 21.4 / 7.1 (50 / 15 / 5). 78.6 /
    // 17.1 / 4.3 after the round tuned on it (stop 63), 80.0 / 15.7 / 4.3 once the games that sold
    // out are the sellouts counted; 80.0 / 17.1 / 2.9 once an entry on pricing found by its words
    // alone answers only a question about our prices; 81.4 / 17.1 / 1.4 once getting ready on the
    // client's end is preparing; 82.9 / 17.1 / 0.0 once a place or a language names no station;
    // 85.7 / 14.3 / 0.0 once "how much more was…" is a change and "clínicas dentales" dental clinics;
    // 87.1 / 12.9 / 0.0 once where a named piece of work ran is the media its lines name: gated there.
    gate: { minCorrect: 0.87, minCorrectOrFallback: 1, maxWrong: 0 },
  },
  {
    name: "tuning pack 10",
    file: "content-pack/concierge-answers-tuning-10.json",
    content: "tuning",
    // Written 2026-12-01 (stop 67) by someone who read only tuning.ts and the seed FAQ and services
    // (industries in everyday words, the work described, results, which client, people, places,
    // durations, follow-ups, packaging, FAQ, Spanish, two in one, what it does not say). First run,
    // on e081f73: 57.1 / 35.7 / 7.1 (40 / 25 / 5); 74.3 / 22.9 / 2.9 after the round tuned on it
    // (stop 67): gated there.
    gate: { minCorrect: 0.74, minCorrectOrFallback: 0.97, maxWrong: 2 },
  },
  {
    name: "tuning pack 11",
    file: "content-pack/concierge-answers-tuning-11.json",
    content: "tuning",
    // Written 2026-12-01 (stop 68) by someone who read only tuning.ts and the seed FAQ and services
    // (the same brief as pack 10). First run, on 6a61fea: 48.6 / 48.6 / 2.9 (34 / 34 / 2); 71.4 / 28.6
    // / 0.0 after the round tuned on it (stop 68): gated there.
    gate: { minCorrect: 0.71, minCorrectOrFallback: 1, maxWrong: 0 },
  },
  {
    name: "tuning pack 12, second tuning content",
    file: "content-pack/concierge-answers-tuning2-a.json",
    content: "tuning2",
    // A second pack to develop against (tests/fixtures/content-pack/tuning-2.ts: a funeral home
    // group, a climbing gym chain, a ferry line, a pest control company, a family law firm, an event
    // production practice, four FAQ entries), written on 2026-12-02 (stop 69) by someone who read
    // only lib/content's types and the invented packs' shape, after every line of the code first
    // scored on it; 70 questions written by someone else who read only that pack and the seed FAQ
    // and services. First run, on b688c75: 41.4 / 48.6 / 10.0 (29 / 34 / 7); gated where it
    // stood when stop 69 ended: 55.7 / 40.0 / 4.3 (39 / 28 / 3); when stop 70 ended: 57.1 / 40.0 / 2.9.
    gate: { minCorrect: 0.57, minCorrectOrFallback: 0.97, maxWrong: 2 },
  },
  {
    name: "tuning pack 13, second tuning content",
    file: "content-pack/concierge-answers-tuning2-b.json",
    content: "tuning2",
    // 60 more questions on tuning-2.ts, written on 2026-12-03 (stop 73) by someone who read only that
    // pack, to develop against. First run, on d23fd2d: 36.7 / 51.7 / 11.7 (22 / 31 / 7); one label
    // corrected (a retainer's price is the seed FAQ's). Gated where it stood when stop 73 ended:
    // 53.3 / 41.7 / 5.0 (32 / 25 / 3).
    gate: { minCorrect: 0.53, minCorrectOrFallback: 0.95, maxWrong: 3 },
  },
  {
    name: "tuning pack 14, third tuning content",
    file: "content-pack/concierge-answers-tuning3-a.json",
    content: "tuning3",
    // A third pack to develop against (tests/fixtures/content-pack/tuning-3.ts: a piano school, a tree
    // care company, a commercial printer, a party rental company, a language services firm, a local
    // search practice, four FAQ entries), written on 2026-12-03 (stop 75) by someone who read only
    // lib/content's types and the fifth invented pack's shape, after the code first scored on it; 70
    // questions written by someone else who read only that pack and the seed FAQ and services.
    // First run, on 2f16cef: 28.6 / 51.4 / 20.0 (20 / 36 / 14); 31.4 / 51.4 / 17.1 once its eight
    // Spanish questions were labelled as Spanish (the brief had left the field out). Gated where it
    // stood when stop 75 ended: 35.7 / 48.6 / 15.7 (25 / 34 / 11).
    gate: { minCorrect: 0.35, minCorrectOrFallback: 0.84, maxWrong: 11 },
  },
  {
    name: "invented pack (2026-11)",
    file: "content-pack/concierge-answers-invented.json",
    content: "pack",
    holdout: true,
    // One correct answer fewer (52.3 -> 50.8%) since a length asked of work done ("how long did it
    // run?") is no longer answered by the agency's usual timelines: one confident miss fewer on
    // visitors 9, tuning pack 4 and invented pack C each.
    gate: { minCorrect: 0.61, minCorrectOrFallback: 0.96, maxWrong: 2 },
  },
  // Written blind on 2026-11-29 by two helpers: F from lib/content alone (first messages, case studies
  // described, results in the visitor's words, follow-ups, two in one, services, FAQ in everyday
  // words, careers and vendors, Spanish, what the site does not say); invented B from the invented
  // pack alone (its industries in everyday words, its work described, results paraphrased, places,
  // people, follow-ups, Spanish, what it does not say). Scored once on b942a2d, before any change
  // for them: never tuned on, misses never read. First runs: F 60.0 / 28.3 / 11.7 (36 / 17 / 7),
  // invented B 56.7 / 38.3 / 5.0 (34 / 23 / 3); gated where they stand after the day's last round
  // (F 61.7 / 28.3 / 10.0, invented B 58.3 / 36.7 / 5.0).
  // (65.0 / 26.7 / 8.3 after the rounds of 2026-11-30, none tuned on it: gated there.)
  { name: "blind F (2026-11-29)", file: "concierge-answers-blind-f.json", holdout: true, gate: { minCorrect: 0.65, minCorrectOrFallback: 0.91, maxWrong: 5 } },
  {
    name: "invented pack B (2026-11-29)",
    file: "content-pack/concierge-answers-invented-b.json",
    content: "pack",
    holdout: true,
    // One correct answer fewer (58.3 -> 56.7%) since a Spanish word outside the lexicon that says what
    // a noun is of ("la empresa de plomería") stays in the question: on the invented packs two fewer
    // confident misses each, and one on tuning pack 3.
    gate: { minCorrect: 0.63, minCorrectOrFallback: 0.95, maxWrong: 3 },
  },
  // Written blind at the end of 2026-11-29, after that day's rounds, by two helpers: G from
  // lib/content alone (the same kinds as F, and "which client had…"), invented C from the invented
  // pack alone (the same kinds as B, and "which client…"). Scored once on f6e07c6, before any change
  // for them: never tuned on, misses never read. First runs: G 70.0 / 23.3 / 6.7 (42 / 14 / 4),
  // invented C 45.0 / 41.7 / 13.3 (27 / 25 / 8); gated where they stand.
  // (73.3 / 20.0 / 6.7 since "did it get cheaper to land a job" is a cost per job that fell: stop 62.)
  { name: "blind G (2026-11-29)", file: "concierge-answers-blind-g.json", holdout: true, gate: { minCorrect: 0.73, minCorrectOrFallback: 0.93, maxWrong: 4 } },
  {
    name: "invented pack C (2026-11-29)",
    file: "content-pack/concierge-answers-invented-c.json",
    content: "pack",
    holdout: true,
    gate: { minCorrect: 0.51, minCorrectOrFallback: 0.9, maxWrong: 6 },
  },
  // Two more written blind late on 2026-11-29 (the seed content; the invented pack), scored first on
  // 71f36d5: blind H 70.0% correct, 28.3% fell back, 1.7% wrong; invented D 38.3 / 43.3 / 18.3.
  // Gated where they stand.
  // (Blind H 75.0 / 23.3 / 1.7 once where a named piece of work ran is the media its lines name, 76.7
  // / 21.7 / 1.7 once "pay for a project" is a payment and "X of Y" glossed as "Y X": stop 63.)
  { name: "blind H (2026-11-29)", file: "concierge-answers-blind-h.json", holdout: true, gate: { minCorrect: 0.76, minCorrectOrFallback: 0.98, maxWrong: 1 } },
  {
    name: "invented pack D (2026-11-29)",
    file: "content-pack/concierge-answers-invented-d.json",
    content: "pack",
    holdout: true,
    // One confident miss more (9 -> 10) and one correct answer fewer since a FAQ entry the words
    // point at may leave one everyday word of a long question unsaid, as a practice may (tuning: +3
    // correct, one miss fewer). One more (10 -> 11) since work is found by a figure it reached in
    // the visitor's words ("over 400 grand", "more than triple"): tuning pack 3 +6 correct, blind F
    // +2 correct and one miss fewer, invented C +1 correct (2026-11-30; its misses not read).
    gate: { minCorrect: 0.4, minCorrectOrFallback: 0.81, maxWrong: 10 },
  },
  // And two more, written blind after that day's changes and scored once on c888f7c: blind I 70.0%
  // correct, 25.0% fell back, 5.0% wrong; invented E 36.7 / 53.3 / 10.0. Gated where they stand.
  // (71.7 / 25.0 / 3.3 since "did the client say anything about it?" asks for the quote: stop 62.)
  { name: "blind I (2026-11-29)", file: "concierge-answers-blind-i.json", holdout: true, gate: { minCorrect: 0.71, minCorrectOrFallback: 0.95, maxWrong: 2 } },
  {
    name: "invented pack E (2026-11-29)",
    file: "content-pack/concierge-answers-invented-e.json",
    content: "pack",
    holdout: true,
    // One confident miss more (6 -> 7) and two correct answers more since a word of one client's
    // name points at that client whoever else's story uses it (2026-11-30; its misses not read).
    gate: { minCorrect: 0.46, minCorrectOrFallback: 0.88, maxWrong: 7 },
  },
  // Its goal: at least 85% correct, 95% correct or honestly fallen back, none confidently wrong.
  // Gated at the goal (its misses are never read).
  // Everyday questions about the agency and its practices, in other words than the content's
  // (platforms, tools, cities, the team, reporting), with follow-ups, Spanish and what the site does
  // not say: 70 written on 2026-11-29 by someone who read only lib/content, to tune on. First run,
  // on cf93cba: 52.9 / 35.7 / 11.4; gated where it stands after the changes tuned on it (65.7 / 27.1 / 7.1).
  // (68.6 / 27.1 / 4.3 once regular TV is linear TV and physical stores are stores: stop 62.)
  { name: "tuning pack 6, everyday (seed)", file: "concierge-answers-tuning-6.json", gate: { minCorrect: 0.68, minCorrectOrFallback: 0.94, maxWrong: 3 } },
  // First messages a new visitor sends (the work, reaching the team, their own business, prices,
  // jobs and suppliers, what the site does not say, Spanish), written blind on 2026-11-29 by someone
  // who read only lib/content, and scored once on 90d256b (after that session's first changes):
  // 60.0% correct, 28.3% fell back, 11.7% wrong. Gated where it stands.
  {
    name: "blind J, first messages (2026-11-29)",
    file: "concierge-answers-blind-j.json",
    holdout: true,
    firstMessages: true,
    gate: { minCorrect: 0.6, minCorrectOrFallback: 0.88, maxWrong: 7 },
  },
  // Written blind on 2026-11-30 by someone who read only the invented pack (its industries in
  // everyday words, the work described, results paraphrased, "which client", follow-ups, people,
  // places, durations, its service and FAQ, Spanish, two in one, what it does not say). Scored once
  // on ed69b95, before any change of that session: never tuned on, misses never read.
  {
    name: "invented pack F (2026-11-30)",
    file: "content-pack/concierge-answers-invented-f.json",
    content: "pack",
    holdout: true,
    // First run: 43.3% correct, 41.7% fell back, 15.0% wrong (26 / 25 / 9). 46.7 / 38.3 / 15.0 after
    // that session's changes (tuned on other sets): gated there. 50.0 / 36.7 / 13.3 at the end of
    // 2026-11-30 (tuned on other sets): gated there; 51.7 / 35.0 / 13.3 after the last round.
    gate: { minCorrect: 0.51, minCorrectOrFallback: 0.86, maxWrong: 8 },
  },
  // Written blind on 2026-11-30 by someone who read only lib/content: case studies described,
  // follow-ups, everyday questions the FAQ answers in other words, practices, Spanish, two in one,
  // what the site does not say. Scored once on ed69b95, before any change of that session: never
  // tuned on, misses never read.
  // First run: 80.0% correct, 13.3% fell back, 6.7% wrong (48 / 8 / 4). Gated where it stands.
  { name: "blind K (2026-11-30)", file: "concierge-answers-blind-k.json", holdout: true, gate: { minCorrect: 0.8, minCorrectOrFallback: 0.93, maxWrong: 4 } },
  // Written blind on 2026-11-30 by someone who read only the invented pack (the same brief as F).
  // Scored once on da0a342, before any change of that session: never tuned on, misses never read.
  {
    name: "invented pack G (2026-11-30)",
    file: "content-pack/concierge-answers-invented-g.json",
    content: "pack",
    holdout: true,
    // First run: 35.0% correct, 56.7% fell back, 8.3% wrong (21 / 34 / 5); 36.7 / 55.0 / 8.3 at the end
    // of that session (tuned on other sets): gated there; 40.0 / 51.7 / 8.3 after the last round;
    // 41.7 / 50.0 / 8.3 once a noun's later sense that stands for a compound counts (stop 63).
    gate: { minCorrect: 0.41, minCorrectOrFallback: 0.91, maxWrong: 5 },
  },
  // Written blind on 2026-11-30 by someone who read only lib/content (the same brief as K). Scored
  // once on 318d679, before any later change: never tuned on, misses never read. First run: 78.3%
  // correct, 21.7% fell back, none wrong (47 / 13 / 0), the same on 1f9d7ce. Gated where it stands
  // (80.0 / 20.0 / 0.0 after the last round of 2026-11-30, tuned on tuning pack 7: its misses not read).
  // (78.3 / 21.7 / 0.0 since the seed FAQ answers "am I talking to a real person?" (stop 62): one
  // more entry shifts every entry's word weights, and one reply fell back; its misses not read.)
  // (80.0 / 20.0 / 0.0 again once "pay for a project" is a payment and "X of Y" glossed as "Y X": stop 63.)
  { name: "blind L (2026-11-30)", file: "concierge-answers-blind-l.json", holdout: true, gate: { minCorrect: 0.8, minCorrectOrFallback: 1, maxWrong: 0 } },
  // Written blind on 2026-11-30 by someone who read only the invented pack (the same brief as G).
  // Scored once on 060e86e, before any later change: never tuned on, misses never read.
  {
    name: "invented pack H (2026-11-30)",
    file: "content-pack/concierge-answers-invented-h.json",
    content: "pack",
    holdout: true,
    // First run: 50.0% correct, 40.0% fell back, 10.0% wrong (30 / 24 / 6); on 1f9d7ce, before the
    // session's first change, 48.3 / 41.7 / 10.0. Gated where it stands.
    gate: { minCorrect: 0.5, minCorrectOrFallback: 0.9, maxWrong: 6 },
  },
  // Written blind on 2026-11-30 (stop 63) by someone who read only lib/content (the work described,
  // results in the visitor's words, follow-ups, FAQ and services in everyday words, Spanish, two in
  // one, what the site does not say). Scored once on ff8e062, before any change of that session:
  // never tuned on, misses never read. First run: 85.0 / 15.0 / 0.0 (51 / 9 / 0). Gated where it stands.
  { name: "blind M (2026-11-30)", file: "concierge-answers-blind-m.json", holdout: true, gate: { minCorrect: 0.85, minCorrectOrFallback: 1, maxWrong: 0 } },
  // First messages a new visitor sends (seeing the work or the reel, reaching the team, offering a
  // brief, how the agency differs, practical questions, jobs, Spanish, what the site does not say),
  // written blind on 2026-11-30 (stop 63) by someone who read only lib/content. Scored once on
  // 0dec1ff, before any later change: never tuned on, misses never read. First run: 78.3 / 16.7 / 5.0 (47 / 10 / 3). Gated where it stands.
  {
    name: "blind N, first messages (2026-11-30)",
    file: "concierge-answers-blind-n.json",
    holdout: true,
    firstMessages: true,
    gate: { minCorrect: 0.78, minCorrectOrFallback: 0.95, maxWrong: 3 },
  },
  // Written blind on 2026-11-30 (stop 64) by someone who read only lib/content (the work described,
  // results in the visitor's words, follow-ups, FAQ and services in everyday words, Spanish, two in
  // one, what the site does not say). Scored once on 3d89bb2, before any change of that session:
  // never tuned on, misses never read. First run: 71.7 / 25.0 / 3.3 (43 / 15 / 2). Gated where it stands.
  { name: "blind O (2026-11-30)", file: "concierge-answers-blind-o.json", holdout: true, gate: { minCorrect: 0.71, minCorrectOrFallback: 0.96, maxWrong: 2 } },
  // Written blind on 2026-12-01 (stop 66) by someone who read only lib/content (the work described,
  // results in the visitor's words, follow-ups, FAQ and services in everyday words, Spanish, two in
  // one, what the site does not say). Scored once on 7c4453b, before any change of that session:
  // never tuned on, misses never read. First run: 58.3 / 35.0 / 6.7 (35 / 21 / 4). Gated where it stands.
  { name: "blind P (2026-12-01)", file: "concierge-answers-blind-p.json", holdout: true, gate: { minCorrect: 0.58, minCorrectOrFallback: 0.93, maxWrong: 4 } },
  // Written blind on 2026-12-01 (stop 67) by someone who read only lib/content (the same brief as P).
  // Scored once on e081f73, before any change of that session: never tuned on, misses never read.
  // First run: 75.0 / 23.3 / 1.7 (45 / 14 / 1). Gated where it stands.
  { name: "blind Q (2026-12-01)", file: "concierge-answers-blind-q.json", holdout: true, gate: { minCorrect: 0.75, minCorrectOrFallback: 0.98, maxWrong: 1 } },
  // Written blind on 2026-12-02 (stop 69) by someone who read only lib/content (the work described,
  // results in the visitor's words, follow-ups, FAQ and services in everyday words, Spanish, two in
  // one, what the site does not say). Scored once on ddaff32, before any change of that session:
  // never tuned on, misses never read. First run: 61.7 / 33.3 / 5.0 (37 / 20 / 3). Gated where it stands.
  { name: "blind R (2026-12-02)", file: "concierge-answers-blind-r.json", holdout: true, gate: { minCorrect: 0.61, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // First messages a new visitor sends, written blind on 2026-12-02 (stop 69) by someone who read
  // only lib/content. Scored once on ddaff32, before any change of that session: never tuned on,
  // misses never read. First run: 78.3 / 15.0 / 6.7 (47 / 9 / 4). Gated where it stands.
  {
    name: "blind S, first messages (2026-12-02)",
    file: "concierge-answers-blind-s.json",
    holdout: true,
    firstMessages: true,
    gate: { minCorrect: 0.78, minCorrectOrFallback: 0.93, maxWrong: 4 },
  },
  // Written blind on 2026-12-02 (stop 70) by someone who read only lib/content: work described,
  // results in the visitor's words, follow-ups, FAQ, services, Spanish, two in one, not stated.
  // Scored once on a6a1386, before any change to the concierge that session: never tuned on,
  // misses never read. First run: 60.0 / 31.7 / 8.3 (36 / 19 / 5). Gated where it stands.
  { name: "blind T (2026-12-02)", file: "concierge-answers-blind-t.json", holdout: true, gate: { minCorrect: 0.6, minCorrectOrFallback: 0.9, maxWrong: 5 } },
  // Written on 2026-12-02 (stop 71) by a helper who read only lib/content: 14 case studies described,
  // 10 results in the visitor's words, 8 follow-ups, 8 services and FAQ, 6 first messages, 6 in
  // Spanish, 8 the site does not answer. Scored once on d3dfb12, before any change of that session;
  // misses never read. First run: 76.7 / 21.7 / 1.7 (46 / 13 / 1). Gated where it stands.
  { name: "blind U (2026-12-02)", file: "concierge-answers-blind-u.json", holdout: true, gate: { minCorrect: 0.76, minCorrectOrFallback: 0.98, maxWrong: 1 } },
  // Written on 2026-12-03 (stop 73) by a helper who read only lib/content: 14 case studies described,
  // 10 results in the visitor's words, 8 follow-ups, 8 services and FAQ, 6 first messages, 6 in
  // Spanish, 8 the site does not answer. Scored once on a7d1a2d, after that session's first
  // changes (none made with it at hand): never tuned on, misses never read. First run: 70.0 / 25.0 / 5.0 (42 / 15 / 3). Gated where it stands.
  { name: "blind V (2026-12-03)", file: "concierge-answers-blind-v.json", holdout: true, gate: { minCorrect: 0.7, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // Written on 2026-12-03 (stop 73) by a helper who read only lib/content: 12 first messages, 12
  // results in the visitor's words, 10 case studies described, 10 follow-ups, 6 services and FAQ, 4
  // in Spanish, 6 the site does not answer. Scored once on 50a7a3b, at the end of that session's
  // changes (none made with it at hand): never tuned on, misses never read. First run: 51.7 / 43.3 / 5.0 (31 / 26 / 3). Gated where it stands.
  { name: "blind W (2026-12-03)", file: "concierge-answers-blind-w.json", holdout: true, gate: { minCorrect: 0.51, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // Written on 2026-12-03 (stop 74) by a helper who read only lib/content: 12 first messages, 12
  // results in the visitor's words, 10 case studies described, 10 follow-ups, 6 services and
  // process, 4 in Spanish, 6 the site does not answer. Scored once on a6b123c (none of that
  // session's changes made with it at hand): never tuned on, misses never read. First run: 56.7 / 36.7 / 6.7 (34 / 22 / 4). Gated where it stands.
  { name: "blind X (2026-12-03)", file: "concierge-answers-blind-x.json", holdout: true, gate: { minCorrect: 0.56, minCorrectOrFallback: 0.93, maxWrong: 4 } },
  // Written on 2026-12-03 (stop 76) by a helper who read only lib/content: 12 first messages, 12
  // results in the visitor's words, 10 case studies described, 10 follow-ups, 6 services and
  // process, 4 in Spanish, 6 the site does not answer. Scored once on a2433f9 (none of that
  // session's changes made with it at hand): never tuned on, misses never read. First run: 66.7 / 25.0 / 8.3 (40 / 15 / 5). Gated where it stands.
  { name: "blind Y (2026-12-03)", file: "concierge-answers-blind-y.json", holdout: true, gate: { minCorrect: 0.66, minCorrectOrFallback: 0.91, maxWrong: 5 } },
  // Written on 2026-12-03 (stop 77) by a helper who read only lib/content: 12 first messages, 12
  // results in the visitor's words, 10 case studies described, 10 follow-ups, 6 services and
  // process, 4 in Spanish, 6 the site does not answer. Scored once on 0bfd1f4 (none of that
  // session's changes made with it at hand): never tuned on, misses never read. First run: 63.3 / 31.7 / 5.0 (38 / 19 / 3). Gated where it stands.
  { name: "blind Z (2026-12-03)", file: "concierge-answers-blind-z.json", holdout: true, gate: { minCorrect: 0.63, minCorrectOrFallback: 0.95, maxWrong: 3 } },
  // A fourth invented content pack (tests/fixtures/content-pack/invented-4.ts: an animal hospital
  // group, a public library system, a solar installer, a self-storage chain, a lifecycle and CRM
  // practice, four FAQ entries), written on 2026-12-03 (stop 73) by someone who read only
  // lib/content's types and the third pack's shape; 60 questions written by someone else who read
  // only that pack. Scored once on the code blind V was first scored on (a7d1a2d): never tuned on,
  // misses never read. First run: 51.7 / 38.3 / 10.0 (31 / 23 / 6), against blind V's 70.0 on the
  // seed. Two FAQ subjects (pausing work, accessibility) are also tuning-2.ts's. Gated where it stands.
  {
    name: "invented pack 4 (2026-12-03)",
    file: "content-pack/concierge-answers-invented4-a.json",
    content: "pack4",
    holdout: true,
    gate: { minCorrect: 0.51, minCorrectOrFallback: 0.9, maxWrong: 6 },
  }, // A fifth invented content pack (tests/fixtures/content-pack/invented-5.ts: a marina group, an
  // aerospace parts maker, a coworking operator, a real-estate brokerage, a recruitment marketing
  // practice, four FAQ entries), written on 2026-12-03 (stop 74) by someone who read only
  // lib/content and the fourth pack's shape; 60 questions written by someone else who read only
  // that pack (10 of them a visitor's own trade, asked by industry). Scored once on the code blind X
  // was first scored on (a6b123c): never tuned on, misses never read. First run: 48.3 / 40.0 / 11.7 (29 / 24 / 7), against
  // blind X's 56.7 on the seed. Its NDA entry's subject is also the seed's. Gated where it stands.
  {
    name: "invented pack 5 (2026-12-03)",
    file: "content-pack/concierge-answers-invented5-a.json",
    content: "pack5",
    holdout: true,
    gate: { minCorrect: 0.48, minCorrectOrFallback: 0.88, maxWrong: 7 },
  },
  // A third invented content pack (tests/fixtures/content-pack/invented-3.ts: a laundromat chain, a
  // driving school, a tattoo studio collective, an early-learning center, an employer branding
  // practice, four FAQ entries), written on 2026-12-02 (stop 70) by someone who read only
  // lib/content's types and the second pack's shape; 60 questions written by someone else who read
  // only that pack. Scored once on a6a1386, before any concierge change of that session: never
  // tuned on, misses never read. First run: 35.0 / 55.0 / 10.0 (21 / 33 / 6). Gated where it stands.
  {
    name: "invented pack 3 (2026-12-02)",
    file: "content-pack/concierge-answers-invented3-a.json",
    content: "pack3",
    holdout: true,
    gate: { minCorrect: 0.35, minCorrectOrFallback: 0.9, maxWrong: 6 },
  },
  // A second invented content pack (tests/fixtures/content-pack/invented-2.ts: a moving company, a
  // senior living community, a water district, a car wash chain, an audio branding practice, four
  // FAQ entries), written on 2026-12-01 (stop 67) after all the code it is scored on, and 60
  // questions written blind by someone else who read only that pack. Scored once on e081f73, before
  // any change of that session: never tuned on, misses never read. First run: 46.7 / 41.7 / 11.7
  // (28 / 25 / 7), against blind Q's 75.0 on the seed the same day. Gated where it stands (48.3 /
  // 40.0 / 11.7 after that session's changes, tuned on other sets).
  {
    name: "invented pack 2 (2026-12-01)",
    file: "content-pack/concierge-answers-invented2-a.json",
    content: "pack2",
    holdout: true,
    gate: { minCorrect: 0.46, minCorrectOrFallback: 0.88, maxWrong: 7 },
  },
  { name: "untouched holdout (en)", file: "concierge-answers-en-holdout.json", holdout: true, gate: { minCorrect: 0.87, maxWrong: 0 } },
];

export function loadSet(file: string, root = process.cwd()): LabelledAnswer[] {
  return JSON.parse(fs.readFileSync(path.join(root, "tests", "fixtures", file), "utf8"));
}

function judge(item: LabelledAnswer, answer: JudgedReply): { verdict: Verdict; why: string } {
  const reply = answer.reply.toLowerCase();
  const missing = item.mustContain.filter((group) => !group.some((fact) => reply.includes(fact.toLowerCase())));
  const forbidden = (item.mustNotContain ?? []).filter((fact) => reply.includes(fact.toLowerCase()));
  // A word it must not open with ("No"), not the letters of another ("Northlight was founded…").
  const badStart = (item.mustNotStartWith ?? []).filter((start) => answer.reply.startsWith(start) && !/^[\p{L}\p{N}]/u.test(answer.reply.slice(start.length)));
  const wanted = item.lang ?? "en";
  const got = answer.lang ?? "en";
  const problems = [
    ...missing.map((group) => `missing ${group.join(" | ")}`),
    ...forbidden.map((fact) => `contains ${fact}`),
    ...badStart.map((start) => `starts with ${start}`),
    ...(got === wanted ? [] : [`in ${got}, not ${wanted}`]),
  ];
  const matches = problems.length === 0 && answer.unanswered === (item.expect === "fallback");
  if (matches) return { verdict: "correct", why: "" };
  if (answer.unanswered) return { verdict: "fallback", why: problems.length ? problems.join("; ") : "fell back" };
  return { verdict: "wrong", why: problems.join("; ") || `expected ${item.expect}` };
}

export type SetResult = {
  total: number;
  counts: Record<Verdict, number>;
  misses: { verdict: Verdict; message: string; why: string; reply: string }[];
};

export function evaluate(set: LabelledAnswer[], answer: (item: LabelledAnswer) => JudgedReply): SetResult {
  const counts: Record<Verdict, number> = { correct: 0, fallback: 0, wrong: 0 };
  const misses: SetResult["misses"] = [];
  for (const item of set) {
    const reply = answer(item);
    const { verdict, why } = judge(item, reply);
    counts[verdict] += 1;
    if (verdict !== "correct")
      misses.push({
        verdict,
        message: item.message,
        why: reply.missing?.length ? `${why}; not covered: ${reply.missing.join(", ")}` : why,
        reply: reply.reply,
      });
  }
  return { total: set.length, counts, misses };
}

const percent = (part: number, total: number) => `${((100 * part) / total).toFixed(1)}%`;

/** One line of figures: correct, fell back, confidently wrong. */
export function summary(name: string, { total, counts }: SetResult): string {
  return `${name}: ${total} messages, ${percent(counts.correct, total)} correct (${counts.correct}), ${percent(counts.fallback, total)} fell back (${counts.fallback}), ${percent(counts.wrong, total)} confidently wrong (${counts.wrong})`;
}

/** The misses, for a set that may be tuned on. */
export function describeMisses({ misses }: SetResult): string {
  return misses.map((miss) => `  ${miss.verdict}: "${miss.message}" (${miss.why})\n    → ${miss.reply}`).join("\n");
}

/**
 * True when the site knowledge an LLM is given holds every fact a correct reply needs (each
 * required group has one of its forms there). Spanish messages are answered from the English
 * content, so their facts are looked for as figures and names.
 */
export function groundingCovers(item: LabelledAnswer, context: string): boolean {
  const text = context.toLowerCase();
  return item.mustContain.every((group) => group.some((fact) => text.includes(fact.toLowerCase())));
}

/** Where the snapshot of every labelled reply is kept (a holdout's are left out: nobody reads its misses). */
export const SNAPSHOT_FILE = "concierge-replies.snapshot.txt";

/**
 * Every labelled reply with its verdict, one block per set, as committed in the snapshot: a change
 * to the concierge shows in review as the replies it moved.
 */
export function snapshotText(sets: { set: LabelledSet; items: LabelledAnswer[]; replies: Map<LabelledAnswer, JudgedReply> }[]): string {
  const blocks = sets
    .filter(({ set }) => !set.holdout)
    .map(({ set, items, replies }) => {
      const lines = items.map((item) => {
        const reply = replies.get(item)!;
        const asked = [...(item.history ?? []).map((earlier) => `${earlier} / `), item.message].join("");
        return `[${judge(item, reply).verdict}] ${asked}\n  → ${reply.reply.replace(/\s*\n\s*/g, " ⏎ ")}`;
      });
      return `## ${set.name} (${set.file})\n${lines.join("\n")}`;
    });
  return `${blocks.join("\n\n")}\n`;
}
