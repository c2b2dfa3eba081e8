import { withAdmin } from "@/lib/auth/with-admin";
import { getResumeFile } from "@/lib/db/resumes";
import type { RouteContext } from "@/lib/http/route";
import { serveStoredFile } from "@/lib/uploads/serve";

export const dynamic = "force-dynamic";

// GET /api/admin/resume/{id}/view — the original file, inline, with its content type.
export const GET = withAdmin<RouteContext<{ id: string }>>(async (_request, { params }) =>
  serveStoredFile(await getResumeFile((await params).id), "inline"),
);
