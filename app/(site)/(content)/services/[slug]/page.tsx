import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PendingLink } from "@/components/content/pending-link";
import { notFound } from "next/navigation";
import { ContentPage, CtaCard, ItemGrid, PageHeader, Section } from "@/components/content/page-parts";
import { JsonLdScript } from "@/components/ui/json-ld";
import { getService, listServices } from "@/lib/db/content";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, templateMetadata } from "@/lib/seo/metadata";
import { serviceSeoFor } from "@/lib/seo/templates";
import { siteConfig } from "@/lib/content/site";

type Props = { params: Promise<{ slug: string }> };

// Prerendered for every service at build; an unknown slug renders the not-found screen with a 404.
export async function generateStaticParams() {
  return (await listServices()).map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const service = await getService(slug);
  if (!service) return { title: "Service Not Found", robots: { index: false } };
  const template = serviceSeoFor(slug);
  if (template) return templateMetadata(template);
  return pageMetadata({
    title: `${service.title} in Los Angeles | ${siteConfig.name}`,
    description: service.description,
    path: `/services/${service.slug}`,
    keywords: [service.title, ...service.keyServices.slice(0, 4)],
  });
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const service = await getService(slug);
  if (!service) notFound();
  const others = (await listServices()).filter((other) => other.slug !== service.slug);

  return (
    <ContentPage>
      <JsonLdScript
        data={[
          serviceJsonLd(service),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: service.title, path: `/services/${service.slug}` },
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link href="/" className="hover:text-fg">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/services" className="hover:text-fg">
              Services
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-fg/80">
            {service.title}
          </li>
        </ol>
      </nav>

      <PageHeader eyebrow="Services" title={service.title} lead={<p>{service.description}</p>} />

      <div className="grid grid-cols-1 gap-16 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-16">
          <Section id="overview" title="Overview">
            <p className="max-w-3xl text-lg leading-relaxed text-fg/85">{service.overview}</p>
          </Section>
          <Section id="key-services" title="Key Services">
            <ItemGrid items={service.keyServices} />
          </Section>
          <Section id="capabilities" title="Capabilities">
            <ItemGrid items={service.capabilities} />
          </Section>
          <Section id="approach" title="Our Approach">
            <ol className="grid gap-4 md:grid-cols-2">
              {service.approach.map((step, index) => (
                <li key={step.title} className="rounded-card border border-line bg-surface p-6">
                  <p className="font-display text-4xl text-accent" aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </p>
                  <h3 className="mt-3 text-lg font-medium">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
                </li>
              ))}
            </ol>
          </Section>
          <Section id="results" title="Results & Impact">
            <p className="max-w-3xl text-lg leading-relaxed text-fg/85">{service.results}</p>
          </Section>
          <Section id="client-types" title="Client Types">
            <ItemGrid items={service.clientTypes} />
          </Section>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="More services">
          <h2 className="text-xs uppercase tracking-[0.3em] text-muted">More services</h2>
          <ul className="space-y-1">
            {others.map((other) => (
              <li key={other.slug}>
                <PendingLink
                  pendingView="service"
                  href={`/services/${other.slug}`}
                  className="flex min-h-11 items-center justify-between rounded-xl px-3 text-fg/85 transition-colors hover:bg-white/5 hover:text-fg"
                >
                  {other.title}
                  <span aria-hidden="true" className="text-accent">
                    →
                  </span>
                </PendingLink>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <CtaCard
        title="Ready to Get Started?"
        text={`Tell us what you're launching and when. A strategist and a creative lead from our ${siteConfig.address.locality} studio will come back with a plan.`}
        primary={{ href: "/contact", label: "Start a Conversation" }}
      />
    </ContentPage>
  );
}
