"use client";

import { DragDropContext, Draggable, Droppable, type DragStart, type DragUpdate, type DropResult } from "@hello-pangea/dnd";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { moveItem } from "@/lib/admin/move";
import type { FilterReorder } from "@/lib/contracts/admin-requests";
import { portfolioFiltersResponseSchema, type PortfolioFilter } from "@/lib/contracts/case-studies";
import { apiJson } from "@/lib/api-client/client";
import { describeFailure, FILTERS_URL } from "../admin-api";
import { adminQuery } from "../queries";
import { useDocumentNonce } from "../use-nonce";
import { Badge, CARD, EmptyState, ErrorState, GripIcon, SectionHeader, SkeletonRows, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

const REORDER_URL = "/api/admin/portfolio-filters/reorder";
const filtersQuery = adminQuery(FILTERS_URL, portfolioFiltersResponseSchema);

type Drag = { from: number; to: number | null };

const renumber = (filters: PortfolioFilter[]) => filters.map((filter, position) => ({ ...filter, position }));

const move = (filters: PortfolioFilter[], from: number, to: number) => renumber(moveItem(filters, from, to));

/** Where the row at `index` lands if the drag drops now, so the numbers preview the new order. */
function previewIndex(index: number, drag: Drag | null): number {
  if (!drag || drag.to === null) return index;
  const { from, to } = drag;
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}

export function FiltersTab() {
  const nonce = useDocumentNonce();
  const signInAgain = useSignInAgainAction();
  const query = useQuery(filtersQuery);
  const [draft, setDraft] = useState<PortfolioFilter[] | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const queryClient = useQueryClient();
  // The answer is the saved order: it is shown at once, and the list is read again behind it.
  const reorder = useMutation({
    mutationFn: (order: FilterReorder) => apiJson("PUT", REORDER_URL, portfolioFiltersResponseSchema, order),
    onSuccess: (saved) => {
      queryClient.setQueryData(filtersQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: filtersQuery.queryKey });
      setDraft(null);
      showToast({ title: "Portfolio filter order has been updated." });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({
        title: failure.detail ?? "Failed to update filter order.",
        description: failure.message,
        action: signInAgain(error),
        variant: "destructive",
      });
    },
  });
  const saving = reorder.isPending;

  const filters = draft ?? query.data?.filters;
  const changed = draft !== null;

  const onDragStart = (start: DragStart) => setDrag({ from: start.source.index, to: start.source.index });
  const onDragUpdate = (update: DragUpdate) => setDrag({ from: update.source.index, to: update.destination?.index ?? null });

  const onDragEnd = (result: DropResult) => {
    setDrag(null);
    const to = result.destination?.index;
    if (!filters || to === undefined || to === result.source.index) return;
    setDraft(move(filters, result.source.index, to));
  };

  const save = () => {
    if (draft && !saving) reorder.mutate({ filters: draft });
  };

  return (
    <section aria-label="Portfolio Filter Order" className="space-y-6">
      <SectionHeader
        title="Portfolio Filter Order"
        description="Drag and drop to reorder how filters appear on the portfolio page"
        actions={
          changed ? (
            <>
              <Button variant="secondary" onClick={() => setDraft(null)} disabled={saving}>
                Reset
              </Button>
              <Button onClick={save} disabled={saving}>
                {saving ? "Saving..." : "Save Changes"}
              </Button>
            </>
          ) : filters?.length ? (
            <p className="flex min-h-11 items-center text-sm text-subtle">Drag items to reorder, then click Save Changes</p>
          ) : null
        }
      />

      {!filters ? (
        query.error && !query.isFetching ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonRows count={5} />
        )
      ) : filters.length === 0 ? (
        <EmptyState>No portfolio filters found.</EmptyState>
      ) : (
        <DragDropContext nonce={nonce} onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
          <Droppable droppableId="portfolio-filters">
            {(provided, snapshot) => (
              <ol
                ref={provided.innerRef}
                {...provided.droppableProps}
                aria-label="Portfolio filters"
                data-dragging-over={snapshot.isDraggingOver || undefined}
                className={cn(
                  "-m-2 rounded-card p-2 outline-1 outline-dashed transition-colors duration-300 motion-reduce:transition-none",
                  snapshot.isDraggingOver ? "bg-accent/[0.04] outline-accent/40" : "outline-transparent",
                )}
              >
                {filters.map((filter, index) => (
                  <Draggable key={filter.slug} draggableId={filter.slug} index={index} isDragDisabled={saving}>
                    {(item, state) => {
                      const target = state.isDragging && drag !== null && drag.to !== null;
                      return (
                        <li ref={item.innerRef} {...item.draggableProps} className="pb-2" data-testid="filter-row" data-drop-target={target || undefined}>
                          <div
                            className={cn(
                              "flex items-center gap-3 px-3 py-3 transition-colors duration-300 motion-reduce:transition-none sm:gap-4 sm:px-5",
                              target ? "rounded-card border border-accent/60 bg-raised shadow-2xl shadow-black/60" : CARD,
                            )}
                          >
                            <span
                              data-testid="filter-position"
                              className={cn(
                                "flex size-8 shrink-0 items-center justify-center rounded-full border font-mono text-xs tabular-nums transition-colors duration-300 motion-reduce:transition-none",
                                target ? "border-accent bg-accent text-ink" : "border-line text-muted",
                              )}
                            >
                              <span className="sr-only">Position </span>
                              {previewIndex(index, drag) + 1}
                            </span>
                            <div
                              {...item.dragHandleProps}
                              aria-label={`Drag to reorder ${filter.label}`}
                              className="flex size-11 shrink-0 cursor-grab items-center justify-center rounded-lg text-subtle transition-colors hover:bg-white/5 hover:text-fg active:cursor-grabbing motion-reduce:transition-none"
                            >
                              <GripIcon />
                            </div>
                            <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                              <div className="min-w-0 max-w-full">
                                <p data-testid="filter-label" className="break-words font-medium text-fg">
                                  {filter.label}
                                </p>
                                <p className="mt-0.5 break-all font-mono text-xs text-subtle">Slug: {filter.slug}</p>
                              </div>
                              <div data-testid="filter-type" className="shrink-0">
                                <Badge tone={filter.type === "service" ? "accent" : "neutral"}>{filter.type}</Badge>
                              </div>
                            </div>
                          </div>
                        </li>
                      );
                    }}
                  </Draggable>
                ))}
                {provided.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
    </section>
  );
}
