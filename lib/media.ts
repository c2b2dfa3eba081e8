// How a video URL is shown: YouTube (watch?v= or youtu.be) and Vimeo are embedded, this site's
// own .mp4/.mov/.webm files play natively. Anything else is a link that opens in a new tab: the
// pages' Content-Security-Policy (lib/http/csp.mjs) allows frames from YouTube and Vimeo only, and
// media from this origin only, so an embed of another host would show a blocked frame.

export type VideoSource =
  | { kind: "youtube"; embedUrl: string }
  | { kind: "vimeo"; embedUrl: string }
  | { kind: "native"; src: string; type: string }
  | { kind: "link"; href: string; host: string };

const NATIVE: Record<string, string> = { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm" };

export function videoSource(url: string): VideoSource | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(trimmed)?.[1]?.toLowerCase();
  // A site path only: "//host" and "/\\host" (browsers read a backslash as a slash) lead off the site,
  // and a native film is also a link to its file (components/case-studies/native-film.tsx).
  if (extension && NATIVE[extension] && trimmed.startsWith("/") && !/^\/[\/\\]/.test(trimmed)) {
    return { kind: "native", src: trimmed, type: NATIVE[extension] };
  }

  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null; // a relative path without a video extension is not something we can play
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.replace(/^www\./, "");
  if ((host === "youtube.com" || host === "m.youtube.com") && parsed.pathname === "/watch") {
    const id = parsed.searchParams.get("v");
    if (id && /^[\w-]{6,20}$/.test(id)) return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (host === "youtu.be") {
    const id = parsed.pathname.slice(1);
    if (/^[\w-]{6,20}$/.test(id)) return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /(\d{5,})/.exec(parsed.pathname)?.[1];
    if (id) return { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}` };
  }
  return { kind: "link", href: parsed.toString(), host };
}

/**
 * A still for a video of our own media (public/media, made by scripts/generate-media.sh):
 * reel.mp4 -> reel-poster.webp, showcase/x.mp4 -> showcase/x.webp. Other videos get none.
 */
export function posterFor(url: string): string | undefined {
  const match = /^(\/media\/.+)\.mp4$/.exec(url);
  if (!match) return undefined;
  return /\/reel(-alt)?$/.test(match[1]) ? `${match[1]}-poster.webp` : `${match[1]}.webp`;
}
