"use client";

/** A toast as the product describes one: a title, an optional description and action, and a variant. */
export type ToastItem = {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  variant?: "default" | "destructive";
};

type Sonner = typeof import("./sonner-toaster");

let sonner: Promise<Sonner> | null = null;
const hosts = new Set<() => void>();

/**
 * Loads sonner (its code, and the stylesheet it inserts) once, and tells the page's `<Toaster />`
 * to mount it. Called on the visitor's first interaction and by the first toast; a failed load is
 * tried again by the next call.
 */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    const loading = import("./sonner-toaster");
    sonner = loading;
    loading.catch(() => {
      if (sonner === loading) sonner = null;
    });
    for (const host of hosts) host();
  }
  return sonner;
}

/** Calls `host` whenever sonner starts loading (at once if it already has); returns the unsubscribe. */
export function onToastsRequested(host: () => void): () => void {
  if (sonner) host();
  hosts.add(host);
  return () => hosts.delete(host);
}

/**
 * Shows a toast. The two variants map onto sonner's: `destructive` is an error toast (red, announced
 * assertively), `default` a success toast. When sonner cannot be loaded (the visitor went offline
 * since the page loaded), the message is shown in the browser's own dialog instead of being lost.
 */
export function showToast({ title, description, action, variant = "default" }: ToastItem): void {
  const options = { description, ...(action ? { action } : {}) };
  loadToasts().then(
    ({ toast }) => (variant === "destructive" ? toast.error(title, options) : toast.success(title, options)),
    () => window.alert(description ? `${title}\n\n${description}` : title),
  );
}

/** Dismisses every toast on screen: an error that no longer holds (the visitor sent again). */
export function dismissToasts(): void {
  sonner?.then(
    ({ toast }) => toast.dismiss(),
    () => undefined,
  );
}
