"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useContext, useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import {
  DISMISS_OLDER_URL,
  DISMISS_URL,
  dismissOlderUrl,
  draftFromEntry,
  draftFromGroups,
  emptyDraft,
  excerpt,
  GROUPS_URL,
  groupsUrl,
  LOW_CONFIDENCE_URL,
  lowConfidenceDismissUrl,
  lowConfidenceUrl,
  plural,
} from "@/lib/admin/knowledge";
import {
  dismissResponseSchema,
  KNOWLEDGE_LIMITS,
  lowConfidenceResponseSchema,
  olderCountResponseSchema,
  unansweredGroupsResponseSchema,
  type AdminKnowledgeEntry,
  type LowConfidenceMessage,
  type UnansweredGroup,
} from "@/lib/contracts/knowledge";
import { apiJson } from "@/lib/api-client/client";
import { describeFailure } from "../admin-api";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { KnowledgeChart } from "./knowledge-chart";
import { EntriesView, entryRowId } from "./knowledge-entries";
import { EntryEditor, type EditorTarget } from "./knowledge-entry-editor";
import {
  AdminNavigationContext,
  Badge,
  CARD,
  EmptyState,
  ErrorState,
  longDate,
  MorePages,
  shortDate,
  SkeletonRows,
  useSignInAgainAction,
  ViewsSection,
} from "../shared/ui";
import { cn } from "@/components/ui/cn";

// Knowledge: what visitors asked that the site could not answer (rephrasings grouped, asked by the
// most visitors first), with "Write the answer" (an entry the concierge uses at once) and
// "Dismiss", several groups selected at once ("Answer together", "Dismiss selected"), and
// "Dismiss everything older than" a date; every visitor's text isolated in its own <bdi>; the replies
// given from weak evidence, for staff to check; and the entries themselves (the FAQ and staff's
// answers). Above them, the last 30 days of messages, answered and not.

const GROUPS_PER_PAGE = 20;
const LOW_CONFIDENCE_PER_PAGE = 20;

type View = "unanswered" | "low-confidence" | "entries";

const VIEWS = [
  { key: "unanswered", label: "Unanswered" },
  { key: "low-confidence", label: "Low Confidence" },
  { key: "entries", label: "Entries" },
] as const;

export function KnowledgeTab() {
  const [view, setView] = useState<View>("unanswered");
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  // The group last answered (it leaves the list, or what staff left unticked of it: the focus moves on).
  const [answered, setAnswered] = useState<{ id: string } | null>(null);
  // Where the focus goes once the editor has closed: back to the button that opened it, or to the entry saved.
  const opener = useRef<HTMLElement | null>(null);
  const focusOnClose = useRef<string | null>(null);

  const openEditor = (target: EditorTarget) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditor(target);
  };
  const saved = (entry: AdminKnowledgeEntry) => {
    if (editor?.kind === "create" && editor.groups) setAnswered({ id: editor.groups.ids[0] });
    else focusOnClose.current = entryRowId(entry.id);
    setEditor(null);
  };

  return (
    <ViewsSection
      title="Knowledge"
      description="What visitors asked that the site could not answer, grouped, and the answers the concierge gives from staff's own words."
      intro={<KnowledgeChart />}
      label="Knowledge views"
      views={VIEWS}
      value={view}
      onChange={setView}
    >
      {view === "unanswered" ? (
        <UnansweredView
          onAnswer={(groups) =>
            openEditor({
              kind: "create",
              draft: draftFromGroups(groups),
              groups: { ids: groups.map((group) => group.id), count: groups.reduce((sum, group) => sum + group.count, 0) },
            })
          }
          answered={answered}
        />
      ) : view === "low-confidence" ? (
        <LowConfidenceView />
      ) : (
        <EntriesView
          onAdd={() => openEditor({ kind: "create", draft: emptyDraft() })}
          onEdit={(entry) => openEditor({ kind: "edit", entry, draft: draftFromEntry(entry) })}
        />
      )}
      <EntryEditor
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={saved}
        onCloseAutoFocus={(event) => {
          // Radix would focus a Dialog.Trigger; the editor has several openers instead.
          event.preventDefault();
          const saved = focusOnClose.current && document.getElementById(focusOnClose.current);
          focusOnClose.current = null;
          (saved || (opener.current?.isConnected ? opener.current : null))?.focus();
        }}
      />
    </ViewsSection>
  );
}

function OpenConversation({ id, label }: { id: string; label: string }) {
  const navigation = useContext(AdminNavigationContext);
  return (
    <button
      type="button"
      onClick={() => navigation.openConversation(id)}
      aria-label={label}
      className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-xs font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      Open conversation <span aria-hidden="true">→</span>
    </button>
  );
}

const headingId = (id: string) => `knowledge-group-${id.replace(/[^a-z0-9]+/gi, "-")}`;

/**
 * Keeps the reader's place when a row leaves a list: after the list has changed, the focus goes to
 * the row now at the index the removed one had (its heading), or to the list's summary.
 */
function useFocusAfterRemoval(ids: string[] | undefined, summary: RefObject<HTMLElement | null>, idOf: (id: string) => string) {
  const pending = useRef<{ index: number; before: string } | null>(null);
  const signature = ids?.join("\n");
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || signature === undefined || signature === wanted.before) return;
    pending.current = null;
    const next = ids?.[Math.min(wanted.index, ids.length - 1)];
    (next ? document.getElementById(idOf(next)) : summary.current)?.focus();
  }, [signature, ids, summary, idOf]);
  return useCallback(
    (index: number) => {
      pending.current = { index, before: signature ?? "" };
    },
    [signature],
  );
}

/** Midnight starting a calendar day (YYYY-MM-DD) in the browser's time zone, as an ISO instant. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();

function UnansweredView({ onAnswer, answered }: { onAnswer: (groups: UnansweredGroup[]) => void; answered: { id: string } | null }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const summary = useRef<HTMLParagraphElement>(null);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const query = useQuery({
    queryKey: [GROUPS_URL, { page }],
    queryFn: ({ signal }) => apiJson("GET", groupsUrl(page, GROUPS_PER_PAGE), unansweredGroupsResponseSchema, undefined, { signal, cache: "no-store" }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const ids = data?.groups.map((group) => group.id);
  const focusAfter = useFocusAfterRemoval(ids, summary, headingId);
  const chosen = data?.groups.filter((group) => selected.has(group.id)) ?? [];

  const failedToast = (title: string) => (error: Error) => {
    const failure = describeFailure(error);
    showToast({ title, description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
  };

  const dismiss = useMutation({
    // One request per 2,000 keys (the most one dismiss takes; a page of 20 groups may hold 4,000).
    mutationFn: async (groups: UnansweredGroup[]) => {
      const keys = [...new Set(groups.flatMap((group) => group.keys))];
      let dismissed = 0;
      for (let start = 0; start < keys.length; start += KNOWLEDGE_LIMITS.dismissKeys) {
        dismissed += (await apiJson("POST", DISMISS_URL, dismissResponseSchema, { keys: keys.slice(start, start + KNOWLEDGE_LIMITS.dismissKeys) })).dismissed;
      }
      return { dismissed };
    },
    onSuccess: ({ dismissed }, groups) => {
      focusAfter(Math.max(0, ids?.indexOf(groups[0]?.id ?? "") ?? 0));
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: [GROUPS_URL] });
      showToast({
        title: "Dismissed",
        description:
          groups.length === 1
            ? `“${excerpt(groups[0].question, 80)}” left the list.`
            : `${plural(groups.length, "question", "questions")} (${plural(dismissed, "message", "messages")}) left the list.`,
      });
    },
    onError: failedToast("Failed to dismiss"),
  });

  const [olderThan, setOlderThan] = useState("");
  const [older, setOlder] = useState<{ before: string; messages: number } | null>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  const countOlder = useMutation({
    mutationFn: (before: string) => apiJson("GET", dismissOlderUrl(before), olderCountResponseSchema, undefined, { cache: "no-store" }),
    onSuccess: (result) => setOlder(result),
    onError: failedToast("Failed to count the older messages"),
  });
  const dismissOlder = useMutation({
    mutationFn: (before: string) => apiJson("POST", DISMISS_OLDER_URL, dismissResponseSchema, { before }),
    onSuccess: ({ dismissed }) => {
      setOlder(null);
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: [GROUPS_URL] });
      showToast({ title: "Dismissed", description: `${plural(dismissed, "older message", "older messages")} left the list.` });
    },
    onError: failedToast("Failed to dismiss"),
  });

  // An answered group leaves the list too: the reader's place is kept the same way.
  const handled = useRef(answered);
  useEffect(() => {
    if (answered === handled.current) return;
    handled.current = answered;
    setSelected(new Set());
    if (answered && ids) focusAfter(Math.max(0, ids.indexOf(answered.id)));
  }, [answered, ids, focusAfter]);

  const pages = data ? Math.max(1, Math.ceil(data.totalGroups / data.limit)) : 1;
  // The last page emptied (its groups dismissed or answered): show the last one there is.
  if (data && !query.isPlaceholderData && data.groups.length === 0 && page > 1) setPage(pages);

  if (!data)
    return query.error && !query.isFetching ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <SkeletonRows count={3} className="h-56" />
    );
  const failed = query.error && !query.isFetching ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null;
  if (data.totalGroups === 0) return failed ?? <EmptyState>No unanswered questions. Everything visitors asked had an answer.</EmptyState>;

  const turnPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
    summary.current?.focus();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = data.groups.length > 0 && data.groups.every((group) => selected.has(group.id));
  const busy = dismiss.isPending || dismissOlder.isPending;

  return (
    <div>
      <p ref={summary} tabIndex={-1} aria-live="polite" className="text-sm text-muted focus:outline-none">
        {plural(data.totalGroups, "question", "questions")} from {plural(data.totalMessages, "message", "messages")} the site could not answer, asked by the
        most visitors first.
        {data.truncated ? " The rarest are left out until these are handled." : ""}
      </p>
      {failed ? <div className="mt-4">{failed}</div> : null}
      <div role="group" aria-label="Several questions at once" className={cn(CARD, "mt-5 flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3")}>
        <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={allOnPage}
            onChange={(event) => setSelected(event.target.checked ? new Set(data.groups.map((group) => group.id)) : new Set())}
            className="size-5 accent-accent"
          />
          Select all on this page
        </label>
        <p aria-live="polite" className="text-xs tabular-nums text-subtle">
          {chosen.length ? `${chosen.length} selected` : "None selected"}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="xs" disabled={chosen.length === 0 || busy} onClick={() => onAnswer(chosen)}>
            Answer together
          </Button>
          <Button variant="secondary" size="xs" disabled={chosen.length === 0 || busy} onClick={() => dismiss.mutate(chosen)}>
            {dismiss.isPending && chosen.length ? "Dismissing..." : "Dismiss selected"}
          </Button>
        </div>
        <form
          className="flex flex-wrap items-center gap-2 sm:ml-auto"
          onSubmit={(event) => {
            event.preventDefault();
            if (olderThan) countOlder.mutate(startOfDay(olderThan));
          }}
        >
          <label htmlFor="knowledge-older-than" className="text-xs text-subtle">
            Dismiss everything older than
          </label>
          <input
            id="knowledge-older-than"
            type="date"
            value={olderThan}
            onChange={(event) => setOlderThan(event.target.value)}
            className="min-h-9 rounded-lg border border-line bg-ink/40 px-2 text-sm text-fg [color-scheme:dark]"
          />
          <Button ref={olderButton} type="submit" variant="secondary" size="xs" disabled={!olderThan || countOlder.isPending || busy}>
            {countOlder.isPending ? "Counting..." : "Dismiss older…"}
          </Button>
        </form>
      </div>
      <ConfirmDeleteDialog
        open={older !== null}
        title={older ? `Dismiss ${plural(older.messages, "message", "messages")}?` : ""}
        confirmLabel={older ? `Dismiss ${plural(older.messages, "message", "messages")}` : "Dismiss"}
        keepLabel="Keep them"
        pendingLabel="Dismissing..."
        pending={dismissOlder.isPending}
        onKeep={() => setOlder(null)}
        onDelete={() => older && dismissOlder.mutate(older.before)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (olderButton.current ?? summary.current)?.focus();
        }}
      >
        {older ? `Every unanswered message sent before ${longDate(older.before)} (your time) leaves the Unanswered list, in every group.` : null}
      </ConfirmDeleteDialog>
      <ul aria-label="Unanswered questions" aria-busy={query.isFetching || undefined} className="mt-5 space-y-4">
        {data.groups.map((group) => (
          <li key={group.id}>
            <GroupCard
              group={group}
              selected={selected.has(group.id)}
              onSelect={(on) => toggle(group.id, on)}
              busy={dismiss.isPending && dismiss.variables?.some((item) => item.id === group.id)}
              onDismiss={() => dismiss.mutate([group])}
              onAnswer={() => onAnswer([group])}
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages of questions" className="mt-6 flex items-center justify-between gap-4">
          <Button variant="secondary" size="xs" disabled={page <= 1 || query.isFetching} onClick={() => turnPage(page - 1)}>
            ← Previous
          </Button>
          <p className="text-xs tabular-nums text-subtle">
            Page {page} of {pages}
          </p>
          <Button variant="secondary" size="xs" disabled={page >= pages || query.isFetching} onClick={() => turnPage(page + 1)}>
            Next →
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function GroupCard({
  group,
  selected,
  onSelect,
  busy,
  onDismiss,
  onAnswer,
}: {
  group: UnansweredGroup;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onDismiss: () => void;
  onAnswer: () => void;
}) {
  const id = headingId(group.id);
  const others = group.phrasings.filter((phrasing) => phrasing.text !== group.question);
  const shown = others.slice(0, 3);
  return (
    <article aria-labelledby={id} data-testid="unanswered-group" className={cn(CARD, "p-5 md:p-7")}>
      <div className="flex items-start justify-between gap-5">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select “${excerpt(group.question, 60)}”`}
            className="mt-2 size-5 shrink-0 accent-accent"
          />
          <div className="min-w-0">
            <h3
              id={id}
              tabIndex={-1}
              title={group.question}
              className="line-clamp-3 break-words font-display text-2xl leading-tight text-fg focus:outline-none md:text-[1.75rem]"
            >
              <bdi>{group.question}</bdi>
            </h3>
            <p className="mt-2 text-xs text-subtle">
              {plural(group.visitors, "visitor", "visitors")} · first asked <time dateTime={group.firstSeen}>{shortDate(group.firstSeen)}</time> · last{" "}
              <time dateTime={group.lastSeen}>{shortDate(group.lastSeen)}</time>
            </p>
          </div>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-display text-4xl leading-none tabular-nums text-accent md:text-5xl">{group.count.toLocaleString("en-US")}</span>
          <span className="text-[0.6875rem] uppercase tracking-[0.2em] text-subtle">{group.count === 1 ? "message" : "messages"}</span>
        </p>
      </div>
      {shown.length ? (
        <div className="mt-3 flex flex-wrap items-baseline gap-x-1.5 break-words text-sm text-muted">
          <span className="text-subtle">Also asked as</span>
          <ul className="contents" aria-label="Also asked as">
            {shown.map((phrasing, index) => (
              <li key={phrasing.key} className="inline">
                “<bdi data-testid="also-asked">{excerpt(phrasing.text, 90)}</bdi>”{index < shown.length - 1 ? "," : ""}
              </li>
            ))}
          </ul>
          {others.length > shown.length ? <span className="text-subtle">and {plural(others.length - shown.length, "other", "others")}</span> : null}
        </div>
      ) : null}
      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_11rem] md:items-end md:gap-8">
        <div className="min-w-0">
          <h4 className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">Latest messages</h4>
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {group.examples.map((example) => (
              <li key={example.id} data-testid="unanswered-example" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <p className="min-w-0 flex-1 basis-64 break-words text-sm text-fg/90">
                  “<bdi>{excerpt(example.message, 220)}</bdi>”
                </p>
                <div className="flex shrink-0 items-center gap-2 text-xs text-subtle">
                  <time dateTime={example.timestamp} title={longDate(example.timestamp)}>
                    {shortDate(example.timestamp)}
                  </time>
                  <OpenConversation id={example.conversationId} label={`Open conversation: “${excerpt(example.message, 60)}”`} />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2 md:flex-col">
          <Button size="sm" onClick={onAnswer} disabled={busy} aria-label={`Write the answer to “${excerpt(group.question, 60)}”`}>
            Write the answer
          </Button>
          <Button variant="secondary" size="sm" onClick={onDismiss} disabled={busy} aria-label={`Dismiss “${excerpt(group.question, 60)}”`}>
            {busy ? "Dismissing..." : "Dismiss"}
          </Button>
        </div>
      </div>
    </article>
  );
}

const LANGUAGE_LABELS: Record<LowConfidenceMessage["lang"], string> = { en: "English", es: "Español" };
const lowConfidenceRowId = (id: string) => `knowledge-low-${id}`;

function LowConfidenceView() {
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const summary = useRef<HTMLParagraphElement>(null);
  const list = useInfiniteQuery({
    queryKey: [LOW_CONFIDENCE_URL],
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", lowConfidenceUrl(LOW_CONFIDENCE_PER_PAGE, pageParam), lowConfidenceResponseSchema, undefined, { signal, cache: "no-store" }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const messages = list.data?.pages.flatMap((page) => page.messages);
  const focusAfter = useFocusAfterRemoval(
    messages?.map((message) => message.id),
    summary,
    lowConfidenceRowId,
  );

  const confirm = useMutation({
    mutationFn: (message: LowConfidenceMessage) => apiJson("POST", lowConfidenceDismissUrl(message.id), dismissResponseSchema),
    onSuccess: (_result, message) => {
      focusAfter(messages?.findIndex((item) => item.id === message.id) ?? 0);
      void queryClient.invalidateQueries({ queryKey: [LOW_CONFIDENCE_URL] });
      showToast({ title: "Marked as right", description: "It left the list." });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({ title: "Failed to mark it", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });

  const failed =
    list.error && !list.isFetching ? <ErrorState error={list.error} onRetry={() => void (messages ? list.fetchNextPage() : list.refetch())} /> : null;
  if (!messages) return failed ?? <SkeletonRows count={3} className="h-40" />;
  if (messages.length === 0) return <EmptyState>Nothing to check. Every reply the concierge gave rested on strong evidence.</EmptyState>;
  return (
    <div>
      <p ref={summary} tabIndex={-1} className="text-sm text-muted focus:outline-none">
        Replies the concierge gave from weak evidence, newest first. Read each one: if it is right, mark it so; if not, write a better answer in Entries.
      </p>
      <ul aria-label="Replies from weak evidence" className="mt-5 space-y-3">
        {messages.map((message) => {
          const busy = confirm.isPending && confirm.variables?.id === message.id;
          return (
            <li key={message.id}>
              <article
                id={lowConfidenceRowId(message.id)}
                tabIndex={-1}
                data-testid="low-confidence-message"
                aria-label={excerpt(message.message, 80)}
                className={cn(CARD, "grid gap-4 p-5 focus:outline-2 focus:outline-accent/60 md:grid-cols-[minmax(0,1fr)_auto] md:gap-8 md:p-6")}
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2 text-xs text-subtle">
                    <time dateTime={message.timestamp}>{longDate(message.timestamp)}</time>
                    <Badge tone={message.lang === "es" ? "info" : "neutral"}>{LANGUAGE_LABELS[message.lang]}</Badge>
                  </div>
                  <p lang={message.lang} className="mt-3 whitespace-pre-wrap break-words text-sm text-fg">
                    <span className="mr-2 text-xs uppercase tracking-[0.2em] text-accent">Visitor</span>
                    <bdi>{message.message}</bdi>
                  </p>
                  <p lang={message.lang} className="mt-3 whitespace-pre-wrap break-words border-l border-line pl-4 text-sm text-muted">
                    <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">Concierge</span>
                    <bdi>{message.reply ?? "(no reply recorded)"}</bdi>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => confirm.mutate(message)}
                    aria-label={`Looks right: “${excerpt(message.message, 60)}”`}
                  >
                    {busy ? "Saving..." : "Looks right"}
                  </Button>
                  <OpenConversation id={message.conversationId} label={`Open conversation: “${excerpt(message.message, 60)}”`} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <MorePages list={list} failed={failed} label="Load more replies" rowClassName="h-40" />
    </div>
  );
}
