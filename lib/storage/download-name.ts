import { CONTENT_TYPES, EXTENSIONS, type StoredKind } from "./content-types";
import { folderOf } from "./types";

// The name a stored file is downloaded under: the visitor's name, cleaned, with the extension of
// the type the server sniffed (never the visitor's: "cv.html" that is text downloads as "cv.txt").

export const DOWNLOAD_NAME_MAX_LENGTH = 100;

const FALLBACK_BY_FOLDER = { resumes: "resume", contact: "attachment", "case-studies": "image" } as const;

// Controls (C0, C1, DEL), format characters (bidi embeddings, overrides and isolates, the Arabic
// letter mark, zero-width characters, BOM, soft hyphen), lone surrogates, private-use code points,
// and line/paragraph separators: they can disguise a name ("cv\u202Efdp.exe") or break headers.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu;
// The characters Windows refuses in file names (the name was cut to its last path segment first).
const UNSAFE = /[:*?"<>|]/g;

function extensionFor(mimeType: string): string | null {
  const essence = mimeType.split(";")[0].trim().toLowerCase();
  for (const [kind, type] of Object.entries(CONTENT_TYPES) as [StoredKind, string][]) {
    if (type.split(";")[0] === essence) return EXTENSIONS[kind];
  }
  return null;
}

function stem(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** A safe file name for Content-Disposition, built from the stored name and the stored (sniffed) type. */
export function downloadName(file: { originalName: string; mimeType: string; storageKey: string }): string {
  const extension = extensionFor(file.mimeType) ?? "bin";
  const lastSegment = file.originalName.split(/[\\/]/).pop() ?? "";
  const cleaned = stem(lastSegment.replace(INVISIBLE, "").replace(UNSAFE, ""))
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const capped = Array.from(cleaned).slice(0, DOWNLOAD_NAME_MAX_LENGTH).join("").trimEnd();
  const folder = folderOf(file.storageKey);
  const base = capped || (folder ? FALLBACK_BY_FOLDER[folder] : "file");
  return `${base}.${extension}`;
}
