// The kinds of file the store holds, each with the one content type it is stored and served with
// and the extension its key (and its download name) ends in. What a file is comes from its bytes
// (lib/uploads/sniff.ts), never from its name or declared type.

export type StoredKind = "pdf" | "png" | "jpeg" | "gif" | "webp" | "text";

export const CONTENT_TYPES: Record<StoredKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  text: "text/plain; charset=utf-8",
};

export const EXTENSIONS: Record<StoredKind, string> = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
  text: "txt",
};
