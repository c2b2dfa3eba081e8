"use client";

import dynamic from "next/dynamic";

// The toaster and analytics load after hydration, in their own chunks, so that no page pays
// for them in its first-load JavaScript. A toast raised before the toaster arrives still shows:
// sonner keeps its toasts in a module-level store that the toaster reads when it mounts.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });
const Analytics = dynamic(() => import("@vercel/analytics/next").then((module) => module.Analytics), { ssr: false });

export function PageExtras({ analytics }: { analytics: boolean }) {
  return (
    <>
      <Toaster theme="dark" position="bottom-right" visibleToasts={1} richColors closeButton />
      {analytics ? <Analytics /> : null}
    </>
  );
}
