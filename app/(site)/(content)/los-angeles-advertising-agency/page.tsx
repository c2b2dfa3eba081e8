import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PendingLink } from "@/components/content/pending-link";
import { ContentPage, CtaCard, ItemGrid, PageHeader, Prose, Section } from "@/components/content/page-parts";
import { buttonStyles } from "@/components/ui/button";
import { JsonLdScript } from "@/components/ui/json-ld";
import { capitalized, countWord, practicesHeading } from "@/components/content/practices";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import { getCaseStudy } from "@/lib/db/case-studies";
import { listServices } from "@/lib/db/content";
import { listPageFaq } from "@/lib/knowledge/store";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

// Local-SEO landing page for "Los Angeles advertising agency". Prerendered from the database (its
// services, FAQ entries and proof case study; a write regenerates it, lib/cache.ts) around the
// page's own copy; the FAQ feeds both the page and its FAQPage structured data.
//
// The FAQ is the knowledge entries staff mark "Show on the Los Angeles page" in the admin's
// Knowledge tab, in their order: at most six (KNOWLEDGE_LIMITS.onPage), since every entry is in the
// HTML four times (the text, the structured data, and both again in the RSC payload), which must
// stay within TCP's first round trip (about 14 kB compressed, scripts/perf.mjs checks it). The
// seeded five leave out the awards question: the header already answers it (Recognition).

const PATH = "/los-angeles-advertising-agency";
const TITLE = "A Los Angeles Advertising Agency Built to Take Ideas from Brief to Screen";

export const metadata: Metadata = pageMetadata({
  title: `Los Angeles Advertising Agency | ${siteConfig.name}`,
  description: `${siteConfig.name} is an award-winning advertising agency in Downtown LA: campaigns, digital, video production and brand strategy under one roof.`,
  path: PATH,
  imageAlt: `${siteConfig.name}, a creative advertising agency in Downtown Los Angeles`,
  keywords: ["Los Angeles advertising agency", "LA ad agency", "creative agency Los Angeles", "advertising agency Downtown LA", "video production Los Angeles"],
});

/** The four practices this page sells, in the order the cards appear (the site has more: the heading says how many). */
const FEATURED_SLUGS = ["creative-campaigns", "digital-marketing", "video-production", "brand-strategy"] as const;

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });
const awardList = listFormat.format(siteConfig.awards);

const clientTypes = [
  "Entertainment and streaming brands competing for attention on a crowded release calendar",
  "Consumer brands launching a product or entering a new category",
  "Subscription software and apps that need acquisition to cost less every quarter",
  "Restaurant and retail chains with seasonal launch calendars",
  "Challenger brands taking on the category leader",
  "Credit unions, health plans and other regional institutions reaching a younger audience",
  "Founder-led companies preparing to scale past word of mouth",
  "In-house marketing teams that need a production partner for a milestone film",
];

/** The case study this page offers as proof of work in Los Angeles. */
const PROOF_ID = "imax";

const pick = <T,>(items: T[], keys: readonly string[], key: (item: T) => string): T[] => keys.flatMap((wanted) => items.filter((item) => key(item) === wanted));

export default async function LosAngelesAdvertisingAgencyPage() {
  const [services, faqEntries, proof] = await Promise.all([listServices(), listPageFaq(), getCaseStudy(PROOF_ID)]);
  const featuredServices = pick(services, FEATURED_SLUGS, (service) => service.slug);
  const proofCta = proof
    ? { href: `/case-studies/${proof.id}`, label: `See the ${proof.client} Case Study` }
    : { href: "/case-studies", label: "See the Work" };
  const otherServices = services.filter((service) => !(FEATURED_SLUGS as readonly string[]).includes(service.slug));
  return (
    <ContentPage>
      <JsonLdScript
        data={[
          faqPageJsonLd(faqEntries, PATH),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Los Angeles Advertising Agency", path: PATH },
          ]),
        ]}
      />

      <PageHeader
        eyebrow="Los Angeles advertising agency"
        title={TITLE}
        lead={
          <p>
            Strategy, campaigns, digital and film, made under one roof at {siteConfig.address.street} in Downtown LA since {siteConfig.foundedYear}.
          </p>
        }
      >
        <dl className="mt-10 grid gap-6 border-t border-line pt-8 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase tracking-[0.3em] text-muted">Studio</dt>
            <dd className="mt-2 text-base text-fg">{formattedAddress}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.3em] text-muted">Founded</dt>
            <dd className="mt-2 text-base text-fg">{siteConfig.foundedYear}, in Los Angeles</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-[0.3em] text-muted">Recognition</dt>
            <dd className="mt-2 text-base text-fg">{awardList} Awards</dd>
          </div>
        </dl>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link href="/contact" className={buttonStyles("primary")}>
            Start a Project
          </Link>
          <PendingLink pendingView="case-study" href={proofCta.href} className={buttonStyles("secondary")}>
            {proofCta.label}
          </PendingLink>
        </div>
      </PageHeader>

      <Section id="services" title={practicesHeading(featuredServices.length, services.length)}>
        <p className="max-w-3xl text-lg leading-relaxed text-muted">
          {otherServices.length ? (
            <>
              One team does all {countWord(services.length)}: these are where most Los Angeles clients start, and{" "}
              {listFormat.format(otherServices.map((service) => service.title))} join{otherServices.length === 1 ? "s" : ""} them once they have seen how we
              work.{" "}
              <Link href="/services" className="text-accent underline underline-offset-4 hover:text-accent-strong">
                See All {capitalized(countWord(services.length))} Practices
              </Link>
            </>
          ) : (
            "One team for all of them. Most clients start with one and add the others once they have seen how we work."
          )}
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {featuredServices.map((service) => (
            <article key={service.slug} className="flex flex-col rounded-card border border-line bg-surface p-6 md:p-8">
              <PendingLink
                pendingView="service"
                href={`/services/${service.slug}`}
                className="group inline-flex min-h-11 items-center gap-3 self-start underline-offset-4 hover:underline"
              >
                <h3 className="font-display text-2xl text-fg md:text-3xl">{service.title}</h3>
                <span aria-hidden="true" className="text-accent transition-transform duration-300 ease-cinematic group-hover:translate-x-1">
                  →
                </span>
              </PendingLink>
              <p className="mt-3 leading-relaxed text-fg/85">{service.description}</p>
              <ul className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-muted">
                {service.keyServices.slice(0, 3).map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>

      <Section id="client-types" title="Who we work with">
        <p className="mb-8 max-w-3xl text-lg leading-relaxed text-muted">
          We don&apos;t limit ourselves to one industry. What our clients share is a product worth talking about and a reason it has to be noticed now.
        </p>
        <ItemGrid items={clientTypes} />
      </Section>

      <Section id="why-los-angeles" title="Why a Los Angeles agency">
        <Prose>
          <ul>
            <li>
              <strong>The crew is down the hall.</strong> Producers, directors and editors are on staff, and stages, rental houses and post facilities are a
              short drive from Downtown, so a shoot day costs what it should.
            </li>
            <li>
              <strong>A production community on the doorstep.</strong> Casting, permits and locations across Southern California, and specialists like colorists
              and sound mixers, are available on short notice rather than flown in.
            </li>
            <li>
              <strong>West Coast hours.</strong> We keep the same working day as brands from San Diego to Seattle, so reviews happen live instead of overnight,
              and East Coast teams still share a full afternoon with us.
            </li>
            <li>
              <strong>A hard market to impress.</strong> LA audiences have seen everything and have more ways to spend an evening than almost anywhere. Work
              that earns attention here tends to travel.
            </li>
          </ul>
          {proof ? (
            <p>
              <strong>Proof:</strong> for {proof.client}, we made Los Angeles moviegoers choose the big screen on purpose during a crowded summer slate:{" "}
              {listFormat.format([proof.metrics.primary, ...proof.metrics.secondary.slice(0, 2)])}.{" "}
              <PendingLink pendingView="case-study" href={`/case-studies/${proof.id}`}>
                Read the {proof.client} case study
              </PendingLink>
              .
            </p>
          ) : null}
        </Prose>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <div className="divide-y divide-line border-y border-line">
          {faqEntries.map((entry) => (
            <div key={entry.question} className="grid gap-3 py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12">
              <h3 className="font-display text-2xl text-fg">{entry.question}</h3>
              <p className="max-w-2xl leading-relaxed text-fg/85 md:text-lg">{entry.answer}</p>
            </div>
          ))}
        </div>
      </Section>

      <CtaCard
        title="Tell us what you're launching"
        text="Send a brief, even a rough one. A strategist and a creative lead from our Downtown LA studio will reply within one business day."
        primary={{ href: "/contact", label: "Start a Project" }}
        secondary={proofCta}
      />
    </ContentPage>
  );
}
