/**
 * Class names joined with one space: the parts that are strings and not empty, in order; false,
 * null, undefined and "" are left out, so a condition reads `cn("base", open && "is-open")`.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  let joined = "";
  for (const part of classes) {
    if (!part) continue;
    joined = joined ? `${joined} ${part}` : part;
  }
  return joined;
}
