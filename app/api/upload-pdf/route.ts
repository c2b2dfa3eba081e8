import { receiveContactPdf } from "@/lib/uploads/contact-pdf";
import { enforceUploadLimit } from "@/lib/uploads/limits";
import { successEnvelope } from "@/lib/uploads/respond";

export const dynamic = "force-dynamic";

// POST /api/upload-pdf — a deck or brief from the contact page: { success, message } (+ ids).
export function POST(request: Request) {
  return successEnvelope(request, async () => {
    await enforceUploadLimit(request);
    const upload = await receiveContactPdf(request);
    return { message: `${upload.fileName} uploaded`, ...upload };
  });
}
