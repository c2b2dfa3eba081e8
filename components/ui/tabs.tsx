"use client";

import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { cn } from "./cn";

// Accessible tabs (WAI-ARIA tabs pattern): a tablist of buttons with roving focus, Left/Right
// (and Home/End) move between tabs and select them, each tab controls one tabpanel.

type TabItem<K extends string> = { key: K; label: ReactNode };

type TabsProps<K extends string> = {
  label: string;
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Renders the selected tab's panel. */
  children: ReactNode;
  size?: "lg" | "sm";
  className?: string;
};

export function Tabs<K extends string>({ label, tabs, value, onChange, children, size = "lg", className = "" }: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  // In the server's HTML the tabs cannot switch yet: a press before hydration would be lost.
  const hydrated = useHydrated();
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next].key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  const tabClass =
    size === "lg" ? "min-h-11 rounded-full px-4 text-sm font-medium sm:px-5" : "min-h-9 rounded-full px-4 text-xs font-medium uppercase tracking-[0.2em]";

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={move} className="-mx-1 flex flex-wrap gap-1 px-1 pb-1">
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={!hydrated && !selected}
              onClick={() => onChange(tab.key)}
              className={cn(
                tabClass,
                "shrink-0 whitespace-nowrap transition-colors duration-300 ease-cinematic focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                selected ? "bg-fg text-ink" : "text-muted hover:bg-white/5 hover:text-fg",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className="mt-6 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
