"use client";

import type { VideoItemValues, VideosMode } from "@/lib/admin/case-study-form";
import { isOneOf, VIDEO_FORMATS } from "@/lib/contracts/enums";
import { CloseButton } from "@/components/ui/close-button";
import { DraftList, DraftText } from "./case-study-sections";
import { AddButton, FieldError, FormSection, TextField } from "../shared/form-fields";
import { FIELD, LABEL } from "../shared/ui";
import type { CaseStudyDraft } from "./use-case-study-draft";
import { cn } from "@/components/ui/cn";

// The case-study form's Video section: one video URL, then no videos, a hero and gallery, or a
// list of titled videos.

const VIDEO_MODES: { value: VideosMode; label: string }[] = [
  { value: "none", label: "No videos" },
  { value: "object", label: "Hero + gallery" },
  { value: "list", label: "List of videos" },
];

type Props = { draft: CaseStudyDraft };

export function VideoSection({ draft }: Props) {
  return (
    <FormSection
      title="Video"
      description="YouTube and Vimeo links are embedded; .mp4, .mov and .webm files play natively. Use a site path (/media/…) or a full http(s) URL."
    >
      <DraftText draft={draft} name="videoUrl" label="Video URL" inputMode="url" placeholder="https://youtu.be/…" />
      <VideosModePicker draft={draft} />
      {draft.values.videosMode === "object" ? (
        <div className="space-y-6">
          <DraftText draft={draft} name="videoHero" label="Hero video URL" required inputMode="url" placeholder="/media/showcase/brand-film.mp4" />
          <DraftList
            draft={draft}
            name="videoGallery"
            legend="Gallery video URLs"
            itemLabel="Gallery video URL"
            addLabel="Add gallery video"
            placeholder="https://vimeo.com/…"
          />
        </div>
      ) : null}
      {draft.values.videosMode === "list" ? <VideoList draft={draft} /> : null}
    </FormSection>
  );
}

/** The three modes as radio buttons drawn as pills. */
function VideosModePicker({ draft }: Props) {
  const { values, set, fieldId } = draft;
  return (
    <fieldset>
      <legend className={LABEL}>Videos</legend>
      <div className="flex flex-wrap gap-2">
        {VIDEO_MODES.map((option) => (
          <label
            key={option.value}
            className={cn(
              "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent motion-reduce:transition-none",
              values.videosMode === option.value ? "border-accent/50 bg-accent/10 text-accent" : "border-line text-muted hover:text-fg",
            )}
          >
            <input
              type="radio"
              name={fieldId("videos-mode")}
              value={option.value}
              checked={values.videosMode === option.value}
              onChange={() => set("videosMode", option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function VideoList({ draft }: Props) {
  const { values, errors, set } = draft;
  const setVideoItem = (index: number, patch: Partial<VideoItemValues>) =>
    set(
      "videoItems",
      values.videoItems.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    );
  return (
    <fieldset className="min-w-0">
      <legend className={LABEL}>Video list</legend>
      {values.videoItems.length ? (
        <ol className="space-y-3">
          {values.videoItems.map((item, index) => (
            <VideoItemRow
              key={index}
              draft={draft}
              item={item}
              index={index}
              onChange={(patch) => setVideoItem(index, patch)}
              onRemove={() =>
                set(
                  "videoItems",
                  values.videoItems.filter((_, at) => at !== index),
                )
              }
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-subtle">None yet.</p>
      )}
      {errors.videoItems ? <p className="mt-1.5 text-xs text-danger">{errors.videoItems}</p> : null}
      <AddButton onClick={() => set("videoItems", [...values.videoItems, { title: "", url: "", format: "horizontal" }])}>Add video</AddButton>
    </fieldset>
  );
}

type VideoItemRowProps = Props & {
  item: VideoItemValues;
  index: number;
  onChange: (patch: Partial<VideoItemValues>) => void;
  onRemove: () => void;
};

/** One video of the list: its title, URL and format (an unknown stored format stays choosable). */
function VideoItemRow({ draft, item, index, onChange, onRemove }: VideoItemRowProps) {
  const { errors, fieldId } = draft;
  const rowId = fieldId(`videoItems-${index}`);
  const formats: string[] = isOneOf(VIDEO_FORMATS, item.format) || !item.format ? [...VIDEO_FORMATS] : [...VIDEO_FORMATS, item.format];
  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="pt-2 text-xs font-medium text-subtle">Video {index + 1}</p>
        <CloseButton label={`Remove video ${index + 1}`} tone="remove" size="sm" onClick={onRemove} />
      </div>
      <div className="mt-2 grid gap-4 md:grid-cols-[1fr_1.4fr_10rem]">
        <TextField
          id={`${rowId}-title`}
          label="Title"
          aria-label={`Video ${index + 1} title`}
          required
          value={item.title}
          onChange={(value) => onChange({ title: value })}
          error={errors[`videoItems.${index}.title`]}
        />
        <TextField
          id={`${rowId}-url`}
          label="URL"
          aria-label={`Video ${index + 1} URL`}
          required
          inputMode="url"
          value={item.url}
          onChange={(value) => onChange({ url: value })}
          error={errors[`videoItems.${index}.url`]}
        />
        <div>
          <label htmlFor={`${rowId}-format`} className={LABEL}>
            Format
          </label>
          <select
            id={`${rowId}-format`}
            aria-label={`Video ${index + 1} format`}
            value={item.format}
            onChange={(event) => onChange({ format: event.target.value })}
            className={FIELD}
          >
            {formats.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
          <FieldError id={`${rowId}-format`} message={errors[`videoItems.${index}.format`]} />
        </div>
      </div>
    </li>
  );
}
