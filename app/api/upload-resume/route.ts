import type { ResumeUploadResponse } from "@/lib/contracts/resume";
import { route, unservedMethods } from "@/lib/http/route";
import { identifyVisitor } from "@/lib/http/visitor";
import { enforceUploadLimit } from "@/lib/uploads/limits";
import { receiveResume } from "@/lib/uploads/resume";

export const dynamic = "force-dynamic";

// POST /api/upload-resume — a résumé (PDF or text): stored, parsed, answered with what was read.
export const POST = route({ visitor: identifyVisitor }, async (request, { visitor }) => {
  await enforceUploadLimit(request, visitor);
  return Response.json((await receiveResume(request, visitor)) satisfies ResumeUploadResponse);
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
