/**
 * A copy of `items` with the item at `from` moved to `to` (clamped to the list). An index outside
 * the list leaves the order as it was. Used by the filter order and the case-study gallery.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (!Number.isInteger(from) || from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, Math.trunc(to)));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}
