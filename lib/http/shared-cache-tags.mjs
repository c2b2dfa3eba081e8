// Cache invalidation shared by every instance of the site, through Redis (REDIS_URL).
//
// Each `next start` keeps its own page cache (memory, and the .next folder on its disk). An admin
// edit revalidates the pages that show what changed (lib/cache.ts, revalidatePath), which Next
// records as tag expiry times in a map held in the process that handled the edit. Without this,
// another instance keeps serving its cached copy. With REDIS_URL set:
//  - revalidateTag() writes the tags' new times to a Redis hash and publishes them;
//  - every instance subscribes, and merges what it receives into its own map at once; on
//    (re)connecting it reads the whole hash, so an instance that was down catches up;
//  - a revalidation made while Redis is away (down, restarted empty, unreachable) is kept as
//    pending and published as soon as Redis is back, before this instance reads what the others
//    published: an admin edit made during an outage reaches every instance within seconds of
//    Redis returning, whichever instance reconnects first;
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
  console.error(
    `[cache] Redis (REDIS_URL): ${error instanceof Error ? error.message : String(error)}; pages are invalidated on this instance only until it is back`,
  );
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

/** How long after a reconnection this instance reads the hash once more (others may publish later). */
const LATE_CATCH_UP_MS = [1_000, 5_000];

function connect(url) {
  const { createClient } = require("@redis/client");
  const reconnectStrategy = (retries) => Math.min(100 * 2 ** retries, 2_000);
  // No offline queue: a command sent while Redis is away fails at once (its tags stay pending)
  // instead of waiting in memory, and holding up the admin request that revalidated, until Redis returns.
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy, connectTimeout: 5_000 } });
  const subscriber = client.duplicate();
  client.on("error", logError);
  subscriber.on("error", logError);
  const state = { client, ready: null, pending: new Set() };
  const catchUp = () => (client.isReady ? client.hGetAll(HASH).then(mergeAll, logError) : Promise.resolve());
  let connectedOnce = false;
  // Every (re)connection of the command client: first what this instance revalidated while Redis
  // was away, then what the others published meanwhile (the subscription misses messages sent while
  // it was down), and again a little later, for instances that reconnect after this one.
  client.on("ready", () => {
    if (!connectedOnce) return;
    flushPending(state).then(catchUp).catch(logError);
    for (const delay of LATE_CATCH_UP_MS) setTimeout(() => void catchUp(), delay).unref?.();
  });
  state.ready = (async () => {
    await client.connect();
    connectedOnce = true;
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, (message) => {
      try {
        mergeAll(JSON.parse(message));
      } catch {}
    });
    // After a reconnection the subscription is restored, but messages sent meanwhile are lost.
    subscriber.on("ready", () => void catchUp());
    await flushPending(state);
    await catchUp();
  })().catch(logError);
  return state;
}

/**
 * Writes the current times of the pending tags to the hash and publishes them; on success they are
 * no longer pending (unless revalidated again meanwhile). A failure (Redis away) leaves them for the
 * next (re)connection.
 */
async function flushPending(state) {
  if (state.pending.size === 0 || !state.client.isReady) return;
  const entries = {};
  for (const tag of state.pending) {
    const entry = tagsManifest.get(tag);
    if (entry) entries[tag] = { ...entry };
    else state.pending.delete(tag);
  }
  const tags = Object.keys(entries);
  if (tags.length === 0) return;
  try {
    await state.client.hSet(HASH, Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(entries[tag])])));
    await state.client.publish(CHANNEL, JSON.stringify(entries));
  } catch (error) {
    logError(error);
    return;
  }
  for (const tag of tags) {
    const now = tagsManifest.get(tag);
    if (!now || (now.expired === entries[tag].expired && now.stale === entries[tag].stale)) state.pending.delete(tag);
  }
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

/**
 * Sends the current times of `tags` (just revalidated in this process) to every instance; while
 * Redis is away they stay pending and go out when it is back (connect()).
 */
export async function publishTags(tags) {
  const state = sharedTags();
  if (!state || tags.length === 0) return;
  for (const tag of tags) state.pending.add(tag);
  await flushPending(state);
}
