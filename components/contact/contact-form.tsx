"use client";

import { track } from "@vercel/analytics";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { dismissToasts, showToast } from "@/components/ui/toast";
import { Button, ButtonLink } from "@/components/ui/button";
import { checkFields, FIELD_LIMITS, Refusal, type FieldErrors } from "@/components/forms/contact-fields";
import { PDF_MAX_BYTES } from "@/lib/contracts/upload-limits";
import { cn } from "@/components/ui/cn";

// scroll-mt: a field given the focus (the first marked one) comes into view below the sticky header, its label with it.
const FIELD =
  "w-full scroll-mt-28 rounded-xl border border-line bg-ink/60 px-4 py-3 text-base text-fg placeholder:text-subtle transition-colors focus:border-accent/60 focus:outline-none disabled:opacity-50 aria-[invalid=true]:border-danger/80";

type Fields = { name: string; email: string; company: string; message: string };
type FieldName = keyof Fields;

/** The fields in the order they are drawn: the first one marked gets the focus. */
const ORDER: FieldName[] = ["name", "email", "company", "message"];
const REQUIRED: FieldName[] = ["name", "email", "message"];

const MESSAGE_MAX = FIELD_LIMITS.message;
const count = (value: number) => value.toLocaleString("en-US");

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** The sending code (the API client, the upload, the summary): loaded when the visitor starts on the form. */
const loadSender = () => import("./send-contact");

export function ContactForm() {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<Fields>({ name: "", email: "", company: "", message: "" });
  // One message per field that is wrong (aria-invalid, the words under it), until the visitor edits it.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pdf, setPdf] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  // A PDF that reached the server is not sent twice when the visitor retries.
  const [uploaded, setUploaded] = useState<{ file: File; conversationId: string | null } | null>(null);

  const set = (key: FieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
    }
  };

  /** Marks these fields and moves focus to the first of them (once the form is enabled again). */
  const pendingFocus = useRef<FieldName | null>(null);
  const mark = (found: FieldErrors) => {
    setErrors(found);
    pendingFocus.current = ORDER.find((key) => found[key]) ?? null;
  };
  useEffect(() => {
    if (submitting || !pendingFocus.current) return;
    document.getElementById(`${id}-${pendingFocus.current}`)?.focus();
    pendingFocus.current = null;
  }, [id, errors, submitting]);

  /** What each field needs to be marked when wrong, and described by its message. */
  const fieldProps = (key: FieldName) => ({
    id: `${id}-${key}`,
    name: key,
    value: fields[key],
    onChange: set(key),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": [errors[key] ? `${id}-${key}-error` : null, key === "message" ? `${id}-message-count` : null].filter(Boolean).join(" ") || undefined,
  });
  const fieldError = (key: FieldName) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm leading-relaxed text-danger">
        {errors[key]}
      </p>
    ) : null;

  const clearFile = () => {
    setPdf(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return clearFile();
    if (file.type !== "application/pdf") {
      showToast({ title: "Invalid file type", description: "Please select a PDF file", variant: "destructive" });
      return clearFile();
    }
    if (file.size > PDF_MAX_BYTES) {
      showToast({ title: "File too large", description: "Please select a PDF file smaller than 20MB", variant: "destructive" });
      return clearFile();
    }
    setPdf(file);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = { name: fields.name.trim(), email: fields.email.trim(), company: fields.company.trim(), message: fields.message.trim() };
    const found = checkFields(trimmed, REQUIRED);
    if (Object.keys(found).length > 0) {
      mark(found);
      if (!trimmed.name || !trimmed.email || !trimmed.message) {
        showToast({ title: "Missing information", description: "Please fill in all required fields", variant: "destructive" });
      }
      return;
    }
    setErrors({});
    dismissToasts();
    setSubmitting(true);
    try {
      // The sending code did not load (offline): nothing more to say than to try again.
      const { uploadPdf, sendContactMessage } = await loadSender().catch(() => {
        throw new Error("");
      });
      let conversationId: string | null = null;
      if (pdf) {
        if (uploaded?.file === pdf) {
          conversationId = uploaded.conversationId;
        } else {
          const form = new FormData();
          form.append("pdf", pdf);
          form.append("clientName", trimmed.name);
          form.append("clientEmail", trimmed.email);
          form.append("message", trimmed.message);
          setProgress(0);
          conversationId = await uploadPdf(form, setProgress);
          setUploaded({ file: pdf, conversationId });
          track("file_uploaded", { value: pdf.size });
        }
      }
      await sendContactMessage(trimmed, pdf?.name ?? null, conversationId);
      track("contact_form_submitted", { value: pdf ? 1 : 0 });
      setErrors({});
      dismissToasts();
      showToast({ title: "Message sent successfully", description: "We'll get back to you soon!" });
      setSent(true);
    } catch (error) {
      // Why it was refused, in the visitor's words ("Check your email address…", "Keep your
      // message to…"), marked on the field it names; or "Please try again" when the failure was
      // the server's or the network's.
      if (error instanceof Refusal && error.field && error.field in fields) mark({ [error.field]: error.message });
      const detail = error instanceof Error ? error.message : "";
      showToast({ title: "Failed to send message", description: detail || "Please try again", variant: "destructive" });
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  if (sent) {
    return (
      <div className="rounded-card border border-line bg-surface p-8 text-center md:p-12" role="status">
        <div aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent/15 text-2xl text-accent">
          ✓
        </div>
        <h2 className="mt-6 font-display text-4xl">Thank You!</h2>
        <p className="mx-auto mt-4 max-w-md leading-relaxed text-fg/80">
          Your message has been sent successfully. Our team will review your inquiry and get back to you soon.
        </p>
        <ButtonLink href="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      onFocusCapture={() => void loadSender().catch(() => undefined)}
      noValidate
      className="space-y-5 rounded-card border border-line bg-surface p-6 md:p-8"
      aria-busy={submitting}
    >
      <fieldset disabled={submitting} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <label htmlFor={`${id}-name`} className="text-sm text-fg/85">
              Name*
            </label>
            <input {...fieldProps("name")} autoComplete="name" required className={FIELD} />
            {fieldError("name")}
          </div>
          <div className="space-y-2">
            <label htmlFor={`${id}-email`} className="text-sm text-fg/85">
              Email*
            </label>
            <input {...fieldProps("email")} type="email" autoComplete="email" required className={FIELD} />
            {fieldError("email")}
          </div>
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-company`} className="text-sm text-fg/85">
            Company
          </label>
          <input {...fieldProps("company")} autoComplete="organization" className={FIELD} />
          {fieldError("company")}
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-message`} className="text-sm text-fg/85">
            Message*
          </label>
          <textarea {...fieldProps("message")} rows={5} required className={cn(FIELD, "resize-y")} />
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">{fieldError("message")}</div>
            <p
              id={`${id}-message-count`}
              className={cn("shrink-0 text-xs tabular-nums", fields.message.trim().length > MESSAGE_MAX ? "text-danger" : "text-subtle")}
            >
              {count(fields.message.trim().length)} / {count(MESSAGE_MAX)}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </div>
        <div className="space-y-2">
          <span className="text-sm text-fg/85" id={`${id}-pdf-label`}>
            Attach PDF (optional)
          </span>
          <label
            htmlFor={`${id}-pdf`}
            className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-line bg-ink/40 px-4 py-6 text-center transition-colors hover:border-accent/50 focus-within:border-accent"
          >
            <span className="text-sm text-fg/85">Click to upload your deck, brief, or other PDF</span>
            <span className="text-xs text-subtle">Maximum file size: 20MB</span>
            <input ref={fileInput} id={`${id}-pdf`} type="file" accept=".pdf" onChange={choose} className="sr-only" aria-labelledby={`${id}-pdf-label`} />
          </label>
          {pdf ? (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-sm">
              <span className="min-w-0 truncate" data-testid="chosen-pdf">
                {pdf.name} <span className="text-muted">({megabytes(pdf.size)})</span>
              </span>
              <button type="button" onClick={clearFile} className="shrink-0 text-muted underline-offset-4 hover:text-fg hover:underline">
                Remove
              </button>
            </div>
          ) : null}
          {progress !== null ? (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label="PDF upload"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-1.5 overflow-hidden rounded-full bg-white/10"
              >
                <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
              <p className="text-xs text-muted">Uploading PDF… {Math.round(progress * 100)}%</p>
            </div>
          ) : null}
        </div>
      </fieldset>
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
      <p className="text-xs leading-relaxed text-subtle">
        We use what you send only to answer you. See our{" "}
        <Link href="/privacy-policy" className="underline underline-offset-4 hover:text-fg">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
