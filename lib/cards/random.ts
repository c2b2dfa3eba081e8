// Deterministic pseudo-random streams for the card deck's per-card spring jitter. Pure: the same
// seed and key always give the same stream, so a card keeps its spring across re-renders while
// render stays free of Math.random().

/** FNV-1a over the key, mixed with the seed (a number in [0, 1)), as a 32-bit state. */
function hashKey(seed: number, key: string): number {
  let hash = Math.floor(seed * 0x100000000) ^ 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A random() for one key under one seed: numbers in [0, 1) from mulberry32. */
export function seededRandom(seed: number, key: string): () => number {
  let state = hashKey(seed, key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}
