// Case-study image rules shared by the upload handler and the admin form (no server imports, so
// the browser can check a file before sending it).

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The picker's filter: the only MIME types and extensions an image upload may have. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp,.jpeg,.jpg,.png,.gif,.webp";

const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp"];
const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** Why a chosen file cannot be uploaded as a case-study image, or null when it can. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  // Browsers leave the type empty for files they cannot name; then the extension decides.
  const typeOk = file.type ? IMAGE_MIME_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.includes(extension);
  if (!typeOk) return "Please choose a JPEG, PNG, GIF or WebP image";
  if (file.size > IMAGE_MAX_BYTES) return "The image must be 8MB or smaller.";
  if (file.size === 0) return "The image file is empty";
  return null;
}
