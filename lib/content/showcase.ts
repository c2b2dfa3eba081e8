import type { ShowcaseVideo } from "./types";

// Static copy (no table): the three autoplaying tiles in the home page's video showcase.

export const showcaseVideos: ShowcaseVideo[] = [
  {
    title: "Brand Films",
    description: "Cinematic stories that give a company a reason to exist beyond its product, shot in-house in Los Angeles.",
    videoSrc: "/media/showcase/brand-film.mp4",
    thumbnail: "/media/showcase/brand-film.webp",
  },
  {
    title: "Social-First Series",
    description: "Recurring vertical formats built to earn a follow, not just a view, for TikTok, Reels and Shorts.",
    videoSrc: "/media/showcase/social-series.mp4",
    thumbnail: "/media/showcase/social-series.webp",
  },
  {
    title: "Launch Spots",
    description: "Tight, high-craft commercials that introduce a product in thirty seconds and make people want it in five.",
    videoSrc: "/media/showcase/launch-spot.mp4",
    thumbnail: "/media/showcase/launch-spot.webp",
  },
];
