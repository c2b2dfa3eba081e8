import * as z from "zod/mini";

// The answers' schemas are written with zod/mini: the browser decodes them in the chat, the
// panels and the portfolio, which load far less of it than of zod's full API (docs/performance.md).
// The requests, which only the server and the admin's editor parse, use the full API (the
// *-request(s).ts files); both are zod 4 and mix freely.

// Each module imports zod/mini itself (a namespace imported and used by name is tree-shaken; one
// passed on as a value would bring all of zod/mini, its locales included) and imports this one,
// which configures zod before any schema is built.

// The browser runs these under a policy without 'unsafe-eval'. zod probes for eval with
// `new Function("")` before it compiles an object's fast path, and the blocked probe is reported
// as a Content-Security-Policy violation even though zod catches it; jitless skips the probe
// (nothing can be compiled there anyway). The server keeps the JIT.
if (typeof window !== "undefined") z.config({ jitless: true });

/** Trimmed, not empty. */
export const text = z.string().check(z.trim(), z.minLength(1));

/** A whole number, 0 or more. */
export const count = z.number().check(z.int(), z.nonnegative());
