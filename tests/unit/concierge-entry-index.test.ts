import fc from "fast-check";
import { concept, coverOf } from "@/lib/concierge/coverage";
import { KnowledgeBase } from "@/lib/concierge/knowledge";
import { PhrasingIndex, type AskedSide } from "@/lib/concierge/phrasing";
import type { Reader } from "@/lib/concierge/reader";
import { askedEntries } from "@/lib/concierge/understand";
import { caseStudies } from "@/lib/content/case-studies";
import { faq } from "@/lib/content/faq";
import { services } from "@/lib/content/services";
import type { KnowledgeEntry } from "@/lib/content/types";
import { meaningsOf } from "@/lib/reading/related";

// A message is matched only against the phrasings of knowledge entries that share a focus word with
// it (PhrasingIndex), not against every phrasing of every entry: the result must be the one trying
// every phrasing gives, on the entries the concierge's tests use and on random entry sets.

const entry = (id: string, question: string, answer: string, variants: string[] = []): KnowledgeEntry => ({
  id,
  topic: "general",
  question,
  variants,
  answer,
  answerEs: null,
  serviceSlug: null,
  caseStudyId: null,
  onPage: false,
});

const STAFF = [
  entry("can-i-get-a-refund", "Can I get a refund?", "Deposits are refunded in full up to 14 days before the shoot."),
  entry("can-i-bring-my-dog", "Can I bring my dog to the studio?", "Well-behaved dogs are welcome at the studio."),
  entry("is-your-work-accessible", "Is your work accessible to people with disabilities?", "Every video we deliver ships with captions and audio description."),
  entry("when-was-the-studio-built", "When was the studio founded?", "The studio opened in a former garage in 2014."),
  entry("do-you-do-podcasts", "Do you do podcasts?", "We record podcasts in our own booth."),
  entry("how-much-is-drone-filming-and-can-i-get-a-refund", "How much is drone filming, and can I get a refund?", "Drone filming starts at $2,500 a day.", [
    "Where are you based? Do you rent drones?",
  ]),
  entry("are-pets-welcome", "Are pets welcome at the studio?", "Pets are welcome.", ["Can I bring my dog to the studio?"]),
];

const MESSAGES = [
  ...faq.map((item) => item.question),
  "Can I get a refund?",
  "Do you give refunds?",
  "Will I be reimbursed?",
  "Can I bring my dogs?",
  "Can dogs come to the studio?",
  "Can I bring my puppy to the studio?",
  "Can I bring my canine to the studio?",
  "Is your work accessible for disabled people?",
  "Do you have captions for people with disabilities?",
  "¿Hacen podcasts?",
  "Who are your people?",
  "Tell me about your people",
  "Can I bring my cat to the studio?",
  "Where can I find your studio?",
  "How do I find the studio entrance?",
  "How much is drone filming?",
  "can I get a refund?",
  "Do you rent drones? Where are you based?",
  "How much does it cost? How long does it take?",
];

type Result = ReturnType<typeof askedEntries>;
const plain = ({ hits, phrased, echoed }: Result) => ({
  hits: hits.map((hit) => [hit.item.id, hit.score, hit.reason]),
  phrased: [...phrased],
  echoed: [...echoed],
});

let reader: Reader;
beforeAll(async () => {
  reader = await new KnowledgeBase({ services, caseStudies, faq }).reader();
});

/** The entry matching of a message through the index and against every phrasing, and how much it found. */
function both(kb: KnowledgeBase, message: string) {
  const reading = reader.read(message);
  const indexed = plain(askedEntries(reader, kb, reading));
  const exhaustive = plain(askedEntries(reader, kb, reading, { exhaustive: true }));
  return { indexed, exhaustive, found: exhaustive.phrased.length + exhaustive.echoed.length };
}

describe("the phrasing index finds what trying every phrasing finds", () => {
  it("on the seed entries and the staff entries of the concierge's tests", () => {
    const kb = new KnowledgeBase({ services, caseStudies, faq: [...faq, ...STAFF] });
    let found = 0;
    for (const message of MESSAGES) {
      const result = both(kb, message);
      expect({ message, ...result.indexed }).toEqual({ message, ...result.exhaustive });
      found += result.found;
    }
    // Not a comparison of two empty results: many of these messages match an entry.
    expect(found).toBeGreaterThan(15);
  });

  it("on random entry sets and random questions in their words and in related words", () => {
    // Words of the seed content and of the entries above, with WordNet words of one meaning, one step broader or narrower.
    const own = (
      "refund deposit dog puppy pet studio drone filming podcast captions disabilities accessible people video shoot brand website " +
      "project cost budget retainer team office parking intern job campaign logo packaging photography music editor launch"
    ).split(" ");
    const pool = [
      ...new Set([
        ...own,
        ...own.flatMap((word) =>
          meaningsOf(word)
            .filter((meaning) => /^[a-z]+$/.test(meaning))
            .slice(0, 4),
        ),
      ]),
    ];
    expect(pool.length).toBeGreaterThan(own.length);
    const templates = [
      "Do you do {a}?",
      "Can I get a {a}?",
      "Can I bring my {a} to the {b}?",
      "How much is {a} {b}?",
      "Is your {a} {b}?",
      "Who handles the {a}?",
      "When was the {a} {b}?",
      "What {a} do you offer for {b}?",
      "How long does {a} take? Do you do {b}?",
      "Where is the {a}? Can I get a {b}?",
    ];
    const phrase = fc
      .tuple(fc.constantFrom(...templates), fc.constantFrom(...pool), fc.constantFrom(...pool))
      .map(([template, a, b]) => template.replace("{a}", a).replace("{b}", b));
    const entries = fc.array(fc.tuple(phrase, fc.array(phrase, { maxLength: 3 }), fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 })), {
      minLength: 1,
      maxLength: 12,
    });
    let found = 0;
    fc.assert(
      fc.property(entries, fc.array(phrase, { minLength: 1, maxLength: 6 }), (written, asked) => {
        const staff = written.map(([question, variants, words], index) => entry(`random-${index}`, question, `We offer ${words.join(" and ")}.`, variants));
        const kb = new KnowledgeBase({ services, caseStudies, faq: [...faq, ...staff] });
        // Each entry's own question is asked too, so that every set has matches to compare.
        for (const message of [...asked, ...staff.map((item) => item.question)]) {
          const result = both(kb, message);
          expect({ message, ...result.indexed }).toEqual({ message, ...result.exhaustive });
          found += result.found;
        }
      }),
      { numRuns: 40, seed: 20261129 },
    );
    expect(found).toBeGreaterThan(40);
  });

  it("leaves out the phrasings that share no focus word with the question", () => {
    const side = (...words: string[]): AskedSide => ({
      focus: words.map((word) => ({ word, concept: concept(word), specific: false })),
      cover: coverOf(words.join(" ")),
      yesNo: true,
    });
    const index = new PhrasingIndex([side("refund"), side("dog", "studio"), side("podcasts")]);
    // "Reimbursed" is a narrower word of "refund"; "puppy" of "dog".
    expect(index.candidates(side("reimbursed"))).toEqual([0]);
    expect(index.candidates(side("puppy"))).toEqual([1]);
    expect(index.candidates(side("studio", "podcasts"))).toEqual([1, 2]);
    expect(index.candidates(side("invoice"))).toEqual([]);
  });
});
