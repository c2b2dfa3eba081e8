import { composeAnswer } from "@/lib/concierge/answer";
import { questionKey } from "@/lib/concierge/coverage";
import { understand } from "@/lib/concierge/understand";
import { groupQuestionKeys, type KeyStat, type Meanings } from "@/lib/knowledge/groups";
import { seedKnowledge } from "./knowledge";

// Scores the Knowledge tab's grouping on a labelled set of questions the site cannot answer
// (tests/fixtures/knowledge-groups-*.json): each text is keyed as the chat turn keys it, the keys
// are counted as the database counts them and grouped as the tab groups them.

export type LabelledGroups = {
  subjects: { id: string; subject: string; phrasings: string[] }[];
  lookalikes: { text: string; sharesWordWith: string; asks: string }[];
  bridges: { text: string; subjects: [string, string] }[];
};

/**
 * The key a message is logged with: the built-in answer's when it leaves the message unanswered
 * (or answers it from weak evidence), else the key the turn logs when the model says it does not
 * know (the focus of every question in the message). `logged` says whether the built-in answer
 * would have listed it at all.
 */
export async function keyOf(message: string): Promise<{ key: string; logged: boolean }> {
  const reader = await seedKnowledge.reader();
  const { classification, evidence } = understand(reader, seedKnowledge, { message, history: [] });
  const answer = composeAnswer({ evidence, classification, kb: seedKnowledge, hasContact: false });
  return answer.questionKey !== null ? { key: answer.questionKey, logged: true } : { key: questionKey(evidence.reading.focus), logged: false };
}

type Item = { text: string; key: string; label: string; count: number };

const stamp = "2026-11-20T12:00:00.000Z";

/** The items' keys counted per key (as the database counts messages per key), then grouped: each item's group. */
function groupItems(items: Item[], meanings: Meanings): Map<Item, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.key, (counts.get(item.key) ?? 0) + item.count);
  const stats: KeyStat[] = [...counts].map(([key, count]) => ({ key, count, firstSeen: stamp, lastSeen: stamp }));
  const groups = groupQuestionKeys(stats, { meanings });
  const groupOfKey = new Map(groups.flatMap((group, index) => group.keys.map((key) => [key, index] as const)));
  return new Map(items.map((item) => [item, groupOfKey.get(item.key)!]));
}

export type GroupScore = {
  /** Texts keyed (all of the set's), and how many of them the built-in answer would not have listed. */
  texts: number;
  answered: number;
  /** Pairs of texts of different subjects (each look-alike its own) in one group, and which. */
  crossPairs: [string, string][];
  /**
   * Subjects whose phrasings are all in one group (`strict`), at least half of them in one group
   * (`half`), at least two of them in one group (`paired`).
   */
  strict: string[];
  half: string[];
  paired: string[];
  subjects: number;
  /** Pairs of phrasings of one subject in one group, of all such pairs. */
  pairsTogether: number;
  pairs: number;
  /** Bridges (sent more often than either subject's phrasings) whose group holds phrasings of both their subjects. */
  bridgesJoining: string[];
  /** With the bridges added: pairs of texts of different subjects in one group, the bridges left out. */
  crossPairsWithBridges: [string, string][];
  /** The groups of more than one text, as text lists (to read while developing). */
  groups: string[][];
};

/** How a phrasing is counted, and a bridge (more often than all of a subject's phrasings together). */
const PHRASING_COUNT = 1;
const BRIDGE_COUNT = 10;

export async function scoreGrouping(set: LabelledGroups, meanings: Meanings): Promise<GroupScore> {
  const items: Item[] = [];
  let answered = 0;
  const add = async (text: string, label: string, count: number) => {
    const { key, logged } = await keyOf(text);
    if (!logged) answered += 1;
    items.push({ text, key, label, count });
  };
  for (const subject of set.subjects) for (const text of subject.phrasings) await add(text, subject.id, PHRASING_COUNT);
  for (const [index, lookalike] of set.lookalikes.entries()) await add(lookalike.text, `lookalike ${index}`, PHRASING_COUNT);
  const bridges: Item[] = [];
  for (const bridge of set.bridges) {
    const { key, logged } = await keyOf(bridge.text);
    if (!logged) answered += 1;
    bridges.push({ text: bridge.text, key, label: `bridge ${bridge.subjects.join("+")}`, count: BRIDGE_COUNT });
  }

  const crossPairsOf = (groupOf: Map<Item, number>, among: Item[]) => {
    const pairs: [string, string][] = [];
    among.forEach((a, i) => among.slice(i + 1).forEach((b) => a.label !== b.label && groupOf.get(a) === groupOf.get(b) && pairs.push([a.text, b.text])));
    return pairs;
  };

  const groupOf = groupItems(items, meanings);
  const strict: string[] = [];
  const half: string[] = [];
  const paired: string[] = [];
  let pairs = 0;
  let pairsTogether = 0;
  for (const subject of set.subjects) {
    const own = items.filter((item) => item.label === subject.id);
    const sizes = new Map<number, number>();
    for (const item of own) sizes.set(groupOf.get(item)!, (sizes.get(groupOf.get(item)!) ?? 0) + 1);
    const largest = Math.max(...sizes.values());
    if (largest === own.length) strict.push(subject.id);
    if (largest * 2 >= own.length) half.push(subject.id);
    if (largest >= 2) paired.push(subject.id);
    pairs += (own.length * (own.length - 1)) / 2;
    pairsTogether += [...sizes.values()].reduce((sum, size) => sum + (size * (size - 1)) / 2, 0);
  }

  const withBridges = groupItems([...items, ...bridges], meanings);
  const bridgesJoining = set.bridges
    .filter((bridge, index) => {
      const group = withBridges.get(bridges[index]);
      const labels = new Set(items.filter((item) => withBridges.get(item) === group).map((item) => item.label));
      return bridge.subjects.every((subject) => labels.has(subject));
    })
    .map((bridge) => bridge.text);

  const byGroup = new Map<number, string[]>();
  for (const item of items) byGroup.set(groupOf.get(item)!, [...(byGroup.get(groupOf.get(item)!) ?? []), `${item.label}: ${item.text} [${item.key}]`]);
  return {
    texts: items.length + bridges.length,
    answered,
    crossPairs: crossPairsOf(groupOf, items),
    strict,
    half,
    paired,
    subjects: set.subjects.length,
    pairsTogether,
    pairs,
    bridgesJoining,
    crossPairsWithBridges: crossPairsOf(withBridges, items),
    groups: [...byGroup.values()].filter((texts) => texts.length > 1),
  };
}
