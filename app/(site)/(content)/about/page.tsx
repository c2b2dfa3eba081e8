import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PendingLink } from "@/components/content/pending-link";
import { ContentPage, CtaCard, PageHeader, Prose, Section } from "@/components/content/page-parts";
import { JsonLdScript } from "@/components/ui/json-ld";
import { awardBadges, awardsText } from "@/lib/content/awards";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import { listCaseStudies, listServices } from "@/lib/db/content";
import { breadcrumbJsonLd, organizationJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { templateMetadata } from "@/lib/seo/metadata";
import { pageSeo } from "@/lib/seo/templates";

export const metadata: Metadata = templateMetadata(pageSeo.about);

const awardList = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(siteConfig.awards);

const facts = [
  { label: "Founded", value: String(siteConfig.foundedYear) },
  { label: "Studio", value: formattedAddress },
  { label: "Under one roof", value: "Strategy, creative, production and media" },
];

// Prerendered from the database; a case-study write regenerates it (lib/cache.ts).
export default async function AboutPage() {
  const { name } = siteConfig;
  const [caseStudies, services] = await Promise.all([listCaseStudies(), listServices()]);
  return (
    <ContentPage>
      <JsonLdScript
        data={[
          webPageJsonLd({ type: "AboutPage", path: "/about", name: `About ${name}`, description: pageSeo.about.description }),
          organizationJsonLd(),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "About", path: "/about" },
          ]),
        ]}
      />

      <PageHeader
        eyebrow="About the studio"
        title={`About ${name}`}
        lead={
          <p>
            {name} is a multi-award-winning, full-service creative agency in Downtown Los Angeles. We make campaigns, films and brands for companies that would
            rather be remembered than merely seen.
          </p>
        }
      />

      <Section id="story" title="Our story">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
          <Prose>
            <p>
              {name} opened in Downtown Los Angeles in {siteConfig.foundedYear} on a simple bet: the work gets better when the people who plan it, make it and
              place it sit in the same room.
            </p>
            <p>
              So that is how we are built. <strong>Strategy, creative, production and media live under one roof</strong>, and the team that writes the brief is
              the team that sees it through the shoot, the edit and the media plan.
            </p>
            <p>
              Our crew is in-house: strategists, writers and art directors, producers, directors, editors and media planners. No hand-offs to a stranger halfway
              through, no idea lost between agencies, and one team accountable for the result.
            </p>
          </Prose>
          <dl className="space-y-6 self-start rounded-card border border-line bg-surface p-6 md:p-8">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs uppercase tracking-[0.3em] text-muted">{fact.label}</dt>
                <dd className="mt-1 text-base text-fg md:text-lg">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="what-we-do" title="What we do">
        <p className="max-w-3xl text-lg leading-relaxed text-fg/85">
          Full-service means one idea carried all the way: from the first customer interview to the last media flight.
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug} className="relative rounded-card border border-line bg-surface p-6 transition-colors hover:border-accent/40">
              <h3 className="font-display text-2xl">
                <PendingLink
                  pendingView="service"
                  href={`/services/${service.slug}`}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
                >
                  {service.title}
                </PendingLink>
              </h3>
              <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link href="/services" className="text-accent underline underline-offset-4 hover:text-accent-strong">
            Explore All {name} Services
          </Link>
        </p>
      </Section>

      <Section id="selected-clients" title="Selected clients">
        <p className="max-w-3xl text-lg leading-relaxed text-fg/85">
          Entertainment, retail, healthcare, finance, technology and consumer brands, each measured by what the work did for the business.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.id} className="relative rounded-card border border-line bg-surface p-6 transition-colors hover:border-accent/40">
              <p className="text-xs uppercase tracking-[0.3em] text-muted">{study.industry}</p>
              <h3 className="mt-3 font-display text-2xl">
                <PendingLink
                  pendingView="case-study"
                  href={`/case-studies/${study.id}`}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
                >
                  {study.client}
                  <span className="sr-only"> case study</span>
                </PendingLink>
              </h3>
              <p className="mt-3 text-fg/85">{study.metrics.primary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link href="/case-studies" className="text-accent underline underline-offset-4 hover:text-accent-strong">
            Read Every Case Study
          </Link>
        </p>
      </Section>

      <Section id="awards" title="Awards">
        <Prose>
          <p>
            {awardsText}. {name} is a multi-award-winning agency with {awardList} awards to its name, and the work has been honored by the programs below.
          </p>
        </Prose>
        <ul aria-label="Awards and recognition" className="mt-8 flex flex-wrap gap-3">
          {/* The home marquee repeats Shorty by design; a list names each program once. */}
          {[...new Set(awardBadges)].map((award) => (
            <li key={award} className="rounded-full border border-line bg-raised px-5 py-2 text-sm uppercase tracking-[0.2em] text-fg">
              {award}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tagline" title="The line we work by">
        <p className="max-w-5xl font-display text-display text-fg">{siteConfig.tagline}</p>
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted">
          Every brief has a true, specific thing worth saying. Our job is to find it, then make it impossible to miss.
        </p>
      </Section>

      <CtaCard
        title="Bring us the brief"
        text={`Tell us what you're launching and when it needs to be in market. A strategist and a creative lead from ${name} will read it and get back to you.`}
        primary={{ href: "/contact", label: "Start a Project" }}
        secondary={{ href: "/case-studies", label: "See the Work" }}
      />
    </ContentPage>
  );
}
