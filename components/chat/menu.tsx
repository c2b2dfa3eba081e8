"use client";

import { useEffect, useRef, useState } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/components/ui/cn";

const MENU_OPEN_DELAY_MS = 1000;

/** An entry either acts in place (opens a panel) or goes somewhere (a page, a mailto: link). */
export type MenuEntry = { label: string; onSelect: () => void } | { label: string; href: string };

const ENTRY = "flex min-h-11 w-full items-center rounded-xl px-3.5 text-left text-sm text-fg/90 transition-colors hover:bg-white/8 hover:text-fg";

/** The fixed top-left menu: appears after a second, opens and closes on click, closes on choice, Escape or a press outside. */
export function Menu({ entries }: { entries: MenuEntry[] }) {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), MENU_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Open, it closes on Escape and on a press anywhere outside it: pointerdown, so a touch or a pen
  // closes it too, whatever the page under the press does with the mouse events that follow.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={cn(
        "fixed left-4 top-4 z-40 transition-[opacity,visibility] duration-700 md:left-8 md:top-6",
        visible ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <Tooltip label="Menu" side="right">
        <button
          ref={toggle}
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-11 items-center gap-2.5 rounded-full border border-white/12 bg-ink/55 px-4 text-sm text-fg backdrop-blur-md transition-colors hover:bg-ink/75"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 8h16M4 16h16" strokeLinecap="round" />}
          </svg>
          <span aria-hidden="true" className="hidden sm:inline">
            Menu
          </span>
        </button>
      </Tooltip>
      {open ? (
        <ul
          id="site-menu"
          className="mt-2 w-48 overflow-hidden rounded-2xl border border-white/12 bg-ink/85 p-1.5 backdrop-blur-xl motion-safe:animate-fade-in"
        >
          {entries.map((entry) => (
            <li key={entry.label}>
              {"href" in entry ? (
                // A plain link: next/link would add its router code to the home page's first load.
                <a href={entry.href} onClick={() => setOpen(false)} className={ENTRY}>
                  {entry.label}
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    // Focus goes back to the menu button, where a panel opened from here returns it.
                    setOpen(false);
                    toggle.current?.focus({ preventScroll: true });
                    entry.onSelect();
                  }}
                  className={ENTRY}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
