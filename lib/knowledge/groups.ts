import { KNOWLEDGE_LIMITS } from "../contracts/knowledge";

// Pure helpers for the admin's Knowledge tab: rephrasings of one unanswered question fall into one
// group. Each message carries its question's key (its key words, lowercase, sorted, joined by single
// spaces: "podcast", "brand cannabis"); the database counts the messages per key, and the keys are
// merged here when one key's words are a subset of another's or they share at least half of the
// smaller key's words. Used by lib/knowledge/store.ts and its tests.

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

export type GroupOptions = {
  /** A group holds at most this many keys (what one dismiss may send); a merge past it is skipped. */
  maxGroupKeys?: number;
  /** Each word links a key to at most this many earlier keys with the word (the most asked): bounded work. */
  maxCandidates?: number;
};

/** The words that merge a key: none for the empty key ("no key words") and text keys. */
const wordsOf = (key: string): string[] => (key === "" || key.startsWith(TEXT_KEY_PREFIX) ? [] : [...new Set(key.split(" ").filter(Boolean))]);

/** The words two keys share, over all their words (Jaccard). */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** One key's words are a subset of the other's, or they share at least half of the smaller key's words. */
function related(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared > 0 && shared * 2 >= small.size;
}

/**
 * Merges keys into groups, most asked first: union-find over an inverted index word -> keys. The
 * index finds the groups a key shares a word with, and the key joins one only when it is related
 * to that group's root (its most asked key, the group's question): without that, unions chain ("podcast" ~ "cost podcast" ~
 * "cost website" ~ "website") and unrelated questions pile into one group until it holds
 * `maxGroupKeys` keys. Of the groups it could join, a key
 * joins the one whose root shares the largest part of its words. Work is bounded: each key is
 * compared with at most `maxCandidates` keys per word, so n keys of w words cost O(n·w·maxCandidates).
 * Groups come by count, then the latest question.
 */
export function groupQuestionKeys(stats: readonly KeyStat[], { maxGroupKeys = 200, maxCandidates = 64 }: GroupOptions = {}): KeyGroup[] {
  // Most asked first: a group's root is its most asked key, and the keys a word links to are the most asked ones with it.
  const order = [...stats].sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen) || a.key.localeCompare(b.key));
  const parent = order.map((_, index) => index);
  const size = order.map(() => 1);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root];
    for (let at = index; parent[at] !== root; ) {
      const next = parent[at];
      parent[at] = root;
      at = next;
    }
    return root;
  };
  const words = order.map((stat) => new Set(wordsOf(stat.key)));
  const postings = new Map<string, number[]>();

  order.forEach((_, index) => {
    let best = -1;
    let bestShare = 0;
    const seen = new Set<number>();
    for (const word of words[index]) {
      const earlier = postings.get(word) ?? [];
      for (const other of earlier) {
        const root = find(other);
        if (seen.has(root)) continue;
        seen.add(root);
        if (size[root] >= maxGroupKeys || !related(words[index], words[root])) continue;
        const share = overlap(words[index], words[root]);
        if (share > bestShare || (share === bestShare && root < best)) [best, bestShare] = [root, share];
      }
      if (earlier.length < maxCandidates) postings.set(word, [...earlier, index]);
    }
    if (best >= 0) {
      parent[index] = best;
      size[best] += 1;
    }
  });

  const groups = new Map<number, KeyGroup>();
  order.forEach((stat, index) => {
    const root = find(index);
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
