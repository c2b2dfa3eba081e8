import localFont from "next/font/local";

// Self-hosted fonts only: the Google-fonts loader downloads at build, and these machines are offline.

// Subsets made by scripts/subset-fonts.sh from assets/fonts: every page preloads both, and its
// largest paint waits on them, so they carry only the characters and weights the site uses.
export const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

// Only the upright face: nothing sets the display face in italic (assets/fonts has the italic).
export const instrumentSerif = localFont({
  src: [{ path: "./fonts/instrument-serif-latin-400.woff2", weight: "400", style: "normal" }],
  variable: "--font-instrument",
  display: "swap",
});
