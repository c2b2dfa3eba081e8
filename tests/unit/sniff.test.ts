import { sniffType } from "@/lib/uploads/sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

describe("sniffType (by content, never by name or declared type)", () => {
  it.each([
    ["a PDF", bytes("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n"), "pdf"],
    ["a PDF with leading junk", bytes("\n\n  junk ", "%PDF-1.4\n"), "pdf"],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]), "png"],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "jpeg"],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0]), "gif"],
    ["a WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["UTF-8 text", bytes("Jane Doe\njane@doe.example\nCaf\u00c3\u00a9 and r\u00c3\u00a9sum\u00c3\u00a9\n"), "text"],
    ["a Word document (a zip)", bytes("PK", [3, 4, 20, 0, 6, 0]), "unknown"],
    ["an executable", bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), "unknown"],
    ["binary with NUL bytes", bytes("hello", [0, 0, 0], "world"), "unknown"],
    ["an empty file", bytes(), "unknown"],
  ])("%s", (_label, content, expected) => {
    expect(sniffType(content)).toBe(expected);
  });

  it("does not take a renamed text file for a PDF", () => {
    expect(sniffType(bytes("This is not a PDF even if it is called deck.pdf"))).toBe("text");
  });
});
