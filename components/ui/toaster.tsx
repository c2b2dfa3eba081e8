"use client";

import { useEffect, useState } from "react";
import { loadToasts, onToastsRequested } from "./toast";

type Loaded = typeof import("./sonner-toaster").SonnerToaster;

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Where the page's toasts appear. Rendered by the pages that raise toasts (the contact page and the
 * admin area); sonner itself is loaded on the visitor's first interaction (a toast only ever follows
 * one) or by the first toast, not with the page: sonner keeps a toast raised before its toaster
 * mounted and shows it on mount.
 */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    const stopListening = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, interact, { capture: true });
    };
    // Until sonner has loaded, every interaction asks for it (a failed load is tried again).
    const interact = () => void loadToasts().then(stopListening, () => undefined);
    const mount = () => {
      loadToasts().then(
        ({ SonnerToaster: loaded }) => live && setSonnerToaster(() => loaded),
        () => undefined, // showToast() reports a failed load; the next interaction or toast tries again
      );
    };
    const stop = onToastsRequested(mount);
    for (const type of INTERACTIONS) document.addEventListener(type, interact, { capture: true, passive: true });
    return () => {
      live = false;
      stop();
      stopListening();
    };
  }, []);

  return SonnerToaster ? <SonnerToaster /> : null;
}
