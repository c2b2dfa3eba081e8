import "server-only";
import { env } from "../env";
import { createBlobStorage } from "./blob";
import { createLocalStorage } from "./local";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

let storage: FileStorage | null = null;

/** The configured store: Vercel Blob with BLOB_READ_WRITE_TOKEN, else local disk under UPLOAD_DIR. */
export function fileStorage(): FileStorage {
  storage ??= env.BLOB_READ_WRITE_TOKEN ? createBlobStorage(env.BLOB_READ_WRITE_TOKEN) : createLocalStorage(env.UPLOAD_DIR);
  return storage;
}

/** A stored file's bytes; throws when it is gone. */
export async function readStoredFile(key: string): Promise<Uint8Array> {
  const file = await fileStorage().get(key);
  if (!file) throw new Error(`the stored file ${key} is gone`);
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
}
