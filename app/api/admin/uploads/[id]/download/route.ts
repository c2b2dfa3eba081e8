import { withAdmin } from "@/lib/auth/with-admin";
import { getContactUploadFile } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";
import { serveStoredFile } from "@/lib/uploads/serve";

export const dynamic = "force-dynamic";

// GET /api/admin/uploads/{id}/download — a contact-page PDF, as an attachment.
export const GET = withAdmin<{ id: string }>(async (_request, { params }) => serveStoredFile(await getContactUploadFile(params.id), "attachment"));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
