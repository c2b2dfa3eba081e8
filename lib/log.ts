import "server-only";
import pino from "pino";

// The server's own log lines: one JSON object per line on stdout (pino), which every host's log
// collector reads (Vercel, systemd, Docker). Never a visitor's words, address or IP: a line names
// the route, the status, the request id and the error's class and message. LOG_LEVEL (default
// "info"; "silent" turns it off) sets how much is written.

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);
const level = LEVELS.has(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL! : "info";

export const log = pino(
  {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // process.stdout (not pino's own file descriptor writer), so a test can read the lines.
  process.stdout,
);

/** An error as a log line may carry it: its class and message, never its data. */
export function errorFields(error: unknown): { errorClass: string; errorMessage: string } {
  if (error instanceof Error) return { errorClass: error.name || error.constructor.name, errorMessage: error.message.slice(0, 500) };
  return { errorClass: typeof error, errorMessage: String(error).slice(0, 500) };
}
