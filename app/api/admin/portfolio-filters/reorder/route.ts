import { withAdmin } from "@/lib/auth/with-admin";
import { portfolioFiltersChanged } from "@/lib/cache";
import { filterReorderSchema } from "@/lib/contracts/admin-requests";
import type { PortfolioFiltersResponse } from "@/lib/contracts/case-studies";
import { reorderPortfolioFilters } from "@/lib/db/case-studies";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// PUT /api/admin/portfolio-filters/reorder — admin: the full filter list; positions become 0..n-1.
export const PUT = withAdmin(async (request) => {
  const { filters } = await readJson(request, { schema: filterReorderSchema });
  const saved = await reorderPortfolioFilters(filters.map((filter) => filter.slug));
  portfolioFiltersChanged();
  return Response.json({ filters: saved } satisfies PortfolioFiltersResponse);
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = unservedMethods(["PUT"]);
