"use client";

import { useState } from "react";

/**
 * The nonce of this document's Content-Security-Policy. The admin is rendered per request under a
 * policy that names a fresh nonce (proxy.ts), and Next puts it on every script it writes; libraries
 * that insert their own <style> elements at run time (the drag-and-drop list) need it too. It is
 * read from the document, not passed from the server, because a later server render (a refresh)
 * would bring another request's nonce, which this document's policy does not name. Browsers hide
 * the attribute's value from the DOM, but not the `nonce` property.
 */
export function useDocumentNonce(): string | undefined {
  const [nonce] = useState(() =>
    typeof document === "undefined" ? undefined : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined,
  );
  return nonce;
}
