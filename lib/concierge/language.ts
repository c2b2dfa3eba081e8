import type { Language } from "../contracts/enums";
import { AGENCY } from "../reading/vocabulary";

// Which language a visitor writes in: English or Spanish. A maintained n-gram detector (ELD,
// "Efficient Language Detector") limited to the two, because on the concierge's labelled messages
// (741 English, 128 Spanish, most under ten words) it made no mistake, where franc (limited to the
// two) misread 60 short English questions as Spanish, tinyld missed a Spanglish one and a count of
// stopwords missed three. Its smallest database scores the same as its largest; it loads on the
// first message (about 30 MB), not with the server.

export type LanguageDetector = { detect(text: string): { language: string } };

let loading: Promise<LanguageDetector> | null = null;

export function loadLanguageDetector(): Promise<LanguageDetector> {
  loading ??= import("eld/extrasmall").then(({ eld }) => {
    eld.setLanguageSubset(["en", "es"]);
    return eld;
  });
  return loading;
}

/** Words that carry no language of their own: names, figures, "ok", "LA". */
const NEUTRAL = new RegExp(String.raw`^(ok|okay|la|l\.a\.|${AGENCY}|ctv|ooh|seo|tiktok|instagram|youtube|email|[\d$%.,:/+-]+)$`, "i");

/** The first words of an English question, which Spanish never starts a sentence with. */
// ("We sell solar panels" is English, however Spanish "solar" and "panel" look: no Spanish sentence
// starts with "we", "I", "our" or "my" either.)
const ENGLISH_OPENING =
  /^(who'?s|what'?s|where'?s|when'?s|how'?s|who|what|where|when|why|how|does|did|do|is|are|can|could|would|should|will|we|we'?re|we'?ve|we'?d|i|i'?m|i'?ve|i'?d|our|my)\s+\p{L}/iu;

/** The first words of a Spanish message, which English never starts a sentence with. */
const SPANISH_OPENING =
  /^(¿|¡|tengo\b|tenemos\b|cu[ée]ntame\b|cu[ée]ntenme\b|h[áa]blame\b|h[áa]blenme\b|dime\b|d[íi]ganme\b|quisiera\b|necesito\b|necesitamos\b|queremos\b|quiero\b|tienen\b|hacen\b|pueden\b|trabajan\b|c[óo]mo\b|d[óo]nde\b|cu[áa]ndo\b|cu[áa]nt[oa]s?\b|qui[ée]n(es)?\b|cu[áa]l(es)?\b|qu[ée]\b|por qu[ée]\b)/i;
/** A Spanish greeting or thanks alone ("hola", "buenas tardes"), too short for the detector to tell. */
const SPANISH_GREETING = /^(hola|holi|buenas|buen d[íi]a|buenos d[íi]as|buenas (tardes|noches)|saludos|(muchas )?gracias|mil gracias)[\s!.,]*$/i;

/**
 * The message's language. A message with too little text to tell (a name, "ok", a figure) keeps
 * the conversation's language; with none, English.
 */
export function detectLanguage(detector: LanguageDetector, message: string, previous: Language | null = null): Language {
  const words = message.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !NEUTRAL.test(word.replace(/[¿?¡!.,]/g, "")));
  if (words.length === 0) return previous ?? "en";
  // A question opened in English ("who's Marisol Ortega?") is English, however Spanish the names
  // after it look: no Spanish sentence starts with these words.
  if (ENGLISH_OPENING.test(message.trim())) return "en";
  // And one opened in Spanish ("háblame de Acme Bikes") is Spanish, however English the names look.
  if (SPANISH_OPENING.test(message.trim()) || SPANISH_GREETING.test(message.trim())) return "es";
  const { language } = detector.detect(message);
  if (language === "es" || language === "en") return language;
  return previous ?? "en";
}
