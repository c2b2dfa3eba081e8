import { caseStudies } from "../case-studies";
import { faq } from "../faq";
import { services } from "../services";
import { caseStudiesEs } from "./case-studies";
import { faqEs } from "./faq";
import { servicesEs } from "./services";

// The seeded content paired with its Spanish, field by field: [English, Spanish]. The concierge
// keys its Spanish by the seeded English text (lib/concierge/translate.ts), so a text an admin has
// since edited has no Spanish and is quoted as written, never in a Spanish that says something else.

type Pair = [english: string | null | undefined, spanish: string | null | undefined];

const lists = (english: string[], spanish: string[] | undefined): Pair[] =>
  spanish && spanish.length === english.length ? english.map((text, index) => [text, spanish[index]]) : [];

export function seedTranslations(): Pair[] {
  const pairs: Pair[] = [];
  for (const study of caseStudies) {
    const es = caseStudiesEs[study.id];
    if (!es) continue;
    pairs.push(
      [study.title, es.title],
      [study.industry, es.industry],
      [study.duration, es.duration],
      [study.challenge, es.challenge],
      [study.strategy, es.strategy],
      [study.metrics.primary, es.metrics.primary],
      ...lists(study.execution, es.execution),
      ...lists(study.results, es.results),
      ...lists(study.tags, es.tags),
      ...lists(study.metrics.secondary, es.metrics.secondary),
    );
  }
  for (const service of services) {
    const es = servicesEs[service.slug];
    if (!es) continue;
    pairs.push(
      [service.title, es.title],
      [service.description, es.description],
      [service.overview, es.overview],
      [service.results, es.results],
      ...lists(service.keyServices, es.keyServices),
      ...lists(service.capabilities, es.capabilities),
      ...lists(
        service.approach.map((step) => step.title),
        es.approach.map((step) => step.title),
      ),
      ...lists(
        service.approach.map((step) => step.description),
        es.approach.map((step) => step.description),
      ),
      ...lists(service.clientTypes, es.clientTypes),
    );
  }
  for (const entry of faq) {
    const es = faqEs[entry.id];
    if (es) pairs.push([entry.question, es.question], [entry.answer, es.answer]);
  }
  return pairs;
}
