import { listPortfolioFilters } from "@/lib/db/case-studies";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/portfolio-filters — the portfolio's filter buttons, in saved order.
export const GET = route(async () => Response.json({ filters: await listPortfolioFilters() }));
