import type { Metadata } from "next";
import { Toaster } from "@/components/ui/toaster";

// Staff only: never indexed (robots.txt disallows /admin too; next.config.ts adds X-Robots-Tag).
// Rendered per request, so Next answers "Cache-Control: private, no-store" instead of the
// year-long shared-cache lifetime it gives prerendered pages (and ignores next.config.ts's).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
