import "server-only";
import { env } from "../env";
import { createBlobStorage } from "./blob";
import { createLocalStorage } from "./local";
import type { FileStorage } from "./types";

export type { FileBody, FileStorage, Folder, StoredFile } from "./types";

let storage: FileStorage | null = null;

/** The configured store: Vercel Blob with BLOB_READ_WRITE_TOKEN, else local disk under UPLOAD_DIR. */
export function fileStorage(): FileStorage {
  storage ??= env.BLOB_READ_WRITE_TOKEN ? createBlobStorage(env.BLOB_READ_WRITE_TOKEN) : createLocalStorage(env.UPLOAD_DIR);
  return storage;
}
