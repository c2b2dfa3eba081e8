import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { StatusScreen } from "@/components/layout/status-screen";
import { buttonStyles } from "@/components/ui/button-base";

export const metadata: Metadata = {
  title: "404 - Page Not Found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  // Someone who followed a dead link still gets the site's navigation. Plain links (full page loads):
  // this tree is in every page's payload, and a client link here made every page load one more script.
  return (
    <>
      <SiteHeader fullLoads />
      <StatusScreen
        mark="404"
        title="404 - Page Not Found"
        message={"The page you're looking for doesn't exist or has been moved."}
      >
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
        <a href="/" className={buttonStyles("primary")}>
          Return to Homepage
        </a>
      </StatusScreen>
    </>
  );
}
