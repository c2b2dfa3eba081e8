import { cn } from "./cn";

/** What a cover image shows when it is missing or fails to load: a graphic with a label (the client's name). */
export function ImagePlaceholder({ alt, label, className = "" }: { alt: string; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        "flex h-full w-full items-center justify-center bg-[radial-gradient(ellipse_at_30%_20%,rgb(255_181_71/0.18),transparent_60%),linear-gradient(135deg,var(--color-raised),var(--color-ink))]",
        className,
      )}
    >
      <span className="px-4 text-center font-display text-2xl text-fg/70">{label}</span>
    </div>
  );
}
