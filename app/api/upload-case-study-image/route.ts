import { withAdmin } from "@/lib/auth/with-admin";
import type { CaseStudyImageResponse } from "@/lib/contracts/case-studies";
import { receiveCaseStudyImage } from "@/lib/uploads/case-study-image";
import { enforceAdminUploadLimit } from "@/lib/uploads/limits";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/upload-case-study-image — admin: attach a thumbnail, hero or gallery image.
export const POST = withAdmin(async (request, { auth }) => {
  await enforceAdminUploadLimit(auth.actor);
  return Response.json((await receiveCaseStudyImage(request)) satisfies CaseStudyImageResponse, { status: 201 });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
