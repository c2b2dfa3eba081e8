import { withAdmin } from "@/lib/auth/with-admin";
import { getResumeFile } from "@/lib/db/resumes";
import type { RouteContext } from "@/lib/http/route";
import { serveStoredFile, withFilePolicy } from "@/lib/uploads/serve";

export const dynamic = "force-dynamic";

const view = withAdmin<RouteContext<{ id: string }>>(async (_request, { params }) =>
  serveStoredFile(await getResumeFile((await params).id), "inline"),
);

// GET /api/admin/resume/{id}/view — the original file, inline, with its content type and the
// policy for that type (next.config.ts leaves this path's policy to the handler).
export const GET = (request: Request, context: RouteContext<{ id: string }>) => withFilePolicy(view(request, context));
