"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches its page once the visitor shows intent (a pointer over it, focus, a
 * touch) rather than as soon as it scrolls into view. Viewport prefetching fetches and parses the
 * RSC payload and scripts of every visible link while the page itself is still hydrating: long
 * tasks in Next's router chunk during load (measured: docs/performance.md), for pages most
 * visitors never open. A touch or a hover still starts the prefetch before the click lands, and
 * PendingLink shows the loading state meanwhile.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
