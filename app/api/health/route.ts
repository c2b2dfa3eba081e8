export const dynamic = "force-dynamic";

// GET /api/health — liveness: the server is up and answering (no database work).
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
