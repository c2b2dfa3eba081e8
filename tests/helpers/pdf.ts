import { PDFDocument, StandardFonts } from "pdf-lib";

/** A real one-page PDF (pdf-lib) with each line of text drawn on it, as a File to upload. */
export async function pdfFile(lines: string[], name = "deck.pdf"): Promise<File> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 18, size: 12, font }));
  return new File([(await doc.save()) as BlobPart], name, { type: "application/pdf" });
}
