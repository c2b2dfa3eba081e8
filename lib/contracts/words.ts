// The chat's word limit, kept apart from the concierge's text tools so the browser can count words
// without loading the stopword list and the stemmer.

export const WORD_LIMIT = 150;

/** Words as the chat counts them: runs of non-whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}
