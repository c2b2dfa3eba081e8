// Cache invalidation shared by every instance of the site, through Redis (REDIS_URL).
//
// Each `next start` keeps its own page cache (memory, and the .next folder on its disk). An admin
// edit revalidates the pages that show what changed (lib/cache.ts, revalidatePath), which Next
// records as tag expiry times in a map held in the process that handled the edit. Without this,
// another instance keeps serving its cached copy. With REDIS_URL set:
//  - revalidateTag() writes the tags' new times to a Redis hash and publishes them;
//  - every instance subscribes, and merges what it receives into its own map at once; on
//    (re)connecting it reads the whole hash, so an instance that was down catches up;
//  - a page cached before the edit is then expired everywhere, and the next request for it on any
//    instance renders it again from the database.
// Only tag times travel through Redis (small), never pages. Plain ES module: the page-cache handler
// that uses it is loaded by Next as is.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

const HASH = "northlight:cache-tags";
const CHANNEL = "northlight:cache-tags";
/** How long the first page read of a fresh process waits for Redis before serving without it. */
const FIRST_SYNC_WAIT_MS = 2_000;

let shared = null;
let lastErrorLogged = 0;

function logError(error) {
  if (Date.now() - lastErrorLogged < 60_000) return;
  lastErrorLogged = Date.now();
  console.error(`[cache] Redis (REDIS_URL): ${error instanceof Error ? error.message : String(error)}; pages are invalidated on this instance only until it is back`);
}

/** Keeps the later of each time: messages may arrive out of order, and never move a time back. */
function merge(tag, entry) {
  if (!entry || typeof entry !== "object") return;
  const current = tagsManifest.get(tag) ?? {};
  const next = { ...current };
  for (const field of ["expired", "stale"]) {
    const value = entry[field];
    if (typeof value === "number" && !(typeof current[field] === "number" && current[field] >= value)) next[field] = value;
  }
  tagsManifest.set(tag, next);
}

function mergeAll(entries) {
  for (const [tag, value] of Object.entries(entries)) {
    try {
      merge(tag, typeof value === "string" ? JSON.parse(value) : value);
    } catch {}
  }
}

function connect(url) {
  const { createClient } = require("@redis/client");
  const reconnectStrategy = (retries) => Math.min(100 * 2 ** retries, 5_000);
  const client = createClient({ url, socket: { reconnectStrategy, connectTimeout: 5_000 } });
  const subscriber = client.duplicate();
  client.on("error", logError);
  subscriber.on("error", logError);
  const catchUp = () => client.hGetAll(HASH).then(mergeAll, logError);
  const ready = (async () => {
    await client.connect();
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, (message) => {
      try {
        mergeAll(JSON.parse(message));
      } catch {}
    });
    // After a reconnection the subscription is restored, but messages sent meanwhile are lost.
    subscriber.on("ready", catchUp);
    await catchUp();
  })().catch(logError);
  return { client, ready };
}

/** Starts the shared invalidation when REDIS_URL is set (once per process); a no-op otherwise. */
function sharedTags() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  shared ??= connect(url);
  return shared;
}

/** Waits (briefly, once) until this process has read the shared times. */
export async function syncedTags() {
  const state = sharedTags();
  if (!state) return;
  let timer;
  await Promise.race([state.ready, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_SYNC_WAIT_MS)))]);
  clearTimeout(timer);
}

/** Sends the current times of `tags` (just revalidated in this process) to every instance. */
export async function publishTags(tags) {
  const state = sharedTags();
  if (!state || tags.length === 0) return;
  const entries = {};
  for (const tag of tags) {
    const entry = tagsManifest.get(tag);
    if (entry) entries[tag] = entry;
  }
  try {
    await state.ready;
    const fields = Object.fromEntries(Object.entries(entries).map(([tag, entry]) => [tag, JSON.stringify(entry)]));
    if (Object.keys(fields).length === 0) return;
    await state.client.hSet(HASH, fields);
    await state.client.publish(CHANNEL, JSON.stringify(entries));
  } catch (error) {
    logError(error);
  }
}
