// The contact gate: a message about a project (these words) or any message in employment mode
// first asks for contact details, unless the visitor already gave them.

const GATE_WORDS =
  /\b(contact|quote|quotes|proposal|proposals|project|projects|advertising|marketing|campaign|campaigns|commercial|commercials|video|videos|film|films|production|productions|shoot|shoots|spot|spots)\b/i;

export function needsContactGate(message: string, { hasContact, employmentMode }: { hasContact: boolean; employmentMode: boolean }): boolean {
  if (hasContact) return false;
  return employmentMode || GATE_WORDS.test(message);
}
