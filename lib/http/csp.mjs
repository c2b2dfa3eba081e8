// The site's Content-Security-Policy for HTML pages. Plain JavaScript (with csp.d.mts beside it)
// because Next loads the page-cache handler (lib/http/csp-cache-handler.mjs) that uses it as is,
// without compiling it; the proxy and the tests import it too.
//
// Scripts: only this origin's files, plus the page's own inline scripts (Next's bootstrap and RSC
// payload, `self.__next_f.push(...)`) by their SHA-256 hashes: no 'unsafe-inline', no
// 'unsafe-eval'. A prerendered page's inline scripts are fixed for that rendering, so its hashes
// are computed from the very HTML the cache serves (see the cache handler), and the page stays
// static. Pages rendered per request (the admin) get a fresh nonce instead (proxy.ts).
import { createHash } from "node:crypto";

/** YouTube (privacy-enhanced) and Vimeo players: the only frames the site embeds. */
const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Case-study images uploaded to Vercel Blob, when BLOB_READ_WRITE_TOKEN is set. */
const BLOB_IMAGE_SOURCE = "https://*.public.blob.vercel-storage.com";

/**
 * The stylesheet sonner (the toast library) inserts as a `<style>` element when it loads. Its text
 * is fixed for the installed version; tests/unit/csp.test.ts recomputes this hash from
 * node_modules/sonner, so an upgrade that changes the stylesheet fails there, not in a browser.
 */
export const SONNER_STYLE_HASH = "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=";

/** sonner inserts its `<style>` element empty and then fills it: the browser checks both states. */
export const EMPTY_STYLE_HASH = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";

/**
 * The stylesheet Radix's modal dialogs insert (through react-remove-scroll-bar) to lock the page's
 * scroll while a dialog is open: the library's getStyles() with the options Radix passes (margin
 * gap mode, position relative, !important) and this site's body margins (0). Its only variable
 * is `gap`, the width in CSS pixels of the scrollbar it hides, a whole number (0 with overlay
 * scrollbars and on phones, about 15 with classic ones, more at high zoom). tests/unit/csp.test.ts
 * checks this text against the installed library's.
 */
export function scrollLockStyle(gap) {
  const px = `${gap}px !important`;
  return `
  .with-scroll-bars-hidden {
   overflow: hidden !important;
   padding-right: ${px};
  }
  body[data-scroll-locked] {
    overflow: hidden !important;
    overscroll-behavior: contain;
    position: relative !important;
    padding-left: 0px;
    padding-top: 0px;
    padding-right: 0px;
    margin-left:0;
    margin-top:0;
    margin-right: ${px};
    
  }
  
  .right-scroll-bar-position {
    right: ${px};
  }
  
  .width-before-scroll-bar {
    margin-right: ${px};
  }
  
  .right-scroll-bar-position .right-scroll-bar-position {
    right: 0 !important;
  }
  
  .width-before-scroll-bar .width-before-scroll-bar {
    margin-right: 0 !important;
  }
  
  body[data-scroll-locked] {
    --removed-body-scroll-bar-size: ${gap}px;
  }
`;
}

/** Scrollbar widths the scroll lock is allowed for: 0 to 40 CSS pixels. */
export const SCROLL_LOCK_GAPS = Array.from({ length: 41 }, (_, gap) => gap);

const styleHash = (css) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
const SCROLL_LOCK_HASHES = SCROLL_LOCK_GAPS.map((gap) => styleHash(scrollLockStyle(gap)));

/** Pages with modal dialogs: the home page's panels and the admin's confirmations. */
function hasDialogs(pathname) {
  return pathname === "/" || pathname === "/index" || pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Pages whose content can embed a YouTube or Vimeo player: the case studies, and the home page's portfolio. */
function embedsVideo(pathname) {
  return pathname === "/" || pathname === "/index" || pathname.startsWith("/case-studies/");
}

/**
 * The policy for an HTML page. `scripts` are the sources that allow its inline scripts: their
 * `'sha256-…'` hashes, or one `'nonce-…'`; `styles` the same for style elements inserted at run
 * time beyond the known ones below (the nonce, on a page rendered per request).
 * @param {{ scripts: string[], styles?: string[], frames?: boolean, dialogs?: boolean, blobImages?: boolean }} options
 */
function pagePolicy({ scripts, styles = [], frames = false, dialogs = false, blobImages = false }) {
  const directives = [
    "default-src 'none'",
    ["script-src", "'self'", ...scripts].join(" "),
    // Stylesheets from this origin, sonner's (and the empty one it starts from) and, on pages with
    // dialogs, the scroll lock's, all by hash. Style attributes stay allowed: React
    // renders `style` props (next/image's fill, progress bars) as attributes, and an attribute
    // can only restyle, never run script.
    ["style-src", "'self'", `'${SONNER_STYLE_HASH}'`, `'${EMPTY_STYLE_HASH}'`, ...styles, ...(dialogs ? SCROLL_LOCK_HASHES : [])].join(" "),
    "style-src-attr 'unsafe-inline'",
    `img-src 'self'${blobImages ? ` ${BLOB_IMAGE_SOURCE}` : ""}`,
    "media-src 'self'",
    "font-src 'self'",
    // The API and its streamed answers; Vercel Analytics posts to this origin too.
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frames ? VIDEO_FRAME_SOURCES.join(" ") : "'none'"}`,
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** The runtime options of pagePolicy() that come from the environment. */
function policyOptionsFromEnv(env = process.env) {
  return { blobImages: Boolean(env.BLOB_READ_WRITE_TOKEN) };
}

// A script element without a src attribute, and its text. Next and React write these themselves
// (a visitor's text inside them is JSON-escaped, so it cannot close the element early).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]+/i;

/**
 * The `'sha256-…'` sources for every inline script a browser would run in this HTML, in order of
 * first appearance, without duplicates. Data blocks (JSON-LD) are not scripts and need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy for a prerendered page: its inline scripts by hash.
 * @param {string} html
 * @param {string} pathname
 */
export function prerenderedPagePolicy(html, pathname, env = process.env) {
  return pagePolicy({ scripts: inlineScriptHashes(html), frames: embedsVideo(pathname), dialogs: hasDialogs(pathname), ...policyOptionsFromEnv(env) });
}

/**
 * The policy for a page rendered per request: Next reads the nonce from this policy on the
 * request and puts it on every script it writes; the drag-and-drop list puts it on its styles.
 * @param {string} nonce
 * @param {string} pathname
 */
export function noncePagePolicy(nonce, pathname, env = process.env) {
  return pagePolicy({
    scripts: [`'nonce-${nonce}'`],
    styles: [`'nonce-${nonce}'`],
    frames: embedsVideo(pathname),
    dialogs: hasDialogs(pathname),
    ...policyOptionsFromEnv(env),
  });
}
