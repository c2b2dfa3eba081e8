import type { CaseStudy } from "../content/types";
import { terms } from "../reading/text";
import { coverOf } from "./coverage";
import type { KnowledgeBase } from "./knowledge";

// The work a visitor points at by a figure it reached, in their own words: "you had a client whose
// calls went up like 70%? who", "which case study pulled in over 400 grand in donations", "the one
// that more than tripled the kids trying out". Every figure is read from the case studies' own
// result lines and headline figures, so a case study staff publish is found by its figures too: a
// share ("up 58%"), a multiple ("4x", "nearly triple"), a change from one figure to another ("rose
// from 95 to 310" is a bit more than three times, and 226% more; "fell from $142 to $81", 43% less),
// a sum or a count ("$412,000", "4.6M views").

/** A share (percent), a multiple, a sum of money, a count of something, or where a change started. */
type Kind = "share" | "times" | "money" | "count" | "from";
/** Which way a figure went, when its line says ("rose", "fell", "from $142 to $81"). */
type Direction = "up" | "down" | null;
type Stated = { kind: Kind; value: number; line: string; direction?: Direction };
type Asked = { kind: Kind; value: number; bound: "about" | "over" | "under" | "nearly" };

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const MULTIPLES: Record<string, number> = { double: 2, doubled: 2, twice: 2, triple: 3, tripled: 3, quadruple: 4, quadrupled: 4, half: 0.5, halved: 0.5 };
const SCALE: Record<string, number> = { k: 1e3, grand: 1e3, thousand: 1e3, m: 1e6, million: 1e6, mil: 1e6 };

const num = (text: string) => Number(text.replace(/,/g, ""));

/** Words that compare figures, which say nothing of what was counted. */
const COMPARING = new Set([
  "more",
  "less",
  "fewer",
  "than",
  "over",
  "under",
  "like",
  "about",
  "almost",
  "nearly",
  "times",
  "percent",
  "campaign",
  "project",
  "client",
  "work",
  "case",
  "study",
]);

/** The figures a line of a story states. */
const UP = /\b(up|rose|grew|grow|growth|increased?|higher|more|gained|gain|jumped|climbed|lift|boost(ed)?|doubled?|tripled?|quadrupled?|\d+(\.\d+)?x)\b/;
const DOWN = /\b(down|fell|dropped|lower|less|fewer|cheaper|decreased?|cut|reduced|shrank|halved)\b/;
const directionOf = (text: string): Direction => (UP.test(text) === DOWN.test(text) ? null : UP.test(text) ? "up" : "down");

function statedIn(line: string): Stated[] {
  const text = line.toLowerCase();
  const found: Stated[] = [];
  const direction = directionOf(text);
  for (const match of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?%/g)) found.push({ kind: "share", value: num(match[1]), line });
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)x\b/g)) found.push({ kind: "times", value: num(match[1]), line });
  // ("Nearly triple" is a little less than three times.)
  for (const match of text.matchAll(/\b(nearly |almost )?(double|doubled|triple|tripled|quadruple|quadrupled|halved)\b/g))
    found.push({ kind: "times", value: MULTIPLES[match[2]] * (match[1] ? 0.95 : 1), line });
  // "From 95 to 310": the multiple and the change.
  for (const match of text.matchAll(/\bfrom \$?(\d[\d,]*(?:\.\d+)?)([km])? to \$?(\d[\d,]*(?:\.\d+)?)([km])?/g)) {
    const before = num(match[1]) * (SCALE[match[2] ?? ""] ?? 1);
    const after = num(match[3]) * (SCALE[match[4] ?? ""] ?? 1);
    if (before > 0) {
      const way: Direction = after > before ? "up" : "down";
      found.push({ kind: "times", value: after / before, line, direction: way });
      found.push({ kind: "share", value: Math.abs(((after - before) / before) * 100), line, direction: way });
      // (And where it started: "went from like a 3.9 rating" is the one that rose from 3.9.)
      found.push({ kind: "from", value: before, line, direction: way });
    }
  }
  for (const figure of found) figure.direction ??= direction;
  for (const match of text.matchAll(/(\$)?(\d[\d,]*(?:\.\d+)?)\s?([km]|million|thousand)?\b(?!\s?%|x\b)/g)) {
    const value = num(match[2]) * (SCALE[match[3] ?? ""] ?? 1);
    if (value >= 10) found.push({ kind: match[1] ? "money" : "count", value, line });
  }
  return found;
}

const BOUND = /\b(over|more than|above|at least|north of|under|less than|below|almost|nearly|close to|about|around|like|roughly)\s*$/;
const boundOf = (before: string): Asked["bound"] => {
  const word = BOUND.exec(before)?.[1] ?? "about";
  if (/^(over|more than|above|at least|north of)$/.test(word)) return "over";
  if (/^(under|less than|below)$/.test(word)) return "under";
  if (/^(almost|nearly|close to)$/.test(word)) return "nearly";
  return "about";
};

const ABOUT_THE_VISITOR = /\b(we|we're|we've|we'd|our|ours|i|i'm|i've|my|us)\b/;

/** The figures a visitor's message gives, each with how near it is meant ("over 400 grand", "almost 3x"). */
function askedIn(message: string): Asked[] {
  // A figure of the visitor's own ("we have 6 offices", "our budget is about 50k") describes no work of ours.
  const text = message
    .toLowerCase()
    .split(/(?<=[.;!?])\s+|,\s+(?=(?:and |but |so )?(?:we|our|i|my)\b)/)
    .filter((clause) => !ABOUT_THE_VISITOR.test(clause) || /\b(you|your|y'?all|u)\b/.test(clause))
    .join(" . ");
  const asked: Asked[] = [];
  const at = (index: number) => boundOf(text.slice(Math.max(0, index - 16), index));
  for (const match of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?(%|percent\b)/g)) asked.push({ kind: "share", value: num(match[1]), bound: at(match.index) });
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?x\b/g)) asked.push({ kind: "times", value: num(match[1]), bound: at(match.index) });
  for (const match of text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|\d+) times\b/g))
    asked.push({ kind: "times", value: NUMBER_WORDS[match[1]] ?? num(match[1]), bound: at(match.index) });
  for (const match of text.matchAll(/\b(double|doubled|twice|triple|tripled|quadruple|quadrupled|half|halved)\b/g))
    asked.push({ kind: "times", value: MULTIPLES[match[1]], bound: at(match.index) });
  // "400 grand", "$29", "2.4 million views": money when it says so.
  for (const match of text.matchAll(/(\$)?(\d[\d,]*(?:\.\d+)?)\s?(k|grand|thousand|m|million|mil)\b(\s+(dollars|bucks))?/g)) {
    const money = Boolean(match[1] || match[4] || match[3] === "grand");
    asked.push({ kind: money ? "money" : "count", value: num(match[2]) * SCALE[match[3]], bound: at(match.index) });
  }
  for (const match of text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)(?!\s?(k|grand|thousand|m|million|mil)\b)/g))
    asked.push({ kind: "money", value: num(match[1]), bound: at(match.index) });
  // "Went from like a 3.9 star rating to almost 5": where a figure that changed started.
  for (const match of text.matchAll(
    /\bfrom (?:like |about |around |roughly |just )?(?:a |an )?\$?(\d[\d,]*(?:\.\d+)?)(?!\s?(%|percent|x)\b)[^.?!]{0,40}?\bto\b/g,
  ))
    asked.push({ kind: "from", value: num(match[1]), bound: "about" });
  return asked;
}

/** Whether a figure stated in a story is the one a visitor gives, as near as they meant it. */
function meets(asked: Asked, stated: Stated, direction: Direction): boolean {
  if (asked.kind !== stated.kind) return false;
  // A figure that went the other way is another one ("brought down by 40%" is no "up 44%"), and
  // one that went no way is no change ("a 41% completion rate").
  if (direction && direction !== stated.direction) return false;
  const { value } = asked;
  const near = Math.abs(stated.value - value) <= Math.max(asked.kind === "share" ? 3 : 0, 0.15 * value);
  if (asked.bound === "over") return stated.value > value && stated.value <= value * 1.5;
  if (asked.bound === "under") return stated.value < value && stated.value >= value * 0.5;
  if (asked.bound === "nearly") return stated.value <= value * 1.02 && stated.value >= value * 0.8;
  return near;
}

/** The figures each case study's lines state, read once per knowledge base and kind of line. */
function statedBy(cache: WeakMap<KnowledgeBase, Map<string, Stated[]>>, lines: (study: CaseStudy) => string[]) {
  return (kb: KnowledgeBase): Map<string, Stated[]> => {
    let stated = cache.get(kb);
    if (!stated) {
      stated = new Map(kb.source.caseStudies.map((study) => [study.id, lines(study).flatMap(statedIn)]));
      cache.set(kb, stated);
    }
    return stated;
  };
}

const linesOf = (study: CaseStudy) => [...study.results, study.metrics.primary, ...study.metrics.secondary];
const statedFigures = statedBy(new WeakMap(), linesOf);
/**
 * A price or a figure the work set or made ("a $39 three-visit starter pass"): met only exactly,
 * and only when the visitor asks which work it was.
 */
const statedDetails = statedBy(new WeakMap(), (study) => [study.strategy ?? "", ...study.execution]);

/**
 * The one case study whose figures the message's figures meet (and the line that states the
 * first), or null: none, or several that the message's other words do not tell apart.
 */
export function caseStudyByFigure(kb: KnowledgeBase, message: string, { details = false } = {}): { study: CaseStudy; line: string } | null {
  const asked = askedIn(message);
  if (asked.length === 0) return null;
  // Compared as meanings: "what the client paid to land each job" says the cost of a job.
  const words = coverOf(
    terms(message)
      .filter((term) => term.length >= 3 && !COMPARING.has(term) && !UP.test(term) && !DOWN.test(term))
      .join(" "),
  );
  const direction = directionOf(message.toLowerCase().replace(/\b(more|less) than\b/g, " "));
  const sharedIn = (text: string) => [...coverOf(text)].filter((meaning) => words.has(meaning)).length;
  const matches: { study: CaseStudy; line: string; shared: number; off: number }[] = [];
  for (const study of kb.source.caseStudies) {
    // Of its figures that meet one given, the line that says most of the message's words, then a
    // result line before the headline figure it is summed up in ("rose from 280 to 1,150", not
    // "4x"), then the nearest figure.
    const headline = (line: string) => (study.results.includes(line) ? 0 : 1);
    // (Only asked which work it was: the line that says such a figure answers nothing else asked of it.)
    const exactly = (details ? (statedDetails(kb).get(study.id) ?? []) : [])
      .filter((stated) => asked.some((figure) => figure.kind === stated.kind && figure.bound === "about" && stated.value === figure.value))
      .map((stated) => ({ stated, off: 0 }));
    const hits = (statedFigures(kb).get(study.id) ?? [])
      .flatMap((stated) =>
        asked.filter((figure) => meets(figure, stated, direction)).map((figure) => ({ stated, off: Math.abs(stated.value / figure.value - 1) })),
      )
      .concat(exactly)
      .sort((a, b) => sharedIn(b.stated.line) - sharedIn(a.stated.line) || headline(a.stated.line) - headline(b.stated.line) || a.off - b.off);
    if (hits.length)
      matches.push({ study, line: hits[0].stated.line, shared: sharedIn(linesOf(study).join(" ")), off: Math.min(...hits.map((hit) => hit.off)) });
  }
  if (matches.length === 1) return matches[0];
  matches.sort((a, b) => b.shared - a.shared);
  if (matches.length > 1 && matches[0].shared > matches[1].shared) return matches[0];
  // Of those its words tell apart no better, the one whose figure is the very one given ("2.4
  // million views" of 2.2M, 2.3M and 2.4M), when only one is.
  const tied = matches.filter((match) => match.shared === matches[0].shared);
  const exact = tied.filter((match) => match.off < 0.005);
  return exact.length === 1 ? exact[0] : null;
}
