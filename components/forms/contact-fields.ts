import { CONTACT_LIMITS, CONTACT_MESSAGE_MAX_CHARS } from "@/lib/contracts/contact";

// What a contact field says when it is wrong, in one voice for the contact page and the chat's
// contact form: their own checks before sending, and the server's refusals read from its error
// envelope ("clientEmail: must be a valid email address") after. Neither form carries a schema
// library for this: the server stays the judge of an address, the browser only catches the
// obvious (a blank field, no @, too long) before asking it.

export type ContactField = "name" | "email" | "subject" | "company" | "message";

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The longest each field may be, in characters (lib/contracts/contact.ts). */
export const FIELD_LIMITS: Record<Exclude<ContactField, "email">, number> = { ...CONTACT_LIMITS, message: CONTACT_MESSAGE_MAX_CHARS };

const LABELS: Record<ContactField, string> = { name: "name", email: "email address", subject: "subject", company: "company name", message: "message" };

export const FIELD_MESSAGES = {
  required: (field: ContactField) => `Enter your ${LABELS[field]}.`,
  email: "Check your email address: it should look like name@company.com.",
  tooLong: (field: ContactField, max: number) => `Keep your ${LABELS[field]} to ${max.toLocaleString("en-US")} characters or fewer.`,
  tooManyWords: (max: number) => `Keep your message to ${max.toLocaleString("en-US")} words or fewer.`,
  /** A refusal that names no field the visitor can fix. */
  unknown: "We couldn't send that. Please check the form and try again.",
  rateLimited: "You're sending messages quickly. Please wait a moment and try again.",
} as const;

/** A send refused for a reason the visitor can act on: the field to mark (null: the form as a whole), and why. */
export class Refusal extends Error {
  constructor(
    readonly field: ContactField | null,
    message: string,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/** The request fields the message and upload APIs name in a refusal, as the forms call them. */
const SERVER_FIELDS: Record<string, ContactField> = {
  clientName: "name",
  "contactInfo.name": "name",
  clientEmail: "email",
  "contactInfo.email": "email",
  subject: "subject",
  "contactInfo.subject": "subject",
  company: "company",
  "contactInfo.company": "company",
  message: "message",
};

/** Statuses whose refusal says something the visitor can act on; any other failure is the server's, or the network's. */
const ACTIONABLE = new Set([400, 413, 415, 422, 429]);

/** What the server said was wrong with one field, said for the visitor. */
function fieldMessage(field: ContactField, said: string): string {
  if (field === "email") return FIELD_MESSAGES.email;
  const characters = /<=\s*(\d+)\s*characters/.exec(said);
  if (characters) return FIELD_MESSAGES.tooLong(field, Number(characters[1]));
  const words = /(\d+) words or fewer/.exec(said);
  if (words) return FIELD_MESSAGES.tooManyWords(Number(words[1]));
  if (/too long|too big/i.test(said)) return FIELD_MESSAGES.tooLong(field, FIELD_LIMITS[field]);
  if (/required|empty|too small/i.test(said)) return FIELD_MESSAGES.required(field);
  return `Check your ${LABELS[field]}.`;
}

/**
 * The refusal in an API error (its status and the envelope's message), or null when the failure
 * is not the visitor's to fix (a 5xx, an answer that is not the envelope). A 400 names the field
 * ("clientEmail: must be a valid email address", zod's first issue); a 429, 413 or 415 says why
 * in words already meant for the visitor.
 */
export function refusalOf(status: number, detail: string | null): Refusal | null {
  if (!ACTIONABLE.has(status)) return null;
  const named = /^([A-Za-z][\w.]*): (.+)$/s.exec(detail ?? "");
  const field = named ? (SERVER_FIELDS[named[1]] ?? null) : null;
  if (field && named) return new Refusal(field, fieldMessage(field, named[2]));
  if (status === 429) return new Refusal(null, detail ?? FIELD_MESSAGES.rateLimited);
  if ((status === 413 || status === 415) && detail) return new Refusal(null, detail);
  return new Refusal(null, FIELD_MESSAGES.unknown);
}

/** A plausible address: something, one @, something, no spaces (the server checks the rest: a domain ending). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * The browser's check before sending: each field given (trimmed), in the order given, against
 * what the server would refuse for certain. Returns one message per wrong field, in that order.
 */
export function checkFields(values: Partial<Record<ContactField, string>>, required: readonly ContactField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, raw] of Object.entries(values) as [ContactField, string][]) {
    const value = raw.trim();
    if (value === "") {
      if (required.includes(key)) errors[key] = FIELD_MESSAGES.required(key);
    } else if (key === "email") {
      if (!EMAIL_SHAPE.test(value)) errors.email = FIELD_MESSAGES.email;
    } else if (value.length > FIELD_LIMITS[key]) {
      errors[key] = FIELD_MESSAGES.tooLong(key, FIELD_LIMITS[key]);
    }
  }
  return errors;
}
