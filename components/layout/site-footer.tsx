import { formattedAddress, siteConfig } from "@/lib/content/site";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-6 py-14 md:flex-row md:items-end md:justify-between md:px-10">
        <div className="max-w-md space-y-3">
          <p className="font-display text-3xl">{siteConfig.name}</p>
          <p className="text-sm leading-relaxed text-muted">{siteConfig.tagline}</p>
          <address className="text-sm not-italic leading-relaxed text-muted">
            {formattedAddress}
            <br />
            <a className="underline-offset-4 hover:text-fg hover:underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
            {" · "}
            <a className="underline-offset-4 hover:text-fg hover:underline" href={siteConfig.phoneHref}>
              {siteConfig.phone}
            </a>
          </address>
        </div>
        <div className="space-y-4 md:text-right">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted md:justify-end">
            {siteConfig.social.map((link) => (
              <li key={link.href}>
                <a
                  className="underline-offset-4 hover:text-fg hover:underline"
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-xs text-subtle">
            © {siteConfig.copyrightYear} {siteConfig.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
