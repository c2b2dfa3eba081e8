"use client";

import { Toaster as Sonner } from "sonner";

/** How long a toast stays, in ms. */
const TOAST_DURATION_MS = 5000;

/**
 * The site's toasts: at most one visible, 5 s each, dismissed by swiping right. Rendered by the
 * pages that raise toasts (the contact page, and the admin area), so no other page loads sonner.
 * What sonner cannot be told is listed in README (Toasts).
 */
export function Toaster() {
  return (
    <Sonner theme="dark" position="bottom-right" visibleToasts={1} duration={TOAST_DURATION_MS} swipeDirections={["right"]} richColors closeButton />
  );
}
