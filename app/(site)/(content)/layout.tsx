import { ErrorBoundary } from "@/components/layout/error-boundary";
import { SiteHeader } from "@/components/layout/site-header";

// Inner pages (case studies, services, about, …) share the header; the home screen is full-bleed.
// A page that throws while rendering (a failed database read, a client-side bug) shows the site's
// error screen under the header instead of Next's unstyled "Application error" screen.
export default function ContentLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <SiteHeader />
      <ErrorBoundary>{children}</ErrorBoundary>
    </>
  );
}
