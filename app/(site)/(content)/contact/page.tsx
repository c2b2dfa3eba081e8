import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Toaster } from "@/components/ui/toaster";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { absoluteUrl, templateMetadata } from "@/lib/seo/metadata";
import { pageSeo } from "@/lib/seo/templates";

export const metadata: Metadata = templateMetadata(pageSeo.contact);

export default function ContactPage() {
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-16 md:px-10">
      <JsonLdScript
        data={[
          {
            "@context": "https://schema.org",
            "@type": "ContactPage",
            name: `Contact ${siteConfig.name}`,
            url: absoluteUrl("/contact"),
            mainEntity: {
              "@id": `${siteConfig.url}/#organization`,
              "@type": "ProfessionalService",
              name: siteConfig.name,
              email: siteConfig.email,
              telephone: siteConfig.phone,
            },
          },
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Contact", path: "/contact" },
          ]),
        ]}
      />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <section className="max-w-xl">
          <p className="text-xs uppercase tracking-[0.35em] text-accent">Start a project</p>
          <h1 className="mt-4 font-display text-headline">Get in Touch</h1>
          <p className="mt-6 text-lg leading-relaxed text-muted">
            Tell us what you&apos;re launching, who it&apos;s for and when it needs to be in market. Attach a brief or a deck if you have one. A strategist and
            a creative lead read every message.
          </p>
          <dl className="mt-10 space-y-6 text-sm">
            <div>
              <dt className="text-xs uppercase tracking-[0.3em] text-subtle">Email</dt>
              <dd className="mt-1 text-base">
                <a className="underline-offset-4 hover:underline" href={`mailto:${siteConfig.email}`}>
                  {siteConfig.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.3em] text-subtle">Phone</dt>
              <dd className="mt-1 text-base">
                <a className="underline-offset-4 hover:underline" href={siteConfig.phoneHref}>
                  {siteConfig.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.3em] text-subtle">Studio</dt>
              <dd className="mt-1 text-base not-italic">{formattedAddress}</dd>
            </div>
          </dl>
        </section>
        <ContactForm />
      </div>
      <Toaster />
    </main>
  );
}
