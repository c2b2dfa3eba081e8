// CSV for spreadsheets (RFC 4180): fields holding a comma, a semicolon (the separator spreadsheets
// in many locales split on), a quote, CR or LF are quoted, quotes doubled, rows end with CRLF, and
// the file starts with a UTF-8 byte order mark so Excel reads it as UTF-8. A cell that starts with
// = + - @, a tab or CR is prefixed with a single quote: a spreadsheet would run it as a formula (CSV
// injection), and the cells hold visitors' words.

import { errorFields, log } from "../log";

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: formula-safe, then quoted when it needs to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV response streamed page by page: the header row, then each page's rows as the pages come
 * (the whole table is never held at once).
 */
export function csvResponse(fileName: string, header: string[], pages: AsyncIterable<CsvValue[][]>): Response {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
      } catch (error) {
        log.error({ job: "csv export", ...errorFields(error) }, "export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
