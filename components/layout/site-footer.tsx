import { formattedAddress, siteConfig } from "@/lib/content/site";
import type { Service } from "@/lib/content/types";
import { cn } from "@/components/ui/cn";

// Crawlable links to every main page, on every page (the home screen's included). Plain anchors:
// next/link would add its router code to every page's first load for links at the very bottom.
// The services come from the database through the root layout.
const columns = (services: Pick<Service, "slug" | "title">[]) => [
  {
    title: "Studio",
    links: [
      { href: "/about", label: "About" },
      { href: "/case-studies", label: "Work" },
      { href: "/services", label: "Services" },
      { href: "/contact", label: "Contact" },
    ],
  },
  { title: "Services", links: services.map((service) => ({ href: `/services/${service.slug}`, label: service.title })) },
  {
    title: "More",
    links: [
      { href: "/los-angeles-advertising-agency", label: "Los Angeles advertising agency" },
      { href: "/password-manager-content-marketing", label: "Content marketing for password managers" },
      { href: "/privacy-policy", label: "Privacy policy" },
    ],
  },
];

const LINK = "inline-flex min-h-8 items-center underline-offset-4 transition-colors hover:text-fg hover:underline";

export function SiteFooter({ services }: { services: Pick<Service, "slug" | "title">[] }) {
  return (
    <footer className="border-t border-line bg-ink">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-14 md:px-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
        <div className="max-w-md space-y-3">
          <p className="font-display text-3xl">{siteConfig.name}</p>
          <p className="text-sm leading-relaxed text-muted">{siteConfig.tagline}</p>
          <address className="text-sm not-italic leading-relaxed text-muted">
            {formattedAddress}
            <br />
            <a className={LINK} href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
            {" · "}
            <a className={cn(LINK, "whitespace-nowrap")} href={siteConfig.phoneHref}>
              {siteConfig.phone}
            </a>
          </address>
          <ul className="flex flex-wrap gap-x-5 text-sm text-muted">
            {siteConfig.social.map((link) => (
              <li key={link.href}>
                <a className={LINK} href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3">
          {columns(services).map((column) => (
            <div key={column.title}>
              <h2 className="text-xs uppercase tracking-[0.3em] text-muted">{column.title}</h2>
              <ul className="mt-4 space-y-1.5 text-sm text-fg/80">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a className={LINK} href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-muted md:px-10">
          © {siteConfig.copyrightYear} {siteConfig.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
