import { withAdmin } from "@/lib/auth/with-admin";
import { getContactUploadFile } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";
import { FILE_CSP } from "@/lib/http/security-headers";
import { serveStoredFile, withFilePolicy } from "@/lib/uploads/serve";

export const dynamic = "force-dynamic";

// GET /api/admin/uploads/{id}/view — a contact-page PDF, inline, with the policy for its type
// (next.config.ts leaves this path's policy to the handler).
export const GET = withFilePolicy(withAdmin<{ id: string }>(async (_request, { params }) => serveStoredFile(await getContactUploadFile(params.id), "inline")));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"], { "Content-Security-Policy": FILE_CSP });
