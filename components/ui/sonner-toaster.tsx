"use client";

import { Toaster, toast } from "sonner";

/** How long a toast stays, in ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * The site's toasts as sonner draws them: at most one visible, 5 s each, dismissed by swiping
 * right. Loaded only when a page is about to raise a toast (components/ui/toast.ts), so no page
 * carries sonner's code or inserts its stylesheet while it loads. What sonner cannot be told is
 * listed in docs/admin.md (Toasts).
 */
export function SonnerToaster() {
  return <Toaster theme="dark" position="bottom-right" visibleToasts={1} duration={TOAST_DURATION_MS} swipeDirections={["right"]} richColors closeButton />;
}

export { toast };
