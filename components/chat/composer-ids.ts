// Names the composer shares with the inline script that serves it before the page's scripts
// arrive (early-composer.tsx).

/** The composer's id: its label's target, and where focus goes back to when a reply's overlay closes. */
export const COMPOSER_ID = "concierge-input";

/** The window property that says a message was sent before the chat hydrated. */
export const EARLY_SEND = "__conciergeEarlySend";

/** The attribute ChatInput sets on the field once React handles it: the early script then stands down. */
export const LIVE_ATTRIBUTE = "data-live";

/** Marks a conversation starter: clicked before the chat hydrates, its text goes into the composer. */
export const STARTER_ATTRIBUTE = "data-starter";
