"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Image from "next/image";
import { useId, useState, type ChangeEvent } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { showToast } from "@/components/ui/toast";
import { caseStudyImageResponseSchema, type CaseStudyImages } from "@/lib/contracts/case-studies";
import type { CaseStudyImageType } from "@/lib/contracts/enums";
import { apiUpload } from "@/lib/api-client/upload";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/uploads/image-limits";
import { ADMIN_CASE_STUDIES_URL, describeFailure } from "../admin-api";
import { LABEL, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// Thumbnail, hero and gallery images of a saved case study. The upload endpoint attaches each
// image on the server at once; reordering or removing gallery images only changes the form (saved with it).

const SLOTS: { type: CaseStudyImageType; label: string; hint: string }[] = [
  { type: "thumbnail", label: "Thumbnail", hint: "Shown on cards in the portfolio and the case-study index." },
  { type: "hero", label: "Hero image", hint: "The large image at the top of the page when there is no hero video." },
  { type: "gallery", label: "Gallery", hint: "Each upload adds one image to the page's gallery." },
];

function Preview({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  return (
    <div className={cn("relative overflow-hidden rounded-xl border border-line bg-ink", className)}>
      <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 320px, 90vw" className="object-cover" />
    </div>
  );
}

function Placeholder({ children, className = "" }: { children: string; className?: string }) {
  return (
    <div className={cn("flex items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-xs text-subtle", className)}>
      {children}
    </div>
  );
}

function ArrowIcon({ direction }: { direction: "earlier" | "later" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={direction === "earlier" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const MOVE_BUTTON =
  "flex h-10 w-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-white/10 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-30 motion-reduce:transition-none";

/** Keys that follow an image when it moves (the same path may appear twice). */
function galleryKeys(gallery: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return gallery.map((src) => {
    const count = seen.get(src) ?? 0;
    seen.set(src, count + 1);
    return `${src}#${count}`;
  });
}

function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="flex justify-between text-xs text-muted">
        <span>Uploading…</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type Props = {
  caseStudyId: string;
  title: string;
  images: CaseStudyImages;
  onUploaded: (type: CaseStudyImageType, path: string) => void;
  onRemoveGalleryImage: (index: number) => void;
  onMoveGalleryImage: (from: number, to: number) => void;
};

export function CaseStudyImagesEditor({ caseStudyId, title, images, onUploaded, onRemoveGalleryImage, onMoveGalleryImage }: Props) {
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  const count = images.gallery.length;
  const moveButtonId = (index: number, direction: "earlier" | "later") => `${id}-gallery-${index}-${direction}`;

  // Moving keeps the keyboard on the moved image: the same arrow at its new place, or the other
  // arrow once it reaches an end (where this one is disabled).
  const move = (from: number, direction: "earlier" | "later") => {
    const to = direction === "earlier" ? from - 1 : from + 1;
    if (to < 0 || to >= count) return;
    onMoveGalleryImage(from, to);
    setAnnouncement(`Gallery image moved to position ${to + 1} of ${count}.`);
    const atEnd = direction === "earlier" ? to === 0 : to === count - 1;
    requestAnimationFrame(() => document.getElementById(moveButtonId(to, atEnd ? (direction === "earlier" ? "later" : "earlier") : direction))?.focus());
  };
  const signInAgain = useSignInAgainAction();
  const [progress, setProgress] = useState<Partial<Record<CaseStudyImageType, number>>>({});
  const [problems, setProblems] = useState<Partial<Record<CaseStudyImageType, string>>>({});

  const queryClient = useQueryClient();
  // The server attaches the image at once: the list reads again.
  const send = useMutation({
    mutationFn: ({ form, type }: { form: FormData; type: CaseStudyImageType }) =>
      apiUpload("/api/upload-case-study-image", form, caseStudyImageResponseSchema, (fraction) => setProgress((current) => ({ ...current, [type]: fraction }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_CASE_STUDIES_URL] }),
  });

  const upload = async (type: CaseStudyImageType, event: ChangeEvent<HTMLInputElement>) => {
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
      const { path } = await send.mutateAsync({ form, type });
      onUploaded(type, path);
      showToast({ title: "Image uploaded", description: `${file.name} was added to ${title}.` });
    } catch (error) {
      const failure = describeFailure(error);
      showToast({ title: "Failed to upload image", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
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
                  {galleryKeys(images.gallery).map((key, index) => (
                    <li key={key} className="relative">
                      <Preview src={images.gallery[index]} alt={`Gallery image ${index + 1}`} className="aspect-[3/2]" />
                      <div className="absolute right-1.5 top-1.5 flex rounded-full bg-ink/80 backdrop-blur">
                        <CloseButton label={`Remove gallery image ${index + 1}`} tone="remove" size="sm" onClick={() => onRemoveGalleryImage(index)} />
                      </div>
                      {count > 1 ? (
                        <div className="absolute bottom-1.5 left-1.5 flex rounded-full bg-ink/80 backdrop-blur">
                          {(["earlier", "later"] as const).map((direction) => (
                            <button
                              key={direction}
                              id={moveButtonId(index, direction)}
                              type="button"
                              aria-label={`Move gallery image ${index + 1} ${direction}`}
                              title={`Move ${direction}`}
                              disabled={direction === "earlier" ? index === 0 : index === count - 1}
                              onClick={() => move(index, direction)}
                              className={MOVE_BUTTON}
                            >
                              <ArrowIcon direction={direction} />
                            </button>
                          ))}
                        </div>
                      ) : null}
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
                className={cn(
                  "inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line bg-white/5 px-5 text-sm font-medium transition-colors hover:bg-white/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent motion-reduce:transition-none",
                  busy && "pointer-events-none opacity-40",
                )}
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
        <p className="text-xs text-subtle lg:col-span-2">
          The gallery shows images in this order. Reordering or removing them takes effect when you save the case study.
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
