import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { siteConfig } from "../content/site";

// Open Graph cards (1200x630) for every content page, drawn at build time with next/og in the
// site's display face (bundled here as TTF: the renderer reads no WOFF2) over the ink and amber
// palette. Small text uses next/og's bundled Geist.

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";

let serif: Promise<Buffer> | null = null;
const displayFont = () => (serif ??= readFile(join(process.cwd(), "lib/seo/fonts/instrument-serif-regular.ttf")));

export async function renderOgImage({ eyebrow, title, footer }: { eyebrow: string; title: string; footer?: string }): Promise<ImageResponse> {
  const size = title.length > 60 ? 64 : title.length > 34 ? 80 : 96;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        color: "#f4f1ea",
        backgroundColor: "#07070a",
        backgroundImage: "radial-gradient(ellipse at 85% 10%, rgba(255,181,71,0.35), transparent 55%), linear-gradient(135deg, #101014, #07070a)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 28,
            backgroundColor: "#ffb547",
            color: "#07070a",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontFamily: "Instrument Serif",
            fontSize: 40,
          }}
        >
          {siteConfig.name.slice(0, 1)}
        </div>
        <div style={{ fontFamily: "Instrument Serif", fontSize: 44 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 24, letterSpacing: 6, textTransform: "uppercase", color: "#ffb547" }}>{eyebrow}</div>
        <div style={{ fontFamily: "Instrument Serif", fontSize: size, lineHeight: 1.02, maxWidth: 1000 }}>{title}</div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#a3a3ad" }}>
        <div>{footer ?? "Creative agency · Los Angeles"}</div>
        <div>{siteConfig.url.replace(/^https?:\/\//, "")}</div>
      </div>
    </div>,
    { ...OG_SIZE, fonts: [{ name: "Instrument Serif", data: await displayFont(), style: "normal", weight: 400 }] },
  );
}
