"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { motion } from "framer-motion";
import type { JSX } from "react";
import type { SpringTransition } from "@/lib/cards/physics";
import { cardCategoryTitle } from "@/lib/cards/labels";
import type { Card } from "@/lib/content/types";
import { CloseButton } from "@/components/ui/close-button";
import { useReturnFocus } from "@/components/ui/return-focus";
import { cn } from "@/components/ui/cn";

/** Styles for the sanitized rich content (h3, p, ul, strong) the cards carry. */
const RICH =
  "text-[15px] text-fg/85 [&>:first-child]:mt-0 [&_h3]:mt-7 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:leading-tight [&_h3]:text-fg [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:leading-relaxed [&_li]:marker:text-accent [&_strong]:font-semibold [&_strong]:text-accent-strong [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2";

export type ExpandedCardProps = {
  /** The card to show; null closes the overlay. */
  card: Card | null;
  /** The card's own (randomized) spring, so the overlay moves like the card it came from. */
  spring: SpringTransition;
  reduced: boolean;
  onClose: () => void;
};

/**
 * A card's expanded view: a modal dialog (Radix: focus moves in and is trapped, Escape closes,
 * focus returns to the expand button) with a three-image banner, the title, the description and
 * the card's rich content. expandedContent is sanitized on the server before it reaches here.
 */
export function ExpandedCard({ card, spring, reduced, onClose }: ExpandedCardProps): JSX.Element {
  const images = card ? card.images.filter(Boolean).slice(0, 3) : [];
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:data-[state=open]:animate-fade-in" />
        {card ? (
          <Dialog.Content
            data-testid="expanded-card"
            data-card-id={card.id}
            {...returnFocus}
            className="fixed inset-x-3 inset-y-3 z-50 mx-auto flex max-w-3xl flex-col outline-none sm:inset-x-6 sm:inset-y-8"
          >
            <motion.div
              initial={reduced ? false : { opacity: 0, y: 32, scale: 0.97 }}
              animate={{ opacity: 1, y: 0, scale: 1 }}
              transition={reduced ? { duration: 0 } : spring}
              className="relative flex min-h-0 flex-1 flex-col overflow-hidden rounded-[1.5rem] border border-white/12 bg-ink/85 shadow-2xl backdrop-blur-xl"
            >
              <Dialog.Close asChild>
                <CloseButton label="Close" tone="overlay" className="absolute right-3 top-3 z-10" />
              </Dialog.Close>
              {/* It scrolls on a phone and holds no control: focusable, so a keyboard can scroll it. */}
              <div
                tabIndex={0}
                role="region"
                aria-label={card.title}
                className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:-outline-offset-2"
              >
                {images.length ? (
                  <div className="flex gap-1.5 bg-raised" data-testid="expanded-card-banner">
                    {images.map((src, index) => (
                      // eslint-disable-next-line @next/next/no-img-element -- banner images come from card data (any path or host); next/image would need every host configured.
                      <img
                        key={`${index}-${src}`}
                        src={src}
                        alt={`${card.title}, image ${index + 1} of ${images.length}`}
                        loading="lazy"
                        decoding="async"
                        onError={(event) => {
                          event.currentTarget.hidden = true;
                        }}
                        className="h-40 min-w-0 flex-1 object-cover sm:h-60"
                      />
                    ))}
                  </div>
                ) : null}
                <div className="px-6 pb-8 pt-6 sm:px-10 sm:pt-8">
                  <p className="text-[11px] uppercase tracking-[0.28em] text-accent">{cardCategoryTitle(card.category)}</p>
                  <Dialog.Title className="mt-3 pr-10 font-display text-4xl leading-[1.02] text-fg sm:text-5xl">{card.title}</Dialog.Title>
                  <Dialog.Description className="mt-4 text-base leading-relaxed text-muted">{card.description}</Dialog.Description>
                  <div
                    className={cn("mt-8 border-t border-line pt-6", RICH)}
                    data-testid="expanded-card-content"
                    dangerouslySetInnerHTML={{ __html: card.expandedContent }}
                  />
                </div>
              </div>
            </motion.div>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
