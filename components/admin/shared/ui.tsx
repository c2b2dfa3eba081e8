"use client";

import { format } from "date-fns";
import { createContext, Fragment, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { Button, buttonStyles } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { describeFailure, sessionLost } from "../admin-api";
import { cn } from "@/components/ui/cn";

// Shared pieces of the dashboard's tabs: headings, states, badges and the short and long dates.

export const shortDate = (iso: string) => format(new Date(iso), "MMM d, HH:mm");
export const longDate = (iso: string) => format(new Date(iso), "MMM d, yyyy HH:mm:ss");

export const FIELD =
  "w-full rounded-xl border border-line bg-ink/60 px-4 py-2.5 text-sm text-fg placeholder:text-subtle transition-colors focus:border-accent/60 focus:outline-none disabled:opacity-50";
export const LABEL = "mb-1.5 block text-xs font-medium uppercase tracking-[0.2em] text-subtle";
export const CARD = "rounded-card border border-line bg-surface/80";

/** The dashboard's session: a tab that meets a lost session sends the admin back to the login. */
export const AdminSessionContext = createContext<{ sessionLost: () => void }>({ sessionLost: () => {} });

/**
 * Moves between the dashboard's tabs: the Leads tab opens a lead's résumé in the Resumes tab, the
 * Knowledge tab a visitor's conversation in the Conversations tab, a conversation or a résumé its
 * lead in the Leads tab.
 */
export const AdminNavigationContext = createContext<{
  openResume: (id: string) => void;
  openConversation: (id: string) => void;
  openLead: (id: string) => void;
}>({
  openResume: () => {},
  openConversation: () => {},
  openLead: () => {},
});

/**
 * A stored file's actions: View and Download (the admin routes that serve it), Open in Resumes for
 * a résumé, then what the place showing it adds (`children`: its conversation, its lead).
 */
export function FileActions({
  file,
  className = "flex flex-wrap gap-2",
  children,
}: {
  file: { kind: string; id: string; name: string; viewUrl: string; downloadUrl: string };
  className?: string;
  children?: ReactNode;
}) {
  const navigation = useContext(AdminNavigationContext);
  return (
    <div className={className}>
      <a href={file.viewUrl} target="_blank" rel="noopener" aria-label={`View ${file.name}`} className={buttonStyles("secondary", "", "2xs")}>
        View
      </a>
      <a href={file.downloadUrl} download aria-label={`Download ${file.name}`} className={buttonStyles("secondary", "", "2xs")}>
        Download
      </a>
      {file.kind === "resume" ? (
        <Button variant="ghost" size="2xs" onClick={() => navigation.openResume(file.id)}>
          Open in Resumes →
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** A toast's "Sign in again" action, when a write failed because the session is gone (401). */
export function useSignInAgainAction() {
  const session = useContext(AdminSessionContext);
  return (error: unknown) => (sessionLost(error) ? { label: "Sign in again", onClick: session.sessionLost } : undefined);
}

/** `value`, once it has stopped changing for `delayMs` (a search box's query). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function SectionHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="font-display text-3xl md:text-4xl">{title}</h2>
        {description ? <p className="mt-2 max-w-2xl text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A tab's two views, a list and one record's details, and the record the list opened last (`initial`: one opened from elsewhere). */
export function useListDetail<T>(startOn: "list" | "detail" = "list", initial: T | null = null) {
  const [view, setView] = useState(startOn);
  const [selected, setSelected] = useState<T | null>(initial);
  const open = useCallback((record: T) => {
    setSelected(record);
    setView("detail");
  }, []);
  return { view, setView, selected, open, back: () => setView("list") };
}

/**
 * A tab's section of the dashboard: its heading, and the views it moves between (a list and one
 * record's details, and the like) as a second, smaller row of tabs.
 */
export function ViewsSection<K extends string>({
  title,
  description,
  intro,
  label,
  views,
  value,
  onChange,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Shown under the heading, above the views (the Knowledge tab's chart). */
  intro?: ReactNode;
  /** The views' tablist's accessible name ("Resume views"). */
  label: string;
  views: readonly { key: K; label: string }[];
  value: K;
  onChange: (view: K) => void;
  /** The selected view. */
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <SectionHeader title={title} description={description} />
      {intro}
      <Tabs label={label} size="sm" className="mt-6" tabs={views} value={value} onChange={onChange}>
        {children}
      </Tabs>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={cn(CARD, "px-6 py-12 text-center text-sm text-muted")}>{children}</p>;
}

/**
 * A failed read: its status and status text (or `message`, the tab's own words) with what the
 * server said under it, and Retry; 'No admin token available' and Sign in again when the session
 * is gone.
 */
export function ErrorState({ error, message, onRetry }: { error: Error; message?: string; onRetry?: () => void }) {
  const session = useContext(AdminSessionContext);
  const lost = sessionLost(error);
  const failure = describeFailure(error);
  return (
    <div role="alert" className={cn(CARD, "flex flex-wrap items-center justify-between gap-4 border-danger/40 px-6 py-5")}>
      <div className="text-sm">
        <p className="text-danger">{lost ? failure.message : (message ?? failure.message)}</p>
        {failure.detail ? <p className="mt-1 text-muted">{failure.detail}</p> : null}
      </div>
      {lost ? (
        <Button variant="secondary" onClick={session.sessionLost}>
          Sign in again
        </Button>
      ) : onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Visitors' values side by side ("Dana · dana@brooks.co"), each isolated: a right-to-left
 * override in one never reorders the others. Empty values are left out.
 */
export function Joined({ values, separator = " · " }: { values: (string | null | undefined)[]; separator?: string }) {
  const shown = values.filter((value): value is string => Boolean(value));
  return (
    <>
      {shown.map((value, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <bdi>{value}</bdi>
        </Fragment>
      ))}
    </>
  );
}

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: "neutral" | "accent" | "success" | "danger" | "info" }) {
  const tones = {
    neutral: "border-line bg-white/5 text-muted",
    accent: "border-accent/30 bg-accent/10 text-accent",
    success: "border-success/30 bg-success/10 text-success",
    danger: "border-danger/30 bg-danger/10 text-danger",
    info: "border-sky-300/30 bg-sky-300/10 text-sky-200",
  };
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium", tones[tone])}>
      {children}
    </span>
  );
}

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The end of a list read a page at a time: the next page loading, its failure, or "Load more". */
export function MorePages({ list, failed, label, rowClassName }: { list: Pages; failed: ReactNode; label: string; rowClassName: string }) {
  if (list.isFetchingNextPage) return <SkeletonRows count={2} className={rowClassName} />;
  if (failed) return failed;
  if (!list.hasNextPage) return null;
  return (
    <div className="pt-2 text-center">
      <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}

/** The options of a select: each value with its label, after an optional "all" entry (the value ""). */
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>): { value: V; label: string }[];
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>, all: string): { value: V | ""; label: string }[];
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>, all?: string): { value: V | ""; label: string }[] {
  return [...(all ? [{ value: "" as const, label: all }] : []), ...values.map((value) => ({ value, label: labels[value] }))];
}

/** A labelled select of closed values. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  className,
}: {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} className={FIELD}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Loading rows (aria-busy on the list they stand in for). */
export function SkeletonRows({ count, className = "h-16" }: { count: number; className?: string }) {
  return (
    <ul aria-busy="true" aria-label="Loading" className="space-y-2">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          data-testid="skeleton-row"
          className={cn(className, "animate-pulse rounded-xl border border-line bg-white/[0.04] motion-reduce:animate-none")}
        />
      ))}
    </ul>
  );
}

/** The handle of a row that drags to reorder. */
export function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}
