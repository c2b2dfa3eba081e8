"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { showToast } from "@/components/ui/toast";
import { challengePreview } from "@/lib/admin/case-study-form";
import {
  adminCaseStudyListResponseSchema,
  caseStudyDeleteResponseSchema,
  caseStudyWriteResponseSchema,
  type AdminCaseStudy,
  type CaseStudy,
} from "@/lib/contracts/case-studies";
import { apiJson } from "@/lib/api-client/client";
import { ADMIN_CASE_STUDIES_URL, CASE_STUDIES_URL, describeFailure } from "../admin-api";
import { CaseStudyForm } from "./case-study-form";
import { adminQuery } from "../queries";
import { Badge, CARD, EmptyState, ErrorState, SectionHeader, SkeletonRows, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// Case Studies Management: the list (every case study, the unpublished ones badged), Publish or
// Unpublish, Delete after a confirmation naming it, and a form to create or edit one.

type View = { mode: "list"; focusId?: string } | { mode: "create" } | { mode: "edit"; study: CaseStudy };

const editButtonId = (id: string) => `case-study-edit-${id}`;
const studyUrl = (id: string) => `${CASE_STUDIES_URL}/${encodeURIComponent(id)}`;

export function CaseStudiesTab() {
  const [view, setView] = useState<View>({ mode: "list" });

  if (view.mode === "list") {
    return <CaseStudyList focusId={view.focusId} onCreate={() => setView({ mode: "create" })} onEdit={(study) => setView({ mode: "edit", study })} />;
  }
  const study = view.mode === "edit" ? view.study : null;
  const back = () => setView({ mode: "list", focusId: study?.id });
  return (
    <CaseStudyForm
      key={study?.id ?? "new"}
      study={study}
      onCreated={(created) => setView({ mode: "edit", study: created })}
      onSaved={(saved) => setView({ mode: "list", focusId: saved.id })}
      onCancel={back}
    />
  );
}

function CaseStudyList({ focusId, onCreate, onEdit }: { focusId?: string; onCreate: () => void; onEdit: (study: CaseStudy) => void }) {
  const listQuery = adminQuery(ADMIN_CASE_STUDIES_URL, adminCaseStudyListResponseSchema);
  const { data, error, isFetching, refetch } = useQuery(listQuery);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const createButton = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState<AdminCaseStudy | null>(null);
  // Kept, the case study's Delete button gets the focus back; deleted, the Create button.
  const deleteButton = useRef<HTMLElement | null>(null);
  const studies = data?.case_studies;

  const publish = useMutation({
    mutationFn: (study: AdminCaseStudy) => apiJson("PATCH", studyUrl(study.id), caseStudyWriteResponseSchema, { published: !study.published }),
    onSuccess: ({ caseStudy }) => {
      queryClient.setQueryData(listQuery.queryKey, (old) =>
        old ? { case_studies: old.case_studies.map((study) => (study.id === caseStudy.id ? caseStudy : study)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
      showToast(
        caseStudy.published
          ? { title: "Case study published", description: `${caseStudy.title} is on its page, the portfolio and the sitemap again.` }
          : { title: "Case study unpublished", description: `${caseStudy.title} is kept here and hidden from visitors and the concierge.` },
      );
    },
    onError: (error, study) => {
      const failure = describeFailure(error);
      showToast({
        title: study.published ? "Failed to unpublish the case study" : "Failed to publish the case study",
        description: failure.detail ?? failure.message,
        action: signInAgain(error),
        variant: "destructive",
      });
    },
  });

  const remove = useMutation({
    mutationFn: (study: AdminCaseStudy) => apiJson("DELETE", studyUrl(study.id), caseStudyDeleteResponseSchema),
    onSuccess: ({ deleted }, study) => {
      queryClient.setQueryData(listQuery.queryKey, (old) => (old ? { case_studies: old.case_studies.filter((other) => other.id !== deleted) } : old));
      void queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
      setDeleting(null);
      showToast({ title: "Case study deleted", description: `${study.title} is gone from the site.` });
      deleteButton.current = createButton.current;
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({
        title: "Failed to delete the case study",
        description: failure.detail ?? failure.message,
        action: signInAgain(error),
        variant: "destructive",
      });
    },
  });

  // Back from the form, focus returns to where the admin left: the study's Edit button.
  useEffect(() => {
    if (!focusId || !studies) return;
    (document.getElementById(editButtonId(focusId)) ?? createButton.current)?.focus();
  }, [focusId, studies]);

  return (
    <div className="space-y-8">
      <SectionHeader
        title="Case Studies Management"
        description="Create and edit the case studies shown on their pages, in the case-study index and in the portfolio."
        actions={
          <Button ref={createButton} onClick={onCreate}>
            <span aria-hidden="true">+</span> Create case study
          </Button>
        }
      />
      {error && !isFetching ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !studies ? (
        <SkeletonRows count={4} className="h-36 md:h-28" />
      ) : !studies.length ? (
        <EmptyState>No case studies found. Create your first case study to get started.</EmptyState>
      ) : (
        <ul aria-label="Case studies" className="space-y-3">
          {studies.map((study) => (
            <li
              key={study.id}
              className={cn(
                CARD,
                "grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-4 p-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-6 md:p-5",
              )}
            >
              <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-line bg-raised sm:aspect-video">
                {study.images.thumbnail ? (
                  <Image src={study.images.thumbnail} alt={`${study.title} thumbnail`} fill sizes="(min-width: 640px) 160px, 88px" className="object-cover" />
                ) : (
                  <span className="flex h-full items-center justify-center px-2 text-center text-xs text-subtle">No thumbnail</span>
                )}
              </div>
              <div className="min-w-0">
                <h3 className="break-words font-display text-xl leading-tight sm:text-2xl">{study.title}</h3>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span>{study.client}</span>
                  <Badge tone="accent">{study.industry}</Badge>
                  {study.published ? null : <Badge tone="danger">Unpublished</Badge>}
                </div>
                <p className="mt-3 max-w-3xl text-sm leading-relaxed text-fg/80" data-testid="challenge-preview">
                  {challengePreview(study.challenge)}
                </p>
              </div>
              {/* Two by two on a phone (four in a row squeezed "View page" to a letter a line at 390 px). */}
              <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1 sm:flex sm:flex-col sm:items-stretch">
                <Button
                  id={editButtonId(study.id)}
                  variant="secondary"
                  onClick={() => onEdit(study)}
                  aria-label={`Edit ${study.title}`}
                  className="flex-1 sm:flex-none"
                >
                  Edit
                </Button>
                {/* Not prefetched: it opens in a new tab, and a prefetch renders every listed page while staff
                    edit one, which could cache the page as it was just before their save. */}
                <Link
                  href={`/case-studies/${study.id}`}
                  prefetch={false}
                  target="_blank"
                  aria-label={`View page: ${study.title} (opens in a new tab)`}
                  className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full px-5 text-sm text-muted transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none sm:flex-none"
                >
                  View page <span aria-hidden="true">↗</span>
                </Link>
                <Button
                  variant="ghost"
                  onClick={() => publish.mutate(study)}
                  disabled={publish.isPending && publish.variables?.id === study.id}
                  aria-label={`${study.published ? "Unpublish" : "Publish"} ${study.title}`}
                  className="flex-1 sm:flex-none"
                >
                  {study.published ? "Unpublish" : "Publish"}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    deleteButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    setDeleting(study);
                  }}
                  aria-label={`Delete ${study.title}`}
                  className="flex-1 hover:text-danger sm:flex-none"
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog
        study={deleting}
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

/** Asks before a case study is deleted, naming it (Radix: focus trap, Escape keeps it). */
function DeleteDialog({
  study,
  pending,
  onKeep,
  onDelete,
  onCloseAutoFocus,
}: {
  study: AdminCaseStudy | null;
  pending: boolean;
  onKeep: () => void;
  onDelete: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDeleteDialog
      open={study !== null}
      title={<>Delete “{study?.title}”?</>}
      confirmLabel="Delete case study"
      pending={pending}
      onKeep={onKeep}
      onDelete={onDelete}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      The case study of {study?.client} and its uploaded images will be deleted: its page, the portfolio, the sitemap and the concierge forget it. This cannot
      be undone; Unpublish keeps it hidden instead.
    </ConfirmDeleteDialog>
  );
}
