"use client";

import { QueryClient, queryOptions } from "@tanstack/react-query";
import { apiJson, type Decoder } from "@/lib/api-client/client";

// The dashboard's data library, @tanstack/react-query: imported only by the dashboard and its
// tabs, so it loads with them (a signed-in admin), never with the login screen or a public page.

/**
 * The product's data-fetching settings, word for word: no retries, no refetch on focus, no polling,
 * infinite stale time. Nothing is ever stale, so react-query's refetch on mount and on reconnect
 * (which only refetch stale data) fire only for what a write invalidated.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** A GET of `url` decoded with its contract; the query key's first element is the URL it reads. */
export function adminQuery<T>(url: string, decoder: Decoder<T>) {
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiJson("GET", url, decoder, undefined, { signal, cache: "no-store" }),
  });
}
