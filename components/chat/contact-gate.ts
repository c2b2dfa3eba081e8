// The contact gate: a message about a project (these words, in English or Spanish) or any message
// in employment mode first asks for contact details, unless the visitor already gave them.

const GATE_WORDS =
  /\b(contact|quote|quotes|proposal|proposals|project|projects|advertising|marketing|campaign|campaigns|commercial|commercials|video|videos|film|films|production|productions|shoot|shoots|spot|spots)\b/i;

/** The same subjects in Spanish (accents optional: visitors often type without them). */
const SPANISH_GATE_WORDS =
  /(^|[^\p{L}])(contacto|cotizaci[oó]n(es)?|presupuestos?|propuestas?|proyectos?|publicidad|mercadotecnia|campa[nñ]as?|comerciales|anuncios?|v[ií]deos?|pel[ií]culas?|filmaci[oó]n|producci[oó]n(es)?|rodajes?|grabaci[oó]n(es)?)(?![\p{L}])/iu;

export function needsContactGate(message: string, { hasContact, employmentMode }: { hasContact: boolean; employmentMode: boolean }): boolean {
  if (hasContact) return false;
  return employmentMode || GATE_WORDS.test(message) || SPANISH_GATE_WORDS.test(message);
}
