"use client";

import { ErrorScreen } from "@/components/layout/error-screen";

// A content page that throws while rendering (a failed database read, a client-side bug) shows this
// under the site's header instead of Next's unstyled "Application error" screen. The home page has
// its own boundary inside its client code (components/layout/error-boundary.tsx): a route's
// error.tsx is a script of its own that every page under it loads up front, and over HTTP/1.1 that
// one more request held the home page's chat back by a round trip.
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
