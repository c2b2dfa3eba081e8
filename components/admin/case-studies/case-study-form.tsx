"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { showToast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { validateCaseStudyForm } from "@/lib/admin/case-study-form";
import type { CaseStudyCreate } from "@/lib/contracts/admin-requests";
import { caseStudyWriteResponseSchema, type CaseStudy } from "@/lib/contracts/case-studies";
import { apiJson } from "@/lib/api-client/client";
import { ADMIN_CASE_STUDIES_URL, CASE_STUDIES_URL, describeFailure } from "../admin-api";
import { BasicsSection, ImagesSection, KeyResultsSection, QuoteSection, StorySection, TagsAndServicesSection } from "./case-study-sections";
import { VideoSection } from "./case-study-video";
import { DiscardDialog } from "../shared/discard-dialog";
import { useSignInAgainAction } from "../shared/ui";
import { useCaseStudyDraft, type CaseStudyDraft } from "./use-case-study-draft";

type Props = {
  /** The case study being edited; none to create one. */
  study: CaseStudy | null;
  onCreated: (study: CaseStudy) => void;
  onSaved: (study: CaseStudy) => void;
  onCancel: () => void;
};

/** The case-study editor: its header, the form's sections in order, and the bar that saves it. */
export function CaseStudyForm({ study, onCreated, onSaved, onCancel }: Props) {
  const draft = useCaseStudyDraft(study);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveCaseStudy(study, onCreated, onSaved);
  const saving = save.isPending;

  useEffect(() => heading.current?.focus(), []);

  const cancel = () => (draft.dirty ? setConfirmingCancel(true) : onCancel());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCaseStudyForm(draft.values, study ? "edit" : "create");
    if (!result.ok) {
      draft.setErrors(result.errors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    draft.setErrors({});
    if (!saving) save.mutate(result.payload);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={draft.fieldId("heading")} className="space-y-6">
      <FormHeader draft={draft} study={study} headingRef={heading} onCancel={cancel} />
      <p className="text-xs text-subtle">
        Fields marked <span className="text-accent">*</span> are required.
      </p>
      <BasicsSection draft={draft} creating={!study} />
      <StorySection draft={draft} />
      <KeyResultsSection draft={draft} />
      <TagsAndServicesSection draft={draft} />
      <QuoteSection draft={draft} />
      <VideoSection draft={draft} />
      <ImagesSection draft={draft} study={study} />
      <SubmitBar errorCount={Object.keys(draft.errors).length} saving={saving} creating={!study} onCancel={cancel} />
      <DiscardDialog open={confirmingCancel} onKeep={() => setConfirmingCancel(false)} onDiscard={onCancel} />
    </form>
  );
}

/** PUT the case study being edited, or POST a new one; the list reads again once either is saved. */
function useSaveCaseStudy(study: CaseStudy | null, onCreated: Props["onCreated"], onSaved: Props["onSaved"]) {
  const signInAgain = useSignInAgainAction();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CaseStudyCreate) =>
      study
        ? apiJson("PUT", `${CASE_STUDIES_URL}/${encodeURIComponent(study.id)}`, caseStudyWriteResponseSchema, payload)
        : apiJson("POST", CASE_STUDIES_URL, caseStudyWriteResponseSchema, payload),
    onSuccess: ({ caseStudy }) => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_CASE_STUDIES_URL] });
      if (study) {
        showToast({ title: "Case study updated", description: caseStudy.title });
        onSaved(caseStudy);
      } else {
        showToast({ title: "Case study created", description: "You can add its images now." });
        onCreated(caseStudy);
      }
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({
        title: study ? "Failed to update case study" : "Failed to create case study",
        description: failure.detail ?? failure.message,
        action: signInAgain(error),
        variant: "destructive",
      });
    },
  });
}

/** What is being edited (the heading, focused when the form opens) and the header's Cancel. */
function FormHeader({
  draft,
  study,
  headingRef,
  onCancel,
}: {
  draft: CaseStudyDraft;
  study: CaseStudy | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-accent">{study ? "Edit case study" : "New case study"}</p>
        <h2 ref={headingRef} id={draft.fieldId("heading")} tabIndex={-1} className="mt-2 break-words font-display text-3xl focus:outline-none md:text-4xl">
          {study ? draft.values.title.trim() || study.title : "Create case study"}
        </h2>
        {study ? <p className="mt-2 text-sm text-muted">Page: /case-studies/{study.id} (the address stays the same when the title changes)</p> : null}
      </div>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** The sticky bar: how many fields need attention, Cancel and the submit button. */
function SubmitBar({ errorCount, saving, creating, onCancel }: { errorCount: number; saving: boolean; creating: boolean; onCancel: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ink/90 px-5 py-4 backdrop-blur md:mx-0 md:rounded-card md:border md:px-6">
      {errorCount ? (
        <p role="alert" className="mr-auto text-sm text-danger">
          {errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`}
        </p>
      ) : null}
      {/* On a phone the header's Cancel is enough; the bar keeps to one row. */}
      <div className="hidden sm:block">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : creating ? "Create case study" : "Save changes"}
      </Button>
    </div>
  );
}
