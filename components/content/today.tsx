"use client";

import { useSyncExternalStore } from "react";
import { dayInLosAngeles, type LocalDay } from "@/lib/content/dates";

const noSubscription = () => () => {};

/**
 * Today's date in Los Angeles. The page is prerendered and regenerated once a day, so its HTML
 * (what crawlers read) holds the day it was last rendered; in the browser the date is today's as
 * soon as the page runs, even when the cached HTML was rendered before midnight.
 */
export function Today({ rendered }: { rendered: LocalDay }) {
  const iso = useSyncExternalStore(
    noSubscription,
    () => dayInLosAngeles().iso,
    () => rendered.iso,
  );
  const day = iso === rendered.iso ? rendered : dayInLosAngeles();
  return <time dateTime={day.iso}>{day.label}</time>;
}
