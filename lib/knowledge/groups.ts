import { KNOWLEDGE_LIMITS } from "../contracts/knowledge";

// Pure helpers for the admin's Knowledge tab: rephrasings of one unanswered question fall into one
// group, and nothing else does. Each message carries its question's key (its focus words as the
// concierge's concepts, sorted, joined by single spaces: "podcast", "brand cannabi"); the database
// counts the messages per key, and the keys are grouped here when they ask the same thing.
// Conservatively: a mixed group is worse than a split one (staff can merge two by hand), so a key
// joins a group only when it asks the same as every key in it. Used by lib/knowledge/store.ts.

/** Messages logged before keys existed are keyed by their whole text, marked with this prefix (no key word holds a colon). */
const TEXT_KEY_PREFIX = "text:";
const KEY_MAX_CHARS = KNOWLEDGE_LIMITS.keyChars;

/**
 * The key of a message that has none: its text, lowercase, whitespace collapsed, marked as a text
 * key (only identical texts share one; they are never merged by their words). At most 200 characters.
 */
export function textQuestionKey(message: string): string {
  const text = message.toLowerCase().replace(/\s+/g, " ").trim();
  return `${TEXT_KEY_PREFIX}${text}`.slice(0, KEY_MAX_CHARS);
}

/** How many messages share a key, and when the first and the last came (ISO text). */
export type KeyStat = { key: string; count: number; firstSeen: string; lastSeen: string };

export type KeyGroup = {
  /** Most messages first. */
  keys: string[];
  count: number;
  firstSeen: string;
  lastSeen: string;
};

/**
 * What the grouping knows of key words (lib/knowledge/meanings.ts builds it from the concierge's
 * language data): each word's synonyms, as key words; whether a word is a frame, one of the
 * meanings the concierge's answers are written in (price, team, people, ads…), which in a question
 * the site could not answer frames the subject rather than names it; and whether a word only sets
 * the scene (the agency, its office, its team).
 */
export type Meanings = {
  synonyms: (word: string) => readonly string[];
  frame: (word: string) => boolean;
  /** Words for the agency itself, its people and where it works ("office", "studio", "team", "meeting"), which set a question's scene. */
  setting: (word: string) => boolean;
};

const NO_MEANINGS: Meanings = { synonyms: () => [], frame: () => false, setting: () => false };

export type GroupOptions = {
  /** A group holds at most this many keys (what one dismiss may send); a key that would pass it starts a group. */
  maxGroupKeys?: number;
  /** Each word links a key to at most this many earlier keys with the word (the most asked): bounded work. */
  maxCandidates?: number;
  /** Each key is compared with at most this many keys of the groups it could join (bounded work: a key with 60 words of 20 synonyms each still costs little). */
  maxChecks?: number;
  /** Synonyms and frames of key words; without them, only the same words meet and none is a frame. */
  meanings?: Meanings;
};

/**
 * A key's words as compared, as a list and a set: its words less those that set the scene ("Is
 * there parking at your office?" is "offic park", compared as "park"; "Can I bring my dog to the
 * meeting?" is "dog meet": "dog"), or all its words when it has nothing else ("offic" is "offic").
 * None for the empty key ("no key words") and text keys, which only the same key meets. Frames stay:
 * they say what is asked of the subject ("cost podcast" is not "make podcast").
 */
type Words = { list: string[]; set: Set<string> };
function wordsOf(key: string, meanings: Meanings): Words {
  const all = key === "" || key.startsWith(TEXT_KEY_PREFIX) ? [] : key.split(" ").filter(Boolean);
  const core = all.filter((word) => !meanings.setting(word));
  const set = new Set(core.length > 0 ? core : all);
  return { list: [...set], set };
}

/** Whether `others` has a word of the same meaning as `word` (the same word, or a synonym). */
const meets = (word: string, others: Words, meanings: Meanings) => others.set.has(word) || meanings.synonyms(word).some((synonym) => others.set.has(synonym));

/** How many of `words` have a word of the same meaning among `others`. */
const matchedIn = (words: Words, others: Words, meanings: Meanings) => words.list.filter((word) => meets(word, others, meanings)).length;

/** The most words a key may add to another's and still ask the same (see sameWords). */
const MAX_ADDED = 2;

/**
 * Whether two keys' words ask the same thing: every word of the shorter key has a word of the
 * same meaning in the longer one, and the longer adds few words of its own: at most as many as
 * the subject words they share (words that are no frame), and never more than two. "parking" and
 * "office parking" ask the same; "parking" and "parking film permit" do not; "ads" (a frame)
 * meets only "ads", not "fake ads"; "union crews" and "union ad shoot crews" share one subject
 * word, "union", for two added words: not the same either.
 */
function sameWords(a: Words, b: Words, meanings: Meanings): boolean {
  if (a.list.length === 0 || b.list.length === 0) return false;
  const [short, long] = a.list.length <= b.list.length ? [a, b] : [b, a];
  if (long.list.length - short.list.length > MAX_ADDED || !short.list.every((word) => meets(word, long, meanings))) return false;
  const added = long.list.length - matchedIn(long, short, meanings);
  return added === 0 || added <= Math.min(short.list.filter((word) => !meanings.frame(word)).length, MAX_ADDED);
}

/**
 * Whether two question keys ask the same thing (the same subject words, or synonyms, and at most
 * a word or two of context more: see sameWords). Keys without words (text keys of messages logged
 * before keys, the empty key) meet only themselves. What the grouping below joins on; the answer
 * editor can use it to tick the phrasings that ask what the headline asks.
 */
export function sameQuestion(a: string, b: string, meanings: Meanings = NO_MEANINGS): boolean {
  return a === b || sameWords(wordsOf(a, meanings), wordsOf(b, meanings), meanings);
}

/**
 * Groups keys, most asked first, complete linkage: a key joins a group only when it asks the same
 * as every key in it (sameQuestion), so a group cannot drift ("podcast" ~ "podcast price" ~
 * "price" would put a podcast and a price list in one group), and a message that names two
 * subjects, however often it is sent, joins at most one of them. The candidate groups are found
 * through an inverted index word (and its synonyms) -> keys; of those a key may join, it joins the
 * one whose most asked key shares the most of its words. Work is bounded: each word links to at
 * most `maxCandidates` earlier keys, and a key is compared with at most `maxChecks` keys, reading
 * at most eight times as many entries of the index (past that it keeps a group of its own: a
 * split, never a mix). Groups come by count, then the latest question.
 */
export function groupQuestionKeys(
  stats: readonly KeyStat[],
  { maxGroupKeys = 200, maxCandidates = 64, maxChecks = 512, meanings = NO_MEANINGS }: GroupOptions = {},
): KeyGroup[] {
  // Most asked first: a group's first key is its most asked, and the keys a word links to are the most asked ones with it.
  const order = [...stats].sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen) || a.key.localeCompare(b.key));
  const words = order.map((stat) => wordsOf(stat.key, meanings));
  /** Each key's group (the index of its first key) and each group's keys. */
  const groupOf = order.map((_, index) => index);
  const members = new Map<number, number[]>();
  const postings = new Map<string, number[]>();

  order.forEach((_, index) => {
    let best = -1;
    let bestShared = 0;
    // Bounded work: at most `maxChecks` keys compared, and the index read that far.
    let checks = 0;
    let read = 0;
    const seen = new Set<number>();
    const own = words[index];
    scan: for (const word of new Set([...own.list, ...own.list.flatMap(meanings.synonyms)])) {
      for (const other of postings.get(word) ?? []) {
        if (checks >= maxChecks || ++read > maxChecks * 8) break scan;
        const group = groupOf[other];
        if (seen.has(group)) continue;
        seen.add(group);
        const keys = members.get(group) ?? [group];
        if (keys.length >= maxGroupKeys || checks + keys.length > maxChecks) continue;
        checks += keys.length;
        // Complete linkage: the same question as every key of the group, not only its first.
        if (!keys.every((member) => sameWords(own, words[member], meanings))) continue;
        const shared = matchedIn(own, words[group], meanings);
        if (shared > bestShared || (shared === bestShared && group < best)) [best, bestShared] = [group, shared];
      }
    }
    if (best >= 0) {
      groupOf[index] = best;
      const keys = members.get(best);
      if (keys) keys.push(index);
      else members.set(best, [best, index]);
    }
    for (const word of own.list) {
      const earlier = postings.get(word);
      if (!earlier) postings.set(word, [index]);
      else if (earlier.length < maxCandidates) earlier.push(index);
    }
  });

  const groups = new Map<number, KeyGroup>();
  order.forEach((stat, index) => {
    const root = groupOf[index];
    const group = groups.get(root);
    if (!group) {
      groups.set(root, { keys: [stat.key], count: stat.count, firstSeen: stat.firstSeen, lastSeen: stat.lastSeen });
      return;
    }
    group.keys.push(stat.key);
    group.count += stat.count;
    if (stat.firstSeen < group.firstSeen) group.firstSeen = stat.firstSeen;
    if (stat.lastSeen > group.lastSeen) group.lastSeen = stat.lastSeen;
  });
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen));
}

/** A phrasing of a question as visitors typed it, and how often. */
export type Phrasing = { text: string; count: number; lastSeen: string };

/** How a phrasing reads as a question: capitalized, not shouted. */
const readability = (text: string) => (/^\p{Lu}/u.test(text) ? 1 : 0) + (text === text.toUpperCase() ? 0 : 2);

/**
 * A group's phrasings, the same text in any case or spacing counted once (in its most readable
 * form): the most frequent first (then the latest). The first is the group's question; the others
 * are its variants.
 */
export function rankPhrasings(phrasings: readonly Phrasing[], max: number): string[] {
  const merged = new Map<string, Phrasing>();
  for (const phrasing of phrasings) {
    const text = phrasing.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const key = text.toLowerCase();
    const known = merged.get(key);
    if (!known) merged.set(key, { text, count: phrasing.count, lastSeen: phrasing.lastSeen });
    else {
      known.count += phrasing.count;
      if (phrasing.lastSeen > known.lastSeen) known.lastSeen = phrasing.lastSeen;
      if (readability(text) > readability(known.text)) known.text = text;
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
    .slice(0, max)
    .map((phrasing) => phrasing.text);
}
