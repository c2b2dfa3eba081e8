import { del, get, put } from "@vercel/blob";
import { newKey } from "./keys";
import { folderOf, PUBLIC_FOLDERS, type FileStorage } from "./types";

// Vercel Blob, when BLOB_READ_WRITE_TOKEN is set: private blobs for resumes and contact PDFs,
// public ones (on Vercel's CDN) for case-study images.

export function createBlobStorage(token: string): FileStorage {
  const accessOf = (key: string) => (PUBLIC_FOLDERS.has(folderOf(key) ?? "resumes") ? "public" : "private");
  return {
    kind: "blob",
    async put({ folder, extension, bytes, contentType }) {
      const key = newKey(folder, extension);
      const access = PUBLIC_FOLDERS.has(folder) ? "public" : "private";
      const blob = await put(key, Buffer.from(bytes), {
        access,
        contentType,
        token,
        addRandomSuffix: false,
        cacheControlMaxAge: access === "public" ? 31_536_000 : undefined,
      });
      return { key, url: access === "public" ? blob.url : null, size: bytes.byteLength, contentType };
    },
    async get(key) {
      const result = await get(key, { access: accessOf(key), token });
      if (!result || result.statusCode !== 200 || !result.stream) return null;
      return { stream: result.stream, contentType: result.blob.contentType, size: result.blob.size };
    },
    async delete(key) {
      await del(key, { token });
    },
  };
}
