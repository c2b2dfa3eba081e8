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

/**
 * Plain text: every tag removed (their text kept), whitespace tidied. React escapes it again when
 * it renders, so the entities sanitize-html produces are turned back into characters.
 */
export function sanitizePlainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, " ")
    .trim();
}
