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

/** Anything shaped like an email address (a database error may quote a query's arguments). */
const ADDRESS = /[^\s@"'<>(),;:]{1,64}@[^\s@"'<>(),;:]{1,255}/g;

/** An error as a log line may carry it: its class and message (no address, at most 500 characters), never its data. */
export function errorFields(error: unknown): { errorClass: string; errorMessage: string } {
  const message = error instanceof Error ? error.message : String(error);
  return {
    errorClass: error instanceof Error ? error.name || error.constructor.name : typeof error,
    errorMessage: message.slice(0, 2000).replace(ADDRESS, "[address]").slice(0, 500),
  };
}
