"use client";

import { Toaster as Sonner } from "sonner";

/**
 * The site's toasts (SPEC.md section 4: at most one visible). Rendered by the pages that raise
 * toasts (the contact page, and the admin area), so no other page loads sonner.
 */
export function Toaster() {
  return <Sonner theme="dark" position="bottom-right" visibleToasts={1} richColors closeButton />;
}
