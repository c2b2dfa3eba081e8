import type { Metadata } from "next";
import { StatusScreen } from "@/components/layout/status-screen";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "404 - Page Not Found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <StatusScreen
      mark="404"
      title="404 - Page Not Found"
      message={"The page you're looking for doesn't exist or has been moved."}
    >
      <ButtonLink href="/">Return to Homepage</ButtonLink>
    </StatusScreen>
  );
}
