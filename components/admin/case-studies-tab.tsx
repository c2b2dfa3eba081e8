"use client";

import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { challengePreview } from "@/lib/admin/case-study-form";
import { caseStudyListResponseSchema, type CaseStudy } from "@/lib/contracts/case-studies";
import { CASE_STUDIES_URL } from "./admin-api";
import { CaseStudyForm } from "./case-study-form";
import { adminQuery } from "./queries";
import { Badge, CARD, EmptyState, ErrorState, SectionHeader, SkeletonRows } from "./ui";

// Case Studies Management: the list, and a form to create or edit one.

type View = { mode: "list"; focusId?: string } | { mode: "create" } | { mode: "edit"; study: CaseStudy };

const editButtonId = (id: string) => `case-study-edit-${id}`;

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
  const { data, error, isFetching, refetch } = useQuery(adminQuery(CASE_STUDIES_URL, caseStudyListResponseSchema));
  const createButton = useRef<HTMLButtonElement>(null);
  const studies = data?.case_studies;

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
            <li key={study.id} className={`${CARD} grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-4 p-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-6 md:p-5`}>
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
                </div>
                <p className="mt-3 max-w-3xl text-sm leading-relaxed text-fg/80" data-testid="challenge-preview">
                  {challengePreview(study.challenge)}
                </p>
              </div>
              <div className="col-span-2 flex gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
                <Button id={editButtonId(study.id)} variant="secondary" onClick={() => onEdit(study)} aria-label={`Edit ${study.title}`} className="flex-1 sm:flex-none">
                  Edit
                </Button>
                <Link
                  href={`/case-studies/${study.id}`}
                  target="_blank"
                  aria-label={`View page: ${study.title} (opens in a new tab)`}
                  className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full px-5 text-sm text-muted transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none sm:flex-none"
                >
                  View page <span aria-hidden="true">↗</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
