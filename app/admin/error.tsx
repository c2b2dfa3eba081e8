"use client";

import { ErrorScreen } from "@/components/layout/error-screen";

// A staff page that throws while rendering shows this instead of Next's unstyled "Application error".
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
