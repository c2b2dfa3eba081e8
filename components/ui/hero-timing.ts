/**
 * The `elementtiming` name of a page's hero image (its largest paint). A prerendered page starts its
 * scripts only once every element so marked has been painted (lib/http/first-paint-boot.mjs), so
 * mark only what is on the first screen.
 */
export const HERO_TIMING = "hero";
