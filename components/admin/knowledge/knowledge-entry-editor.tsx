"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { showToast } from "@/components/ui/toast";
import {
  draftBody,
  draftErrors,
  ENTRIES_URL,
  entryUrl,
  GROUPS_URL,
  hasErrors,
  keptKeys,
  plural,
  type DraftErrors,
  type DraftPhrasing,
  type EntryDraft,
} from "@/lib/admin/knowledge";
import {
  KNOWLEDGE_LIMITS,
  knowledgeEntriesResponseSchema,
  knowledgeEntryResponseSchema,
  type AdminKnowledgeEntry,
  type KnowledgeEntriesResponse,
} from "@/lib/contracts/knowledge";
import { apiJson } from "@/lib/api-client/client";
import { describeFailure } from "../admin-api";
import { FieldError, ListField, TextField } from "../shared/form-fields";
import { adminQuery } from "../queries";
import { ErrorState, FIELD, LABEL, SelectField, SkeletonRows, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// The entry editor, a dialog (Radix: focus trap, Escape closes): the question and its other
// phrasings, the answer (plain text, links only to this site: checked here with the server's own
// schema before it is sent), an optional answer in Spanish, an optional service and case study, and
// whether the Los Angeles page shows it. Opened from groups of unanswered questions ("Write the
// answer" for one, "Answer together" for several), the headline prefilled and the visitors'
// phrasings listed with a tick each: saving marks reviewed only the messages of the phrasings kept,
// the others stay in the Unanswered list. Or from an entry (Edit), or empty.

export const entriesQuery = adminQuery(ENTRIES_URL, knowledgeEntriesResponseSchema);

const QUESTION_ID = "knowledge-entry-question";
const ANSWER_ID = "knowledge-entry-answer";
export type EditorTarget =
  /** `groups`: the ids of the groups it answers (the phrasings are in the draft). */
  { kind: "create"; draft: EntryDraft; groups?: { ids: string[]; count: number } } | { kind: "edit"; entry: AdminKnowledgeEntry; draft: EntryDraft };

export function EntryEditor({
  target,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: {
  target: EditorTarget | null;
  onClose: () => void;
  onSaved: (entry: AdminKnowledgeEntry) => void;
  /** Where the focus goes when it closes (Radix's event: prevent it to move the focus elsewhere). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            // The question first (from groups: the headline, which staff check and edit first).
            const field = target && document.getElementById(QUESTION_ID);
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(calc(100vw-1.5rem),46rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-card border border-line bg-surface shadow-2xl outline-none motion-safe:animate-rise-in"
        >
          {target ? <EditorBody target={target} onClose={onClose} onSaved={onSaved} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorBody({ target, onClose, onSaved }: { target: EditorTarget; onClose: () => void; onSaved: (entry: AdminKnowledgeEntry) => void }) {
  const { data, error, isFetching, refetch } = useQuery(entriesQuery);
  const title = target.kind === "edit" ? "Edit the entry" : target.groups ? "Write the answer" : "Add an entry";
  return (
    <div>
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-surface/95 px-5 py-4 backdrop-blur md:px-8 md:py-5">
        <div className="min-w-0">
          <Dialog.Title className="font-display text-3xl leading-tight">{title}</Dialog.Title>
          {target.kind === "create" && target.groups ? (
            <p className="mt-1 text-sm text-muted">
              {target.groups.ids.length > 1 ? `${target.groups.ids.length} groups answered together, ` : ""}
              {plural(target.groups.count, "message", "messages")} visitors sent. Tick the phrasings this answer covers: their messages leave the Unanswered
              list once it is saved, the others stay there.
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">The concierge answers with it from the moment it is saved.</p>
          )}
        </div>
        <Dialog.Close asChild>
          <CloseButton label="Close the editor" size="sm" />
        </Dialog.Close>
      </div>
      {data ? (
        <EditorForm target={target} entries={data} onClose={onClose} onSaved={onSaved} />
      ) : error && !isFetching ? (
        <div className="p-5 md:p-8">
          <ErrorState error={error} message="Failed to load the entries" onRetry={() => void refetch()} />
        </div>
      ) : (
        <div className="p-5 md:p-8">
          <SkeletonRows count={4} className="h-14" />
        </div>
      )}
    </div>
  );
}

/** The fields of an entry in the order they are checked, for focusing the first one with a problem. */
const FIELD_ORDER = ["question", "variants", "answer", "answerEs"] as const;

function EditorForm({
  target,
  entries,
  onClose,
  onSaved,
}: {
  target: EditorTarget;
  entries: KnowledgeEntriesResponse;
  onClose: () => void;
  onSaved: (entry: AdminKnowledgeEntry) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(target.draft);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const errors: DraftErrors = checked ? draftErrors(draft, entries.siteHost) : { variants: {} };
  const editingId = target.kind === "edit" ? target.entry.id : null;
  const othersOnPage = entries.entries.filter((entry) => entry.onPage && entry.id !== editingId).length;
  const pageFull = othersOnPage >= KNOWLEDGE_LIMITS.onPage;
  // The form appears once the entries are read, maybe after the dialog opened: its first field gets the focus then.
  useEffect(() => {
    document.getElementById(QUESTION_ID)?.focus();
  }, []);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof draftBody>) =>
      target.kind === "edit"
        ? apiJson("PUT", entryUrl(target.entry.id), knowledgeEntryResponseSchema, body)
        : apiJson("POST", ENTRIES_URL, knowledgeEntryResponseSchema, body),
    onSuccess: ({ entry }) => {
      // Shown at once (its row can take the focus), and read again behind it.
      queryClient.setQueryData(entriesQuery.queryKey, (old) =>
        old
          ? {
              ...old,
              entries: old.entries.some((item) => item.id === entry.id)
                ? old.entries.map((item) => (item.id === entry.id ? entry : item))
                : [...old.entries, entry],
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: [ENTRIES_URL] });
      if (target.kind === "create" && target.groups) void queryClient.invalidateQueries({ queryKey: [GROUPS_URL] });
      showToast({ title: target.kind === "edit" ? "Entry saved" : "Answer saved", description: "The concierge answers with it from now on." });
      onSaved(entry);
    },
    onError: (error) => {
      const failure = describeFailure(error);
      setServerError(failure.detail ?? failure.message);
      showToast({ title: "Failed to save the entry", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });

  const set = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setChecked(true);
    const found = draftErrors(draft, entries.siteHost);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((field) => (field === "variants" ? Object.values(found.variants).some(Boolean) : found[field]));
      const index = first === "variants" ? Object.keys(found.variants).find((key) => found.variants[Number(key)]) : null;
      const fieldIds = { question: QUESTION_ID, answer: ANSWER_ID, answerEs: `${id}-answerEs`, variants: `${id}-variants-${index}` };
      document.getElementById(fieldIds[first ?? "question"])?.focus();
      return;
    }
    save.mutate(draftBody(draft, target.kind === "create" && target.groups ? keptKeys(draft) : undefined));
  };

  const serviceOptions = [{ value: "", label: "None" }, ...entries.links.services.map((service) => ({ value: service.slug, label: service.title }))];
  const studyOptions = [{ value: "", label: "None" }, ...entries.links.caseStudies.map((study) => ({ value: study.id, label: study.title }))];

  return (
    <form onSubmit={submit} noValidate aria-label={target.kind === "edit" ? "Edit the entry" : "New entry"} className="space-y-6 p-5 md:p-8">
      <TextField
        id={QUESTION_ID}
        label="Question"
        hint={draft.phrasings.length ? "The headline, from the phrasing the most visitors sent: edit it to say what this answer covers." : undefined}
        value={draft.question}
        onChange={(value) => set("question", value)}
        error={errors.question}
        required
        maxLength={KNOWLEDGE_LIMITS.question}
      />
      {draft.phrasings.length ? (
        <PhrasingChoices id={`${id}-phrasings`} phrasings={draft.phrasings} onChange={(phrasings) => set("phrasings", phrasings)} />
      ) : null}
      <ListField
        id={`${id}-variants`}
        legend={draft.phrasings.length ? "Other ways to ask it (typed by staff)" : "Other ways visitors ask it"}
        itemLabel="Phrasing"
        rows={draft.variants}
        onChange={(rows) => set("variants", rows)}
        errors={errors.variants}
        listError={draft.variants.length > KNOWLEDGE_LIMITS.variants ? `At most ${KNOWLEDGE_LIMITS.variants} phrasings` : undefined}
        addLabel="Add a phrasing"
      />
      <AnswerField
        id={ANSWER_ID}
        label="Answer"
        required
        value={draft.answer}
        onChange={(value) => set("answer", value)}
        error={errors.answer}
        hint={`Plain text. Link only to this site, with paths such as /services/video-production or https://${entries.siteHost}/…`}
      />
      <AnswerField
        id={`${id}-answerEs`}
        label="Answer in Spanish (optional)"
        lang="es"
        value={draft.answerEs}
        onChange={(value) => set("answerEs", value)}
        error={errors.answerEs}
        hint="For visitors who write in Spanish. Left empty, they get the answer above."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${id}-service`}
          label="Service (optional)"
          value={draft.serviceSlug}
          onChange={(value) => set("serviceSlug", value)}
          options={serviceOptions}
        />
        <SelectField
          id={`${id}-study`}
          label="Case study (optional)"
          value={draft.caseStudyId}
          onChange={(value) => set("caseStudyId", value)}
          options={studyOptions}
        />
      </div>
      <div className="rounded-xl border border-line bg-white/[0.02] p-4">
        <label className="flex cursor-pointer items-start gap-3 has-[:disabled]:cursor-not-allowed">
          <input
            type="checkbox"
            checked={draft.onPage}
            disabled={pageFull && !draft.onPage}
            onChange={(event) => set("onPage", event.target.checked)}
            aria-describedby={`${id}-onpage-hint`}
            className="mt-0.5 size-5 shrink-0 accent-accent disabled:opacity-40"
          />
          <span className="text-sm text-fg">Show on the Los Angeles page</span>
        </label>
        <p id={`${id}-onpage-hint`} className="mt-1.5 pl-8 text-xs text-subtle">
          {pageFull && !draft.onPage
            ? `The page already shows ${KNOWLEDGE_LIMITS.onPage} questions, its most; take one off the page first.`
            : `In its FAQ and its structured data, in the entries' order. ${othersOnPage} of at most ${KNOWLEDGE_LIMITS.onPage} shown${target.kind === "edit" && target.entry.onPage ? " besides this one" : ""}.`}
        </p>
      </div>
      {serverError || errors.other ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
          {serverError ?? errors.other}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : target.kind === "edit" ? "Save changes" : "Save the answer"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The visitors' phrasings of the groups answered, a checkbox each (ticked in advance only those
 * asking the same as the headline): the ticked ones become the entry's variants and their messages
 * leave the Unanswered list; the unticked ones stay listed, as their own group (split by hand).
 * Each text is isolated (<bdi>): one visitor's direction marks never reorder another's.
 */
function PhrasingChoices({ id, phrasings, onChange }: { id: string; phrasings: DraftPhrasing[]; onChange: (phrasings: DraftPhrasing[]) => void }) {
  const kept = phrasings.filter((phrasing) => phrasing.kept).length;
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint`}>
      <legend className={LABEL}>Phrasings visitors sent</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-subtle">
        Tick only the ones this answer covers ({kept} of {phrasings.length} ticked). Unticked phrasings stay in the Unanswered list, as their own question.
      </p>
      <ul className="divide-y divide-line rounded-xl border border-line" data-testid="phrasing-choices">
        {phrasings.map((phrasing, index) => {
          const boxId = `${id}-${index}`;
          return (
            <li key={phrasing.key} className="flex items-start gap-3 px-3 py-2.5">
              <input
                id={boxId}
                type="checkbox"
                checked={phrasing.kept}
                onChange={(event) => onChange(phrasings.map((item, at) => (at === index ? { ...item, kept: event.target.checked } : item)))}
                className="mt-0.5 size-5 shrink-0 accent-accent"
              />
              <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer text-sm">
                <bdi className="break-words text-fg">{phrasing.text}</bdi>
                <span className="mt-0.5 block text-xs text-subtle">
                  {plural(phrasing.visitors, "visitor", "visitors")} · {plural(phrasing.count, "message", "messages")}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function AnswerField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  required?: boolean;
  lang?: string;
}) {
  const described = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? (
          <span className="ml-1 text-accent" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        lang={lang}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={5}
        maxLength={KNOWLEDGE_LIMITS.answer}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cn(FIELD, "min-h-32 resize-y leading-relaxed aria-invalid:border-danger/70")}
      />
      <div className="mt-1.5 flex items-start justify-between gap-4">
        <p id={`${id}-hint`} className="text-xs text-subtle">
          {hint}
        </p>
        <span className="shrink-0 text-xs tabular-nums text-subtle">
          {value.length} / {KNOWLEDGE_LIMITS.answer}
        </span>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
