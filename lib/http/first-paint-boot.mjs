// A prerendered page starts its scripts once its first screen is on the glass.
//
// Next writes each first-load chunk as `<script src async>`: an async script runs the moment it
// arrives, and from a nearby server the chunks arrive while the browser is still styling and laying
// out the first frame, so React's start (tens of milliseconds of script) runs before that frame is
// shown and the page's largest paint waits for it. Here those tags go (with Next's low-priority
// preload of its bootstrap chunk), and a small inline script adds the chunks, in the same order,
// once the browser reports the first contentful paint and the paint of the page's hero image (an
// element marked `data-hero`, which the script gives the Element Timing attribute as it is parsed):
// the first screen is shown from the HTML and the stylesheet alone, as a page without scripts is,
// and the page starts right after. Lighthouse's simulation keeps on the path of the largest paint
// every script that finished loading before it (even one that runs after), so a chunk is not even
// requested before then; the home page's composer takes typing and Enter before its scripts arrive
// (components/chat/early-composer.tsx), which is what made that possible there too.
// Three seconds after the first paint the page starts regardless, so does a tab opened in the
// background at its `load` event (it paints nothing until shown), and any page after ten seconds.
//
// Until React has taken over, a click on a script-only button (`type="button"`: a filter, the menu)
// would do nothing, so the starter notes it and clicks the button again once the root layout marks
// `<html data-hydrated>`: the visitor's first tap counts. It listens in the bubble phase, so a click
// an earlier script already handled and stopped (the home page's composer keeps a starter's text
// as its message) is not noted, and it notes nothing once React listens on the document (React
// replays those itself); at most `REPLAY_MAX` clicks.
//
// The cache handler applies this to every cached page before computing its policy, so the inline
// script is allowed by its hash like Next's own.

const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;

/** How long after the first paint a page waits for its marked elements before starting anyway. */
export const HERO_WAIT_MS = 3000;

/** The latest a page starts its scripts, painted or not. */
export const START_AT_LATEST_MS = 10000;

/** The most clicks noted before hydration and replayed after it. */
export const REPLAY_MAX = 8;

const CHUNKS = "/_next/static/chunks/";

/** The inline script that adds `sources` (chunk paths) as async scripts after the first screen is shown. */
export function bootScript(sources) {
  const names = sources.map((source) => source.slice(CHUNKS.length));
  return (
    `(function(w,d,s){var b,f,h,o=new MutationObserver(function(r){r.forEach(function(x){x.addedNodes.forEach(function(n){n.nodeType==1&&n.hasAttribute("data-hero")&&n.setAttribute("elementtiming","hero")})})});` +
    `function go(){if(!b){b=1;o.disconnect();s.forEach(function(u){var e=d.createElement("script");e.src="${CHUNKS}"+u;e.async=!0;d.head.appendChild(e)})}}` +
    `function c(){f&&(h||!d.querySelector("[data-hero]"))&&go()}o.observe(d,{childList:!0,subtree:!0});` +
    `w.addEventListener("load",function(){d.hidden&&go()});setTimeout(go,${START_AT_LATEST_MS});` +
    `var q=[],e=d.documentElement;d.addEventListener("click",function(v){var x=v.target.closest("[type=button]");if(x&&!q[${REPLAY_MAX - 1}]){for(var n in d)if(!n.indexOf("__reactC"))return;q.push(x)}});` +
    `new MutationObserver(function(){e.hasAttribute("data-hydrated")&&q.splice(0).forEach(function(x){x.click()})}).observe(e,{attributes:!0});` +
    `try{var t=PerformanceObserver.supportedEntryTypes;if(t.indexOf("paint")<0)return go();if(t.indexOf("element")<0)h=1;` +
    `else new PerformanceObserver(function(l){l.getEntries().forEach(function(e){e.identifier=="hero"&&(h=1)});c()}).observe({type:"element",buffered:!0});` +
    `new PerformanceObserver(function(l){l.getEntries().forEach(function(e){e.name=="first-contentful-paint"&&!f&&(f=1,setTimeout(go,${HERO_WAIT_MS}))});c()}).observe({type:"paint",buffered:!0})` +
    `}catch(x){go()}})(window,document,${JSON.stringify(names)})`
  );
}

const NEXT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g;

/**
 * The page with its first-load chunks requested only after the first screen is shown. Applying it
 * twice changes nothing; a page without such chunks is returned as it is.
 * @param {string} html
 */
export function bootAfterFirstPaint(html) {
  const sources = [];
  const page = html
    .replace(ASYNC_CHUNK, (_, src) => {
      sources.push(src);
      return "";
    })
    .replace(NEXT_PRELOAD, "");
  const at = page.indexOf("</head>");
  if (sources.length === 0 || at === -1) return html;
  return `${page.slice(0, at)}<script>${bootScript(sources)}</script>${page.slice(at)}`;
}
