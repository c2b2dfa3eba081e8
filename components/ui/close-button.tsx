import type { ComponentProps } from "react";
import { CloseIcon } from "./close-icon";
import { cn } from "./cn";

// The one close button: every panel, dialog and strip closes with it (inside a Radix Dialog, as
// `<Dialog.Close asChild>`). Its label is its accessible name and its tooltip.

type Tone = "plain" | "overlay" | "outlined" | "remove";

/** A control over a picture or a film: a veil behind it keeps its icon readable on any frame. */
export const OVERLAY_CONTROL = "border border-white/15 bg-ink/60 text-fg/85 backdrop-blur hover:bg-white/10 hover:text-fg";

const tones: Record<Tone, string> = {
  // On the page's own surface (a panel header, the awards strip).
  plain: "text-muted hover:bg-white/10 hover:text-fg",
  overlay: OVERLAY_CONTROL,
  // Beside a heading, as its outlined counterpart.
  outlined: "border border-line text-muted hover:text-fg",
  // Takes a row out of a form's list (the admin's lists, videos and gallery images): it turns the
  // danger colour on hover.
  remove: "text-subtle hover:bg-white/5 hover:text-danger",
};

const sizes = { md: "size-11", sm: "size-10" } as const;
const iconSizes = { md: "size-5", sm: "size-4" } as const;

export function CloseButton({
  label,
  tone = "plain",
  size = "md",
  className = "",
  type = "button",
  ...props
}: Omit<ComponentProps<"button">, "children"> & { label: string; tone?: Tone; size?: keyof typeof sizes }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none",
        sizes[size],
        tones[tone],
        className,
      )}
      {...props}
    >
      <CloseIcon className={iconSizes[size]} />
    </button>
  );
}
