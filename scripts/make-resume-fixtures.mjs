// Renders the labelled resume fixtures described in tests/fixtures/resumes/resumes.json.
//
//   node scripts/make-resume-fixtures.mjs
//
// Each entry of resumes.json has a layout and a "sections" object:
//   "text"       { lines: string[] }                          -> written as a UTF-8 .txt file
//   "single"     { header: string[], body: Block[] }          -> one-column PDF, top to bottom
//   "two-column" { header: string[], left: Block[], right: Block[] }
//                -> header across the top, then a main column (x=50, w=300) and a sidebar
//                   (x=380, w=190) that start at the same y. Text is drawn in reading order
//                   (header, left column, right column) so extracted text follows it too.
// Block = { heading: string, lines: Line[] }, Line = string | { text: string, bold: true }.
// header[0] is the name (drawn large), the rest are headline/contact lines. Lines starting
// with "- " are bullets with a hanging indent. Lines in blocks whose heading mentions skills,
// tools or languages wrap only between list items (after "," or "|") so no skill is split.
//
// Output is deterministic: fixed metadata dates and producer/creator strings, standard
// (non-embedded) Helvetica fonts, no images.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIR = path.join(ROOT, "tests", "fixtures", "resumes");
const MANIFEST = path.join(DIR, "resumes.json");

const FIXED_DATE = new Date("2026-01-15T12:00:00.000Z");
const PRODUCER = "pdf-lib (https://github.com/Hopding/pdf-lib)";
const CREATOR = "make-resume-fixtures.mjs";

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN_X = 50;
const TOP = PAGE_H - 56;
const BOTTOM = 50;
const COLUMNS = { full: { x: MARGIN_X, w: PAGE_W - 2 * MARGIN_X }, left: { x: 50, w: 300 }, right: { x: 380, w: 190 } };

const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.36, 0.37, 0.4);
const ACCENT = rgb(0.7, 0.27, 0.16);
const RULE = rgb(0.82, 0.82, 0.84);

const STYLE = {
  name: { size: 24, lead: 30, bold: true, color: INK },
  headline: { size: 12, lead: 17, bold: false, color: MUTED },
  contact: { size: 9.5, lead: 13, bold: false, color: INK },
  heading: { size: 10.5, lead: 15, bold: true, color: ACCENT },
  body: { size: 9.5, lead: 12.5, bold: false, color: INK },
  strong: { size: 10, lead: 13.5, bold: true, color: INK },
  sideBody: { size: 9, lead: 12, bold: false, color: INK },
  sideStrong: { size: 9.5, lead: 12.5, bold: true, color: INK },
};
const MIN_FIT_SIZE = 7;

const isListHeading = (heading) => /skill|tool|language/i.test(heading ?? "");

/** Greedy wrap of `units` (already split, joined with single spaces) to maxWidth. */
function packUnits(units, measure, maxWidth) {
  const lines = [];
  let current = "";
  for (const unit of units) {
    const candidate = current ? `${current} ${unit}` : unit;
    if (!current || measure(candidate) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = unit;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Wraps text to maxWidth. In list mode, breaks only after "," or "|" separators when possible. */
function wrap(text, measure, maxWidth, listMode) {
  if (measure(text) <= maxWidth) return [text];
  const words = text.split(" ").filter(Boolean);
  if (!listMode) return packUnits(words, measure, maxWidth);
  const items = [];
  let item = [];
  for (const word of words) {
    item.push(word);
    if (/[,|]$/.test(word)) {
      items.push(item.join(" "));
      item = [];
    }
  }
  if (item.length) items.push(item.join(" "));
  return items
    .flatMap((it) => (measure(it) <= maxWidth ? [it] : packUnits(it.split(" "), measure, maxWidth)))
    .reduce((acc, piece) => {
      const last = acc[acc.length - 1];
      if (last !== undefined && measure(`${last} ${piece}`) <= maxWidth && /[,|]$/.test(last)) acc[acc.length - 1] = `${last} ${piece}`;
      else acc.push(piece);
      return acc;
    }, []);
}

class Writer {
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage([PAGE_W, PAGE_H]);
    this.y = TOP;
    this.allowPageBreak = true;
  }

  font(style) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  ensureRoom(height) {
    if (this.y - height >= BOTTOM) return;
    if (!this.allowPageBreak) throw new Error("two-column content does not fit on one page");
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = TOP;
  }

  /** Draws one logical line, wrapped to the column; returns nothing, advances y. */
  text(str, style, col, { listMode = false } = {}) {
    const font = this.font(style);
    const bullet = str.startsWith("- ");
    const indent = bullet ? font.widthOfTextAtSize("- ", style.size) : 0;
    const measure = (s) => font.widthOfTextAtSize(s, style.size);
    const pieces = wrap(str, (s) => measure(s) + indent, col.w, listMode);
    pieces.forEach((piece, i) => {
      const x = col.x + (i > 0 ? indent : 0);
      const avail = col.w - (i > 0 ? indent : 0);
      // An unbreakable token (a long URL or email) is shrunk to fit instead of being split.
      let size = style.size;
      while (size > MIN_FIT_SIZE && font.widthOfTextAtSize(piece, size) > avail) size -= 0.25;
      this.ensureRoom(style.lead);
      this.y -= style.lead;
      this.page.drawText(piece, { x, y: this.y + (style.lead - style.size) * 0.35, size, font, color: style.color });
    });
  }

  heading(str, col) {
    this.y -= 8;
    this.ensureRoom(STYLE.heading.lead + STYLE.body.lead * 2);
    this.text(str, STYLE.heading, col);
    this.page.drawLine({ start: { x: col.x, y: this.y - 2 }, end: { x: col.x + col.w, y: this.y - 2 }, thickness: 0.6, color: RULE });
    this.y -= 4;
  }

  blocks(blocks, col, side = false) {
    for (const block of blocks) {
      this.heading(block.heading, col);
      const listMode = isListHeading(block.heading);
      for (const line of block.lines) {
        if (typeof line === "string") this.text(line, side ? STYLE.sideBody : STYLE.body, col, { listMode });
        else {
          this.y -= 3;
          this.text(line.text, side ? STYLE.sideStrong : STYLE.strong, col, { listMode });
        }
      }
    }
  }

  header(lines, contactStyle) {
    const [name, ...rest] = lines;
    this.text(name, STYLE.name, COLUMNS.full);
    rest.forEach((line, i) => this.text(line, i === 0 ? STYLE.headline : contactStyle, COLUMNS.full, { listMode: true }));
  }
}

async function renderPdf(entry) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle("Resume");
  doc.setSubject("Resume parser test fixture");
  doc.setProducer(PRODUCER);
  doc.setCreator(CREATOR);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const { sections } = entry;

  if (entry.layout === "single") {
    w.header(sections.header, STYLE.contact);
    w.y -= 4;
    w.blocks(sections.body, COLUMNS.full);
  } else if (entry.layout === "two-column") {
    w.allowPageBreak = false;
    w.header(sections.header, STYLE.contact);
    w.y -= 10;
    w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: PAGE_W - MARGIN_X + 8, y: w.y }, thickness: 1, color: RULE });
    const columnTop = w.y;
    w.blocks(sections.left, COLUMNS.left);
    const leftBottom = w.y;
    w.y = columnTop;
    w.blocks(sections.right, COLUMNS.right, true);
    const sepX = (COLUMNS.left.x + COLUMNS.left.w + COLUMNS.right.x) / 2;
    w.page.drawLine({ start: { x: sepX, y: columnTop - 8 }, end: { x: sepX, y: Math.min(leftBottom, w.y) }, thickness: 0.6, color: RULE });
  } else {
    throw new Error(`unknown PDF layout ${entry.layout}`);
  }
  return doc.save({ useObjectStreams: true });
}

async function main() {
  const entries = JSON.parse(await readFile(MANIFEST, "utf8"));
  await mkdir(DIR, { recursive: true });
  for (const entry of entries) {
    const target = path.join(DIR, entry.file);
    let bytes;
    if (entry.layout === "text") {
      if (!entry.file.endsWith(".txt")) throw new Error(`${entry.file}: text layout needs a .txt file`);
      bytes = Buffer.from(`${entry.sections.lines.join("\n")}\n`, "utf8");
    } else {
      if (!entry.file.endsWith(".pdf")) throw new Error(`${entry.file}: ${entry.layout} layout needs a .pdf file`);
      bytes = await renderPdf(entry);
    }
    await writeFile(target, bytes);
    console.log(`${entry.file.padEnd(32)} ${entry.layout.padEnd(10)} ${bytes.length} bytes`);
  }
  console.log(`${entries.length} fixtures written to ${path.relative(ROOT, DIR)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
