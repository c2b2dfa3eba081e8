// Text out of a PDF (pdf.js through unpdf, which runs on Node 20), rebuilt into lines and
// columns: a two-column résumé reads as its header, then the left column, then the right one.

type TextItem = { str: string; transform: number[]; width: number };

type Line = { y: number; items: TextItem[] };

const Y_TOLERANCE = 2.5;

function toLines(items: TextItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5];
    const line = lines.find((candidate) => Math.abs(candidate.y - y) <= Y_TOLERANCE);
    if (line) line.items.push(item);
    else lines.push({ y, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.transform[4] - b.transform[4]);
  return lines.sort((a, b) => b.y - a.y); // top of the page first
}

const textOf = (items: TextItem[]) => {
  let out = "";
  let end = -Infinity;
  for (const item of items) {
    const x = item.transform[4];
    if (out && x - end > 1) out += " ";
    out += item.str;
    end = x + item.width;
  }
  return out.replace(/\s+/g, " ").trim();
};

/**
 * Finds a column gutter: an x position that many lines have a gap across and that no item in
 * the column area crosses. Returns null for single-column pages.
 */
function findGutter(lines: Line[], pageWidth: number): number | null {
  const splits: number[] = [];
  for (const line of lines) {
    for (let index = 1; index < line.items.length; index += 1) {
      const previous = line.items[index - 1];
      const gap = line.items[index].transform[4] - (previous.transform[4] + previous.width);
      const x = line.items[index].transform[4];
      if (gap > 24 && x > pageWidth * 0.3 && x < pageWidth * 0.8) splits.push(x);
    }
  }
  if (splits.length < 3) return null;
  const gutter = Math.min(...splits) - 2;
  const crossing = lines.filter((line) => line.items.some((item) => item.transform[4] < gutter && item.transform[4] + item.width > gutter + 4));
  // Full-width lines at the very top (name, contact) may cross; the body must not.
  return crossing.length <= Math.max(3, lines.length * 0.15) ? gutter : null;
}

function pageText(items: TextItem[], pageWidth: number): string {
  const lines = toLines(items);
  const gutter = findGutter(lines, pageWidth);
  if (gutter === null) return lines.map((line) => textOf(line.items)).join("\n");

  const crosses = (line: Line) => line.items.some((item) => item.transform[4] < gutter && item.transform[4] + item.width > gutter + 4);
  const firstColumnLine = lines.findIndex((line) => !crosses(line) && line.items.some((item) => item.transform[4] >= gutter));
  const header = lines.slice(0, Math.max(0, firstColumnLine)).filter(crosses);
  const body = lines.filter((line) => !header.includes(line));
  const left = body.map((line) => textOf(line.items.filter((item) => item.transform[4] < gutter))).filter(Boolean);
  const right = body.map((line) => textOf(line.items.filter((item) => item.transform[4] >= gutter))).filter(Boolean);
  return [...header.map((line) => textOf(line.items)), ...left, ...right].join("\n");
}

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const width = page.getViewport({ scale: 1 }).width;
    pages.push(pageText(content.items as TextItem[], width));
  }
  await pdf.destroy();
  return pages.join("\n\n").trim();
}

export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").trim();
}
