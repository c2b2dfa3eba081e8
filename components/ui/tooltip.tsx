"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";

// A small tooltip for icon-only controls: opens after 700 ms of hover, and at once when another
// tooltip closed less than 300 ms ago. Keyboard focus opens it at once.

const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;
/** When a tooltip last closed, shared by all tooltips for the skip delay. */
const closed = { at: 0 };

type TooltipProps = {
  label: string;
  side?: "top" | "bottom" | "left" | "right";
  children: ReactNode;
};

const SIDES = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
};

/**
 * Wraps one icon-only control, which carries its own aria-label; the tooltip repeats that
 * name for sighted pointer users, so it is hidden from the accessibility tree.
 */
export function Tooltip({ label, side = "top", children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === "touch") return;
        window.clearTimeout(timer.current);
        if (Date.now() - closed.at < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
        else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
      }}
      onPointerLeave={() => {
        window.clearTimeout(timer.current);
        if (open) closed.at = Date.now();
        setOpen(false);
      }}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) setOpen(true);
      }}
      onBlur={() => {
        window.clearTimeout(timer.current);
        setOpen(false);
      }}
      onClick={() => {
        window.clearTimeout(timer.current);
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      {children}
      {open ? (
        <span
          role="tooltip"
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute z-50 whitespace-nowrap rounded-md border border-line bg-raised px-2.5 py-1 text-xs text-fg shadow-lg motion-safe:animate-fade-in",
            SIDES[side],
          )}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
