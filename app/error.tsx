"use client";

import { ErrorScreen } from "@/components/layout/error-screen";

// A page that throws while rendering (a failed database read, a client-side bug) shows this inside
// the site's layout instead of Next's unstyled "Application error" screen.
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
