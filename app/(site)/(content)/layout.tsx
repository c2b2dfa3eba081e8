import { SiteHeader } from "@/components/layout/site-header";

// Inner pages (case studies, services, about, …) share the header; the home screen is full-bleed.
export default function ContentLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
