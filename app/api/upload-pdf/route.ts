import type { UploadPdfResponse } from "@/lib/contracts/uploads";
import { route, unservedMethods } from "@/lib/http/route";
import { identifyVisitor } from "@/lib/http/visitor";
import { receiveContactPdf } from "@/lib/uploads/contact-pdf";
import { enforceUploadLimit } from "@/lib/uploads/limits";
import { successEnvelope } from "@/lib/uploads/respond";

export const dynamic = "force-dynamic";

// POST /api/upload-pdf — a deck or brief from the contact page: { success, message } (+ ids).
export const POST = route({ visitor: identifyVisitor }, (request, { visitor }) =>
  successEnvelope(request, async () => {
    await enforceUploadLimit(request, visitor);
    const upload = await receiveContactPdf(request, visitor);
    return { message: `${upload.fileName} uploaded`, ...upload } satisfies Omit<UploadPdfResponse, "success">;
  }),
);

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
