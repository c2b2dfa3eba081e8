import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { VideoPlayer } from "@/components/case-studies/video-player";

const render = (props: Parameters<typeof VideoPlayer>[0]) => renderToStaticMarkup(createElement(VideoPlayer, props));
const posterTag = (html: string) => html.match(/<img[^>]*>/)?.[0] ?? "";

describe("a native film's poster", () => {
  it("comes at a size for the frame, from next/image's srcset of the poster file", () => {
    const img = posterTag(
      render({
        url: "/media/showcase/brand-film.mp4",
        title: "IMAX, film",
        poster: "/media/case-studies/imax/hero.webp",
        sizes: "(min-width: 1280px) 1216px, 100vw",
      }),
    );
    expect(img).toContain('srcSet="/_next/image?url=%2Fmedia%2Fcase-studies%2Fimax%2Fhero.webp&amp;w=640&amp;q=75 640w,');
    expect(img).toContain('sizes="(min-width: 1280px) 1216px, 100vw"');
    expect(img).toContain('alt=""');
    // Not the page's hero: fetched only as it nears the screen.
    expect(img).toContain('loading="lazy"');
    // The link still opens the film itself without JavaScript.
    expect(render({ url: "/media/showcase/brand-film.mp4", title: "IMAX, film" })).toContain('href="/media/showcase/brand-film.mp4"');
  });

  it("is the address itself when next/image cannot take it, instead of failing the page", () => {
    // next/image throws on a protocol-relative address; the stored URL only has to start with "/".
    const img = posterTag(render({ url: "/media/showcase/brand-film.mp4", title: "A film", poster: "//images.example.org/poster.webp" }));
    expect(img).toContain('src="//images.example.org/poster.webp"');
    expect(img).not.toContain("srcSet");
  });

  it("is fetched at once, at high priority, on the page's hero", () => {
    const img = posterTag(render({ url: "/media/showcase/brand-film.mp4", title: "IMAX, film", poster: "/media/case-studies/imax/hero.webp", priority: true }));
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
  });
});
