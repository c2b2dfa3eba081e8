import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { StatusScreen } from "@/components/layout/status-screen";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "404 - Page Not Found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  // Someone who followed a dead link still gets the site's navigation.
  return (
    <>
      <SiteHeader />
      <StatusScreen
        mark="404"
        title="404 - Page Not Found"
        message={"The page you're looking for doesn't exist or has been moved."}
      >
        <ButtonLink href="/">Return to Homepage</ButtonLink>
      </StatusScreen>
    </>
  );
}
