/**
 * The id rule: lowercase the title, turn every run of non-alphanumeric characters into one
 * hyphen, trim leading and trailing hyphens.
 * "Harbor & Hill Credit Union" -> "harbor-hill-credit-union".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
