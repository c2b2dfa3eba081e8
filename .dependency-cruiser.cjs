// The layering of the code, checked by `npm run lint` (dependency-cruiser). From the floor up:
//   lib/contracts   what browser and server exchange: zod and itself only
//   lib/db          the data layer (Prisma, the typed query layer): no feature, no HTTP code
//   lib/api-client  the browser's API client (fetch, uploads, the visitor cookie): contracts only
//   shared layers   lib/http (the server's plumbing: the route wrapper, bodies, errors, rate
//                   limits, the visitor, the cache handler), lib/reading (the one reader of visitor text), lib/content (seed data
//                   and the site's configuration), lib/storage: no feature
//   lib/<feature>   concierge, conversations, leads, knowledge, uploads, resume, auth, admin, …:
//                   each uses another only through its index.ts or store.ts
//   lib/privacy     a person's requests for their data: reads every feature's tables through the
//                   data layer; only the routes import it, no feature
//   app, components the routes and the UI; components never reach the data layer
/** Layers every feature may use: what the others are built on, importing no feature themselves. */
const SHARED = "contracts|db|generated|http|reading|content|storage";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes two modules one: neither can be read, tested or loaded without the other.",
      from: { path: "^(lib|app|components)/" },
      to: { circular: true },
    },
    {
      name: "contracts-are-the-floor",
      severity: "error",
      comment: "lib/contracts is shared with the browser: it imports zod and itself, nothing of the app.",
      from: { path: "^lib/contracts/" },
      to: { pathNot: ["^lib/contracts/", "^node_modules/zod/"] },
    },
    {
      name: "api-client-is-browser-code",
      severity: "error",
      comment: "lib/api-client runs in the browser: it imports the contracts and itself, never the server's plumbing, data or features.",
      from: { path: "^lib/api-client/" },
      to: { path: "^lib/", pathNot: ["^lib/(api-client|contracts)/"] },
    },
    {
      name: "server-plumbing-stays-on-the-server",
      severity: "error",
      comment:
        "lib/http is the server's side of HTTP (route wrapper, bodies, rate limits, cookies, the cache handler): components call the API through lib/api-client.",
      from: { path: "^components/" },
      to: { path: "^lib/http/" },
    },
    {
      name: "data-layer-imports-no-feature",
      severity: "error",
      comment: "lib/db is the data layer: features call it, it never calls a feature or the HTTP layer.",
      from: { path: "^lib/db/" },
      // Leaf helpers with no I/O are allowed: the HTML sanitizer, slugs, the filter rules the seed derives.
      to: { path: "^lib/", pathNot: ["^lib/(db|contracts|generated|env\\.ts|log\\.ts|content|slug\\.ts|sanitize\\.ts|case-studies/filters\\.ts)(/|$)"] },
    },
    {
      name: "shared-layers-import-no-feature",
      severity: "error",
      comment: "Every feature may use the shared layers, so they never use a feature: that would be a cycle waiting to happen.",
      from: { path: `^lib/(?:${SHARED})/` },
      // The seed derives the portfolio's filters with the rules the case-study views use (a leaf without I/O).
      to: { path: `^lib/(?!(?:${SHARED})/)[^/]+/`, pathNot: "^lib/case-studies/filters\\.ts$" },
    },
    {
      name: "one-reader-of-visitor-text",
      severity: "error",
      comment: "lib/reading is shared by features: it reads the site's content and configuration, never a feature, the database or HTTP.",
      from: { path: "^lib/reading/" },
      to: { path: "^lib/", pathNot: ["^lib/(reading|content|contracts)/", "^lib/env\\.ts$"] },
    },
    {
      name: "features-use-each-others-public-files",
      severity: "error",
      comment:
        "A feature reaches another only through its index.ts (its public names) or its store.ts (its data API); the shared layers (contracts, db, http, reading, content, storage) are open to all.",
      from: { path: `^lib/(?!(?:${SHARED})/)([^/]+)/` },
      to: { path: "^lib/[^/]+/", pathNot: ["^lib/$1/", `^lib/(?:${SHARED})/`, "^lib/[^/]+/(index|store)\\.ts$"] },
    },
    {
      name: "privacy-is-above-the-features",
      severity: "error",
      comment:
        "lib/privacy finds, exports and erases a person's data across every feature's tables; a feature (or a shared layer) importing it would make the data depend on what erases it. Only the routes use it.",
      from: { path: "^lib/", pathNot: "^lib/privacy/" },
      to: { path: "^lib/privacy/" },
    },
    {
      name: "components-never-reach-the-database",
      severity: "error",
      comment: "UI components get data from pages or the API, never from lib/db.",
      from: { path: "^components/" },
      to: { path: "^lib/(db|generated)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(lib/generated|node_modules|\\.next)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
