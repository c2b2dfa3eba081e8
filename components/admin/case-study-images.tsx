"use client";

import Image from "next/image";
import { useId, useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import type { CaseStudyImages } from "@/lib/content/types";
import { uploadWithProgress } from "@/lib/http/upload";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/uploads/image-limits";
import { invalidateAdminQueries } from "./use-admin-query";
import { RemoveButton } from "./form-fields";
import { LABEL, useSignInAgainAction } from "./ui";

// Thumbnail, hero and gallery images of a saved case study. The upload endpoint attaches each
// image on the server at once; removing a gallery image only changes the form (saved with it).

export type ImageType = keyof CaseStudyImages;

type UploadResponse = { path?: string; error?: { message?: string } };

const SLOTS: { type: ImageType; label: string; hint: string }[] = [
  { type: "thumbnail", label: "Thumbnail", hint: "Shown on cards in the portfolio and the case-study index." },
  { type: "hero", label: "Hero image", hint: "The large image at the top of the page when there is no hero video." },
  { type: "gallery", label: "Gallery", hint: "Each upload adds one image to the page's gallery." },
];

function Preview({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  return (
    <div className={`relative overflow-hidden rounded-xl border border-line bg-ink ${className}`}>
      <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 320px, 90vw" className="object-cover" />
    </div>
  );
}

function Placeholder({ children, className = "" }: { children: string; className?: string }) {
  return (
    <div className={`flex items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-xs text-subtle ${className}`}>
      {children}
    </div>
  );
}

function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="flex justify-between text-xs text-muted">
        <span>Uploading…</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-accent transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type Props = {
  caseStudyId: string;
  title: string;
  images: CaseStudyImages;
  onUploaded: (type: ImageType, path: string) => void;
  onRemoveGalleryImage: (index: number) => void;
};

export function CaseStudyImagesEditor({ caseStudyId, title, images, onUploaded, onRemoveGalleryImage }: Props) {
  const id = useId();
  const signInAgain = useSignInAgainAction();
  const [progress, setProgress] = useState<Partial<Record<ImageType, number>>>({});
  const [problems, setProblems] = useState<Partial<Record<ImageType, string>>>({});

  const failed = (status: number, description?: string) =>
    toast.error("Failed to upload image", {
      description,
      action: signInAgain(status),
    });

  const upload = async (type: ImageType, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    setProblems((current) => ({ ...current, [type]: problem ?? undefined }));
    if (problem) return;

    const form = new FormData();
    form.append("file", file);
    form.append("caseStudyId", caseStudyId);
    form.append("imageType", type);
    setProgress((current) => ({ ...current, [type]: 0 }));
    try {
      const result = await uploadWithProgress<UploadResponse>("/api/upload-case-study-image", form, (fraction) =>
        setProgress((current) => ({ ...current, [type]: fraction })),
      );
      if (result.ok && result.body?.path) {
        onUploaded(type, result.body.path);
        invalidateAdminQueries("/api/case-studies");
        toast.success("Image uploaded", { description: `${file.name} was added to ${title}.` });
      } else {
        failed(result.status, result.body?.error?.message);
      }
    } catch (error) {
      failed(0, error instanceof Error ? error.message : undefined);
    } finally {
      setProgress((current) => ({ ...current, [type]: undefined }));
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {SLOTS.map((slot) => {
        const inputId = `${id}-${slot.type}`;
        const fraction = progress[slot.type];
        const busy = fraction !== undefined;
        const current = slot.type === "gallery" ? "" : images[slot.type];
        return (
          <div key={slot.type} className={slot.type === "gallery" ? "lg:col-span-2" : ""}>
            <p className={LABEL}>{slot.label}</p>
            <p className="-mt-0.5 mb-3 text-xs text-subtle">{slot.hint}</p>
            {slot.type === "gallery" ? (
              images.gallery.length ? (
                <ul aria-label="Gallery images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {images.gallery.map((src, index) => (
                    <li key={`${src}-${index}`} className="relative">
                      <Preview src={src} alt={`Gallery image ${index + 1}`} className="aspect-[3/2]" />
                      <div className="absolute right-1.5 top-1.5 rounded-full bg-ink/80 backdrop-blur">
                        <RemoveButton label={`Remove gallery image ${index + 1}`} onClick={() => onRemoveGalleryImage(index)} />
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <Placeholder className="h-24">No gallery images yet</Placeholder>
              )
            ) : current ? (
              <Preview src={current} alt={`${slot.label} preview`} className="aspect-video" />
            ) : (
              <Placeholder className="aspect-video">{`No ${slot.label.toLowerCase()} yet`}</Placeholder>
            )}
            {busy ? <ProgressBar label={`${slot.label} upload`} fraction={fraction} /> : null}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <label
                htmlFor={inputId}
                className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line bg-white/5 px-5 text-sm font-medium transition-colors hover:bg-white/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent motion-reduce:transition-none ${busy ? "pointer-events-none opacity-40" : ""}`}
              >
                {slot.type === "gallery" ? "Add gallery image" : current ? `Replace ${slot.label.toLowerCase()}` : `Upload ${slot.label.toLowerCase()}`}
                <input
                  id={inputId}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  disabled={busy}
                  aria-describedby={problems[slot.type] ? `${inputId}-problem` : undefined}
                  onChange={(event) => void upload(slot.type, event)}
                  className="sr-only"
                />
              </label>
              <span className="text-xs text-subtle">JPEG, PNG, GIF or WebP, up to 8MB</span>
            </div>
            {problems[slot.type] ? (
              <p id={`${inputId}-problem`} role="alert" className="mt-2 text-xs text-danger">
                {problems[slot.type]}
              </p>
            ) : null}
          </div>
        );
      })}
      {images.gallery.length ? (
        <p className="text-xs text-subtle lg:col-span-2">Removing a gallery image takes effect when you save the case study.</p>
      ) : null}
    </div>
  );
}
