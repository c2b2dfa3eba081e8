import fs from "node:fs";
import type { TestInfo } from "@playwright/test";

/**
 * A file one byte over the 20 MB PDF limit, written to the test's output folder. Handing the page a
 * path lets the local browser read the file itself; a 20 MB buffer would cross the DevTools
 * protocol, which can take over a minute on a busy machine.
 */
export function oversizePdf(testInfo: TestInfo): string {
  const file = testInfo.outputPath("huge.pdf");
  fs.writeFileSync(file, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20));
  return file;
}

/** A plain-text résumé a visitor might upload: a name, contacts and skills the reader extracts. */
export const RESUME_TEXT = `Jordan Ellis
Los Angeles, CA · jordan.ellis@example.com · (323) 555-0187
linkedin.com/in/jordanellis · jordanellis.design

Senior Motion Designer with 7 years of experience.
Skills: After Effects, Cinema 4D, Premiere Pro, Figma, Storyboarding
`;

/** The smallest PDF the upload endpoints accept (its text cannot be read). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
