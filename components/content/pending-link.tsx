"use client";

import { useLinkStatus } from "next/link";
import { Link } from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/components/ui/cn";

export type PendingView = "service" | "case-study";

/**
 * A link to a service or a case study that covers the page with that page's loading state
 * ('Loading service details...') while the navigation is pending.
 *
 * This stands in for a `loading.tsx`: a route-level Suspense boundary makes React outline a page
 * this large (over its 12.8 kB progressive chunk) into a hidden `<div>` that a script swaps in
 * after first paint, so the server HTML would show the loading state, crawlers without scripts
 * would read it, and the swap shifts the layout. Pages stay whole in the HTML this way.
 */
export function PendingLink({ pendingView, children, ...props }: ComponentProps<typeof Link> & { pendingView: PendingView }) {
  return (
    <Link {...props}>
      {children}
      <PendingOverlay view={pendingView} />
    </Link>
  );
}

function PendingOverlay({ view }: { view: PendingView }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  // Outside the link, so the status never becomes part of its accessible name.
  return createPortal(
    <div className="fixed inset-x-0 bottom-0 top-16 z-20 overflow-hidden bg-ink" data-testid="pending-page">
      {view === "service" ? <ServiceLoading /> : <CaseStudyLoading />}
    </div>,
    document.body,
  );
}

function Skeleton({ className }: { className: string }) {
  return <div className={cn("rounded-2xl bg-white/5", className)} />;
}

/** A page's loading state: its status line, and pulsing placeholders where its content will be. */
function Loading({ className, status, statusClassName, children }: { className: string; status: string; statusClassName: string; children: ReactNode }) {
  return (
    <div className={cn("mx-auto max-w-7xl px-6 pb-24 md:px-10", className)} aria-busy="true">
      <p className={statusClassName} role="status">
        {status}
      </p>
      <div className="animate-pulse motion-reduce:animate-none" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

function ServiceLoading() {
  return (
    <Loading className="pt-14 md:pt-20" status="Loading service details..." statusClassName="text-lg text-muted">
      <div className="mt-8 max-w-3xl space-y-4">
        <Skeleton className="h-14 w-2/3" />
        <Skeleton className="h-6 w-full rounded-full" />
        <Skeleton className="h-6 w-5/6 rounded-full" />
      </div>
    </Loading>
  );
}

function CaseStudyLoading() {
  return (
    <Loading className="pt-8" status="Loading case study..." statusClassName="sr-only">
      <Skeleton className="h-11 w-48 rounded-full" />
      <Skeleton className="mt-10 h-6 w-40 rounded-full" />
      <Skeleton className="mt-6 h-16 max-w-2xl" />
      <Skeleton className="mt-10 aspect-video rounded-card" />
    </Loading>
  );
}
