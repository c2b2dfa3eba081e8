"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button-base";
import { HomePageLink, StatusScreen } from "./status-screen";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_MESSAGE = "An unexpected error stopped this page from loading. Try again, or head back to the homepage.";

/** Server errors reach the browser as a generic Error with a digest that matches the server log line. */
export function errorReference(error: unknown): string | null {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string" && error.digest) {
    return error.digest;
  }
  return null;
}

/** What the admin's error.tsx and the site's ErrorBoundary (home and content pages) show: retry, or go home. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const reference = errorReference(error);
  return (
    <StatusScreen mark="Error" title={ERROR_TITLE} message={ERROR_MESSAGE} footnote={reference ? `Reference: ${reference}` : undefined}>
      <Button onClick={() => retry()}>Try again</Button>
      <HomePageLink variant="secondary" />
    </StatusScreen>
  );
}
