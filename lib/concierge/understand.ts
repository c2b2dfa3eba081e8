import type { Language } from "../contracts/chat-values";
import type { EmploymentType } from "../contracts/enums";
import { classifyMessage, type Classification } from "./classify";
import { gatherEvidence, type Evidence, type Hit } from "./evidence";
import { NAMED } from "./entities";
import type { KnowledgeEntry } from "../content/types";
import type { KnowledgeBase } from "./knowledge";
import type { Reader, Reading } from "./reader";

// One message understood: read (language, spelling, the question it asks), classified (who the
// visitor is, what the reply should open) and its evidence gathered. The built-in answer is
// composed from this, and an LLM is grounded on its evidence.

/** A question that points back at what was said before. */
const REFERS_BACK = /\b(they|them|it|that|those|these|this|there)\b/;

export type Understanding = { reading: Reading; classification: Classification; evidence: Evidence };

export type UnderstandInput = {
  message: string;
  /** The visitor's earlier messages in this conversation, oldest first, as written. */
  history?: string[];
  /** The careers path the visitor chose in the interface, if any. */
  employmentType?: EmploymentType | null;
};

export function understand(reader: Reader, kb: KnowledgeBase, { message, history = [], employmentType = null }: UnderstandInput): Understanding {
  // Each earlier message is read once, in order: its language carries to the next, and to this one.
  let previous: Language | null = null;
  const earlier: string[] = [];
  for (const text of history) {
    const read = reader.read(text, { previous });
    previous = read.lang;
    earlier.push(read.text);
  }
  const reading = reader.read(message, { previous });
  const clients = kb.clients();
  // Who the visitor is comes from the whole message ("I'm a freelance editor. How do I apply?");
  // what they want to see, from what they ask, not from the story told before it ("I read your
  // Acme case study… how long does a launch take?" opens no case study).
  // "Are they paid?" after asking about internships is still about internships.
  let path = employmentType;
  if (!path && earlier.length && reading.questions.every((question) => REFERS_BACK.test(question))) {
    const before = classifyMessage(earlier[earlier.length - 1], { clients });
    if (before.intent === "employment") path = before.employmentType;
  }
  const whole = classifyMessage(reading.text, { clients, employmentType: path });
  const classification = reading.asked === reading.text ? whole : { ...whole, triggers: classifyMessage(reading.asked, { clients, employmentType: path }).triggers };
  const evidence = gatherEvidence({ reading, kb, history: earlier });
  // An entry the subjects already found stays theirs; one asked only in other words is added.
  const entries = askedEntries(reader, kb, reading).filter((entry) => !evidence.faq.some((hit) => hit.item.id === entry.item.id && hit.reason.startsWith("subject:")));
  if (entries.length) evidence.faq = [...entries, ...evidence.faq.filter((hit) => !entries.some((entry) => entry.item.id === hit.item.id))];
  return { reading, classification, evidence };
}

// ---- knowledge entries asked in their own words ---------------------------------------------------

const phrasings = new WeakMap<KnowledgeBase, { entry: KnowledgeEntry; focus: Set<string> }[]>();

/** Every phrasing of every entry (its question and its variants), as the reader reads them. */
function entryPhrasings(reader: Reader, kb: KnowledgeBase) {
  let known = phrasings.get(kb);
  if (!known) {
    known = kb.source.faq.flatMap((entry) =>
      [entry.question, ...entry.variants].map((phrasing) => ({ entry, focus: new Set(reader.read(phrasing).focus.flat().map((word) => word.concept)) })),
    );
    phrasings.set(kb, known);
  }
  return known;
}

/**
 * The knowledge entries the message asks in other words: a staff answer written for "do you do
 * podcast production?" answers "can you guys make podcasts?". A phrasing matches when it says
 * every word the question asks about and they share most of their words.
 */
function askedEntries(reader: Reader, kb: KnowledgeBase, reading: Reading): Hit<KnowledgeEntry>[] {
  const asked = new Set(reading.focus.flat().map((word) => word.concept));
  if (asked.size === 0 || reading.questions.length > 1) return [];
  let best: { entry: KnowledgeEntry; similarity: number } | null = null;
  for (const { entry, focus } of entryPhrasings(reader, kb)) {
    if (focus.size === 0 || [...asked].some((word) => !focus.has(word))) continue;
    const similarity = asked.size / focus.size;
    if (similarity >= 0.5 && (!best || similarity > best.similarity)) best = { entry, similarity };
  }
  return best ? [{ item: best.entry, score: NAMED + Math.round(best.similarity * 10), reason: `entry: ${best.entry.id}` }] : [];
}
