import type { ReactNode } from "react";
import { buttonStyles, type ButtonVariant } from "@/components/ui/button-base";

/**
 * The full-height notice behind the 404 page and the error boundaries: a faint oversized mark, the
 * heading, one line of explanation and the ways out. No hooks, so server and client pages share it.
 */
export function StatusScreen({
  mark,
  title,
  message,
  children,
  footnote,
}: {
  mark: string;
  title: string;
  message: string;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <main className="relative flex min-h-[80dvh] items-center justify-center overflow-hidden px-6 py-24">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_35%,rgb(255_181_71/0.14),transparent_60%)]" />
      <div className="relative max-w-xl text-center">
        <p className="font-display text-[clamp(5rem,20vw,12rem)] leading-none text-white/10" aria-hidden="true">
          {mark}
        </p>
        <h1 className="-mt-2 font-display text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{message}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{children}</div>
        {footnote ? <p className="mt-8 text-xs text-muted">{footnote}</p> : null}
      </div>
    </main>
  );
}

/**
 * "Return to Homepage" on the status screens: a full page load, not next/link. It starts the app
 * afresh after a failure, and keeps the router's link code out of the error boundary's and the
 * root 404 page's trees, which every page loads.
 */
export function HomePageLink({ variant }: { variant: ButtonVariant }) {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full load, see above
    <a href="/" className={buttonStyles(variant)}>
      Return to Homepage
    </a>
  );
}
