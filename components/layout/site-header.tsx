import { Link } from "@/components/ui/link";
import { siteConfig } from "@/lib/content/site";

const NAV = [
  { href: "/case-studies", label: "Work" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About", wide: true },
  { href: "/contact", label: "Contact" },
];

/**
 * The header of the content pages and the 404 page. `fullLoads` makes its links plain anchors: the
 * root 404 page's tree travels in every page's payload, so a client link in it would add a script
 * to every page's first load, the home page's included.
 */
export function SiteHeader({ fullLoads = false }: { fullLoads?: boolean }) {
  const Anchor = fullLoads ? "a" : Link;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-6 md:px-10">
        <Anchor href="/" className="font-display text-2xl tracking-tight" aria-label={`${siteConfig.name}, home`}>
          {siteConfig.name}
        </Anchor>
        <nav aria-label="Main">
          <ul className="flex items-center text-sm sm:gap-1">
            {NAV.map((item) => (
              <li key={item.href} className={item.wide ? "hidden sm:block" : undefined}>
                <Anchor className="inline-flex min-h-11 items-center rounded-full px-2.5 text-muted transition-colors hover:text-fg sm:px-4" href={item.href}>
                  {item.label}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
