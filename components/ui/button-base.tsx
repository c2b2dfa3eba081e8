import type { ComponentProps } from "react";

// The button look without next/link, for client chunks that must stay small (the error boundary,
// which every page loads). `button.tsx` re-exports these next to ButtonLink.

export type ButtonVariant = "primary" | "secondary" | "ghost";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-medium tracking-wide transition-colors duration-300 ease-cinematic disabled:pointer-events-none disabled:opacity-40";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-ink hover:bg-accent-strong",
  secondary: "border border-line bg-white/5 text-fg backdrop-blur hover:bg-white/10",
  ghost: "text-muted hover:text-fg",
};

export function buttonStyles(variant: ButtonVariant = "primary", className = ""): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonStyles(variant, className)} {...props} />;
}
