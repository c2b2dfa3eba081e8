import type { ComponentProps } from "react";

// The button look without next/link, for client chunks that must stay small (the error boundary,
// which every page loads). `button.tsx` re-exports these next to ButtonLink.

export type ButtonVariant = "primary" | "secondary" | "ghost";

/**
 * The button's size: height, padding and type in one choice. A size class passed in `className`
 * would compete with these in the stylesheet (whichever Tailwind emits later wins), so sizes are
 * only ever chosen here.
 */
export type ButtonSize = "md" | "sm" | "xs" | "2xs";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors duration-300 ease-cinematic disabled:pointer-events-none disabled:opacity-40";

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-6 text-sm",
  sm: "min-h-10 px-5 text-sm",
  xs: "min-h-9 px-4 text-sm",
  "2xs": "min-h-9 px-4 text-xs",
};

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-ink hover:bg-accent-strong",
  secondary: "border border-line bg-white/5 text-fg backdrop-blur hover:bg-white/10",
  ghost: "text-muted hover:text-fg",
};

export function buttonStyles(variant: ButtonVariant = "primary", className = "", size: ButtonSize = "md"): string {
  return `${base} ${sizes[size]} ${variants[variant]} ${className}`.trim();
}

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonStyles(variant, className, size)} {...props} />;
}
