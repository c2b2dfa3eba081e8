import { after } from "next/server";

/**
 * Runs `task` after the current response is sent: next/server `after`, which also keeps a
 * serverless function alive until it is done. Outside a request (scripts, tests calling a handler
 * directly) it runs at once in the background. The task must handle its own errors.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
