"use client";

import { useRouter } from "next/navigation";
import { buttonStyles } from "@/components/ui/button";

/** Goes back in history when the visitor came from this site, else to `fallbackHref`. */
export function BackButton({ fallbackHref }: { fallbackHref: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonStyles("secondary")}
      onClick={() => {
        const cameFromHere = document.referrer.startsWith(window.location.origin) && window.history.length > 1;
        if (cameFromHere) router.back();
        else router.push(fallbackHref);
      }}
    >
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
