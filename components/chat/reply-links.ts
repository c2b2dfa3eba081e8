// The links a concierge reply makes, found in its text: a path of this site ("/services/video-
// production", "/privacy-policy"), an email address (mailto:) and a phone number (tel:). The
// reply is split into plain text and links, which the message log draws as elements (React
// escapes the text); nothing else in a reply, staff's answers included, becomes a link.

export type ReplyPiece = string | { kind: "path" | "email" | "phone"; text: string; href: string };

/** A path of this site, after a space or bracket and before punctuation or the end. */
const SITE_PATH =
  /(^|[\s(])(\/(?:services|case-studies|contact|about|privacy-policy|los-angeles-advertising-agency|password-manager-content-marketing)(?:\/[a-z0-9-]+)?)(?=$|[\s.,;:!?)])/g;

/** An address with a domain ending ("studio@northlight.la"), never a sentence's final period. */
const EMAIL = /(^|[^\w.%+@-])([A-Za-z0-9][\w.%+-]*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![\w@-])/g;

/**
 * A North American number as replies write it: "(323) 555-0142", "323-555-0142", "323.555.0142",
 * "+1 323 555 0142". Grouped, so figures ("$10K-$100K", "2.1x", years, ids) never match.
 */
const PHONE = /(^|[^\w+$-])((?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4})(?![\w-]|[.,]\d)/g;

/** tel: with the digits only, and the country code when the reply left it out. */
function telHref(text: string): string {
  const digits = text.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

type Link = Exclude<ReplyPiece, string>;

/** The reply as plain text and links, in order; the pieces joined are the reply. */
export function linkifyReply(text: string): ReplyPiece[] {
  const found: { start: number; link: Link }[] = [];
  // Each pattern is (what comes before)(the link): no lookbehind, which older Safari cannot parse.
  const collect = (pattern: RegExp, make: (match: string) => Link) => {
    for (const match of text.matchAll(pattern)) found.push({ start: match.index + match[1].length, link: make(match[2]) });
  };
  collect(EMAIL, (match) => ({ kind: "email", text: match, href: `mailto:${match}` }));
  collect(SITE_PATH, (match) => ({ kind: "path", text: match, href: match }));
  collect(PHONE, (match) => ({ kind: "phone", text: match, href: telHref(match) }));
  found.sort((a, b) => a.start - b.start);

  const pieces: ReplyPiece[] = [];
  let last = 0;
  for (const { start, link } of found) {
    if (start < last) continue; // inside an earlier link
    if (start > last) pieces.push(text.slice(last, start));
    pieces.push(link);
    last = start + link.text.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
