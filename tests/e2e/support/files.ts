import fs from "node:fs";
import type { TestInfo } from "@playwright/test";

/**
 * A file one byte over the 20 MB PDF limit, written to the test's output folder. Handing the page a
 * path lets the local browser read the file itself; a 20 MB buffer would cross the DevTools
 * protocol, which took over a minute on a busy machine.
 */
export function oversizePdf(testInfo: TestInfo): string {
  const file = testInfo.outputPath("huge.pdf");
  fs.writeFileSync(file, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20));
  return file;
}
