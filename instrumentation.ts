import type { Instrumentation } from "next";

// Runs once when a server process starts. In production, what Next prints through the console
// becomes JSON log lines like the app's own (lib/log.ts). On a Node host it starts the leads sweep (notification
// retries, qualifications, the daily retention job) in this process; on Vercel the cron route does
// that work (vercel.json). The edge runtime has nothing to start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NODE_ENV === "production") (await import("./lib/log")).routeConsoleToLog();
  const { startSweeper } = await import("./lib/leads/sweep");
  startSweeper();
}

/**
 * A failure Next caught outside the API's own wrapper (a page or layout that threw while
 * rendering, the proxy): one JSON log line with the route, the request id proxy.ts gave the request
 * (the page's X-Request-Id) and the error's class, message and digest (the reference the error
 * page shows). API route handlers log their own failures (lib/http/route.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { errorFields, log } = await import("./lib/log");
  const header = request.headers["x-request-id"];
  log.error(
    {
      route: `${request.method} ${context.routePath}`,
      routeType: context.routeType,
      status: 500,
      requestId: Array.isArray(header) ? header[0] : header,
      digest: (error as { digest?: string }).digest,
      ...errorFields(error),
    },
    "request failed",
  );
};
