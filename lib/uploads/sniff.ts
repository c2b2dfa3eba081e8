import type { StoredKind } from "../storage/content-types";

// What a file really is, read from its first bytes (never from the name or the declared type).

export type SniffedType = StoredKind | "unknown";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** A PDF starts with "%PDF-" within its first 1024 bytes (readers tolerate leading junk). */
function isPdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  const signature = ascii("%PDF-");
  for (let index = 0; index + signature.length <= head.length; index += 1) {
    if (startsWith(head, signature, index)) return true;
  }
  return false;
}

/** Plain text: valid UTF-8, no NUL bytes, and almost entirely printable characters. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    // A multi-byte character cut at the 64 KB boundary is still text.
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024 - 4));
    } catch {
      return false;
    }
  }
  if (text.includes("\u0000")) return false;
  const controls = text.match(/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls / text.length < 0.01;
}

export function sniffType(bytes: Uint8Array): SniffedType {
  if (isPdf(bytes)) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (isText(bytes)) return "text";
  return "unknown";
}
