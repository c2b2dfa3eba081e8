import { track } from "@vercel/analytics";
import { uploadWithProgress } from "@/lib/http/upload";

// The network half of a deck dropped into the chat, loaded only when a visitor attaches one.

export type DeckUploadRequest = {
  file: File;
  conversationId: string;
  sessionId: string;
  contact: { name: string; email: string } | null;
  onProgress: (fraction: number) => void;
};

/** Sends the PDF to the team (POST /api/upload-pdf); resolves true when the server took it. */
export async function sendDeck({ file, conversationId, sessionId, contact, onProgress }: DeckUploadRequest): Promise<boolean> {
  const form = new FormData();
  form.append("pdf", file);
  form.append("conversationId", conversationId);
  form.append("sessionId", sessionId);
  form.append("clientName", contact?.name ?? "");
  form.append("clientEmail", contact?.email ?? "");
  form.append("message", "Deck shared in the home chat");
  const result = await uploadWithProgress<{ success?: boolean }>("/api/upload-pdf", form, onProgress);
  if (!result.ok || result.body?.success !== true) return false;
  track("file_uploaded", { value: file.size });
  return true;
}
