"use client";

import { useRef, type ComponentProps, type ReactNode } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { CARD, FIELD, LABEL } from "./ui";
import { cn } from "@/components/ui/cn";

// Labelled inputs for the dashboard's forms: every input has a label, required ones are marked,
// and a field's message is tied to it with aria-describedby.

const errorId = (id: string) => `${id}-error`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-xs text-danger">
      {message}
    </p>
  );
}

function LabelText({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {children}
      {required ? (
        <span className="ml-1 text-accent" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

const invalidProps = (id: string, error?: string) => (error ? { "aria-invalid": true as const, "aria-describedby": errorId(id) } : {});

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
} & Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "required">;

export function TextField({ id, label, value, onChange, error, required, hint, multiline, className = "", ...rest }: TextFieldProps) {
  const props = {
    id,
    value,
    required,
    "aria-required": required || undefined,
    ...invalidProps(id, error),
    className: cn(FIELD, "aria-invalid:border-danger/70"),
  };
  return (
    <div className={className}>
      <LabelText htmlFor={id} required={required}>
        {label}
      </LabelText>
      {multiline ? (
        <textarea {...props} rows={5} onChange={(event) => onChange(event.target.value)} className={cn(props.className, "min-h-32 resize-y leading-relaxed")} />
      ) : (
        <input {...props} {...rest} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && !error ? <p className="mt-1.5 text-xs text-subtle">{hint}</p> : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type ListFieldProps = {
  id: string;
  legend: string;
  /** Names one row for screen readers and buttons: "Execution item". */
  itemLabel: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Messages by row index, and one for the list as a whole. */
  errors: Record<number, string | undefined>;
  listError?: string;
  addLabel: string;
  multiline?: boolean;
  placeholder?: string;
};

/** An add/remove list of text rows; adding focuses the new row. */
export function ListField({ id, legend, itemLabel, rows, onChange, errors, listError, addLabel, multiline, placeholder }: ListFieldProps) {
  const list = useRef<HTMLOListElement>(null);
  const add = () => {
    onChange([...rows, ""]);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>("li:last-child input, li:last-child textarea")?.focus());
  };
  return (
    <fieldset className="min-w-0">
      <legend className={LABEL}>{legend}</legend>
      {rows.length ? (
        <ol ref={list} className="space-y-2">
          {rows.map((row, index) => {
            const rowId = `${id}-${index}`;
            const error = errors[index];
            const props = {
              id: rowId,
              value: row,
              placeholder,
              ...invalidProps(rowId, error),
              className: cn(FIELD, "aria-invalid:border-danger/70", multiline && "min-h-20 resize-y leading-relaxed"),
            };
            return (
              <li key={index}>
                <div className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-right text-xs tabular-nums text-subtle">
                    {index + 1}
                  </span>
                  <label htmlFor={rowId} className="sr-only">
                    {`${itemLabel} ${index + 1}`}
                  </label>
                  {multiline ? (
                    <textarea {...props} rows={2} onChange={(event) => onChange(rows.map((value, at) => (at === index ? event.target.value : value)))} />
                  ) : (
                    <input {...props} onChange={(event) => onChange(rows.map((value, at) => (at === index ? event.target.value : value)))} />
                  )}
                  <CloseButton
                    label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    tone="remove"
                    size="sm"
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  />
                </div>
                <div className="pl-7">
                  <FieldError id={rowId} message={error} />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-subtle">None yet.</p>
      )}
      {listError ? <p className="mt-1.5 text-xs text-danger">{listError}</p> : null}
      <AddButton onClick={add}>{addLabel}</AddButton>
    </fieldset>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-dashed border-line px-4 text-xs font-medium text-muted transition-colors hover:border-accent/50 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none"
    >
      <span aria-hidden="true">+</span>
      {children}
    </button>
  );
}

/** One titled group of the form. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className={cn(CARD, "p-5 md:p-8")}>
      <h3 className="font-display text-2xl">{title}</h3>
      {description ? <p className="mt-1.5 max-w-2xl text-sm text-muted">{description}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}
