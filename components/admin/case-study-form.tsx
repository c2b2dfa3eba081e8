"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { showToast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  caseStudyToForm,
  emptyCaseStudyForm,
  validateCaseStudyForm,
  withUploadedImage,
  type CaseStudyFormValues,
  type FormErrors,
  type TextListField,
  type VideoItemValues,
  type VideosMode,
} from "@/lib/admin/case-study-form";
import { moveItem } from "@/lib/admin/move";
import type { CaseStudyCreate } from "@/lib/contracts/admin-requests";
import { caseStudyWriteResponseSchema, type CaseStudy } from "@/lib/contracts/case-studies";
import { isOneOf, VIDEO_FORMATS } from "@/lib/contracts/enums";
import { apiJson } from "@/lib/http/client";
import { CASE_STUDIES_URL, describeFailure } from "./admin-api";
import { CaseStudyImagesEditor } from "./case-study-images";
import { DiscardDialog } from "./discard-dialog";
import { AddButton, FieldError, FormSection, ListField, TextField } from "./form-fields";
import { FIELD, LABEL, useSignInAgainAction } from "./ui";

type Props = {
  /** The case study being edited; none to create one. */
  study: CaseStudy | null;
  onCreated: (study: CaseStudy) => void;
  onSaved: (study: CaseStudy) => void;
  onCancel: () => void;
};

const VIDEO_MODES: { value: VideosMode; label: string }[] = [
  { value: "none", label: "No videos" },
  { value: "object", label: "Hero + gallery" },
  { value: "list", label: "List of videos" },
];

/** Row errors of one list field: "execution.2" → {2: message}. */
function rowErrors(errors: FormErrors, list: string): Record<number, string> {
  const rows: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)$`).exec(key);
    if (match) rows[Number(match[1])] = message;
  }
  return rows;
}

export function CaseStudyForm({ study, onCreated, onSaved, onCancel }: Props) {
  const id = useId();
  const signInAgain = useSignInAgainAction();
  const [values, setValues] = useState<CaseStudyFormValues>(() => (study ? caseStudyToForm(study) : emptyCaseStudyForm()));
  // What is saved on the server: uploads move it along with the form, since they save at once.
  const [baseline, setBaseline] = useState(values);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const [errors, setErrors] = useState<FormErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const mode = study ? "edit" : "create";
  const fieldId = (name: string) => `${id}-${name}`;

  useEffect(() => heading.current?.focus(), []);

  // Closing or reloading the tab with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const cancel = () => (dirty ? setConfirmingCancel(true) : onCancel());

  const set = <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once the admin changes it; the others stay until the next save.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name === key || name.startsWith(`${key}.`) || (key === "videosMode" && /^video(Hero|Gallery|Items)/.test(name))))));
  };

  const text = (name: keyof CaseStudyFormValues & string, label: string, options: Partial<Omit<ComponentProps<typeof TextField>, "id" | "label" | "value" | "onChange" | "error">> = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name] as string}
      onChange={(value) => set(name, value)}
      error={errors[name]}
      {...options}
    />
  );

  const list = (name: TextListField, legend: string, itemLabel: string, addLabel: string, options: { multiline?: boolean; placeholder?: string } = {}) => (
    <ListField
      id={fieldId(name)}
      legend={legend}
      itemLabel={itemLabel}
      rows={values[name]}
      onChange={(rows) => set(name, rows)}
      errors={rowErrors(errors, name)}
      listError={errors[name]}
      addLabel={addLabel}
      {...options}
    />
  );

  const setVideoItem = (index: number, patch: Partial<VideoItemValues>) =>
    set(
      "videoItems",
      values.videoItems.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    );

  const queryClient = useQueryClient();
  // PUT the case study being edited, or POST a new one; the list reads again once either is saved.
  const save = useMutation({
    mutationFn: (payload: CaseStudyCreate) =>
      study
        ? apiJson("PUT", `${CASE_STUDIES_URL}/${encodeURIComponent(study.id)}`, caseStudyWriteResponseSchema, payload)
        : apiJson("POST", CASE_STUDIES_URL, caseStudyWriteResponseSchema, payload),
    onSuccess: ({ caseStudy }) => {
      void queryClient.invalidateQueries({ queryKey: [CASE_STUDIES_URL] });
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
        title: mode === "create" ? "Failed to create case study" : "Failed to update case study",
        description: failure.detail ?? failure.message,
        action: signInAgain(error),
        variant: "destructive",
      });
    },
  });
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCaseStudyForm(values, mode);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setErrors({});
    if (!saving) save.mutate(result.payload);
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={fieldId("heading")} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-accent">{study ? "Edit case study" : "New case study"}</p>
          <h2 ref={heading} id={fieldId("heading")} tabIndex={-1} className="mt-2 break-words font-display text-3xl focus:outline-none md:text-4xl">
            {study ? values.title.trim() || study.title : "Create case study"}
          </h2>
          {study ? <p className="mt-2 text-sm text-muted">Page: /case-studies/{study.id} (the address stays the same when the title changes)</p> : null}
        </div>
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
      <p className="text-xs text-subtle">
        Fields marked <span className="text-accent">*</span> are required.
      </p>

      <FormSection title="Basics">
        <div className="grid gap-6 md:grid-cols-2">
          {text("title", "Title", { required: true, hint: study ? undefined : "The page address is made from the title." })}
          {text("client", "Client", { required: true })}
          {text("industry", "Industry", { required: true, placeholder: "e.g. Entertainment" })}
          {text("duration", "Duration", { placeholder: "e.g. 10 weeks" })}
        </div>
      </FormSection>

      <FormSection title="Story">
        {text("challenge", "Challenge", { required: true, multiline: true, hint: "The list shows its first 150 characters." })}
        {text("strategy", "Strategy", { multiline: true })}
        <div className="grid gap-8 lg:grid-cols-2">
          {list("execution", "Execution", "Execution item", "Add execution item", { multiline: true })}
          {list("results", "Results", "Result", "Add result", { multiline: true })}
        </div>
      </FormSection>

      <FormSection title="Key results">
        {text("metricsPrimary", "Primary metric", { required: true, placeholder: "e.g. 4.2M opening-weekend impressions" })}
        {list("metricsSecondary", "Secondary metrics", "Secondary metric", "Add secondary metric")}
      </FormSection>

      <FormSection title="Tags and services">
        <div className="grid gap-8 lg:grid-cols-2">
          {list("tags", "Tags", "Tag", "Add tag")}
          {list("services", "Services provided", "Service", "Add service")}
        </div>
      </FormSection>

      <FormSection title="Quote" description="Optional. Leave both fields empty for no quote; fill both to show one.">
        {text("quoteText", "Quote", { multiline: true })}
        {text("quoteAttribution", "Attribution", { placeholder: "Name, role, company" })}
      </FormSection>

      <FormSection title="Video" description="YouTube and Vimeo links are embedded; .mp4, .mov and .webm files play natively. Use a site path (/media/…) or a full http(s) URL.">
        {text("videoUrl", "Video URL", { inputMode: "url", placeholder: "https://youtu.be/…" })}
        <fieldset>
          <legend className={LABEL}>Videos</legend>
          <div className="flex flex-wrap gap-2">
            {VIDEO_MODES.map((option) => (
              <label
                key={option.value}
                className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent motion-reduce:transition-none ${
                  values.videosMode === option.value ? "border-accent/50 bg-accent/10 text-accent" : "border-line text-muted hover:text-fg"
                }`}
              >
                <input
                  type="radio"
                  name={fieldId("videos-mode")}
                  value={option.value}
                  checked={values.videosMode === option.value}
                  onChange={() => set("videosMode", option.value)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {values.videosMode === "object" ? (
          <div className="space-y-6">
            {text("videoHero", "Hero video URL", { required: true, inputMode: "url", placeholder: "/media/showcase/brand-film.mp4" })}
            {list("videoGallery", "Gallery video URLs", "Gallery video URL", "Add gallery video", { placeholder: "https://vimeo.com/…" })}
          </div>
        ) : null}
        {values.videosMode === "list" ? (
          <fieldset className="min-w-0">
            <legend className={LABEL}>Video list</legend>
            {values.videoItems.length ? (
              <ol className="space-y-3">
                {values.videoItems.map((item, index) => {
                  const rowId = fieldId(`videoItems-${index}`);
                  const formats: string[] = isOneOf(VIDEO_FORMATS, item.format) || !item.format ? [...VIDEO_FORMATS] : [...VIDEO_FORMATS, item.format];
                  return (
                    <li key={index} className="rounded-xl border border-line p-4">
                      <div className="flex items-start justify-between gap-2">
                        <p className="pt-2 text-xs font-medium text-subtle">Video {index + 1}</p>
                        <CloseButton label={`Remove video ${index + 1}`} tone="remove" size="sm" onClick={() => set("videoItems", values.videoItems.filter((_, at) => at !== index))} />
                      </div>
                      <div className="mt-2 grid gap-4 md:grid-cols-[1fr_1.4fr_10rem]">
                        <TextField
                          id={`${rowId}-title`}
                          label="Title"
                          aria-label={`Video ${index + 1} title`}
                          required
                          value={item.title}
                          onChange={(value) => setVideoItem(index, { title: value })}
                          error={errors[`videoItems.${index}.title`]}
                        />
                        <TextField
                          id={`${rowId}-url`}
                          label="URL"
                          aria-label={`Video ${index + 1} URL`}
                          required
                          inputMode="url"
                          value={item.url}
                          onChange={(value) => setVideoItem(index, { url: value })}
                          error={errors[`videoItems.${index}.url`]}
                        />
                        <div>
                          <label htmlFor={`${rowId}-format`} className={LABEL}>
                            Format
                          </label>
                          <select id={`${rowId}-format`} aria-label={`Video ${index + 1} format`} value={item.format} onChange={(event) => setVideoItem(index, { format: event.target.value })} className={FIELD}>
                            {formats.map((format) => (
                              <option key={format} value={format}>
                                {format}
                              </option>
                            ))}
                          </select>
                          <FieldError id={`${rowId}-format`} message={errors[`videoItems.${index}.format`]} />
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className="text-sm text-subtle">None yet.</p>
            )}
            {errors.videoItems ? <p className="mt-1.5 text-xs text-danger">{errors.videoItems}</p> : null}
            <AddButton onClick={() => set("videoItems", [...values.videoItems, { title: "", url: "", format: "horizontal" }])}>Add video</AddButton>
          </fieldset>
        ) : null}
      </FormSection>

      <FormSection title="Images">
        {study ? (
          <CaseStudyImagesEditor
            caseStudyId={study.id}
            title={study.title}
            images={values.images}
            onUploaded={(type, path) => {
              setValues((current) => withUploadedImage(current, type, path));
              setBaseline((current) => withUploadedImage(current, type, path));
            }}
            onRemoveGalleryImage={(index) =>
              setValues((current) => ({ ...current, images: { ...current.images, gallery: current.images.gallery.filter((_, at) => at !== index) } }))
            }
            onMoveGalleryImage={(from, to) =>
              setValues((current) => ({ ...current, images: { ...current.images, gallery: moveItem(current.images.gallery, from, to) } }))
            }
          />
        ) : (
          <p className="rounded-xl border border-dashed border-line px-5 py-6 text-sm text-muted">
            Images can be added once the case study is created. Save it first; the form stays open so you can upload a thumbnail, a hero image and gallery images right away.
          </p>
        )}
      </FormSection>

      <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ink/90 px-5 py-4 backdrop-blur md:mx-0 md:rounded-card md:border md:px-6">
        {errorCount ? (
          <p role="alert" className="mr-auto text-sm text-danger">
            {errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`}
          </p>
        ) : null}
        {/* On a phone the header's Cancel is enough; the bar keeps to one row. */}
        <div className="hidden sm:block">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : study ? "Save changes" : "Create case study"}
        </Button>
      </div>
      <DiscardDialog open={confirmingCancel} onKeep={() => setConfirmingCancel(false)} onDiscard={onCancel} />
    </form>
  );
}
