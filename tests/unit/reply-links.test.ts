import { linkifyReply, type ReplyPiece } from "@/components/chat/reply-links";

// The links a concierge reply makes: site paths, email addresses (mailto:) and phone numbers (tel:).

const links = (text: string) => linkifyReply(text).filter((piece): piece is Exclude<ReplyPiece, string> => typeof piece !== "string");
const joined = (pieces: ReplyPiece[]) => pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");

describe("linkifyReply", () => {
  it("links the agency's email address and phone number in the contact reply, and keeps every other word as text", () => {
    const reply =
      "You can reach the team at studio@northlight.la or (323) 555-0142. Or leave your name and email here and we'll follow up within one business day.";
    const pieces = linkifyReply(reply);
    expect(pieces).toEqual([
      "You can reach the team at ",
      { kind: "email", text: "studio@northlight.la", href: "mailto:studio@northlight.la" },
      " or ",
      { kind: "phone", text: "(323) 555-0142", href: "tel:+13235550142" },
      ". Or leave your name and email here and we'll follow up within one business day.",
    ]);
    expect(joined(pieces)).toBe(reply);
  });

  it("leaves a sentence's final period, brackets and quotes outside the link", () => {
    expect(links("Email studio@northlight.la.")).toEqual([{ kind: "email", text: "studio@northlight.la", href: "mailto:studio@northlight.la" }]);
    expect(links("(write to hello@studio.example.com)")[0].text).toBe("hello@studio.example.com");
    expect(links('"press@northlight.la", or call 323-555-0142!').map((link) => link.href)).toEqual(["mailto:press@northlight.la", "tel:+13235550142"]);
  });

  it("reads the usual ways of writing a North American number", () => {
    for (const number of ["(323) 555-0142", "(323)555-0142", "323-555-0142", "323.555.0142", "323 555 0142", "+1 323 555 0142", "+1-323-555-0142"]) {
      expect(links(`Call ${number} today`)).toEqual([{ kind: "phone", text: number, href: "tel:+13235550142" }]);
    }
  });

  it("links no figure, price, year, id or address without a domain ending", () => {
    for (const text of [
      "Most projects run $10K-$100K+ and retainers start from about $15K a month.",
      "2.1x category sell-through in 90 days, 1,250,000 views in 2024-2025.",
      "Order 12345678901 shipped; reference 3235550142.",
      "Write to maya@studio or @northlight on social.",
      "Version 1.2.3.4 and 10.0.0.1 are not addresses.",
    ]) {
      expect(links(text)).toEqual([]);
    }
  });

  it("still links the site's own paths, and an address's domain is never read as a path", () => {
    expect(links("See /services/video-production and /privacy-policy.")).toEqual([
      { kind: "path", text: "/services/video-production", href: "/services/video-production" },
      { kind: "path", text: "/privacy-policy", href: "/privacy-policy" },
    ]);
    expect(links("Not a path: https://example.com/contact")).toEqual([]);
    expect(links("Ask careers@northlight.la about /about")).toEqual([
      { kind: "email", text: "careers@northlight.la", href: "mailto:careers@northlight.la" },
      { kind: "path", text: "/about", href: "/about" },
    ]);
  });

  it("gives markup no way in: a link is only ever built from the characters its pattern allows", () => {
    const hostile = 'Mail <a href="javascript:alert(1)">x@evil.com</a> or x@evil.com"onmouseover="alert(1)';
    for (const link of links(hostile)) {
      expect(link.href).toMatch(/^mailto:[\w.%+-]+@[A-Za-z0-9.-]+$/);
    }
    expect(joined(linkifyReply(hostile))).toBe(hostile);
  });

  it("returns a reply with nothing to link as one piece of text, and an empty reply as none", () => {
    expect(linkifyReply("Hello there.")).toEqual(["Hello there."]);
    expect(linkifyReply("")).toEqual([]);
  });

  it("stays fast on long hostile text", () => {
    const text = `${"a".repeat(5000)}@${"b".repeat(5000)}${" 555-".repeat(2000)}`;
    const start = performance.now();
    linkifyReply(text);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
