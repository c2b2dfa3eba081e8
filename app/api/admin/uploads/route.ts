import { withAdmin } from "@/lib/auth/with-admin";
import type { ContactUploadsResponse } from "@/lib/contracts/uploads";
import { listContactUploads } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/uploads — PDFs sent from the contact page, newest first, with sender and message.
export const GET = withAdmin(async () =>
  Response.json({ uploads: await listContactUploads() } satisfies ContactUploadsResponse, { headers: { "Cache-Control": "no-store" } }),
);

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
