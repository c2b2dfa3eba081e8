"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Image from "next/image";
import { useEffect, useRef, useState, type Ref } from "react";
import { CaseStudyCardContent } from "@/components/case-studies/case-study-card";
import { CaseStudyDetail } from "@/components/case-studies/case-study-detail";
import { FilterBar } from "@/components/case-studies/filter-bar";
import { Button } from "@/components/ui/button";
import { matchesFilter } from "@/lib/case-studies/views";
import type { CaseStudy } from "@/lib/content/types";
import { lookupCaseStudy, usePortfolioData } from "./portfolio-data";
import { PendingLink } from "@/components/content/pending-link";
import { CloseButton } from "@/components/ui/close-button";
import { useReturnFocus, type FocusFallback } from "@/components/ui/return-focus";

export type PortfolioModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Get in Touch' in the footer: the host closes the modal and opens its contact form. */
  onGetInTouch: () => void;
  /** Open straight onto one case study's detail view. */
  initialSlug?: string | null;
  /** Where focus goes on close when nothing focusable opened the portfolio (a reply did). */
  returnFocusTo?: FocusFallback;
};

const DETAIL_TITLE_ID = "portfolio-detail-title";

type DetailProps = { ref: Ref<HTMLElement>; study: CaseStudy; onBack: () => void; onZoom: (src: string) => void };

/** One case study. It takes focus itself when it opens (tabIndex -1), so Tab goes on from its top. */
function Detail({ ref, study, onBack, onZoom }: DetailProps) {
  return (
    <article ref={ref} tabIndex={-1} aria-labelledby={DETAIL_TITLE_ID} className="outline-none">
      <CaseStudyDetail
        study={study}
        variant="modal"
        titleLevel={3}
        titleId={DETAIL_TITLE_ID}
        nav={
          <button type="button" onClick={onBack} className="inline-flex min-h-11 items-center gap-2 text-sm text-muted transition-colors hover:text-fg">
            <span aria-hidden="true">←</span> Back to Portfolio
          </button>
        }
        summaryEnd={
          <PendingLink
            pendingView="case-study"
            href={`/case-studies/${study.id}`}
            className="inline-flex min-h-11 items-center text-sm text-accent underline-offset-4 hover:underline"
          >
            Open the Full Case Study →
          </PendingLink>
        }
        onZoom={onZoom}
      />
    </article>
  );
}

/** The enlarged image: a nested dialog, so Escape and focus close it before the portfolio. */
function Lightbox({ src, onClose }: { src: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/95 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-0 z-[60] flex items-center justify-center p-4 outline-none"
          aria-describedby={undefined}
          // Escape closes only this layer: the portfolio's own listener must not see the same key.
          onEscapeKeyDown={(event) => event.stopImmediatePropagation()}
        >
          <Dialog.Title className="sr-only">Enlarged image</Dialog.Title>
          {src ? (
            <button type="button" className="cursor-zoom-out" onClick={onClose} aria-label="Close enlarged image">
              {/* Sized by the image itself (w-auto h-auto), so there is no letterbox around it. */}
              <Image src={src} alt="" width={1600} height={1067} sizes="100vw" className="h-auto max-h-[88dvh] w-auto max-w-full rounded-lg" />
            </button>
          ) : null}
          <Dialog.Close asChild>
            <CloseButton label="Close" tone="overlay" className="absolute right-4 top-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type PanelProps = {
  open: boolean;
  initialSlug: string | null;
  onGetInTouch: () => void;
  returnFocus: ReturnType<typeof useReturnFocus>;
};

/**
 * The dialog's content. Radix unmounts it on close, which resets the filter, the selection and
 * the enlarged image. Escape steps back one layer at a time: the enlarged image, then the case
 * study (back to the list), then the portfolio itself.
 */
function PortfolioContent({ open, initialSlug, onGetInTouch, returnFocus }: PanelProps) {
  const { data, error, retry } = usePortfolioData(open);
  const [filter, setFilter] = useState("all");
  const [selected, setSelected] = useState<CaseStudy | null>(null);
  const [zoomed, setZoomed] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const detail = useRef<HTMLElement>(null);
  // The case study just left, whose card in the list takes focus back.
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (!initialSlug) return;
    let live = true;
    lookupCaseStudy(initialSlug).then(
      (study) => live && study && setSelected(study),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initialSlug]);

  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [selected]);

  // Focus follows the view: the case study when one opens (the card that had focus has left the
  // page), and that case study's card when the list comes back.
  useEffect(() => {
    if (selected) detail.current?.focus({ preventScroll: true });
  }, [selected]);

  useEffect(() => {
    if (selected || !data) return;
    const id = returnTo.current;
    returnTo.current = null;
    const card = id ? scroller.current?.querySelector<HTMLElement>(`[data-study-id="${CSS.escape(id)}"]`) : null;
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ block: "nearest" });
  }, [selected, data]);

  const back = () => {
    returnTo.current = selected?.id ?? null;
    setSelected(null);
  };

  const visible = data ? data.studies.filter((study) => matchesFilter(study, filter)) : [];

  return (
    <Dialog.Content
      className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-[1.5rem] border border-line bg-surface shadow-2xl outline-none data-[state=open]:animate-rise-in sm:inset-6 lg:inset-x-[max(1.5rem,calc(50vw-36rem))] lg:inset-y-8"
      onEscapeKeyDown={(event) => {
        // The lightbox is a layer of its own and takes its Escape first; this is only a safeguard.
        if (zoomed) {
          event.preventDefault();
          setZoomed(null);
        } else if (selected) {
          event.preventDefault();
          back();
        }
      }}
      {...returnFocus}
    >
      <div className="flex items-start justify-between gap-6 border-b border-line px-5 py-5 sm:px-8">
        <div>
          <Dialog.Title className="font-display text-3xl sm:text-4xl">Our Work</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">Explore our recent campaigns and case studies</Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <CloseButton label="Close portfolio" tone="outlined" />
        </Dialog.Close>
      </div>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-8" data-testid="portfolio-scroller">
        {selected ? (
          <Detail ref={detail} study={selected} onBack={back} onZoom={setZoomed} />
        ) : error ? (
          <div className="py-20 text-center" role="alert">
            <p className="text-muted">We couldn&apos;t load the portfolio. {error}</p>
            <Button variant="secondary" className="mt-6" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <p className="py-20 text-center text-muted" role="status">
            Loading portfolio...
          </p>
        ) : (
          <>
            <FilterBar filters={data.filters} active={filter} onChange={setFilter} label="Filter the portfolio" />
            {visible.length === 0 ? (
              <p className="py-20 text-center text-muted">No case studies found in this category</p>
            ) : (
              <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((study) => (
                  <li key={study.id}>
                    <button type="button" data-study-id={study.id} onClick={() => setSelected(study)} className="group block w-full rounded-card text-left">
                      <CaseStudyCardContent study={study} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <div className="flex flex-col items-start justify-between gap-3 border-t border-line px-5 py-4 sm:flex-row sm:items-center sm:px-8">
        <p className="font-display text-xl">Ready to start your project?</p>
        <Button onClick={onGetInTouch}>Get in Touch</Button>
      </div>

      <Lightbox src={zoomed} onClose={() => setZoomed(null)} />
    </Dialog.Content>
  );
}

/**
 * The portfolio: the case studies as a filterable list, and one case study's detail. Closing it
 * gives focus back to what opened it (the menu button), or to `returnFocusTo` when a reply did.
 */
export function PortfolioModal({ open, onOpenChange, onGetInTouch, initialSlug = null, returnFocusTo }: PortfolioModalProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <PortfolioContent open={open} initialSlug={initialSlug} onGetInTouch={onGetInTouch} returnFocus={returnFocus} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
