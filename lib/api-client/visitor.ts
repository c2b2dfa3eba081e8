// The browser's side of the visitor cookie (lib/http/visitor.ts): pages never hand it out (they
// stay identical, and cacheable, for everyone), so before its first message or upload the page
// asks GET /api/visitor, once per page load. The cookie is HttpOnly; the server decides whether a
// new one is needed. A failure is not fatal: the message's own answer mints one.

let pending: Promise<void> | null = null;

export function ensureVisitor(): Promise<void> {
  pending ??= fetch("/api/visitor", { credentials: "same-origin", cache: "no-store" }).then(
    () => undefined,
    () => {
      pending = null;
    },
  );
  return pending;
}
