import { formattedAddress, siteConfig } from "../content/site";
import type { CaseStudy, FaqEntry, Service } from "../content/types";
import { Bm25Index, type SearchHit } from "./bm25";

// The concierge's knowledge: the site's own content (services, case studies, FAQ, the agency's
// facts), indexed for BM25 retrieval. Built from the database and rebuilt when content changes.

export type KnowledgeSource = {
  services: Service[];
  caseStudies: CaseStudy[];
  faq: FaqEntry[];
};

export type KnowledgeDoc =
  | { kind: "faq"; id: string; title: string; text: string; faq: FaqEntry }
  | { kind: "service"; id: string; title: string; text: string; service: Service }
  | { kind: "case-study"; id: string; title: string; text: string; caseStudy: CaseStudy }
  | { kind: "about" | "location" | "contact"; id: string; title: string; text: string };

export type KnowledgeKind = KnowledgeDoc["kind"];

// FAQ copy names the default address; a deployment with its own CONTACT_EMAIL should quote that.
const SEEDED_EMAIL = "studio@northlight.la";
const localize = (text: string) => (siteConfig.email === SEEDED_EMAIL ? text : text.replaceAll(SEEDED_EMAIL, siteConfig.email));

function documents({ services, caseStudies, faq }: KnowledgeSource): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const entry of faq) {
    const localized = { ...entry, answer: localize(entry.answer) };
    docs.push({ kind: "faq", id: `faq:${entry.id}`, title: entry.question, text: localized.answer, faq: localized });
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
      text: [study.industry, study.challenge, study.strategy ?? "", study.execution.join(". "), study.results.join(". "), study.tags.join(", "), study.services.join(", ")].join("\n"),
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

  constructor(readonly source: KnowledgeSource) {
    this.docs = documents(source);
    this.index = new Bm25Index(this.docs, (doc) => [
      { text: doc.title, weight: 3 },
      { text: doc.kind === "case-study" ? `${doc.caseStudy.client} ${doc.caseStudy.industry}` : "", weight: 3 },
      { text: doc.text, weight: 1 },
    ]);
  }

  search(query: string, { kinds, limit = 5 }: { kinds?: KnowledgeKind[]; limit?: number } = {}): SearchHit<KnowledgeDoc>[] {
    return this.index.search(query, { limit, filter: kinds ? (doc) => kinds.includes(doc.kind) : undefined });
  }

  faq(id: string): FaqEntry | undefined {
    const doc = this.docs.find((candidate) => candidate.kind === "faq" && candidate.faq.id === id);
    return doc?.kind === "faq" ? doc.faq : undefined;
  }

  /** The best FAQ entry for a query, optionally within one topic. */
  bestFaq(query: string, topic?: string): SearchHit<FaqEntry> | null {
    const hits = this.index.search(query, {
      limit: 1,
      filter: (doc) => doc.kind === "faq" && (!topic || doc.faq.topic === topic),
    });
    const hit = hits[0];
    if (hit?.doc.kind === "faq") return { doc: hit.doc.faq, score: hit.score };
    if (topic) {
      const fallback = this.source.faq.find((entry) => entry.topic === topic);
      if (fallback) return { doc: { ...fallback, answer: localize(fallback.answer) }, score: 0 };
    }
    return null;
  }

  /** Services that match a query, best first; weak matches (under half the best score) dropped. */
  matchServices(query: string, limit = 2): Service[] {
    const hits = this.search(query, { kinds: ["service"], limit: 4 });
    const top = hits[0]?.score ?? 0;
    return hits
      .filter((hit) => hit.score >= 2 && hit.score >= top * 0.7)
      .slice(0, limit)
      .flatMap((hit) => (hit.doc.kind === "service" ? [hit.doc.service] : []));
  }

  /** The case study that best fits a query, preferring ones that used the given services. */
  matchCaseStudy(query: string, services: Service[] = []): CaseStudy | null {
    const titles = new Set(services.map((service) => service.title));
    const hits = this.search(query, { kinds: ["case-study"], limit: 9 });
    const preferred = hits.find((hit) => hit.doc.kind === "case-study" && hit.doc.caseStudy.services.some((s) => titles.has(s)));
    const hit = preferred ?? hits[0];
    if (hit?.doc.kind === "case-study" && hit.score >= 1) return hit.doc.caseStudy;
    if (titles.size > 0) return this.source.caseStudies.find((study) => study.services.some((s) => titles.has(s))) ?? null;
    return null;
  }

  /** A case study whose client the visitor named ("what did you do for Velo?"). */
  namedCaseStudy(message: string): CaseStudy | null {
    const text = message.toLowerCase();
    return (
      this.source.caseStudies.find((study) => {
        const client = study.client.toLowerCase();
        const firstWord = client.split(/\s+/)[0];
        return text.includes(client) || (firstWord.length >= 4 && new RegExp(`\\b${firstWord}\\b`).test(text));
      }) ?? null
    );
  }

  industries(): string[] {
    return [...new Set(this.source.caseStudies.map((study) => study.industry))];
  }

  /** Retrieved passages for an LLM's context: the top documents, labelled, within a size budget. */
  context(query: string, { limit = 6, maxChars = 5000 } = {}): string {
    const hits = this.search(query, { limit });
    const always = this.docs.filter((doc) => doc.kind === "about" || doc.kind === "contact" || doc.kind === "location");
    const chosen = [...hits.map((hit) => hit.doc), ...always.filter((doc) => !hits.some((hit) => hit.doc.id === doc.id))];
    let out = "";
    for (const doc of chosen) {
      const block = `[${doc.id}] ${doc.title}\n${describe(doc)}\n\n`;
      if (out.length + block.length > maxChars) break;
      out += block;
    }
    return out.trim();
  }
}

function describe(doc: KnowledgeDoc): string {
  switch (doc.kind) {
    case "faq":
      return doc.faq.answer;
    case "service":
      return `${doc.service.description} ${doc.service.overview} Results: ${doc.service.results}`;
    case "case-study": {
      const study = doc.caseStudy;
      return `${study.industry}. Challenge: ${study.challenge} Results: ${study.results.join("; ")}. Key result: ${study.metrics.primary}. Services: ${study.services.join(", ")}.`;
    }
    default:
      return doc.text;
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
