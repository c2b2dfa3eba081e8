import localFont from "next/font/local";

// Self-hosted fonts only: the Google-fonts loader downloads at build, and these machines are offline.

export const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

// Only the upright face: every font listed here is preloaded on every page, and nothing sets
// the display face in italic (the italic file stays in app/fonts should a page need it).
export const instrumentSerif = localFont({
  src: [{ path: "./fonts/instrument-serif-latin-400-normal.woff2", weight: "400", style: "normal" }],
  variable: "--font-instrument",
  display: "swap",
});
