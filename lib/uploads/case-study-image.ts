import "server-only";
import { z } from "zod";
import type { CaseStudy, CaseStudyDeleteResponse, CaseStudyImageResponse } from "../contracts/case-studies";
import { CASE_STUDY_IMAGE_TYPES, IMAGE_FORMATS, isOneOf } from "../contracts/enums";
import { caseStudiesChanged } from "../cache";
import { deleteCaseStudy, getAdminCaseStudy, listAdminCaseStudies, updateCaseStudy } from "../db/case-studies";
import { ApiError } from "../http/errors";
import { fileField, readMultipart, textField } from "../http/multipart";
import { fileStorage } from "../storage";
import { KEY_PATTERN } from "../storage/types";
import { IMAGE_MAX_BYTES } from "./limits";
import { CONTENT_TYPES, EXTENSIONS } from "../storage/content-types";
import { sniffType } from "./sniff";

// An image for a case study (thumbnail, hero or one more in the gallery): JPEG, PNG, GIF or
// WebP by content, stored publicly and attached to the case study.

const imageTypeSchema = z.enum(CASE_STUDY_IMAGE_TYPES, {
  error: `imageType must be ${CASE_STUDY_IMAGE_TYPES.slice(0, -1).join(", ")} or ${CASE_STUDY_IMAGE_TYPES.at(-1)}`,
});

export async function receiveCaseStudyImage(request: Request): Promise<CaseStudyImageResponse> {
  const tooLarge = "The image must be 8MB or smaller.";
  const form = await readMultipart(request, { maxFileBytes: IMAGE_MAX_BYTES, tooLarge });
  const imageType = imageTypeSchema.parse(textField(form, "imageType", 20));
  const caseStudyId = textField(form, "caseStudyId", 200);
  if (!caseStudyId) throw new ApiError("bad_request", "caseStudyId is required");
  const { bytes } = await fileField(form, "file", { maxBytes: IMAGE_MAX_BYTES, tooLarge, missing: "Please choose an image to upload" });
  const kind = sniffType(bytes);
  if (!isOneOf(IMAGE_FORMATS, kind)) {
    throw new ApiError("unsupported_media_type", "Please upload a JPEG, PNG, GIF or WebP image");
  }
  // Published or not: staff prepare an unpublished case study's images before publishing it.
  const study = await getAdminCaseStudy(caseStudyId);
  if (!study) throw new ApiError("not_found", `No case study with the id "${caseStudyId}"`);

  const stored = await fileStorage().put({ folder: "case-studies", extension: EXTENSIONS[kind], bytes, contentType: CONTENT_TYPES[kind] });
  const path = stored.url ?? `/uploads/${stored.key}`;
  const images = imageType === "gallery" ? { ...study.images, gallery: [...study.images.gallery, path] } : { ...study.images, [imageType]: path };
  await updateCaseStudy(study.id, { images });
  caseStudiesChanged(study.id);
  return { path };
}

/**
 * Deletes a case study (404 when there is none), then its uploaded images that no other case study
 * shows (a failed file delete is logged and leaves the file: the row is gone either way), and makes
 * every page, the bundle, the sitemap and the concierge forget it.
 */
export async function removeCaseStudy(id: string): Promise<CaseStudyDeleteResponse> {
  const study = await deleteCaseStudy(id);
  caseStudiesChanged(study.id);
  const storage = fileStorage();
  const stillShown = new Set((await listAdminCaseStudies()).flatMap((other) => uploadedImageKeys(other, storage.kind)));
  let imagesRemoved = 0;
  for (const key of uploadedImageKeys(study, storage.kind)) {
    if (stillShown.has(key)) continue;
    try {
      await storage.delete(key);
      imagesRemoved += 1;
    } catch (error) {
      console.error(`case study ${study.id}: could not delete its image ${key}`, error);
    }
  }
  return { deleted: study.id, imagesRemoved };
}

/** The storage keys of a case study's uploaded images (site paths "/uploads/<key>" or Blob URLs). */
export function uploadedImageKeys(study: Pick<CaseStudy, "images">, storageKind: "local" | "blob"): string[] {
  const paths = [study.images.thumbnail, study.images.hero, ...study.images.gallery].filter(Boolean);
  const keys = paths.flatMap((path) => {
    if (path.startsWith("/uploads/")) return [path.slice("/uploads/".length)];
    // A Blob URL's path is its key; an image on another host is not ours to delete.
    if (storageKind === "blob" && /^https:\/\/[^/]+\.blob\.vercel-storage\.com\//i.test(path)) return [new URL(path).pathname.slice(1)];
    return [];
  });
  return [...new Set(keys.filter((key) => KEY_PATTERN.test(key) && key.startsWith("case-studies/")))];
}
