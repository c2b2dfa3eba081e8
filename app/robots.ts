import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";

// /robots.txt: everything public is crawlable; the admin area and the API are not.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: absoluteUrl("/"),
  };
}
