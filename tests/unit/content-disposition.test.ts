import { contentDisposition } from "@/lib/uploads/serve";

// The header that names a stored file: the real name in filename* (RFC 5987/8187), where only
// attr-chars may stand unencoded, and a safe ASCII stand-in for old clients.

/** Decodes filename* back, as a client following the RFC does. */
const realName = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]);
/** RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~", or a %XX escape. */
const ATTR_VALUE = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/;

describe("contentDisposition", () => {
  it("percent-encodes ' ( ) * in filename*, which encodeURIComponent leaves bare", () => {
    const header = contentDisposition("attachment", "O'Brien (CV).pdf");
    expect(header).toBe(`attachment; filename="O'Brien (CV).pdf"; filename*=UTF-8''O%27Brien%20%28CV%29.pdf`);
    expect(realName(header)).toBe("O'Brien (CV).pdf");
  });

  it("keeps every filename* value within the RFC's characters, whatever the name", () => {
    for (const name of ["résumé*final*.pdf", "Ünïcödé 名前.pdf", 'quote " and \\ back%slash.pdf', "a;b=c.txt", "(((***)))'''.pdf"]) {
      const header = contentDisposition("inline", name);
      const value = /filename\*=UTF-8''([^;]+)/.exec(header)![1];
      expect(value).toMatch(ATTR_VALUE);
      expect(realName(header)).toBe(name);
      // The quoted stand-in holds no quote, backslash, percent sign or non-ASCII character.
      expect(/filename="([^"]*)"/.exec(header)![1]).toMatch(/^[\x20-\x7e]*$/);
      expect(/filename="([^"]*)"/.exec(header)![1]).not.toMatch(/["\\%]/);
    }
  });
});
