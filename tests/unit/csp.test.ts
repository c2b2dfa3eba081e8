import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  EMPTY_STYLE_HASH,
  inlineScriptHashes,
  noncePagePolicy,
  prerenderedPagePolicy,
  SCROLL_LOCK_GAPS,
  scrollLockStyle,
  SONNER_STYLE_HASH,
} from "@/lib/http/csp.mjs";
import { addPolicy, pathnameOfCacheKey } from "@/lib/http/csp-cache-handler.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, once, in order", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"é \\u003c/script"])</script>',
      '<script id="_R_">requestAnimationFrame(function(){})</script>',
      '<SCRIPT type="text/javascript">x()</SCRIPT >',
      '<script>self.__next_f.push([1,"é \\u003c/script"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script type=module>import('/a.js')</script>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"é \\u003c/script"])'),
      sha("requestAnimationFrame(function(){})"),
      sha("x()"),
      sha("import('/a.js')"),
    ]);
  });

  it("hashes an empty inline script (the browser checks it too)", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([sha("")]);
  });
});

describe("the page policy", () => {
  const html = "<script>self.__next_f.push([0])</script>";

  it("allows scripts from this origin and the page's own inline scripts only", () => {
    const policy = directives(prerenderedPagePolicy(html, "/about", {}));
    expect(policy.get("script-src")).toEqual(["'self'", sha("self.__next_f.push([0])")]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("lets the case studies and the home page's portfolio embed YouTube and Vimeo, and nothing else", () => {
    for (const pathname of ["/index", "/", "/case-studies/imax"]) {
      expect(directives(prerenderedPagePolicy(html, pathname, {})).get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    }
    for (const pathname of ["/case-studies", "/about", "/contact"]) {
      expect(directives(prerenderedPagePolicy(html, pathname, {})).get("frame-src")).toEqual(["'none'"]);
    }
  });

  it("allows Vercel Blob images only when Blob storage is configured", () => {
    expect(directives(prerenderedPagePolicy(html, "/", { BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x" })).get("img-src")).toEqual([
      "'self'",
      "https://*.public.blob.vercel-storage.com",
    ]);
  });

  it("puts the request's nonce in the policy of a page rendered per request", () => {
    expect(directives(noncePagePolicy("abc123", "/admin", {})).get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directives(noncePagePolicy("abc123", "/admin", {})).get("style-src")).toContain("'nonce-abc123'");
  });

  it("allows the stylesheet the installed sonner inserts, by the hash of its text", () => {
    const source = fs.readFileSync(path.join(process.cwd(), "node_modules/sonner/dist/index.mjs"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
    expect(literal).not.toBeNull();
    const css = JSON.parse(literal![1]) as string;
    expect(`'${SONNER_STYLE_HASH}'`).toBe(sha(css));
    expect(`'${EMPTY_STYLE_HASH}'`).toBe(sha(""));
  });
});

describe("the scroll lock of Radix's modal dialogs", () => {
  // The installed react-remove-scroll-bar's own getStyles(), run with the options Radix passes.
  function libraryStyles(gap: number): string {
    const source = fs.readFileSync(path.join(process.cwd(), "node_modules/react-remove-scroll-bar/dist/es2015/component.js"), "utf8");
    const body = /var getStyles = (function \(_a, allowRelative, gapMode, important\) \{[\s\S]*?\n\});/.exec(source);
    expect(body).not.toBeNull();
    const constants = {
      noScrollbarsClassName: "with-scroll-bars-hidden",
      zeroRightClassName: "right-scroll-bar-position",
      fullWidthClassName: "width-before-scroll-bar",
      removedBarSizeVariable: "--removed-body-scroll-bar-size",
      lockAttribute: "data-scroll-locked",
    };
    const constantsSource = fs.readFileSync(path.join(process.cwd(), "node_modules/react-remove-scroll-bar/dist/es2015/constants.js"), "utf8");
    for (const [name, value] of Object.entries(constants)) if (name !== "lockAttribute") expect(constantsSource).toContain(`${name} = '${value}'`);
    expect(source).toContain(`lockAttribute = '${constants.lockAttribute}'`);
    const getStyles = new Function(...Object.keys(constants), `return ${body![1]}`)(...Object.values(constants));
    return getStyles({ left: 0, top: 0, right: 0, gap }, true, "margin", "!important");
  }

  it("is allowed, by hash, for every scrollbar width from 0 to 40 px on the pages with dialogs", () => {
    for (const gap of [0, 15, 17, 40]) expect(scrollLockStyle(gap)).toBe(libraryStyles(gap));
    expect(SCROLL_LOCK_GAPS).toEqual(Array.from({ length: 41 }, (_, gap) => gap));
    const home = directives(prerenderedPagePolicy("", "/index", {})).get("style-src")!;
    for (const gap of SCROLL_LOCK_GAPS) expect(home).toContain(sha(scrollLockStyle(gap)));
    expect(directives(noncePagePolicy("n", "/admin", {})).get("style-src")).toContain(sha(scrollLockStyle(15)));
    expect(directives(prerenderedPagePolicy("", "/about", {})).get("style-src")).toEqual(["'self'", `'${SONNER_STYLE_HASH}'`, `'${EMPTY_STYLE_HASH}'`]);
  });
});

describe("the page cache handler", () => {
  it("reads the page's path from Next's route-cache key", () => {
    expect(pathnameOfCacheKey("/route-cache/APP_PAGE/a822/$/case-studies/imax")).toBe("/case-studies/imax");
    expect(pathnameOfCacheKey("/route-cache/APP_PAGE/a822/$/index")).toBe("/index");
  });

  it("gives a cached page the policy for its own HTML, and keeps its other headers", () => {
    const value = { kind: "APP_PAGE", html: "<script>a()</script>", headers: { "x-next-cache-tags": "_N_T_/about" } };
    addPolicy("/route-cache/APP_PAGE/x/$/about", value);
    expect(value.headers["x-next-cache-tags"]).toBe("_N_T_/about");
    expect((value.headers as Record<string, string>)["content-security-policy"]).toBe(prerenderedPagePolicy("<script>a()</script>", "/about"));
  });

  it("recomputes the policy for a regenerated page (a new entry), never reusing an old one", () => {
    const before = { kind: "APP_PAGE", html: "<script>a()</script>", headers: {} as Record<string, string> };
    const after = { kind: "APP_PAGE", html: "<script>b()</script>", headers: { ...before.headers } };
    addPolicy("/route-cache/APP_PAGE/x/$/about", before);
    addPolicy("/route-cache/APP_PAGE/x/$/about", after);
    expect(after.headers["content-security-policy"]).toContain(sha("b()"));
    expect(after.headers["content-security-policy"]).not.toContain(sha("a()"));
  });

  it("leaves route handlers' entries (robots.txt, images) alone", () => {
    const value = { kind: "APP_ROUTE", body: Buffer.from("x"), headers: {} as Record<string, string> };
    addPolicy("/route-cache/APP_ROUTE/x/$/robots.txt", value);
    expect(value.headers["content-security-policy"]).toBeUndefined();
  });
});
