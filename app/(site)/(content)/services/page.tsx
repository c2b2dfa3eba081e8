import { PendingLink } from "@/components/content/pending-link";
import type { Metadata } from "next";
import { ContentPage, CtaCard, PageHeader } from "@/components/content/page-parts";
import { JsonLdScript } from "@/components/ui/json-ld";
import { listServices } from "@/lib/db/content";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { templateMetadata } from "@/lib/seo/metadata";
import { pageSeo } from "@/lib/seo/templates";

export const metadata: Metadata = templateMetadata(pageSeo.services);

export default async function ServicesPage() {
  const services = await listServices();
  return (
    <ContentPage>
      <JsonLdScript
        data={[
          ...services.map(serviceJsonLd),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
          ]),
        ]}
      />
      <PageHeader
        eyebrow="Services"
        title="Strategy, creative, production and media under one roof"
        lead={
          <p>
            Six practices, one team in Downtown Los Angeles. Hire us for one of them or all of them: the people who plan the work are the people who make it.
          </p>
        }
      />
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <li key={service.slug}>
            <article className="group relative flex h-full flex-col rounded-card border border-line bg-surface p-7 transition-colors hover:border-accent/40">
              <p className="font-display text-3xl text-accent" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h2 className="mt-4 font-display text-3xl">
                <PendingLink pendingView="service" href={`/services/${service.slug}`} className="after:absolute after:inset-0 after:rounded-card">
                  {service.title}
                </PendingLink>
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
              <ul className="mt-6 space-y-1.5 text-sm text-fg/80">
                {service.keyServices.slice(0, 3).map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="text-accent">
                      ·
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
              <span aria-hidden="true" className="mt-auto pt-6 text-sm text-accent transition-transform duration-300 group-hover:translate-x-1">
                Explore →
              </span>
            </article>
          </li>
        ))}
      </ul>
      <CtaCard
        title="Not sure where to start?"
        text="Most clients begin with one project and add practices once they have seen how we work. Tell us the problem; we will tell you which of us should be in the room."
        primary={{ href: "/contact", label: "Start a Conversation" }}
        secondary={{ href: "/case-studies", label: "See the Work" }}
      />
    </ContentPage>
  );
}
