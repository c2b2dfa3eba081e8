// Runs once when a server process starts. On a Node host it starts the leads sweep (notification
// retries, qualifications, the daily retention job) in this process; on Vercel the cron route does
// that work (vercel.json). The edge runtime has nothing to start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startSweeper } = await import("./lib/leads/sweep");
  startSweeper();
}
