import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The libSQL client loads a native binding at run time: keep it out of the server bundle.
  serverExternalPackages: ["@libsql/client", "libsql", "@prisma/adapter-libsql", "unpdf"],
  images: {
    formats: ["image/avif", "image/webp"],
    // Case-study images uploaded to Vercel Blob (when BLOB_READ_WRITE_TOKEN is set).
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ production }) }];
  },
};

export default nextConfig;
