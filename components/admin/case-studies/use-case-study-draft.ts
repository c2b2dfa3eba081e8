"use client";

import { useEffect, useId, useState } from "react";
import { caseStudyToForm, emptyCaseStudyForm, type CaseStudyFormValues, type FormErrors } from "@/lib/admin/case-study-form";
import type { CaseStudy } from "@/lib/contracts/case-studies";

type Change = (values: CaseStudyFormValues) => CaseStudyFormValues;

/**
 * The case-study form's state, shared by its sections: the values being edited, what is saved on
 * the server (the baseline; uploads move it along with the form, since they save at once), the
 * fields' messages, and the ids the fields are named by.
 */
export function useCaseStudyDraft(study: CaseStudy | null) {
  const id = useId();
  const [values, setValues] = useState<CaseStudyFormValues>(() => (study ? caseStudyToForm(study) : emptyCaseStudyForm()));
  const [baseline, setBaseline] = useState(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  // Closing or reloading the tab with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set = <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once the admin changes it; the others stay until the next save.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([name]) => !(name === key || name.startsWith(`${key}.`) || (key === "videosMode" && /^video(Hero|Gallery|Items)/.test(name))),
        ),
      ),
    );
  };

  return {
    values,
    errors,
    setErrors,
    dirty,
    set,
    /** A change to the form alone (its messages stay). */
    edit: (change: Change) => setValues(change),
    /** A change already saved on the server: the form and the baseline both take it. */
    editSaved: (change: Change) => {
      setValues(change);
      setBaseline(change);
    },
    fieldId: (name: string) => `${id}-${name}`,
  };
}

export type CaseStudyDraft = ReturnType<typeof useCaseStudyDraft>;
