"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useState } from "react";
import { Button, buttonStyles } from "@/components/ui/button";
import {
  CONVERSATIONS_EXPORT_URL,
  LEADS_URL,
  leadsExportUrl,
  leadsUrl,
  PATH_FILTER_LABELS,
  qualificationHighlights,
  SOURCE_LABELS,
  STATUS_LABELS,
  type LeadFilterValues,
} from "@/lib/admin/leads";
import {
  LEAD_PATHS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  leadListResponseSchema,
  type LeadPath,
  type LeadSource,
  type LeadStatus,
  type LeadSummary,
} from "@/lib/contracts/leads";
import { apiJson } from "@/lib/api-client/client";
import { LeadDetailView, PathBadge, SourceBadges, StatusBadge } from "./lead-detail";
import { DeliveryAlert, NotificationsPanel } from "./lead-notifications";
import { PrivacyRequests } from "./privacy-requests";
import {
  CARD,
  EmptyState,
  ErrorState,
  FIELD,
  Joined,
  LABEL,
  MorePages,
  optionsOf,
  ViewsSection,
  SelectField,
  shortDate,
  SkeletonRows,
  useDebouncedValue,
} from "../shared/ui";
import { cn } from "@/components/ui/cn";

// Leads: one row per person who left contact details (the chat, the contact page, a résumé, the
// careers path), latest contact first, a page at a time, tagged client or applicant, filtered by
// path, status and source and searched by name, email or company; one lead's messages, files,
// qualification and follow-up; the notification outbox, with a banner in plain words when
// notifications are not getting through; and a person's data on request (find, export, erase).

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type View = "list" | "detail" | "notifications" | "privacy";
type Filters = { path: LeadPath | ""; status: LeadStatus | ""; source: LeadSource | ""; search: string };

const openButtonId = (id: string) => `lead-open-${id}`;

/** `openId`: a lead another tab opened (a conversation's or a résumé's), shown in Lead Details. */
export function LeadsTab({ openId = null }: { openId?: string | null }) {
  const [view, setView] = useState<View>(openId ? "detail" : "list");
  const [selected, setSelected] = useState<string | null>(openId);
  // Kept here, so the list comes back as the admin left it.
  const [filters, setFilters] = useState<Filters>({ path: "", status: "", source: "", search: "" });
  // Where the focus goes after Open (the lead's name) and Back (its Open button); none when the
  // admin moves between the views with the tabs, whose focus stays on the tab.
  const [focus, setFocus] = useState<"detail" | "row" | null>(null);
  const show = (next: View, focusTo: typeof focus = null) => {
    setView(next);
    setFocus(focusTo);
  };
  const open = useCallback((id: string) => {
    setSelected(id);
    setView("detail");
    setFocus("detail");
  }, []);

  return (
    <ViewsSection
      title="Leads"
      description="Everyone who left contact details, in the chat, on the contact page, with a résumé or through careers, with what they asked for."
      intro={
        <div className="mt-6 empty:hidden">
          <DeliveryAlert />
        </div>
      }
      label="Lead views"
      views={[
        { key: "list", label: "Lead List" },
        { key: "detail", label: "Lead Details" },
        { key: "notifications", label: "Notifications" },
        { key: "privacy", label: "Privacy Requests" },
      ]}
      value={view}
      onChange={(next) => show(next)}
    >
      {view === "list" ? (
        <LeadList filters={filters} onFilters={setFilters} onOpen={open} returnTo={focus === "row" ? selected : null} />
      ) : view === "detail" ? (
        <LeadDetailView id={selected} focusName={focus === "detail"} onBack={() => show("list", "row")} />
      ) : view === "notifications" ? (
        <NotificationsPanel onOpenLead={open} />
      ) : (
        <PrivacyRequests />
      )}
    </ViewsSection>
  );
}

function LeadList({
  filters,
  onFilters,
  onOpen,
  returnTo,
}: {
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onOpen: (id: string) => void;
  /** The lead the admin comes back from: its Open button gets the focus. */
  returnTo: string | null;
}) {
  const id = useId();
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const values: LeadFilterValues = {
    path: filters.path || undefined,
    status: filters.status || undefined,
    source: filters.source || undefined,
    q: q || undefined,
  };
  const list = useInfiniteQuery({
    queryKey: [LEADS_URL, values],
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", leadsUrl({ limit: PAGE_SIZE, cursor: pageParam, ...values }), leadListResponseSchema, undefined, { signal, cache: "no-store" }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const leads = list.data?.pages.flatMap((page) => page.leads);
  const failed = list.error && !list.isFetching ? <ErrorState error={list.error} onRetry={() => void (leads ? list.fetchNextPage() : list.refetch())} /> : null;
  const filtered = Boolean(values.path || values.status || values.source || values.q);
  const hasLeads = Boolean(leads);

  useEffect(() => {
    if (returnTo && hasLeads) document.getElementById(openButtonId(returnTo))?.focus();
  }, [returnTo, hasLeads]);

  return (
    <div>
      <div role="search" aria-label="Filter leads" className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem] md:items-end">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor={`${id}-search`} className={LABEL}>
            Search
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(event) => onFilters({ ...filters, search: event.target.value })}
            placeholder="Name, email or company"
            maxLength={100}
            className={FIELD}
          />
        </div>
        <SelectField
          id={`${id}-path`}
          label="Path"
          value={filters.path}
          onChange={(path) => onFilters({ ...filters, path })}
          options={optionsOf(LEAD_PATHS, PATH_FILTER_LABELS, "All paths")}
          className="col-span-2 md:col-span-1"
        />
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status })}
          options={optionsOf(LEAD_STATUSES, STATUS_LABELS, "All statuses")}
        />
        <SelectField
          id={`${id}-source`}
          label="Source"
          value={filters.source}
          onChange={(source) => onFilters({ ...filters, source })}
          options={optionsOf(LEAD_SOURCES, SOURCE_LABELS, "All sources")}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="w-full text-xs uppercase tracking-[0.2em] text-subtle sm:mr-1 sm:w-auto">Export</span>
        <a href={leadsExportUrl(values)} download className={buttonStyles("secondary", "", "2xs")}>
          {filtered ? "These leads (CSV)" : "All leads (CSV)"}
        </a>
        <a href={CONVERSATIONS_EXPORT_URL} download className={buttonStyles("secondary", "", "2xs")}>
          Conversations (CSV)
        </a>
      </div>
      <div className="mt-6 space-y-3">
        {!leads ? (
          (failed ?? <SkeletonRows count={5} className="h-32 md:h-28" />)
        ) : leads.length === 0 ? (
          <EmptyState>
            {filtered
              ? "No leads match these filters."
              : "No leads yet. Everyone who leaves contact details in the chat, on the contact page or with a résumé appears here."}
          </EmptyState>
        ) : (
          <>
            <ul aria-label="Leads" className="space-y-3">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <LeadRow lead={lead} onOpen={onOpen} />
                </li>
              ))}
            </ul>
            <MorePages list={list} failed={failed} label="Load more leads" rowClassName="h-28" />
          </>
        )}
      </div>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function LeadRow({ lead, onOpen }: { lead: LeadSummary; onOpen: (id: string) => void }) {
  const name = lead.name ?? lead.email;
  const highlights = qualificationHighlights(lead.qualification);
  const isNew = lead.status === "new";
  return (
    <article
      data-testid="lead-row"
      data-status={lead.status}
      className={cn(
        CARD,
        "relative grid gap-5 overflow-hidden p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-10 md:p-6",
        isNew && "bg-raised/90",
      )}
    >
      {isNew ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-accent" /> : null}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 className={cn("break-words font-display text-2xl leading-tight md:text-[1.75rem]", isNew ? "text-fg" : "text-fg/85")}>{name}</h3>
          <PathBadge path={lead.path} />
          <StatusBadge status={lead.status} />
        </div>
        <p className="mt-1 break-words text-sm text-muted">
          {lead.name || lead.company ? <Joined values={[lead.name ? lead.email : null, lead.company]} /> : "No company given"}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <SourceBadges sources={lead.sources} />
        </div>
        {highlights.length ? (
          <p className="mt-3 text-sm text-fg/80">
            <span className="sr-only">Qualification: </span>
            {highlights.join(" · ")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 md:flex-col md:items-end">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-xs md:text-right">
          <div>
            <dt className="text-subtle">First contact</dt>
            <dd className="mt-0.5 tabular-nums text-fg/90">
              <time dateTime={lead.firstContactAt}>{shortDate(lead.firstContactAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-subtle">Last contact</dt>
            <dd className="mt-0.5 tabular-nums text-fg/90">
              <time dateTime={lead.lastContactAt}>{shortDate(lead.lastContactAt)}</time>
            </dd>
          </div>
          <div className="col-span-2 text-subtle">
            <dt className="sr-only">Sent</dt>
            <dd>
              {plural(lead.counts.messages, "message", "messages")} · {plural(lead.counts.attachments, "file", "files")}
            </dd>
          </div>
        </dl>
        <Button id={openButtonId(lead.id)} variant="secondary" size="xs" onClick={() => onOpen(lead.id)} aria-label={`Open lead ${name}`}>
          Open
        </Button>
      </div>
    </article>
  );
}
