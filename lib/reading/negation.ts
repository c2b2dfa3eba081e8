import { tokenize } from "./text";

// The one negation rule for visitor text ("we don't need a website", "no video this time",
// "awards don't matter to us"), used by the concierge's classifier and by lead qualification, and
// the words that make a sentence of the site's own content say no.

/** Words that say no. */
const NO_WORDS = ["no", "not", "never", "don't", "dont", "doesn't", "didn't", "isn't", "aren't", "won't", "wouldn't", "without", "nor", "neither"];

/** In a visitor's clause, these set aside what follows too ("skip the video", "except social"). */
const NEGATORS = new Set([...NO_WORDS, "skip", "except", "instead"]);
const NEGATION_EXCEPTIONS = /\b(not sure|don'?t know|do not know|no idea|not only|don'?t mind|never mind|can'?t wait|no matter|not just)\b/;
const NEGATING_PHRASES = /\b(rather than|other than|instead of|no need|not interested|not looking|less interested|nothing like)\b/;
const CLAUSE_BREAK = /[.!?;:,]|\b(but|however|though|although|just|rather|only|instead|and also|also)\b/g;

// How far back a negation is looked for: a clause's last words, not the whole message, so that
// checking every match stays linear in the message's length.
const NEGATION_WINDOW = 300;
/** The clause's last words that may negate what follows. */
const NEGATION_REACH = 6;

/** True when the words just before `index` (in the same clause) negate what follows. `text` is folded or normalized. */
export function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - NEGATION_WINDOW), index);
  let clauseStart = 0;
  for (const match of before.matchAll(CLAUSE_BREAK)) clauseStart = (match.index ?? 0) + match[0].length;
  const clause = before.slice(clauseStart);
  if (NEGATION_EXCEPTIONS.test(clause)) return false;
  if (NEGATING_PHRASES.test(clause)) return true;
  return tokenize(clause)
    .slice(-NEGATION_REACH)
    .some((word) => NEGATORS.has(word));
}

const POST_NEGATION =
  /^[^.!?;,]{0,12}?\b(don'?t|doesn'?t|do not|does not) (matter|interest|count)|^[^.!?;,]{0,12}?\b(isn'?t|aren'?t|is not|are not|not) (important|relevant|necessary|needed|a priority|a factor|the point)/;

/** True when what follows a match dismisses it ("awards don't matter to us"). */
export function isDismissed(text: string, end: number): boolean {
  return POST_NEGATION.test(text.slice(end));
}

/** A sentence that says no (of the site's content: "There is no charge"), with the words above and a few of their own. */
export const SAYS_NO = new RegExp(`\\b(${[...NO_WORDS, "can't", "cannot", "none"].join("|")})\\b`, "i");
