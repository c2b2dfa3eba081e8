import { editDistance } from "../reading/text";
import { AGENCY } from "../reading/vocabulary";

// Visitors type fast: "wat servces do u ofer", "were is ur studio", "emial adress?". Before the
// message is read, texting shorthand is spelled out and a word that is no English word but is
// within one or two letters of a word the concierge knows is read as that word. The known words
// are the site's own content and the words of the questions the concierge understands, so a
// correction can only land on something it can answer about; a real word it does not know
// ("cannabis", "snapchat") is never "corrected" into one it does, and stays the question's focus.

/** Texting shorthand, spelled out. */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ya: "you",
  yu: "you",
  ur: "your",
  urs: "yours",
  r: "are",
  y: "why",
  yall: "you all",
  "y'all": "you all",
  wat: "what",
  insta: "instagram",
  wut: "what",
  wht: "what",
  whta: "what",
  wen: "when",
  wher: "where",
  hw: "how",
  mny: "many",
  mch: "much",
  hav: "have",
  hve: "have",
  ther: "their",
  thier: "their",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  b4: "before",
  tho: "though",
  teh: "the",
  bc: "because",
  cuz: "because",
  coz: "because",
  kinda: "kind of",
  sorta: "sort of",
  gonna: "going to",
  wanna: "want to",
  gotta: "got to",
  ppl: "people",
  abt: "about",
  lng: "long",
  yr: "year",
  yrs: "years",
  hr: "hour",
  hrs: "hours",
  mo: "month",
  mos: "months",
  wk: "week",
  wks: "weeks",
  im: "i'm",
  ive: "i've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  youre: "you're",
  youll: "you'll",
  youd: "you'd",
  theyre: "they're",
  theyve: "they've",
  theyll: "they'll",
  weve: "we've",
  til: "until",
  till: "until",
  lemme: "let me",
  gimme: "give me",
  whats: "what's",
  wats: "what's",
  wuts: "what's",
  wheres: "where's",
  hows: "how's",
  whos: "who's",
  thats: "that's",
  n: "and",
  w: "with",
  "w/": "with",
  "w/o": "without",
  idk: "i don't know",
  rn: "right now",
  asap: "as soon as possible",
  dwn: "down",
  // Marketing's abbreviations, as the content writes them out.
  cpa: "cost per acquisition",
  cac: "customer acquisition cost",
  cpc: "cost per click",
  roas: "return on ad spend",
  ctr: "click-through rate",
  aov: "average order value",
  // A ballgame or a ballclub, in American English, is baseball's.
  ballgame: "baseball game",
  ballgames: "baseball games",
  ballclub: "baseball club",
};

/** "were is your studio": "were" in front of these opens a where-question. */
const WERE_AS_WHERE = /^(is|are|r|you|u|ur|your|the|do|does|can|did|would)$/;
/** "hows long does it take": "hows" before these is "how". */
const HOWS_AS_HOW = /^(long|much|many|often|soon|fast|far|big|quickly)$/;
/** "how long dose a campaign take": "dose" before these is "does". */
const DOSE_AS_DOES = new RegExp(String.raw`^(a|an|the|it|this|that|your|you|u|my|our|he|she|they|${AGENCY}|one)$`);

export type Correction = { from: string; to: string };

/** The words a speller corrects toward, and how often each occurs (the likelier reading wins a tie). */
export type Vocabulary = Map<string, number>;

/** Words the speller treats as spelled right. */
export type Dictionary = { has(word: string): boolean };

/** Four-letter words are corrected only toward these (a short word is one letter from too many others). */
const SHORT_TARGETS = new Set(
  "what when where which much many long cost does have your offer paid work hire jobs rate fees team call email phone year city role help make with from that this they them ever also just some film".split(
    " ",
  ),
);

export class Speller {
  /** Known words by first letter and length, so a correction scans a few dozen candidates. */
  private readonly buckets = new Map<string, string[]>();

  /**
   * `shorthand`: texting spellings spelled out (English's by default; none for a language whose
   * shorthand its own reader handles). `minLength`: the shortest word corrected.
   */
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly dictionary: Dictionary,
    private readonly options: { shorthand?: Record<string, string>; minLength?: number; confusables?: boolean } = {},
  ) {
    for (const word of vocabulary.keys()) {
      if (word.length < 4 || !/^[a-z][a-z'-]*$/.test(word)) continue;
      const key = `${word[0]}${word.length}`;
      const list = this.buckets.get(key) ?? [];
      list.push(word);
      this.buckets.set(key, list);
    }
  }

  /** The known word a misspelled token stands for, or null when it is a word or close to none. */
  correctWord(token: string): string | null {
    if (token.length < (this.options.minLength ?? 4) || !/^[a-z]+$/.test(token)) return null;
    if (this.vocabulary.has(token) || this.dictionary.has(token)) return null;
    // Sound-alike spellings: "northlite", "brite" are "northlight", "bright".
    const sounded = token.replace(/ite$/, "ight");
    if (sounded !== token && this.vocabulary.has(sounded)) return sounded;
    const max = token.length >= 8 ? 2 : 1;
    let best: { word: string; distance: number; count: number } | null = null;
    const consider = (word: string) => {
      if (token.length === 4 && !SHORT_TARGETS.has(word)) return;
      const distance = editDistance(token, word, max);
      if (distance > max) return;
      const count = this.vocabulary.get(word) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word, distance, count };
    };
    for (let length = token.length - max; length <= token.length + max; length += 1) {
      for (const word of this.buckets.get(`${token[0]}${length}`) ?? []) consider(word);
      // A swap of the first two letters ("rpice") keeps the candidate in another bucket.
      if (token[1] !== token[0]) for (const word of this.buckets.get(`${token[1]}${length}`) ?? []) if (word[1] === token[0]) consider(word);
    }
    return (best as { word: string } | null)?.word ?? null;
  }

  /**
   * The text with shorthand spelled out and misspellings corrected. `text` is normalized
   * (lowercase, straight apostrophes); words written with a capital in `original` are names and
   * never corrected.
   */
  correct(text: string, original = text): { text: string; corrections: Correction[] } {
    const names = new Set(
      (original.match(/\b[A-Z][a-zA-Z]+\b/g) ?? []).filter((word, index) => index > 0 || word.length > 1).map((word) => word.toLowerCase()),
    );
    const corrections: Correction[] = [];
    // A name the site spells as one word, written as two ("tik tok", "you tube"); two words the
    // site uses ("glow season") are those words.
    text = text.replace(/\b([a-z]{2,12}) (?=([a-z]{2,12})\b)/g, (pair, first: string, second: string) => {
      const joined = first + second;
      if (joined.length < 5 || !this.vocabulary.has(joined) || (this.vocabulary.has(first) && this.vocabulary.has(second))) return pair;
      corrections.push({ from: `${first} ${second}`, to: joined });
      return first;
    });
    const tokens = text.split(/(\s+)/);
    const words = tokens.filter((token) => !/^\s+$/.test(token));
    let wordIndex = 0;
    const out = tokens.map((token) => {
      if (/^\s+$/.test(token) || token === "") return token;
      const index = wordIndex;
      wordIndex += 1;
      const match = /^([^a-z0-9'/]*)([a-z0-9'/-]+?)([^a-z0-9'/]*)$/.exec(token);
      if (!match) return token;
      const [, lead, word, trail] = match;
      let replacement: string | null = null;
      const shorthand = this.options.shorthand ?? SHORTHAND;
      const next = (words[index + 1] ?? "").replace(/[^a-z']/g, "");
      if (this.options.confusables !== false && word === "were" && (index === 0 || /[.?!,]$/.test(words[index - 1] ?? "")) && WERE_AS_WHERE.test(next)) {
        replacement = "where";
      } else if (this.options.confusables !== false && (word === "hows" || word === "how's") && HOWS_AS_HOW.test(next)) {
        replacement = "how";
      } else if (this.options.confusables !== false && word === "dose" && DOSE_AS_DOES.test(next)) {
        replacement = "does";
      } else if (this.options.confusables !== false && /^(where|who|how|what|when|why)'d$/.test(word)) {
        // "Where'd the billboards go up?", "who'd you work with?": did; "who'd be on the call?": would.
        replacement = `${word.slice(0, -2)} ${/^(you|u|ya|they|we|it|he|she|the|your|their|its|that|those|this)$/.test(next) ? "did" : "would"}`;
      } else if (this.options.confusables !== false && word === "ball" && /^(team|teams|club|clubs|game|games)$/.test(next)) {
        // "The ball team": a baseball team (as a ballgame is a baseball game).
        replacement = "baseball";
      } else if (Object.hasOwn(shorthand, word)) {
        replacement = shorthand[word];
      } else if (!names.has(word) || index === 0) {
        replacement = this.correctWord(word);
      }
      if (!replacement || replacement === word) return token;
      corrections.push({ from: word, to: replacement });
      return `${lead}${replacement}${trail}`;
    });
    return { text: out.join(""), corrections };
  }
}
