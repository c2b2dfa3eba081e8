import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the browser.
 * A control that only works through React (a controlled input, a form whose submit is handled in
 * script) is disabled until then: what is typed into it earlier would be lost, and a form sent
 * before its handler is attached would go to the server as a plain GET, its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
