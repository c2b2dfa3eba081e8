import { after } from "next/server";

// Work that runs after the response (notification drains, PDF reads), tracked per process so a
// test, or anything else about to close the database, can wait for it (backgroundSettled).
const running: Set<Promise<void>> = ((globalThis as { __afterResponseTasks?: Set<Promise<void>> }).__afterResponseTasks ??= new Set());

function track(task: () => Promise<void>): Promise<void> {
  const run = task().finally(() => running.delete(run));
  running.add(run);
  return run;
}

/**
 * Runs `task` after the current response is sent: next/server `after`, which also keeps a
 * serverless function alive until it is done. Outside a request (scripts, tests calling a handler
 * directly) it runs at once in the background. The task must handle its own errors.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(() => track(task));
  } catch {
    void track(task);
  }
}

/** Resolves once every task started by afterResponse in this process has finished (including ones they started). */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
