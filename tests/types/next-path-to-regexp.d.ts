// Next's bundled path-to-regexp (the compiler of next.config.ts header sources) ships no types.
declare module "next/dist/compiled/path-to-regexp" {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { strict?: boolean; sensitive?: boolean; delimiter?: string }): RegExp;
}
