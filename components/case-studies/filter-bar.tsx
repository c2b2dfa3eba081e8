"use client";

import type { PortfolioFilter } from "@/lib/content/types";
import { ALL_FILTER } from "@/lib/case-studies/filter-match";
import { cn } from "@/components/ui/cn";

type FilterBarProps = {
  filters: Pick<PortfolioFilter, "slug" | "label">[];
  active: string;
  onChange: (slug: string) => void;
  label?: string;
};

/** 'All Work' then the saved filters, as toggle buttons. */
export function FilterBar({ filters, active, onChange, label = "Filter case studies" }: FilterBarProps) {
  return (
    // One scrollable row on phones, wrapped rows from md up.
    <div
      role="group"
      aria-label={label}
      className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] [scrollbar-width:none] sm:-mx-0 sm:px-0 md:flex-wrap md:overflow-visible md:[mask-image:none]"
    >
      {[ALL_FILTER, ...filters].map((filter) => {
        const pressed = filter.slug === active;
        return (
          <button
            key={filter.slug}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.slug)}
            className={cn(
              "min-h-11 shrink-0 whitespace-nowrap rounded-full border px-4 text-sm transition-colors duration-300",
              pressed ? "border-accent bg-accent text-ink" : "border-line text-muted hover:border-fg/30 hover:text-fg",
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
