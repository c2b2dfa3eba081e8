import { randomUUID } from "node:crypto";
import type { Folder } from "./types";

export function newKey(folder: Folder, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension.toLowerCase()}`;
}
