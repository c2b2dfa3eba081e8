import type { Metadata, Viewport } from "next";
import { PageExtras } from "@/components/layout/page-extras";
import { SiteFooter } from "@/components/layout/site-footer";
import { analyticsEnabled } from "@/lib/env";
import { siteConfig } from "@/lib/content/site";
import { listServices } from "@/lib/db/content";
import { instrumentSerif, inter } from "./fonts";
import "./globals.css";
import { cn } from "@/components/ui/cn";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name} | Los Angeles Creative Advertising Agency`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "any" },
      { url: "/icon-192.png", type: "image/png", sizes: "192x192" },
    ],
    apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
  },
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_US",
    images: [{ url: "/og-default.jpg", width: 1200, height: 630, alt: `${siteConfig.name}, Los Angeles` }],
  },
  twitter: { card: "summary_large_image", images: ["/og-default.jpg"] },
};

export const viewport: Viewport = {
  themeColor: "#07070a",
  colorScheme: "dark",
  width: "device-width",
  initialScale: 1,
};

// Every page's footer lists the services from the database, so the services are revalidated
// through this layout: every page under it (lib/cache.ts).
export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const services = await listServices();
  return (
    <html lang="en" className={cn(inter.variable, instrumentSerif.variable)}>
      <body className="flex min-h-dvh flex-col">
        <div className="flex-1">{children}</div>
        <SiteFooter services={services.map(({ slug, title }) => ({ slug, title }))} />
        <PageExtras analytics={analyticsEnabled} />
      </body>
    </html>
  );
}
