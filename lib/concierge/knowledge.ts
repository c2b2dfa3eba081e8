import { formattedAddress, siteConfig } from "../content/site";
import type { CaseStudy, KnowledgeEntry, Service } from "../content/types";
import { Bm25Index, type SearchHit } from "./bm25";
import { clientPatterns, type ClientPatterns } from "./classify";
import { buildMatchers, clientNames, clientsNamedIn, ORGANIZATION_KINDS, studyText, type EntityMatchers } from "./entities";
import { buildFacts } from "./facts";
import { classifierVocabulary } from "./classify";
import { questionVocabulary } from "./question";
import { buildPassages, type Passage } from "./passages";
import { countWords, initialsOf, readerFor, type Reader } from "./reader";
import { terms, tokenize } from "../reading/text";
import { languageLoaded } from "../reading/related";
import { isScaffoldWord } from "./coverage";
import type { Fact, KnowledgeSource } from "./source";

// The concierge's knowledge: the site's own content (services, case studies, FAQ, the agency's
// facts), indexed for BM25 retrieval. Built from the database and rebuilt when content changes.

export type KnowledgeDoc =
  | { kind: "faq"; id: string; title: string; text: string; faq: KnowledgeEntry }
  | { kind: "service"; id: string; title: string; text: string; service: Service }
  | { kind: "case-study"; id: string; title: string; text: string; caseStudy: CaseStudy }
  | { kind: "about" | "location" | "contact"; id: string; title: string; text: string };

export type KnowledgeKind = KnowledgeDoc["kind"];

function documents({ services, caseStudies, faq }: KnowledgeSource): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const entry of faq) {
    docs.push({ kind: "faq", id: `faq:${entry.id}`, title: entry.question, text: entry.answer, faq: entry });
  }
  for (const service of services) {
    docs.push({
      kind: "service",
      id: `service:${service.slug}`,
      title: service.title,
      text: [service.description, service.overview, service.keyServices.join(". "), service.capabilities.join(". "), service.clientTypes.join(". ")].join("\n"),
      service,
    });
  }
  for (const study of caseStudies) {
    docs.push({
      kind: "case-study",
      id: `case-study:${study.id}`,
      title: `${study.client}: ${study.title}`,
      text: [
        study.industry,
        study.challenge,
        study.strategy ?? "",
        study.execution.join(". "),
        study.results.join(". "),
        study.tags.join(", "),
        study.services.join(", "),
      ].join("\n"),
      caseStudy: study,
    });
  }
  docs.push(
    { kind: "about", id: "about", title: `About ${siteConfig.name}, the agency, who we are`, text: siteConfig.description },
    {
      kind: "location",
      id: "location",
      title: "Where we are: office, studio, address, Los Angeles",
      text: `${siteConfig.name} is based in Downtown Los Angeles at ${formattedAddress}.`,
    },
    {
      kind: "contact",
      id: "contact",
      title: "Contact: email, phone, call, reach the team",
      text: `Email ${siteConfig.email} or call ${siteConfig.phone}.`,
    },
  );
  return docs;
}

export class KnowledgeBase {
  readonly docs: KnowledgeDoc[];
  private readonly index: Bm25Index<KnowledgeDoc>;
  private entityMatchers: EntityMatchers | undefined;
  private matchersHaveLanguage = false;
  private clientMatchers: ClientPatterns | undefined;
  private passageList: Passage[] | undefined;
  private termOwners: Map<string, string> | undefined;
  private siteTerms: Set<string> | undefined;
  private featured: string[] | undefined;
  /** The agency's structured facts (founding year, address, clients…), one per subject. */
  readonly facts: Fact[];

  constructor(readonly source: KnowledgeSource) {
    this.docs = documents(source);
    this.facts = buildFacts(source);
    this.index = new Bm25Index(this.docs, (doc) => [
      { text: doc.title, weight: 3 },
      { text: doc.kind === "case-study" ? `${doc.caseStudy.client} ${doc.caseStudy.industry}` : "", weight: 3 },
      { text: doc.text, weight: 1 },
    ]);
  }

  /**
   * The case studies each retrieval term of the query is found in, for the terms only one case
   * study uses ("hotels" when one client is a hotel group): what picks a case study out by description.
   */
  ownTerms(query: string): Map<string, string> {
    if (!this.termOwners) {
      /** How often each case study says each term (the case studies that say it are its keys). */
      const said = new Map<string, Map<string, number>>();
      for (const doc of this.docs) {
        if (doc.kind !== "case-study") continue;
        for (const term of terms(`${doc.title} ${doc.caseStudy.client} ${doc.caseStudy.industry} ${doc.text}`)) {
          const counts = said.get(term) ?? new Map<string, number>();
          counts.set(doc.caseStudy.id, (counts.get(doc.caseStudy.id) ?? 0) + 1);
          said.set(term, counts);
        }
      }
      this.termOwners = new Map([...said].filter(([, counts]) => counts.size === 1).map(([term, counts]) => [term, [...counts.keys()][0]]));
      // A word of one client's name, and of no other's, points at that client, whoever else's
      // story uses it ("the youth orchestra" is Harbor Youth Symphony's, though another client
      // ran a youth partnership); not a word for a kind of organization ("group" of Brightside
      // Dental Group says nothing of a ballclub's group tickets).
      const named = new Map<string, Set<string>>();
      for (const doc of this.docs) {
        if (doc.kind !== "case-study") continue;
        const words = tokenize(doc.caseStudy.client).filter((word) => !ORGANIZATION_KINDS.test(word));
        for (const term of terms(words.join(" "))) named.set(term, (named.get(term) ?? new Set()).add(doc.caseStudy.id));
      }
      // (Unless another story says it as often: "families" are a funeral home's as much as Acme
      // Family Law's.)
      for (const [term, ids] of named) {
        if (ids.size !== 1 || term.length < 4) continue;
        const [id] = [...ids];
        const counts = said.get(term) ?? new Map<string, number>();
        if ([...counts].every(([other, count]) => other === id || count < (counts.get(id) ?? 0))) this.termOwners.set(term, id);
      }
    }
    const own = new Map<string, string>();
    // The words every question has ("get", "many") point at no client, whichever one uses them.
    for (const term of terms(
      tokenize(query)
        .filter((word) => !isScaffoldWord(word))
        .join(" "),
    )) {
      const owner = this.termOwners.get(term);
      if (owner) own.set(term, owner);
    }
    return own;
  }

  /**
   * The terms of the query that only one case study uses and nothing else on the site does (no
   * practice, FAQ entry or page): "baseball", "welding", not "creative" or "process", which the
   * services also say.
   */
  storyOnlyTerms(query: string): Map<string, string> {
    if (!this.siteTerms) {
      this.siteTerms = new Set(this.docs.filter((doc) => doc.kind !== "case-study").flatMap((doc) => terms(`${doc.title} ${doc.text}`)));
    }
    const site = this.siteTerms;
    return new Map([...this.ownTerms(query)].filter(([term]) => !site.has(term)));
  }

  search(query: string, { kinds, limit = 5 }: { kinds?: KnowledgeKind[]; limit?: number } = {}): SearchHit<KnowledgeDoc>[] {
    return this.index.search(query, { limit, filter: kinds ? (doc) => kinds.includes(doc.kind) : undefined });
  }

  faq(id: string): KnowledgeEntry | undefined {
    const doc = this.docs.find((candidate) => candidate.kind === "faq" && candidate.faq.id === id);
    return doc?.kind === "faq" ? doc.faq : undefined;
  }

  industries(): string[] {
    return [...new Set(this.source.caseStudies.map((study) => study.industry))];
  }

  /** The clients the reel's card names ("features films and spots for Acme, …"), in its order: what the reel shows, in words. */
  reelClients(): string[] {
    if (!this.featured) {
      this.featured = this.source.reel ? clientsNamedIn(this.source.reel, this.source.caseStudies).map((study) => study.client) : [];
    }
    return this.featured;
  }

  /** The name and word patterns that find case studies and services in a message, built once per content version. */
  matchers(): EntityMatchers {
    // Built again once the language data is in: a name said its own way is read with it.
    if (!this.entityMatchers || (!this.matchersHaveLanguage && languageLoaded())) {
      this.matchersHaveLanguage = languageLoaded();
      this.entityMatchers = buildMatchers(this.source);
    }
    return this.entityMatchers;
  }

  /**
   * The reader for this content: its spelling corrector knows the content's words (a new client's
   * name included) and the words of the questions the concierge understands.
   */
  reader(): Promise<Reader> {
    return readerFor(this, (dictionary) => {
      const vocabulary = countWords(this.docs.flatMap((doc) => [doc.title, doc.text]));
      countWords(
        this.facts.map((fact) => fact.text),
        vocabulary,
      );
      const content = new Set(vocabulary.keys());
      // The words visitors ask with weigh more than the content's ("wat" is "what", not "want").
      // A pattern's word is never corrected ("intro"), but only whole words are corrected toward
      // (a pattern's "outsourc" is no word).
      const asked = [...questionVocabulary(), ...classifierVocabulary()];
      countWords(
        asked.filter((word) => dictionary.has(word) || vocabulary.has(word)),
        vocabulary,
        50,
      );
      const initials = initialsOf(
        [...this.docs.flatMap((doc) => [doc.title, doc.text]), ...this.facts.map((fact) => fact.text)],
        (word) => dictionary.has(word) || content.has(word),
      );
      return { vocabulary, known: new Set(asked), content, initials };
    });
  }

  /** The content cut into passages, each with what it covers (passages.ts). */
  passages(): Passage[] {
    this.passageList ??= buildPassages(this.source, this.facts);
    return this.passageList;
  }

  /** The classifier's client names: every case study's client, as visitors name it. */
  clients(): ClientPatterns {
    this.clientMatchers ??= clientPatterns([...new Set(this.source.caseStudies.flatMap((study) => clientNames(study.client, studyText(study))))]);
    return this.clientMatchers;
  }
}

// ---- the cached instance --------------------------------------------------------------------

type Loader = () => Promise<{ signature: string; load: () => Promise<KnowledgeSource> }>;

const CHECK_INTERVAL_MS = 5_000;
let cache: { kb: KnowledgeBase; signature: string; checkedAt: number } | null = null;
let pending: Promise<KnowledgeBase> | null = null;

/**
 * The knowledge base, rebuilt when the content's signature changes. The signature is checked at
 * most every few seconds, so every server instance picks up admin edits quickly.
 */
export async function getKnowledgeBase(loader: Loader): Promise<KnowledgeBase> {
  if (cache && Date.now() - cache.checkedAt < CHECK_INTERVAL_MS) return cache.kb;
  pending ??= (async () => {
    const { signature, load } = await loader();
    if (cache && cache.signature === signature) {
      cache.checkedAt = Date.now();
      return cache.kb;
    }
    const kb = new KnowledgeBase(await load());
    cache = { kb, signature, checkedAt: Date.now() };
    return kb;
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** Forget the cached knowledge (call after an admin write; the next message rebuilds it). */
export function invalidateKnowledgeBase(): void {
  cache = null;
}
