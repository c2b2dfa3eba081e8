import type { PortfolioFiltersResponse } from "@/lib/contracts/case-studies";
import { listPortfolioFilters } from "@/lib/db/case-studies";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/portfolio-filters — the portfolio's filter buttons, in saved order.
export const GET = route(async () => Response.json({ filters: await listPortfolioFilters() } satisfies PortfolioFiltersResponse));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
