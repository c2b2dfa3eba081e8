// The closed sets and names of lib/contracts/enums.ts that the chat reads in the home page's first
// load, in a module of their own: the bundler includes a module whole, and the chat needs none of
// the other lists. enums.ts re-exports them; the chat's first-load modules import them from here.

/** The paths a job seeker chooses in the chat; sent back as employmentType. */
export const EMPLOYMENT_TYPES = ["freelancer", "full-time", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The languages the concierge reads and answers in; a reply carries its language for the browser's `lang`. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The chat stream's part that carries the answer's fields (after the reply's text deltas). */
export const CONCIERGE_DATA_PART = "data-concierge";

/** True when `value` is one of `values`: narrows an unknown (stored or received) value to the set. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
