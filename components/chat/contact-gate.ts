// The contact gate: a message about a project (these words, in English or Spanish) or any message
// in employment mode first asks for contact details, unless the visitor already gave them or
// skipped the form in this conversation. In employment mode, asking to see the work (with none
// of the project words) goes straight out: an applicant can browse the portfolio.

const GATE_WORDS =
  /\b(contact|quote|quotes|proposal|proposals|project|projects|advertising|marketing|campaign|campaigns|commercial|commercials|video|videos|film|films|production|productions|shoot|shoots|spot|spots)\b/i;

/** The same subjects in Spanish (accents optional: visitors often type without them). */
const SPANISH_GATE_WORDS =
  /(^|[^\p{L}])(contacto|cotizaci[oó]n(es)?|presupuestos?|propuestas?|proyectos?|publicidad|mercadotecnia|campa[nñ]as?|comerciales|anuncios?|v[ií]deos?|pel[ií]culas?|filmaci[oó]n|producci[oó]n(es)?|rodajes?|grabaci[oó]n(es)?)(?![\p{L}])/iu;

/** Asking to see the work: the portfolio, case studies, the reel, "your work" (not "to work there"). */
const WORK_REQUEST = /\b(portfolios?|case stud(y|ies)|show ?reel|reel|(your|recent|past|previous|latest|the|some) work)\b/i;

const SPANISH_WORK_REQUEST =
  /(^|[^\p{L}])(portafolios?|portfolios?|casos? de (e|é)xito|casos? de estudio|reel|(sus|su|los) trabajos?|trabajos? (recientes|anteriores))(?![\p{L}])/iu;

export type GateContext = { hasContact: boolean; employmentMode: boolean; skipped?: boolean };

export function needsContactGate(message: string, { hasContact, employmentMode, skipped = false }: GateContext): boolean {
  if (hasContact || skipped) return false;
  if (GATE_WORDS.test(message) || SPANISH_GATE_WORDS.test(message)) return true;
  return employmentMode && !WORK_REQUEST.test(message) && !SPANISH_WORK_REQUEST.test(message);
}
