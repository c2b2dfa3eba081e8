import sanitizeHtml from "sanitize-html";

// Text from admins and seed data is sanitized on write with a real HTML parser (sanitize-html).

const RICH: sanitizeHtml.IOptions = {
  allowedTags: ["h3", "h4", "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }),
  },
};

/** Rich content (a card's expandedContent): a small allowlist of tags; no scripts, styles or handlers. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, { ...RICH, allowedAttributes: { a: ["href", "title", "rel", "target"] } }).trim();
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const MAX_PLAIN_TEXT_PASSES = 8;

const stripTags = (text: string) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Plain text: every tag removed (their text kept), whitespace tidied. React escapes it again when
 * it renders, so the entities sanitize-html produces are turned back into characters. Decoding
 * can uncover markup that was encoded ("&lt;script&gt;", "&amp;lt;b&amp;gt;"), so tags are
 * stripped again until nothing changes; text still changing after a few passes (many layers of
 * encoding) loses its angle brackets. A lone "<" as in "a < b" or "<3" is not a tag and stays.
 */
export function sanitizePlainText(text: string): string {
  let current = text;
  let stable = false;
  for (let pass = 0; pass < MAX_PLAIN_TEXT_PASSES && !stable; pass += 1) {
    const next = decodeEntities(stripTags(current));
    stable = next === current;
    current = next;
  }
  if (!stable) current = current.replace(/[<>]/g, "");
  return current.replace(/[ \t]+/g, " ").trim();
}
