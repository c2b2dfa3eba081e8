import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pdfBomb, tallPagePdf } from "@/scripts/hostile-inputs";

// PDF text extraction runs in a worker thread with limits: a decompression bomb or a page of
// 100k lines costs the worker, never the server's event loop or its memory.

process.env.PDF_EXTRACT_MEMORY_MB = "128";
process.env.PDF_EXTRACT_TIMEOUT_MS = "20000";
process.env.PDF_EXTRACT_CONCURRENCY = "1";

type Extract = typeof import("@/lib/resume/extract");
let extract: Extract;
beforeAll(async () => {
  extract = await import("@/lib/resume/extract");
});

const MB = 1024 * 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * CPU time this thread has used, in ms: its own user + system time from /proc (Linux), which a
 * machine too busy to schedule the process does not inflate. Elsewhere, the event loop's active
 * time (which a busy machine does inflate).
 */
function threadCpuMs(): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    // Fields after the command name: state is field 3, utime 14 and stime 15, in 1/100 s ticks.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs `work` while watching this thread: the CPU time it spent meanwhile (`busyMs`: work done on
 * this thread, the event loop's, not the worker's), the whole process's (`processCpuMs`: every
 * thread, the worker's included), the longest gap between 20 ms ticks (printed
 * only: on a busy machine that is mostly waiting for a core), and the peak RSS.
 */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ result: T | Error; ms: number; busyMs: number; processCpuMs: number; worstGapMs: number; peakRss: number }> {
  const utilization = performance.eventLoopUtilization();
  const cpuBefore = threadCpuMs();
  const processBefore = process.cpuUsage();
  let last = performance.now();
  let worstGapMs = 0;
  let peakRss = process.memoryUsage.rss();
  const ticker = setInterval(() => {
    const now = performance.now();
    worstGapMs = Math.max(worstGapMs, now - last);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const start = performance.now();
  const result = await work().catch((error: Error) => error);
  const ms = performance.now() - start;
  clearInterval(ticker);
  const cpuAfter = threadCpuMs();
  const busyMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : performance.eventLoopUtilization(utilization).active;
  const processCpu = process.cpuUsage(processBefore);
  return { result, ms, busyMs, processCpuMs: (processCpu.user + processCpu.system) / 1000, worstGapMs, peakRss };
}

describe("PDF extraction in a worker", () => {
  it("reads a real résumé", async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "resumes", "01-maya-chen.pdf")));
    const { text, truncated } = await extract.extractPdfText(bytes, { maxChars: 50_000 });
    expect(text).toMatch(/maya/i);
    expect(truncated).toBe(false);
  }, 30_000);

  it("reads a 110k-line page without blocking the event loop, cut at the character cap", async () => {
    const bytes = tallPagePdf(110_000);
    const run = await watched(() => extract.extractPdfText(bytes, { maxChars: 50_000 }));
    console.log(
      `tall page: ${bytes.byteLength} bytes, ${run.ms.toFixed(0)} ms, this thread's CPU ${run.busyMs.toFixed(0)} of the process's ${run.processCpuMs.toFixed(0)} ms, worst gap ${run.worstGapMs.toFixed(0)} ms`,
    );
    if (run.result instanceof Error) throw run.result;
    expect(run.result.truncated).toBe(true);
    expect(run.result.text.length).toBeLessThanOrEqual(50_000);
    expect(run.result.text.split("\n")[0]).toBe("Line 0");
    // The parse ran on the worker: this thread used a small share of the CPU the read cost.
    expect(run.busyMs).toBeLessThan(1000);
    expect(run.busyMs).toBeLessThan(run.processCpuMs / 3);
  }, 60_000);

  it("stops a decompression bomb, keeps the event loop free and gives the memory back", async () => {
    const bytes = await pdfBomb(400 * MB);
    gc();
    const before = process.memoryUsage.rss();
    const run = await watched(() => extract.extractPdfText(bytes, { maxChars: 50_000 }));
    // A terminated worker's memory goes back to the system once its isolate is torn down, which a
    // busy machine can take seconds to get to: wait for it (up to 20 s), as a leak never would.
    let after = process.memoryUsage.rss();
    for (let waited = 0; after - before >= 64 * MB && waited < 20_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      gc();
      after = process.memoryUsage.rss();
    }
    console.log(
      `bomb (400 MB inflated, ${bytes.byteLength} bytes): ${run.ms.toFixed(0)} ms, ${run.result instanceof Error ? run.result.message : "read"}; ` +
        `rss before ${Math.round(before / MB)} MB, peak ${Math.round(run.peakRss / MB)} MB, after ${Math.round(after / MB)} MB; this thread's CPU ${run.busyMs.toFixed(0)} ms, worst gap ${run.worstGapMs.toFixed(0)} ms`,
    );
    expect(run.result).toBeInstanceOf(extract.PdfExtractionError);
    expect((run.result as InstanceType<Extract["PdfExtractionError"]>).reason).toMatch(/^(memory|timeout)$/);
    expect(run.busyMs).toBeLessThan(1000);
    expect(after - before).toBeLessThan(64 * MB);
  }, 60_000);

  it("reads one PDF at a time, queues four more and does not read the rest (busy)", async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "resumes", "02-darius-whitfield.pdf")));
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => extract.extractPdfText(bytes, { maxChars: 50_000 })));
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toMatchObject({ reason: "busy" });
    // The slots were handed back: the next one runs.
    await expect(extract.extractPdfText(bytes, { maxChars: 50_000 })).resolves.toMatchObject({ truncated: false });
  }, 90_000);

  it("hands a slot on only once its worker has exited: never more workers alive than slots", async () => {
    // A terminated worker's memory is freed as its thread is torn down; a read that started at
    // the answer, not at the exit, would run beside it (two bombs' worth of memory for one slot).
    const bytes = new Uint8Array(fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "resumes", "02-darius-whitfield.pdf")));
    const bomb = await pdfBomb(400 * MB);
    const results = await Promise.allSettled([
      extract.extractPdfText(bomb, { maxChars: 50_000 }),
      extract.extractPdfText(bytes, { maxChars: 50_000 }),
      extract.extractPdfText(bytes, { maxChars: 50_000 }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    // PDF_EXTRACT_CONCURRENCY is 1 in this file: at no point in it were two workers alive.
    expect(extract.pdfWorkerCounts().most).toBe(1);
    for (let waited = 0; extract.pdfWorkerCounts().live > 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(extract.pdfWorkerCounts().live).toBe(0);
  }, 90_000);
});
