import { track } from "@vercel/analytics";
import { uploadPdfResponseSchema } from "@/lib/contracts/uploads";
import { apiUpload } from "@/lib/api-client/upload";
import { ensureVisitor } from "@/lib/api-client/visitor";

// The network half of a deck dropped into the chat, loaded only when a visitor attaches one.

export type DeckUploadRequest = {
  file: File;
  conversationId: string;
  sessionId: string;
  contact: { name: string; email: string } | null;
  onProgress: (fraction: number) => void;
};

/**
 * Sends the PDF to the team (POST /api/upload-pdf). Resolves the conversation it joined (a new one
 * when the server would not add to the one named); throws when the server did not take it.
 */
export async function sendDeck({ file, conversationId, sessionId, contact, onProgress }: DeckUploadRequest): Promise<string> {
  const form = new FormData();
  form.append("pdf", file);
  form.append("conversationId", conversationId);
  form.append("sessionId", sessionId);
  form.append("clientName", contact?.name ?? "");
  form.append("clientEmail", contact?.email ?? "");
  form.append("message", "Deck shared in the home chat");
  await ensureVisitor();
  const result = await apiUpload("/api/upload-pdf", form, uploadPdfResponseSchema, onProgress);
  track("file_uploaded", { value: file.size });
  return result.conversationId;
}
