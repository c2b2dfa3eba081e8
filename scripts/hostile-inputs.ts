import { createDeflate, deflateSync } from "node:zlib";

// Hostile inputs for the text and PDF paths: texts that make backtracking regexes and quadratic
// loops stall, a PDF decompression bomb and a PDF with one very tall page of many lines.
// Plain TypeScript with no app imports, so tests and scripts (tsx) can both use it.

const repeat = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

/** Texts of `bytes` characters built to hit worst cases of regexes and loops. */
export function adversarialTexts(bytes: number): { name: string; text: string }[] {
  const units: [string, string][] = [
    ["a", "a"],
    ["a@", "a@"],
    ["dots", "."],
    ["digits", "1"],
    ["a.", "a."],
    ["spaces", " "],
    ["newlines", "\n"],
    ["spaces and newlines", " \n"],
    ["hyphens", "-"],
    ["digit groups", "1 "],
    ["digit dashes", "1-"],
    ["a-", "a-"],
    ["a@a.", "a@a."],
    ["a.com.", "a.com."],
    ["plus digits", "+1"],
    ["parentheses", "(1)"],
    ["years", "2020 "],
    ["skill words", "adobe "],
    ["skill prefixes", "adobe-"],
    ["linkedin", "linkedin.com/in/"],
    ["slashes", "a/"],
    ["words", "word "],
    ["email-like name", "Jane Doe jane@"],
    ["month prefixes", "jan"],
    ["negated word", "no reel "],
    ["client names", "velo "],
  ];
  const texts = units.map(([name, unit]) => ({ name, text: repeat(unit, bytes) }));
  texts.push({ name: "a then @", text: `${repeat("a", bytes - 1)}@` });
  texts.push({ name: "a then !", text: `${repeat("a.", bytes - 1)}!` });
  texts.push({ name: "digits then letter", text: `${repeat("1", bytes - 1)}x` });
  // Question openers, each of which a pattern reads on to the end of the text, then one long word:
  // 74 of them and the word keep a chat message within its 150 words.
  const openers = "what did ".repeat(74);
  texts.push({ name: "openers then a run", text: `${openers}${repeat("a", Math.max(1, bytes - openers.length))}` });
  texts.push({
    name: "mixed",
    text: repeat("aaaa@@@@....1111 \n----a.a.a.2019 - 2020 Adobe  Photoshop http://x.", bytes),
  });
  return texts;
}

// ---- PDF building ----------------------------------------------------------------------------

const encoder = new TextEncoder();

/** A PDF from numbered object bodies (object n is bodies[n - 1]); object 1 must be the catalog. */
function assemblePdf(bodies: Uint8Array[][]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let length = parts[0].byteLength;
  const offsets: number[] = [];
  bodies.forEach((chunks, index) => {
    offsets.push(length);
    for (const chunk of [encoder.encode(`${index + 1} 0 obj\n`), ...chunks, encoder.encode("\nendobj\n")]) {
      parts.push(chunk);
      length += chunk.byteLength;
    }
  });
  const xref =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(encoder.encode(xref));
  const out = new Uint8Array(length + parts[parts.length - 1].byteLength);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const text = (value: string) => [encoder.encode(value)];

function onePagePdf(mediaBox: string, content: Uint8Array[], contentLength: number): Uint8Array {
  return assemblePdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text(`<< /Type /Pages /Kids [3 0 R] /Count 1 >>`),
    text(`<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`),
    [encoder.encode(`<< /Length ${contentLength} /Filter /FlateDecode >>\nstream\n`), ...content, encoder.encode("\nendstream")],
    text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ]);
}

/** Deflates `total` bytes made of `chunk` repeated, feeding the compressor chunk by chunk. */
function deflateRepeated(chunk: Uint8Array, total: number, prefix: Uint8Array): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const out: Uint8Array[] = [];
    deflate.on("data", (data: Buffer) => out.push(new Uint8Array(data)));
    deflate.on("end", () => resolve(out));
    deflate.on("error", reject);
    let remaining = total - prefix.byteLength;
    deflate.write(prefix);
    const pump = () => {
      while (remaining > 0) {
        const piece = remaining >= chunk.byteLength ? chunk : chunk.subarray(0, remaining);
        remaining -= piece.byteLength;
        if (!deflate.write(piece)) {
          deflate.once("drain", pump);
          return;
        }
      }
      deflate.end();
    };
    pump();
  });
}

/**
 * A valid one-page PDF whose page content stream is FlateDecode and inflates to `inflatedBytes`
 * (a short text operator, then spaces). 1 GB of inflated content is about 1 MB of PDF.
 */
export async function pdfBomb(inflatedBytes: number): Promise<Uint8Array> {
  const prefix = encoder.encode("BT /F1 12 Tf 72 720 Td (Bomb) Tj ET\n");
  const compressed = await deflateRepeated(new Uint8Array(1024 * 1024).fill(0x20), Math.max(inflatedBytes, prefix.byteLength), prefix);
  const length = compressed.reduce((sum, part) => sum + part.byteLength, 0);
  return onePagePdf("[0 0 612 792]", compressed, length);
}

/**
 * A valid PDF with one very tall page holding `lines` text lines, each at its own y position
 * (10 units apart), in a FlateDecode content stream.
 */
export function tallPagePdf(lines: number): Uint8Array {
  const height = lines * 10 + 100;
  let content = `BT /F1 8 Tf 72 ${height - 50} Td\n`;
  for (let line = 0; line < lines; line += 1) content += `(Line ${line}) Tj 0 -10 Td\n`;
  content += "ET\n";
  const compressed = new Uint8Array(deflateSync(encoder.encode(content), { level: 9 }));
  return onePagePdf(`[0 0 612 ${height}]`, [compressed], compressed.byteLength);
}
