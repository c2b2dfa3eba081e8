import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonStyles } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

// The building blocks of the server-rendered content pages (services, about, privacy, landing
// pages, articles): no client code, one h1 per page, the site's tokens.

export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="max-w-4xl">
      <p className="text-xs uppercase tracking-[0.35em] text-accent">{eyebrow}</p>
      <h1 className="mt-4 font-display text-headline">{title}</h1>
      {lead ? <div className="mt-6 max-w-3xl text-lg leading-relaxed text-muted md:text-xl">{lead}</div> : null}
      {children}
    </header>
  );
}

/**
 * A titled section; `id` makes it linkable and labels it for assistive technology. From a page's
 * third section on, it skips layout and paint until it nears the viewport (`.offscreen-section`
 * in app/globals.css says why not the first two).
 */
export function Section({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("offscreen-section border-t border-line pt-10", className)}>
      <h2 id={id} className="font-display text-3xl md:text-4xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Long-form text: paragraphs, lists, subheadings and links styled for reading. */
export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={cn("prose-copy", className)}>{children}</div>;
}

/** A list of short items as a two-column grid of cards. */
export function ItemGrid({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-card border border-line bg-surface px-5 py-4 text-fg/90">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action: a heading, a line and one or two crawlable links styled as buttons. */
export function CtaCard({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { href: string; label: string };
  secondary?: { href: string; label: string };
}) {
  return (
    <aside
      aria-label={title}
      className="rounded-card border border-accent/25 bg-[radial-gradient(ellipse_at_top_left,rgb(255_181_71/0.12),transparent_60%)] bg-surface p-8 md:p-12"
    >
      <h2 className="font-display text-3xl md:text-4xl">{title}</h2>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={primary.href} className={buttonStyles("primary")}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link href={secondary.href} className={buttonStyles("secondary")}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}

/** The standard page frame for content pages. */
export function ContentPage({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-7xl space-y-16 px-6 pb-24 pt-14 md:px-10 md:pt-20">{children}</main>;
}
