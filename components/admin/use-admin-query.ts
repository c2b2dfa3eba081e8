"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";
import { adminJson } from "./admin-api";

// Admin data reads: fetched once per key and kept (infinite stale time) until a write invalidates
// them; no retries, no refetch on focus, no polling. A tiny cache instead of a data library: the
// dashboard reads five endpoints.

type Entry = { data?: unknown; error?: Error; promise?: Promise<void> };

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load<T>(key: string, fetcher: (key: string) => Promise<T>): void {
  const entry = cache.get(key) ?? {};
  if (entry.promise) return;
  entry.promise = fetcher(key)
    .then((data) => {
      cache.set(key, { data });
    })
    .catch((error: unknown) => {
      cache.set(key, { error: error instanceof Error ? error : new Error(String(error)) });
    })
    .finally(notify);
  cache.set(key, entry);
  notify();
}

/** Drops cached reads whose key starts with `prefix` (after a write), so they load again. */
export function invalidateAdminQueries(prefix = ""): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
  notify();
}

/** Forgets everything (logout). */
export function clearAdminQueries(): void {
  cache.clear();
  notify();
}

export type AdminQuery<T> = { data: T | undefined; error: Error | undefined; loading: boolean; reload: () => void };

/** Reads `key` (a URL) as JSON through the admin API; `null` skips the read. */
export function useAdminQuery<T>(key: string | null, fetcher: (key: string) => Promise<T> = adminJson<T>): AdminQuery<T> {
  const current = useSyncExternalStore(subscribe, () => version, () => version);
  // Loads on mount, on a new key, and again after an invalidation dropped the key while mounted.
  useEffect(() => {
    if (key && !cache.has(key)) load(key, fetcher);
  }, [key, fetcher, current]);
  const reload = useCallback(() => {
    if (!key) return;
    cache.delete(key);
    load(key, fetcher);
  }, [key, fetcher]);
  const entry = key ? cache.get(key) : undefined;
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    loading: Boolean(key) && !entry?.data && !entry?.error,
    reload,
  };
}
