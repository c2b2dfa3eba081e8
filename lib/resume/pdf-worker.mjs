// Text out of a PDF (pdf.js, the pdfjs-dist this project pins, in its legacy build for Node), run
// in a worker thread so that a hostile PDF can only cost this worker: the parent bounds its heap,
// its time and the process's memory, and terminates it. Plain JavaScript, so Node and jest load it
// as is. Lines and columns are rebuilt: a two-column résumé reads as its header, then the left
// column, then the right one.

import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const Y_TOLERANCE = 2.5;

/**
 * Items grouped into lines, top of the page first: items sorted by height, each joining the line
 * above it when within the tolerance (a sort, not a search per item, so a page of 100k lines
 * stays fast).
 */
function toLines(items) {
  const sorted = items.filter((item) => item.str.trim()).sort((a, b) => b.transform[5] - a.transform[5]);
  const lines = [];
  let line = null;
  for (const item of sorted) {
    const y = item.transform[5];
    if (line && line.y - y <= Y_TOLERANCE) line.items.push(item);
    else lines.push((line = { y, items: [item] }));
  }
  for (const each of lines) each.items.sort((a, b) => a.transform[4] - b.transform[4]);
  return lines;
}

function textOf(items) {
  let out = "";
  let end = -Infinity;
  for (const item of items) {
    const x = item.transform[4];
    if (out && x - end > 1) out += " ";
    out += item.str;
    end = x + item.width;
  }
  return out.replace(/\s+/g, " ").trim();
}

const crosses = (line, gutter) => line.items.some((item) => item.transform[4] < gutter && item.transform[4] + item.width > gutter + 4);

/**
 * Finds a column gutter: an x position that many lines have a gap across and that no item in
 * the column area crosses. Returns null for single-column pages.
 */
function findGutter(lines, pageWidth) {
  let leftmost = Infinity;
  let splits = 0;
  for (const line of lines) {
    for (let index = 1; index < line.items.length; index += 1) {
      const previous = line.items[index - 1];
      const x = line.items[index].transform[4];
      const gap = x - (previous.transform[4] + previous.width);
      if (gap > 24 && x > pageWidth * 0.3 && x < pageWidth * 0.8) {
        splits += 1;
        leftmost = Math.min(leftmost, x);
      }
    }
  }
  if (splits < 3) return null;
  const gutter = leftmost - 2;
  const crossing = lines.filter((line) => crosses(line, gutter)).length;
  // Full-width lines at the very top (name, contact) may cross; the body must not.
  return crossing <= Math.max(3, lines.length * 0.15) ? gutter : null;
}

function pageText(items, pageWidth) {
  const lines = toLines(items);
  const gutter = findGutter(lines, pageWidth);
  if (gutter === null) return lines.map((line) => textOf(line.items)).join("\n");

  const firstColumnLine = lines.findIndex((line) => !crosses(line, gutter) && line.items.some((item) => item.transform[4] >= gutter));
  const header = new Set(lines.slice(0, Math.max(0, firstColumnLine)).filter((line) => crosses(line, gutter)));
  const body = lines.filter((line) => !header.has(line));
  const left = body.map((line) => textOf(line.items.filter((item) => item.transform[4] < gutter))).filter(Boolean);
  const right = body.map((line) => textOf(line.items.filter((item) => item.transform[4] >= gutter))).filter(Boolean);
  return [...[...header].map((line) => textOf(line.items)), ...left, ...right].join("\n");
}

/**
 * A page's text items, read as pdf.js streams them and no further than `budget` characters: a
 * page of 100k lines stops being read once it holds more text than can be kept.
 */
async function pageItems(page, budget) {
  const reader = page.streamTextContent().getReader();
  const items = [];
  let chars = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { items, complete: true };
    for (const item of value.items) {
      if (!("str" in item)) continue;
      items.push(item);
      chars += item.str.length;
    }
    if (chars > budget) {
      await reader.cancel(new Error("text budget reached"));
      return { items, complete: false };
    }
  }
}

/** The text of the first `maxPages` pages, cut at `maxChars` characters. */
async function extract(bytes, { maxPages, maxChars }) {
  // No eval (pdf.js would compile fonts' glyph programs into functions), no font faces, no fetching.
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 })
    .promise;
  const pages = [];
  let length = 0;
  let truncated = pdf.numPages > maxPages;
  for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && length < maxChars; number += 1) {
    const page = await pdf.getPage(number);
    const { items, complete } = await pageItems(page, maxChars - length);
    const text = pageText(items, page.getViewport({ scale: 1 }).width);
    page.cleanup();
    pages.push(text);
    length += text.length + 2;
    if (!complete || (length >= maxChars && number < pdf.numPages)) truncated = true;
  }
  // pdf.js 5 ends a document through its loading task (the proxy no longer has destroy()).
  await pdf.loadingTask.destroy();
  const text = pages.join("\n\n").trim();
  return { text: text.slice(0, maxChars), truncated: truncated || text.length > maxChars };
}

parentPort.once("message", async ({ bytes, maxPages, maxChars }) => {
  try {
    parentPort.postMessage({ ok: true, ...(await extract(bytes, { maxPages, maxChars })) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
