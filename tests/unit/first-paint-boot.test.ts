import { createHash } from "node:crypto";
import vm from "node:vm";
import { addPolicy } from "@/lib/http/csp-cache-handler.mjs";
import { bootAfterFirstPaint, bootScript, HERO_WAIT_MS, REPLAY_MAX, START_AT_LATEST_MS } from "@/lib/http/first-paint-boot.mjs";

const CHUNKS = ["/_next/static/chunks/0ia99ps2vdlzs.js", "/_next/static/chunks/turbopack-077hmtqrhcoji.js", "/_next/static/chunks/3gzie044tqxmg.js"];

// The shape Next 16 writes: async chunks in the head, the bootstrap chunk in the body, the
// polyfills for old browsers, JSON-LD and the RSC payload inline.
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS[2]}"/>`,
  '<link rel="stylesheet" href="/_next/static/chunks/1pnkaxqu21noe.css" data-precedence="next"/>',
  `<script src="${CHUNKS[0]}" async=""></script><script src="${CHUNKS[1]}" async=""></script>`,
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  "<title>About</title></head><body><main><h1>About</h1></main>",
  '<script type="application/ld+json">{"@type":"AboutPage"}</script>',
  `<script src="${CHUNKS[2]}" async=""></script>`,
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
].join("");

describe("bootAfterFirstPaint", () => {
  it("requests the chunks only from one script in the head, in order, dropping Next's own low-priority preload", () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`<script>${bootScript(CHUNKS)}</script></head>`);
    // Everything else is as Next wrote it.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/1pnkaxqu21noe.css" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"AboutPage"}</script>');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>");
  });

  it("changes nothing the second time, nor on a page without async chunks", () => {
    const once = bootAfterFirstPaint(PAGE);
    expect(bootAfterFirstPaint(once)).toBe(once);
    const plain = "<html><head><title>x</title></head><body><script>1</script></body></html>";
    expect(bootAfterFirstPaint(plain)).toBe(plain);
  });

  it("is what a cached page is served with, the home page too, its starter allowed by hash", () => {
    const entry = addPolicy("/route-cache/APP_PAGE/abc/$/about", { kind: "APP_PAGE", html: PAGE, headers: {} });
    expect(entry.html).toBe(bootAfterFirstPaint(PAGE));
    const home = addPolicy("/route-cache/APP_PAGE/abc/$/index", { kind: "APP_PAGE", html: PAGE, headers: {} });
    expect(home.html).toBe(bootAfterFirstPaint(PAGE));
    const hash = createHash("sha256").update(bootScript(CHUNKS), "utf8").digest("base64");
    expect((entry.headers as Record<string, string>)["content-security-policy"]).toContain(`'sha256-${hash}'`);
  });
});

/** A button as the starter sees it: its `type`, and how often it was clicked by script. */
function fakeButton(type = "button") {
  const button = {
    type,
    clicks: 0,
    click: () => (button.clicks += 1),
    closest: (selector: string) => (selector === "[type=button]" && type === "button" ? button : null),
  };
  return button;
}

/** Runs the starter in a page with `heroes` marked elements; returns what it did and the page's levers. */
function runStarter({ heroes = 0, visible = true, types = ["paint", "element"] } = {}) {
  const added: string[] = [];
  const observers: Record<string, (entries: object[]) => void> = {};
  const listeners: Record<string, () => void> = {};
  const documentListeners: Record<string, (event: object) => void> = {};
  const mutationCallbacks: ((records: object[]) => void)[] = [];
  const attributes = new Set<string>();
  const hero = heroes > 0 ? {} : null;
  class FakeObserver {
    static supportedEntryTypes = types;
    constructor(private callback: (list: { getEntries(): object[] }) => void) {}
    observe({ type }: { type: string }) {
      observers[type] = (entries) => this.callback({ getEntries: () => entries });
    }
  }
  const document: Record<string, unknown> = {
    hidden: !visible,
    head: { appendChild: (element: { src: string }) => added.push(element.src) },
    createElement: () => ({ src: "", async: false }),
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    querySelector: (selector: string) => (selector === "[data-hero]" ? hero : null),
    addEventListener: (name: string, listener: (event: object) => void) => (documentListeners[name] = listener),
  };
  const window = { addEventListener: (name: string, listener: () => void) => (listeners[name] = listener) };
  class FakeMutationObserver {
    constructor(callback: (records: object[]) => void) {
      mutationCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vm.runInNewContext(bootScript(CHUNKS), { window, document, PerformanceObserver: FakeObserver, MutationObserver: FakeMutationObserver, setTimeout });
  return {
    added,
    paint: (name = "first-contentful-paint") => observers.paint?.([{ name }]),
    painted: (identifier: string) => observers.element?.([{ identifier }]),
    load: () => listeners.load?.(),
    click: (target: object) => documentListeners.click?.({ target }),
    /** React's root on the document, as hydrateRoot marks it. */
    reactListens: () => (document.__reactContainer$x = {}),
    hydrated: () => {
      attributes.add("data-hydrated");
      for (const callback of mutationCallbacks) callback([]);
    },
  };
}

describe("the starter in the page", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("adds the chunks after the first contentful paint, not after a first paint of backgrounds alone", () => {
    const page = runStarter();
    page.load();
    page.paint("first-paint");
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(CHUNKS);
    page.paint();
    expect(page.added).toEqual(CHUNKS); // once only
  });

  it("waits for the page's hero image to be painted too", () => {
    const page = runStarter({ heroes: 1 });
    page.paint();
    page.painted("something-else");
    expect(page.added).toEqual([]);
    page.painted("hero");
    expect(page.added).toEqual(CHUNKS);
  });

  it("starts anyway a few seconds after the first paint when a hero never paints", () => {
    const page = runStarter({ heroes: 1 });
    page.paint();
    jest.advanceTimersByTime(HERO_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.added).toEqual(CHUNKS);
  });

  it("starts at load in a tab opened in the background, and at the latest after ten seconds", () => {
    const hidden = runStarter({ visible: false });
    hidden.load();
    expect(hidden.added).toEqual(CHUNKS);
    const never = runStarter();
    jest.advanceTimersByTime(START_AT_LATEST_MS);
    expect(never.added).toEqual(CHUNKS);
  });

  it("does not wait for heroes where the browser cannot report them, and starts at once without paint timing", () => {
    const noElementTiming = runStarter({ heroes: 1, types: ["paint"] });
    noElementTiming.paint();
    expect(noElementTiming.added).toEqual(CHUNKS);
    const noPaintTiming = runStarter({ types: [] });
    expect(noPaintTiming.added).toEqual(CHUNKS);
  });

  it("clicks again, once the page has hydrated, the script-only buttons clicked before React listened, and only those", () => {
    const page = runStarter();
    const [filter, submit, late] = [fakeButton(), fakeButton("submit"), fakeButton()];
    page.click(filter);
    page.click(submit); // a form's button works without scripts
    page.click({ closest: () => null }); // not a button
    page.reactListens();
    page.click(late); // React has it, and replays it itself
    expect(filter.clicks).toBe(0);
    page.hydrated();
    expect([filter.clicks, submit.clicks, late.clicks]).toEqual([1, 0, 0]);
    page.hydrated();
    expect(filter.clicks).toBe(1); // once only
  });

  it("replays at most a few clicks", () => {
    const page = runStarter();
    const buttons = Array.from({ length: REPLAY_MAX + 2 }, () => fakeButton());
    for (const button of buttons) page.click(button);
    page.hydrated();
    expect(buttons.map((button) => button.clicks)).toEqual([...Array(REPLAY_MAX).fill(1), 0, 0]);
  });
});
