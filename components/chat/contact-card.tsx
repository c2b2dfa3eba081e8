"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { checkFields, type ContactField, type FieldErrors } from "@/components/forms/contact-fields";
import type { Contact, ContactRefusal } from "./chat-state";

const FIELD =
  "w-full rounded-xl border border-line bg-ink/60 px-3.5 py-2.5 text-[15px] text-fg placeholder:text-subtle focus:border-accent/60 focus:outline-none aria-[invalid=true]:border-danger/80";

type CardField = Extract<ContactField, "name" | "email" | "subject">;
const CARD_FIELDS: CardField[] = ["name", "email", "subject"];
const isCardField = (field: ContactField): field is CardField => (CARD_FIELDS as ContactField[]).includes(field);

type ContactCardProps = {
  onContinue: (contact: Contact) => void;
  onSkip: () => void;
  /** Continue was pressed and the server has not answered yet. */
  busy: boolean;
  /** Why the server refused the details: shown under the field it names, or under the form. */
  refusal: ContactRefusal | null;
};

/**
 * The inline contact form the gate shows before a project message goes out. It stays open until
 * the server takes the message: a refused detail (an address with no domain ending) is marked on
 * its field, with the reason under it, and the visitor fixes it there.
 */
export function ContactCard({ onContinue, onSkip, busy, refusal }: ContactCardProps) {
  const id = useId();
  const [contact, setContact] = useState<Contact>({ name: "", email: "", subject: "" });
  // The browser's own check, and the server's refusal until the visitor edits what it named.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownRefusal, setShownRefusal] = useState<ContactRefusal | null>(null);
  const formError = useRef<HTMLParagraphElement>(null);
  const input = (key: CardField) => document.getElementById(`${id}-${key}`);
  const refusedField = refusal?.field && isCardField(refusal.field) ? refusal.field : null;

  // Ready to type, without the browser scrolling the page to the field (the log keeps it in view).
  useEffect(() => {
    document.getElementById(`${id}-name`)?.focus({ preventScroll: true });
  }, [id]);

  // A new refusal from the server: marked on its field (or under the form), and focus goes there.
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal && refusedField) setErrors({ [refusedField]: refusal.message });
  }
  // (Scrolled only as far as it takes to show it: the page may have moved since the form opened.)
  useEffect(() => {
    const target = refusal ? (refusedField ? document.getElementById(`${id}-${refusedField}`) : formError.current) : null;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "nearest" });
  }, [id, refusal, refusedField]);

  const formLevel = refusal && !refusedField ? refusal.message : null;
  const complete = contact.name.trim() !== "" && contact.email.trim() !== "";
  const set = (key: CardField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setContact((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
    }
  };
  const errorId = (key: CardField) => `${id}-${key}-error`;
  const fieldProps = (key: CardField) => ({
    id: `${id}-${key}`,
    value: contact[key],
    onChange: set(key),
    className: FIELD,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? errorId(key) : undefined,
  });
  const fieldError = (key: CardField) =>
    errors[key] ? (
      <p id={errorId(key)} className="mt-1.5 text-xs leading-relaxed text-danger">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      aria-label="Your contact details"
      aria-busy={busy}
      noValidate
      className="ml-11 max-w-md rounded-3xl border border-white/12 bg-ink/75 p-5 backdrop-blur-xl motion-safe:animate-rise-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || busy) return;
        const found = checkFields(contact, ["name", "email"]);
        setErrors(found);
        const first = CARD_FIELDS.find((key) => found[key]);
        if (first) {
          input(first)?.focus();
          return;
        }
        onContinue({ name: contact.name.trim(), email: contact.email.trim(), subject: contact.subject.trim() });
      }}
    >
      <p className="text-[15px] leading-relaxed text-fg/90">Before we dig in: who should the team follow up with?</p>
      <div className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-xs text-muted">
            Name*
          </label>
          <input {...fieldProps("name")} autoComplete="name" />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-xs text-muted">
            Email*
          </label>
          <input {...fieldProps("email")} type="email" autoComplete="email" />
          {fieldError("email")}
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="mb-1 block text-xs text-muted">
            Subject (optional)
          </label>
          <input {...fieldProps("subject")} />
          {fieldError("subject")}
        </div>
      </div>
      {formLevel ? (
        <p ref={formError} tabIndex={-1} role="alert" className="mt-3 text-sm leading-relaxed text-danger focus:outline-none">
          {formLevel}
        </p>
      ) : null}
      <div className="mt-4 flex items-center gap-2">
        <button
          type="submit"
          disabled={!complete || busy}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-ink transition-colors hover:bg-accent-strong disabled:bg-white/10 disabled:text-subtle"
        >
          Continue
        </button>
        <button
          type="button"
          onClick={onSkip}
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-muted transition-colors hover:text-fg disabled:opacity-50"
        >
          Skip
        </button>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-subtle">
        We use your details only to reply to you.{" "}
        <Link href="/privacy-policy" className="underline underline-offset-2 hover:text-fg">
          Privacy policy
        </Link>
      </p>
    </form>
  );
}
