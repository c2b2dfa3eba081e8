"use client";

import { useRef } from "react";

/** Where focus goes when an overlay closes and what opened it is gone (the chat's composer, on the home screen). */
export type FocusFallback = () => HTMLElement | null;

/**
 * Gives focus back to what opened a Radix dialog that has no Dialog.Trigger. Radix returns focus
 * only to a Trigger, so a dialog opened by a chat reply, the menu or a card would leave focus on
 * the page's body. Spread the result on Dialog.Content: the element focused as the dialog opened
 * gets it back when it closes; when that was the body (a send button that disabled itself, a reply
 * that arrived later) or has left the page, `fallback` names where focus goes instead.
 */
export function useReturnFocus(fallback?: FocusFallback) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const recorded = opener.current;
      opener.current = null;
      const target = recorded?.isConnected ? recorded : (fallback?.() ?? null);
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
