"use client";

import { useRouter } from "next/navigation";
import { buttonStyles, type ButtonVariant } from "@/components/ui/button";

/** Goes back in history when the visitor came from this site, else to `fallbackHref`. */
export function BackButton({ fallbackHref, label = "Back", variant = "secondary" }: { fallbackHref: string; label?: string; variant?: ButtonVariant }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonStyles(variant)}
      onClick={() => {
        const cameFromHere = document.referrer.startsWith(window.location.origin) && window.history.length > 1;
        if (cameFromHere) router.back();
        else router.push(fallbackHref);
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
