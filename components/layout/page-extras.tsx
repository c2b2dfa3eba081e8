"use client";

import dynamic from "next/dynamic";

// Analytics loads after hydration, in its own chunk, so that no page pays for it in its
// first-load JavaScript. (Toasts are rendered by the pages that raise them: components/ui/toaster.)
const Analytics = dynamic(() => import("@vercel/analytics/next").then((module) => module.Analytics), { ssr: false });

export function PageExtras({ analytics }: { analytics: boolean }) {
  return analytics ? <Analytics /> : null;
}
