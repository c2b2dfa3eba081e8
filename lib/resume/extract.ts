import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "../env";
import { stripControls } from "../http/controls";

// Text out of an uploaded résumé. A PDF is read in a worker thread (pdf-worker.mjs) that a hostile
// file cannot turn against the server: at most PDF_EXTRACT_CONCURRENCY run at once (a few more
// wait; past that the upload is answered without its text and read later, in the background, one
// slot at a time after every upload that is waiting), each is terminated after
// PDF_EXTRACT_TIMEOUT_MS or when the process grows by PDF_EXTRACT_MEMORY_MB (pdf.js inflates
// streams into ArrayBuffers, which a heap limit does not count), and only the first pages and
// characters are read.

export const PDF_MAX_PAGES = 20;
const MAX_WAITING = 4;
/** Background reads waiting for a slot: each holds only a way to load its file, not the bytes. */
const MAX_BACKGROUND = 500;
const MEMORY_CHECK_MS = 25;
// Node and jest run this file as is; Turbopack sees `new Worker(path)` and emits it as a worker
// chunk (checked with next build + next start). next.config.ts also traces it for the upload route.
const WORKER_FILE = path.join(process.cwd(), "lib", "resume", "pdf-worker.mjs");

export type PdfText = { text: string; truncated: boolean };

export class PdfExtractionError extends Error {
  constructor(
    readonly reason: "timeout" | "memory" | "unreadable" | "busy",
    detail: string,
  ) {
    super(`PDF text extraction failed (${reason}): ${detail}`);
    this.name = "PdfExtractionError";
  }
}

let running = 0;
const waiting: (() => void)[] = [];
const background: (() => void)[] = [];

/**
 * Waits for an extraction slot; the returned function hands it to the next in line, an upload
 * waiting for its answer before a background read.
 */
async function acquireSlot({ inBackground = false } = {}): Promise<() => void> {
  if (running < env.PDF_EXTRACT_CONCURRENCY) running += 1;
  else if (!inBackground && waiting.length < MAX_WAITING) await new Promise<void>((resolve) => waiting.push(resolve));
  else if (inBackground && background.length < MAX_BACKGROUND) await new Promise<void>((resolve) => background.push(resolve));
  else throw new PdfExtractionError("busy", `${running} PDFs are being read and ${inBackground ? background.length : waiting.length} are waiting`);
  return () => {
    const next = waiting.shift() ?? background.shift();
    if (next) next();
    else running -= 1;
  };
}

let liveWorkers = 0;
let mostWorkers = 0;

/** Worker threads alive now (reading, or terminated and not yet torn down), and the most there have been at once. */
export function pdfWorkerCounts(): { live: number; most: number } {
  return { live: liveWorkers, most: mostWorkers };
}

/** Reads a PDF in a new worker: `result` settles with its text, `exited` once the thread is gone. */
function startWorker(bytes: Uint8Array, maxChars: number): { result: Promise<PdfText>; exited: Promise<void> } {
  const memoryLimitMb = env.PDF_EXTRACT_MEMORY_MB;
  const baseline = process.memoryUsage.rss();
  const worker = new Worker(WORKER_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  liveWorkers += 1;
  mostWorkers = Math.max(mostWorkers, liveWorkers);
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      liveWorkers -= 1;
      resolve();
    }),
  );
  const result = new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      void worker.terminate();
      settle();
    };
    const fail = (reason: PdfExtractionError["reason"], detail: string) => finish(() => reject(new PdfExtractionError(reason, detail)));

    const timer = setTimeout(() => fail("timeout", `no result after ${env.PDF_EXTRACT_TIMEOUT_MS} ms`), env.PDF_EXTRACT_TIMEOUT_MS);
    const watchdog = setInterval(() => {
      const grown = process.memoryUsage.rss() - baseline;
      if (grown > memoryLimitMb * 1024 * 1024) fail("memory", `the server grew by ${Math.round(grown / 1024 / 1024)} MB`);
    }, MEMORY_CHECK_MS);
    worker.once("message", (result: { ok: true; text: string; truncated: boolean } | { ok: false; error: string }) => {
      if (result.ok) finish(() => resolve({ text: stripControls(result.text), truncated: result.truncated }));
      else fail("unreadable", result.error);
    });
    worker.once("error", (error: Error & { code?: string }) => fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "unreadable", error.message));
    worker.once("exit", (code) => fail("unreadable", `the worker exited with code ${code}`));

    const copy = new Uint8Array(bytes);
    worker.postMessage({ bytes: copy, maxPages: PDF_MAX_PAGES, maxChars }, [copy.buffer]);
  });
  return { result, exited };
}

/**
 * Reads a PDF in the slot `release` gives back. The answer comes as soon as the worker has one,
 * but the slot is handed on only once the worker's thread is gone: a terminated worker's memory
 * (a bomb's inflated streams) is freed as its thread is torn down, so handing the slot on at the
 * answer would let the next read run beside it, and a stream of bombs pile up.
 */
async function readInSlot(release: () => void, load: () => Uint8Array | Promise<Uint8Array>, maxChars: number): Promise<PdfText> {
  let exited: Promise<void> | undefined;
  try {
    const run = startWorker(await load(), maxChars);
    exited = run.exited;
    return await run.result;
  } finally {
    if (exited) void exited.then(release);
    else release();
  }
}

/**
 * The text of a PDF's first pages, at most `maxChars` characters. Throws PdfExtractionError when
 * the file cannot be read within the limits or too many are already being read.
 */
export async function extractPdfText(bytes: Uint8Array, { maxChars }: { maxChars: number }): Promise<PdfText> {
  return readInSlot(await acquireSlot(), () => bytes, maxChars);
}

/**
 * extractPdfText for a file that is already stored, in the background: it waits behind every
 * upload waiting for its answer, and loads the file only once it has a slot.
 */
export async function extractPdfTextLater(load: () => Promise<Uint8Array>, { maxChars }: { maxChars: number }): Promise<PdfText> {
  return readInSlot(await acquireSlot({ inBackground: true }), load, maxChars);
}

export function decodeText(bytes: Uint8Array): string {
  return stripControls(new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "")).trim();
}
