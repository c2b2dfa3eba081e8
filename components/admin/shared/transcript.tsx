import type { ContactField, TranscriptEntry } from "@/lib/admin/conversations";

// How a transcript shows what the visitor did not write as a chat message: the contact page's form
// (as the submission, without the concierge's reply the visitor never saw), and a line the chat
// wrote in their name after an upload (marked as the chat's).

/** The contact page's form as it was sent: each field with its label. */
export function ContactSubmission({ fields }: { fields: ContactField[] }) {
  return (
    <div data-testid="contact-submission">
      <p className="text-xs font-medium uppercase tracking-[0.2em] text-accent">Contact form submitted</p>
      <dl className="mt-3 grid gap-x-5 gap-y-2 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        {fields.map((field, index) => (
          <div key={`${field.label}-${index}`} className="contents">
            <dt className="text-xs uppercase tracking-[0.15em] text-subtle sm:pt-0.5">{field.label}</dt>
            <dd className="whitespace-pre-wrap break-words text-fg">{field.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-subtle">Sent from the contact page: the visitor saw the thank-you screen, not a reply from the concierge.</p>
    </div>
  );
}

/** The label of a line the chat wrote for the visitor after an upload. */
export function AutomaticLabel({ entry }: { entry: Extract<TranscriptEntry, { kind: "automatic" }> }) {
  return (
    <span data-testid="automatic-message" className="text-xs uppercase tracking-[0.2em] text-subtle">
      Written by the chat after their {entry.upload} upload
    </span>
  );
}
