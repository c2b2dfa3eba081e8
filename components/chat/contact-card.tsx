"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import type { Contact } from "./chat-state";

const FIELD = "w-full rounded-xl border border-line bg-ink/60 px-3.5 py-2.5 text-[15px] text-fg placeholder:text-subtle focus:border-accent/60 focus:outline-none";

/** The inline contact form the gate shows before a project message goes out. */
export function ContactCard({ onContinue, onSkip }: { onContinue: (contact: Contact) => void; onSkip: () => void }) {
  const id = useId();
  const [contact, setContact] = useState<Contact>({ name: "", email: "", subject: "" });
  const nameField = useRef<HTMLInputElement>(null);

  // Ready to type, without the browser scrolling the page to the field (the log keeps it in view).
  useEffect(() => {
    nameField.current?.focus({ preventScroll: true });
  }, []);
  const complete = contact.name.trim() !== "" && contact.email.trim() !== "";
  const set = (key: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement>) => setContact((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form
      aria-label="Your contact details"
      className="ml-11 max-w-md rounded-3xl border border-white/12 bg-ink/75 p-5 backdrop-blur-xl motion-safe:animate-rise-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onContinue({ name: contact.name.trim(), email: contact.email.trim(), subject: contact.subject.trim() });
      }}
    >
      <p className="text-[15px] leading-relaxed text-fg/90">Before we dig in: who should the team follow up with?</p>
      <div className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-xs text-muted">
            Name*
          </label>
          <input id={`${id}-name`} ref={nameField} autoComplete="name" value={contact.name} onChange={set("name")} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-xs text-muted">
            Email*
          </label>
          <input id={`${id}-email`} type="email" autoComplete="email" value={contact.email} onChange={set("email")} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="mb-1 block text-xs text-muted">
            Subject (optional)
          </label>
          <input id={`${id}-subject`} value={contact.subject} onChange={set("subject")} className={FIELD} />
        </div>
      </div>
      <div className="mt-4 flex items-center gap-2">
        <button
          type="submit"
          disabled={!complete}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-ink transition-colors hover:bg-accent-strong disabled:bg-white/10 disabled:text-subtle"
        >
          Continue
        </button>
        <button type="button" onClick={onSkip} className="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-muted transition-colors hover:text-fg">
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
