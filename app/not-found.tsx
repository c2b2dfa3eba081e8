import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "404 - Page Not Found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <main className="relative flex min-h-[80dvh] items-center justify-center overflow-hidden px-6 py-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_35%,rgb(255_181_71/0.14),transparent_60%)]"
      />
      <div className="relative max-w-xl text-center">
        <p className="font-display text-[clamp(6rem,22vw,12rem)] leading-none text-white/10" aria-hidden="true">
          404
        </p>
        <h1 className="-mt-2 font-display text-4xl sm:text-5xl">404 - Page Not Found</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">
          {"The page you're looking for doesn't exist or has been moved."}
        </p>
        <ButtonLink href="/" className="mt-10">
          Return to Homepage
        </ButtonLink>
      </div>
    </main>
  );
}
