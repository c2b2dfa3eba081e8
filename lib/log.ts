import { format } from "node:util";
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

/** The longest message a console line becomes (Next quotes client input, such as an action id, in some). */
const CONSOLE_MESSAGE_CHARS = 1000;

/** One console argument as text: an error by its class and message, anything else as util.format writes it. */
function consoleText(args: unknown[]): string {
  return format(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg)));
}

/**
 * Makes every line the production server writes JSON: what Next prints through the console (a
 * server action a stale or forged `next-action` header names, an origin mismatch, a failed
 * redirect) becomes a log line at the console method's level, with `source: "console"`, its text
 * (addresses masked, at most 1,000 characters) and the error's class when it was given one; its
 * stack is kept for errors only (a bug to read, never visitor text). Called once per server process
 * (instrumentation.ts); `npm run dev` keeps the console as it is, for people to read.
 */
export function routeConsoleToLog(): void {
  const levels = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, (typeof levels)[keyof typeof levels]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const fields: Record<string, unknown> = { source: "console" };
      if (error) fields.errorClass = error.name || error.constructor.name;
      if (error && level === "error" && error.stack) fields.stack = error.stack.replace(ADDRESS, "[address]").slice(0, 2000);
      log[level](fields, consoleText(args).replace(ADDRESS, "[address]").slice(0, CONSOLE_MESSAGE_CHARS));
    };
  }
}
