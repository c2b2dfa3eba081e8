// Shared by the contact page (browser) and the message API: no dependencies, so the form stays light.

/**
 * The session id that marks a message to the API as the contact page's: the message route sends
 * such a message to the contact path (lib/contact), never to the concierge. It is also the session
 * id a contact-page conversation is stored under (lib/contracts/conversations.ts).
 */
export const CONTACT_FORM_SESSION = "contact-form";
export const CONTACT_FORM_WORD_LIMIT = 1000;

/** Whether a message to the API (its session id) is the contact page's. */
export const isContactFormSession = (sessionId: string | null | undefined): boolean => sessionId === CONTACT_FORM_SESSION;

/**
 * The longest contact details the message API takes, in characters (chat-request.ts refuses
 * longer), and so the longest the chat's contact form and the contact page let through.
 */
export const CONTACT_LIMITS = { name: 120, subject: 200, company: 160 } as const;

/**
 * The contact page's message, in characters. Its summary (the message with the name, email,
 * company and PDF) is one chat message to the API, which takes up to 12,000 characters and 1,000
 * words from the contact page: 2,000 characters are at most 1,000 words, and leave room for the rest.
 */
export const CONTACT_MESSAGE_MAX_CHARS = 2000;

/** What the visitor typed on the contact page. */
export type ContactFormFields = { name: string; email: string; company: string; message: string };

// ---- the summary: one format, and its reading -------------------------------------------------
// The contact page sends its fields as one summary, kept as sent in the conversation log: staff
// read it as the form (lib/admin/conversations.ts) and the lead's qualification reads its message
// (lib/leads/qualify.ts). The summary's first line, then one field a line; the message may run
// over several lines, and the PDF's line is the last.

const SUMMARY_FIRST_LINE = "New message from the contact page.";

/** The contact page's summary, as the team reads it in the conversation log. */
export function contactSummary(fields: ContactFormFields, pdfName: string | null): string {
  return [
    SUMMARY_FIRST_LINE,
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Company: ${fields.company || "Not provided"}`,
    `Message: ${fields.message}`,
    `PDF: ${pdfName ?? "No PDF attached"}`,
  ].join("\n");
}

/** One field of the contact page's summary ("Name", "Company", …) as it was sent. */
export type ContactField = { label: string; value: string };

/** The fields of a contact page's summary, in order; a text that is not one gives its text as the message. */
export function contactSummaryFields(text: string): ContactField[] {
  const [first, ...lines] = text.split("\n");
  if (first?.trim() !== SUMMARY_FIRST_LINE) return [{ label: "Message", value: text }];
  const field = (line: string | undefined, label: string): ContactField | null =>
    line?.startsWith(`${label}: `) ? { label, value: line.slice(label.length + 2) } : null;
  const pdf = field(lines.at(-1), "PDF");
  const body = pdf ? lines.slice(0, -1) : lines;
  const messageAt = body.findIndex((line) => line.startsWith("Message: "));
  const head = (messageAt >= 0 ? body.slice(0, messageAt) : body).flatMap((line) => {
    const found = field(line, "Name") ?? field(line, "Email") ?? field(line, "Company");
    return found ? [found] : [];
  });
  const message = messageAt >= 0 ? [{ label: "Message", value: [body[messageAt].slice("Message: ".length), ...body.slice(messageAt + 1)].join("\n") }] : [];
  return [...head, ...message, ...(pdf ? [pdf] : [])];
}

/** What the visitor wrote in a contact page's summary (its message field), or the whole text when it has none. */
export function contactSummaryMessage(text: string): string {
  return contactSummaryFields(text).find((field) => field.label === "Message")?.value ?? text;
}

/**
 * The contact page's message to POST /api/conversations/message: its summary under the contact
 * form's session and the default persona, with the name, email address and company beside it as
 * fields (the server stores those, and never reads them back out of the summary).
 */
export function contactFormRequest(fields: ContactFormFields, pdfName: string | null, conversationId: string | null) {
  return {
    message: contactSummary(fields, pdfName),
    sessionId: CONTACT_FORM_SESSION,
    personaSlug: "default",
    ...(conversationId ? { conversationId } : {}),
    clientName: fields.name,
    clientEmail: fields.email,
    company: fields.company || undefined,
  };
}
