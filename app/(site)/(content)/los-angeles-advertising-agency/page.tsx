import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PendingLink } from "@/components/content/pending-link";
import { ContentPage, CtaCard, ItemGrid, PageHeader, Prose, Section } from "@/components/content/page-parts";
import { buttonStyles } from "@/components/ui/button";
import { JsonLdScript } from "@/components/ui/json-ld";
import { services } from "@/lib/content/services";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import type { Service } from "@/lib/content/types";
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

// Local-SEO landing page for "Los Angeles advertising agency". Static: content comes from
// lib/content only, and the FAQ below feeds both the page and its FAQPage structured data.

const PATH = "/los-angeles-advertising-agency";
const TITLE = "A Los Angeles Advertising Agency Built to Take Ideas from Brief to Screen";

export const metadata: Metadata = pageMetadata({
  title: `Los Angeles Advertising Agency | ${siteConfig.name}`,
  description: `${siteConfig.name} is an award-winning advertising agency in Downtown LA: campaigns, digital, video production and brand strategy under one roof.`,
  path: PATH,
  imageAlt: `${siteConfig.name}, a creative advertising agency in Downtown Los Angeles`,
  keywords: [
    "Los Angeles advertising agency",
    "LA ad agency",
    "creative agency Los Angeles",
    "advertising agency Downtown LA",
    "video production Los Angeles",
  ],
});

/** The four practices this page sells, in the order the cards appear. */
const FEATURED_SLUGS = ["creative-campaigns", "digital-marketing", "video-production", "brand-strategy"] as const;

const featuredServices: Service[] = FEATURED_SLUGS.map((slug) => services.find((service) => service.slug === slug)).filter(
  (service): service is Service => service !== undefined,
);

const awardList = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(siteConfig.awards);

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

/** Shown on the page and sent as FAQPage structured data: keep them plain text. */
const faqEntries: { question: string; answer: string }[] = [
  {
    question: `How much does it cost to work with ${siteConfig.name}?`,
    answer:
      "It depends on scope, but most projects typically run roughly $10K-$100K+. A focused social content package or a single brand film sits toward the lower end; an integrated launch with strategy, production and paid media sits toward the higher end. For ongoing partnerships, retainers start from about $15K a month. After a first conversation we send a written estimate broken down by phase, so you know what you are paying for before anything begins.",
  },
  {
    question: "Do you only work with Los Angeles companies?",
    answer: `No. Our studio is at ${siteConfig.address.street} in Downtown LA, and we work with clients across the United States, meeting over video day to day and traveling for workshops, shoots and key presentations. Wherever you are based, you get close access to Los Angeles crews, stages, locations and post-production talent.`,
  },
  {
    question: "Do you produce video in-house?",
    answer:
      "Yes. Our producers, directors and editors are on staff, and edit, color, sound and graphics happen in our own studio. We plan every shoot so one production day yields the hero film, the cutdowns and the social assets together, which keeps budgets honest and the work consistent across channels.",
  },
  {
    question: "How long does a campaign take?",
    answer:
      "A social content sprint or a short film can be turned around in three to six weeks. A brand strategy engagement usually takes six to ten weeks, and an integrated campaign from brief to launch typically runs eight to sixteen weeks, depending on production and approvals. If you have a hard launch date, tell us early: we plan backward from it and will be honest about what is realistic.",
  },
  {
    question: "What does a first meeting look like?",
    answer:
      "It is a 45-minute conversation, in person at our Downtown LA studio or on video, with a strategist and a creative lead from the team who would work on your account. We ask about your business, your audience, what has and hasn't worked before, and what success would look like a year from now. There is no pitch deck and no charge.",
  },
  {
    question: `Has ${siteConfig.name} won awards?`,
    answer: `Yes. Our work has won ${awardList} Awards. We are proud of them, but we judge the work first by what it does for our clients' business: sign-ups, ticket sales, store visits and sell-through.`,
  },
];

export default function LosAngelesAdvertisingAgencyPage() {
  return (
    <ContentPage>
      <JsonLdScript
        data={[
          organizationJsonLd(),
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
            Strategy, campaigns, digital and film, made under one roof at {siteConfig.address.street} in Downtown LA since{" "}
            {siteConfig.foundedYear}.
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
            Start a project
          </Link>
          <PendingLink pendingView="case-study" href="/case-studies/imax" className={buttonStyles("secondary")}>
            See the IMAX case study
          </PendingLink>
        </div>
      </PageHeader>

      <Section id="services" title="Services">
        <p className="max-w-3xl text-lg leading-relaxed text-muted">
          Four practices, one team. Most clients start with one and add the others once they have seen how we work.
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {featuredServices.map((service) => (
            <article key={service.slug} className="flex flex-col rounded-card border border-line bg-surface p-6 md:p-8">
              <PendingLink pendingView="service"
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
          We don&apos;t limit ourselves to one industry. What our clients share is a product worth talking about and a reason it has
          to be noticed now.
        </p>
        <ItemGrid items={clientTypes} />
      </Section>

      <Section id="why-los-angeles" title="Why a Los Angeles agency">
        <Prose>
          <ul>
            <li>
              <strong>The crew is down the hall.</strong> Producers, directors and editors are on staff, and stages, rental houses and
              post facilities are a short drive from Downtown, so a shoot day costs what it should.
            </li>
            <li>
              <strong>A production community on the doorstep.</strong> Casting, permits and locations across Southern California, and
              specialists like colorists and sound mixers, are available on short notice rather than flown in.
            </li>
            <li>
              <strong>West Coast hours.</strong> We keep the same working day as brands from San Diego to Seattle, so reviews happen
              live instead of overnight, and East Coast teams still share a full afternoon with us.
            </li>
            <li>
              <strong>A hard market to impress.</strong> LA audiences have seen everything and have more ways to spend an evening
              than almost anywhere. Work that earns attention here tends to travel.
            </li>
          </ul>
          <p>
            <strong>Proof:</strong> for IMAX, we made Los Angeles moviegoers choose the big screen on purpose during a crowded summer
            slate. A brand film, street-level out-of-home and a neighborhood-by-neighborhood showtimes page lifted landing-page
            sessions from LA zip codes 31% and advance ticket clicks 18%.{" "}
            <PendingLink pendingView="case-study" href="/case-studies/imax">Read the IMAX case study</PendingLink>.
          </p>
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
        primary={{ href: "/contact", label: "Start a project" }}
        secondary={{ href: "/case-studies/imax", label: "See the IMAX case study" }}
      />
    </ContentPage>
  );
}
