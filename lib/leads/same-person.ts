import { normalizeEmail } from "../contracts/leads";

// Whether a later contact from another visitor (another browser, no cookie) is plainly the lead
// themselves coming back: the same address and the same name. Anyone can type both, so it stays a
// claim (the lead's fields, qualification and notifications treat it as another visitor's); staff
// are only spared the "From another visitor" mark on what changes nothing of the lead.

/** A name compared as people read it: case, spacing and Unicode composition aside. */
const foldName = (name: string | null | undefined) => (name ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

type Person = { email: string | null | undefined; name: string | null | undefined };

/** The same address and the same name (case and whitespace aside); a contact without a name is never the same person. */
export function isSamePerson(contact: Person, lead: Person): boolean {
  const email = normalizeEmail(contact.email);
  const name = foldName(contact.name);
  return email !== null && email === normalizeEmail(lead.email) && name !== "" && name === foldName(lead.name);
}

/** An "also given" entry that would change nothing if accepted: the lead's own name, and its company or none. */
export function changesNothing(entry: { name: string | null; company: string | null }, lead: { name: string | null; company: string | null }): boolean {
  const name = foldName(entry.name);
  return name !== "" && name === foldName(lead.name) && (entry.company === null || foldName(entry.company) === foldName(lead.company));
}
