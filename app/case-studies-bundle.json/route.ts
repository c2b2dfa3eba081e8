import type { CaseStudyBundle } from "@/lib/contracts/case-studies";
import { caseStudyMap } from "@/lib/db/case-studies";
import { listCaseStudies } from "@/lib/db/content";

// GET /case-studies-bundle.json — { caseStudies: { [slug]: CaseStudy } }, the static bundle the
// portfolio checks before the API. Prerendered at build; regenerated on its next request after an
// admin write (lib/cache.ts), so it stays current on hosts with a read-only filesystem too.
export const dynamic = "force-static";

export async function GET() {
  return Response.json({ caseStudies: caseStudyMap(await listCaseStudies()) } satisfies CaseStudyBundle);
}
