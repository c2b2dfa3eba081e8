// Next's own file-system page cache (the default for `next start`), extended so that every cached
// HTML page carries a Content-Security-Policy that allows exactly its own inline scripts, by hash.
// next.config.ts names this file as `cacheHandler`; Next imports it as is (no compilation).
//
// Why here: a prerendered page's inline scripts (Next's bootstrap and its RSC payload) change with
// every build and every regeneration (an admin's edit revalidates a case study; /privacy-policy
// revalidates daily). The cache entry is the one place that holds the exact HTML a visitor will
// be sent together with the headers sent with it, so the hashes can never describe another
// version of the page, and the page stays static (a nonce would make Next render it per request).
//  - get(): entries read from the build output or the disk gain the header (computed once per
//    entry and kept with it in Next's memory cache);
//  - set(): a page rendered at run time gains it before it is stored, and, because Next sends the
//    very entry object it stores, the response of that rendering carries it too.
// With REDIS_URL set, revalidations reach every instance (shared-cache-tags.mjs).
import { createRequire } from "node:module";
import { prerenderedPagePolicy } from "./csp.mjs";
import { bootAfterFirstPaint } from "./first-paint-boot.mjs";
import { publishTags, syncedTags } from "./shared-cache-tags.mjs";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const CSP = "content-security-policy";
const withPolicy = new WeakSet();

/** The page's path from a route-cache key such as `/route-cache/APP_PAGE/<hash>/$/case-studies/imax`. */
export function pathnameOfCacheKey(key) {
  const marker = key.indexOf("/$/");
  return marker === -1 ? key : key.slice(marker + 2);
}

/** Adds the page's policy to a cached App Router page; leaves any other entry alone. */
export function addPolicy(key, value) {
  if (!value || value.kind !== "APP_PAGE" || typeof value.html !== "string" || withPolicy.has(value)) return value;
  const pathname = pathnameOfCacheKey(key);
  value.html = bootAfterFirstPaint(value.html);
  value.headers = { ...(value.headers ?? {}), [CSP]: prerenderedPagePolicy(value.html, pathname) };
  withPolicy.add(value);
  return value;
}

export default class CspPageCache extends FileSystemCache {
  async get(...args) {
    await syncedTags();
    const entry = await super.get(...args);
    if (entry?.value) addPolicy(args[0], entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    if (data) addPolicy(key, data);
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await publishTags(typeof tags === "string" ? [tags] : tags);
  }
}
