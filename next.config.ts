import type { NextConfig } from "next";
import { securityHeaderRules } from "./lib/http/security-headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next's file-system page cache, extended to give each cached page a Content-Security-Policy
  // that allows exactly its own inline scripts by hash (see the file).
  cacheHandler: require.resolve("./lib/http/csp-cache-handler.mjs"),
  reactStrictMode: true,
  experimental: {
    // What Next buffers of a body before proxy.ts runs. The proxy matches no request whose body a
    // handler needs (requests without one, paths holding "%" that no write endpoint has, bodies
    // sent to pages, which it refuses), so a flood of large bodies costs at most this each.
    proxyClientMaxBodySize: "64kb",
    // The header rules match paths case-sensitively, as the routes do: "/API/cards" is a page (the
    // not-found page, with its page policy), not the API, and must not get the API's policy too.
    caseSensitiveRoutes: true,
    // Fewer, larger first-load chunks. Over HTTP/1.1 a browser opens six connections per host and
    // each further request waits for one to free up: a page's last scripts would start a full round
    // trip late. Turbopack's defaults (a request costed like 200 kB of source, chunks of 50 kB) are
    // made for HTTP/2; these merge what a page needs up front into fewer scripts, and every first load is
    // smaller too, as shared code is not split across chunks (figures: docs/performance.md).
    turbopackChunking: { requestCost: 5_000_000, minChunkSize: 500_000, maxMergeChunkSize: 1_000_000, maxChunkCountPerGroup: 2, firstPageLoadPriority: 1 },
  },
  // The libSQL client loads a native binding at run time: keep it out of the server bundle.
  serverExternalPackages: ["@libsql/client", "libsql", "@prisma/adapter-libsql", "pg", "@prisma/adapter-pg", "pdfjs-dist"],
  // Résumé and contact PDFs are read in a worker thread loaded by path at run time
  // (lib/resume/extract.ts): ship that file and the pdf.js build it imports with both upload routes.
  outputFileTracingIncludes: Object.fromEntries(
    ["/api/upload-resume", "/api/upload-pdf"].map((route) => [
      route,
      ["./lib/resume/pdf-worker.mjs", "./node_modules/pdfjs-dist/legacy/build/*.mjs", "./node_modules/pdfjs-dist/package.json"],
    ]),
  ),
  images: {
    formats: ["image/avif", "image/webp"],
    // Case-study images uploaded to Vercel Blob (when BLOB_READ_WRITE_TOKEN is set).
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }],
  },
  async headers() {
    return [
      ...securityHeaderRules({ production }),
      // The admin area is staff-only: never indexed, never cached by shared caches.
      { source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/admin", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

export default nextConfig;
