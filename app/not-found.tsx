import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { HomePageLink, StatusScreen } from "@/components/layout/status-screen";

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
      <StatusScreen mark="404" title="404 - Page Not Found" message={"The page you're looking for doesn't exist or has been moved."}>
        <HomePageLink variant="primary" />
      </StatusScreen>
    </>
  );
}
