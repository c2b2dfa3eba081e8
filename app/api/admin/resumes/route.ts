import { z } from "zod";
import { withAdmin } from "@/lib/auth/with-admin";
import { listResumes } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

// GET /api/admin/resumes — résumé summaries (no text), newest first, a page at a time.
export const GET = withAdmin(async (request) => {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listResumes(query), { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
