"use client";

import "./globals.css";
import { ErrorScreen } from "@/components/layout/error-screen";

// A failure in the root layout itself (every other error has its page's error boundary): this
// replaces the whole document, so it brings its own <html> and <body>, and the site's stylesheet.
// The server has written the failure to its log with its digest, the reference shown here
// (instrumentation.ts).
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorScreen error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
