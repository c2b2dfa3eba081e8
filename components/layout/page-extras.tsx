"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

// Analytics loads after hydration, in its own chunk, so that no page pays for it in its
// first-load JavaScript. (Toasts are rendered by the pages that raise them: components/ui/toaster.)
const Analytics = dynamic(() => import("@vercel/analytics/next").then((module) => module.Analytics), { ssr: false });

/** The attribute set on <html> once React has hydrated the page (the browser tests wait for it). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export function PageExtras({ analytics }: { analytics: boolean }) {
  // A prerendered page starts its scripts after its first screen is shown (lib/http/first-paint-boot.mjs):
  // say when the page has become interactive.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return analytics ? <Analytics /> : null;
}
