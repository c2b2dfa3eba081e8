// The case-study filters' part that runs in the browser (the index's filter bar and its cards), in
// a module of its own: the bundler includes a module whole, and views.ts, which the server uses to
// build pages, would bring its other helpers into the index's first load.

/** Whether something in these filter slugs shows under `filter` ("all" shows everything). */
export function inFilter(slugs: string[], filter: string): boolean {
  return filter === "all" || slugs.includes(filter);
}

/** The filter that shows every case study, first in every filter bar. */
export const ALL_FILTER = { slug: "all", label: "All Work" } as const;
