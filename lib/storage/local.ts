import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { newKey } from "./keys";
import { KEY_PATTERN, PUBLIC_FOLDERS, type FileStorage } from "./types";

// Local disk under UPLOAD_DIR (default ./data/uploads): outside public/, so nothing is served
// unless a route serves it. Public case-study images are served by app/uploads/[...key].

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(/*turbopackIgnore: true*/ process.cwd(), root);
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(base, key);
  };

  return {
    kind: "local",
    async put({ folder, extension, bytes, contentType }) {
      const key = newKey(folder, extension);
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { flag: "wx" });
      return { key, url: PUBLIC_FOLDERS.has(folder) ? `/uploads/${key}` : null, size: bytes.byteLength, contentType };
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      return { stream, contentType: "application/octet-stream", size: stat.size };
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
