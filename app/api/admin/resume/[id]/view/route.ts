import { withAdmin } from "@/lib/auth/with-admin";
import { getResumeFile } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";
import { FILE_CSP } from "@/lib/http/security-headers";
import { serveStoredFile, withFilePolicy } from "@/lib/uploads/serve";

export const dynamic = "force-dynamic";

// GET /api/admin/resume/{id}/view — the original file, inline, with its content type and the
// policy for that type (next.config.ts leaves this path's policy to the handler).
export const GET = withFilePolicy(withAdmin<{ id: string }>(async (_request, { params }) => serveStoredFile(await getResumeFile(params.id), "inline")));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"], { "Content-Security-Policy": FILE_CSP });
