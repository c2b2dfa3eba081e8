// What other features use of the résumé reader: a PDF's text (now, or in a worker later) and a résumé's fields.
export { decodeText, extractPdfText, extractPdfTextLater, PdfExtractionError } from "./extract";
export { parseResume } from "./parse";
