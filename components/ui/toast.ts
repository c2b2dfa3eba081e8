"use client";

import { toast } from "sonner";

/** A toast as the product describes one: a title, an optional description and action, and a variant. */
export type ToastItem = {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  variant?: "default" | "destructive";
};

/**
 * Shows a toast. The two variants map onto sonner's: `destructive` is an error toast (red, announced
 * assertively), `default` a success toast. Returns the toast's id.
 */
export function showToast({ title, description, action, variant = "default" }: ToastItem): string | number {
  const options = { description, ...(action ? { action } : {}) };
  return variant === "destructive" ? toast.error(title, options) : toast.success(title, options);
}
