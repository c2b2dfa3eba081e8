"use client";

import type { ComponentProps } from "react";
import { withUploadedImage, type CaseStudyFormValues, type FormErrors, type TextListField } from "@/lib/admin/case-study-form";
import { moveItem } from "@/lib/admin/move";
import type { CaseStudy } from "@/lib/contracts/case-studies";
import { CaseStudyImagesEditor } from "./case-study-images";
import { FormSection, ListField, TextField } from "../shared/form-fields";
import type { CaseStudyDraft } from "./use-case-study-draft";

// The case-study form's sections, in the form's order; each reads and writes the shared draft.

type DraftTextProps = {
  draft: CaseStudyDraft;
  name: keyof CaseStudyFormValues & string;
  label: string;
} & Partial<Omit<ComponentProps<typeof TextField>, "id" | "label" | "value" | "onChange" | "error">>;

/** A text field bound to one of the draft's text values. */
export function DraftText({ draft, name, label, ...options }: DraftTextProps) {
  return (
    <TextField
      id={draft.fieldId(name)}
      label={label}
      value={draft.values[name] as string}
      onChange={(value) => draft.set(name, value)}
      error={draft.errors[name]}
      {...options}
    />
  );
}

/** Row errors of one list field: "execution.2" → {2: message}. */
function rowErrors(errors: FormErrors, list: string): Record<number, string> {
  const rows: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)$`).exec(key);
    if (match) rows[Number(match[1])] = message;
  }
  return rows;
}

type DraftListProps = {
  draft: CaseStudyDraft;
  name: TextListField;
  legend: string;
  itemLabel: string;
  addLabel: string;
  multiline?: boolean;
  placeholder?: string;
};

/** An add/remove list bound to one of the draft's lists of text. */
export function DraftList({ draft, name, legend, itemLabel, addLabel, ...options }: DraftListProps) {
  return (
    <ListField
      id={draft.fieldId(name)}
      legend={legend}
      itemLabel={itemLabel}
      rows={draft.values[name]}
      onChange={(rows) => draft.set(name, rows)}
      errors={rowErrors(draft.errors, name)}
      listError={draft.errors[name]}
      addLabel={addLabel}
      {...options}
    />
  );
}

type SectionProps = { draft: CaseStudyDraft };

export function BasicsSection({ draft, creating }: SectionProps & { creating: boolean }) {
  return (
    <FormSection title="Basics">
      <div className="grid gap-6 md:grid-cols-2">
        <DraftText draft={draft} name="title" label="Title" required hint={creating ? "The page address is made from the title." : undefined} />
        <DraftText draft={draft} name="client" label="Client" required />
        <DraftText draft={draft} name="industry" label="Industry" required placeholder="e.g. Entertainment" />
        <DraftText draft={draft} name="duration" label="Duration" placeholder="e.g. 10 weeks" />
      </div>
    </FormSection>
  );
}

export function StorySection({ draft }: SectionProps) {
  return (
    <FormSection title="Story">
      <DraftText draft={draft} name="challenge" label="Challenge" required multiline hint="The list shows its first 150 characters." />
      <DraftText draft={draft} name="strategy" label="Strategy" multiline />
      <div className="grid gap-8 lg:grid-cols-2">
        <DraftList draft={draft} name="execution" legend="Execution" itemLabel="Execution item" addLabel="Add execution item" multiline />
        <DraftList draft={draft} name="results" legend="Results" itemLabel="Result" addLabel="Add result" multiline />
      </div>
    </FormSection>
  );
}

export function KeyResultsSection({ draft }: SectionProps) {
  return (
    <FormSection title="Key results">
      <DraftText draft={draft} name="metricsPrimary" label="Primary metric" required placeholder="e.g. 4.2M opening-weekend impressions" />
      <DraftList draft={draft} name="metricsSecondary" legend="Secondary metrics" itemLabel="Secondary metric" addLabel="Add secondary metric" />
    </FormSection>
  );
}

export function TagsAndServicesSection({ draft }: SectionProps) {
  return (
    <FormSection title="Tags and services">
      <div className="grid gap-8 lg:grid-cols-2">
        <DraftList draft={draft} name="tags" legend="Tags" itemLabel="Tag" addLabel="Add tag" />
        <DraftList draft={draft} name="services" legend="Services provided" itemLabel="Service" addLabel="Add service" />
      </div>
    </FormSection>
  );
}

export function QuoteSection({ draft }: SectionProps) {
  return (
    <FormSection title="Quote" description="Optional. Leave both fields empty for no quote; fill both to show one.">
      <DraftText draft={draft} name="quoteText" label="Quote" multiline />
      <DraftText draft={draft} name="quoteAttribution" label="Attribution" placeholder="Name, role, company" />
    </FormSection>
  );
}

/** Images upload (and save) on their own, so a new case study gets them once it exists. */
export function ImagesSection({ draft, study }: SectionProps & { study: CaseStudy | null }) {
  return (
    <FormSection title="Images">
      {study ? (
        <CaseStudyImagesEditor
          caseStudyId={study.id}
          title={study.title}
          images={draft.values.images}
          onUploaded={(type, path) => draft.editSaved((current) => withUploadedImage(current, type, path))}
          onRemoveGalleryImage={(index) =>
            draft.edit((current) => ({ ...current, images: { ...current.images, gallery: current.images.gallery.filter((_, at) => at !== index) } }))
          }
          onMoveGalleryImage={(from, to) =>
            draft.edit((current) => ({ ...current, images: { ...current.images, gallery: moveItem(current.images.gallery, from, to) } }))
          }
        />
      ) : (
        <p className="rounded-xl border border-dashed border-line px-5 py-6 text-sm text-muted">
          Images can be added once the case study is created. Save it first; the form stays open so you can upload a thumbnail, a hero image and gallery images
          right away.
        </p>
      )}
    </FormSection>
  );
}
