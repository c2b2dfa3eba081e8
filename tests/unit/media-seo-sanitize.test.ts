import { posterFor, videoSource } from "@/lib/media";
import { sanitizePlainText, sanitizeRichHtml } from "@/lib/sanitize";
import { caseStudies } from "@/lib/content/case-studies";
import { breadcrumbJsonLd, caseStudyJsonLd, organizationJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { cut, DESCRIPTION_LIMIT, pageMetadata, TITLE_LIMIT } from "@/lib/seo/metadata";

describe("videoSource", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { kind: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ?t=3", { kind: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }],
    ["https://vimeo.com/76979871", { kind: "vimeo", embedUrl: "https://player.vimeo.com/video/76979871" }],
    ["/media/reel.mp4", { kind: "native", src: "/media/reel.mp4", type: "video/mp4" }],
    ["/media/cut.MOV", { kind: "native", src: "/media/cut.MOV", type: "video/quicktime" }],
    ["/media/cut.webm?x=1", { kind: "native", src: "/media/cut.webm?x=1", type: "video/webm" }],
    // Other hosts' files and players are links: the policy lets media and frames come from this
    // origin, YouTube and Vimeo only.
    ["https://cdn.example.com/cut.MOV", { kind: "link", href: "https://cdn.example.com/cut.MOV", host: "cdn.example.com" }],
    ["//cdn.example.com/cut.mp4", null],
    ["https://player.example.com/embed/42", { kind: "link", href: "https://player.example.com/embed/42", host: "player.example.com" }],
  ])("%s", (url, expected) => {
    expect(videoSource(url)).toEqual(expected);
  });

  it("plays nothing it cannot embed safely", () => {
    expect(videoSource("javascript:alert(1)")).toBeNull();
    expect(videoSource("/media/not-a-video")).toBeNull();
    expect(videoSource("")).toBeNull();
  });

  it("plays natively, and links to, only files on this site: never a path that leads to another host", () => {
    expect(videoSource("/media/showcase/brand-film.mp4")).toEqual({ kind: "native", src: "/media/showcase/brand-film.mp4", type: "video/mp4" });
    for (const offSite of ["//evil.example/film.mp4", "/\\evil.example/film.mp4", "/\\/evil.example/film.webm"]) expect(videoSource(offSite)).toBeNull();
  });

  it("finds the stills generated for our own videos", () => {
    expect(posterFor("/media/reel.mp4")).toBe("/media/reel-poster.webp");
    expect(posterFor("/media/showcase/brand-film.mp4")).toBe("/media/showcase/brand-film.webp");
    expect(posterFor("https://cdn.example.com/a.mp4")).toBeUndefined();
  });
});

describe("sanitizing", () => {
  it("strips every tag from plain text, keeping the words and characters", () => {
    expect(sanitizePlainText('<b>Bold</b> & <script>alert("x")</script>"quoted" <i>it\'s</i>')).toBe('Bold & "quoted" it\'s');
    expect(sanitizePlainText("5 < 6 and 7 > 3")).toBe("5 < 6 and 7 > 3");
  });

  it.each([
    ["&lt;script&gt;alert(1)&lt;/script&gt;", ""],
    ["Hi &lt;b onclick=x()&gt;there&lt;/b&gt;", "Hi there"],
    ["&amp;lt;img src=x onerror=alert(1)&amp;gt;", ""],
    ["&#60;svg/onload=alert(1)&#62;Logo", "Logo"],
    ["<<script>script>alert(1)<</script>/script>", ""],
    ["&lt;&lt;b&gt;b&gt;x", "x"],
    ["x &lt;/p&gt; y", "x y"],
  ])("never turns encoded markup back into markup: %s", (input, expected) => {
    expect(sanitizePlainText(input)).toBe(expected);
  });

  it("unwraps many layers of encoding without ever leaving a tag", () => {
    const nested = `${"&amp;".repeat(1)}${"amp;".repeat(20)}lt;script&gt;alert(1)`;
    const text = sanitizePlainText(nested);
    expect(text).not.toMatch(/<[a-z!/?]/i);
    expect(text).not.toContain("<");
  });

  it("keeps angle brackets that are not tags, and entities of plain characters", () => {
    expect(sanitizePlainText("a < b")).toBe("a < b");
    expect(sanitizePlainText("we <3 LA")).toBe("we <3 LA");
    expect(sanitizePlainText("Tom &amp; Jerry &quot;live&quot;")).toBe('Tom & Jerry "live"');
    expect(sanitizePlainText("AT&T")).toBe("AT&T");
  });

  it("keeps rich content's allowlisted tags and removes scripts, handlers and javascript: links", () => {
    const html = sanitizeRichHtml(
      '<h3 onclick="x()">Title</h3><p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><script>alert(1)</script><iframe src="x"></iframe>',
    );
    expect(html).toBe(
      '<h3>Title</h3><p>Text <a rel="noopener noreferrer" target="_blank">bad</a> <a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a></p>',
    );
  });
});

describe("metadata", () => {
  it("cuts titles at 60 and descriptions at 155 characters, at a word boundary", () => {
    const long = "A very long title about a campaign that keeps going well past the limit for search results";
    const title = cut(long, TITLE_LIMIT);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith("…")).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(cut("Short title", TITLE_LIMIT)).toBe("Short title");
    expect(cut("x".repeat(400), DESCRIPTION_LIMIT).length).toBeLessThanOrEqual(155);
  });

  it("builds canonical, Open Graph and Twitter fields from SITE_URL", () => {
    const metadata = pageMetadata({ title: "IMAX Case Study", description: "A description.", path: "/case-studies/imax", image: "/media/x.webp" });
    expect(metadata.title).toEqual({ absolute: "IMAX Case Study" });
    expect(metadata.alternates?.canonical).toBe("http://localhost:3000/case-studies/imax");
    expect(metadata.openGraph).toMatchObject({ url: "http://localhost:3000/case-studies/imax", images: [{ url: "http://localhost:3000/media/x.webp" }] });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: ["http://localhost:3000/media/x.webp"] });
  });
});

describe("JSON-LD", () => {
  it("escapes content so it can never close its script tag", () => {
    const data = { "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" } as const;
    const text = serializeJsonLd(data);
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("describes a case study as a CreativeWork by the agency", () => {
    const data = caseStudyJsonLd(caseStudies[0]);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: "IMAX",
      url: "http://localhost:3000/case-studies/imax",
      creator: { "@type": "ProfessionalService", name: "Northlight" },
      about: { "@type": "Organization", name: "IMAX" },
    });
    expect((data.image as string[])[0]).toMatch(/^http:\/\/localhost:3000\/media\//);
  });

  it("builds the organization and breadcrumbs with their required properties", () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({ "@type": "ProfessionalService", name: "Northlight", address: { addressLocality: "Los Angeles" } });
    expect(organization.award).toEqual(["Clio Award", "Telly Award", "Shorty Award"]);
    const crumbs = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Case Studies", path: "/case-studies" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "Case Studies", item: "http://localhost:3000/case-studies" },
    ]);
  });
});
