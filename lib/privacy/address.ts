// Where an email address stands in a text: the one definition a person's data request uses to find,
// export and erase it (lib/privacy), in every column and derived value.
//
// The address is a whole word of the text:
// - before it: the start of the text, or any character that cannot continue a local part to its
//   left. Letters, digits, `.` and `-` always continue one ("x.al@…" is someone else). `_`, `'` and
//   `+` continue one only when a letter or digit stands before them ("x_al@…", "o'al@…",
//   "x+al@…" are other addresses), not at the start of a word ("_al@…_", "'al@…'", "+al@…"). Every
//   other character ends it: quotes, `*`, backticks, `=`, `/`, braces, `#`, `|`, `~`, spaces…
// - after it: anything but more of a domain (a letter, digit or `-`, or a dot followed by one), so
//   "al@example.com.au" is not "al@example.com" while a sentence's full stop may follow.
// Linear in the text: the look-behinds are bounded.

/** A character that continues a local part to its left whatever stands before it. */
const ALWAYS_JOINS = String.raw`\p{L}\p{N}.\-`;
/** Characters that continue a local part only when attached to a letter or digit (a run of at most 8 is looked at). */
const JOINS_WORDS = String.raw`_'+`;

/** The address (normalized: trimmed, lower case) as a whole word of a text, any case: a new global regex. */
export function addressPattern(email: string): RegExp {
  const escaped = email.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`(?<![${ALWAYS_JOINS}])(?<![\\p{L}\\p{N}][${JOINS_WORDS}]{1,8})${escaped}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}-])`, "giu");
}

/** True when the text names the address (addressPattern). */
export function mentionsAddress(text: string | null | undefined, email: string): boolean {
  return typeof text === "string" && text.length > 0 && addressPattern(email).test(text);
}

/** What an erasure writes in place of the address in someone else's text. */
export const REDACTED = "[erased]";

/** The text with the address replaced wherever it is named, and nothing else. */
export function redactAddress(text: string, email: string): string {
  return text.replace(addressPattern(email), REDACTED);
}
