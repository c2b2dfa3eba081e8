import type { CaseStudy, Service } from "../content/types";
import type { KnowledgeSource } from "./source";
import { escapeRegExp, isStopword, normalize } from "../reading/text";
import { namesFor } from "../reading/related";
import { AGENCY, INDUSTRY_WORDS, SERVICE_WORDS, serviceMentions, topLevelAlternatives, wordPattern } from "../reading/vocabulary";

// Entities in a visitor's message: a client, an industry ("hospital" is healthcare, "bank" is
// financial services) or a kind of work ("rebrand" is brand strategy) that points at case studies
// and services on the site.

export type Hit<T> = { item: T; score: number; reason: string };

/** A named client or industry outranks a text match; BM25 scores are rarely above 15 here. */
export const NAMED = 100;
export const INDUSTRY = 60;
const SYNONYM = 40;

/**
 * The words visitors use for a case study's industry and tags, or for a practice: a part about it
 * covers them ("movie theater" is answered by a cinema chain's case study).
 */
export function entityWords(item: CaseStudy | { title: string }, studies: CaseStudy[] = []): string {
  if ("industry" in item)
    return `${item.industry} ${listedIndustryWords(normalize(item.industry), item, studies) ?? ""} ${item.tags.join(" ")}`.replace(/[^a-z& -]+/gi, " ");
  return `${item.title} ${SERVICE_WORDS[normalize(item.title)] ?? ""}`.replace(/[^a-z& -]+/gi, " ");
}

/** `market`: the pattern names an industry, which a verb of making turns into a deliverable. */
type Matcher<T> = {
  item: T;
  patterns: { pattern: RegExp; score: number; reason: string; market?: boolean }[];
  /** The item's own words: an industry word it uses itself ("cold brew" for a coffee brand) ranks it above its peers. */
  ownText?: string;
};

/**
 * Ordinary words that begin many company names ("Pacific …", "Golden …"): alone they do not name
 * a client, so only the client's first two words or its full name do.
 */
const COMMON_FIRST_WORDS = new Set(
  (
    "the a an harbor pacific atlantic harvest north south east west golden silver blue green red black white first " +
    "united american national global city metro summit peak bright new old great little big good true open home " +
    "sun star high park river lake ocean mountain valley coast bay"
  ).split(" "),
);

/**
 * The names a visitor may use for a client, normalized: the full name (with "and" for "&"), its
 * first two words ("Acme Rocket Works" is "Acme Rocket", "Fox & Finch Bakery" is "Fox & Finch")
 * and its first word when that is not an ordinary word. Learned from the case studies, so a new
 * client is recognized with no code change.
 */
export function clientNames(client: string, story = ""): string[] {
  const full = normalize(client);
  const words = full.split(" ");
  const joined = (count: number) => words.slice(0, words[1] === "&" || words[1] === "and" ? count + 1 : count).join(" ");
  const names = [full, joined(2), ...namesInStory(client, story)];
  if (words[0].length >= 4 && !COMMON_FIRST_WORDS.has(words[0])) names.push(words[0]);
  // ("&" is "and"; "Brothers" is "Bros", "Company" "Co".)
  const variants = names
    .flatMap((name) => [name, name.replace(/ & /g, " and "), name.replace(/ and /g, " & ")])
    .flatMap((name) => [name, name.replace(/\bbrothers\b/g, "bros").replace(/\bcompany\b/g, "co")]);
  return [...new Set(variants)].filter((name) => name.length > 1);
}

/**
 * The words of a client's name its own story calls it by alone: "The Tidecats, a minor-league
 * baseball team…" of Ventura Tidecats. A word the story writes capitalized with no other name
 * beside it, and never in lower case (which an everyday word like "College" or "Health" would be).
 */
function namesInStory(client: string, story: string): string[] {
  const nameWords = new Set(client.split(/\s+/));
  const tokens = story.split(/[^A-Za-z&]+/).filter(Boolean);
  // Away from the rest of the name and from any other name ("San Gabriel Valley" is a place's).
  const apart = (next: string | undefined) => next === undefined || next === "The" || /^[a-z]/.test(next);
  return [...nameWords]
    .filter((word) => /^[A-Z][a-z]{3,}$/.test(word) && !tokens.includes(word.toLowerCase()))
    .filter((word) => tokens.some((token, index) => token === word && apart(tokens[index - 1]) && apart(tokens[index + 1])))
    .map(normalize);
}

/** A pattern for any of these names as whole words in normalized text. */
export function namePattern(names: string[]): string {
  return names.length ? `(?<![a-z0-9])(${names.map(escapeRegExp).join("|")})(?![a-z0-9])` : "(?!)";
}

/**
 * The campaigns and series a case study names in quotes ('Glow Season', 'Ride the City'): a
 * visitor who names one means that case study.
 */
export function campaignNames(study: CaseStudy): string[] {
  let found = campaignNamesOf.get(study);
  if (!found) {
    const text = [study.title, study.challenge, study.strategy ?? "", ...study.execution, ...study.results].join(" ");
    const names = [...text.matchAll(/(?<![A-Za-z])['"\u2018\u201c]([A-Z][^'"\u2019\u201d]{2,40}?)['"\u2019\u201d](?![A-Za-z])/g)].map((match) =>
      normalize(match[1]),
    );
    found = [...new Set(names.filter((name) => name.split(" ").length >= 2))];
    campaignNamesOf.set(study, found);
  }
  return found;
}
/** Each case study's campaign names, read once (a staff edit saves a new case study object). */
const campaignNamesOf = new WeakMap<CaseStudy, string[]>();

/** The name of the person a case study's quote is from, without a title ("Dr. Amara Okafor, Music Director, …": Amara Okafor). */
export const quotedPerson = (study: CaseStudy): string => (study.quote?.attribution ?? "").split(",")[0].replace(/^(dr|mr|mrs|ms|mx|prof)\.?\s+/i, "");

/** Words for a kind of organization, which say what sort of client a description is of, not what is asked. */
export const ORGANIZATION_KINDS =
  /^(clubs?|compan(y|ies)|business(es)?|shops?|groups?|orgs?|organi[sz]ations?|outfits?|firms?|brands?|chains?|teams?|programs?|programmes?|places?|stores?|operations?|startups?|nonprofits?|non-profits?|institutions?|practices?|offices?|clinics?|locations?|franchises?)$/;

/** Everything a case study says. */
export const studyText = (study: CaseStudy) =>
  [
    study.client,
    study.title,
    study.industry,
    study.challenge,
    study.strategy ?? "",
    ...study.execution,
    ...study.results,
    study.metrics.primary,
    ...study.metrics.secondary,
    study.duration ?? "",
    ...study.tags,
  ].join(" ");

/** Words of an industry's name that name no industry by themselves. */
const NOT_AN_INDUSTRY = new Set(["care", "services", "service", "industry", "industries", "sector", "general", "other", "and", "the"]);

/**
 * For an industry the everyday words above do not cover (one staff just added: "Dental Care",
 * "Travel & Aviation"), the words of its name, each alone ("dental", "aviation"), when no other
 * case study's industry uses that word.
 */
function listedIndustryWords(industry: string, study: CaseStudy, studies: CaseStudy[]): string | null {
  const listed = INDUSTRY_WORDS[industry];
  if (!listed) return null;
  const others = studies
    .filter((other) => other.id !== study.id && normalize(other.industry) !== industry)
    .map((other) => normalize(`${other.client} ${other.industry} ${other.tags.join(" ")}`));
  const kept = topLevelAlternatives(listed).filter((word) => !others.some((text) => new RegExp(`\\b(?:${word})\\b`).test(text)));
  return kept.length ? kept.join("|") : null;
}

function industryNameWords(industry: string, studies: CaseStudy[]): string | null {
  const others = new Set(
    studies
      .map((study) => normalize(study.industry))
      .filter((name) => name !== industry)
      .flatMap((name) => name.split(/[^a-z]+/)),
  );
  // (Nor a kind of work the practices make: "commercial" of Commercial Printing is a TV spot asked about.)
  const words = industry
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !NOT_AN_INDUSTRY.has(word) && !others.has(word) && (process.env.NO_WORK_NOT_INDUSTRY || !isAKindOfWork(word)));
  return words.length ? words.map((word) => `${escapeRegExp(word)}s?`).join("|") : null;
}

/**
 * The words of a client's name after its first, two or more together, that no other client's name
 * has: "the youth symphony" of Harbor Youth Symphony, "the community college" of a college named
 * so, "the dental group" (up to an "of": "…Symphony of Long Beach" names a place after it).
 */
function nameSpans(client: string): string[] {
  const words = normalize(client).split(" of ")[0].split(" ");
  const spans: string[] = [];
  for (let start = 1; start < words.length; start += 1)
    for (let end = start + 2; end <= words.length; end += 1) {
      const span = words.slice(start, end);
      if (!/^(&|and)$/.test(span[0]) && !/^(&|and)$/.test(span[span.length - 1])) spans.push(span.join(" "));
    }
  return spans.flatMap((span) => [span, span.replace(/ & /g, " and ")]);
}

/**
 * The spans of a name with a word said its own way ("the youth orchestra" of Harbor Youth
 * Symphony): each word, or a word of the same or one step broader meaning (the language data's).
 */
function spanNames(spans: string[]): string {
  const alternatives = spans
    .filter((span) => /^[a-z ]+$/.test(span))
    .map((span) => {
      const words = span.split(" ");
      return words.map((word, index) => `(?:${[word, ...namesFor(word)].map(escapeRegExp).join("|")})${index === words.length - 1 ? "s?" : ""}`).join(" ");
    });
  return alternatives.length ? `(?<![a-z0-9])(?:${alternatives.join("|")})(?![a-z0-9])` : "(?!)";
}

/** The words a visitor may say for the words of a client's name after its first: "orchestra" of Harbor Youth Symphony. */
export const nameWordsOtherwise = (client: string): string[] => [...new Set(nameSpans(client).flatMap((span) => span.split(" ").flatMap(namesFor)))];

/** The single words of a client's name after its first (up to an "of"), long enough to mean something: "plumbing" of Kessler Brothers Plumbing & Air. */
const nameSingles = (client: string): string[] =>
  normalize(client)
    .split(" of ")[0]
    .split(" ")
    .slice(1)
    .filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));

/** Words for a client or the work done for it, after a word of its name. */
const THE_CLIENT_OR_WORK = "(?:company|business|biz|outfit|client|brand|shop|firm|people|guys|folks|one|work|campaign|project|account|job)";

/** Words for a piece of work made ("the grandpa videos", "those heat-wave ads"). */
const THE_WORK_MADE = "(?:videos?|ads?|spots?|series|films?|clips?|posts?|billboards?|commercials?|campaign|reels?)";

/** The words of the practices' kinds of work ("film", "ooh", "social"), which a tag may also be. */
const KIND_OF_WORK = Object.values(SERVICE_WORDS).map((words) => new RegExp(`^(?:${words})$`));
/** Whether a whole word or tag is one of them. */
const isKindOfWork = (word: string) => KIND_OF_WORK.some((pattern) => pattern.test(word));
/** Whether a word, or its plural, is one of them ("commercial": commercials). */
const isAKindOfWork = (word: string) => isKindOfWork(word) || isKindOfWork(`${word}s`);

function caseStudyMatchers(studies: CaseStudy[]): Matcher<CaseStudy>[] {
  const spansOf = new Map(studies.map((study) => [study.id, new Set(nameSpans(study.client))]));
  const textOf = new Map(studies.map((study) => [study.id, normalize(studyText(study))]));
  const sharedSpan = (span: string, id: string) => studies.some((other) => other.id !== id && spansOf.get(other.id)?.has(span));
  const singlesOf = new Map(studies.map((study) => [study.id, new Set(nameSingles(study.client))]));
  const clientWords = new Map(studies.map((study) => [study.id, new Set(normalize(study.client).split(/[^a-z]+/))]));
  const sharedSingle = (word: string, id: string) => studies.some((other) => other.id !== id && clientWords.get(other.id)?.has(word));
  return studies.map((study) => {
    const patterns: Matcher<CaseStudy>["patterns"] = [
      { pattern: new RegExp(namePattern(clientNames(study.client, studyText(study))), "g"), score: NAMED, reason: `client named: ${study.client}` },
    ];
    const campaigns = campaignNames(study);
    if (campaigns.length) patterns.push({ pattern: new RegExp(namePattern(campaigns), "g"), score: NAMED, reason: `campaign named: ${study.client}` });
    // A campaign named by its words after the first ("Grandpa Sal" of 'Ask Grandpa Sal'), two or more,
    // none of them an everyday word.
    const campaignSpans = campaigns.flatMap((name) => {
      const words = name.split(" ").slice(1);
      return words.length >= 2 && words.every((word) => word.length >= 3 && !isStopword(word)) ? [words.join(" ")] : [];
    });
    if (campaignSpans.length) patterns.push({ pattern: new RegExp(namePattern(campaignSpans), "g"), score: NAMED, reason: `campaign named: ${study.client}` });
    // One word of a campaign's name no other client's story says, pointed at as the work ("the
    // grandpa videos" of 'Ask Grandpa Sal').
    const campaignSingles = [...new Set(campaigns.flatMap((name) => name.split(" ")))].filter(
      (word) =>
        word.length >= 4 &&
        /^[a-z]+$/.test(word) &&
        !isStopword(word) &&
        !studies.some((other) => other.id !== study.id && wordPattern(word).test(textOf.get(other.id)!)),
    );
    if (campaignSingles.length)
      patterns.push({
        pattern: new RegExp(`\\b(?:the|that|this|those|these)\\s+(?:${campaignSingles.join("|")})\\s+${THE_WORK_MADE}\\b`, "g"),
        score: NAMED,
        reason: `campaign named: ${study.client}`,
      });
    const industry = normalize(study.industry);
    const words = listedIndustryWords(industry, study, studies) ?? industryNameWords(industry, studies);
    patterns.push({
      pattern: wordPattern(words ? `${escapeRegExp(industry)}|${words}` : escapeRegExp(industry)),
      score: INDUSTRY,
      reason: `industry: ${study.industry}`,
      market: true,
    });
    const tags = study.tags.map((tag) => normalize(tag)).filter((tag) => tag.length > 3 && !/^(local|ooh|ux|seo|conversion|identity|loyalty)$/.test(tag));
    if (tags.length)
      patterns.push({ pattern: wordPattern(tags.map(escapeRegExp).join("|")), score: SYNONYM, reason: `tag: ${study.tags.join(", ")}`, market: true });
    // Its name's other words, pointed at ("the youth symphony", "that community college"), when no
    // other client's name has them and its industry's words do not already say them (a visitor's
    // own "regional credit union" is a kind of business, which the industry reads).
    const kinds = patterns.filter((known) => known.market);
    const spans = [...(spansOf.get(study.id) ?? [])].filter(
      (span) => !sharedSpan(span, study.id) && !kinds.some((kind) => new RegExp(kind.pattern.source).test(span)),
    );
    if (spans.length)
      patterns.push({
        pattern: new RegExp(`\\b(?:the|that|this|those|your)\\s+(?:[a-z-]+\\s+)?(?:${namePattern(spans)}|${spanNames(spans)})`, "g"),
        score: NAMED,
        reason: `client named: ${study.client}`,
      });
    // One such word before a word for the client or the work, or ending the sentence ("the plumbing
    // company", "that plumbing biz", "that college campaign", "tell me about the college").
    const singles = [...(singlesOf.get(study.id) ?? [])].filter(
      (word) => !sharedSingle(word, study.id) && !kinds.some((kind) => new RegExp(kind.pattern.source).test(word)),
    );
    if (singles.length)
      patterns.push({
        pattern: new RegExp(
          `\\b(?:the|that|this|those|your)\\s+(?:${singles.map(escapeRegExp).join("|")})s?(?:\\s+${THE_CLIENT_OR_WORK}\\b|\\s*(?:[?.!]|$))`,
          "g",
        ),
        score: NAMED,
        reason: `client named: ${study.client}`,
      });
    // A word of its name that says what kind of client it is ("Moonrise Hotels": "any hotel
    // clients?"), when no other client's name has it and it names no mere kind of organization:
    // the industry in the content's own words.
    // So is a tag that names no kind of work ("Travel": "any travel clients?"; not "Film").
    const kindWords = [
      ...[...(singlesOf.get(study.id) ?? [])].filter((word) => !sharedSingle(word, study.id) && !ORGANIZATION_KINDS.test(word)),
      // What its story says it runs ("Basalt Climbing runs five bouldering gyms"): a kind of
      // business no other client's story names.
      ...businessesRun(study).filter(
        (word) =>
          !ORGANIZATION_KINDS.test(word) &&
          !studies.some((other) => other.id !== study.id && wordPattern(`${escapeRegExp(word)}s?`).test(textOf.get(other.id)!)),
      ),
      ...tags.filter((tag) => !isKindOfWork(tag)),
    ];
    const kindOfClient = kindWords.map((word) => `${escapeRegExp(word.replace(/s$/, ""))}s?`).join("|");
    if (kindWords.length)
      patterns.push({
        // Asked as a kind of client ("any hotel clients?", "worked with hotels?", "anything for a
        // hotel"), not pointed at ("the stormy weekend hotel films" is the work, which the patterns above read).
        pattern: new RegExp(
          `(?<=\\b(?:any|with|for|in) (?:an? )?(?:(?!(?:the|that|this|those|these|their|its|your)\\b)[a-z-]+ )?)\\b(?:${kindOfClient})\\b(?! (?:campaign|project|work|films?|videos?|ads?|one)\\b)|(?<!\\b(?:the|that|this|those|these|their|its|your) (?:[a-z-]+ ){0,2})\\b(?:${kindOfClient})(?= (?:clients?|customers?|compan(?:y|ies)|brands?|business(?:es)?|industry|space|sector|experience)\\b)`,
          "g",
        ),
        score: INDUSTRY,
        reason: `industry: ${study.industry}`,
        market: true,
      });
    // The person its quote is from, by full name or by a surname no other story uses ("Ray
    // Castellanos's title", "what did Castellanos say?"): asked of by the person, the work is theirs.
    const person = normalize(quotedPerson(study));
    const surname = person.split(" ").at(-1) ?? "";
    const personNames = [
      ...(person.split(" ").length >= 2 ? [person] : []),
      ...(surname.length >= 4 && !isStopword(surname) && !studies.some((other) => other.id !== study.id && wordPattern(surname).test(textOf.get(other.id)!))
        ? [surname]
        : []),
    ];
    if (personNames.length) patterns.push({ pattern: new RegExp(namePattern(personNames), "g"), score: NAMED, reason: `person named: ${study.client}` });
    const ownText = normalize([study.title, study.challenge, study.strategy ?? "", ...study.execution, ...study.tags].join(" "));
    return { item: study, patterns, ownText };
  });
}

function serviceMatchers(services: Service[]): Matcher<Service>[] {
  return services.map((service) => ({
    item: service,
    patterns: serviceMentions(service, services).map(({ pattern, named }) => ({
      pattern,
      score: named ? NAMED : SYNONYM,
      reason: `service ${named ? "named" : "words"}: ${service.title}`,
    })),
  }));
}

/**
 * "Do you make payroll software?" asks whether we make it, not whether we have software clients:
 * an industry or kind of work right after a verb of making is a deliverable, not a market.
 */
// ("Do you do TikTok for restaurants?": what is made for them is their market.)
const MAKING = new RegExp(
  String.raw`\b(you|u|y'?all|${AGENCY}|your (team|agency|studio))( guys| all| ever| also)? (make|build|sell|develop|code|write|fix|repair|manufacture|install|offer|do)\s+((?!(for|with|to|in)\b)[a-z0-9'-]+\s+){0,2}$`,
);

/** Where a pattern matched: [start, end) of the text. */
type Span = [number, number];

/** Whether a span lies inside another, longer one. */
const within = ([start, end]: Span, [outerStart, outerEnd]: Span) => start >= outerStart && end <= outerEnd && end - start < outerEnd - outerStart;

/**
 * Hits for every matcher whose patterns match, scored by their strongest pattern plus a point per
 * extra distinct word. A hit whose strongest matches all lie inside another item's longer match of
 * at least that strength says less than it: "any home service companies" is the client tagged
 * home services, not one whose name has the word "homes".
 */
export function matchEntities<T>(text: string, matchers: Matcher<T>[]): Hit<T>[] {
  const found: { hit: Hit<T>; base: number; spans: Span[] }[] = [];
  for (const { item, patterns, ownText } of matchers) {
    let best: Hit<T> | null = null;
    let spans: Span[] = [];
    const words = new Set<string>();
    let own = 0;
    for (const { pattern, score, reason, market } of patterns) {
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        const index = match.index ?? 0;
        if (market && MAKING.test(text.slice(Math.max(0, index - 60), index))) continue;
        const word = match[0].replace(/^[^a-z0-9]+/, "").trim();
        if (!words.has(word) && ownText?.includes(word)) own += 3;
        words.add(word);
        const span: Span = [index, index + match[0].length];
        if (!best || score > best.score) {
          best = { item, score, reason };
          spans = [span];
        } else if (score === best.score) spans.push(span);
      }
    }
    if (best) found.push({ hit: { ...best, score: best.score + Math.min(words.size - 1, 5) + Math.min(own, 9) }, base: best.score, spans });
  }
  return found
    .filter(
      ({ hit, base, spans }) =>
        process.env.NO_LONGEST_MATCH ||
        !spans.every((span) => found.some((other) => other.hit.item !== hit.item && other.base >= base && other.spans.some((outer) => within(span, outer)))),
    )
    .map(({ hit }) => hit)
    .sort((a, b) => b.score - a.score);
}

export type EntityMatchers = { caseStudies: Matcher<CaseStudy>[]; services: Matcher<Service>[] };

export function buildMatchers(source: KnowledgeSource): EntityMatchers {
  return { caseStudies: caseStudyMatchers(source.caseStudies), services: serviceMatchers(source.services) };
}

/** The case studies whose client a text names ("… for Acme, Globex …"), in the order it names them. */
export function clientsNamedIn(text: string, studies: CaseStudy[]): CaseStudy[] {
  const said = normalize(text.replace(/<[^>]*>/g, " "));
  return studies
    .map((study) => ({ study, at: said.search(wordPattern(escapeRegExp(normalize(study.client).replace(/\W+$/, "")))) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ study }) => study);
}

const COUNTED = String.raw`(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)`;
/** "Runs five bouldering gyms", "Tallowbrook's 14 vet clinics": the businesses a client's story opens by saying it runs. */
const RUNS = new RegExp(
  String.raw`\b(?:runs|operates|owns|'s) ${COUNTED} (?:[a-z-]+ ){0,2}?([a-z]{3,}s)\b(?= (?:in|across|from|between|on|around|throughout|and)\b|[,.])`,
);

/** The kind of business a case study's first sentence says its client runs ("gym" of "runs five bouldering gyms"), singular. */
function businessesRun(study: CaseStudy): string[] {
  const opening = normalize(study.challenge.split(/(?<=[.!?])\s/)[0] ?? "");
  const head = RUNS.exec(opening)?.[1];
  if (!head) return [];
  return [/ies$/.test(head) ? head.replace(/ies$/, "y") : /(sh|ch|x|ss)es$/.test(head) ? head.slice(0, -2) : head.slice(0, -1)];
}
