"use client";

import { DragDropContext, Draggable, Droppable, type DraggableProvidedDragHandleProps, type DropResult } from "@hello-pangea/dnd";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { showToast } from "@/components/ui/toast";
import { ENTRIES_URL, entryUrl, excerpt, plural } from "@/lib/admin/knowledge";
import { moveItem } from "@/lib/admin/move";
import { KNOWLEDGE_LIMITS, knowledgeEntryListSchema, type AdminKnowledgeEntry } from "@/lib/contracts/knowledge";
import { apiJson } from "@/lib/api-client/client";
import { describeFailure } from "../admin-api";
import { entriesQuery } from "./knowledge-entry-editor";
import { useDocumentNonce } from "../use-nonce";
import { Badge, CARD, EmptyState, ErrorState, GripIcon, shortDate, SkeletonRows, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// The Entries view: the FAQ and the answers staff wrote, in the order the concierge and the Los
// Angeles page read them, each with how often the concierge answered with it. Add, Edit (the entry
// editor), Delete (after a confirmation), and the order: dragged, or moved with Up and Down, then
// saved in one go.

const REORDER_URL = `${ENTRIES_URL}/reorder`;
/** The id of an entry's row (the editor gives it the focus once it saved the entry). */
export const entryRowId = (id: string) => `knowledge-entry-${id}`;

export function EntriesView({ onAdd, onEdit }: { onAdd: () => void; onEdit: (entry: AdminKnowledgeEntry) => void }) {
  const nonce = useDocumentNonce();
  const query = useQuery(entriesQuery);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const [draft, setDraft] = useState<AdminKnowledgeEntry[] | null>(null);
  const [deleting, setDeleting] = useState<AdminKnowledgeEntry | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  // Kept, the entry's Delete button gets the focus back; deleted, the list's heading.
  const deleteButton = useRef<HTMLElement | null>(null);

  const saved = (entries: AdminKnowledgeEntry[]) => queryClient.setQueryData(entriesQuery.queryKey, (old) => (old ? { ...old, entries } : old));

  const reorder = useMutation({
    mutationFn: (ids: string[]) => apiJson("PUT", REORDER_URL, knowledgeEntryListSchema, { ids }),
    onSuccess: ({ entries }) => {
      saved(entries);
      setDraft(null);
      showToast({ title: "The order has been saved.", description: "The concierge and the Los Angeles page follow it." });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({ title: "Failed to save the order", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });

  const remove = useMutation({
    mutationFn: (entry: AdminKnowledgeEntry) => apiJson("DELETE", entryUrl(entry.id), knowledgeEntryListSchema),
    onSuccess: ({ entries }, entry) => {
      saved(entries);
      setDraft(null);
      setDeleting(null);
      showToast({ title: "Entry deleted", description: `“${excerpt(entry.question, 80)}” is no longer answered.` });
      deleteButton.current = heading.current;
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({ title: "Failed to delete the entry", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });

  const entries = draft ?? query.data?.entries;
  const busy = reorder.isPending;

  if (!entries)
    return query.error && !query.isFetching ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <SkeletonRows count={5} className="h-28" />
    );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length) return;
    setDraft(moveItem(entries, from, to).map((entry, position) => ({ ...entry, position })));
  };
  const onDragEnd = (result: DropResult) => {
    if (result.destination) move(result.source.index, result.destination.index);
  };
  const onPage = entries.filter((entry) => entry.onPage).length;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p ref={heading} tabIndex={-1} className="text-sm text-muted focus:outline-none">
          {plural(entries.length, "entry", "entries")} · {onPage} of {KNOWLEDGE_LIMITS.onPage} on the Los Angeles page
        </p>
        <div className="flex flex-wrap gap-2">
          {draft ? (
            <>
              <Button variant="secondary" size="xs" onClick={() => setDraft(null)} disabled={busy}>
                Reset
              </Button>
              <Button size="xs" onClick={() => reorder.mutate(draft.map((entry) => entry.id))} disabled={busy}>
                {busy ? "Saving..." : "Save order"}
              </Button>
            </>
          ) : (
            <Button size="xs" onClick={onAdd}>
              Add an entry
            </Button>
          )}
        </div>
      </div>
      {draft ? <p className="mt-2 text-xs text-subtle">The new order is not saved yet.</p> : null}
      {entries.length === 0 ? (
        <div className="mt-5">
          <EmptyState>No entries yet. Write the answer to a question visitors asked, or add one.</EmptyState>
        </div>
      ) : (
        <DragDropContext nonce={nonce} onDragEnd={onDragEnd}>
          <Droppable droppableId="knowledge-entries">
            {(provided) => (
              <ol ref={provided.innerRef} {...provided.droppableProps} aria-label="Knowledge entries" className="mt-5">
                {entries.map((entry, index) => (
                  <Draggable key={entry.id} draggableId={entry.id} index={index} isDragDisabled={busy}>
                    {(item, state) => (
                      <li ref={item.innerRef} {...item.draggableProps} className="pb-3">
                        <EntryRow
                          entry={entry}
                          index={index}
                          count={entries.length}
                          dragging={state.isDragging}
                          handle={item.dragHandleProps}
                          disabled={busy}
                          onMove={move}
                          onEdit={() => onEdit(entry)}
                          onDelete={() => {
                            deleteButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                            setDeleting(entry);
                          }}
                        />
                      </li>
                    )}
                  </Draggable>
                ))}
                {provided.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
      <DeleteDialog
        entry={deleting}
        pending={remove.isPending}
        onKeep={() => setDeleting(null)}
        onDelete={() => deleting && remove.mutate(deleting)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (deleteButton.current?.isConnected) deleteButton.current.focus();
        }}
      />
    </div>
  );
}

function EntryRow({
  entry,
  index,
  count,
  dragging,
  handle,
  disabled,
  onMove,
  onEdit,
  onDelete,
}: {
  entry: AdminKnowledgeEntry;
  index: number;
  count: number;
  dragging: boolean;
  handle: DraggableProvidedDragHandleProps | null;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = excerpt(entry.question, 60);
  return (
    <article
      id={entryRowId(entry.id)}
      tabIndex={-1}
      data-testid="knowledge-entry"
      aria-label={entry.question}
      className={cn(
        "grid gap-4 p-4 focus:outline-2 focus:outline-accent/60 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start sm:gap-5 sm:p-5",
        dragging ? "rounded-card border border-accent/60 bg-raised shadow-2xl shadow-black/60" : CARD,
      )}
    >
      <div className="flex items-center gap-2 sm:flex-col sm:gap-1">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-line font-mono text-xs tabular-nums text-muted">
          <span className="sr-only">Position </span>
          {index + 1}
        </span>
        <div
          {...handle}
          aria-label={`Drag to reorder “${name}”`}
          className="flex size-9 shrink-0 cursor-grab items-center justify-center rounded-lg text-subtle transition-colors hover:bg-white/5 hover:text-fg active:cursor-grabbing motion-reduce:transition-none"
        >
          <GripIcon />
        </div>
        <div className="ml-auto flex gap-1 sm:hidden">
          <MoveButtons name={name} index={index} count={count} disabled={disabled} onMove={onMove} />
        </div>
      </div>
      <div className="min-w-0">
        <h3 data-testid="knowledge-entry-question" className="break-words text-base font-medium leading-snug text-fg">
          {entry.question}
        </h3>
        <p className="mt-1.5 break-words text-sm leading-relaxed text-muted">{excerpt(entry.answer)}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          {entry.onPage ? <Badge tone="accent">On the Los Angeles page</Badge> : null}
          {entry.answerEs ? <Badge tone="info">Español</Badge> : null}
          <span className="text-subtle">
            <span className="tabular-nums text-fg/85">
              {entry.answeredCount === 0 ? "Not answered yet" : `Answered ${plural(entry.answeredCount, "time", "times")}`}
            </span>
            {entry.lastAnsweredAt ? (
              <>
                {" "}
                · last <time dateTime={entry.lastAnsweredAt}>{shortDate(entry.lastAnsweredAt)}</time>
              </>
            ) : null}
          </span>
          {entry.variants.length ? <span className="text-subtle">· {plural(entry.variants.length, "other phrasing", "other phrasings")}</span> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <div className="hidden gap-1 sm:flex">
          <MoveButtons name={name} index={index} count={count} disabled={disabled} onMove={onMove} />
        </div>
        <Button variant="secondary" size="xs" onClick={onEdit} aria-label={`Edit “${name}”`} disabled={disabled}>
          Edit
        </Button>
        <Button variant="ghost" size="xs" className="hover:text-danger" onClick={onDelete} aria-label={`Delete “${name}”`} disabled={disabled}>
          Delete
        </Button>
      </div>
    </article>
  );
}

function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const button =
    "flex size-9 items-center justify-center rounded-full border border-line text-muted transition-colors hover:bg-white/5 hover:text-fg disabled:pointer-events-none disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none";
  return (
    <>
      <button type="button" className={button} aria-label={`Move “${name}” up`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
        <Chevron up />
      </button>
      <button
        type="button"
        className={button}
        aria-label={`Move “${name}” down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <Chevron />
      </button>
    </>
  );
}

function DeleteDialog({
  entry,
  pending,
  onKeep,
  onDelete,
  onCloseAutoFocus,
}: {
  entry: AdminKnowledgeEntry | null;
  pending: boolean;
  onKeep: () => void;
  onDelete: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDeleteDialog
      open={entry !== null}
      title="Delete this entry?"
      confirmLabel="Delete entry"
      pending={pending}
      onKeep={onKeep}
      onDelete={onDelete}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      “{entry ? excerpt(entry.question, 140) : ""}” will no longer be answered by the concierge{entry?.onPage ? " nor shown on the Los Angeles page" : ""}. This
      cannot be undone.
    </ConfirmDeleteDialog>
  );
}

function Chevron({ up = false }: { up?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn("size-4", up && "rotate-180")} fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
